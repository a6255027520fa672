// The CSV reader (src/import/csv) on the fixtures of test/fixtures/statements, record by record:
// the settings it infers, each row's line, date, signed amount and description, the problems,
// the date question, the card switch, and the user's choices overriding what was inferred.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { readCsv } from '../../../src/core/import/csv'
import { decodeStatement } from '../../../src/core/import/decode'
import type { ReadStatementOptions } from '../../../src/core/import/types'
import { asTuples } from './statementFixtures'

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/statements')

/** A fixture as the reader gets it: decoded text (the German one is Windows-1252 bytes). */
function fixtureText(name: string): string {
  const bytes = new Uint8Array(readFileSync(path.join(FIXTURES, name)))
  // Node's TextDecoder gives C1 controls for 0x80–0x9F (`€`); decode.ts maps them as browsers do.
  return name.startsWith('de-') ? decodeStatement(bytes, 'windows-1252').text : new TextDecoder('utf-8').decode(bytes)
}

const readFixture = (name: string, options: ReadStatementOptions = {}) => readCsv(fixtureText(name), options)

describe('us-checking.csv', () => {
  it('reads a signed Amount column with US dates, keeping both identical coffees', async () => {
    const { rows, problem, csv } = await readFixture('us-checking.csv')
    expect(problem).toBeUndefined()
    expect(csv?.settings).toEqual({
      delimiter: ',',
      headerRow: 0,
      columns: { date: 0, description: 1, amount: 2 },
      decimalMark: '.',
      dateFormat: 'MM/DD/YYYY',
      positiveIsMoneyOut: false,
    })
    expect(csv?.header).toEqual(['Date', 'Description', 'Amount'])
    expect(csv?.preamble).toEqual([])
    expect(csv?.dateFormats).toEqual(['MM/DD/YYYY'])
    expect(csv?.dateFormatAmbiguous).toBe(false)
    expect(csv?.looksLikeCardExport).toBe(false)
    expect(asTuples(rows)).toEqual([
      [2, '2026-05-01', -245000, 'Oakhill Properties LLC rent May'],
      [3, '2026-05-02', 128640, 'TillPoint card payout'],
      [4, '2026-05-04', -31275, 'Dairy Lane Farms, Inc.'],
      [5, '2026-05-05', -48620, 'Millstone Flour Co. invoice 5521'],
      [6, '2026-05-06', 94215, 'TillPoint card payout'],
      [7, '2026-05-08', -21864, 'Riverside Utilities electric'],
      [8, '2026-05-11', 64000, 'Cash deposit'],
      [9, '2026-05-13', -12999, 'Packwell Boxes order 1182'],
      [10, '2026-05-15', -312000, 'PayNest payroll'],
      [11, '2026-05-18', 150480, 'TillPoint card payout'],
      [12, '2026-05-20', -8840, 'Sugar & Spice Supply, order 77'],
      [13, '2026-05-22', -9600, 'Green Valley Eggs'],
      [14, '2026-05-26', 35000, 'Catering deposit Maple Street School'],
      [15, '2026-05-29', -1200, 'Harbor Street Bank monthly fee'],
      [16, '2026-06-01', -245000, 'Oakhill Properties LLC rent June'],
      [17, '2026-06-02', 137725, 'TillPoint card payout'],
      [18, '2026-06-03', -450, 'Corner Cup Coffee'],
      [19, '2026-06-03', -450, 'Corner Cup Coffee'],
      [20, '2026-06-05', -51280, 'Millstone Flour Co. invoice 5590'],
      [21, '2026-06-09', 2499, 'Refund Packwell Boxes'],
      [22, '2026-06-12', -312000, 'PayNest payroll'],
      [23, '2026-06-15', 161890, 'TillPoint card payout'],
    ])
    expect(rows.every((row) => row.bankId === undefined)).toBe(true)
  })

  it('shows the first five records after the header beside the mapping', async () => {
    const { csv } = await readFixture('us-checking.csv')
    expect(csv?.columnCount).toBe(3)
    expect(csv?.sample).toHaveLength(5)
    expect(csv?.sample[2]).toEqual(['05/04/2026', 'Dairy Lane Farms, Inc.', '-312.75'])
  })

  it('gives the dates only one format reads as examples first', async () => {
    const { csv } = await readFixture('us-checking.csv')
    expect(csv?.dateExamples).toEqual(['05/13/2026', '05/15/2026', '05/18/2026', '05/20/2026', '05/22/2026'])
  })
})

describe('uk-current.csv', () => {
  it('reads Paid out and Paid in, skipping the balance brought forward', async () => {
    const { rows, problem, csv } = await readFixture('uk-current.csv')
    expect(problem).toBeUndefined()
    expect(csv?.settings.columns).toEqual({ date: 0, description: 2, moneyOut: 3, moneyIn: 4 })
    expect(csv?.settings.dateFormat).toBe('DD/MM/YYYY')
    expect(csv?.settings.decimalMark).toBe('.')
    expect(csv?.dateFormatAmbiguous).toBe(false)
    expect(asTuples(rows)).toEqual([
      [3, '2026-05-01', -245000, 'OAKHILL PROPERTIES RENT'],
      [4, '2026-05-02', 128640, 'TILLPOINT PAYOUTS'],
      [5, '2026-05-05', -48620, 'MILLSTONE FLOUR CO'],
      [6, '2026-05-07', -31275, 'DAIRY LANE FARMS INV 3391'],
      [7, '2026-05-11', -10000, 'CASH WITHDRAWAL HIGH ST'],
      [8, '2026-05-13', 215430, 'TILLPOINT PAYOUTS'],
      [9, '2026-05-15', -312000, 'PAYNEST PAYROLL MAY'],
      [10, '2026-05-18', -21864, 'RIVERSIDE ENERGY'],
      [11, '2026-05-20', 135000, 'MAPLE STREET SCHOOL CATERING'],
      [12, '2026-05-22', -9600, 'GREEN VALLEY EGGS'],
      [13, '2026-05-26', -38900, 'VAN LEASE QUAYSIDE MOTORS'],
      [14, '2026-05-29', 196275, 'TILLPOINT PAYOUTS'],
      [15, '2026-06-01', -245000, 'OAKHILL PROPERTIES RENT'],
      [16, '2026-06-03', -12999, 'PACKWELL BOXES'],
      [17, '2026-06-05', 151480, 'TILLPOINT PAYOUTS'],
      [18, '2026-06-09', -450, 'CORNER CUP COFFEE'],
      [19, '2026-06-12', 2499, 'REFUND PACKWELL BOXES'],
      [20, '2026-06-15', -312000, 'PAYNEST PAYROLL JUNE'],
      [21, '2026-06-16', -1200, 'HARBOR STREET BANK CHARGES'],
    ])
  })
})

describe('de-girokonto.csv', () => {
  it('skips the bank’s lines above the header and reads the booking date, payee and purpose', async () => {
    const { rows, problem, csv } = await readFixture('de-girokonto.csv')
    expect(problem).toBeUndefined()
    expect(csv?.settings).toEqual({
      delimiter: ';',
      headerRow: 4,
      columns: { date: 0, description: 2, memo: 4, amount: 5 },
      decimalMark: ',',
      dateFormat: 'DD.MM.YYYY',
      positiveIsMoneyOut: false,
    })
    expect(csv?.preamble).toEqual([
      'Kontonummer: 0123456789 / Girokonto',
      'Kontoinhaber: Backstube Sonnenkorn',
      'Zeitraum: 01.05.2026 - 15.06.2026',
      'Kontostand vom 15.06.2026: 9.876,54 EUR',
    ])
    // Every line ends with a `;`: the empty column after it is none to map.
    expect(csv?.header).toEqual(['Buchungstag', 'Valuta', 'Auftraggeber/Empfänger', 'Buchungstext', 'Verwendungszweck', 'Betrag (EUR)'])
    expect(csv?.columnCount).toBe(6)
    expect(csv?.sample[0]).toEqual([
      '04.05.2026',
      '04.05.2026',
      'Mühlenhof Müller GmbH',
      'Lastschrift',
      'Rechnung 2026-114 Weizenmehl Type 550',
      '-1.250,00',
    ])
    expect(asTuples(rows)).toEqual([
      [7, '2026-05-04', -125000, 'Mühlenhof Müller GmbH · Rechnung 2026-114 Weizenmehl Type 550'],
      [8, '2026-05-05', 84560, 'Café Lindenblüte · Lieferung Brötchen April'],
      [9, '2026-05-06', -21400, 'Stadtwerke Südstadt · Abschlag Strom Mai'],
      [10, '2026-05-08', 132000, 'Kassenabschöpfung · Einzahlung Filiale'],
      [11, '2026-05-11', -38945, 'Molkerei Grünwiese eG · Butter und Sahne, KW 19'],
      [12, '2026-05-13', -185000, 'Hausverwaltung Kröger · Miete Ladenlokal Mai'],
      [13, '2026-05-15', -412000, 'Lohnbüro Weiß · Löhne Mai'],
      [14, '2026-05-18', 203475, 'Kartenzahlungen TillPoint · Auszahlung 16.05.-17.05.'],
      [15, '2026-05-20', -9630, 'Verpackungshaus Öztürk · Tüten und Kartons'],
      [16, '2026-05-22', 25000, 'Gärtnerei Blütenzauber · Hochzeitstorte Anzahlung'],
      [17, '2026-05-26', -98000, 'Mühlenhof Müller GmbH · Rechnung 2026-131 über 980,00 €'],
      [18, '2026-05-29', -990, 'Harbor Street Bank · Kontoführung Mai'],
      [19, '2026-06-01', 158720, 'Kartenzahlungen TillPoint · Auszahlung 30.05.-31.05.'],
      [20, '2026-06-02', -185000, 'Hausverwaltung Kröger · Miete Ladenlokal Juni'],
      [21, '2026-06-05', -16200, 'Eierhof Weiß · Eier Größe M, 30 Lagen'],
      [22, '2026-06-09', 91240, 'Café Lindenblüte · Lieferung Brötchen Mai'],
      [23, '2026-06-12', -21400, 'Stadtwerke Südstadt · Abschlag Strom Juni'],
      [24, '2026-06-15', -412000, 'Lohnbüro Weiß · Löhne Juni'],
    ])
  })

  it('reads the Valuta instead when the user chooses it', async () => {
    const { rows } = await readFixture('de-girokonto.csv', { csv: { columns: { date: 1, description: 2, amount: 5 } } })
    expect(rows.find((row) => row.line === 21)).toEqual({ line: 21, date: '2026-06-04', amount: -16200, description: 'Eierhof Weiß' })
  })
})

describe('card-export.csv', () => {
  it('is seen as a card export, its signs kept until the user says; said, positive charges become money out, payments money in', async () => {
    const guessed = await readFixture('card-export.csv')
    expect(guessed.csv?.looksLikeCardExport).toBe(true)
    expect(guessed.csv?.settings.positiveIsMoneyOut).toBe(false)
    expect(guessed.rows.filter((row) => (row.amount ?? 0) > 0).length).toBeGreaterThan(guessed.rows.length / 2)
    const { rows, problem, csv } = await readFixture('card-export.csv', { csv: { positiveIsMoneyOut: true } })
    expect(problem).toBeUndefined()
    expect(csv?.looksLikeCardExport).toBe(true)
    expect(csv?.settings.positiveIsMoneyOut).toBe(true)
    // The posted date is the bank's date of record: the date a synced transaction carries too.
    expect(csv?.settings.columns).toEqual({ date: 1, description: 2, amount: 4 })
    expect(csv?.settings.dateFormat).toBe('YYYY-MM-DD')
    expect(asTuples(rows)).toEqual([
      [2, '2026-04-29', -6400, 'Packwell Boxes'],
      [3, '2026-05-01', -925, 'Corner Cup Coffee'],
      [4, '2026-05-04', -48620, 'Millstone Flour Co.'],
      [5, '2026-05-06', -1840, 'Quickship Parcels'],
      [6, '2026-05-08', -13275, 'Sugar & Spice Supply'],
      [7, '2026-05-11', -4799, 'Brightline Hardware'],
      [8, '2026-05-12', 120000, 'Payment Thank You'],
      [9, '2026-05-15', -450, 'Corner Cup Coffee'],
      [10, '2026-05-18', -21500, 'Ovenworks Repair'],
      [11, '2026-05-20', -12999, 'Packwell Boxes'],
      [12, '2026-05-22', 2499, 'Return Packwell Boxes'],
      [13, '2026-05-26', -7632, 'Harvest Table Market'],
      [14, '2026-05-28', -2210, 'Quickship Parcels'],
      [15, '2026-06-01', -2900, 'Cloudcake Website Hosting'],
      [16, '2026-06-03', -51280, 'Millstone Flour Co.'],
      [17, '2026-06-05', -1865, 'Brightline Hardware'],
      [18, '2026-06-09', -450, 'Corner Cup Coffee'],
      [19, '2026-06-12', 150000, 'Payment Thank You'],
      [20, '2026-06-15', -5810, 'Harvest Table Market'],
      [21, '2026-06-16', -9500, 'Ovenworks Repair'],
    ])
  })

  it('keeps the written signs when the user turns the switch off, and still says what it looks like', async () => {
    const { rows, csv } = await readFixture('card-export.csv', { csv: { positiveIsMoneyOut: false } })
    expect(csv?.looksLikeCardExport).toBe(true)
    expect(csv?.settings.positiveIsMoneyOut).toBe(false)
    expect(rows.slice(0, 2).map((row) => row.amount)).toEqual([6400, 925])
    expect(rows.find((row) => row.line === 8)?.amount).toBe(-120000)
  })

  it('turns a bank file’s signs when the user says positive is money out', async () => {
    const { rows } = await readFixture('us-checking.csv', { csv: { positiveIsMoneyOut: true } })
    expect(rows.slice(0, 2).map((row) => row.amount)).toEqual([245000, -128640])
  })
})

describe('fr-compte.csv', () => {
  it('reads Débit as money out whatever its sign, Crédit as money in, no-break-space thousands', async () => {
    const { rows, problem, csv } = await readFixture('fr-compte.csv')
    expect(problem).toBeUndefined()
    expect(csv?.settings).toEqual({
      delimiter: ';',
      headerRow: 0,
      columns: { date: 0, description: 2, moneyOut: 3, moneyIn: 4 },
      decimalMark: ',',
      dateFormat: 'DD/MM/YYYY',
      positiveIsMoneyOut: false,
    })
    expect(asTuples(rows)).toEqual([
      [2, '2026-05-02', -124000, 'PRLV MINOTERIE DU VAL'],
      [3, '2026-05-04', 31850, 'VIR ÉPICERIE LES TILLEULS'],
      [4, '2026-05-06', -8640, 'CB PRIMEUR DU MARCHÉ'],
      [5, '2026-05-09', 214580, 'REMISE CARTES TILLPOINT'],
      [6, '2026-05-14', -19800, 'PRLV ÉNERGIE DES COLLINES'],
      [7, '2026-05-15', -386000, 'VIR SALAIRES MAI'],
      [8, '2026-05-18', -11235, 'CB EMBALLAGES DUPRÉ'],
      [9, '2026-05-21', 64000, 'VIR MAIRIE — GOÛTER DES ÉCOLES'],
      [10, '2026-05-25', -150000, 'PRLV LOYER SCI DES HALLES'],
      [11, '2026-05-28', -850, 'FRAIS TENUE DE COMPTE'],
      [12, '2026-06-01', 197215, 'REMISE CARTES TILLPOINT'],
      [13, '2026-06-03', -110560, 'PRLV MINOTERIE DU VAL'],
      [14, '2026-06-08', -27490, 'CB LAITERIE DES PRÉS'],
      [15, '2026-06-12', 42500, 'VIR TRAITEUR ROSE ET MIEL'],
      [16, '2026-06-15', -386000, 'VIR SALAIRES JUIN'],
    ])
  })
})

describe('ambiguous-dates.csv', () => {
  it('asks: both day orders fit every date, the first is chosen, with telling examples', async () => {
    const { rows, csv } = await readFixture('ambiguous-dates.csv')
    expect(csv?.dateFormats).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY'])
    expect(csv?.settings.dateFormat).toBe('MM/DD/YYYY')
    expect(csv?.dateFormatAmbiguous).toBe(true)
    // 06/06/2026 is the same day either way: it tells nothing, so it comes last and is cut.
    expect(csv?.dateExamples).toEqual(['05/02/2026', '05/06/2026', '06/03/2026', '06/10/2026', '06/11/2026'])
    expect(rows.map((row) => row.date)).toEqual(['2026-05-02', '2026-05-06', '2026-06-06', '2026-06-03', '2026-06-10', '2026-06-11'])
  })

  it('reads day first, without asking again, once the user chose it', async () => {
    const { rows, csv } = await readFixture('ambiguous-dates.csv', { csv: { dateFormat: 'DD/MM/YYYY' } })
    expect(csv?.settings.dateFormat).toBe('DD/MM/YYYY')
    expect(csv?.dateFormatAmbiguous).toBe(false)
    expect(csv?.dateFormats).toEqual(['MM/DD/YYYY', 'DD/MM/YYYY'])
    expect(rows.map((row) => row.date)).toEqual(['2026-02-05', '2026-06-05', '2026-06-06', '2026-03-06', '2026-10-06', '2026-11-06'])
  })
})

describe('problems.csv', () => {
  it('keeps each row that cannot be imported, with its line and reason', async () => {
    const { rows, problem, csv } = await readFixture('problems.csv')
    expect(problem).toBeUndefined()
    // 06/31/2026 fits no format: none fits every date, so the one most fit is chosen.
    expect(csv?.dateFormats).toEqual([])
    expect(csv?.settings.dateFormat).toBe('MM/DD/YYYY')
    expect(csv?.settings.decimalMark).toBe('.')
    expect(rows).toEqual([
      { line: 2, date: '2026-06-01', amount: 120455, description: 'TillPoint card payout' },
      {
        line: 3,
        amount: -48620,
        description: 'Millstone Flour Co. invoice 5601',
        problem: { code: 'badDate', field: 'date', value: '06/31/2026' },
      },
      { line: 4, date: '2026-06-02', description: 'Dairy Lane Farms', problem: { code: 'noAmount', field: 'amount' } },
      { line: 5, date: '2026-06-03', description: 'Green Valley Eggs', problem: { code: 'badAmount', field: 'amount', value: '12.345' } },
      // Before the books' closing date: the preview's business, not the reading's.
      { line: 6, date: '2026-04-20', amount: -6400, description: 'Packwell Boxes order 1101' },
      { line: 7, amount: -450, description: 'Corner Cup Coffee', problem: { code: 'noDate', field: 'date' } },
      { line: 8, date: '2026-06-04', amount: -21864, description: 'Riverside Utilities electric' },
      // Line 9 is blank.
      { line: 10, date: '2026-06-13', amount: 148010, description: 'TillPoint card payout' },
      { line: 11, date: '2026-06-14', description: 'Sugar & Spi', problem: { code: 'shortRow', field: 'row' } },
    ])
  })
})

describe('settings the user chose', () => {
  it('reads with the columns the user mapped, whatever the names say', async () => {
    const { rows } = await readFixture('us-checking.csv', { csv: { columns: { date: 0, description: 2, amount: 2 } } })
    expect(rows[0]).toEqual({ line: 2, date: '2026-05-01', amount: -245000, description: '-2450.00' })
  })

  it('reads with the decimal mark the user chose, and says which amounts it cannot read', async () => {
    const { rows, csv } = await readFixture('us-checking.csv', { csv: { decimalMark: ',' } })
    expect(csv?.settings.decimalMark).toBe(',')
    expect(rows[0]?.problem).toEqual({ code: 'badAmount', field: 'amount', value: '-2450.00' })
    // `1,504.80` has a decimal comma and a point: no number either.
    expect(rows[9]?.problem).toEqual({ code: 'badAmount', field: 'amount', value: '1,504.80' })
  })

  it('reads with the header row the user chose', async () => {
    const { rows, csv } = await readFixture('us-checking.csv', { csv: { headerRow: 2 } })
    expect(csv?.header).toEqual(['05/02/2026', 'TillPoint card payout', '1286.40'])
    expect(csv?.preamble).toEqual(['Date Description Amount', '05/01/2026 Oakhill Properties LLC rent May -2450.00'])
    expect(rows[0]?.line).toBe(4)
    expect(rows).toHaveLength(20)
  })

  it('reads with the delimiter the user chose', async () => {
    const { problem, csv } = await readFixture('de-girokonto.csv', { csv: { delimiter: ',' } })
    expect(csv?.settings.delimiter).toBe(',')
    expect(problem).toEqual({ code: 'noColumns' })
  })
})
