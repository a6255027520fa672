// The CSV reader (src/import/csv) on small files written here, one shape or fault each: files it
// cannot read, no header, other delimiters, quoted line breaks, direction columns, money in and
// out, bank ids, memos, summary lines, other currencies, progress and abort.
import { readCsv } from '../../../src/core/import/csv'
import { isIban } from '../../../src/core/import/csv/iban'
import type { ReadStatementOptions } from '../../../src/core/import/types'

const read = (lines: readonly string[], options: ReadStatementOptions = {}) => readCsv(lines.join('\n'), options)

describe('files that cannot be read', () => {
  it.each(['', '   ', '\n\n\r\n', ',,,\n;;;\n  ,  \n'])('%j is empty', async (text) => {
    expect(await readCsv(text, {})).toEqual({ rows: [], problem: { code: 'empty' } })
  })

  it('a header without transactions has no rows, and still shows the mapping', async () => {
    const { rows, problem, csv } = await read(['Date,Description,Amount', ''])
    expect(rows).toEqual([])
    expect(problem).toEqual({ code: 'noRows' })
    expect(csv?.header).toEqual(['Date', 'Description', 'Amount'])
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 2 })
  })

  it('a file without a date column bookkit can find has no columns, with the mapping shown for the user to make', async () => {
    const lines = ['When,What,How much', 'Jun 1st,Coffee,-4.50', 'Jun 2nd,Payout,120.00']
    const { rows, problem, csv } = await read(lines)
    expect(rows).toEqual([])
    expect(problem).toEqual({ code: 'noColumns' })
    expect(csv?.settings.columns.date).toBe(-1)
    expect(csv?.header).toEqual(['When', 'What', 'How much'])
    expect(csv?.sample).toEqual([
      ['Jun 1st', 'Coffee', '-4.50'],
      ['Jun 2nd', 'Payout', '120.00'],
    ])
    // Mapped by hand, the dates are still no dates bookkit reads: each row says so.
    const mapped = await read(lines, { csv: { columns: { date: 0, description: 1, amount: 2 } } })
    expect(mapped.problem).toBeUndefined()
    expect(mapped.rows.map((row) => row.problem)).toEqual([
      { code: 'badDate', field: 'date', value: 'Jun 1st' },
      { code: 'badDate', field: 'date', value: 'Jun 2nd' },
    ])
    expect(mapped.rows.map((row) => row.amount)).toEqual([-450, 12000])
  })
})

describe('files without a header', () => {
  it('reads transactions from the first line, finding the columns by what they hold', async () => {
    const { rows, csv } = await read(['06/01/2026,Corner Cup Coffee,-4.50,1820.15', '06/13/2026,TillPoint card payout,1204.55,3024.70'])
    expect(csv?.settings.headerRow).toBe(-1)
    expect(csv?.header).toBeUndefined()
    // The balance is the column to the right: banks put the amount first.
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 2 })
    expect(rows).toEqual([
      { line: 1, date: '2026-06-01', amount: -450, description: 'Corner Cup Coffee' },
      { line: 2, date: '2026-06-13', amount: 120455, description: 'TillPoint card payout' },
    ])
  })

  it('takes two amount columns never filled on the same row for money out and money in', async () => {
    const { rows, csv } = await read([
      '2026-06-01,Millstone Flour,486.20,',
      '2026-06-02,TillPoint payout,,1204.55',
      '2026-06-03,Green Valley Eggs,96.00,',
    ])
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, moneyOut: 2, moneyIn: 3 })
    expect(rows.map((row) => row.amount)).toEqual([-48620, 120455, -9600])
  })

  it('finds columns with names it does not know by their content', async () => {
    const { rows, csv } = await read(['Dato;Tekst;Beløp', '01.06.2026;Kaffe;-45,00', '02.06.2026;Innskudd;1.250,00'])
    expect(csv?.settings.headerRow).toBe(0)
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 2 })
    expect(rows.map((row) => row.amount)).toEqual([-4500, 125000])
  })
})

describe('delimiters and lines', () => {
  it('reads tab- and pipe-separated files', async () => {
    for (const delimiter of ['\t', '|'] as const) {
      const { rows, csv } = await read([
        `Date${delimiter}Description${delimiter}Amount`,
        `2026-06-01${delimiter}Coffee, large${delimiter}-4.50`,
      ])
      expect(csv?.settings.delimiter).toBe(delimiter)
      expect(rows).toEqual([{ line: 2, date: '2026-06-01', amount: -450, description: 'Coffee, large' }])
    }
  })

  it('takes the semicolon for a file whose decimal commas split every line in two', async () => {
    const { csv } = await read([
      'Datum;Text;Betrag',
      '01.06.2026;Kaffee;-4,50',
      '02.06.2026;Mehl;-486,20',
      '03.06.2026;Einzahlung;1.250,00',
    ])
    expect(csv?.settings.delimiter).toBe(';')
  })

  it('counts lines as an editor does: a quoted line break is a line, CRLF and CR are one break each', async () => {
    const text =
      'Date,Description,Amount\r\n06/01/2026,"Catering order\r\nMaple Street School",350.00\r\n\r\n06/02/2026,"Coffee\nto go",-4.50\r\n06/03/2026,Eggs,-96.00'
    const { rows } = await readCsv(text, {})
    expect(rows.map((row) => [row.line, row.description])).toEqual([
      [2, 'Catering order Maple Street School'],
      [5, 'Coffee to go'],
      [7, 'Eggs'],
    ])
  })

  it('finds the header below a long bank preamble', async () => {
    const preamble = [
      'Umsatzanzeige;Datei erstellt am: 16.06.2026 08:12',
      '',
      'IBAN;DE00 1234 5678 9012 3456 78',
      'Kontoname;Girokonto',
      'Bank;Harbor Street Bank',
      'Kunde;Backstube Sonnenkorn',
      'Zeitraum;01.06.2026 - 15.06.2026',
      'Saldo;9.876,54;EUR',
      'Sortierung;Datum absteigend',
      'In der CSV-Datei finden Sie alle bereits gebuchten Umsätze.',
      '',
    ]
    const { rows, csv } = await read(
      [
        ...preamble,
        'Buchung;Valuta;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung',
        '15.06.2026;15.06.2026;Lohnbüro Weiß;Überweisung;Löhne Juni;-4.120,00;EUR',
      ],
      { currency: 'EUR' },
    )
    expect(csv?.settings.delimiter).toBe(';')
    expect(csv?.settings.headerRow).toBe(9)
    expect(csv?.preamble).toHaveLength(9)
    expect(rows).toEqual([{ line: 13, date: '2026-06-15', amount: -412000, description: 'Lohnbüro Weiß · Löhne Juni' }])
  })
})

describe('money in and out', () => {
  it('turns unsigned amounts by a CR/DR column, and says which direction it cannot read', async () => {
    const { rows, csv } = await read([
      'Date,Description,Amount,CR/DR',
      '2026-06-01,Payout,120.00,CR',
      '2026-06-02,Flour,486.20,DR',
      '2026-06-03,Eggs,96.00,dr.',
      '2026-06-04,Butter,12.00,X',
      '2026-06-05,Milk,8.00,D',
      '2026-06-06,Sugar,4.00,C',
      '2026-06-07,Salt,1.00,',
    ])
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 2, direction: 3 })
    expect(csv?.looksLikeCardExport).toBe(false)
    expect(rows.map((row) => row.amount ?? row.problem)).toEqual([
      12000,
      -48620,
      -9600,
      { code: 'badDirection', field: 'direction', value: 'X' },
      -800,
      400,
      { code: 'badDirection', field: 'direction' },
    ])
  })

  it('reads S/H beside a German Umsatz, and Af/Bij beside a Dutch Bedrag', async () => {
    const german = await read(['Buchungstag;Text;Umsatz;S/H', '01.06.2026;Mehl;486,20;S', '02.06.2026;Einzahlung;1.250,00;H'])
    expect(german.csv?.settings.columns).toEqual({ date: 0, description: 1, amount: 2, direction: 3 })
    expect(german.rows.map((row) => row.amount)).toEqual([-48620, 125000])

    const dutch = await read([
      '"Datum","Naam / Omschrijving","Rekening","Tegenrekening","Code","Af Bij","Bedrag (EUR)","Mutatiesoort","Mededelingen"',
      '"20260601","Bakkerij De Korenbloem","NL00BANK0123456789","NL11BANK0987654321","GT","Af","12,50","Online bankieren","Factuur 2026-77"',
      '"20260602","Koffiebar Het Hoekje","NL00BANK0123456789","","BA","Bij","1.204,55","Betaalautomaat",""',
    ])
    expect(dutch.csv?.settings.columns).toEqual({ date: 0, description: 1, memo: 8, amount: 6, direction: 5 })
    expect(dutch.rows).toEqual([
      { line: 2, date: '2026-06-01', amount: -1250, description: 'Bakkerij De Korenbloem · Factuur 2026-77' },
      { line: 3, date: '2026-06-02', amount: 120455, description: 'Koffiebar Het Hoekje' },
    ])
  })

  it('takes a Type column that says Sale or Payment for no direction', async () => {
    const { csv } = await read([
      'Transaction Date,Description,Type,Amount',
      '2026-06-01,Flour,Sale,48.20',
      '2026-06-02,Payment,Payment,100.00',
    ])
    expect(csv?.settings.columns.direction).toBeUndefined()
  })

  it('refuses a row with both money out and money in, and takes a zero in the other column for empty', async () => {
    const { rows } = await read([
      'Date,Description,Debit,Credit',
      '2026-06-01,Odd row,4.50,10.00',
      '2026-06-02,Flour,486.20,0.00',
      '2026-06-03,Payout,0.00,1204.55',
      '2026-06-04,Nothing,,',
    ])
    expect(rows.map((row) => row.amount ?? row.problem)).toEqual([
      { code: 'inAndOut', field: 'amount', value: '4.50 / 10.00' },
      -48620,
      120455,
      { code: 'noAmount', field: 'amount' },
    ])
  })

  it('reads amounts in the books’ currency: no decimals for yen', async () => {
    const { rows } = await read(['Date,Description,Amount', '2026-06-01,Flour,"-1,500"', '2026-06-02,Eggs,-980', '2026-06-03,Odd,12.5'], {
      currency: 'JPY',
    })
    expect(rows.map((row) => row.amount ?? row.problem?.code)).toEqual([-1500, -980, 'badAmount'])
  })
})

describe('a file with more money in than out', () => {
  const lines = (balances: readonly string[]) => [
    'Date,Description,Amount,Balance',
    `2026-06-01,Tillpoint payout,1286.40,${balances[0]}`,
    `2026-06-02,Harbor Catering,480.00,${balances[1]}`,
    `2026-06-03,Millstone Flour,-486.20,${balances[2]}`,
    `2026-06-04,Tillpoint payout,912.10,${balances[3]}`,
  ]

  it('is read as written and not asked about when its running balance shows the signs, oldest or newest first', async () => {
    const oldestFirst = await read(lines(['3286.40', '3766.40', '3280.20', '4192.30']))
    expect(oldestFirst.csv).toMatchObject({ looksLikeCardExport: false, settings: { positiveIsMoneyOut: false } })
    expect(oldestFirst.rows.map((row) => row.amount)).toEqual([128640, 48000, -48620, 91210])
    const [header, ...rows] = lines(['3286.40', '3766.40', '3280.20', '4192.30'])
    const newestFirst = await read([header as string, ...rows.reverse()])
    expect(newestFirst.csv?.looksLikeCardExport).toBe(false)
  })

  it('is asked about when its balance does not follow the amounts as written (a card’s balance owed falls with a charge)', async () => {
    const { csv } = await read(lines(['-1286.40', '-1766.40', '-1280.20', '-2192.30']))
    expect(csv).toMatchObject({ looksLikeCardExport: true, settings: { positiveIsMoneyOut: false } })
  })
})

describe('a counterparty’s account and its name', () => {
  const rows = [
    '2026-06-01,DE42120300000011223344,Oakhill Lettings GmbH,Miete Juni,-950.00',
    '2026-06-03,NL61 BANK 0987 6543 21,Koffiebar Het Hoekje,Bestelling 4410,1204.55',
    '2026-06-05,FR7630006000011234567890189,Pâtisserie Étoile,Facture 88,-86.20',
  ]

  it('describes a row by the counterparty’s name, not by a Counterparty column of IBANs', async () => {
    const { rows: described } = await read(['Date,Counterparty,Counterparty name,Description,Amount', ...rows])
    expect(described.map((row) => row.description)).toEqual([
      'Oakhill Lettings GmbH · Miete Juni',
      'Koffiebar Het Hoekje · Bestelling 4410',
      'Pâtisserie Étoile · Facture 88',
    ])
  })

  it('describes a row by its text, not by a Counterparty column of IBANs, when the file names no one', async () => {
    const { rows: described } = await read(['Date,Counterparty,Shop,Description,Amount', ...rows])
    expect(described.map((row) => row.description)).toEqual(['Miete Juni', 'Bestelling 4410', 'Facture 88'])
  })

  it('describes a row by a text column of a name bookkit does not know, not by a Counterparty column of IBANs', async () => {
    const unnamed = rows.map((row) => row.split(',').toSpliced(3, 1).join(','))
    const { rows: described } = await read(['Date,Counterparty,Shop,Amount', ...unnamed])
    expect(described.map((row) => row.description)).toEqual(['Oakhill Lettings GmbH', 'Koffiebar Het Hoekje', 'Pâtisserie Étoile'])
  })

  it('takes numbers whose IBAN check digits fail for no IBANs', () => {
    expect(isIban('DE42 1203 0000 0011 2233 44')).toBe(true)
    expect(isIban('DE43120300000011223344')).toBe(false)
    expect(isIban('DE00120300000011223344')).toBe(false)
  })
})

describe('ids, memos and summary lines', () => {
  it('takes a Transaction ID column for the bank’s id', async () => {
    const { rows, csv } = await read([
      'Date,Description,Amount,Transaction ID',
      '2026-06-01,Coffee,-4.50,TX-1001',
      '2026-06-01,Coffee,-4.50,TX-1002',
      '2026-06-02,Eggs,-96.00,',
    ])
    expect(csv?.settings.columns.bankId).toBeUndefined()
    const complete = await read([
      'Date,Description,Amount,Transaction ID',
      '2026-06-01,Coffee,-4.50,TX-1001',
      '2026-06-01,Coffee,-4.50,TX-1002',
    ])
    expect(complete.csv?.settings.columns.bankId).toBe(3)
    expect(complete.rows.map((row) => row.bankId)).toEqual(['TX-1001', 'TX-1002'])
    // Ids missing on a third of the rows: too few to be the bank's own, the column is not taken.
    expect(rows.every((row) => row.bankId === undefined)).toBe(true)
  })

  it('takes the id column of a file that ends with a total line without one', async () => {
    const ids = Array.from({ length: 6 }, (_, index) => `2026-06-0${index + 1},Sale,-1.00,TX-${index}`)
    const { rows, csv } = await read(['Date,Description,Amount,Transaction ID', ...ids, 'Total,,-6.00,'])
    expect(csv?.settings.columns.bankId).toBe(3)
    expect(rows.map((row) => row.bankId)).toEqual(['TX-0', 'TX-1', 'TX-2', 'TX-3', 'TX-4', 'TX-5'])
  })

  it('does not take a reference that repeats for the bank’s id', async () => {
    const { csv } = await read([
      'Date,Description,Amount,Reference',
      '2026-06-01,Rent,-2450.00,OAKHILL',
      '2026-07-01,Rent,-2450.00,OAKHILL',
    ])
    expect(csv?.settings.columns.bankId).toBeUndefined()
  })

  it('joins a memo to the description, once, and uses the memo alone when the description is empty', async () => {
    const { rows, csv } = await read([
      'Date,Payee,Memo,Amount',
      '2026-06-01,Millstone Flour Co.,Invoice   5601,-486.20',
      '2026-06-02,Corner Cup Coffee,Corner Cup Coffee,-4.50',
      '2026-06-03,,Bank fee,-12.00',
    ])
    expect(csv?.settings.columns).toEqual({ date: 0, description: 1, memo: 2, amount: 3 })
    expect(rows.map((row) => row.description)).toEqual(['Millstone Flour Co. · Invoice 5601', 'Corner Cup Coffee', 'Bank fee'])
  })

  it('skips the bank’s total and balance lines, and keeps a payee whose name starts like one', async () => {
    const { rows } = await read([
      'Date,Description,Amount',
      'Opening balance,,1820.15',
      '06/01/2026,Total Baking Supply,-312.00',
      '06/02/2026,Balance transfer fee,-5.00',
      '06/03/2026,Closing balance,',
      ',Total,-317.00',
      'Closing balance,,1503.15',
    ])
    expect(rows.map((row) => [row.line, row.description])).toEqual([
      [3, 'Total Baking Supply'],
      [4, 'Balance transfer fee'],
    ])
  })
})

describe('a long file', () => {
  const lines = [
    'Date,Description,Amount',
    ...Array.from(
      { length: 5_000 },
      (_, index) => `2026-06-${String((index % 28) + 1).padStart(2, '0')},Sale ${index},${index % 2 ? '-' : ''}${index}.25`,
    ),
  ]

  it('tells its progress in rows read, rising to the last', async () => {
    const progress: number[] = []
    const { rows } = await read(lines, { onProgress: ({ rows: count }) => progress.push(count) })
    expect(rows).toHaveLength(5_000)
    expect(rows[4_999]).toEqual({ line: 5_001, date: '2026-06-16', amount: -499925, description: 'Sale 4999' })
    expect(progress.length).toBeGreaterThanOrEqual(3)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    expect(progress.at(-1)).toBe(5_000)
  })

  it('rejects with the signal’s reason once aborted, and reads no further', async () => {
    const controller = new AbortController()
    const reason = new Error('The user chose another file.')
    const progress: number[] = []
    const reading = read(lines, {
      signal: controller.signal,
      onProgress: ({ rows: count }) => {
        progress.push(count)
        controller.abort(reason)
      },
    })
    await expect(reading).rejects.toBe(reason)
    expect(progress).toHaveLength(1)
    expect(progress[0]).toBeLessThan(5_000)
  })

  it('rejects at once when the signal is already aborted', async () => {
    const controller = new AbortController()
    controller.abort(new Error('Closed.'))
    await expect(read(lines, { signal: controller.signal })).rejects.toThrow('Closed.')
  })

  it('rejects while parsing when aborted before the first row is read', async () => {
    const controller = new AbortController()
    const reading = read(lines, { signal: controller.signal })
    controller.abort(new Error('Gone.'))
    await expect(reading).rejects.toThrow('Gone.')
  })
})
