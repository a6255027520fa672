// What a statement's rows are in the books, as an assignment: the pairs that tick the most rows
// (the nearest dates between equal counts), rows found off the worksheet, rows not in the books,
// and the count against a brute-force maximum on small inputs.
import * as fc from 'fast-check'
import type { BankTransaction } from '../../../src/api/types'
import { sourceIdsOf } from '../../../src/core/import/sourceIds'
import type { StatementRow } from '../../../src/core/import/types'
import { MATCH_DAYS, statementTicks, type StatementTicks } from '../../../src/core/reconcile/statementTicks'

const ACCOUNT = 'bka_checking'

const transaction = (id: string, date: string, amount: number, more: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date,
    amount,
    reviewStatus: 'REVIEWED',
    status: 'ACTIVE',
    bankAccount: { id: ACCOUNT, name: 'Checking' },
    ...more,
  }) as BankTransaction

const row = (line: number, date: string, amount: number, more: Partial<StatementRow> = {}): StatementRow => ({
  line,
  date,
  amount,
  description: `Row ${line}`,
  ...more,
})

/** Each settled row's line and the id of the worksheet transaction it got (`-` for none). */
const pairsOf = (ticks: StatementTicks) => ticks.rows.map((match) => `${match.row.line}:${match.transaction?.id ?? '-'}`)

describe('statement rows assigned to transactions', () => {
  it('ticks both rows where the first-come choice would leave one: row A takes the farther transaction B cannot reach', () => {
    // First come, row 1 takes the nearest (May 11) and row 2 reaches nothing else.
    const rows = [row(1, '2026-05-10', -2500), row(2, '2026-05-13', -2500)]
    const candidates = [transaction('may7', '2026-05-07', -2500), transaction('may11', '2026-05-11', -2500)]
    expect(pairsOf(statementTicks(rows, ACCOUNT, candidates))).toEqual(['1:may7', '2:may11'])
  })

  it('between assignments of equal count takes the fewest days apart in total', () => {
    const rows = [row(1, '2026-05-10', -900), row(2, '2026-05-11', -900)]
    const candidates = [transaction('b', '2026-05-11', -900), transaction('a', '2026-05-10', -900)]
    expect(pairsOf(statementTicks(rows, ACCOUNT, candidates))).toEqual(['1:a', '2:b'])
  })

  it('breaks a tie the same way whatever the order given: the earlier date, then the lower id', () => {
    const rows = [row(1, '2026-05-10', -900)]
    const around = [transaction('later', '2026-05-13', -900), transaction('earlier', '2026-05-07', -900)]
    expect(pairsOf(statementTicks(rows, ACCOUNT, around))).toEqual(['1:earlier'])
    expect(pairsOf(statementTicks(rows, ACCOUNT, [...around].reverse()))).toEqual(['1:earlier'])
    const sameDay = [transaction('t2', '2026-05-10', -900), transaction('t1', '2026-05-10', -900)]
    expect(pairsOf(statementTicks(rows, ACCOUNT, sameDay))).toEqual(['1:t1'])
  })

  it('pairs nothing more than MATCH_DAYS apart, nor of another amount', () => {
    const rows = [row(1, '2026-05-10', -900)]
    const candidates = [transaction('far', '2026-05-14', -900), transaction('cent off', '2026-05-10', -901)]
    expect(MATCH_DAYS).toBe(3)
    expect(pairsOf(statementTicks(rows, ACCOUNT, candidates))).toEqual(['1:-'])
  })

  it('leaves pending, reverted and unreadable rows out: they tick nothing and are not listed as missing from the books', () => {
    const rows = [
      row(1, '2026-05-10', -900, { unsettled: 'pending' }),
      row(2, '2026-05-10', -900, { unsettled: 'reverted' }),
      row(3, '2026-05-10', -900, { problem: { code: 'amount' } as never }),
      { line: 4, description: 'No date', amount: -900 },
      row(5, '2026-05-10', -1200),
    ]
    const ticks = statementTicks(rows, ACCOUNT, [transaction('t', '2026-05-10', -900)])
    expect(ticks.ticked.size).toBe(0)
    expect(ticks.rows.map((match) => match.index)).toEqual([4])
  })

  it('says which rows the books hold off the worksheet, and gives a row not in the books its import id', () => {
    const rows = [row(1, '2026-05-01', -4000, { bankId: 'FIT-1' }), row(2, '2026-05-30', -700), row(3, '2026-05-31', -1250)]
    const [byId] = sourceIdsOf(rows, ACCOUNT)
    const reconciled = transaction('reconciled', '2026-04-30', -4000, { apiSourceId: byId, reviewStatus: 'RECONCILED' })
    const nextMonth = transaction('june', '2026-06-01', -700)
    const ticks = statementTicks(rows, ACCOUNT, [transaction('other', '2026-05-01', -4000)], { booked: [reconciled, nextMonth] })
    expect(ticks.rows.map((match) => [match.transaction?.id, match.booked?.id])).toEqual([
      [undefined, 'reconciled'],
      [undefined, 'june'],
      [undefined, undefined],
    ])
    // The worksheet's own transaction of the same amount is not ticked by a row the books hold already.
    expect(ticks.ticked.size).toBe(0)
    expect(ticks.rows[2]?.sourceId).toBe(sourceIdsOf(rows, ACCOUNT)[2])
  })

  it('ticks by import id alone for a file of several accounts, and pairs nothing else', () => {
    const rows = [row(1, '2026-05-10', -4200, { bankId: 'FIT-881' }), row(2, '2026-05-11', -1500, { statement: 1 })]
    const [sourceId] = sourceIdsOf(rows, ACCOUNT)
    const candidates = [transaction('imported', '2026-05-10', -4200, { apiSourceId: sourceId }), transaction('same', '2026-05-11', -1500)]
    expect(pairsOf(statementTicks(rows, ACCOUNT, candidates, { idsOnly: true, booked: [] }))).toEqual(['1:imported', '2:-'])
  })

  it('keeps the count the most in a cluster too large to solve exactly (a fee every day of a long file)', () => {
    // 60 rows and 60 transactions of one amount on consecutive days, the transactions a day later.
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10)
    const rows = Array.from({ length: 60 }, (_, n) => row(n + 1, day(n), -100))
    const candidates = Array.from({ length: 60 }, (_, n) => transaction(`t${String(n).padStart(2, '0')}`, day(n + 1), -100))
    const ticks = statementTicks(rows, ACCOUNT, candidates)
    expect(ticks.ticked.size).toBe(60)
    expect(ticks.rows.every((match) => match.transaction)).toBe(true)
  })
})

/** The largest number of pairs, and the fewest days apart among those, by trying every assignment. */
function bruteForce(rows: Array<{ day: number; amount: number }>, transactions: Array<{ day: number; amount: number }>) {
  let best = { count: 0, days: 0 }
  const used = new Set<number>()
  const walk = (r: number, count: number, days: number) => {
    if (r === rows.length) {
      if (count > best.count || (count === best.count && days < best.days)) best = { count, days }
      return
    }
    walk(r + 1, count, days)
    const current = rows[r]!
    transactions.forEach((candidate, t) => {
      const apart = Math.abs(candidate.day - current.day)
      if (used.has(t) || candidate.amount !== current.amount || apart > MATCH_DAYS) return
      used.add(t)
      walk(r + 1, count + 1, days + apart)
      used.delete(t)
    })
  }
  walk(0, 0, 0)
  return best
}

describe('the assignment against every assignment', () => {
  const dated = fc.record({ day: fc.integer({ min: 1, max: 12 }), amount: fc.constantFrom(-500, -700) })
  const date = (day: number) => `2026-05-${String(day).padStart(2, '0')}`

  it('pairs as many rows as the best assignment, with as few days apart in total', () => {
    fc.assert(
      fc.property(fc.array(dated, { maxLength: 6 }), fc.array(dated, { maxLength: 6 }), (rows, transactions) => {
        const ticks = statementTicks(
          rows.map((each, index) => row(index + 1, date(each.day), each.amount)),
          ACCOUNT,
          transactions.map((each, index) => transaction(`t${index}`, date(each.day), each.amount)),
        )
        const paired = ticks.rows.filter((match) => match.transaction)
        const days = paired.reduce(
          (sum, match) => sum + Math.abs(Number(match.transaction!.date.slice(8)) - Number(match.row.date.slice(8))),
          0,
        )
        for (const match of paired) expect(match.transaction!.amount).toBe(match.row.amount)
        expect(new Set(paired.map((match) => match.transaction!.id)).size).toBe(paired.length)
        expect({ count: paired.length, days }).toEqual(bruteForce(rows, transactions))
      }),
      { numRuns: 300 },
    )
  })
})
