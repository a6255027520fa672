// @vitest-environment jsdom
// CAMT.053 files in the shapes banks send beyond one plain statement: two accounts in one file,
// a statement inside a business message envelope, parties the bank does not name, a file that
// declares entities, and a statement too long to parse in one go.
import { readCamt } from '../../../src/core/import/formats/camt'
import { entryRows, isBooked } from '../../../src/core/import/formats/camtEntry'
import { readBankStatement } from '../../../src/core/import/readBankStatement'
import type { StatementRow } from '../../../src/core/import/types'
import { largeCamt } from './camtLarge'
import { fixtureFile, fixtureText } from './statementFixtures'

describe('readCamt: a file of two accounts (camt053-two-accounts.xml)', () => {
  it('gives each account as a statement with its rows and balances, and each row the statement it is of', async () => {
    const content = await readCamt(fixtureText('camt053-two-accounts.xml'), { currency: 'EUR' })
    expect(content.problem).toBeUndefined()
    expect(content.statements).toEqual([
      {
        kind: 'bank',
        accountId: 'DE00700900000004417001',
        currency: 'EUR',
        rows: 2,
        balances: { opening: { amount: 312000, date: '2026-05-31' }, closing: { amount: 366530, date: '2026-06-30' } },
      },
      {
        kind: 'bank',
        accountId: 'DE00700900000004417028',
        currency: 'EUR',
        rows: 2,
        balances: { opening: { amount: 1000000, date: '2026-05-31' }, closing: { amount: 1031245, date: '2026-06-30' } },
      },
    ])
    expect(content.rows.map(({ statement, date, amount, description }) => [statement, date, amount, description])).toEqual([
      [0, '2026-06-03', 84530, 'Hotel Feldblick · Rechnung 2026-0611 Torten'],
      [0, '2026-06-15', -30000, 'Konditorei Apfelgarten · Umbuchung Rücklage'],
      [1, '2026-06-15', 30000, 'Konditorei Apfelgarten · Umbuchung Rücklage'],
      [1, '2026-06-30', 1245, 'Zinsgutschrift Juni'],
    ])
    // Each statement's balances add up with its own rows.
    for (const [index, { balances }] of content.statements!.entries()) {
      const moved = content.rows.filter((row) => row.statement === index).reduce((sum, row) => sum + row.amount!, 0)
      expect(balances!.opening!.amount + moved).toBe(balances!.closing!.amount)
    }
  })
})

describe('readCamt: a statement in a business message envelope', () => {
  const expectedRows = [
    { date: '2026-06-09', amount: 68900, description: 'Kurierdienst Blitzrad AG · Service 12 Lastenvelos' },
    { date: '2026-06-22', amount: -11895, description: 'Reifenhandel Bergli · Schläuche 28 Zoll' },
  ]

  it('reads the Document under BizMsgEnvlp, after its AppHdr (camt053-envelope.xml), from the file a user chooses, and not once cut off', async () => {
    const reading = await readBankStatement(fixtureFile('camt053-envelope.xml'), { currency: 'CHF' })
    expect(reading).toMatchObject({
      format: 'camt053',
      currency: 'CHF',
      accountId: 'CH0000000000000088213',
      balances: { opening: { amount: 250000, date: '2026-06-01' }, closing: { amount: 307005, date: '2026-06-30' } },
    })
    expect(reading.problem).toBeUndefined()
    expect(reading.rows).toEqual(expectedRows.map((row, index) => expect.objectContaining({ line: index + 1, ...row })))
    // The envelope is part of the file: cut off after its Document, the file is cut off.
    const text = fixtureText('camt053-envelope.xml')
    expect((await readCamt(text.slice(0, text.indexOf('</BizMsgEnvlp>')), { currency: 'CHF' })).problem).toEqual({ code: 'truncated' })
  })

  it('reads it whatever the envelope’s and the document’s namespaces and prefixes', async () => {
    const text = fixtureText('camt053-envelope.xml')
      .replace(
        '<BizMsgEnvlp xmlns="urn:iso:std:iso:20022:tech:xsd:nvlp.001.001.01">',
        '<env:BizMsgEnvlp xmlns:env="urn:swift:xsd:envelope" xmlns:doc="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">',
      )
      .replace('</BizMsgEnvlp>', '</env:BizMsgEnvlp>')
      .replace(/<Document [^>]*>[\s\S]*<\/Document>/, (document) =>
        document.replace(/ xmlns="[^"]*"/, '').replace(/<(\/?)([A-Za-z]+)/g, '<$1doc:$2'),
      )
    const content = await readCamt(text, { currency: 'CHF' })
    expect(content.rows).toEqual(expectedRows.map((row) => expect.objectContaining(row)))
  })
})

describe('readCamt: a party the bank does not name (camt053-notprovided.xml)', () => {
  it('describes the entry by its AddtlNtryInf and keeps the remittance text, for NOTPROVIDED, NOT PROVIDED and NONREF', async () => {
    const { rows } = await readCamt(fixtureText('camt053-notprovided.xml'), { currency: 'EUR' })
    expect(rows.map(({ date, amount, description }) => [date, amount, description])).toEqual([
      ['2026-06-03', -4280, 'KARTENZAHLUNG · Tankstelle Am Feldrain//Obertal 2026-06-02T17:41 Debitk.1 2029-12'],
      ['2026-06-12', 23600, 'Gärtnerei Sonnenhang · Gutschrift Retoure Tonschalen'],
      ['2026-06-30', -1490, 'ENTGELTABSCHLUSS · Abrechnung 30.06.2026'],
      ['2026-06-30', 254, 'ABSCHLUSS ZINSEN'],
    ])
  })
})

describe('readCamt: unsafe XML', () => {
  it('refuses a file that declares entities as unsafe, without expanding them', async () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE Document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>`
    const text =
      bomb +
      fixtureText('camt053-envelope.xml')
        .replace(/^<\?xml[^>]*>/, '')
        .replace('Schläuche 28 Zoll', '&b;')
    expect(await readCamt(text, { currency: 'CHF' })).toEqual({ rows: [], problem: { code: 'unsafe' }, currencies: [] })
  })
})

describe('readCamt: a long statement, parsed in slices', () => {
  /** The rows as the whole document parsed at once gives them: every booked entry of every statement, in order. */
  function rowsOfWholeDocument(text: string): StatementRow[] {
    const document = new DOMParser().parseFromString(text, 'application/xml')
    const rows: StatementRow[] = []
    const statements = [...document.getElementsByTagNameNS('*', 'Stmt')]
    for (const [index, statement] of statements.entries()) {
      for (const entry of [...statement.children].filter((child) => child.localName === 'Ntry' && isBooked(child))) {
        rows.push(...entryRows(entry, rows.length + 1, 2).map((row) => (statements.length > 1 ? { ...row, statement: index } : row)))
      }
    }
    return rows
  }

  /** The longest text given to DOMParser while `read` runs. */
  async function longestParse<T>(read: () => Promise<T>): Promise<{ result: T; longest: number }> {
    const original = DOMParser.prototype.parseFromString
    let longest = 0
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
      this: DOMParser,
      source: string,
      type: DOMParserSupportedType,
    ) {
      longest = Math.max(longest, source.length)
      return original.call(this, source, type)
    })
    try {
      return { result: await read(), longest }
    } finally {
      parse.mockRestore()
    }
  }

  // Each shape and the malformed files are tests of their own: together they reached the time limit on a machine shared with another run.
  it.each([
    { entries: 700, oddities: true },
    { entries: 600, accounts: 2 as const, prefix: 'c', oddities: true },
  ])(
    'reads the same rows as the whole document parsed at once, never parsing more than a few dozen entries together ($entries entries)',
    async (shape) => {
      const text = largeCamt(shape)
      const { result: content, longest } = await longestParse(() => readCamt(text, { currency: 'EUR' }))
      expect(content.problem).toBeUndefined()
      expect(content.rows).toEqual(rowsOfWholeDocument(text))
      expect(content.rows.length).toBeGreaterThan(shape.entries * 0.9)
      expect(longest).toBeLessThan(text.length / 8)
    },
  )

  it('names a long file truncated, slices or not, when it is malformed anywhere or cut off', async () => {
    const text = largeCamt({ entries: 600 })
    const middle = text.indexOf('<Ntry>', text.length / 2)
    for (const broken of [
      text.slice(0, middle + 300),
      text.slice(0, middle) + text.slice(middle).replace('</Amt>', '</Amount>'),
      text.slice(0, middle) + text.slice(middle).replace('<Ustrd>', '<Ustrd>Kaffee & Kuchen '),
      text.replace('<MsgId>BAM-LARGE</MsgId>', '<MsgId>BAM-LARGE</MsgID>'),
      text.replace('</Document>', '</Document><Document/>'),
    ]) {
      expect(await readCamt(broken, { currency: 'EUR' })).toEqual({ rows: [], problem: { code: 'truncated' }, currencies: [] })
    }
  })
})
