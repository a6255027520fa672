// The profit and loss split by a dimension: each value column from the lines the ledger gives
// filtered by that value (a parent's with its children's, each line once by its GL entry id), the
// lines of no shown value derived as the total less the union of every value column's lines, and
// the total, the plain statement's own figure. Sections, subtotals, net income and shares of
// income are the plain statement's (profitAndLoss.ts), made from these rows.
import type { DateRange } from '../../../format/period'
import type { ByDimension, DimensionColumn, DimensionColumnKind } from '../byDimension'
import type { FigureStatus } from '../figureStatus'
import { normalSign } from '../glAccounts'
import type { activityOver, readResults, typeOf, AccountReads, ReadResult } from '../ledgerReads'
import type { assembleProfitAndLoss, ProfitAndLossColumn, ProfitAndLossFigures } from '../profitAndLoss'
import type { rowOf, ChartStatus } from '../statementTotals'
import { withDescendants } from './values'

/**
 * What the split takes of the plain statement: its assembly, an account's row, and what its reads
 * tell. Handed in by the caller, which has them loaded already: imported here, they would be cut
 * out of the plain statement's first load into a chunk of their own, shared with the split's code
 * (loaded on its own), and every page would carry the cut.
 */
export interface PlainStatement {
  assembleProfitAndLoss: typeof assembleProfitAndLoss
  rowOf: typeof rowOf
  activityOver: typeof activityOver
  readResults: typeof readResults
  typeOf: typeof typeOf
}

/** An account's lines under one value over the period: each line's GL entry id and its debit less its credit, in minor units. */
export type ValueLines = ReadonlyArray<readonly [glEntryId: string, debitLessCredit: number]>

/** An account's reads under each shown value, by value id; none where its plain page shows no line in the period. */
export type AccountValueReads = ReadonlyMap<string, ReadResult<ValueLines>>

/** The profit and loss's figures split by a dimension: its columns and how it is split beside them. */
export type ByDimensionFigures = ProfitAndLossFigures & { columns: ProfitAndLossColumn[]; by: ByDimension }

/** A column as the assembly plans it: what it is, and the values whose lines it unions (every shown one for a derived column). */
interface PlannedColumn {
  key: string
  kind: DimensionColumnKind
  valueIds: readonly string[]
}

/**
 * Whether the account's plain page over `range` shows no line in it, so no value can hold one (its
 * figure under each is 0, final, and never asked); `undefined` while the page has not answered. An
 * account read without a page (a locked date kept) has its lines read.
 */
export function isQuietOver(reads: AccountReads, range: DateRange): boolean | undefined {
  if (!reads.page) return false
  const page = reads.page.data
  if (!page) return undefined
  return page.range.from <= range.from && page.range.to >= range.to && page.ends.length === 0 && page.cutAt === undefined
}

/** The columns: each shown value (with what of it is shown nested under it), the lines of none of them, the total. */
function planColumns(split: Omit<ByDimension, 'sharedLines'>, byValues: boolean): PlannedColumn[] {
  const byId = new Map(split.values.map((value) => [value.id, value]))
  const shown = new Set(split.chosen)
  // With some values left out (chosen, or past the limit), the derived column holds their lines too: it is "other values".
  const derived: DimensionColumnKind = byValues || split.more.length > 0 ? 'otherValues' : 'notSpecified'
  return [
    ...split.chosen.map((id) => ({
      key: id,
      kind: 'value' as const,
      valueIds: withDescendants(byId, id).filter((valueId) => shown.has(valueId)),
    })),
    { key: derived, kind: derived, valueIds: split.chosen },
    { key: 'total', kind: 'total', valueIds: [] },
  ]
}

/** An account's lines under `valueIds`, each GL entry once; `undefined` while one of them is not read. */
function linesUnder(lines: AccountValueReads, quiet: boolean | undefined, valueIds: readonly string[]): Map<string, number> | undefined {
  const union = new Map<string, number>()
  if (quiet) return union
  for (const valueId of valueIds) {
    const read = lines.get(valueId)?.data
    if (!read) return undefined
    for (const [id, amount] of read) union.set(id, amount)
  }
  return union
}

const sumOfLines = (lines: ReadonlyMap<string, number> | undefined, sign: number) => {
  if (!lines) return undefined
  let sum = 0
  for (const amount of lines.values()) sum += sign * amount
  return sum
}

/** The reads a column's figure of an account needs: the total's plain reads, a value's line reads (and the page that tells whether to ask them), a derived column every one. */
function readsOfFigure(
  { readResults }: PlainStatement,
  reads: AccountReads,
  lines: AccountValueReads,
  column: PlannedColumn,
): Array<ReadResult<unknown>> {
  const lineReads = column.valueIds.flatMap((id) => lines.get(id) ?? [])
  if (column.kind === 'total') return readResults(reads)
  if (column.kind === 'value') return [...(reads.page ? [reads.page] : []), ...lineReads]
  return [...readResults(reads), ...lineReads]
}

/** How far one account's figure in a column has come (or the records naming the values: read, being read, failed). */
export type FigureState = 'known' | 'reading' | 'failed'

function figureState(needed: ReadonlyArray<ReadResult<unknown>>, amount: number | undefined): FigureState {
  if (needed.some((read) => read.isFetching)) return 'reading'
  if (needed.some((read) => read.isError)) return 'failed'
  return amount === undefined ? 'reading' : 'known'
}

/** A column's status by the statements' rules, from each account's figure in it and the chart's status. */
function columnStatus(states: readonly FigureState[], chart: ChartStatus): FigureStatus {
  const known = states.includes('known')
  const failed = states.includes('failed')
  if (states.includes('reading') || chart === 'counting') return known || failed ? 'counting' : 'unknown'
  if (failed) return 'stopped'
  return chart === 'partial' ? 'partial' : 'final'
}

/** Whether one value is nested (at any depth) under the other. */
function nested(parents: ReadonlyMap<string, string | undefined>, a: string, b: string): boolean {
  const under = (child: string, parent: string) => {
    for (let at = parents.get(child); at !== undefined; at = parents.get(at)) if (at === parent) return true
    return false
  }
  return under(a, b) || under(b, a)
}

/** Lines the ledger gave under two shown values neither nested in the other, each (account, line) once. */
function sharedLinesOf(lineReads: Iterable<AccountValueReads>, split: Omit<ByDimension, 'sharedLines'>): number {
  const parents = new Map(split.values.map((value) => [value.id, value.parentId]))
  let shared = 0
  for (const lines of lineReads) {
    const valuesOfLine = new Map<string, string[]>()
    for (const id of split.chosen) {
      for (const [lineId] of lines.get(id)?.data ?? []) valuesOfLine.set(lineId, [...(valuesOfLine.get(lineId) ?? []), id])
    }
    for (const ids of valuesOfLine.values()) {
      if (ids.some((a, index) => ids.slice(index + 1).some((b) => !nested(parents, a, b)))) shared++
    }
  }
  return shared
}

/**
 * The profit and loss over `range` split as `split` says (`plain`: the plain statement's parts): one row per account with a figure per
 * column (value columns, the derived one, the total), the plain statement's sections, subtotals,
 * net income and shares of income over them, and each column's status. `lines` holds each
 * account's value reads by account id; `byValues`: the host chose the values (the derived column
 * is "other values"); `valuesHeard`: how far the records that may name more values are read (until
 * they are, the derived column may lose lines to a new value's column, so it is not final).
 */
export function assembleByDimension(
  plain: PlainStatement,
  reads: readonly AccountReads[],
  lines: ReadonlyMap<string, AccountValueReads>,
  split: Omit<ByDimension, 'sharedLines'>,
  range: DateRange,
  accountsKnown: ChartStatus,
  percentOfIncome: boolean,
  byValues: boolean,
  valuesHeard: FigureState,
): ByDimensionFigures {
  const planned = planColumns(split, byValues)
  const none: AccountValueReads = new Map()
  const states: FigureState[][] = planned.map(() => [])
  const { assembleProfitAndLoss, rowOf, activityOver, typeOf } = plain
  const figures = assembleProfitAndLoss(
    reads,
    planned.map((column) => ({ key: column.key, kind: 'total', ...range, compared: undefined })),
    accountsKnown,
    percentOfIncome,
    (accountReads, type) => {
      const own = lines.get(accountReads.account.id) ?? none
      const quiet = isQuietOver(accountReads, range)
      const sign = normalSign(type ?? typeOf(accountReads))
      const total = activityOver(accountReads, range)
      const amounts = planned.map((column) => {
        if (column.kind === 'total') return total
        const held = sumOfLines(linesUnder(own, quiet, column.valueIds), sign)
        return column.kind === 'value' || held === undefined || total === undefined ? held : total - held
      })
      const row = rowOf(
        accountReads,
        amounts.map((amount) => ({ amount, compared: undefined })),
        type,
        false,
        split.chosen.flatMap((id) => own.get(id) ?? []),
      )
      // A failed account is left out of every column's totals, so every column is stopped by it; otherwise each column goes by its own reads.
      planned.forEach((column, index) =>
        states[index]!.push(
          row.status === 'failed' ? 'failed' : figureState(readsOfFigure(plain, accountReads, own, column), amounts[index]),
        ),
      )
      return row
    },
  )
  const byId = new Map(split.values.map((value) => [value.id, value]))
  const columns: ProfitAndLossColumn[] = planned.map((column, index) => {
    const value = column.kind === 'value' ? byId.get(column.key) : undefined
    const dimension: DimensionColumn = {
      kind: column.kind,
      ...(value && { value }),
      status: columnStatus(
        column.kind === 'value' || column.kind === 'total' ? states[index]! : [...states[index]!, valuesHeard],
        accountsKnown,
      ),
      derived: column.kind === 'notSpecified' || column.kind === 'otherValues',
    }
    return { key: column.key, kind: 'total', ...range, compared: undefined, dimension }
  })
  return { ...figures, columns, by: { ...split, sharedLines: sharedLinesOf(lines.values(), split) } }
}
