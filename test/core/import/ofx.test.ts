// OFX 1.x (SGML), OFX 2.x (XML) and QFX read record by record from the fixtures: dates as written,
// amounts signed as the account sees them in integer cents, names and memos, FITIDs, the ledger
// balance; a file cut off is refused whole, a transaction that cannot be read is kept with its problem.
import { decodeStatement } from '../../../src/core/import/decode'
import { ofxDate, readOfx } from '../../../src/core/import/formats/ofx'
import { decodeEntities, parseOfxMarkup } from '../../../src/core/import/formats/ofxMarkup'
import { sniffStatement } from '../../../src/core/import/sniff'
import { fixtureBytes } from './statementFixtures'

const textOf = (name: string) => decodeStatement(fixtureBytes(name)).text

/** A minimal OFX 1.02 file around some `<STMTTRN>`s. */
const sgml = (transactions: string, { currency = 'USD', close = true } = {}) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>${currency}<BANKACCTFROM><ACCTID>42</BANKACCTFROM><BANKTRANLIST>\n${transactions}\n</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>${close ? '</OFX>' : ''}`

describe('readOfx: OFX 1.02 SGML (ofx-102.ofx)', () => {
  it('reads every transaction with its date, signed cents, description and FITID', async () => {
    const content = await readOfx(textOf('ofx-102.ofx'))
    expect(content.problem).toBeUndefined()
    expect(content.rows).toEqual([
      { line: 1, date: '2026-05-01', amount: -48215, description: 'Flour & Grain Supply Co. · Invoice 5531', bankId: '202605010001' },
      { line: 2, date: '2026-05-02', amount: 124060, description: 'Square Deposit · Card sales 05/01', bankId: '202605020002' },
      { line: 3, date: '2026-05-03', amount: -3620, description: 'Café Noir Roasters · Coffee beans', bankId: '202605030003' },
      { line: 4, date: '2026-05-05', amount: -90000, description: 'Elm Street Properties · May rent', bankId: '202605050004' },
      { line: 5, date: '2026-05-07', amount: -6499, description: 'Brightline Electric · Autopay', bankId: '202605070005' },
      { line: 6, date: '2026-05-08', amount: 31200, description: 'Maple Court Cafe · Wholesale order 118', bankId: '202605080006' },
      { line: 7, date: '2026-05-11', amount: -1875, description: 'Harbor Street Bank · Monthly service fee', bankId: '202605110007' },
      { line: 8, date: '2026-05-12', amount: 110535, description: 'Square Deposit · Card sales 05/11', bankId: '202605120008' },
      { line: 9, date: '2026-05-14', amount: -25000, description: 'Sunrise Dairy · Butter & cream', bankId: '202605140009' },
      { line: 10, date: '2026-05-18', amount: -12940, description: 'Packwell Boxes', bankId: '202605180010' },
      { line: 11, date: '2026-05-20', amount: 7500, description: 'Transfer from savings', bankId: '202605200011' },
      { line: 12, date: '2026-05-25', amount: -4210, description: 'City Water Dept · Utility', bankId: '202605250012' },
      { line: 13, date: '2026-05-28', amount: -6000, description: 'ATM withdrawal 14th Ave', bankId: '202605280013' },
      { line: 14, date: '2026-05-29', amount: 98025, description: 'Square Deposit · Card sales 05/28', bankId: '202605290014' },
    ])
  })

  it('states the currency, the account and the ledger balance as the closing one, and no opening', async () => {
    const { currencies, accountId, balances } = await readOfx(textOf('ofx-102.ofx'))
    expect(currencies).toEqual(['USD'])
    expect(accountId).toBe('000123456789')
    expect(balances).toEqual({ closing: { amount: 841237, date: '2026-05-31' } })
  })
})

describe('readOfx: OFX 2.2 XML (ofx-22.ofx)', () => {
  it('reads every transaction with NAME and MEMO, a `+` sign and one decimal', async () => {
    const content = await readOfx(textOf('ofx-22.ofx'))
    expect(content.problem).toBeUndefined()
    expect(content.rows).toEqual([
      { line: 1, date: '2026-06-01', amount: 131040, description: 'Square Deposit · Card sales 05/31', bankId: 'MRSB-26060101' },
      { line: 2, date: '2026-06-02', amount: -52380, description: 'Flour & Grain Supply Co. · Invoice 5602', bankId: 'MRSB-26060202' },
      { line: 3, date: '2026-06-03', amount: -750, description: 'Parking Meter 22 · Delivery van parking', bankId: 'MRSB-26060303' },
      { line: 4, date: '2026-06-05', amount: 45000, description: 'Maple Court Cafe · Wholesale order 131', bankId: 'MRSB-26060504' },
      { line: 5, date: '2026-06-08', amount: -8816, description: 'Brightline Electric · Autopay June', bankId: 'MRSB-26060805' },
      { line: 6, date: '2026-06-10', amount: -120000, description: 'Elm Street Properties · June rent', bankId: 'MRSB-26061006' },
      { line: 7, date: '2026-06-12', amount: 9600, description: 'Crème Brûlée Catering · Pastry tray order', bankId: 'MRSB-26061207' },
      { line: 8, date: '2026-06-15', amount: -31025, description: 'Sunrise Dairy', bankId: 'MRSB-26061508' },
      { line: 9, date: '2026-06-19', amount: -5400, description: 'Packwell Boxes · Cake boxes 500', bankId: 'MRSB-26061909' },
      { line: 10, date: '2026-06-22', amount: 142290, description: 'Square Deposit · Card sales 06/21', bankId: 'MRSB-26062210' },
      { line: 11, date: '2026-06-26', amount: -2500, description: 'Maple Ridge Savings Bank · Wire fee', bankId: 'MRSB-26062611' },
    ])
  })

  it('states the currency, the account and the closing balance', async () => {
    const { currencies, accountId, balances } = await readOfx(textOf('ofx-22.ofx'))
    expect({ currencies, accountId, balances }).toEqual({
      currencies: ['USD'],
      accountId: '5550001234',
      balances: { closing: { amount: 624018, date: '2026-06-30' } },
    })
  })

  it('refuses XML closed out of order as truncated, while an SGML file may leave leaves open', async () => {
    const broken = textOf('ofx-22.ofx').replace('</STMTTRN>', '</BANKTRANLIST>')
    expect(await readOfx(broken)).toEqual({ rows: [], problem: { code: 'truncated' }, currencies: [] })
  })
})

describe('readOfx: namespaced OFX 2 (ofx-22-namespaced.ofx)', () => {
  it('reads `<ofx:OFX xmlns:ofx=…>` with every element prefixed like plain OFX 2, its kind told from its content', async () => {
    expect(sniffStatement(fixtureBytes('ofx-22-namespaced.ofx'), 'download.xml')).toEqual({ format: 'ofx' })
    const { rows, accountId, balances, currencies } = await readOfx(textOf('ofx-22-namespaced.ofx'))
    expect(rows).toEqual([
      { line: 1, date: '2026-06-02', amount: 84215, description: 'Card sales deposit', bankId: 'SPK-260602-01' },
      {
        line: 2,
        date: '2026-06-05',
        amount: -31840,
        description: 'Chainline Parts Wholesale · Invoice 2217 & tubes',
        bankId: 'SPK-260605-01',
      },
      { line: 3, date: '2026-06-15', amount: -145000, description: 'Riverside Property Mgmt · Shop rent June', bankId: 'SPK-260615-01' },
    ])
    expect({ accountId, balances, currencies }).toEqual({
      accountId: '7770004321',
      balances: { closing: { amount: 407375, date: '2026-06-30' } },
      currencies: ['USD'],
    })
  })
})

describe('readOfx: QFX credit card (quicken.qfx)', () => {
  it('reads charges negative and the payment and the return positive, as OFX writes them', async () => {
    const content = await readOfx(textOf('quicken.qfx'))
    expect(content.rows.map(({ date, amount, description, bankId }) => [date, amount, description, bankId])).toEqual([
      ['2026-05-02', -4518, 'OFFICE BASICS #211', 'NWCS2605020001'],
      ['2026-05-04', -12999, 'KITCHENPRO SUPPLY · ONLINE ORDER 77812', 'NWCS2605040002'],
      ['2026-05-07', -1240, 'SQ *BLUE MOON COFFEE', 'NWCS2605070003'],
      ['2026-05-09', 2999, 'KITCHENPRO SUPPLY · RETURN', 'NWCS2605090004'],
      ['2026-05-13', -6400, 'FRESHPRINT LABELS', 'NWCS2605130005'],
      ['2026-05-16', -21075, 'VALLEY RESTAURANT DEPOT', 'NWCS2605160006'],
      ['2026-05-20', -999, 'CLOUDBOOK POS SUBSCR · MONTHLY', 'NWCS2605200007'],
      ['2026-05-25', 50000, 'PAYMENT - THANK YOU', 'NWCS2605250008'],
      ['2026-05-28', -3860, 'GAS N GO 4471', 'NWCS2605280009'],
      ['2026-06-01', -1725, 'SQ *BLUE MOON COFFEE', 'NWCS2606010010'],
    ])
    expect(content.rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(content.rows.every((row) => row.problem === undefined)).toBe(true)
  })

  it("states the card's masked number, the currency and a negative ledger balance (money owed)", async () => {
    const { currencies, accountId, balances } = await readOfx(textOf('quicken.qfx'))
    expect({ currencies, accountId, balances }).toEqual({
      currencies: ['USD'],
      accountId: 'XXXXXXXXXXXX4821',
      balances: { closing: { amount: -19817, date: '2026-06-01' } },
    })
  })
})

describe('readOfx: files that are not whole', () => {
  it('refuses a file cut off mid-transaction (truncated.ofx) with no rows', async () => {
    expect(await readOfx(textOf('truncated.ofx'))).toEqual({ rows: [], problem: { code: 'truncated' }, currencies: [] })
  })

  it('refuses a file that closes its transaction list but not </OFX>, or stops inside a tag', async () => {
    const transaction = '<STMTTRN><DTPOSTED>20260501<TRNAMT>-1.00<FITID>1<NAME>A</STMTTRN>'
    expect((await readOfx(sgml(transaction, { close: false }))).problem).toEqual({ code: 'truncated' })
    expect((await readOfx(sgml(transaction).slice(0, -3))).problem).toEqual({ code: 'truncated' })
    expect((await readOfx(sgml(transaction))).problem).toBeUndefined()
  })

  it('refuses text with no OFX element at all', async () => {
    expect((await readOfx('OFXHEADER:100\n\nnothing here')).problem).toEqual({ code: 'truncated' })
  })
})

describe('readOfx: a transaction it cannot read is kept, with its problem', () => {
  it.each([
    ['<TRNAMT>-1.00<FITID>a<NAME>No date', { code: 'noDate', field: 'date' }, { amount: -100 }],
    ['<DTPOSTED>20260231<TRNAMT>-1.00<FITID>a<NAME>No such day', { code: 'badDate', field: 'date', value: '20260231' }, { amount: -100 }],
    ['<DTPOSTED>05/01/2026<TRNAMT>-1.00<FITID>a<NAME>US date', { code: 'badDate', field: 'date', value: '05/01/2026' }, { amount: -100 }],
    ['<DTPOSTED>20260501<FITID>a<NAME>No amount', { code: 'noAmount', field: 'amount' }, { date: '2026-05-01' }],
    [
      '<DTPOSTED>20260501<TRNAMT>-1.005<FITID>a<NAME>Three decimals',
      { code: 'badAmount', field: 'amount', value: '-1.005' },
      { date: '2026-05-01' },
    ],
    [
      '<DTPOSTED>20260501<TRNAMT>twelve<FITID>a<NAME>Words',
      { code: 'badAmount', field: 'amount', value: 'twelve' },
      { date: '2026-05-01' },
    ],
  ])('%s', async (fields, problem, readable) => {
    const good = '<STMTTRN><DTPOSTED>20260430<TRNAMT>5.00<FITID>z<NAME>Fine</STMTTRN>'
    const { rows, problem: fileProblem } = await readOfx(sgml(`${good}<STMTTRN>${fields}</STMTTRN>`))
    expect(fileProblem).toBeUndefined()
    expect(rows[0]).toEqual({ line: 1, date: '2026-04-30', amount: 500, description: 'Fine', bankId: 'z' })
    expect(rows[1]).toMatchObject({ line: 2, problem, ...readable })
    expect(rows[1]).not.toHaveProperty(problem.field === 'date' ? 'date' : 'amount')
  })
})

describe('readOfx: how banks write OFX', () => {
  it('reads a comma as the decimal mark when the file writes its amounts so', async () => {
    const transactions = ['-12,50', '1240,00', '-7,5']
      .map((amount, index) => `<STMTTRN><DTPOSTED>2026050${index + 1}<TRNAMT>${amount}<FITID>${index}<NAME>N${index}</STMTTRN>`)
      .join('\n')
    expect((await readOfx(sgml(transactions, { currency: 'EUR' }))).rows.map((row) => row.amount)).toEqual([-1250, 124000, -750])
  })

  it('takes the amount digits from the currency the file states (JPY has none)', async () => {
    const { rows } = await readOfx(sgml('<STMTTRN><DTPOSTED>20260501<TRNAMT>-1500<FITID>1<NAME>Yen</STMTTRN>', { currency: 'JPY' }))
    expect(rows[0]?.amount).toBe(-1500)
  })

  it('names the payee from PAYEE/NAME, keeps a memo said once, and reads DTUSER when DTPOSTED is missing', async () => {
    const text = sgml(
      [
        '<STMTTRN><DTPOSTED>20260501<TRNAMT>-3.00<FITID>1<PAYEE><NAME>Corner Market<ADDR1>1 Main St</PAYEE><MEMO>Groceries</STMTTRN>',
        '<STMTTRN><DTUSER>20260502<TRNAMT>-4.00<FITID>2<NAME>SUNRISE DAIRY<MEMO>Sunrise Dairy</STMTTRN>',
      ].join('\n'),
    )
    expect((await readOfx(text)).rows).toEqual([
      { line: 1, date: '2026-05-01', amount: -300, description: 'Corner Market · Groceries', bankId: '1' },
      { line: 2, date: '2026-05-02', amount: -400, description: 'SUNRISE DAIRY', bankId: '2' },
    ])
  })

  it('finds the fields after an empty SGML leaf, and closes leaves written with end tags too', async () => {
    const text = sgml('<STMTTRN><TRNTYPE>DEBIT<MEMO><DTPOSTED>20260501<TRNAMT>-3.00<FITID>1<NAME>After empty</NAME></STMTTRN>')
    expect((await readOfx(text)).rows).toEqual([{ line: 1, date: '2026-05-01', amount: -300, description: 'After empty', bankId: '1' }])
  })

  it('reads every statement of a file: rows in order, the first account, no balance across two accounts', async () => {
    const statement = (account: string, fitid: string, balance: string) =>
      `<STMTTRNRS><STMTRS><CURDEF>USD<BANKACCTFROM><ACCTID>${account}</BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20260501<TRNAMT>-1.00<FITID>${fitid}<NAME>N</STMTTRN></BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>20260531</LEDGERBAL></STMTRS></STMTTRNRS>`
    const file = (...statements: string[]) => `OFXHEADER:100\n\n<OFX><BANKMSGSRSV1>${statements.join('')}</BANKMSGSRSV1></OFX>`
    const two = await readOfx(file(statement('111', 'a', '10.00'), statement('222', 'b', '20.00')))
    expect(two.rows.map((row) => [row.line, row.bankId])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ])
    expect(two.accountId).toBe('111')
    expect(two.balances).toBeUndefined()
    const same = await readOfx(file(statement('111', 'a', '10.00'), statement('111', 'b', '20.00')))
    expect(same.balances).toEqual({ closing: { amount: 2000, date: '2026-05-31' } })
  })

  it('reports progress once read', async () => {
    const onProgress = vi.fn()
    await readOfx(textOf('ofx-102.ofx'), { onProgress })
    expect(onProgress).toHaveBeenLastCalledWith({ rows: 14 })
  })
})

describe('readOfx: bill pay names and padded amounts (ofx-billpay.ofx)', () => {
  it('reads a bracketed word in a NAME or MEMO as text, and amounts padded with zeros as cents', async () => {
    const { rows, balances, problem } = await readOfx(textOf('ofx-billpay.ofx'))
    expect(problem).toBeUndefined()
    expect(rows).toEqual([
      { line: 1, date: '2026-05-04', amount: -8640, description: 'AT&T <BILL PAY> · ONLINE PMT REF 7731', bankId: '2026050401' },
      { line: 2, date: '2026-05-11', amount: -4500, description: 'RIVERSIDE WATER <WEB PMT>', bankId: '2026051101' },
      { line: 3, date: '2026-05-15', amount: 125000, description: 'TILLPOINT PAYOUT · DEPOSIT <ACH> 0515', bankId: '2026051501' },
    ])
    expect(balances).toEqual({ closing: { amount: 341860, date: '2026-05-31' } })
  })

  it('reads zeros past a currency without decimals, and still refuses a non-zero extra digit', async () => {
    const yen = await readOfx(sgml('<STMTTRN><DTPOSTED>20260501<TRNAMT>-1500.00<FITID>1<NAME>Yen</STMTTRN>', { currency: 'JPY' }))
    expect(yen.rows[0]?.amount).toBe(-1500)
    const { rows } = await readOfx(
      sgml(
        '<STMTTRN><DTPOSTED>20260501<TRNAMT>-45.0000<FITID>1<NAME>A</STMTTRN><STMTTRN><DTPOSTED>20260501<TRNAMT>-1.0050<FITID>2<NAME>B</STMTTRN>',
      ),
    )
    expect(rows.map((row) => [row.amount, row.problem?.code])).toEqual([
      [-4500, undefined],
      [undefined, 'badAmount'],
    ])
  })
})

describe('readOfx: a large file, read in slices', () => {
  const transactions = (count: number) =>
    Array.from(
      { length: count },
      (_, index) =>
        `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>202605${String(1 + (index % 28)).padStart(2, '0')}<TRNAMT>-${index}.25<FITID>${index}<NAME>Corner Cup Coffee &amp; Co<MEMO>Card ${index}</STMTTRN>`,
    ).join('\n')
  const large = sgml(transactions(20_000))

  it('parses the markup in slices, with turns for the browser (aborting meanwhile rejects with the reason), and reads every transaction whatever slice it fell in', async () => {
    const controller = new AbortController()
    const reason = new Error('chose another file')
    const parsing = parseOfxMarkup(large, { signal: controller.signal })
    controller.abort(reason)
    await expect(parsing).rejects.toBe(reason)

    const { rows, problem } = await readOfx(large)
    expect(problem).toBeUndefined()
    expect(rows).toHaveLength(20_000)
    expect(rows[19_999]).toEqual({
      line: 20_000,
      date: '2026-05-08',
      amount: -1_999_925,
      description: 'Corner Cup Coffee & Co · Card 19999',
      bankId: '19999',
    })
    expect(rows.every((row, index) => row.bankId === String(index) && row.amount === -(index * 100 + 25))).toBe(true)
  })
})

describe('ofxDate', () => {
  it.each([
    ['20260501', '2026-05-01'],
    ['202605011230', '2026-05-01'],
    ['20260501123045', '2026-05-01'],
    ['20260501123045.123', '2026-05-01'],
    // The day as written, not moved to another zone: 23:30 in New York stays May 31.
    ['20260531233000.000[-5:EST]', '2026-05-31'],
    ['20260531233000[+9:JST]', '2026-05-31'],
    ['20260531 [0:GMT]', '2026-05-31'],
    ['20240229', '2024-02-29'],
  ])('%s → %s', (text, date) => {
    expect(ofxDate(text)).toBe(date)
  })

  it.each(['20260230', '20261301', '2026-05-01', '2026051', '05012026', '20260501X', ''])('%j is no date', (text) => {
    expect(ofxDate(text)).toBeUndefined()
  })
})

describe('parseOfxMarkup', () => {
  it('decodes named and numeric entities, and leaves a bare & as written', () => {
    expect(decodeEntities('A &amp; B &lt;1&gt; &quot;x&quot; &apos;y&apos;&nbsp;&#233;&#xE9; & C &bogus;')).toBe(
      'A & B <1> "x" \'y\'\u00a0éé & C &bogus;',
    )
  })

  it('reads a stray < inside a value as text', async () => {
    const { root, complete } = await parseOfxMarkup('<OFX><NAME>Price <5 each<MEMO>m</OFX>')
    expect(complete).toBe(true)
    expect(root?.children.map((child) => [child.name, child.value])).toEqual([
      ['NAME', 'Price <5 each'],
      ['MEMO', 'm'],
    ])
  })

  it('skips comments and reads CDATA as text', async () => {
    const { root } = await parseOfxMarkup('<?xml version="1.0"?><OFX><!-- a <NAME>comment --><NAME><![CDATA[A & B <co>]]></NAME></OFX>')
    expect(root?.children).toEqual([{ name: 'NAME', value: 'A & B <co>', children: [] }])
  })
})
