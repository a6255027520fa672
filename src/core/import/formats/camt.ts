/**
 * CAMT.053 (ISO 20022 bank-to-customer statement), read with the browser's XML parser in slices:
 * every statement's booked entries, its account, currency and opening and closing balances.
 */
import { parseStatementAmount } from '../statementAmount'
import { currencyOf, digitsFor } from '../amounts'
import { entryRows, isBooked } from './camtEntry'
import { entryGroups, groupText, pace, scanCamt, type Pace, type StatementExtent } from './camtSlices'
import { at, camtDate, childrenNamed, dateChoiceText, textAt } from './camtXml'
import { truncated, type StatementContent } from '../content'
import type { ReadStatementOptions, StatementBalance, StatementRow, StatementSummary } from '../types'

/** Rows read between two reports of progress. */
const ROWS_PER_PROGRESS = 2_000

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

/** The statement's currency: the account's `Ccy`, else the first balance's or entry's amount's. */
function currencyOfStatement(statement: Element, firstEntry: Element | undefined): string | undefined {
  const stated = currencyOf(textAt(statement, 'Acct', 'Ccy'))
  if (stated) return stated
  const firstAmount = at(childrenNamed(statement, 'Bal')[0], 'Amt') ?? at(firstEntry, 'Amt')
  return currencyOf(firstAmount?.getAttribute('Ccy'))
}

const accountOf = (statement: Element) => textAt(statement, 'Acct', 'Id', 'IBAN') ?? textAt(statement, 'Acct', 'Id', 'Othr', 'Id')

function parseXml(text: string): Document | undefined {
  const document = new DOMParser().parseFromString(text, 'application/xml')
  // Browsers answer malformed XML (a file cut off, too) with a document holding `parsererror`.
  return document.getElementsByTagName('parsererror').length > 0 ? undefined : document
}

/** The report: the root itself, or the first `BkToCstmrStmt` inside (under `Document`, or a `BizMsgEnvlp` with its `AppHdr`). */
function reportOf(document: Document): Element | undefined {
  const root = document.documentElement
  if (root.localName === 'BkToCstmrStmt') return root
  return document.getElementsByTagNameNS('*', 'BkToCstmrStmt')[0] ?? undefined
}

/**
 * Which account each statement is of: statements of one account number and currency are one
 * (daily statements of a month), a statement without a number is one of its own.
 */
function accountKeys(statements: readonly Element[]): string[] {
  return statements.map((statement, index) => {
    const account = accountOf(statement)
    return account === undefined ? `#${index}` : `${account} ${textAt(statement, 'Acct', 'Ccy') ?? ''}`
  })
}

/** The entries of one statement, parsed a group at a time with the browser's turns between; `undefined` when a group does not parse. */
async function* entriesOf(text: string, extent: StatementExtent, slices: Pace): AsyncGenerator<Element[] | undefined> {
  for (const group of entryGroups(extent)) {
    if (slices.due()) await slices.rest()
    const parsed = parseXml(groupText(text, extent, group))
    yield parsed ? childrenNamed(parsed.documentElement, 'Ntry') : undefined
  }
}

/**
 * Reads a CAMT.053 file's text: also inside a business message envelope (`BizMsgEnvlp` with an
 * `AppHdr`). XML that does not parse (a file cut off mid-way does not) gives `truncated` and no
 * rows; XML that declares entities gives `unsafe`, unread; XML without a statement gives
 * `unknown`. Pending entries are left out; an entry whose date, amount or direction cannot be
 * read is kept, with its problem; a batch becomes one row per part when the parts add up (see
 * `entryRows`).
 *
 * The file is parsed in slices (its frame, then its entries twenty at a time), the browser
 * getting a turn every few milliseconds, so a statement of 100,000 entries never holds the page.
 *
 * Several statements in one file are all read, in file order; the account is the first one's.
 * Statements of one account (a month of daily statements) are read as one: balances are the
 * opening of the first and the closing of the last. A file of several accounts gives each in
 * `statements` (each row's `statement` indexes them) and no balances of its own.
 */
export async function readCamt(text: string, options: ReadStatementOptions = {}): Promise<StatementContent> {
  const rows: StatementRow[] = []
  let reported = 0
  const slices = pace(options.signal, () => {
    // Progress every so many rows, not every slice: a screen showing it need not render 150 times a second.
    if (rows.length - reported < ROWS_PER_PROGRESS) return
    reported = rows.length
    options.onProgress?.({ rows: reported })
  })
  await slices.rest()
  const layout = await scanCamt(text, slices)
  if (layout === 'truncated') return truncated()
  if (layout === 'unsafe' || layout === 'unknown') return { rows: [], problem: { code: layout }, currencies: [] }
  if ('tooLong' in layout) return { rows: [], problem: { code: 'tooLong', detail: String(layout.tooLong) }, currencies: [] }
  const frame = parseXml(layout.frame)
  if (!frame) return truncated()
  const report = reportOf(frame)
  if (!report) return { rows: [], problem: { code: 'unknown' }, currencies: [] }

  const statements = childrenNamed(report, 'Stmt')
  // The scan and the parser find the same statements; should they ever not, nothing is guessed.
  if (statements.length !== layout.statements.length) return truncated()
  const keys = accountKeys(statements)
  const accountOrder = [...new Set(keys)]
  const summaries: StatementSummary[] = []
  const currencies: string[] = []
  for (const [index, statement] of statements.entries()) {
    const entries = entriesOf(text, layout.statements[index]!, slices)
    // The first group is parsed before the rows are read: a statement without `Ccy` has its first entry's currency.
    const first = await entries.next()
    const firstGroup = first.done ? [] : first.value
    if (!firstGroup) return truncated()
    const currency = currencyOfStatement(statement, firstGroup[0])
    if (currency && !currencies.includes(currency)) currencies.push(currency)
    const digits = digitsFor(currency, options.currency)
    const account = accountOrder.indexOf(keys[index]!)
    const known = summaries[account]
    const summary = known ?? (summaries[account] = summaryOf(statement, currency))
    const balances = withBalances(known ? summary.balances?.opening : openingOf(statement, digits), statement, digits)
    if (balances) summary.balances = balances
    else delete summary.balances
    const read = (group: Element[]) => {
      for (const entry of group) {
        if (!isBooked(entry)) continue
        for (const row of entryRows(entry, rows.length + 1, digits)) {
          if (accountOrder.length > 1) row.statement = account
          rows.push(row)
          summary.rows += 1
        }
      }
    }
    read(firstGroup)
    for await (const group of entries) {
      if (!group) return truncated()
      read(group)
    }
  }
  options.onProgress?.({ rows: rows.length })
  return contentOf(rows, currencies, summaries)
}

/** A statement's account, before its rows are counted. */
function summaryOf(statement: Element, currency: string | undefined): StatementSummary {
  const account = accountOf(statement)
  return { kind: 'bank', ...(account !== undefined ? { accountId: account } : {}), ...(currency ? { currency } : {}), rows: 0 }
}

const openingOf = (statement: Element, digits: number) => OPENING_CODES.map((code) => balanceOf(statement, code, digits)).find(Boolean)

/** An account's balances once one more of its statements is read: the first statement's opening, this one's closing. */
function withBalances(opening: StatementBalance | undefined, statement: Element, digits: number): StatementSummary['balances'] {
  const closing = balanceOf(statement, 'CLBD', digits)
  return opening || closing ? { ...(opening ? { opening } : {}), ...(closing ? { closing } : {}) } : undefined
}

/** The reading of the file: a file of several accounts names each in `statements`; a file of one account has its balances (as every file was read before). */
function contentOf(rows: StatementRow[], currencies: string[], summaries: StatementSummary[]): StatementContent {
  const content: StatementContent = { rows, currencies }
  const firstAccount = summaries.find((summary) => summary.accountId !== undefined)?.accountId
  if (firstAccount !== undefined) content.accountId = firstAccount
  if (summaries.length > 1) content.statements = summaries
  else if (summaries[0]?.accountId !== undefined && summaries[0].balances) content.balances = summaries[0].balances
  return content
}
