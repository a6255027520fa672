// An account's activity walked from its ledger lines (pages of 250), for a service that sends no
// `beginningBalance`: loaded with the first walk, so a statement's first load carries none of it
// where the service sends balances.
import type { BookkeepingClient } from '../../api/client'
import { BookkeepingResponseError } from '../../api/errors'
import { collectAll, MAX_PAGE_SIZE } from '../../api/transport/paginate'
import type { AccountingMethod, GlEntry } from '../../api/types'
import { normalSign } from '../../core/statements/glAccounts'
import type { WalkRange } from '../../core/statements/ledgerReads'

/** The bound on the statements' requests in flight that the walk's pages wait in (ledgerBalances.ts). */
export interface RequestBound {
  run<T>(call: () => Promise<T>, signal: AbortSignal): Promise<T>
}

/**
 * The activity over `range` (from the account's first line where it has no `from`), in minor units
 * in the account's normal direction: its type's, else the one its lines state.
 */
export async function walkActivity(
  client: BookkeepingClient,
  bound: RequestBound,
  glAccountId: string,
  type: string | undefined,
  method: { accountingMethod?: AccountingMethod },
  range: WalkRange,
  signal: AbortSignal,
): Promise<number> {
  const lines = await collectAll<GlEntry, Awaited<ReturnType<BookkeepingClient['queryGeneralLedger']>>>(
    (cursor, pageSignal) =>
      bound.run(
        () =>
          client.queryGeneralLedger(
            glAccountId,
            {
              limit: MAX_PAGE_SIZE,
              filter: { ...(range.from !== undefined && { beginDate: range.from }), endDate: range.to },
              ...method,
              ...(cursor ? { cursor } : {}),
            },
            { signal: pageSignal ?? signal },
          ),
        pageSignal ?? signal,
      ),
    { signal },
  )
  const sign = normalSign(type ?? lines.find((line) => typeof line?.type === 'string')?.type)
  let activity = 0
  for (const line of lines) {
    const { drAmount, crAmount } = line ?? {}
    if (!Number.isSafeInteger(drAmount) || !Number.isSafeInteger(crAmount)) {
      throw new BookkeepingResponseError(200, `A line of ${glAccountId}'s ledger has no whole-cent debit or credit.`)
    }
    activity += sign * (drAmount - crAmount)
  }
  return activity
}
