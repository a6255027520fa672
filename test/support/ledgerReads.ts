// The GL requests a statement should send for one account, worked out from the sandbox's stored
// lines alone: one page of at most 250 lines from the first date a balance is needed on
// to the day before the last, with the balance before it; then, where more lines follow than the
// page holds, one one-line page for each date past its last line's date.
import { addDays } from '../../src/format/period'
import type { Sandbox } from '../../src/sandbox'

type Method = 'ACCRUAL' | 'CASH'

/** The most lines a GL page holds. */
export const GL_PAGE = 250

/** A GL request as its body names it: the page's size and dates (and, for a page of lines under dimension values, those values and whether it follows a cursor). */
export interface LedgerRead {
  glAccountId: string
  limit: number
  beginDate: string
  endDate?: string
  /** The dimension value ids it is filtered by, joined by commas. */
  values?: string
  /** A page after the first: it follows a cursor. */
  next?: boolean
}

/** The reads of one account needing balances before `dates`, from an empty cache. */
export function ledgerReadsOf(sandbox: Sandbox, glAccountId: string, dates: Iterable<string>, method?: Method): LedgerRead[] {
  const sorted = [...new Set(dates)].sort()
  if (sorted.length === 0) return []
  if (sorted.length === 1) return [{ glAccountId, limit: 1, beginDate: sorted[0]! }]
  const from = sorted[0]!
  const to = addDays(sorted.at(-1)!, -1)
  const lines = sandbox.inspect.glLines(glAccountId, method).filter((line) => line.date >= from && line.date <= to)
  const page: LedgerRead = { glAccountId, limit: GL_PAGE, beginDate: from, endDate: to }
  if (lines.length <= GL_PAGE) return [page]
  const cutAt = lines[GL_PAGE - 1]!.date
  return [page, ...sorted.filter((date) => date > cutAt).map((date) => ({ glAccountId, limit: 1, beginDate: date }))]
}

/** A GL request as a `LedgerRead`, from its path and JSON body; `undefined` for any other request. */
export async function ledgerReadOf(request: Request): Promise<LedgerRead | undefined> {
  const match = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/.exec(new URL(request.url).pathname)
  if (!match) return undefined
  const body = (await request.clone().json()) as { limit?: number; filter?: { beginDate?: string; endDate?: string } }
  return {
    glAccountId: decodeURIComponent(match[1]!),
    limit: body.limit ?? 0,
    beginDate: body.filter?.beginDate ?? '',
    ...(body.filter?.endDate !== undefined && { endDate: body.filter.endDate }),
  }
}

/** A read as one string: the same request, the same string. */
export const readKey = (read: LedgerRead) =>
  `${read.glAccountId} ${read.limit} ${read.beginDate} ${read.endDate ?? ''}${read.values === undefined ? '' : ` ${read.values}`}${read.next ? ' next' : ''}`

/** Reads in one order, to compare as sets that count repeats. */
export const sortedReads = (reads: readonly LedgerRead[]) => reads.map(readKey).sort()

/** Whether the page of `glAccountId`'s lines over `from`–`to` tells the balance before `date` (it reaches it, and does not stop short of it). */
export function pageTells(
  sandbox: Sandbox,
  glAccountId: string,
  { from, to }: { from: string; to: string },
  date: string,
  method?: Method,
): boolean {
  if (date < from || date > addDays(to, 1)) return false
  const lines = sandbox.inspect.glLines(glAccountId, method).filter((line) => line.date >= from && line.date <= to)
  return lines.length <= GL_PAGE || date <= lines[GL_PAGE - 1]!.date
}
