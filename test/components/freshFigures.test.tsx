// Every figure fresh after every save, on a page that holds the queue's synced set beside the
// balance sheet and the statement of cash flows (issue 91, items 7 and 8): a deposit categorized in
// the queue, a transfer paired across a month end, one side of a pair deleted, a side paired as the
// editor pairs it. After each, the statements show the sandbox's ledger (the books balance, the
// cash flow ties) and the other side of the pair is in the synced set as the service now holds it.
// On the bookkit service: how each profile writes and lists is proved in Node
// (test/api/bankTransactionItems.test.ts, test/sandbox/profileSaves.test.ts). Random sequences of every kind of save: freshFigures.property.test.tsx.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransactionInput } from '../../src/api/types'
import { reviewItem } from '../../src/api/writes/bankTransactionItems'
import { SANDBOX } from '../../src/sandbox'
import { figuresAreTheLedgers, FRESH_VOLUME, renderFreshPage, rowOf, transferTextOf } from '../support/freshPage'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { sandboxClient, useSandboxServer } from '../support/sandbox'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const LEDGER = /^\/v6\/accounting\/glAccounts\/([^/]+)\/generalLedger$/

useViewerToday('2026-06-30')
beforeEach(() => giveGridsAViewport())

describe('figures after a save on a page holding the synced set', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: FRESH_VOLUME })
  const accounts = () => state.sandbox.inspect.glAccounts(bakery.id)
  const outside = () => sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner }).client

  /** A transaction arriving from the bank feed, to review; resolves to its id. */
  async function arrive(fields: BankTransactionInput) {
    const [result] = await outside().saveBankTransactions([fields])
    if (!result?.ok || !result.data) throw new Error('the transaction was not saved')
    return result.data.id
  }
  /** Two sides of a $400 transfer from checking on `fromDate` into savings on `toDate`: unpaired, or paired and reviewed. */
  async function transfer(fromDate: string, toDate: string, paired = false) {
    const reviewed = paired ? { reviewStatus: 'REVIEWED' } : {}
    const out = await arrive({
      date: fromDate,
      amount: -40_000,
      bankAccountId: bakery.bankAccounts.checking,
      description: 'ONLINE TRANSFER TO SAVINGS',
      ...reviewed,
    })
    const into = await arrive({
      date: toDate,
      amount: 40_000,
      bankAccountId: bakery.bankAccounts.savings,
      description: 'TRANSFER FROM CHECKING',
      ...reviewed,
      ...(paired && { matchingBankTransactionId: out }),
    })
    return { out, in: into }
  }
  const stored = (id: string) => state.sandbox.inspect.bankTransactions(bakery.id).find((one) => one.id === id)

  it('a deposit categorized in the queue: the bank account and suspense are read again, the books balance and the cash flow ties', async () => {
    const user = userEvent.setup()
    const deposit = await arrive({
      date: '2026-06-15',
      amount: 41_250,
      bankAccountId: bakery.bankAccounts.checking,
      description: 'COUNTER DEPOSIT 0615',
    })
    const chart = accounts()
    renderFreshPage(state, chart)
    await figuresAreTheLedgers(state.sandbox, chart)

    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'COUNTER DEPOSIT 0615')
    const row = await waitFor(() => rowOf(deposit))
    await user.selectOptions(within(row).getByRole('combobox'), 'Retail sales')
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(stored(deposit)?.category?.id).toBe(bakery.categories.retailSales)
    await figuresAreTheLedgers(state.sandbox, chart)
  })

  it('a transfer paired across a month end: both month ends read again, transfers in transit too', async () => {
    const sides = await transfer('2026-05-31', '2026-06-01')
    const chart = accounts()
    const page = renderFreshPage(state, chart)
    await figuresAreTheLedgers(state.sandbox, chart)

    const { save, transactions, updates } = await page.writes()
    const [out, into] = [sides.out, sides.in].map((id) => transactions.find((one) => one.id === id)!)
    // As the queue's "Pair transfers…" sends them: both sides, naming each other, reviewed.
    const outcomes = await save([
      reviewItem(out!, { pairWith: sides.in, review: true }, updates)!,
      reviewItem(into!, { pairWith: sides.out, review: true }, updates)!,
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved'])
    expect(stored(sides.out)?.matchingBankTransaction?.id).toBe(sides.in)
    await figuresAreTheLedgers(state.sandbox, chart)
  })

  it('one side of a pair deleted: the other side is back in review, unpaired, at once, and the figures follow', async () => {
    const sides = await transfer('2026-06-10', '2026-06-11', true)
    expect(stored(sides.in)?.matchingBankTransaction?.id).toBe(sides.out)
    const chart = accounts()
    const page = renderFreshPage(state, chart)
    await figuresAreTheLedgers(state.sandbox, chart)
    // Reviewed and paired: not in the queue's To review.
    await screen.findByRole('grid', { name: 'Bank transactions' })
    expect(document.querySelector(`[role="row"][data-id="${sides.in}"]`)).toBeNull()

    const { deleteOne } = await page.writes()
    expect((await deleteOne(sides.out)).status).toBe('saved')
    expect(stored(sides.in)?.matchingBankTransaction).toBeUndefined()
    const row = await waitFor(() => rowOf(sides.in))
    expect(transferTextOf(row)).toBeUndefined()
    await figuresAreTheLedgers(state.sandbox, chart)
  })

  it('a side paired as the editor pairs it: the other side shows paired at once, and the figures follow', async () => {
    const sides = await transfer('2026-06-12', '2026-06-12')
    const chart = accounts()
    const page = renderFreshPage(state, chart)
    await figuresAreTheLedgers(state.sandbox, chart)
    const other = await waitFor(() => rowOf(sides.in))
    expect(transferTextOf(other)).toBeUndefined()

    const { save, transactions, updates } = await page.writes()
    const out = transactions.find((one) => one.id === sides.out)!
    // The editor saves the one side it shows, naming the other.
    expect((await save([reviewItem(out, { pairWith: sides.in }, updates)!]))[0]?.status).toBe('saved')
    expect(stored(sides.in)?.matchingBankTransaction?.id).toBe(sides.out)
    await waitFor(() => expect(transferTextOf(rowOf(sides.in))).toMatch(/^Transfer from /))
    await figuresAreTheLedgers(state.sandbox, chart)
  })

  it('a categorized purchase moved to another category (the answer is known): only its bank account’s ledger and the two categories are read again', async () => {
    const chart = accounts()
    const page = renderFreshPage(state, chart)
    await figuresAreTheLedgers(state.sandbox, chart)
    const { save, transactions, updates } = await page.writes()
    const purchase = transactions.find(
      (record) =>
        record.date > state.sandbox.inspect.closing(bakery.id).date! &&
        record.amount < 0 &&
        record.bankAccount?.id === bakery.bankAccounts.checking &&
        record.glAccount?.id &&
        record.category?.id !== bakery.categories.marketing &&
        !record.children?.length &&
        !record.matchingBankTransaction,
    )
    if (!purchase) throw new Error('no categorized purchase from checking after the closing in the sandbox')

    const requests = recordRequests(state.server)
    expect((await save([reviewItem(purchase, { categoryId: bakery.categories.marketing }, updates)!]))[0]?.status).toBe('saved')
    await figuresAreTheLedgers(state.sandbox, chart)
    const marketing = chart.find((account) => account.name === 'Marketing')?.id
    const ledgers = new Set(requests.flatMap((request) => LEDGER.exec(new URL(request.url).pathname)?.[1] ?? []))
    expect(ledgers).toEqual(new Set([bakery.glAccounts.checking, purchase.glAccount?.id, marketing]))
  })
})
