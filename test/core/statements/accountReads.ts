// Plain reads for the statements' assembly in Node: an account's balances before each date as a
// service answered them, or a read still on its way, or one that failed.
import type { SeenAccount } from '../../../src/core/statements/glAccounts'
import type { AccountReads, BalanceOn, ReadResult } from '../../../src/core/statements/ledgerReads'

/** How an account's reads stand: answered, still fetching, or failed. */
export type ReadState = 'read' | 'reading' | 'failed'

/** A read as a query gives it. */
export function readOf<T>(data: T | undefined, state: ReadState = 'read'): ReadResult<T> {
  return {
    data: state === 'read' ? data : undefined,
    isError: state === 'failed',
    isFetching: state === 'reading',
    error: state === 'failed' ? new Error('The service answered 500.') : null,
    refetch: () => undefined,
  }
}

/** An account of the chart: its id is its name. */
export const account = (name: string, type: string, extra: Partial<SeenAccount> = {}): SeenAccount => ({ id: name, name, type, ...extra })

/** An account's reads: its balance before each date (the end of the day before), each its own one-line read. */
export function readsOf(seen: SeenAccount, balances: Record<string, number>, state: ReadState = 'read'): AccountReads {
  const dates = Object.keys(balances).sort()
  return {
    account: seen,
    dates,
    page: undefined,
    balances: new Map(dates.map((date) => [date, readOf<BalanceOn>({ balance: balances[date]!, type: undefined }, state)])),
    told: new Map(),
    walks: new Map(),
  }
}
