// Where a suspense account's balance comes from (src/core/close/suspenseHeld.ts): the dates that hold
// it, the part the books' closing date keeps from any change, and the journal entry that clears it.
import { clearingEntry, heldBalance, type HeldLine } from '../../../src/core/close/suspenseHeld'

const line = (date: string, amount: number): HeldLine => ({ date, drAmount: Math.max(amount, 0), crAmount: Math.max(-amount, 0) })

describe('heldBalance', () => {
  it('is held by the lines since the balance was last zero', () => {
    const lines = [line('2025-09-01', 500), line('2025-09-20', -500), line('2026-02-10', 1200), line('2026-03-05', 300)]
    expect(heldBalance(lines, undefined)).toEqual({ balance: 1500, from: '2026-02-10', closed: 0 })
  })

  it('is held by the lines since it was last on the other side, and from the first line when it never was', () => {
    expect(heldBalance([line('2025-07-02', -800), line('2025-08-01', 1000), line('2025-09-01', 200)], undefined).from).toBe('2025-08-01')
    expect(heldBalance([line('2025-07-02', -800), line('2025-09-22', -300)], undefined).from).toBe('2025-07-02')
  })

  it('has nothing to hold when it is zero', () => {
    expect(heldBalance([line('2026-05-17', 4468), line('2026-05-26', -4468)], '2026-04-30')).toEqual({
      balance: 0,
      from: undefined,
      closed: 0,
    })
    expect(heldBalance([], '2026-04-30')).toEqual({ balance: 0, from: undefined, closed: 0 })
  })

  it('keeps the part dated on or before the closing date, never more than the balance', () => {
    const lines = [line('2025-07-02', -85_549), line('2025-10-01', -80_301), line('2026-05-06', -43_302)]
    expect(heldBalance(lines, '2026-04-30')).toEqual({ balance: -209_152, from: '2025-07-02', closed: -165_850 })
    // Lines after the closing that bring the balance back toward zero: the entry clears no more than is left.
    expect(heldBalance([line('2026-03-01', 1000), line('2026-05-06', -700)], '2026-04-30').closed).toBe(300)
    // A balance held only by lines after the closing date: none of it is closed.
    expect(heldBalance([line('2026-03-01', 1000), line('2026-03-09', -1000), line('2026-05-06', 250)], '2026-04-30').closed).toBe(0)
  })
})

describe('clearingEntry', () => {
  it('puts the account on the side that clears it, and the same amount on a line whose account is left to choose', () => {
    expect(clearingEntry('gla_co1_suspense', -165_850, '2026-05-01', 'Clears the suspense')).toEqual({
      date: '2026-05-01',
      description: 'Clears the suspense',
      children: [
        { glAccountId: 'gla_co1_suspense', drAmount: 165_850 },
        { glAccountId: '', crAmount: 165_850 },
      ],
    })
    expect(clearingEntry('gla_co1_suspense', 300, '2026-05-01', 'x').children).toEqual([
      { glAccountId: 'gla_co1_suspense', crAmount: 300 },
      { glAccountId: '', drAmount: 300 },
    ])
  })
})
