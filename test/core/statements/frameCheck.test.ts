// What a statement's check says: no claim without the host's chart, a wait while accounts are
// read, "cannot be told" once one failed, and only then whether the books balance or by how much.
import { checkSaying, differencesOf } from '../../../src/core/statements/frameCheck'

const read = { figures: 'final', known: true, reading: false, accountsFailed: 0, differences: 0 } as const

describe('checkSaying', () => {
  it('makes no claim of a statement of only the accounts the records name, even with every figure read', () => {
    expect(checkSaying({ ...read, figures: 'partial' })).toBe('fromRecords')
    expect(checkSaying({ ...read, figures: 'partial', differences: 1 })).toBe('fromRecords')
  })

  it('waits while accounts are read, even after one failed, and says it cannot be told once nothing else is read', () => {
    expect(checkSaying({ ...read, figures: 'counting', known: false, reading: true })).toBe('whenRead')
    expect(checkSaying({ ...read, figures: 'counting', known: false, reading: true, accountsFailed: 1 })).toBe('whenRead')
    expect(checkSaying({ ...read, figures: 'stopped', known: false, accountsFailed: 1 })).toBe('stopped')
  })

  it('says the books balance, or that they differ, once every account is read', () => {
    expect(checkSaying(read)).toBe('holds')
    expect(checkSaying({ ...read, differences: 2 })).toBe('differs')
  })
})

describe('differencesOf', () => {
  it('names only the differences known, other than zero, of a date that is known', () => {
    expect(
      differencesOf([
        { amount: 12_50, at: '2026-03-31' },
        { amount: 0, at: '2025-12-31' },
        { amount: undefined, at: '2025-12-31' },
        { amount: -3_00, at: undefined },
        { amount: -3_00, at: '2025-12-31' },
      ]),
    ).toEqual([
      { amount: 12_50, at: '2026-03-31' },
      { amount: -3_00, at: '2025-12-31' },
    ])
  })
})
