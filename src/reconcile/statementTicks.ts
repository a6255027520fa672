/**
 * What a statement's rows tick on the reconciliation's worksheet: loaded when a statement is given,
 * with the import's ids (a worksheet typed from paper never loads them). Pure.
 */
import type { BankTransaction } from '../api/types'
import { HeldIds, heldAsOf, sourceIdsOf } from '../import/sourceIds'
import type { StatementRow } from '../import/types'

/** How many days apart a statement row's date and its transaction's may be when no import id ties them. */
export const MATCH_DAYS = 3

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS

/**
 * The candidates a statement's rows are, by id: first by import id (the id the statement import
 * gives that row, for this account), then a row left is the unticked candidate of the same amount
 * whose date is nearest within `MATCH_DAYS`. Each candidate is one row's at most. Rows the bank has
 * not settled, or cannot be read, tick nothing.
 * With `idsOnly` (a file of several accounts' statements), by import id alone.
 */
export function statementTicks(
  rows: readonly StatementRow[],
  bankAccountId: string,
  candidates: readonly BankTransaction[],
  { idsOnly = false }: { idsOnly?: boolean } = {},
): Set<string> {
  const ticked = new Set<string>()
  const held = new HeldIds(candidates, bankAccountId)
  const sourceIds = sourceIdsOf(rows, bankAccountId)
  const left: Array<StatementRow & { date: string; amount: number }> = []
  rows.forEach((row, index) => {
    if (row.problem || row.unsettled || row.date === undefined || row.amount === undefined) return
    const sourceId = sourceIds[index]
    const found = sourceId === undefined ? undefined : held.find(heldAsOf(row, sourceId))
    if (found && !ticked.has(found.id)) ticked.add(found.id)
    else left.push(row as StatementRow & { date: string; amount: number })
  })
  const byAmount = new Map<number, BankTransaction[]>()
  for (const candidate of candidates) {
    const same = byAmount.get(candidate.amount)
    if (same) same.push(candidate)
    else byAmount.set(candidate.amount, [candidate])
  }
  // A file of several accounts' statements ticks by import id only: its other accounts' rows are no one's here.
  if (idsOnly) return ticked
  for (const row of left) {
    let best: BankTransaction | undefined
    let bestDays = Infinity
    for (const candidate of byAmount.get(row.amount) ?? []) {
      if (ticked.has(candidate.id)) continue
      const days = Math.abs(dayNumber(candidate.date) - dayNumber(row.date))
      if (days <= MATCH_DAYS && days < bestDays) {
        best = candidate
        bestDays = days
      }
    }
    if (best) ticked.add(best.id)
  }
  return ticked
}
