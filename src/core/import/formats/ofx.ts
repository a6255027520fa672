/**
 * OFX (1.x SGML and 2.x XML) and QFX, which is OFX with Intuit's sign-on tags: the transactions
 * of every bank (`STMTRS`) and credit card (`CCSTMTRS`) statement in the file, with the
 * statement's currency, account and ledger balance. OFX writes amounts signed as the account sees
 * them (a card's charge is negative), so they are kept as written.
 */
import type { StatementNumberStyle } from '../statementAmount'
import { currencyOf, digitsFor, numberStyleOf, parseFileAmount } from '../amounts'
import { calendarDate, joinDescription, sliceClock, truncated, type StatementContent } from '../content'
import { forEachInSlices } from '../slices'
import { tooLongField } from '../limits'
import { yieldToMain } from '../../yieldToMain'
import { findElements, leafValue, parseOfxMarkup, release, type OfxElement } from './ofxMarkup'
import type { ReadStatementOptions, StatementBalance, StatementRow, StatementSummary } from '../types'

/**
 * An OFX date-time, `YYYYMMDD[HHMMSS[.XXX]][[-5:EST]]`, as the calendar day it is written on: the
 * zone is ignored, because the bank wrote the day its statement shows, and moving it to another
 * zone would put a late transaction on the next day.
 */
export function ofxDate(text: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:\d{2}(?:\d{2}(?:\d{2}(?:[.,]\d+)?)?)?)?\s*(?:\[[^\]]*\])?$/.exec(text.trim())
  return match ? calendarDate(match[1]!, match[2]!, match[3]!) : undefined
}

/** The statement responses of the file: each holds one account's currency, transactions and balance. */
function statementsOf(root: OfxElement): OfxElement[] {
  return [...findElements(root, 'STMTRS'), ...findElements(root, 'CCSTMTRS')]
}

function readTransaction(transaction: OfxElement, line: number, style: StatementNumberStyle): StatementRow {
  const name = leafValue(transaction, 'NAME')
  const memo = leafValue(transaction, 'MEMO')
  const row: StatementRow = { line, description: joinDescription([name, memo]) }
  const bankId = leafValue(transaction, 'FITID')
  if (bankId) row.bankId = bankId

  const amountText = leafValue(transaction, 'TRNAMT')
  const amount = amountText ? parseFileAmount(amountText, style) : undefined
  if (amount !== undefined) row.amount = amount

  // DTUSER (the day the customer acted) stands in only when the bank left out the day it posted.
  const dateText = leafValue(transaction, 'DTPOSTED') || leafValue(transaction, 'DTUSER')
  const date = dateText ? ofxDate(dateText) : undefined
  if (date !== undefined) row.date = date

  const tooLong = tooLongField({ date: dateText, amount: amountText, description: row.description })
  if (tooLong) row.problem = tooLong
  else if (!dateText) row.problem = { code: 'noDate', field: 'date' }
  else if (date === undefined) row.problem = { code: 'badDate', field: 'date', value: dateText }
  else if (!amountText) row.problem = { code: 'noAmount', field: 'amount' }
  else if (amount === undefined) row.problem = { code: 'badAmount', field: 'amount', value: amountText }
  return row
}

function ledgerBalance(statement: OfxElement, style: StatementNumberStyle): StatementBalance | undefined {
  const ledger = statement.children.find((child) => child.name === 'LEDGERBAL')
  if (!ledger) return undefined
  const amountText = leafValue(ledger, 'BALAMT')
  const dateText = leafValue(ledger, 'DTASOF')
  const amount = amountText ? parseFileAmount(amountText, style) : undefined
  const date = dateText ? ofxDate(dateText) : undefined
  return amount !== undefined && date !== undefined ? { amount, date } : undefined
}

/**
 * Reads an OFX or QFX file's text. A file that does not reach its `</OFX>` (cut off in a
 * download or an upload) gives `truncated` and no rows: a part of a statement would look whole.
 * A transaction whose date or amount cannot be read is kept, with its problem.
 *
 * Several statements in one file (two accounts, or a card beside a checking account) are all
 * read, bank statements first and then cards (as OFX orders its message sets), each summed up
 * in `statements` (kind, account, currency, rows, ledger balance); when there are several, each
 * row has the index of its own. The file's `accountId` is the first statement's; its closing
 * balance is given only when every statement is of that one account (then the last one's),
 * since another account's balance says nothing about this one.
 * OFX states no opening balance.
 */
export async function readOfx(text: string, options: ReadStatementOptions = {}): Promise<StatementContent> {
  const { root, complete, problem } = await parseOfxMarkup(text, options)
  if (problem) return { rows: [], problem, currencies: [] }
  if (!root || !complete) return truncated()

  const statements = statementsOf(root)
  // Each pass over a file's 100,000 transactions before the rows are read gets a task of its own.
  await yieldToMain(options.signal)
  const currencies: string[] = []
  const accounts: string[] = []
  const summaries: StatementSummary[] = []
  const rows: StatementRow[] = []
  const tick = sliceClock(options)
  let closing: StatementBalance | undefined
  for (const statement of statements) {
    const currency = currencyOf(leafValue(statement, 'CURDEF'))
    if (currency && !currencies.includes(currency)) currencies.push(currency)
    const from = statement.children.find((child) => child.name === 'BANKACCTFROM' || child.name === 'CCACCTFROM')
    const account = from && leafValue(from, 'ACCTID')
    if (account) accounts.push(account)
    const transactions = findElements(statement, 'STMTTRN')
    const digits = digitsFor(currency, options.currency)
    const amountSamples = [leafValue(statement, 'BALAMT') ?? '']
    await forEachInSlices(transactions, (transaction) => amountSamples.push(leafValue(transaction, 'TRNAMT') ?? ''), options.signal)
    const style = numberStyleOf(amountSamples, digits)
    await yieldToMain(options.signal)
    const index = summaries.length
    for (const transaction of transactions) {
      const row = readTransaction(transaction, rows.length + 1, style)
      if (statements.length > 1) row.statement = index
      rows.push(row)
      // Read, its leaves are let go: the tree of 100,000 transactions kept whole made the collector's pauses long tasks.
      release(transaction)
      await tick(rows.length)
    }
    closing = ledgerBalance(statement, style)
    summaries.push(summaryOf(statement, account, currency, transactions.length, closing))
  }
  options.onProgress?.({ rows: rows.length })

  const content: StatementContent = { rows, currencies, statements: summaries }
  if (accounts[0] !== undefined) content.accountId = accounts[0]
  const oneAccount = accounts.length === statements.length && accounts.every((account) => account === accounts[0])
  if (closing && oneAccount) content.balances = { closing }
  return content
}

/** One statement as the screen shows it among the file's: a card's (`CCSTMTRS`) or a bank account's. */
function summaryOf(
  statement: OfxElement,
  account: string | undefined,
  currency: string | undefined,
  rows: number,
  closing: StatementBalance | undefined,
): StatementSummary {
  const summary: StatementSummary = { kind: statement.name === 'CCSTMTRS' ? 'card' : 'bank', rows }
  if (account) summary.accountId = account
  if (currency) summary.currency = currency
  if (closing) summary.balances = { closing }
  return summary
}
