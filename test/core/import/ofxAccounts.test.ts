// An OFX file of several accounts (ofx-accounts.ofx: checking and savings `STMTRS`, a card's
// `CCSTMTRS`) read statement by statement: each summed up with its kind, account, currency, row
// count and ledger balance, each row marked with its statement; a statement in another currency
// than the books' has its rows refused while the file's others stay importable.
import { decodeStatement } from '../../../src/core/import/decode'
import { readOfx } from '../../../src/core/import/formats/ofx'
import { readBankStatement } from '../../../src/core/import'
import { fixtureBytes, fixtureFile } from './statementFixtures'

const textOf = (name: string) => decodeStatement(fixtureBytes(name)).text

/** A bank statement of `account` in `currency` with one transaction per FITID. */
const statement = (account: string, currency: string, ...fitids: string[]) =>
  `<STMTTRNRS><STMTRS><CURDEF>${currency}<BANKACCTFROM><ACCTID>${account}</BANKACCTFROM><BANKTRANLIST>${fitids.map((fitid) => `<STMTTRN><DTPOSTED>20260501<TRNAMT>-1.00<FITID>${fitid}<NAME>N</STMTTRN>`).join('')}</BANKTRANLIST></STMTRS></STMTTRNRS>`
const file = (...statements: string[]) =>
  new File([`OFXHEADER:100\n\n<OFX><BANKMSGSRSV1>${statements.join('')}</BANKMSGSRSV1></OFX>`], 'two.ofx')

describe('readOfx: a file of several accounts (ofx-accounts.ofx)', () => {
  it('sums up each statement: kind, account, currency, rows and ledger balance', async () => {
    const { statements } = await readOfx(textOf('ofx-accounts.ofx'))
    expect(statements).toEqual([
      { kind: 'bank', accountId: '000123456789', currency: 'USD', rows: 4, balances: { closing: { amount: 612013, date: '2026-05-31' } } },
      { kind: 'bank', accountId: '000555504321', currency: 'USD', rows: 2, balances: { closing: { amount: 1250317, date: '2026-05-31' } } },
      {
        kind: 'card',
        accountId: 'XXXXXXXXXXXX4821',
        currency: 'USD',
        rows: 3,
        balances: { closing: { amount: -21437, date: '2026-05-31' } },
      },
    ])
  })

  it('marks every row with the statement it is of, in file order', async () => {
    const { rows } = await readOfx(textOf('ofx-accounts.ofx'))
    expect(rows.map((row) => [row.line, row.bankId, row.statement])).toEqual([
      [1, 'C20260504001', 0],
      [2, 'C20260507002', 0],
      [3, 'C20260512003', 0],
      [4, 'C20260520004', 0],
      [5, 'S20260520001', 1],
      [6, 'S20260531002', 1],
      [7, 'K20260506001', 2],
      [8, 'K20260515002', 2],
      [9, 'K20260525003', 2],
    ])
  })

  it('keeps a statement without transactions among them (as some banks send an account with none)', async () => {
    const { statements, rows } = await readOfx(await file(statement('111', 'USD'), statement('222', 'USD', 'a')).text())
    expect(statements?.map((summary) => [summary.accountId, summary.rows])).toEqual([
      ['111', 0],
      ['222', 1],
    ])
    expect(rows.map((row) => row.statement)).toEqual([1])
  })
})

describe('readBankStatement: the statements of an OFX file and their currencies', () => {
  it('hands the statements on with the rows', async () => {
    const reading = await readBankStatement(fixtureFile('ofx-accounts.ofx'))
    expect(reading.problem).toBeUndefined()
    expect(reading.statements?.map((summary) => [summary.kind, summary.accountId, summary.rows])).toEqual([
      ['bank', '000123456789', 4],
      ['bank', '000555504321', 2],
      ['card', 'XXXXXXXXXXXX4821', 3],
    ])
    expect(reading.rows).toHaveLength(9)
  })

  it("refuses the rows of a statement in another currency than the books', keeping the others importable; the whole file only when none is in the books'", async () => {
    const reading = await readBankStatement(file(statement('111', 'USD', 'a', 'b'), statement('222', 'EUR', 'c')), { currency: 'USD' })
    expect(reading.problem).toBeUndefined()
    expect(reading.rows.map((row) => [row.bankId, row.problem])).toEqual([
      ['a', undefined],
      ['b', undefined],
      ['c', { code: 'currency', field: 'currency', value: 'EUR' }],
    ])
    // Only when no statement is in the books' currency is the whole file refused.
    const none = await readBankStatement(file(statement('111', 'USD', 'a'), statement('222', 'EUR', 'c')), { currency: 'CAD' })
    expect(none).toMatchObject({ rows: [], problem: { code: 'currency', detail: 'USD' } })
  })
})
