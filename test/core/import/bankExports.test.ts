// readBankStatement on the exports of issue 92 (test/fixtures/statements/README.md): Nordea
// Sweden's, whose Mottagare holds account numbers; ING Netherlands' English export; NAB's, whose
// rows without a merchant end before its Merchant Name; and Santander UK's text file of
// Date:/Description:/Amount:/Balance: blocks.
import { readBankStatement } from '../../../src/core/import'
import type { ReadStatementOptions } from '../../../src/core/import/types'
import { asTuples, fixtureFile, fixtureText } from './statementFixtures'

const read = (name: string, options: ReadStatementOptions = {}) => readBankStatement(fixtureFile(name), options)

describe('Nordea Sweden', () => {
  it('describes each row by its Rubrik, not by Mottagare, which holds the other party’s account number', async () => {
    const { rows, problem } = await read('nordea-se-style.csv', { currency: 'SEK' })
    expect(problem).toBeUndefined()
    const [reserved, ...booked] = rows
    expect(reserved).toMatchObject({ line: 2, unsettled: 'pending', description: 'Kortköp 260614 VERKTYGSBODEN SOLNA' })
    expect(asTuples(booked)).toEqual([
      [3, '2026-06-12', -850000, 'Betalning BG 5402-1184726 Ekfors Fastigheter'],
      [4, '2026-06-10', 245000, 'Swish inbetalning LINNEA BERG'],
      [5, '2026-06-05', -131240, 'Betalning BG 123-4567 Kedjelagret'],
      [6, '2026-06-03', -6400, 'Kortköp 260602 CAFE TRAPPAN'],
      [7, '2026-06-01', 560000, 'Överföring 3300 98 76543'],
    ])
  })

  it('takes Valuta for the currency, not a value date: a row in kronor is refused in books kept in another currency', async () => {
    const { rows, csv } = await read('nordea-se-style.csv', { currency: 'EUR' })
    expect(csv?.settings.columns.currency).toBe(7)
    expect(rows.map((row) => row.problem)).toEqual(Array(6).fill({ code: 'currency', field: 'currency', value: 'SEK' }))
  })

  it('still describes a row by a Mottagare that holds names', async () => {
    const names = fixtureText('nordea-se-style.csv')
      .replace(';5402-1184726;', ';Ekfors Fastigheter AB;')
      .replace(';3300 12 34567;;Swish', ';Linnea Berg;;Swish')
      .replace(';123-4567;', ';Kedjelagret AB;')
      .replace(';3300 12 34567;;Överföring', ';Cykelverkstan Norrbacka;;Överföring')
    const { rows } = await readBankStatement(new File([names], 'nordea-se-style.csv'), { currency: 'SEK' })
    expect(rows[1]?.description).toBe('Ekfors Fastigheter AB · Betalning BG 5402-1184726 Ekfors Fastigheter')
  })
})

describe('ING Netherlands, English export', () => {
  it('describes each row by Name / Description, never by the Counterparty’s IBAN', async () => {
    const { rows, problem } = await read('ing-nl-english.csv', { currency: 'EUR' })
    expect(problem).toBeUndefined()
    expect(asTuples(rows)).toEqual([
      [2, '2026-06-12', -41250, 'Groothandel Velomax BV'],
      [3, '2026-06-10', -680, 'Koffiebar Het Hoekje UTRECHT NLD'],
      [4, '2026-06-08', 25000, 'Stichting Buurtwerkplaats'],
      [5, '2026-06-05', -9640, 'Energiebedrijf Zonnedak BV'],
      [6, '2026-06-01', -1150, 'Kosten Zakelijk Basispakket'],
    ])
  })
})

describe('NAB', () => {
  it('reads a row that ends before the Merchant Name column, described by its Transaction Details', async () => {
    const { rows, problem } = await read('nab-style.csv', { currency: 'AUD' })
    expect(problem).toBeUndefined()
    expect(asTuples(rows)).toEqual([
      [2, '2026-06-12', -3850, 'Good Grind Cafe · V1234 10/06 GOOD GRIND CAFE FITZROY'],
      [3, '2026-06-10', 240000, 'INTERNET TRANSFER FROM HALLORAN BUILDERS PTY'],
      [4, '2026-06-08', -165000, 'ONLINE J482913 WORKSHOP RENT BAYSIDE PROPERTY'],
      [5, '2026-06-05', -21460, 'Spokesmith Parts · V1234 04/06 SPOKESMITH PARTS BRUNSWICK'],
      [6, '2026-06-03', -1500, 'MONTHLY ACCOUNT FEE'],
      [7, '2026-06-01', 118000, 'Tillpoint · TILLPOINT PAYMENTS DEPOSIT 310526'],
    ])
  })

  it('still refuses a line cut off before its amount', async () => {
    const cut = `${fixtureText('nab-style.csv')}30 May 26`
    const { rows } = await readBankStatement(new File([cut], 'nab-style.csv'), { currency: 'AUD' })
    expect(rows.at(-1)).toMatchObject({ line: 8, problem: { field: 'row' } })
  })
})

describe('Santander UK’s text file', () => {
  it('reads its Date:/Description:/Amount:/Balance: blocks as the rows of a CSV with those columns', async () => {
    const { format, rows, problem, csv } = await read('santander-uk-text.txt', { currency: 'GBP' })
    expect(problem).toBeUndefined()
    expect(format).toBe('csv')
    expect(csv?.header).toEqual(['Date', 'Description', 'Amount', 'Balance', 'Currency'])
    expect(csv?.preamble).toEqual(['From:\u00a001/06/2026 to 30/06/2026', 'Account:\u00a0XXXX XXXX XXXX 4821'])
    expect(asTuples(rows)).toEqual([
      [5, '2026-06-26', -3820, 'CARD PAYMENT TO HOLLOWAY HARDWARE,38.20 GBP, RATE 1.00/GBP ON 24-06-2026'],
      [10, '2026-06-22', 65000, 'FASTER PAYMENTS RECEIPT REF INV 0412 FROM ELM STREET DENTAL'],
      [15, '2026-06-15', -4175, 'DIRECT DEBIT PAYMENT TO NORTHGATE WATER REF 88123456, MANDATE NO 0042'],
      [20, '2026-06-08', -95000, 'STANDING ORDER VIA FASTER PAYMENT TO BRAMLEY PROPERTIES REFERENCE WORKSHOP RENT , MANDATE NO 12'],
      [25, '2026-06-02', 120000, 'BANK GIRO CREDIT REF CYCLE TO WORK SCHEME'],
    ])
  })

  it('refuses each row in books of another currency, as a CSV with a currency column', async () => {
    const { rows } = await read('santander-uk-text.txt', { currency: 'USD' })
    expect(rows.map((row) => row.problem)).toEqual(Array(5).fill({ code: 'currency', field: 'currency', value: 'GBP' }))
  })

  it('reads it saved in Windows-1252 too, each no-break space the byte 0xA0', async () => {
    const bytes = Uint8Array.from(fixtureText('santander-uk-text.txt'), (char) => char.charCodeAt(0))
    const { rows, encoding } = await readBankStatement(new File([bytes], 'santander-uk-text.txt'), { currency: 'GBP' })
    expect(encoding).toBe('windows-1252')
    expect(rows.map((row) => row.amount)).toEqual([-3820, 65000, -4175, -95000, 120000])
  })

  it('continues a description wrapped onto a line of its own', async () => {
    const wrapped = fixtureText('santander-uk-text.txt').replace('FROM ELM STREET DENTAL', 'FROM ELM STREET\r\nDENTAL')
    const { rows } = await readBankStatement(new File([wrapped], 'santander-uk-text.txt'), { currency: 'GBP' })
    expect(rows[1]?.description).toBe('FASTER PAYMENTS RECEIPT REF INV 0412 FROM ELM STREET DENTAL')
    expect(rows[2]?.line).toBe(16)
  })
})
