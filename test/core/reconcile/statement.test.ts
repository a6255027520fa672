// What a statement read gives the worksheet: its rows always; the balances it states only when it is
// one account's statement (another account's closing is never taken for this one's); nothing from a
// file that could not be read.
import type { BankStatementReading, StatementRow } from '../../../src/core/import/types'
import { reconciliationStatementOf } from '../../../src/core/reconcile/statement'

const rows: StatementRow[] = [{ line: 1, date: '2026-06-03', amount: -4_500, description: 'Flour mill', bankId: 'FIT-1' }]
const closing = { amount: 95_500, date: '2026-06-30' }
const reading = (more: Partial<BankStatementReading> = {}): BankStatementReading => ({
  format: 'ofx',
  fileName: 'bakery-june.ofx',
  encoding: 'utf-8',
  encodingGiven: false,
  rows,
  ...more,
})

describe('reconciliationStatementOf', () => {
  it('takes one account’s statement with the balances it states, its own before the file’s', () => {
    expect(reconciliationStatementOf(reading({ balances: { closing } }))).toEqual({
      rows,
      fileName: 'bakery-june.ofx',
      severalAccounts: false,
      balances: { closing },
    })
    const own = { amount: 12_000, date: '2026-06-30' }
    const oneStatement = reading({ balances: { closing }, statements: [{ kind: 'bank', rows: 1, balances: { closing: own } }] })
    expect(reconciliationStatementOf(oneStatement)?.balances).toEqual({ closing: own })
  })

  it('fills no balance from a file of several accounts’ statements, whose rows tick by import id only', () => {
    const several = reading({
      balances: { closing },
      statements: [
        { kind: 'bank', rows: 1, balances: { closing } },
        { kind: 'card', rows: 0, balances: { closing: { amount: -3_000, date: '2026-06-30' } } },
      ],
    })
    expect(reconciliationStatementOf(several)).toEqual({ rows, fileName: 'bakery-june.ofx', severalAccounts: true })
  })

  it('gives nothing for no file, or one that could not be read', () => {
    expect(reconciliationStatementOf(undefined)).toBeUndefined()
    expect(reconciliationStatementOf(reading({ rows: [], problem: { code: 'pdf' } }))).toBeUndefined()
  })
})
