// The CSV parse step alone (src/core/import/csv/parse.ts): records numbered by the line they start on,
// blank lines dropped, and an abort between chunks rejecting rather than answering part of the file.
import { parseRecords } from '../../../src/core/import/csv/parse'

describe('parseRecords', () => {
  it('numbers records by their first line and drops blank ones', async () => {
    const records = await parseRecords('a,b\n\n"x\ny",c\r\n;;\n,\n  \nq,r', ',')
    expect(records).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['x\ny', 'c'], line: 3 },
      { fields: [';;'], line: 5 },
      { fields: ['q', 'r'], line: 8 },
    ])
  })

  it('rejects with the signal’s reason when aborted between chunks, never with part of the file', async () => {
    const text = Array.from({ length: 12_000 }, (_, index) => `2026-06-01,Sale ${index},1.00`).join('\n')
    const controller = new AbortController()
    const parsing = parseRecords(text, ',', controller.signal)
    controller.abort(new Error('Stopped.'))
    await expect(parsing).rejects.toThrow('Stopped.')
  })
})
