/**
 * The CSV of one reconciliation (the report) or of the account's whole history, and how it ended in
 * words. Pure: the component formats for the screen, this writes the files (ISO dates, amounts as
 * exact decimals of the books' currency, the exports' formula guard); the figures are
 * src/core/reconcile/report.ts's.
 */
import { minorToDecimal } from '../../../format/money'
import type { ReconciliationHistoryMessages } from '../../../messages/reconcile/reconciliationHistory'
import { clearedBalanceOf } from '../../../core/reconcile/notCleared'
import { clearedByKind, notClearedTotal, reportPeriod, type ReportPeriod } from '../../../core/reconcile/report'
import type { ReconciledChange } from '../../../core/reconcile/worksheet'
import type { ReconciledTransaction, Reconciliation } from '../../../core/reconcile/types'
import { csvFile, csvRow, type CsvCellKind } from '../../shared/files/csv'

/** The words a file is written in: the history's messages (the English defaults, or the host's). */
type Words = ReconciliationHistoryMessages

/**
 * How a reconciliation ended, in words, with `amount` the difference or adjustment as the file or
 * screen shows it, and `name` the adjustment's account as it goes in the sentence: a file's cell
 * keeps it as it is, the screen passes `isolate`.
 */
export function outcomeText(
  reconciliation: Reconciliation,
  words: Words,
  amount: (minor: number) => string,
  name: (name: string) => string = (plain) => plain,
): string {
  switch (reconciliation.outcome) {
    case 'balanced':
      return words['reconciliationHistory.balanced']
    case 'discrepancy':
      return words['reconciliationHistory.discrepancy'](amount(reconciliation.difference))
    case 'adjusted': {
      const adjustment = reconciliation.adjustment
      return words['reconciliationHistory.adjusted'](
        amount(adjustment?.amount ?? reconciliation.difference),
        name(adjustment?.glAccountName ?? adjustment?.glAccountId ?? ''),
      )
    }
    default:
      return reconciliation.outcome satisfies never
  }
}

/** What changed of one transaction since, as ISO dates and decimal amounts (a file's words). */
function changeNote(change: ReconciledChange, reconciled: ReconciledTransaction | undefined, words: Words, digits: number): string {
  if (change.changes.includes('deleted') || !change.now) return words['reconciliationHistory.changeDeleted']
  const parts: string[] = []
  if (change.changes.includes('amount') && reconciled)
    parts.push(
      words['reconciliationHistory.changeAmount'](minorToDecimal(reconciled.amount, digits), minorToDecimal(change.now.amount, digits)),
    )
  if (change.changes.includes('date') && reconciled) parts.push(words['reconciliationHistory.changeDate'](reconciled.date, change.now.date))
  return parts.join('; ')
}

/** What a reconciliation's file is written with. */
export interface ReconciliationCsvOptions {
  words: Words
  /** Minor-unit digits of the books' currency (2 for USD). */
  digits: number
  period: ReportPeriod
  /** The account's name, else its id. */
  account: string
  /** What changed since, when the account's transactions are all read; `undefined` leaves the column empty. */
  changes?: readonly ReconciledChange[]
}

/**
 * One reconciliation as CSV, the report's layout: a title block (title, account, period, who and
 * when), a blank line, the summary (item, amount) from the opening to the closing balance and the
 * difference, what did not clear and the register balance, a blank line, then a header row and every
 * cleared transaction by kind (money in, then money out) with what changed since, then those not cleared.
 * Amounts are signed: money out is negative.
 */
export function reconciliationCsv(reconciliation: Reconciliation, options: ReconciliationCsvOptions): string {
  const { words, digits, period, account } = options
  const amount = (minor: number) => minorToDecimal(minor, digits)
  const text = (value: string): readonly [string, CsvCellKind] => [value, 'text']
  const money = (minor: number): readonly [string, CsvCellKind] => [amount(minor), 'amount']
  const changed = new Map((options.changes ?? []).map((change) => [change.id, change]))
  const byId = new Map(reconciliation.transactions.map((one) => [one.id, one]))
  const { moneyIn, moneyOut, closedPeriod } = clearedByKind(reconciliation)
  const rows = [
    csvRow([text(words['reconciliationHistory.report.title'])]),
    ...(reconciliation.companyName
      ? [csvRow([text(words['reconciliationHistory.report.company']), text(reconciliation.companyName)])]
      : []),
    csvRow([text(words['reconciliationHistory.report.account']), text(account)]),
    csvRow([text(words['reconciliationHistory.report.period']), text(period.from ?? ''), text(period.to)]),
    csvRow([text(words['reconciliationHistory.csv.outcome']), text(outcomeText(reconciliation, words, amount))]),
    csvRow([text(words['reconciliationHistory.csv.finishedBy']), text(reconciliation.finishedBy ?? '')]),
    csvRow([text(words['reconciliationHistory.csv.finishedAt']), text(reconciliation.finishedAt)]),
    '',
    csvRow([text(words['reconciliationHistory.csv.item']), text(words['reconciliationHistory.report.amount'])]),
    csvRow([text(words['reconciliationHistory.opening']), money(reconciliation.openingBalance)]),
    csvRow([text(words['reconciliationHistory.clearedIn']), money(reconciliation.clearedIn)]),
    csvRow([text(words['reconciliationHistory.clearedOut']), money(reconciliation.clearedOut)]),
    csvRow([text(words['reconciliationHistory.report.clearedBalance']), money(clearedBalanceOf(reconciliation))]),
    csvRow([text(words['reconciliationHistory.closing']), money(reconciliation.closingBalance)]),
    csvRow([text(words['reconciliationHistory.report.difference']), money(reconciliation.difference)]),
    ...notClearedSummary(reconciliation, words, money),
    '',
    csvRow([
      text(words['reconciliationHistory.csv.kind']),
      text(words['reconciliationHistory.report.date']),
      text(words['reconciliationHistory.report.description']),
      text(words['reconciliationHistory.report.amount']),
      text(words['reconciliationHistory.csv.id']),
      text(words['reconciliationHistory.csv.changed']),
    ]),
    ...[
      ...moneyIn.map((one) => [words['reconciliationHistory.csv.in'], one] as const),
      ...moneyOut.map((one) => [words['reconciliationHistory.csv.out'], one] as const),
      ...closedPeriod.map((one) => [words['reconciliationHistory.csv.closedPeriod'], one] as const),
      ...(reconciliation.uncleared ?? []).map((one) => [words['reconciliationHistory.csv.notCleared'], one] as const),
    ].map(([kind, one]) => {
      const change = changed.get(one.id)
      return csvRow([
        text(kind),
        text(one.date),
        text(one.description ?? ''),
        money(one.amount),
        text(one.id),
        text(change ? changeNote(change, byId.get(one.id), words, digits) : ''),
      ])
    }),
  ]
  return csvFile(rows)
}

/** The summary's rows of what did not clear: their total and the register balance, or that they were not kept. */
function notClearedSummary(
  reconciliation: Reconciliation,
  words: Words,
  money: (minor: number) => readonly [string, CsvCellKind],
): string[] {
  const total = notClearedTotal(reconciliation)
  if (total === undefined || reconciliation.registerBalance === undefined)
    return [
      csvRow([
        [words['reconciliationHistory.csv.notCleared'], 'text'],
        [words['reconciliationHistory.csv.notKept'], 'text'],
      ]),
    ]
  return [
    csvRow([[words['reconciliationHistory.csv.notCleared'], 'text'], money(total)]),
    csvRow([[words['reconciliationHistory.csv.registerBalance'], 'text'], money(reconciliation.registerBalance)]),
  ]
}

/**
 * The account's reconciliations as CSV, one row each, oldest first (as a ledger reads): a header
 * row, then the period, the balances, what cleared, the outcome and who finished it when.
 */
export function historyCsv(reconciliations: readonly Reconciliation[], words: Words, digits: number): string {
  const amount = (minor: number) => minorToDecimal(minor, digits)
  const header = [
    words['reconciliationHistory.csv.periodStart'],
    words['reconciliationHistory.csv.endDate'],
    words['reconciliationHistory.opening'],
    words['reconciliationHistory.clearedIn'],
    words['reconciliationHistory.clearedOut'],
    words['reconciliationHistory.closing'],
    words['reconciliationHistory.report.difference'],
    words['reconciliationHistory.csv.outcome'],
    words['reconciliationHistory.csv.adjustmentAccount'],
    words['reconciliationHistory.transactions'],
    words['reconciliationHistory.csv.finishedBy'],
    words['reconciliationHistory.csv.finishedAt'],
  ].map((word) => [word, 'text'] as const)
  return csvFile([
    csvRow(header),
    ...reconciliations.map((one) =>
      csvRow([
        [reportPeriod(reconciliations, one).from ?? '', 'text'],
        [one.endDate, 'text'],
        [amount(one.openingBalance), 'amount'],
        [amount(one.clearedIn), 'amount'],
        [amount(one.clearedOut), 'amount'],
        [amount(one.closingBalance), 'amount'],
        [amount(one.difference), 'amount'],
        [outcomeText(one, words, amount), 'text'],
        [one.adjustment?.glAccountName ?? one.adjustment?.glAccountId ?? '', 'text'],
        [String(one.transactions.length), 'amount'],
        [one.finishedBy ?? '', 'text'],
        [one.finishedAt, 'text'],
      ]),
    ),
  ])
}

/** A file name's safe form of an account's name: letters, digits and dashes. */
export const fileNamePart = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    // Every run is one dash by now: a `-+$` would be tried again from every dash of a long run.
    .replace(/^-|-$/g, '')
    .toLowerCase() || 'account'
