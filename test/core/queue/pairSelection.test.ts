// What "Pair transfers…" decides, in Node: which pairs it ticks by itself (the likely ones, not one
// another side is as likely for, never one in a closed period), what "Select all" and "Select none"
// tick, that a side given to one row is taken from every other, and what it hands over: the rows
// ticked, in the list's order, each as the candidate the user picked. The dialog's words, focus and
// keys: pairTransfersDialog.test.tsx and its browser test. Which pairs the queue offers at all: pairsToOffer.
import type { BankTransaction } from '../../../src/api/types'
import { pairRows, pickRow, pickRowChoices, selectionOf, tickRow, toggleAll } from '../../../src/core/queue/pairSelection'
import type { PairChoices, PairPicks } from '../../../src/core/queue/pairSelection'
import type { TransferPair } from '../../../src/core/queue/transferPairs'
import { pairsToOffer } from '../../../src/core/queue/review/pairOffers'

const side = (id: string, date: string, amount: number): BankTransaction => ({ id, date, amount, status: 'POSTED' })
function pair(n: number, { fromDate = '2026-06-25', ambiguous = false } = {}): TransferPair {
  return {
    from: side(`out_${n}`, fromDate, -500),
    to: side(`in_${n}`, '2026-06-26', 500),
    named: 6,
    days: 1,
    worded: 2,
    ambiguous,
    rivals: [],
  }
}
/** A pair whose money in could have left on Jun 25 (the pair) or on `rivalFrom`'s day (its rival). */
function ambiguousPair(n: number, rivalFrom = side(`out_${n}_rival`, '2026-06-27', -500)): TransferPair {
  const likely = pair(n, { ambiguous: true })
  return { ...likely, rivals: [{ ...likely, from: rivalFrom, ambiguous: false }] }
}

const rent = pair(1)
const sameDay = pair(2)
const unsure = pair(3, { ambiguous: true })
const closed = pair(4, { fromDate: '2026-03-30' })
const PAIRS = [rent, sameDay, unsure, closed]
const isLocked = (one: TransferPair) => one.from.date! < '2026-04-01'

/** The dialog's state through a series of the user's acts. */
function dialog(pairs: readonly TransferPair[], locked = isLocked) {
  let choices: PairChoices = new Map()
  let picks: PairPicks = new Map()
  const rows = () => pairRows(pairs, locked, choices, picks)
  return {
    ticks: () => rows().map((row) => row.ticked),
    handed: () => selectionOf(rows()).ticked.map((row) => row.chosen),
    tick: (index: number, on: boolean) => (choices = tickRow(choices, rows(), rows()[index]!.key, on)),
    pick: (index: number, candidate: TransferPair) => {
      const key = rows()[index]!.key
      ;[choices, picks] = [pickRowChoices(choices, rows(), key, candidate), pickRow(picks, key, candidate)]
    },
    toggleAll: () => (choices = toggleAll(choices, rows())),
    selection: () => selectionOf(rows()),
  }
}

describe('Pair transfers', () => {
  it('ticks the likely pairs by itself, not one another side is as likely for, never one in a closed period', () => {
    const list = dialog(PAIRS)
    expect(list.ticks()).toEqual([true, true, false, false])
    expect(list.selection()).toMatchObject({ allTicked: true, pairable: { length: 3 } })
    list.tick(3, true)
    expect(list.ticks()).toEqual([true, true, false, false])
  })

  it('hands over exactly the rows ticked, in the list’s order', () => {
    const list = dialog(PAIRS)
    list.tick(0, false)
    list.tick(2, true)
    expect(list.handed()).toEqual([sameDay, unsure])
  })

  it('selects all but the ambiguous, and then none', () => {
    const list = dialog(PAIRS)
    list.toggleAll()
    expect(list.ticks()).toEqual([false, false, false, false])
    expect(list.selection().allTicked).toBe(false)
    list.toggleAll()
    expect(list.ticks()).toEqual([true, true, false, false])
    list.tick(2, true)
    list.toggleAll()
    expect(list.ticks()).toEqual([false, false, false, false])
  })

  it('pairs the candidate the user picks for an ambiguous pair, ticking it', () => {
    const doubtful = ambiguousPair(5)
    const list = dialog([rent, doubtful])
    expect(list.ticks()).toEqual([true, false])
    list.pick(1, doubtful.rivals[0]!)
    expect(list.handed()).toEqual([rent, doubtful.rivals[0]])
  })

  it('gives a side picked in one row to it alone: another row that would take it is unticked', () => {
    const first = ambiguousPair(5)
    const crossing = ambiguousPair(6, first.rivals[0]!.from)
    const list = dialog([first, crossing])
    list.pick(0, first.rivals[0]!)
    list.pick(1, crossing.rivals[0]!)
    expect(list.ticks()).toEqual([false, true])
    expect(list.handed()).toEqual([crossing.rivals[0]])
    // Ticked again, the first takes the side back.
    list.tick(0, true)
    expect(list.ticks()).toEqual([true, false])
  })
})

describe('pairsToOffer', () => {
  it('offers a pair with a side still to review, never two records someone reviewed, nor one with a side in a closed period', () => {
    const reviewed = new Set([sameDay.from.id, sameDay.to.id, rent.to.id])
    const waiting = (transaction: BankTransaction) => !reviewed.has(transaction.id)
    const inClosedPeriod = (transaction: BankTransaction) => transaction.date! < '2026-04-01'
    expect(pairsToOffer(PAIRS, waiting, inClosedPeriod)).toEqual([rent, unsure])
  })
})
