// Which of the queue's rows may change: none in a session that may not write, none dated through a
// closed period unless the close allows changes, and how many of the rows shown are left to select.
import type { BankTransaction } from '../../../src/api/types'
import { countUnlocked, rowLockOf, type ClosingLock } from '../../../src/core/queue/view/rowLocks'

const row = (id: string, date: string): BankTransaction => ({ id, date, amount: -1250, status: 'ACTIVE' }) as BankTransaction
const closedThrough = (date: string, modificationsEnabled = false): ClosingLock => ({
  date,
  modificationsEnabled,
  isLocked: (day) => day <= date,
})

describe('rowLockOf', () => {
  it('locks every row of a session that may not write', () => {
    expect(rowLockOf(row('a', '2026-07-01'), true, undefined)).toEqual({ reason: 'session' })
  })

  it('locks a row dated through the closing, naming the date, and leaves a later row open', () => {
    expect(rowLockOf(row('a', '2026-03-31'), false, closedThrough('2026-03-31'))).toEqual({ reason: 'closed', closingDate: '2026-03-31' })
    expect(rowLockOf(row('b', '2026-04-01'), false, closedThrough('2026-03-31'))).toBeUndefined()
  })

  it('leaves closed rows open when the close allows changes, or before the close is read', () => {
    expect(rowLockOf(row('a', '2026-01-15'), false, closedThrough('2026-03-31', true))).toBeUndefined()
    expect(rowLockOf(row('a', '2026-01-15'), false, undefined)).toBeUndefined()
  })
})

describe('countUnlocked', () => {
  it('counts the rows newer than the closing among rows newest first, and an undated row after the locked run', () => {
    const closing = closedThrough('2026-03-31')
    const rows = [row('a', '2026-05-02'), row('b', '2026-04-01'), row('c', '2026-03-31'), row('d', '2026-02-01'), row('e', '')]
    const lockOf = (transaction: BankTransaction) => (transaction.date ? rowLockOf(transaction, false, closing) : undefined)
    expect(countUnlocked(rows, lockOf)).toBe(3)
    expect(countUnlocked(rows, () => undefined)).toBe(5)
  })
})
