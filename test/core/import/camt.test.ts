// @vitest-environment jsdom
// CAMT.053 read record by record from the fixture (booked entries only, signed by CdtDbtInd, a
// batch split into its parts when they add up, balances that agree with the entries) and from
// small inline statements for each version's spelling and each way a file goes wrong.
import { readCamt } from '../../../src/core/import/formats/camt'
import { decodeStatement } from '../../../src/core/import/decode'
import { fixtureBytes } from './statementFixtures'

const fixture = () => decodeStatement(fixtureBytes('camt053-batch.xml')).text

const NS = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02'
/** A CAMT.053 document around statements. */
const camt = (...statements: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><Document xmlns="${NS}"><BkToCstmrStmt><GrpHdr><MsgId>M</MsgId></GrpHdr>${statements.join('')}</BkToCstmrStmt></Document>`
/** A statement of one account around entries and balances. */
const stmt = (body: string, { iban = 'DE00111122223333444455', currency = 'EUR' } = {}) =>
  `<Stmt><Id>S</Id><Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>${currency}</Ccy></Acct>${body}</Stmt>`
const bal = (code: string, amount: string, indicator: string, date: string) =>
  `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`
/** An entry in 001.02's spelling: `<Sts>BOOK</Sts>`, names directly under `Dbtr`/`Cdtr`. */
const ntry = ({
  amount = '10.00',
  indicator = 'DBIT',
  date = '<BookgDt><Dt>2026-05-04</Dt></BookgDt>',
  status = 'BOOK',
  ref = '<AcctSvcrRef>R1</AcctSvcrRef>',
  details = '',
  info = '',
} = {}) =>
  `<Ntry><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${indicator}</CdtDbtInd><Sts>${status}</Sts>${date}${ref}${details ? `<NtryDtls>${details}</NtryDtls>` : ''}${info ? `<AddtlNtryInf>${info}</AddtlNtryInf>` : ''}</Ntry>`
const tx = (body: string) => `<TxDtls>${body}</TxDtls>`

describe('readCamt: the CAMT.053.001.08 fixture (camt053-batch.xml)', () => {
  it('reads every booked entry, the batch as its three parts, and leaves the pending one out', async () => {
    const content = await readCamt(fixture())
    expect(content.problem).toBeUndefined()
    expect(content.rows).toEqual([
      {
        line: 1,
        date: '2026-06-02',
        amount: 124050,
        description: 'Gästehaus Sonnenhügel · Rechnung 2026-117 Brötchenlieferung Mai',
        bankId: '2026060200001',
      },
      {
        line: 2,
        date: '2026-06-03',
        amount: -61280,
        description: 'Mühlenwerk Oberfeld GmbH · Mehl Lieferung 4471',
        bankId: '2026060300002',
      },
      { line: 3, date: '2026-06-05', amount: -8990, description: 'Stadtwerke Kornheim · Strom Abschlag Juni', bankId: '2026060500003' },
      { line: 4, date: '2026-06-08', amount: 35640, description: 'Café Zuckerhut · Bestellung 88', bankId: '2026-06-08/NR-20260608-04' },
      {
        line: 5,
        date: '2026-06-10',
        amount: 14500,
        description: 'Kindergarten Pusteblume e.V. · Kuchen Sommerfest',
        bankId: '2026061000005/1',
        batch: { ref: '2026061000005', amount: 45375, part: 1 },
      },
      {
        line: 6,
        date: '2026-06-10',
        amount: 21050,
        description: 'Seniorenheim Lindenhöhe · Rechnung 2026-121',
        bankId: '2026061000005/2',
        batch: { ref: '2026061000005', amount: 45375, part: 2 },
      },
      {
        line: 7,
        date: '2026-06-10',
        amount: 9825,
        description: 'Grünwald Catering GmbH · Rechnung 2026-124',
        bankId: '2026061000005/3',
        batch: { ref: '2026061000005', amount: 45375, part: 3 },
      },
      {
        line: 8,
        date: '2026-06-15',
        amount: -150000,
        description: 'Hausverwaltung Eichenhof · Miete Juni Ladenlokal',
        bankId: '2026061500006',
      },
      { line: 9, date: '2026-06-18', amount: -4237, description: 'Kontoführungsgebühr Mai', bankId: '2026061800007' },
      {
        line: 10,
        date: '2026-06-22',
        amount: 83020,
        description: 'Zahlungsdienst Süd GmbH · Kartenumsätze 21.06.2026',
        bankId: '2026062200008',
      },
      { line: 11, date: '2026-06-25', amount: -26800, description: 'Molkerei Grünwiese eG · Butter Sahne KW 25', bankId: '2026062500009' },
      // A returned direct debit: money back in (CRDT as the entry states), named after the creditor of the debit it reverses.
      {
        line: 12,
        date: '2026-06-26',
        amount: 8990,
        description: 'Stadtwerke Kornheim · Rücklastschrift Strom Abschlag Juni',
        bankId: '2026062600010',
      },
    ])
    expect(content.rows.some((row) => row.description.includes('Köhler'))).toBe(false)
  })

  it('states the IBAN, EUR, and opening and closing balances that the booked rows add up to', async () => {
    const { rows, currencies, accountId, balances } = await readCamt(fixture())
    expect(currencies).toEqual(['EUR'])
    expect(accountId).toBe('DE00123456789012345678')
    expect(balances).toEqual({ opening: { amount: 543210, date: '2026-06-01' }, closing: { amount: 588978, date: '2026-06-30' } })
    expect(balances!.opening!.amount + rows.reduce((sum, row) => sum + row.amount!, 0)).toBe(balances!.closing!.amount)
  })

  it('refuses the fixture cut off half-way as truncated', async () => {
    const text = fixture()
    expect(await readCamt(text.slice(0, Math.floor(text.length / 2)))).toEqual({ rows: [], problem: { code: 'truncated' }, currencies: [] })
    expect((await readCamt(text.slice(0, text.lastIndexOf('</Document>')))).problem).toEqual({ code: 'truncated' })
  })
})

describe('readCamt: batch entries', () => {
  const part = (amount: string | undefined, endToEnd: string, name: string, extra = '') =>
    tx(
      `<Refs><EndToEndId>${endToEnd}</EndToEndId>${extra}</Refs>${amount ? `<AmtDtls><TxAmt><Amt Ccy="EUR">${amount}</Amt></TxAmt></AmtDtls>` : ''}<RltdPties><Cdtr><Nm>${name}</Nm></Cdtr></RltdPties>`,
    )
  const batch = (nb: number, parts: string) => `<Btch><NbOfTxs>${nb}</NbOfTxs></Btch>${parts}`

  it('splits parts that state amounts adding up (001.02: AmtDtls/TxAmt), each signed like the entry', async () => {
    const details = batch(2, part('30.00', 'E1', 'Flour Mill') + part('70.00', 'E2', 'Dairy'))
    const { rows } = await readCamt(camt(stmt(ntry({ amount: '100.00', details, info: 'SAMMLER' }))))
    expect(rows).toEqual([
      {
        line: 1,
        date: '2026-05-04',
        amount: -3000,
        description: 'Flour Mill',
        bankId: 'R1/1',
        batch: { ref: 'R1', amount: -10000, part: 1 },
      },
      { line: 2, date: '2026-05-04', amount: -7000, description: 'Dairy', bankId: 'R1/2', batch: { ref: 'R1', amount: -10000, part: 2 } },
    ])
  })

  it('keeps one row, naming how many it holds, when the parts do not add up or one has no amount', async () => {
    for (const details of [
      batch(2, part('30.00', 'E1', 'A') + part('60.00', 'E2', 'B')),
      batch(2, part('30.00', 'E1', 'A') + part(undefined, 'E2', 'B')),
      batch(3, ''),
    ]) {
      const { rows } = await readCamt(camt(stmt(ntry({ amount: '100.00', details, info: 'SEPA Sammellastschrift' }))))
      expect(rows).toEqual([
        {
          line: 1,
          date: '2026-05-04',
          amount: -10000,
          description: expect.stringMatching(/^SEPA Sammellastschrift · [23] transactions$/),
          bankId: 'R1',
          batch: { ref: 'R1', amount: -10000 },
        },
      ])
    }
  })

  it('names a part by its AcctSvcrRef; else by the entry and its place, never by the payer’s EndToEndId (a payer may reuse it every month)', async () => {
    const byRef = batch(
      2,
      part('30.00', 'E1', 'A', '<AcctSvcrRef>P1</AcctSvcrRef>') + part('70.00', 'E2', 'B', '<AcctSvcrRef>P2</AcctSvcrRef>'),
    )
    expect((await readCamt(camt(stmt(ntry({ amount: '100.00', details: byRef }))))).rows.map((row) => row.bankId)).toEqual(['P1', 'P2'])
    const notProvided = batch(2, part('30.00', 'E1', 'A') + part('70.00', 'E2', 'B'))
    expect((await readCamt(camt(stmt(ntry({ amount: '100.00', details: notProvided }))))).rows.map((row) => row.bankId)).toEqual([
      'R1/1',
      'R1/2',
    ])
    const repeated = batch(2, part('30.00', 'INV-7', 'A') + part('70.00', 'INV-7', 'B'))
    expect((await readCamt(camt(stmt(ntry({ amount: '100.00', details: repeated }))))).rows.map((row) => row.bankId)).toEqual([
      'R1/1',
      'R1/2',
    ])
  })

  it('does not split parts in another currency than the entry', async () => {
    const foreign = batch(
      2,
      tx('<AmtDtls><TxAmt><Amt Ccy="CHF">30.00</Amt></TxAmt></AmtDtls>') +
        tx('<AmtDtls><TxAmt><Amt Ccy="CHF">70.00</Amt></TxAmt></AmtDtls>'),
    )
    expect((await readCamt(camt(stmt(ntry({ amount: '100.00', details: foreign }))))).rows).toHaveLength(1)
  })
})

describe('readCamt: entries', () => {
  it('reads 001.02 spellings: Sts as text, names under Dbtr/Cdtr, a structured reference when no Ustrd', async () => {
    const details = tx(
      '<RltdPties><Dbtr><Nm>Hotel Lindenhof</Nm></Dbtr><Cdtr><Nm>Bäckerei Kornblume</Nm></Cdtr></RltdPties><RmtInf><Strd><CdtrRefInf><Ref>RF18539007547034</Ref></CdtrRefInf></Strd></RmtInf>',
    )
    const { rows } = await readCamt(camt(stmt(ntry({ amount: '55.00', indicator: 'CRDT', details }))))
    expect(rows).toEqual([{ line: 1, date: '2026-05-04', amount: 5500, description: 'Hotel Lindenhof · RF18539007547034', bankId: 'R1' }])
  })

  it('skips pending and information entries, keeps booked ones and those without a status', async () => {
    const entries = [
      ntry({ status: 'PDNG' }),
      ntry({ status: 'INFO' }),
      ntry({ status: 'BOOK', ref: '<AcctSvcrRef>B</AcctSvcrRef>' }),
      ntry({ ref: '<AcctSvcrRef>N</AcctSvcrRef>' }).replace('<Sts>BOOK</Sts>', ''),
    ]
    expect((await readCamt(camt(stmt(entries.join(''))))).rows.map((row) => [row.line, row.bankId])).toEqual([
      [1, 'B'],
      [2, 'N'],
    ])
  })

  it('dates an entry by its booking date (Dt or DtTm as written), else its value date', async () => {
    const entries = [
      ntry({ date: '<BookgDt><DtTm>2026-05-31T23:30:00-05:00</DtTm></BookgDt><ValDt><Dt>2026-06-01</Dt></ValDt>' }),
      ntry({ date: '<ValDt><Dt>2026-05-06</Dt></ValDt>' }),
    ]
    expect((await readCamt(camt(stmt(entries.join(''))))).rows.map((row) => row.date)).toEqual(['2026-05-31', '2026-05-06'])
  })

  it('keeps an entry it cannot read, with its problem', async () => {
    const entries = [
      ntry({ date: '' }),
      ntry({ date: '<BookgDt><Dt>2026-02-30</Dt></BookgDt>' }),
      ntry({ amount: '' }),
      ntry({ amount: '-10.00' }),
      ntry({ amount: '10,00' }),
      ntry({ amount: '10.005' }),
      ntry({ indicator: 'XXXX' }),
    ]
    const { rows } = await readCamt(camt(stmt(entries.join(''))))
    expect(rows.map((row) => [row.problem, row.date, row.amount])).toEqual([
      [{ code: 'noDate', field: 'date' }, undefined, -1000],
      [{ code: 'badDate', field: 'date', value: '2026-02-30' }, undefined, -1000],
      [{ code: 'noAmount', field: 'amount' }, '2026-05-04', undefined],
      [{ code: 'badAmount', field: 'amount', value: '-10.00' }, '2026-05-04', undefined],
      [{ code: 'badAmount', field: 'amount', value: '10,00' }, '2026-05-04', undefined],
      [{ code: 'badAmount', field: 'amount', value: '10.005' }, '2026-05-04', undefined],
      [{ code: 'badDirection', field: 'direction', value: 'XXXX' }, '2026-05-04', undefined],
    ])
  })

  it('names an entry by its NtryRef with its booking date when it has no AcctSvcrRef (banks number entries per statement), and by nothing when it has neither', async () => {
    const entries = [ntry({ ref: '' }).replace('<Ntry>', '<Ntry><NtryRef>7</NtryRef>'), ntry({ ref: '' })]
    const { rows } = await readCamt(camt(stmt(entries.join(''))))
    expect(rows[0]?.bankId).toBe('2026-05-04/7')
    expect(rows[1]).not.toHaveProperty('bankId')
  })
})

describe('readCamt: statements and files', () => {
  it('gives a debit balance as negative, and the previous closing (PRCD) as the opening when there is no OPBD', async () => {
    const { balances } = await readCamt(
      camt(
        stmt(
          bal('PRCD', '25.00', 'DBIT', '2026-04-30') +
            bal('CLBD', '15.00', 'DBIT', '2026-05-31') +
            ntry({ amount: '10.00', indicator: 'CRDT' }),
        ),
      ),
    )
    expect(balances).toEqual({ opening: { amount: -2500, date: '2026-04-30' }, closing: { amount: -1500, date: '2026-05-31' } })
  })

  it('reads all statements of a file: the opening of the first and the closing of the last, for one account', async () => {
    const first = stmt(
      bal('OPBD', '100.00', 'CRDT', '2026-05-01') +
        bal('CLBD', '90.00', 'CRDT', '2026-05-01') +
        ntry({ ref: '<AcctSvcrRef>a</AcctSvcrRef>' }),
    )
    const second = stmt(
      bal('OPBD', '90.00', 'CRDT', '2026-05-02') +
        bal('CLBD', '80.00', 'CRDT', '2026-05-02') +
        ntry({ ref: '<AcctSvcrRef>b</AcctSvcrRef>' }),
    )
    const content = await readCamt(camt(first, second))
    expect(content.rows.map((row) => [row.line, row.bankId])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ])
    expect(content.balances).toEqual({ opening: { amount: 10000, date: '2026-05-01' }, closing: { amount: 8000, date: '2026-05-02' } })
  })

  it('gives no balances for statements of two accounts, the first account, and every currency stated', async () => {
    const content = await readCamt(
      camt(stmt(bal('CLBD', '1.00', 'CRDT', '2026-05-31')), stmt(ntry(), { iban: 'DE00999988887777666655', currency: 'CHF' })),
    )
    expect(content.accountId).toBe('DE00111122223333444455')
    expect(content.currencies).toEqual(['EUR', 'CHF'])
    expect(content.balances).toBeUndefined()
  })

  it('reads an account without IBAN (Othr/Id), a currency from the amounts, and prefixed elements', async () => {
    const text = `<?xml version="1.0"?><c:Document xmlns:c="urn:iso:std:iso:20022:tech:xsd:camt.053.001.13"><c:BkToCstmrStmt><c:Stmt><c:Acct><c:Id><c:Othr><c:Id>0123-456</c:Id></c:Othr></c:Id></c:Acct><c:Ntry><c:Amt Ccy="CHF">5.00</c:Amt><c:CdtDbtInd>CRDT</c:CdtDbtInd><c:Sts><c:Cd>BOOK</c:Cd></c:Sts><c:BookgDt><c:Dt>2026-05-04</c:Dt></c:BookgDt><c:AddtlNtryInf>Zins</c:AddtlNtryInf></c:Ntry></c:Stmt></c:BkToCstmrStmt></c:Document>`
    const content = await readCamt(text)
    expect(content).toEqual({
      rows: [{ line: 1, date: '2026-05-04', amount: 500, description: 'Zins' }],
      currencies: ['CHF'],
      accountId: '0123-456',
    })
  })

  it('refuses XML that does not parse as truncated, and XML without a statement as unknown', async () => {
    expect((await readCamt('<Document><BkToCstmrStmt><Stmt></BkToCstmrStmt></Document>')).problem).toEqual({ code: 'truncated' })
    expect((await readCamt(`<Document xmlns="${NS}"><BkToCstmrAcctRpt/></Document>`)).problem).toEqual({ code: 'unknown' })
  })
})
