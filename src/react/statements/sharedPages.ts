// Statements on one page that read the same account ask one page of its lines. Each statement
// says, as it renders, the range of the page it would ask of each account; a page sent then reaches
// over every range of the account that overlaps its own, and the statements whose pages reach the
// same dates wait on that one request rather than each asking their own. On a page with the profit
// and loss, the balance sheet and the cash flow statement, the balance sheet's page of a
// balance-sheet account (this fiscal year) is inside the cash flow statement's (from the year
// before): one request tells both, where two were asked. A page that reaches further may stop
// short sooner on a busy account; the dates past it are read one line each, as those of any page.
import type { BookkeepingClient } from '../../api/client'
import type { AccountingMethod } from '../../api/types'
import { addDays, type DateRange } from '../../format/period'
import type { BalancePage } from '../../core/statements/ledgerReads'

/** A page asked once for every statement waiting on it: aborted only once none is. */
interface Flight {
  page: Promise<BalancePage>
  waiting: number
  controller: AbortController
}

/** What the statements of one client want of each account (by account and method), by statement, and the pages on their way. */
interface SharedPages {
  wanted: Map<string, Map<object, DateRange>>
  flights: Map<string, Flight>
}

const shared = new WeakMap<BookkeepingClient, SharedPages>()

function sharedOf(client: BookkeepingClient): SharedPages {
  let pages = shared.get(client)
  if (!pages) {
    pages = { wanted: new Map(), flights: new Map() }
    shared.set(client, pages)
  }
  return pages
}

const accountKey = (glAccountId: string, method: AccountingMethod | undefined) => `${glAccountId} ${method ?? 'company'}`

/** Whether two pages' ranges share a date they tell (each tells its first day to the day after its last). */
const overlaps = (a: DateRange, b: DateRange) => a.from <= addDays(b.to, 1) && b.from <= addDays(a.to, 1)

/** A statement's pages: `pages` replaces what it wanted before (called as it renders, before any page is sent). */
export function wantPages(
  client: BookkeepingClient,
  statement: object,
  method: AccountingMethod | undefined,
  pages: ReadonlyArray<readonly [glAccountId: string, range: DateRange]>,
): void {
  const { wanted } = sharedOf(client)
  forgetPages(client, statement)
  for (const [glAccountId, range] of pages) {
    const key = accountKey(glAccountId, method)
    const account = wanted.get(key) ?? new Map<object, DateRange>()
    wanted.set(key, account.set(statement, range))
  }
}

/** A statement gone: its pages no longer widen the others'. */
export function forgetPages(client: BookkeepingClient, statement: object): void {
  const { wanted } = sharedOf(client)
  for (const [key, account] of wanted) if (account.delete(statement) && account.size === 0) wanted.delete(key)
}

/** How far a page of `range` reaches: over every range another statement wants of the account that overlaps it. */
export function reachOf(client: BookkeepingClient, glAccountId: string, method: AccountingMethod | undefined, range: DateRange): DateRange {
  let { from, to } = range
  for (const other of sharedOf(client).wanted.get(accountKey(glAccountId, method))?.values() ?? []) {
    if (!overlaps(other, range)) continue
    if (other.from < from) from = other.from
    if (other.to > to) to = other.to
  }
  return { from, to }
}

/**
 * The page of `glAccountId`'s lines reaching over `range` and what overlaps it (`reachOf`), read by
 * `read` once for every statement asking the same reach while it is on its way; `signal` gives up
 * this statement's wait, and the request once no statement waits on it.
 */
export function sharedPage(
  client: BookkeepingClient,
  glAccountId: string,
  method: AccountingMethod | undefined,
  range: DateRange,
  signal: AbortSignal,
  read: (reach: DateRange, signal: AbortSignal) => Promise<BalancePage>,
): Promise<BalancePage> {
  signal.throwIfAborted()
  const { flights } = sharedOf(client)
  const reach = reachOf(client, glAccountId, method, range)
  const key = `${accountKey(glAccountId, method)} ${reach.from} ${reach.to}`
  let flight = flights.get(key)
  if (!flight) {
    const controller = new AbortController()
    const page = read(reach, controller.signal)
    const started: Flight = { page, waiting: 0, controller }
    flights.set(key, started)
    const land = () => {
      if (flights.get(key) === started) flights.delete(key)
    }
    page.then(land, land)
    flight = started
  }
  const joined = flight
  joined.waiting++
  return new Promise<BalancePage>((resolve, reject) => {
    const leave = () => {
      if (--joined.waiting === 0) {
        joined.controller.abort(signal.reason)
        if (flights.get(key) === joined) flights.delete(key)
      }
      reject(signal.reason)
    }
    signal.addEventListener('abort', leave, { once: true })
    joined.page.then(
      (page) => {
        signal.removeEventListener('abort', leave)
        resolve(page)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', leave)
        reject(error)
      },
    )
  })
}
