// What a statement has read of each account, and the balances that tells: one page of its lines
// over the dates it needs, one-line reads past a busy account's page (or of a kept, locked date),
// and walks of its lines where the service sends no beginningBalance. Framework-free: a read is
// any object with a query's data and state, so a test gives plain ones.
import { addDays, type DateRange } from '../../format/period'
import { classOfType, type SeenAccount } from './glAccounts'

/** What a statement needs of one query: its answer, whether it is fetching or failed, and its Try again. */
export interface ReadResult<T> {
  data: T | undefined
  isError: boolean
  isFetching: boolean
  error: Error | null
  refetch: () => unknown
}

/** What one page of an account's lines tells of its balances; kept small: a date and a balance per day with lines. */
export interface BalancePage {
  /** The first and last day the page was asked for. */
  range: DateRange
  /** The balance before `range.from`, in minor units in the account's normal direction; `null` when the service sent none (its lines are then walked). */
  beginningBalance: number | null
  /** Each day with lines, in order, and the balance after its last line on the page. */
  ends: Array<readonly [date: string, balance: number]>
  /** The last line's date when more lines follow (the page has a cursor): only dates up to it are known. */
  cutAt: string | undefined
  /** The account type the page's first line states, when it has one. */
  type: string | undefined
  /**
   * The accounts on the other side of the page's bank-transaction lines (`entity` a `btxn_…`), once
   * each: in an income or expense account's ledger, the accounts the company's bank accounts post
   * to. Absent from a page stored before it was read.
   */
  bankSides?: readonly SeenAccount[]
  /** The line behind each of `bankSides`: its bank transaction and date, and the account on its other side (what tells a save which ledger a bank account posts to). */
  sideLines?: ReadonlyArray<readonly [transactionId: string, date: string, otherGlAccountId: string]>
}

/** What one balance request learned: the balance before `date`, and the type the account's next line states. */
export interface BalanceOn {
  /** In minor units, in the account's normal direction; `null` when the service sent no `beginningBalance`. */
  balance: number | null
  /** The account type the first line on or after the date states, when there is one. */
  type: string | undefined
}

/** Dates walked from an account's lines, both ends in; without `from`, every line up to `to`. */
export interface WalkRange {
  from?: string | undefined
  to: string
}

/** An account's reads and what they tell: its page of lines, its one-line balances by date, its walks by `walkKey`. */
export interface AccountReads {
  account: SeenAccount
  /** Every date the statement needs the account's balance before. */
  dates: readonly string[]
  /** The page of its lines over those dates; `undefined` where none is asked (one date, or every date kept). */
  page: ReadResult<BalancePage> | undefined
  /** One-line reads by date: the dates past a busy account's page, and the kept balances of locked dates. */
  balances: Map<string, ReadResult<BalanceOn>>
  /** Balances past its page that another of its pages in the cache tells (a comparison added later): never asked again. */
  told: ReadonlyMap<string, number>
  walks: Map<string, ReadResult<number>>
}

/** What a statement reads of each account: the dates of its balances, and the walks its missing balances need. */
export interface ReadPlan {
  datesOf: (account: SeenAccount) => readonly string[]
  /** Given what its balances answered, the ranges to walk from lines (where `lacksBalance`). */
  walksOf: (reads: AccountReads) => readonly WalkRange[]
}

/** A walk's name among an account's reads. */
export const walkKey = ({ from, to }: WalkRange) => `${from ?? ''}/${to}`

/** Whether `page` tells the balance before `date`: a date from its first day to the day after its last, up to its last line's date when it stops short. */
export function pageKnows(page: BalancePage, date: string): boolean {
  if (date < page.range.from || date > addDays(page.range.to, 1)) return false
  return page.cutAt === undefined || date <= page.cutAt
}

/** The balance before `date` as `page` tells it (see `pageKnows`): the running balance of its last line dated before, else the balance before the page; `null` where the service sent none. */
export function pageBalanceBefore(page: BalancePage, date: string): number | null {
  if (page.beginningBalance === null) return null
  let balance = page.beginningBalance
  for (const [day, after] of page.ends) {
    if (day >= date) break
    balance = after
  }
  return balance
}

/** The balance before `date` as the reads tell it: `null` where the service sent none (walk the lines), `undefined` while not known. */
function toldBalance(reads: AccountReads, date: string): number | null | undefined {
  const own = reads.balances.get(date)?.data
  if (own) return own.balance
  const told = reads.told.get(date)
  if (told !== undefined) return told
  const page = reads.page?.data
  // A page without a beginningBalance tells that none is sent, on every date.
  return page && (page.beginningBalance === null || pageKnows(page, date)) ? pageBalanceBefore(page, date) : undefined
}

/** Whether the service sent no balance before `date`, so the lines before it must be walked. */
const lacksBalance = (reads: AccountReads, date: string) => toldBalance(reads, date) === null

/** An account's balance before `date` (at the end of the day before), in minor units in its normal direction; or the walk of every line before it; `undefined` while not known. */
export function balanceBefore(reads: AccountReads, date: string): number | undefined {
  const walked = reads.walks.get(walkKey({ to: addDays(date, -1) }))
  if (walked) return walked.data
  const balance = toldBalance(reads, date)
  return typeof balance === 'number' ? balance : undefined
}

/** An account's activity over a range: the balance after it less the balance before it, or its walk; `undefined` while not known. */
export function activityOver(reads: AccountReads, range: DateRange): number | undefined {
  const walked = reads.walks.get(walkKey(range))
  if (walked) return walked.data
  const start = balanceBefore(reads, range.from)
  const end = balanceBefore(reads, addDays(range.to, 1))
  return start === undefined || end === undefined ? undefined : end - start
}

/** The walks of each date whose balance the service did not send: every line before it. */
export const walksToDates = (reads: AccountReads): WalkRange[] =>
  reads.dates.filter((date) => lacksBalance(reads, date)).map((date) => ({ to: addDays(date, -1) }))

/** The walks of each range whose balance at either end the service did not send. */
export const walksOverRanges = (reads: AccountReads, ranges: readonly DateRange[]): DateRange[] =>
  ranges.filter((range) => lacksBalance(reads, range.from) || lacksBalance(reads, addDays(range.to, 1)))

/**
 * An account's type: the host's (or the records') where bookkit places it; otherwise the one its
 * ledger lines state, where bookkit places that, so no side is guessed for a type it cannot read.
 */
export function typeOf(reads: AccountReads): string | undefined {
  const stated = reads.account.type
  if (stated !== undefined && classOfType(stated) !== 'other') return stated
  const ledger = [reads.page?.data?.type, ...[...reads.balances.values()].map((result) => result.data?.type)].filter(
    (type): type is string => !!type,
  )
  return ledger.find((type) => classOfType(type) !== 'other') ?? stated ?? ledger[0]
}

/** Every read of an account, for its status and its Try again. */
export const readResults = (reads: AccountReads): Array<ReadResult<unknown>> => [
  ...(reads.page ? [reads.page] : []),
  ...reads.balances.values(),
  ...reads.walks.values(),
]
