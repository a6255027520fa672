// @vitest-environment jsdom
// readBankStatement from a File, as a user would choose it: files that are no statement resolve
// with their problem and no rows, a statement in another currency is refused, each format goes to
// its reader, abort rejects with the signal's reason, and nothing else ever rejects.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readBankStatement } from '../../../src/core/import'
// The readers load on demand; here they load with the file, so that the first test to reach each
// does not spend its time limit on the module's first transform, which a loaded machine makes long.
import '../../../src/core/import/formats/camt'
import '../../../src/core/import/csv'
import '../../../src/core/import/formats/ofx'
import { fixtureFile } from './statementFixtures'

const file = (parts: Array<string | number[]>, name: string) =>
  new File(
    parts.map((part) => (typeof part === 'string' ? part : new Uint8Array(part))),
    name,
  )

describe('readBankStatement refuses what is no statement, with no rows', () => {
  it.each([
    ['statement.pdf', 'csv', 'pdf'],
    ['photo.png', 'csv', 'image'],
    ['empty.csv', 'csv', 'empty'],
  ])('%s → %s', async (name, format, code) => {
    expect(await readBankStatement(fixtureFile(name))).toEqual({
      format,
      fileName: name,
      encoding: 'utf-8',
      encodingGiven: false,
      rows: [],
      problem: { code },
    })
  })

  it('a workbook (xlsx, xls) is a spreadsheet; an empty file named .ofx is an empty OFX', async () => {
    expect((await readBankStatement(file([[0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]], 'May.xlsx'))).problem).toEqual({ code: 'spreadsheet' })
    expect((await readBankStatement(file([[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]], 'May.xls'))).problem).toEqual({
      code: 'spreadsheet',
    })
    expect(await readBankStatement(file([], 'May.ofx'), { encoding: 'windows-1252' })).toEqual({
      format: 'ofx',
      fileName: 'May.ofx',
      encoding: 'windows-1252',
      encodingGiven: true,
      rows: [],
      problem: { code: 'empty' },
    })
  })

  it('a cut-off OFX is truncated, an OFX without transactions has no rows', async () => {
    expect(await readBankStatement(fixtureFile('truncated.ofx'))).toMatchObject({ format: 'ofx', rows: [], problem: { code: 'truncated' } })
    const none =
      'OFXHEADER:100\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>USD<BANKTRANLIST></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>'
    expect(await readBankStatement(file([none], 'none.ofx'))).toMatchObject({
      format: 'ofx',
      rows: [],
      problem: { code: 'noRows' },
      currency: 'USD',
    })
  })

  it('resolves, never rejects, for bytes of any kind', async () => {
    const samples = [
      [0x00, 0x01, 0xff],
      [0x3c],
      [0xef, 0xbb, 0xbf, 0x3c, 0x3f],
      Array.from('<?xml version="1.0"?><Document><BkToCstmrStmt><Stmt>', (char) => char.charCodeAt(0)),
    ]
    for (const bytes of samples) {
      const reading = await readBankStatement(file([bytes], 'x'))
      expect(reading.rows).toEqual([])
      expect(reading.problem).toBeDefined()
    }
  })
})

describe('readBankStatement reads each format', () => {
  it('OFX 1.02: the reader, the Windows-1252 text, the currency, the account and the balance', async () => {
    const reading = await readBankStatement(fixtureFile('ofx-102.ofx'))
    expect(reading).toMatchObject({
      format: 'ofx',
      fileName: 'ofx-102.ofx',
      encoding: 'windows-1252',
      encodingGiven: false,
      currency: 'USD',
      accountId: '000123456789',
      balances: { closing: { amount: 841237, date: '2026-05-31' } },
    })
    expect(reading.problem).toBeUndefined()
    expect(reading.rows).toHaveLength(14)
    expect(reading.rows[2]).toEqual({
      line: 3,
      date: '2026-05-03',
      amount: -3620,
      description: 'Café Noir Roasters · Coffee beans',
      bankId: '202605030003',
    })
  })

  it("reads with the user's encoding when one is given", async () => {
    const reading = await readBankStatement(fixtureFile('ofx-102.ofx'), { encoding: 'utf-8' })
    expect(reading).toMatchObject({ encoding: 'utf-8', encodingGiven: true })
    expect(reading.rows[2]?.description).toBe('Caf\ufffd Noir Roasters · Coffee beans')
  })

  it('QFX and OFX 2.2', async () => {
    expect(await readBankStatement(fixtureFile('quicken.qfx'))).toMatchObject({
      format: 'qfx',
      encoding: 'windows-1252',
      currency: 'USD',
      rows: expect.arrayContaining([expect.objectContaining({ amount: 50000, description: 'PAYMENT - THANK YOU' })]),
    })
    const ofx22 = await readBankStatement(fixtureFile('ofx-22.ofx'))
    expect(ofx22).toMatchObject({ format: 'ofx', encoding: 'utf-8' })
    expect(ofx22.rows).toHaveLength(11)
  })

  it('CAMT.053 in the books’ currency (given in any case): rows and both balances', async () => {
    const reading = await readBankStatement(fixtureFile('camt053-batch.xml'), { currency: 'eur' })
    expect(reading).toMatchObject({
      format: 'camt053',
      encoding: 'utf-8',
      currency: 'EUR',
      accountId: 'DE00123456789012345678',
      balances: { opening: { amount: 543210 }, closing: { amount: 588978 } },
    })
    expect(reading.problem).toBeUndefined()
    expect(reading.rows).toHaveLength(12)
  })

  it('refuses a file in another currency than the books (USD when not given), naming the file’s, with no rows or balances', async () => {
    const reading = await readBankStatement(fixtureFile('camt053-batch.xml'))
    expect(reading).toEqual({
      format: 'camt053',
      fileName: 'camt053-batch.xml',
      encoding: 'utf-8',
      encodingGiven: false,
      rows: [],
      problem: { code: 'currency', detail: 'EUR' },
      currency: 'EUR',
      accountId: 'DE00123456789012345678',
    })
    expect((await readBankStatement(fixtureFile('ofx-102.ofx'), { currency: 'CAD' })).problem).toEqual({ code: 'currency', detail: 'USD' })
  })

  it('refuses the rows of a statement in another currency than the books’, and reads the other statement', async () => {
    const statement = (ccy: string) =>
      `<Stmt><Acct><Id><IBAN>DE00111122223333444455</IBAN></Id><Ccy>${ccy}</Ccy></Acct><Ntry><Amt Ccy="${ccy}">1.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts>BOOK</Sts><BookgDt><Dt>2026-05-04</Dt></BookgDt></Ntry></Stmt>`
    const text = `<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt>${statement('EUR')}${statement('CHF')}</BkToCstmrStmt></Document>`
    const reading = await readBankStatement(file([text], 'two.xml'), { currency: 'EUR' })
    expect(reading.problem).toBeUndefined()
    expect(reading.rows.map(({ amount, problem }) => [amount, problem])).toEqual([
      [100, undefined],
      [100, { code: 'currency', field: 'currency', value: 'CHF' }],
    ])
  })

  it('a CSV goes to the CSV reader', async () => {
    const reading = await readBankStatement(
      file(['Date,Description,Amount\n2026-05-01,Flour & Grain,-12.50\n2026-05-02,Card sales,240.00\n'], 'may.csv'),
    )
    expect(reading).toMatchObject({ format: 'csv', fileName: 'may.csv', encoding: 'utf-8', encodingGiven: false })
    expect(reading.problem).toBeUndefined()
    expect(reading.rows.map(({ date, amount, description }) => [date, amount, description])).toEqual([
      ['2026-05-01', -1250, 'Flour & Grain'],
      ['2026-05-02', 24000, 'Card sales'],
    ])
    expect(reading.csv?.settings.columns).toMatchObject({ date: 0, description: 1, amount: 2 })
  })
})

describe('readBankStatement bounds what a file can make it do', () => {
  const csvHead = 'Date,Description,Amount\n2026-05-01,Flour & Grain,-12.50\n2026-05-02,Card sales,240.00\n'

  it('refuses a CSV line far longer than a transaction as tooLong, naming its line, before parsing it', async () => {
    const reading = await readBankStatement(file([`${csvHead}2026-05-03,${'x'.repeat(70_000)},-1.00\n2026-05-04,Eggs,-3.00\n`], 'may.csv'))
    expect(reading).toEqual({
      format: 'csv',
      fileName: 'may.csv',
      encoding: 'utf-8',
      encodingGiven: false,
      rows: [],
      problem: { code: 'tooLong', detail: '4' },
    })
  })

  it('refuses a quoted field that never closes as tooLong, naming the line it opens on', async () => {
    const lines = Array.from({ length: 40_000 }, (_, index) => `2026-05-03,Card sale ${index},1.00`).join('\r\n')
    const reading = await readBankStatement(file([`${csvHead}2026-05-03,"Unclosed,-1.00\r\n${lines}\r\n`], 'may.csv'))
    expect(reading.problem).toEqual({ code: 'tooLong', detail: '4' })
  })

  it('resolves for a file of very many two-character lines (more in one chunk than a call may take as arguments)', async () => {
    const reading = await readBankStatement(file(['1\n'.repeat(140_000)], 'lines.csv'))
    expect(reading.rows).toEqual([])
    expect(reading.problem).toEqual({ code: 'noColumns' })
  })

  it('resolves with unknown, never rejects, when a reader fails unexpectedly; an abort still rejects with its reason', async () => {
    vi.resetModules()
    vi.doMock('../../../src/core/import/csv', () => ({ readCsv: () => Promise.reject(new TypeError('a reader’s own fault')) }))
    try {
      const { readBankStatement: readWithFault } = await import('../../../src/core/import')
      expect(await readWithFault(file([csvHead], 'may.csv'), { encoding: 'utf-8' })).toEqual({
        format: 'csv',
        fileName: 'may.csv',
        encoding: 'utf-8',
        encodingGiven: true,
        rows: [],
        problem: { code: 'unknown' },
      })
      const controller = new AbortController()
      const reading = readWithFault(file([csvHead], 'may.csv'), { signal: controller.signal })
      controller.abort('replaced by another file')
      await expect(reading).rejects.toBe('replaced by another file')
    } finally {
      vi.doUnmock('../../../src/core/import/csv')
      vi.resetModules()
    }
  })
})

describe('readBankStatement and abort', () => {
  it('rejects with the reason of a signal aborted before it starts', async () => {
    const reason = new Error('closed')
    await expect(readBankStatement(fixtureFile('ofx-102.ofx'), { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
  })

  it('rejects with the reason when the signal aborts while the bytes are read', async () => {
    const controller = new AbortController()
    let deliver: ((buffer: ArrayBuffer) => void) | undefined
    const slowFile = Object.assign(new Blob([]), {
      name: 'slow.ofx',
      arrayBuffer: () => new Promise<ArrayBuffer>((resolve) => (deliver = resolve)),
    })
    const reading = readBankStatement(slowFile, { signal: controller.signal })
    // The bytes are asked for once the reader's module is loaded.
    await vi.waitFor(() => expect(deliver).toBeDefined())
    controller.abort('replaced by another file')
    deliver!(new TextEncoder().encode('OFXHEADER:100\n\n<OFX></OFX>').buffer as ArrayBuffer)
    await expect(reading).rejects.toBe('replaced by another file')
  })
})

describe('readBankStatement is a light entry', () => {
  it('loads the readers only when a file is read: the stub imports nothing but types', () => {
    const source = readFileSync(
      path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../src/core/import/readBankStatement.ts'),
      'utf8',
    )
    const staticImports = [...source.matchAll(/^import\s+(type\s+)?[^'"]*from\s+['"]([^'"]+)['"]/gm)].map((match) => ({
      typeOnly: Boolean(match[1]),
      from: match[2],
    }))
    expect(staticImports).toEqual([{ typeOnly: true, from: './types' }])
    expect(source).toContain("await import('./read')")
  })
})
