/**
 * What one cell of a statement looks like, before any setting is chosen: a date in some format,
 * an amount in some number style, a word saying in or out, the start of a bank's summary line.
 */
import { parseStatementAmount } from '../statementAmount'
import { STATEMENT_DATE_FORMATS, parseStatementDate } from '../statementDate'
import type { CsvColumns } from '../types'
import { cell, dateCell } from './record'

/** Whether some date format reads the text. */
export function isDateLike(text: string): boolean {
  return text !== '' && STATEMENT_DATE_FORMATS.some((format) => parseStatementDate(text, format) !== undefined)
}

/** The amount under either decimal mark (the point's reading first), or `undefined` when neither reads it. */
export function amountLike(text: string, digits: number): number | undefined {
  return parseStatementAmount(text, { decimalMark: '.', digits }) ?? parseStatementAmount(text, { decimalMark: ',', digits })
}

/** Whether either decimal mark reads the text as an amount. */
export function isAmountLike(text: string, digits: number): boolean {
  return amountLike(text, digits) !== undefined
}

/** Which way money moves. */
export type Direction = 'in' | 'out'

const DIRECTION_WORDS = new Map<string, Direction>([
  ...['dr', 'd', 'db', 'debit', 'debito', 's', 'soll', 'af', '-', 'out', 'withdrawal', 'debe', 'cargo'].map(
    (word) => [word, 'out'] as const,
  ),
  ...['cr', 'c', 'credit', 'credito', 'h', 'haben', 'bij', '+', 'in', 'deposit', 'haber', 'abono'].map((word) => [word, 'in'] as const),
])

/** The direction a cell says (`DR`, `Credit`, `S`, `Bij`, `-`, `Out`…), any case and accents, or `undefined`. */
export function directionOf(text: string): Direction | undefined {
  const word = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\.$/, '').trim()
  return DIRECTION_WORDS.get(word)
}

/** An ISO 4217 code as a currency column writes it (`EUR`, `usd`), upper case, or `undefined`. */
export function currencyCodeOf(text: string): string | undefined {
  return /^[A-Za-z]{3}$/.test(text) ? text.toUpperCase() : undefined
}

/**
 * The first words of the lines a bank adds to its transactions: totals, opening and closing
 * balances, subtotals. Whole words only, so `Totally Baked` is a payee and not a total.
 */
const SUMMARY_START =
  /^(?:total|totals|sum|summe|gesamt|gesamtsumme|saldo|kontostand|alter kontostand|neuer kontostand|anfangssaldo|endsaldo|balance|opening balance|closing balance|beginning balance|ending balance|balance brought forward|balance carried forward|balance b f|balance c f|brought forward|carried forward|solde|ancien solde|nouveau solde|solde initial|solde final|saldo inicial|saldo final|beginsaldo|eindsaldo|totaal)(?: |$)/

const summaryWords = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

function startsLikeSummary(text: string): boolean {
  return SUMMARY_START.test(summaryWords(text))
}

/**
 * A bank's total or balance line among its transactions ("Total", "Closing balance", "Saldo",
 * "Balance brought forward"): a field starts with such words, and the line has no date that reads
 * or no amount. Skipped, not reported: it is no transaction the user could fix.
 */
export function isSummaryLine(fields: readonly string[], columns: CsvColumns, readsDate: (text: string) => boolean): boolean {
  // The cheap half first: almost every line has a date and an amount, and its words are never looked at.
  const noAmount = cell(fields, columns.amount) === '' && cell(fields, columns.moneyOut) === '' && cell(fields, columns.moneyIn) === ''
  if ((noAmount || !readsDate(dateCell(fields, columns))) && fields.some(startsLikeSummary)) return true
  // Dated and with an amount, a line is a balance only when its text is nothing but the words:
  // `Opening balance`, `Closing balance 30/06/2026`, `Saldo`; `Balance transfer fee` is a payment.
  return [columns.description, columns.memo, columns.payer].some((column) => isOnlySummary(cell(fields, column)))
}

/** The summary words and nothing else, but a date or figures after them. */
const ONLY_SUMMARY = new RegExp(`${SUMMARY_START.source.replace('(?: |$)', '')}(?: (?:as (?:at|of)|at|on|vom|per|au|du|al))?(?: [0-9]+)*$`)

/** How every summary line's text starts, to pass over almost every description without normalizing it. */
const SUMMARY_FIRST_LETTERS = /^[\s"']*[abcegknost]/i

function isOnlySummary(text: string): boolean {
  return text.length < 64 && SUMMARY_FIRST_LETTERS.test(text) && ONLY_SUMMARY.test(summaryWords(text))
}
