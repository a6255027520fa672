// A statement's rows and totals in Node: a row's status from its reads, a total's sums by column
// with each part's sign, and when a total (and a statement's reading) may be called final.
import { describe, expect, it } from 'vitest'
import { StatementOptionError } from '../../../src/core/statements/statementColumns'
import {
  byNumberThenName,
  checkMethod,
  rowOf,
  rowPart,
  rowsReading,
  totalOf,
  totalPart,
  type StatementAccountRow,
} from '../../../src/core/statements/statementTotals'
import { account, readsOf, type ReadState } from './accountReads'

const row = (name: string, amount: number | undefined, state: ReadState = 'read', compared?: number): StatementAccountRow =>
  rowOf(readsOf(account(name, 'EXPENSE'), { '2026-01-01': 0 }, state), [{ amount, compared }], 'EXPENSE', compared !== undefined)

describe('rowOf', () => {
  it('is read once every figure is known, reading while a read is on its way or a figure is missing, failed with its error', () => {
    expect(row('Rent', 1200)).toMatchObject({ status: 'read', error: null, hasActivity: true })
    expect(row('Rent', 0)).toMatchObject({ status: 'read', hasActivity: false })
    expect(row('Rent', undefined)).toMatchObject({ status: 'reading' })
    expect(row('Rent', 1200, 'reading')).toMatchObject({ status: 'reading', error: null })
    const failed = row('Rent', undefined, 'failed')
    expect(failed.status).toBe('failed')
    expect(failed.error?.message).toBe('The service answered 500.')
    // A comparison not known yet keeps the row reading.
    expect(rowOf(readsOf(account('Rent', 'EXPENSE'), {}), [{ amount: 5, compared: undefined }], 'EXPENSE', true).status).toBe('reading')
  })

  it('names an account by its id where nothing names it, and gives it no type where none is stated', () => {
    const reads = readsOf({ id: 'gla_9' }, {})
    expect(rowOf(reads, [{ amount: 0, compared: undefined }], undefined, false).account).toEqual({ id: 'gla_9', name: 'gla_9', type: '' })
  })
})

describe('totalOf', () => {
  it('sums each column with each part’s sign, the comparison too, and is final only when every part is read and the chart is the host’s', () => {
    const parts = [rowPart(row('Sales', 900, 'read', 700)), rowPart(row('Rent', 300, 'read', 200), -1)]
    expect(totalOf(parts, [true], 'final')).toEqual({
      figures: [{ amount: 600, compared: 500 }],
      status: 'final',
      complete: true,
      leftOut: 0,
      reading: false,
    })
    expect(totalOf(parts, [true], 'partial')).toMatchObject({ status: 'partial', complete: false })
    expect(totalOf(parts, [true], 'counting')).toMatchObject({ status: 'counting', complete: false })
  })

  it('keeps a row being read again in the sum, counting; leaves a failed one out and says so, stopped', () => {
    const reading = totalOf([rowPart(row('Sales', 900)), rowPart(row('Fees', 50, 'reading'))], [false], 'final')
    expect(reading).toMatchObject({ figures: [{ amount: 950, compared: undefined }], status: 'counting', reading: true, leftOut: 0 })
    const failed = totalOf([rowPart(row('Sales', 900)), rowPart(row('Fees', undefined, 'failed'))], [false], 'final')
    expect(failed).toMatchObject({ figures: [{ amount: 900, compared: undefined }], status: 'stopped', complete: false, leftOut: 1 })
    // A total of totals carries what its parts left out.
    expect(totalOf([totalPart(failed), totalPart(failed, -1)], [false], 'final')).toMatchObject({ leftOut: 2, status: 'stopped' })
  })

  it('calls a total of nothing as final as its chart', () => {
    expect(totalOf([], [false], 'final')).toMatchObject({ figures: [{ amount: 0 }], status: 'final' })
    expect(totalOf([], [], 'counting')).toMatchObject({ figures: [], status: 'counting' })
  })
})

describe('byNumberThenName', () => {
  it('orders by account number as numbers, then by name; accounts without a number last', () => {
    const rows = [row('Zeta', 0), row('Alpha', 0), row('Ten', 0), row('Nine', 0)]
    rows[2]!.account.accountNo = '10'
    rows[3]!.account.accountNo = '9'
    expect(rows.sort(byNumberThenName).map((one) => one.account.name)).toEqual(['Nine', 'Ten', 'Alpha', 'Zeta'])
  })
})

describe('rowsReading', () => {
  const chart = { from: 'host' as const, complete: true, error: null, companyName: undefined, refetch: () => {} }

  it('is unknown before anything is read, counting while a row is, final once every row of the host’s chart is', () => {
    expect(rowsReading([row('Rent', undefined)], chart, null, true, false)).toMatchObject({
      figures: 'unknown',
      isPending: true,
      reading: true,
    })
    expect(rowsReading([row('Rent', 5), row('Fees', undefined)], chart, null, true, false)).toMatchObject({
      figures: 'counting',
      accountsRead: 1,
    })
    expect(rowsReading([row('Rent', 5)], chart, null, true, false)).toMatchObject({ figures: 'final', accountsRead: 1, isError: false })
  })

  it('is partial at best without the host’s chart, stopped by a failure only once nothing is read, and unknown for options that cannot be read', () => {
    expect(rowsReading([row('Rent', 5)], { ...chart, from: 'records' }, null, true, false).figures).toBe('partial')
    expect(rowsReading([row('Rent', 5), row('Fees', undefined, 'failed')], chart, null, true, false)).toMatchObject({
      figures: 'stopped',
      accountsFailed: 1,
      isError: true,
    })
    expect(
      rowsReading([row('Rent', 5), row('Fees', undefined, 'failed'), row('Tax', 1, 'reading')], chart, null, true, false).figures,
    ).toBe('counting')
    expect(rowsReading([], chart, new Error('asOf'), false, true)).toMatchObject({
      figures: 'unknown',
      isPending: false,
      isError: true,
      error: { message: 'asOf' },
    })
    // A whole chart naming no account is read: a statement of nothing.
    expect(rowsReading([], chart, null, true, true)).toMatchObject({ figures: 'final', isPending: false })
  })
})

describe('checkMethod', () => {
  it('takes either method or none, and names accountingMethod for anything else', () => {
    for (const method of [undefined, 'ACCRUAL', 'CASH'] as const) expect(() => checkMethod(method)).not.toThrow()
    expect(() => checkMethod('MIXED' as 'CASH')).toThrow(StatementOptionError)
  })
})
