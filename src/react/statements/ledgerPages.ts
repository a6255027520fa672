// An account's balances on many dates from one page of its lines: the page starts on the
// earliest date with the balance before it, and each line carries the balance after it (its
// `runningBalance`, counted over every line of the account in its normal direction, like
// `beginningBalance`), so the balance before any date the page reaches is the running balance of
// the last line dated before it. A busy account's page stops short (it has a cursor): the dates
// past its last line's date are read one line each (ledgerBalances.ts `balanceOnQuery`).
import { queryOptions } from '@tanstack/react-query'
import type { BookkeepingClient } from '../../api/client'
import { BookkeepingResponseError, readPolicy } from '../../api/errors'
import { MAX_PAGE_SIZE, nextCursor } from '../../api/transport/paginate'
import type { AccountingMethod, GlEntry } from '../../api/types'
import type { DateRange } from '../../format/period'
import { mergeAccounts, type SeenAccount } from '../../core/statements/glAccounts'
import type { BalancePage } from '../../core/statements/ledgerReads'
import type { BookkitKeys } from '../../core/store/keys'
import { balanceKeys, boundOf, methodOf } from './ledgerBalances'
import { sharedPage } from './sharedPages'

// Read by the queue's saves, which move a page a bank transaction's line is on.
export type { BalancePage } from '../../core/statements/ledgerReads'

const isCents = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value)

/**
 * The page of `glAccountId`'s lines over `range` (at most 250), with the balance before it; asked
 * once with the other statements' pages of the account that overlap it (sharedPages.ts), so its
 * `range` may reach further than the key's.
 */
export function balancePageQuery(
  client: BookkeepingClient,
  keys: BookkitKeys,
  glAccountId: string,
  method: AccountingMethod | undefined,
  range: DateRange,
) {
  return queryOptions<BalancePage>({
    ...readPolicy,
    queryKey: balanceKeys(keys).page(glAccountId, method, range),
    queryFn: ({ signal }) =>
      sharedPage(client, glAccountId, method, range, signal, (reach, flightSignal) =>
        readPage(client, glAccountId, method, reach, flightSignal),
      ),
  })
}

/** The page of `glAccountId`'s lines over `range`, in the statements' bound. */
async function readPage(
  client: BookkeepingClient,
  glAccountId: string,
  method: AccountingMethod | undefined,
  range: DateRange,
  signal: AbortSignal,
): Promise<BalancePage> {
  const page = await boundOf(client).run(
    () =>
      client.queryGeneralLedger(
        glAccountId,
        {
          limit: MAX_PAGE_SIZE,
          filter: { includeBeginningBalance: true, beginDate: range.from, endDate: range.to },
          ...methodOf(method),
        },
        { signal },
      ),
    signal,
  )
  const { beginningBalance } = page
  if (beginningBalance !== undefined && beginningBalance !== null && !isCents(beginningBalance)) {
    throw new BookkeepingResponseError(200, `The ledger of ${glAccountId} answered a beginningBalance that is not a whole number of cents.`)
  }
  const lines = page.data as Array<Partial<GlEntry> | undefined>
  const ends: Array<readonly [string, number]> = []
  const bankSides = new Map<string, SeenAccount>()
  const sideLines: Array<readonly [string, string, string]> = []
  let cutAt = nextCursor(page) === undefined ? undefined : range.from
  for (const line of lines) {
    const { date, runningBalance } = line ?? {}
    // A line without a whole-cent running balance ends what the page tells: the dates after it are read one line each.
    if (typeof date !== 'string' || !isCents(runningBalance)) {
      cutAt = typeof date === 'string' && date > range.from ? date : range.from
      break
    }
    const entity = line?.entity
    const side = entity?.glAccount
    if (typeof entity?.id === 'string' && entity.id.startsWith('btxn_') && typeof side?.id === 'string' && !bankSides.has(side.id)) {
      bankSides.set(side.id, mergeAccounts([side]).get(side.id)!)
      sideLines.push([entity.id, date, side.id])
    }
    if (ends.at(-1)?.[0] === date) ends[ends.length - 1] = [date, runningBalance]
    else ends.push([date, runningBalance])
    if (cutAt !== undefined) cutAt = date
  }
  const type = lines[0]?.type
  return {
    range,
    beginningBalance: beginningBalance ?? null,
    ends,
    cutAt,
    type: typeof type === 'string' && type !== '' ? type : undefined,
    bankSides: [...bankSides.values()],
    sideLines,
  }
}
