// An account's balance on a date, and its activity over dates, read from the general ledger
// (README decision 17): a balance is the `beginningBalance` of a one-line page where the page of an
// account's lines (ledgerPages.ts) does not reach it, and the lines are walked (ledgerWalk.ts) where
// the service sends no beginningBalance. Requests are bounded in flight.
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import type { BookkeepingClient } from '../../api/client'
import { BookkeepingResponseError, readPolicy } from '../../api/errors'
import type { AccountingMethod, GlEntry, ManualJournalEntry } from '../../api/types'
import type { BookkitKeys } from '../../core/store/keys'
import type { BalanceOn, WalkRange } from '../../core/statements/ledgerReads'

/** Balance requests one client has in flight at most: a browser's connections to one host. */
export const MAX_BALANCE_REQUESTS = 6

/** Where every balance and activity is kept: each account's under its id, so a save refreshes an account's all at once. */
const balancesKey = (keys: BookkitKeys) => [...keys.all, 'glBalances'] as const

/** The keys of balances and activity. */
export const balanceKeys = (keys: BookkitKeys) => ({
  /** Every account's balances and activity. */
  all: balancesKey(keys),
  /** The balance before `date` (the balance at the end of the day before). */
  on: (glAccountId: string, method: AccountingMethod | undefined, date: string) =>
    [...balancesKey(keys), glAccountId, method ?? 'company', 'on', date] as const,
  /** The balance before a `date` inside a closed and locked period: it cannot change, so it is kept with the stored cache and never asked again. */
  locked: (glAccountId: string, method: AccountingMethod | undefined, date: string) =>
    [...balancesKey(keys), glAccountId, method ?? 'company', 'locked', date] as const,
  /** One page of an account's lines from `from` to `to`, with the balance before `from`: the balances on every date of it at once. */
  page: (glAccountId: string, method: AccountingMethod | undefined, { from, to }: { from: string; to: string }) =>
    [...balancesKey(keys), glAccountId, method ?? 'company', 'page', from, to] as const,
  /** Every page of an account's lines under a method. */
  pages: (glAccountId: string, method: AccountingMethod | undefined) =>
    [...balancesKey(keys), glAccountId, method ?? 'company', 'page'] as const,
  /** The activity of `from`–`to`, walked from lines where the service gives no balance. */
  over: (glAccountId: string, method: AccountingMethod | undefined, { from, to }: WalkRange) =>
    [...balancesKey(keys), glAccountId, method ?? 'company', 'over', from ?? 'start', to] as const,
})

/**
 * How soon a call waiting for its place runs: `followUp`, a read that follows from an answer (a
 * busy account's date past its page), is on the way to the final figures and goes first; `page`,
 * a page of lines, may yet find dates past it; `alone`, a read nothing follows from (an account's
 * only date), goes last, filling the places while the pages' follow-ups are found, so they never
 * wait a round of their own at the end.
 */
export type BoundPriority = 'followUp' | 'page' | 'alone'

/** A first-in, first-out bound on the calls running at once, by priority. */
class Bound {
  private running = 0
  private readonly waiting: Record<BoundPriority, Array<() => void>> = { followUp: [], page: [], alone: [] }
  constructor(private readonly most: number) {}

  /** Runs `call` once fewer than `most` calls run and none of a sooner `priority` waits; a waiting call given up by `signal` never runs. */
  async run<T>(call: () => Promise<T>, signal: AbortSignal, priority: BoundPriority = 'page'): Promise<T> {
    if (this.running < this.most) this.running++
    else {
      signal.throwIfAborted()
      // A finishing call hands its place to the first waiting one: the count never goes above `most`.
      await new Promise<void>((resolve, reject) => {
        const go = () => {
          signal.removeEventListener('abort', leave)
          resolve()
        }
        const queue = this.waiting[priority]
        const leave = () => {
          queue.splice(queue.indexOf(go), 1)
          reject(signal.reason)
        }
        queue.push(go)
        signal.addEventListener('abort', leave, { once: true })
      })
    }
    try {
      return await call()
    } finally {
      const { followUp, page, alone } = this.waiting
      const next = followUp.shift() ?? page.shift() ?? alone.shift()
      if (next) next()
      else this.running--
    }
  }
}

const bounds = new WeakMap<BookkeepingClient, Bound>()

/** The bound shared by every statement of one client, so two statements on a page share the six. */
export function boundOf(client: BookkeepingClient): Bound {
  let bound = bounds.get(client)
  if (!bound) {
    bound = new Bound(MAX_BALANCE_REQUESTS)
    bounds.set(client, bound)
  }
  return bound
}

/** The method member is sent only when chosen: without it, the company's own method applies. */
export const methodOf = (method: AccountingMethod | undefined) => (method ? { accountingMethod: method } : {})

/**
 * An account's balance before `date`, from the `beginningBalance` of a one-line page that starts on
 * `date`. A `locked` date's (inside a closed period whose modifications are disabled) is never
 * stale: it is kept under its own key, which the stored cache keeps (persist/queries.ts).
 * `priority`: `followUp` past a page that stopped short, `alone` for an account's only date.
 */
export function balanceOnQuery(
  client: BookkeepingClient,
  keys: BookkitKeys,
  glAccountId: string,
  method: AccountingMethod | undefined,
  date: string,
  locked = false,
  priority: BoundPriority = 'followUp',
) {
  return queryOptions<BalanceOn>({
    ...readPolicy,
    ...(locked && { staleTime: 'static' as const }),
    queryKey: (locked ? balanceKeys(keys).locked : balanceKeys(keys).on)(glAccountId, method, date),
    queryFn: async ({ signal }) => {
      const page = await boundOf(client).run(
        () =>
          client.queryGeneralLedger(
            glAccountId,
            { limit: 1, filter: { includeBeginningBalance: true, beginDate: date }, ...methodOf(method) },
            { signal },
          ),
        signal,
        priority,
      )
      const { beginningBalance } = page
      if (beginningBalance !== undefined && beginningBalance !== null && !Number.isSafeInteger(beginningBalance)) {
        throw new BookkeepingResponseError(
          200,
          `The ledger of ${glAccountId} answered a beginningBalance that is not a whole number of cents.`,
        )
      }
      // No balance: the lines will be walked, so the walk's module loads now, beside the page's
      // answer, and the walk never waits on it.
      if (beginningBalance === undefined || beginningBalance === null) void loadWalk()
      const type = (page.data[0] as Partial<GlEntry> | undefined)?.type
      return { balance: beginningBalance ?? null, type: typeof type === 'string' && type !== '' ? type : undefined }
    },
  })
}

/** The walk's module (ledgerWalk.ts): asked for as soon as a balance page answers without a balance. */
const loadWalk = () => import('./ledgerWalk')

/**
 * An account's activity over a range (from its first line where the range has no `from`: its
 * balance at the end of `to`), in minor units in its normal direction, walked from its lines
 * (ledgerWalk.ts, loaded once a balance page answers without one): for a service that gives no `beginningBalance`. The
 * requests then follow the lines.
 */
export function activityWalkQuery(
  client: BookkeepingClient,
  keys: BookkitKeys,
  glAccountId: string,
  type: string | undefined,
  method: AccountingMethod | undefined,
  range: WalkRange,
) {
  return queryOptions<number>({
    ...readPolicy,
    queryKey: balanceKeys(keys).over(glAccountId, method, range),
    queryFn: async ({ signal }) =>
      (await loadWalk()).walkActivity(client, boundOf(client), glAccountId, type, methodOf(method), range, signal),
  })
}

/**
 * Marks stale the balances of the accounts a save touched (refetched where shown), or every
 * account's when a save's answer could not say which (`undefined`).
 */
export function refreshBalances(queryClient: QueryClient, keys: BookkitKeys, touched: Iterable<string | undefined> | undefined): void {
  const all = balancesKey(keys)
  if (touched === undefined) void queryClient.invalidateQueries({ queryKey: all })
  else for (const glAccountId of new Set(touched)) if (glAccountId) void queryClient.invalidateQueries({ queryKey: [...all, glAccountId] })
}

/**
 * Where the journal entries saved in this session are kept: the service cannot list them, so a
 * statement without the host's `accounts` learns their accounts from here. Written by the save, never fetched.
 */
export const savedEntriesKey = (keys: BookkitKeys) => [...keys.all, 'savedJournalEntries'] as const

/** Keeps saved journal entries for `savedEntriesKey`. */
export function keepSavedEntries(queryClient: QueryClient, keys: BookkitKeys, entries: readonly ManualJournalEntry[]): void {
  if (entries.length === 0) return
  const key = savedEntriesKey(keys)
  // Kept for the session: no statement may be watching yet, and an unwatched query is dropped after a while.
  queryClient.setQueryDefaults(key, { gcTime: Infinity })
  queryClient.setQueryData<readonly ManualJournalEntry[]>(key, (kept = []) => [...kept, ...entries])
}
