// A statement file's column headers: each unique, so a spreadsheet's filter or
// pivot reads a column by its header; a compared column that shares its label with a column of
// the statement, or with another compared column, names the column it is compared with.
import { comparedHeaders } from '../../../src/core/statements/csvStatement'

const words = {
  compared: (compared: string, column: string) => `${compared} (compared with ${column})`,
  change: (column: string) => `Change ${column}`,
  percent: (column: string) => `% change ${column}`,
}
const flat = (headers: ReturnType<typeof comparedHeaders>) =>
  headers.flatMap(({ amount, compared, change, percent }) => [amount, compared ?? '', change, percent])

describe('comparedHeaders', () => {
  it('names each change and percent by its column', () => {
    const headers = flat(
      comparedHeaders(
        [
          { label: 'Q1 2026', comparedLabel: 'Q1 2025' },
          { label: 'Q2 2026', comparedLabel: 'Q2 2025' },
        ],
        words,
      ),
    )
    expect(headers).toEqual([
      'Q1 2026',
      'Q1 2025',
      'Change Q1 2026',
      '% change Q1 2026',
      'Q2 2026',
      'Q2 2025',
      'Change Q2 2026',
      '% change Q2 2026',
    ])
    expect(new Set(headers).size).toBe(headers.length)
  })

  it('names the column a compared figure belongs to where its label is also a column’s or another compared one’s', () => {
    // Each month beside the month before: February's compared month is January, itself a column.
    const headers = flat(
      comparedHeaders(
        [
          { label: 'Jan 2026', comparedLabel: 'Dec 2025' },
          { label: 'Feb 2026', comparedLabel: 'Jan 2026' },
        ],
        words,
      ),
    )
    expect(headers).toEqual([
      'Jan 2026',
      'Dec 2025',
      'Change Jan 2026',
      '% change Jan 2026',
      'Feb 2026',
      'Jan 2026 (compared with Feb 2026)',
      'Change Feb 2026',
      '% change Feb 2026',
    ])
    const twice = flat(
      comparedHeaders(
        [
          { label: 'A', comparedLabel: 'Z' },
          { label: 'B', comparedLabel: 'Z' },
        ],
        words,
      ),
    )
    expect(new Set(twice).size).toBe(twice.length)
  })
})
