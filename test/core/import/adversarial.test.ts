// @vitest-environment jsdom
// Nothing a file holds freezes the page: every reader (CSV, a text file of labelled blocks, OFX 1 SGML, OFX 2, CAMT, QIF) is fed
// files made to make a backtracking pattern or a quadratic loop explode (50,000 blanks or digits in
// a cell, a tag of 50,000 letters, 10,000 levels of nesting, long lines), read through
// readBankStatement within a bound of CPU time, each answered with the problem a user is shown.
import { readBankStatement } from '../../../src/core/import'
import type { BankStatementReading } from '../../../src/core/import/types'
// Loaded with the file, so that no test's CPU time includes a reader's first transform.
import '../../../src/core/import/formats/camt'
import '../../../src/core/import/csv'
import '../../../src/core/import/formats/ofx'
import '../../../src/core/import/formats/qif'

/** CPU time a reading may take: today's readers take well under 100 ms for each of these files. */
const CPU_BOUND_MS = 1_000
const HUGE = 50_000

const blanks = ' '.repeat(HUGE)
const digits = '1'.repeat(HUGE)
const letters = 'a'.repeat(HUGE)

/** Reads text as a file of that name, and the CPU time (user and system) it took. */
async function timedRead(text: string, name: string): Promise<BankStatementReading> {
  const before = process.cpuUsage()
  const reading = await readBankStatement(new File([text], name), { currency: 'EUR' })
  const { user, system } = process.cpuUsage(before)
  expect((user + system) / 1000, name).toBeLessThan(CPU_BOUND_MS)
  return reading
}

// The first reading of each kind compiles its code: done once before any time is measured.
beforeAll(async () => {
  for (const [text, name] of [
    [csv({}), 'warm.csv'],
    [ofx1(ofxTransaction({})), 'warm.ofx'],
    [camt(''), 'warm.xml'],
    [qif('D06/03/2026\nT-3.20'), 'warm.qif'],
  ] as const)
    await readBankStatement(new File([text], name), { currency: 'EUR' })
})

const csv = (cells: { date?: string; description?: string; amount?: string }) =>
  [
    'Date,Description,Amount',
    '2026-06-01,Hearthstone Bakery,-4.50',
    '2026-06-02,Spoke & Chain Bikes,-120.00',
    `"${cells.date ?? '2026-06-03'}","${cells.description ?? 'Corner Cup Coffee'}","${cells.amount ?? '-3.20'}"`,
    '2026-06-04,Flour Mill,-52.10',
  ].join('\n')

describe('a CSV cell made to freeze the reading is read at once, its row named', () => {
  it.each([
    ['a date of 50,000 digits', { date: digits }, { code: 'tooLong', field: 'date' }],
    ['a date with 50,000 blanks inside', { date: `2026-06-03${blanks}x` }, { code: 'tooLong', field: 'date' }],
    ['an amount of 50,000 blanks', { amount: blanks }, { code: 'noAmount', field: 'amount' }],
    ['an amount of 50,000 digits', { amount: digits }, { code: 'tooLong', field: 'amount' }],
    ['an amount with 50,000 blanks inside', { amount: `1${blanks}2` }, { code: 'tooLong', field: 'amount' }],
    ['a description of 50,000 letters', { description: letters }, { code: 'tooLong', field: 'description' }],
  ])('%s', async (_, cells, problem) => {
    const reading = await timedRead(csv(cells), 'statement.csv')
    expect(reading.csv?.settings.columns).toMatchObject({ date: 0, description: 1, amount: 2 })
    expect(reading.rows.map((row) => row.problem)).toEqual([undefined, undefined, problem, undefined])
  })
})

const ofxTransaction = (fields: { date?: string; amount?: string; name?: string }) =>
  `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>${fields.date ?? '20260603'}<TRNAMT>${fields.amount ?? '-3.20'}<FITID>3<NAME>${fields.name ?? 'Corner Cup Coffee'}</STMTTRN>`
const ofx1 = (body: string) =>
  [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR<BANKACCTFROM><BANKID>1<ACCTID>42</BANKACCTFROM><BANKTRANLIST>',
    '<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20260601<TRNAMT>-4.50<FITID>1<NAME>Hearthstone Bakery</STMTTRN>',
    body,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n')
const ofx2 = (body: string) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?OFX OFXHEADER="200" VERSION="220"?>',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>EUR</CURDEF><BANKACCTFROM><ACCTID>42</ACCTID></BANKACCTFROM><BANKTRANLIST>',
    '<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20260601</DTPOSTED><TRNAMT>-4.50</TRNAMT><FITID>1</FITID><NAME>Hearthstone Bakery</NAME></STMTTRN>',
    body,
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\n')

describe('an OFX file made to freeze the reading is read at once', () => {
  it.each([
    ['a date of 50,000 digits', { date: digits }, { code: 'tooLong', field: 'date' }],
    // OFX collapses a value's blanks, as it does in every name and memo: what is left is short, and no amount.
    ['an amount of 50,000 blanks between digits', { amount: `1${blanks}2` }, { code: 'badAmount', field: 'amount', value: '1 2' }],
    ['an amount of 50,000 digits', { amount: digits }, { code: 'tooLong', field: 'amount' }],
    ['a name of 50,000 letters', { name: letters }, { code: 'tooLong', field: 'description' }],
  ])('OFX 1 (SGML): %s names its row', async (_, fields, problem) => {
    const reading = await timedRead(ofx1(ofxTransaction(fields)), 'statement.ofx')
    expect(reading.rows.map((row) => row.problem)).toEqual([undefined, problem])
  })

  it('OFX 1: a value of 50,000 stray `<` (a text, not tags) is read at once', async () => {
    const reading = await timedRead(ofx1(ofxTransaction({ name: 'x<y'.repeat(HUGE / 3) })), 'statement.ofx')
    expect(reading.rows[1]?.problem).toEqual({ code: 'tooLong', field: 'description' })
  })

  it.each([
    ['OFX 1', ofx1],
    ['OFX 2', ofx2],
  ])('%s: a tag of 50,000 letters, closed or cut off, makes the file too long to read', async (_, wrap) => {
    expect((await timedRead(wrap(`<${letters.toUpperCase()}>`), 'statement.ofx')).problem?.code).toBe('tooLong')
    expect((await timedRead(wrap(`<${letters.toUpperCase()}`), 'statement.ofx')).problem?.code).toBe('tooLong')
  })

  it.each([
    ['OFX 1', ofx1],
    ['OFX 2', ofx2],
  ])('%s: 10,000 levels of nesting are no statement', async (_, wrap) => {
    const reading = await timedRead(wrap(`${'<STMTTRN>'.repeat(10_000)}${'</STMTTRN>'.repeat(10_000)}`), 'statement.ofx')
    expect(reading.problem?.code).toBe('unknown')
  })

  it('OFX 2: an amount of 50,000 blanks between digits names its row', async () => {
    const reading = await timedRead(
      ofx2(`<STMTTRN><DTPOSTED>20260603</DTPOSTED><TRNAMT>1${blanks}2</TRNAMT><FITID>3</FITID><NAME>Corner Cup</NAME></STMTTRN>`),
      'statement.ofx',
    )
    expect(reading.rows[1]?.problem).toEqual({ code: 'badAmount', field: 'amount', value: '1 2' })
  })
})

const NS = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02'
const camt = (inner: string, balance = '100.00') =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="${NS}"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr><Stmt><Id>S</Id><Acct><Id><IBAN>DE00111122223333444455</IBAN></Id><Ccy>EUR</Ccy></Acct>` +
  `<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${balance}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-06-30</Dt></Dt></Bal>` +
  `<Ntry><Amt Ccy="EUR">4.50</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-06-01</Dt></BookgDt><AcctSvcrRef>1</AcctSvcrRef></Ntry>${inner}</Stmt></BkToCstmrStmt></Document>`
const camtEntry = ({ amount = '3.20', date = '2026-06-03' }) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>${date}</Dt></BookgDt><AcctSvcrRef>3</AcctSvcrRef></Ntry>`

describe('a CAMT file made to freeze the reading is read at once', () => {
  it('ending inside a tag of 50,000 letters: too long to read', async () => {
    const text = camt('').replace('</Stmt>', `<${letters}`)
    expect((await timedRead(text.slice(0, text.indexOf(letters) + HUGE), 'statement.xml')).problem?.code).toBe('tooLong')
  })

  it('a balance of 50,000 blanks between digits is left out, the rows read', async () => {
    const reading = await timedRead(camt('', `1${blanks}2`), 'statement.xml')
    expect(reading.balances).toBeUndefined()
    expect(reading.rows).toHaveLength(1)
  })

  it.each([
    ['an amount of 50,000 blanks between digits', { amount: `1${blanks}2` }, { code: 'tooLong', field: 'amount' }],
    ['an amount of 50,000 digits', { amount: digits }, { code: 'tooLong', field: 'amount' }],
    ['a date of 50,000 digits', { date: digits }, { code: 'tooLong', field: 'date' }],
  ])('%s names its row', async (_, fields, problem) => {
    const reading = await timedRead(camt(camtEntry(fields)), 'statement.xml')
    expect(reading.rows.map((row) => row.problem)).toEqual([undefined, problem])
  })

  it('10,000 levels of nesting are no statement', async () => {
    const reading = await timedRead(camt(`${'<Ntry>'.repeat(10_000)}${'</Ntry>'.repeat(10_000)}`), 'statement.xml')
    expect(reading.problem?.code).toBe('unknown')
  })
})

const qif = (record: string) => ['!Type:Bank', 'D06/01/2026', 'T-4.50', 'PHearthstone Bakery', '^', record, '^', ''].join('\n')

describe('a QIF file made to freeze the reading is read at once', () => {
  it.each([
    ['a date of 50,000 blanks inside', `D06/03${blanks}/2026\nT-3.20\nPCorner Cup`, { code: 'tooLong', field: 'date' }],
    ['an amount of 50,000 digits', `D06/03/2026\nT${digits}\nPCorner Cup`, { code: 'tooLong', field: 'amount' }],
    ['a payee of 50,000 letters', `D06/03/2026\nT-3.20\nP${letters}`, { code: 'tooLong', field: 'description' }],
  ])('%s names its row', async (_, record, problem) => {
    const reading = await timedRead(qif(record), 'statement.qif')
    expect(reading.rows.map((row) => row.problem)).toEqual([undefined, problem])
  })
})

const labelledBlocks = (block: string) => ['Date: 01/06/2026', 'Description: Hearthstone Bakery', 'Amount: -4.50', '', block, ''].join('\n')

describe('a text file of labelled blocks made to freeze the reading is read at once', () => {
  it.each([
    [
      'a date with 50,000 blanks inside',
      `Date: 03/06${blanks}/2026\nDescription: Corner Cup\nAmount: -3.20`,
      { code: 'tooLong', field: 'date' },
    ],
    ['an amount of 50,000 digits', `Date: 03/06/2026\nDescription: Corner Cup\nAmount: ${digits}`, { code: 'tooLong', field: 'amount' }],
    [
      'a description of 50,000 letters',
      `Date: 03/06/2026\nDescription: ${letters}\nAmount: -3.20`,
      { code: 'tooLong', field: 'description' },
    ],
    // No label: the line continues the date above it.
    [
      'a line of 50,000 letters before a colon',
      `Date: 03/06/2026\n${letters}: Corner Cup\nAmount: -3.20`,
      { code: 'tooLong', field: 'date' },
    ],
  ])('%s names its block', async (_, block, problem) => {
    const reading = await timedRead(labelledBlocks(block), 'statement.txt')
    expect(reading.rows.map((row) => row.problem)).toEqual([undefined, problem])
  })
})
