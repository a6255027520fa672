// Which settings of the mapping step a reading is unsure of (core/import/questions/uncertainSettings):
// those open the settings, first. A file read whole asks nothing; a file without column names, dates
// or amounts it cannot read, or text in an encoding it did not guess, asks about what it could not
// settle, the most telling first.
import { layoutOf, uncertainSettings } from '../../../src/core/import/questions/uncertainSettings'
import { readBankStatement } from '../../../src/core/import/readBankStatement'
import { fixtureFile, fixtureText } from './statementFixtures'

const csvFile = (text: string) => new File([text], 'statement.csv', { type: 'text/csv' })

describe('uncertainSettings', () => {
  it('asks nothing of a file whose settings were all inferred and whose every row reads', async () => {
    expect(uncertainSettings(await readBankStatement(fixtureFile('us-checking.csv')))).toEqual([])
  })

  it('asks for the header and the columns of a file without column names', async () => {
    const reading = await readBankStatement(
      csvFile('05/01/2026,Millstone Flour,-182.40\n05/02/2026,Card sales,640.00\n05/03/2026,Rent,-4200.00\n'),
    )
    expect(reading.csv?.settings.headerRow).toBe(-1)
    expect(uncertainSettings(reading)).toEqual(expect.arrayContaining(['headerRow', 'date', 'description', 'amount']))
    expect(uncertainSettings(reading)).not.toContain('encoding')
  })

  it('asks for the date format and column when a date cannot be read, and for the number format and amount column when an amount cannot', async () => {
    const badDate = await readBankStatement(csvFile('Date,Description,Amount\n05/01/2026,Flour,-182.40\nsoon,Rent,-4200.00\n'))
    expect(uncertainSettings(badDate)).toEqual(['dateFormat', 'date'])
    const badAmount = await readBankStatement(csvFile('Date,Description,Amount\n05/01/2026,Flour,-182.40\n05/02/2026,Rent,lots\n'))
    expect(uncertainSettings(badAmount)).toEqual(['decimalMark', 'layout', 'amount'])
  })

  it('offers the encoding first, with the separator and header, when text in an unguessed encoding reads as no statement', async () => {
    // us-checking.csv as Excel's "Unicode text" without its byte order mark: two bytes a character, low byte first.
    const text = fixtureText('us-checking.csv')
    const bytes = new Uint8Array(text.length * 2)
    for (let index = 0; index < text.length; index++) new DataView(bytes.buffer).setUint16(index * 2, text.charCodeAt(index), true)
    const reading = await readBankStatement(new File([bytes], 'unicode.csv', { type: 'text/csv' }))
    expect(reading.rows).toEqual([])
    expect(uncertainSettings(reading).slice(0, 1)).toEqual(['encoding'])
  })
})

describe('layoutOf', () => {
  it('tells one signed amount column from a direction column and from columns of money out and in', () => {
    expect(layoutOf({ date: 0, description: 1, amount: 2 })).toBe('signed')
    expect(layoutOf({ date: 0, description: 1, amount: 2, direction: 3 })).toBe('direction')
    expect(layoutOf({ date: 0, description: 1, moneyOut: 2, moneyIn: 3 })).toBe('split')
  })
})
