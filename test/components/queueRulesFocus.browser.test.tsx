/// <reference types="vite/client" />
// Where the focus goes after the queue's rule actions, in Chromium with real clicks and keys: after
// a row's Undo of a rule's confirmation, after "Undo all", and after "Create rule" in the offer, it
// is on the row (as the grid's roving focus puts it), never on the page's body.
import { render, screen, waitFor, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import type { BankTransaction } from '../../src/api/types'
import { isReviewed } from '../../src/api/reviewStatus'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { BookkeepingProvider, createBookkeepingClient } from '../../src'
import type { CategorizationRule } from '../../src/core/rules/types'
import { SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { bakeryCategories } from '../../stories/support/hostOptions'
import { isolate } from '../../src/format/isolate'
import { wholeText } from '../../stories/support/sentences'
import { useBrowserWorker } from '../support/browserWorker'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()

beforeAll(async () => {
  await page.viewport(1280, 1000)
})
afterEach(() => worker.resetHandlers())

/** The books of every test, seeded once and copied for each. */
const books = sandboxMaker({
  seed: 1,
  today: '2026-06-30',
  latencyMs: 20,
  volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 200, extraGlLinesPerCompany: 0 },
})

function queueSandbox() {
  const sandbox = books()
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  return sandbox
}

function renderQueue(sandbox: Sandbox) {
  render(
    <BookkeepingProvider
      baseUrl={BASE_URL}
      fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}
      store={sandbox.store}
    >
      <div style={{ height: 960, display: 'flex', flexDirection: 'column' }}>
        <BankTransactionList options={{ categories: bakeryCategories }} editor={false} />
      </div>
    </BookkeepingProvider>,
  )
}

const stored = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
const rowById = (id: string) => document.querySelector<HTMLElement>(`.bk-grid__body [role="row"][data-id="${id}"]`)
/** The row the focus is on, when the focus is on a row element itself. */
const focusedRowId = () => {
  const active = document.activeElement as HTMLElement | null
  return active?.getAttribute('role') === 'row' ? active.dataset.id : undefined
}

/** Three card payments arriving from the bank feed, to review with no category, and a confirming rule for them. */
async function confirmingRule(sandbox: Sandbox): Promise<{ name: string }> {
  const client = createBookkeepingClient({
    baseUrl: BASE_URL,
    fetchToken: async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }),
  })
  const results = await client.saveBankTransactions(
    [0, 1, 2].map((index) => ({
      date: `2026-06-${20 + index}`,
      amount: -(450 + index * 25),
      bankAccountId: bakery.bankAccounts.checking,
      description: `CORNER CUP #12${index}${index} 06/${20 + index}`,
    })),
  )
  expect(results.every((result) => result.ok)).toBe(true)
  const rule: CategorizationRule = {
    id: 'rule_focus',
    enabled: true,
    confirm: true,
    conditions: { description: { match: 'contains', text: 'Corner Cup' } },
    actions: { categoryId: bakeryCategories[0]!.id },
    createdAt: '2026-06-01T09:00:00.000Z',
  }
  sandbox.store.put(`rules:${bakery.id}`, { format: 'bookkit.rules', formatVersion: 1, rules: [rule] })
  return { name: 'Corner Cup' }
}

it("after a row's Undo and after Undo all, the focus is on the row", { timeout: 60_000 }, async () => {
  const sandbox = queueSandbox()
  const { name } = await confirmingRule(sandbox)
  renderQueue(sandbox)
  const notice = await screen.findByText(wholeText(new RegExp(`^Rule “${name}” confirmed`)))
  const [first] = await waitFor(() => {
    const undos = screen.getAllByRole('button', { name: /^Undo the confirmation of / })
    expect(undos.length).toBeGreaterThan(0)
    return undos
  })
  const row = first!.closest<HTMLElement>('[role="row"]')!
  const id = row.dataset.id!
  await userEvent.click(first!)
  await waitFor(() => expect(within(rowById(id)!).queryByText(/^Confirmed by rule/)).toBeNull())
  expect(focusedRowId()).toBe(id)

  // Undo all of the rest: the focus goes back to the row the user came from.
  await userEvent.click(screen.getByRole('button', { name: `Undo all confirmations by rule “${isolate(name)}”` }))
  await waitFor(() => expect(notice).not.toBeInTheDocument())
  expect(focusedRowId()).toBe(id)
})

it('after "Create rule" in the offer, the focus is on the row the rule was made from', { timeout: 60_000 }, async () => {
  const sandbox = queueSandbox()
  renderQueue(sandbox)
  // A row to review that has a category: the offer is filled in with it.
  const categorized = stored(sandbox)
    .filter((transaction) => !isReviewed(transaction.reviewStatus) && transaction.category && !(transaction.children ?? []).length)
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
  const target = await waitFor(() => {
    const shown = categorized.find((transaction) => rowById(transaction.id))
    expect(shown).toBeDefined()
    return shown!
  })
  await userEvent.click(rowById(target.id)!.querySelector<HTMLElement>('[data-column="date"]')!)
  await userEvent.keyboard('r')
  const offer = await screen.findByRole('region', { name: /^Always categorize/ })
  expect(offer.contains(document.activeElement)).toBe(true)
  await userEvent.click(within(offer).getByRole('button', { name: 'Create rule' }))
  await waitFor(() => expect(screen.queryByRole('region', { name: /^Always categorize/ })).toBeNull())
  expect(focusedRowId()).toBe(target.id)
})

it.each([1280, 390])(
  'the offer made after three same choices takes its place without moving the row the user is on, at %i px',
  { timeout: 60_000 },
  async (width) => {
    await page.viewport(width, 1000)
    onTestFinished(() => page.viewport(1280, 1000))
    const sandbox = queueSandbox()
    const client = createBookkeepingClient({
      baseUrl: BASE_URL,
      fetchToken: async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }),
    })
    // Four card payments at the top of the queue, to review with no category.
    const results = await client.saveBankTransactions(
      [0, 1, 2, 3].map((index) => ({
        date: `2026-06-${27 + index}`,
        amount: -(450 + index * 25),
        bankAccountId: bakery.bankAccounts.checking,
        description: `CORNER CUP #12${index}${index} 06/${27 + index}`,
      })),
    )
    expect(results.every((result) => result.ok)).toBe(true)
    const rows = stored(sandbox)
      .filter((transaction) => transaction.description?.startsWith('CORNER CUP'))
      .sort((a, b) => b.date.localeCompare(a.date))
    renderQueue(sandbox)
    const choose = async (row: BankTransaction) => {
      // On the row first, as a user working down the queue is.
      await userEvent.click(await waitFor(() => rowById(row.id)!.querySelector<HTMLElement>('[data-column="date"]')!))
      const select = within(rowById(row.id)!).getByLabelText(`Category of ${row.description}`)
      await userEvent.selectOptions(select, 'Ingredients')
      await waitFor(() => expect(stored(sandbox).find(({ id }) => id === row.id)?.category?.id).toBe(bakeryCategories[0]!.id))
    }
    await choose(rows[0]!)
    await choose(rows[1]!)
    // Where the row the user is on (the focus's) stands on screen in each commit before the offer, and in the one that adds it.
    const tops: { offered: boolean; id: string | undefined; top: number }[] = []
    const observer = new MutationObserver(() => {
      const row = document.activeElement?.closest<HTMLElement>('.bk-grid__body [role="row"]')
      if (row)
        tops.push({ offered: document.querySelector('.bk-rule-offer') !== null, id: row.dataset.id, top: row.getBoundingClientRect().top })
    })
    observer.observe(document.body, { childList: true, subtree: true, characterData: true })
    onTestFinished(() => observer.disconnect())
    await choose(rows[2]!)
    await screen.findByRole('region', { name: /^Always categorize/ })
    const before = tops.filter(({ offered }) => !offered).at(-1)
    const after = tops.find(({ offered }) => offered)
    expect(before).toBeDefined()
    expect(after).toEqual({ ...before, offered: true })
    // Nothing took the focus from the rows.
    expect(document.activeElement?.closest('.bk-grid__body')).not.toBeNull()
  },
)
