// readBankStatement on CSV exports in the shapes real banks send (test/fixtures/statements/README.md):
// which column is the bank's id and which only a reference, rows the bank has not settled, fees,
// rows in another currency, the description a person recognises, money in and out under Swiss
// names, and lines that are no transaction (a wider first line, a stray line, balances, 0.00).
import { readBankStatement } from '../../../src/core/import'
import type { ReadStatementOptions, StatementRow } from '../../../src/core/import/types'
import { asTuples, fixtureFile, fixtureText, type ExpectedRow } from './statementFixtures'

const read = (name: string, options: ReadStatementOptions = {}) => readBankStatement(fixtureFile(name), options)

/** The fixture's text changed, as a file of the same name (another sign, another language's header). */
const readChanged = (name: string, change: (text: string) => string, options: ReadStatementOptions = {}) =>
  readBankStatement(new File([change(fixtureText(name))], name), options)

const descriptions = (rows: readonly StatementRow[]) => rows.map((row) => row.description)

describe('the bank’s id and the payment reference', () => {
  it('takes Starling’s Reference (RENT, REELBOX.COM) for no id, and describes each row by its Counter Party with the reference', async () => {
    const { rows, problem } = await read('starling-style.csv', { currency: 'GBP' })
    expect(problem).toBeUndefined()
    expect(rows.map((row) => row.bankId)).toEqual([undefined, undefined, undefined, undefined, undefined])
    expect(descriptions(rows)).toEqual([
      'Oakhill Lettings · RENT',
      'Reelbox · REELBOX.COM',
      'Harbor Catering Ltd · INV 2026-117',
      'Millstone Flour Co · MILLSTONE FLOUR',
      'Brightline Energy · BRIGHTLINE 55231',
    ])
  })
})

describe('rows the bank has not settled, and fees', () => {
  it('marks Revolut’s PENDING, REVERTED and DECLINED rows unsettled, and books the ATM fee with its withdrawal', async () => {
    const { rows, problem } = await read('revolut-style.csv', { currency: 'EUR' })
    expect(problem).toBeUndefined()
    // Dated by completion; a row not completed (pending, declined) by the day it started.
    expect(rows.map((row) => [row.line, row.date, row.amount, row.unsettled, row.problem])).toEqual([
      [2, '2026-06-02', -450, undefined, undefined],
      [3, '2026-06-02', 50000, undefined, undefined],
      [4, '2026-06-04', -20400, undefined, undefined],
      [5, '2026-06-04', -8620, 'pending', undefined],
      [6, '2026-06-06', -4200, 'reverted', undefined],
      [7, '2026-06-06', -1875, 'declined', undefined],
      [8, '2026-06-08', -9600, undefined, undefined],
    ])
  })

  it('reads Revolut Business’s names alike, and a Payer column alone (the account’s holder on money out) describes nothing', async () => {
    const text = [
      'Date started (UTC),Date completed (UTC),ID,Type,State,Description,Reference,Payer,Orig currency,Orig amount,Payment currency,Amount,Fee,Balance',
      '2026-06-03,2026-06-04,5f0c1e2a-0001-4a1b-9c3d-000000000001,ATM,COMPLETED,Cash at Harbor Street,,Backstube Sonnenkorn,EUR,-200.00,EUR,-200.00,4.00,2111.65',
      '2026-06-04,,5f0c1e2a-0001-4a1b-9c3d-000000000002,CARD_PAYMENT,PENDING,Kiln Supply Co,,Backstube Sonnenkorn,USD,-13.50,EUR,-12.40,0.00,',
    ].join('\n')
    const { rows } = await readBankStatement(new File([text], 'revolut-business.csv'), { currency: 'EUR' })
    expect(rows.map((row) => [row.date, row.amount, row.description, row.unsettled, row.problem])).toEqual([
      ['2026-06-04', -20400, 'Cash at Harbor Street', undefined, undefined],
      ['2026-06-04', -1240, 'Kiln Supply Co', 'pending', undefined],
    ])
  })

  it('dates a Revolut payment started June 30 and completed July 1 on July 1, the month the bank books it in', async () => {
    const { rows } = await readChanged('revolut-style.csv', (text) =>
      text.replace('2026-06-01 08:14:22,2026-06-02 09:01:10', '2026-06-30 23:40:02,2026-07-01 00:05:10'),
    )
    expect(rows[0]).toMatchObject({ date: '2026-07-01', description: 'Corner Cup Coffee' })
  })

  it('takes a fee written negative for money out too', async () => {
    const { rows } = await readChanged('revolut-style.csv', (text) => text.replace(',-200.00,4.00,', ',-200.00,-4.00,'), {
      currency: 'EUR',
    })
    expect(rows[2]?.amount).toBe(-20400)
  })

  it('marks DKB’s Vorgemerkt rows pending', async () => {
    const { rows } = await read('dkb-style.csv', { currency: 'EUR' })
    expect(rows.map((row) => [row.line, row.unsettled])).toEqual([
      [6, 'pending'],
      [7, undefined],
      [8, undefined],
      [9, undefined],
    ])
  })

  it('marks Sparkasse’s “Umsatz vorgemerkt” rows pending, though the bank has given them no booking day yet', async () => {
    const { rows } = await read('sparkasse-style.csv', { currency: 'EUR' })
    expect(rows.map((row) => [row.line, row.date, row.amount, row.unsettled, row.problem])).toEqual([
      [2, undefined, -2380, 'pending', undefined],
      [3, '2026-06-15', 119000, undefined, undefined],
      [4, '2026-06-12', -21864, undefined, undefined],
      [5, '2026-06-10', -48620, undefined, undefined],
    ])
  })
})

describe('status in any language', () => {
  const danske = [
    [2, '2026-06-01', -850000, undefined],
    [3, '2026-06-03', -4800, undefined],
    [4, '2026-06-05', 245000, undefined],
    [5, '2026-06-10', -123450, undefined],
    [6, '2026-06-12', -38995, 'pending'],
    [7, '2026-06-13', -210000, 'pending'],
  ]
  const rowsOf = (rows: readonly StatementRow[]) => rows.map((row) => [row.line, row.date, row.amount, row.unsettled])

  it('reads a Danish export’s Venter rows as pending and its Udført rows as booked; Afstemt (the holder’s own tick) says nothing', async () => {
    const { rows, problem, csv } = await read('danske-style.csv', { currency: 'DKK' })
    expect(problem).toBeUndefined()
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 2, status: 4 })
    expect(rowsOf(rows)).toEqual(danske)
    expect(descriptions(rows)[0]).toBe('Husleje juni Egernvej 12')
  })

  it.each(['Zustand', 'Statut', 'État', 'Estado', 'Estat', 'Stato', 'Tila', 'Tilstand'])(
    'takes a column named %s that holds few values for the status',
    async (name) => {
      const { rows } = await readChanged('danske-style.csv', (text) => text.replace('"Status"', `"${name}"`), { currency: 'DKK' })
      expect(rowsOf(rows)).toEqual(danske)
    },
  )

  it('takes an unnamed column of status words for the status, and a named one of words it does not know for no pending row', async () => {
    const unnamed = await readChanged('danske-style.csv', (text) => text.replace('"Status"', '"Bogføring"'), { currency: 'DKK' })
    expect(unnamed.csv?.settings.columns.status).toBe(4)
    expect(rowsOf(unnamed.rows)).toEqual(danske)

    // Few values, one on most rows, but no status words and no status name: a kind of payment, no status.
    const kinds = await readChanged(
      'danske-style.csv',
      (text) => text.replace('"Status"', '"Art"').replaceAll('"Udført"', '"Kort"').replaceAll('"Venter"', '"Overførsel"'),
      { currency: 'DKK' },
    )
    expect(kinds.csv?.settings.columns.status).toBeUndefined()
    expect(kinds.rows.map((row) => row.unsettled)).toEqual([undefined, undefined, undefined, undefined, undefined, undefined])
  })

  it('reads a Swedish export’s Reserverat and Prel. in the date column as pending rows, not as dates it cannot read', async () => {
    const { rows, problem, csv } = await read('se-reserved-dates.csv', { currency: 'SEK' })
    expect(problem).toBeUndefined()
    expect(csv).toMatchObject({ dateFormats: ['YYYY-MM-DD'], settings: { columns: { date: 0, description: 2, amount: 3 } } })
    expect(rows.map((row) => [row.line, row.date, row.amount, row.unsettled, row.problem])).toEqual([
      [2, undefined, -84500, 'pending', undefined],
      [3, undefined, -12900, 'pending', undefined],
      [4, '2026-06-15', 1250000, undefined, undefined],
      [5, '2026-06-12', -131225, undefined, undefined],
      [6, '2026-06-10', -294700, undefined, undefined],
    ])
  })

  it('reads a pending mark where the amount would be as a pending row, not an amount it cannot read', async () => {
    const { rows } = await readChanged('se-reserved-dates.csv', (text) => text.replace('-845,00', 'Reserverat'), { currency: 'SEK' })
    expect(rows[0]).toEqual({ line: 2, description: 'KORTKÖP CYKELDELAR NORR', unsettled: 'pending' })
  })
})

describe('a row marked pending in a file without a status column', () => {
  it('marks DKB’s older export’s row that says Vorgemerkt pending', async () => {
    const lines = [
      '"Kontonummer:";"DE00 1203 0000 0098 7654 32 / Girokonto";',
      '"Buchungstag";"Wertstellung";"Buchungstext";"Auftraggeber / Begünstigter";"Verwendungszweck";"Kontonummer";"BLZ";"Betrag (EUR)";',
      '"16.06.2026";"16.06.2026";"Vorgemerkt";"Kaffeerösterei Bohnenhof";"Kaffee Juni";"DE00300500000009876543";"30050000";"-23,80";',
      '"15.06.2026";"15.06.2026";"Lastschrift";"Stadtwerke Lindenau";"Abschlag Strom Juni";"DE00700202700000333344";"70020270";"-218,64";',
    ]
    const { rows } = await readBankStatement(new File([lines.join('\n')], 'dkb-old.csv'), { currency: 'EUR' })
    expect(rows.map((row) => [row.description, row.unsettled])).toEqual([
      ['Kaffeerösterei Bohnenhof · Kaffee Juni', 'pending'],
      ['Stadtwerke Lindenau · Abschlag Strom Juni', undefined],
    ])
  })
})

describe('card exports by their columns', () => {
  const charges: ExpectedRow[] = [
    [2, '2026-06-02', -48620, 'SPOKESMITH CYCLE PARTS'],
    [3, '2026-06-05', -12999, 'GEARHAUS TOOLS'],
    [4, '2026-06-09', 150000, 'ONLINE PAYMENT - THANK YOU'],
    [5, '2026-06-12', 8620, 'SPOKESMITH CYCLE PARTS CREDIT'],
    [6, '2026-06-18', -2450, 'TRAILHEAD COFFEE ROASTERS'],
  ]

  it('reads an Amex-style export (Card Member, Account #) as a card’s, charges money out, though only three of five amounts are positive', async () => {
    const { rows, problem, csv } = await read('amex-style.csv')
    expect(problem).toBeUndefined()
    expect(csv).toMatchObject({ looksLikeCardExport: true, settings: { positiveIsMoneyOut: true, dateFormat: 'MM/DD/YYYY' } })
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 4 })
    expect(asTuples(rows)).toEqual(charges)
  })

  it('keeps the signs as written when the user says positive amounts are money in, and still asks', async () => {
    const { rows, csv } = await read('amex-style.csv', { csv: { positiveIsMoneyOut: false } })
    expect(csv).toMatchObject({ looksLikeCardExport: true, settings: { positiveIsMoneyOut: false } })
    expect(rows.map((row) => row.amount)).toEqual(charges.map(([, , amount]) => -amount))
  })

  it('reads a file whose line above the header says credit card as a card’s', async () => {
    const { rows, csv } = await readChanged('amex-style.csv', (text) =>
      ['Business Platinum Credit Card statement', text.replace('Card Member', 'Member')].join('\n'),
    )
    expect(csv).toMatchObject({ looksLikeCardExport: true, settings: { headerRow: 1, positiveIsMoneyOut: true } })
    expect(asTuples(rows)).toEqual(charges.map(([line, ...rest]) => [line + 1, ...rest]))
  })

  it('asks, turning no sign, about a file without card columns whose amounts are more positive than negative', async () => {
    const { rows, csv } = await readChanged('amex-style.csv', (text) => text.replace('Card Member', 'Member'))
    expect(csv).toMatchObject({ looksLikeCardExport: true, settings: { positiveIsMoneyOut: false } })
    expect(rows.map((row) => row.amount)).toEqual(charges.map(([, , amount]) => -amount))
  })
})

describe('rows in another currency than the books’', () => {
  it('refuses Wise’s USD rows in EUR books with the row’s currency, and reads its EUR rows', async () => {
    const { rows, problem } = await read('wise-style.csv', { currency: 'EUR' })
    expect(problem).toBeUndefined()
    expect(rows.map((row) => [row.amount, row.problem])).toEqual([
      [-95000, undefined],
      [-1240, { code: 'currency', field: 'currency', value: 'USD' }],
      [48000, undefined],
      [22000, { code: 'currency', field: 'currency', value: 'USD' }],
      [-620, undefined],
    ])
  })
})

describe('descriptions a person recognises', () => {
  it('describes Chase’s rows by Description, not by Details (DEBIT, CREDIT, CHECK, DSLIP)', async () => {
    const { rows } = await read('chase-checking.csv')
    expect(descriptions(rows)).toEqual([
      'OAKHILL PROPERTIES LLC RENT JUNE PPD ID: 9000012345',
      'TILLPOINT PAYOUT 061626',
      'CHECK 1047',
      'DEPOSIT ID NUMBER 55231',
      'CORNER CUP COFFEE 06/19 PURCHASE',
    ])
  })

  it('describes N26’s rows by Partner Name with the payment reference, its original currency no row’s currency', async () => {
    const { rows } = await read('n26-style.csv', { currency: 'EUR' })
    expect(rows.map((row) => [row.description, row.amount, row.problem])).toEqual([
      ['Oakhill Lettings GmbH · Miete Juni Backstube', -95000, undefined],
      ['Kiln Supply Co', -1240, undefined],
      ['Harbor Catering · Invoice 2026-117', 48000, undefined],
    ])
  })

  it('describes DKB’s money out by whom it was paid to and its money in by who paid, not the account’s holder', async () => {
    const { rows } = await read('dkb-style.csv', { currency: 'EUR' })
    expect(rows.map((row) => [row.amount, row.description])).toEqual([
      [-48620, 'Mühlenhof Mehlhandel · Rechnung 5521'],
      [120455, 'Café Morgenrot GmbH · Lieferung Brötchen Mai'],
      [-21864, 'Stadtwerke Lindenau · Abschlag Strom Juni'],
      [-9600, 'Eierhof Grünwald · Eier KW 24'],
    ])
  })

  it('describes Rabobank’s fee, which has no counterparty, by its Omschrijving', async () => {
    const { rows } = await read('rabobank-style.csv', { currency: 'EUR' })
    expect(rows.map((row) => [row.amount, row.description])).toEqual([
      [-1250, 'Bakkerij De Korenbloem · Factuur 2026-77'],
      [-785, 'Kosten betaalrekening mei 2026'],
      [120455, 'Koffiebar Het Hoekje · Bestelling 4410'],
      [-9600, 'Eierboerderij De Hoeve · Eieren week 23'],
    ])
  })
})

describe('money in and out under PostFinance’s names', () => {
  const amounts = [-8640, 119000, -21864, 64235]

  it('reads Gutschrift as money in and Lastschrift as money out', async () => {
    const { rows } = await read('postfinance-style.csv', { currency: 'CHF' })
    expect(rows.map((row) => row.amount)).toEqual(amounts)
  })

  it.each([
    ['French', 'Date de comptabilisation;Texte de notification;Crédit en CHF;Débit en CHF;Valeur;Solde en CHF'],
    ['Italian', 'Data di registrazione;Testo di avviso;Accredito in CHF;Addebito in CHF;Valuta;Saldo in CHF'],
  ])('reads the %s names alike', async (_language, header) => {
    const { rows, csv } = await readChanged('postfinance-style.csv', (text) => text.replace(/^Buchungsdatum;.*$/m, header), {
      currency: 'CHF',
    })
    expect(csv?.settings.columns).toMatchObject({ date: 0, description: 1, moneyIn: 2, moneyOut: 3 })
    expect(rows.map((row) => row.amount)).toEqual(amounts)
  })
})

describe('lines that are no transaction', () => {
  it('reads a headerless file’s first line, wider for an unquoted comma, as a transaction, and shows a stray line as no transaction', async () => {
    const { rows } = await read('headerless-extra-field.csv')
    expect(rows.map((row) => [row.line, row.date, row.amount, row.description, row.problem])).toEqual([
      [1, '2026-06-01', -1450, 'Corner Cup Coffee, large order', undefined],
      [2, '2026-06-02', 120455, 'TillPoint card payout', undefined],
      [3, '2026-06-03', -48620, 'Millstone Flour Co.', undefined],
      [4, undefined, undefined, '', { code: 'notTransaction', field: 'row' }],
      [5, '2026-06-04', -9600, 'Green Valley Eggs', undefined],
    ])
  })

  it('leaves out dated opening and closing balances with their amount, and rows of 0.00', async () => {
    const { rows } = await read('balances-in-rows.csv')
    expect(rows.map((row) => [row.line, row.description])).toEqual([
      [3, 'Corner Cup Coffee'],
      [5, 'TillPoint card payout'],
    ])
  })
})
