/**
 * Whether a CSV with one signed amount column could be a card's statement, on which charges are
 * written positive: said by its columns (`Card Member`, `Kartennummer`) or by the bank's lines
 * above them ("Credit card statement"), else suggested by more money in than out, unless a running
 * balance shows the signs as written. Works in slices (see `slices.ts`).
 */
import { parseStatementAmount, type StatementNumberStyle } from '../statementAmount'
import { forEachInSlices } from '../slices'
import { normalizeName, roleOfHeader } from './columnNames'
import type { TextCounts } from './formats'

/** What the bank's own lines above the header say when the file is a card's statement, normalized as header names are. */
const CARD_WORDS = [
  ...['credit card', 'creditcard', 'charge card', 'card statement', 'card account', 'kreditkarte', 'kreditkartenabrechnung'],
  ...['carte de credit', 'tarjeta de credito', 'carta di credito', 'cartao de credito', 'kreditkort', 'luottokortti'],
]

/** Whether a header names a card or its holder (`Card Member`, `Card Number`), or a line above it says credit card. */
export function namesCard(header: readonly string[] | undefined, preamble: readonly string[]): boolean {
  if (header?.some((name) => roleOfHeader(name)?.role === 'card')) return true
  return preamble.some((line) => {
    const words = ` ${normalizeName(line)} `
    return CARD_WORDS.some((phrase) => words.includes(` ${phrase} `))
  })
}

/** More amounts positive than negative (zeros aside), as on a card export where charges are positive. */
export async function moreInThanOut(amounts: TextCounts, style: StatementNumberStyle, signal?: AbortSignal): Promise<boolean> {
  let positive = 0
  let negative = 0
  await forEachInSlices(
    [...amounts],
    ([text, count]) => {
      const minor = parseStatementAmount(text, style)
      if (minor !== undefined && minor > 0) positive += count
      if (minor !== undefined && minor < 0) negative += count
    },
    signal,
  )
  return positive > negative
}

/** The share of consecutive rows whose balances must agree with their amounts. */
const MOSTLY = 0.8

/**
 * Whether a running balance shows the amounts' signs as written: for most consecutive rows, each
 * balance is the one before it plus the row's amount (oldest first), or the one after it plus
 * the row's amount (newest first). A fee or a row without a balance (pending) may break a few.
 */
export function balanceShowsSigns(rows: readonly (readonly [amount: string, balance: string])[], style: StatementNumberStyle): boolean {
  const read: [number, number][] = []
  for (const [amountText, balanceText] of rows) {
    const [amount, balance] = [parseStatementAmount(amountText, style), parseStatementAmount(balanceText, style)]
    if (amount !== undefined && balance !== undefined) read.push([amount, balance])
  }
  let oldestFirst = 0
  let newestFirst = 0
  for (let index = 1; index < read.length; index++) {
    const [[previousAmount, previousBalance], [amount, balance]] = [read[index - 1], read[index]] as [[number, number], [number, number]]
    if (balance - previousBalance === amount) oldestFirst += 1
    if (previousBalance - balance === previousAmount) newestFirst += 1
  }
  const pairs = read.length - 1
  return pairs > 0 && Math.max(oldestFirst, newestFirst) >= pairs * MOSTLY
}
