// Every figure fresh after every save (issue 91, items 7 and 8), under random sequences of saves of
// every kind on a page where the queue, the balance sheet and the statement of cash flows are
// mounted together: categorize, split, match an invoice, pair (across a month end or not), unpair
// (from both sides or one), delete (one, or as a bulk delete), undo, and a statement import and its
// undo, each sent through the hooks the queue, the editor, the pairing and the import use. After
// each save settles, the balance sheet balances, the cash flow ties, every figure shown is the
// sandbox's ledger's, and the synced set holds every record's pair and review as the service does.
// On the bookkit service (how each profile writes a save is proved in Node: test/sandbox/profileSaves.test.ts,
// test/api/serviceProfile.test.ts); the seed is named so a failure runs again as it was.
import { cleanup, waitFor } from '@testing-library/react'
import * as fc from 'fast-check'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { restoreItem, reviewItem, type ReviewChange } from '../../src/api/writes/bankTransactionItems'
import { SANDBOX } from '../../src/sandbox'
import { figuresAreTheLedgers, FRESH_VOLUME, renderFreshPage, type PageWrites } from '../support/freshPage'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
/** The seed of every run: a failure names its path, and runs again from this seed alone. */
const SEED = 910_791
const CATEGORIES = [bakery.categories.ingredients, bakery.categories.marketing, bakery.categories.retailSales]

/** One save of a sequence; `pick` chooses among the records it can be made on, as they are when it runs. */
type Step =
  | { kind: 'categorize'; pick: number; category: number }
  | { kind: 'split'; pick: number }
  | { kind: 'match'; pick: number }
  | { kind: 'pair'; pick: number; acrossMonthEnd: boolean }
  | { kind: 'unpair'; pick: number; bothSides: boolean }
  | { kind: 'delete'; pick: number; bulk: boolean }
  | { kind: 'undo' }
  | { kind: 'import'; count: number; day: number }

const pick = fc.nat({ max: 1000 })
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('categorize' as const), pick, category: fc.nat({ max: CATEGORIES.length - 1 }) }),
  fc.record({ kind: fc.constant('split' as const), pick }),
  fc.record({ kind: fc.constant('match' as const), pick }),
  fc.record({ kind: fc.constant('pair' as const), pick, acrossMonthEnd: fc.boolean() }),
  fc.record({ kind: fc.constant('unpair' as const), pick, bothSides: fc.boolean() }),
  fc.record({ kind: fc.constant('delete' as const), pick, bulk: fc.boolean() }),
  fc.constant({ kind: 'undo' as const }),
  fc.record({ kind: fc.constant('import' as const), count: fc.integer({ min: 1, max: 3 }), day: fc.integer({ min: 1, max: 29 }) }),
)

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ testTimeout: 240_000, hookTimeout: 60_000 })
useViewerToday('2026-06-30')
beforeEach(() => giveGridsAViewport())

describe('every figure fresh after random saves', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: FRESH_VOLUME })

  it('after each save the balance sheet balances, the cash flow ties, each figure is the ledger’s and the synced set the service’s', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 6 }), async (steps) => {
        const sandbox = state.reset()
        const chart = sandbox.inspect.glAccounts(bakery.id)
        const closedThrough = sandbox.inspect.closing(bakery.id).date ?? ''
        const page = renderFreshPage(state, chart)
        try {
          await figuresAreTheLedgers(sandbox, chart)
          const undo: Array<(writes: PageWrites) => Promise<unknown>> = []
          for (const one of steps) {
            const writes = await page.writes()
            const open = writes.transactions.filter((record) => record.date > closedThrough && record.status !== 'DELETED')
            await run(one, writes, open, undo)
            await figuresAreTheLedgers(sandbox, chart)
            await setIsTheService(page.current)
          }
        } finally {
          cleanup()
        }
      }),
      { seed: SEED, numRuns: 10, endOnFailure: true },
    )
  })

  /** The synced set holds every live record, each paired and reviewed as the service holds it. */
  async function setIsTheService(current: () => PageWrites | undefined) {
    await waitFor(() => {
      const held = new Map((current()?.transactions ?? []).map((record) => [record.id, record]))
      const live = state.sandbox.inspect.bankTransactions(bakery.id)
      for (const record of live) {
        expect(held.get(record.id)?.matchingBankTransaction?.id, record.id).toBe(record.matchingBankTransaction?.id)
        expect(held.get(record.id)?.reviewStatus, record.id).toBe(record.reviewStatus)
      }
      expect(held.size).toBe(live.length)
    })
  }

  /** Saves `items` (made from `befores`), and keeps the step that puts them back. */
  async function saveWithUndo(
    writes: PageWrites,
    befores: BankTransaction[],
    changes: ReviewChange[],
    undo: Array<(w: PageWrites) => Promise<unknown>>,
  ) {
    const items = befores.map((before, index) => reviewItem(before, changes[index]!, writes.updates))
    const sent = items.flatMap((item, index) => (item ? [{ item, before: befores[index]! }] : []))
    if (sent.length === 0) return
    await writes.save(sent.map(({ item }) => item))
    undo.push((later) => later.save(sent.map(({ item, before }) => restoreItem(before, item, later.updates))))
  }

  /** Creates `items` as a statement import does, and keeps the step that deletes what it made. */
  async function create(writes: PageWrites, items: BankTransactionInput[], undo: Array<(w: PageWrites) => Promise<unknown>>) {
    const outcomes = await writes.save(items)
    const made = outcomes.flatMap((outcome) => (outcome.status === 'saved' && outcome.record ? [outcome.record] : []))
    if (made.length > 0) undo.push((later) => later.deletes(made.map((record) => record.id)))
    return made
  }

  async function run(one: Step, writes: PageWrites, open: BankTransaction[], undo: Array<(w: PageWrites) => Promise<unknown>>) {
    const unpaired = open.filter((record) => !record.matchingBankTransaction?.id)
    const chosen = <T,>(list: readonly T[], at: number): T | undefined => list[at % Math.max(list.length, 1)]
    switch (one.kind) {
      case 'categorize': {
        const record = chosen(unpaired, one.pick)
        if (record) await saveWithUndo(writes, [record], [{ categoryId: CATEGORIES[one.category], review: true }], undo)
        return
      }
      case 'split': {
        const record = chosen(
          unpaired.filter((candidate) => Math.abs(candidate.amount) >= 2),
          one.pick,
        )
        if (!record) return
        const half = Math.trunc(record.amount / 2)
        const children = [
          { amount: half, categoryId: bakery.categories.ingredients },
          { amount: record.amount - half, categoryId: bakery.categories.marketing },
        ]
        await saveWithUndo(writes, [record], [{ children, review: true }], undo)
        return
      }
      case 'match': {
        const deposit = chosen(
          unpaired.filter((candidate) => candidate.amount > 0),
          one.pick,
        )
        const invoice = chosen(
          state.sandbox.inspect
            .invoices(bakery.id)
            .filter(
              (candidate) =>
                candidate.status === 'ACTIVE' &&
                ['OPEN', 'PARTIALLY_PAID'].includes(candidate.invoiceStatus) &&
                (candidate.totals?.balance ?? 0) > 0 &&
                candidate.date <= (deposit?.date ?? ''),
            ),
          one.pick,
        )
        if (!deposit || !invoice) return
        const paid = Math.min(deposit.amount, invoice.totals!.balance!)
        const children = [
          { amount: paid, invoiceId: invoice.id },
          ...(deposit.amount > paid ? [{ amount: deposit.amount - paid, categoryId: bakery.categories.retailSales }] : []),
        ]
        await saveWithUndo(writes, [deposit], [{ children, review: true }], undo)
        return
      }
      case 'pair': {
        // The other side arrives (a save of its own), then both are paired as the queue pairs them.
        const [fromDate, toDate] = one.acrossMonthEnd ? ['2026-05-31', '2026-06-01'] : ['2026-06-20', '2026-06-20']
        const amount = 10_000 + (one.pick % 50) * 100
        const [out, into] = await create(
          writes,
          [
            { date: fromDate, amount: -amount, bankAccountId: bakery.bankAccounts.checking, description: 'ONLINE TRANSFER TO SAVINGS' },
            { date: toDate, amount, bankAccountId: bakery.bankAccounts.savings, description: 'TRANSFER FROM CHECKING' },
          ],
          undo,
        )
        await figuresAreTheLedgers(state.sandbox, state.sandbox.inspect.glAccounts(bakery.id))
        if (out && into)
          await saveWithUndo(
            writes,
            [out, into],
            [
              { pairWith: into.id, review: true },
              { pairWith: out.id, review: true },
            ],
            undo,
          )
        return
      }
      case 'unpair': {
        const record = chosen(
          open.filter((candidate) => candidate.matchingBankTransaction?.id),
          one.pick,
        )
        if (!record) return
        const other = one.bothSides ? open.find((candidate) => candidate.id === record.matchingBankTransaction?.id) : undefined
        const sides = other ? [record, other] : [record]
        await saveWithUndo(
          writes,
          sides,
          sides.map(() => ({ pairWith: null })),
          undo,
        )
        return
      }
      case 'delete': {
        const record = chosen(open, one.pick)
        if (!record) return
        if (one.bulk) await writes.deletes([record.id])
        else await writes.deleteOne(record.id)
        return
      }
      case 'undo':
        await undo.pop()?.(writes)
        return
      case 'import': {
        const items = Array.from({ length: one.count }, (_, index) => ({
          date: `2026-06-${String(one.day).padStart(2, '0')}`,
          amount: (index % 2 === 0 ? 1 : -1) * (2_500 + index * 1_250),
          bankAccountId: index % 2 === 0 ? bakery.bankAccounts.checking : bakery.bankAccounts.savings,
          description: `STATEMENT LINE ${one.day}-${index}`,
        }))
        await create(writes, items, undo)
        return
      }
    }
  }
})
