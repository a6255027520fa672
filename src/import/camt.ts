/**
 * CAMT.053 (ISO 20022 bank-to-customer statement), read with the browser's XML parser: every
 * statement's booked entries, its account, currency and opening and closing balances.
 */
import { parseStatementAmount } from '../format/statementAmount'
import { currencyOf, digitsFor } from './amounts'
import { entryRows, isBooked } from './camtEntry'
import { at, camtDate, childrenNamed, dateChoiceText, textAt } from './camtXml'
import { sliceClock, truncated, type StatementContent } from './content'
import type { ReadStatementOptions, StatementBalance, StatementRow } from './types'

/** The opening balance's codes, the first found wins: opening booked, else the previous statement's closing. */
const OPENING_CODES = ['OPBD', 'PRCD'] as const

/** A balance of that type code (`Bal/Tp/CdOrPrtry/Cd`), positive in the account's favour. */
function balanceOf(statement: Element, code: string, digits: number): StatementBalance | undefined {
  const balance = childrenNamed(statement, 'Bal').find((candidate) => textAt(candidate, 'Tp', 'CdOrPrtry', 'Cd') === code)
  const amountText = textAt(balance, 'Amt')
  const dateText = dateChoiceText(at(balance, 'Dt'))
  const amount = amountText !== undefined ? parseStatementAmount(amountText, { decimalMark: '.', digits }) : undefined
  const date = dateText ? camtDate(dateText) : undefined
  if (amount === undefined || date === undefined) return undefined
  return { amount: textAt(balance, 'CdtDbtInd') === 'DBIT' ? -amount : amount, date }
}

/** The statement's currency: the account's `Ccy`, else the first amount's. */
function currencyOfStatement(statement: Element): string | undefined {
  const stated = currencyOf(textAt(statement, 'Acct', 'Ccy'))
  if (stated) return stated
  const firstAmount = at(childrenNamed(statement, 'Bal')[0], 'Amt') ?? at(childrenNamed(statement, 'Ntry')[0], 'Amt')
  return currencyOf(firstAmount?.getAttribute('Ccy'))
}

function parseXml(text: string): Document | undefined {
  const document = new DOMParser().parseFromString(text, 'application/xml')
  // Browsers answer malformed XML (a file cut off, too) with a document holding `parsererror`.
  return document.getElementsByTagName('parsererror').length > 0 ? undefined : document
}

/**
 * Reads a CAMT.053 file's text. XML that does not parse (a file cut off mid-way does not) gives
 * `truncated` and no rows; XML without a statement gives `unknown`. Pending entries are left
 * out; an entry whose date, amount or direction cannot be read is kept, with its problem; a
 * batch becomes one row per part when the parts add up (see `entryRows`).
 *
 * Several statements in one file (a month of daily statements, or two accounts) are all read,
 * in file order; the account is the first one's. Balances are given only when every statement
 * is of that one account: the opening of the first, the closing of the last.
 */
export async function readCamt(text: string, options: ReadStatementOptions = {}): Promise<StatementContent> {
  const document = parseXml(text)
  if (!document) return truncated()
  const root = document.documentElement
  const report = root.localName === 'BkToCstmrStmt' ? root : at(root, 'BkToCstmrStmt')
  if (!report) return { rows: [], problem: { code: 'unknown' }, currencies: [] }

  const statements = childrenNamed(report, 'Stmt')
  const rows: StatementRow[] = []
  const tick = sliceClock(options)
  const currencies: string[] = []
  const accounts: string[] = []
  let opening: StatementBalance | undefined
  let closing: StatementBalance | undefined
  for (const [index, statement] of statements.entries()) {
    const currency = currencyOfStatement(statement)
    if (currency && !currencies.includes(currency)) currencies.push(currency)
    const account = textAt(statement, 'Acct', 'Id', 'IBAN') ?? textAt(statement, 'Acct', 'Id', 'Othr', 'Id')
    if (account) accounts.push(account)
    const digits = digitsFor(currency, options.currency)
    if (index === 0) opening = OPENING_CODES.map((code) => balanceOf(statement, code, digits)).find(Boolean)
    closing = balanceOf(statement, 'CLBD', digits)
    for (const entry of childrenNamed(statement, 'Ntry')) {
      if (!isBooked(entry)) continue
      rows.push(...entryRows(entry, rows.length + 1, digits))
      await tick(rows.length)
    }
  }
  options.onProgress?.({ rows: rows.length })

  const content: StatementContent = { rows, currencies }
  if (accounts[0] !== undefined) content.accountId = accounts[0]
  const oneAccount = accounts.length === statements.length && accounts.every((account) => account === accounts[0])
  if (oneAccount && (opening || closing)) content.balances = { ...(opening ? { opening } : {}), ...(closing ? { closing } : {}) }
  return content
}
