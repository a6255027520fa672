/// <reference types="vite/client" />
// A rule's suggestion in the review queue, in Chromium where layout is real, at a desktop's width
// and a phone's: every row keeps its one height with the suggestion in it (a chip of one line that
// gives way before the picker), and the chip names its rule in its tooltip and its accessible name.
// The owner's answers the same way at a phone's width: the one offered as a chip, the one held
// beside the description, each inside its row and cell and whole in its tooltip; "Set aside" leaves
// the focus on its row.
import { render, screen, waitFor, within } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import { useBrowserWorker } from '../support/browserWorker'
import type { TokenResponse } from '../../src/api/types'
import { BankTransactionList } from '../../src/components'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sessionDigest } from '../../src/core/store/browserStorage'
import type { CategorizationRule } from '../../src/core/rules/types'
import type { BankTransaction } from '../../src/api/types'
import type { OwnerQuestion, QuestionsRecord } from '../../src/core/questions/types'
import { questionsKey } from '../../src/core/store/store'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()
let sandbox: Sandbox

/** Kept in this browser's storage (the provider here has no store), under the digest of its `sessionKey` (none: the empty one's). */
let rulesKey = ''
/** A long name and every payment out: each row to review gets its suggestion. */
const RULE: CategorizationRule = {
  id: 'rule_out',
  name: 'Every payment that leaves the account for the shop’s supplies, whatever the bank calls it',
  enabled: true,
  confirm: false,
  conditions: { direction: 'out' },
  actions: { categoryId: bakery.categories.ingredients },
  createdAt: '2026-05-02T09:00:00.000Z',
}

beforeAll(async () => {
  sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
  })
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  // Six card payments arrive from the feed, to review with no category: the rule suggests for each.
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const arriving = Array.from({ length: 6 }, (_, index) => ({
    date: `2026-06-${20 + index}`,
    amount: -(450 + index * 25),
    bankAccountId: bakery.bankAccounts.checking,
    description: `HARBOR ROW FLOUR AND GRAIN MERCHANTS WHOLESALE #12${index} 06/${20 + index}`,
  }))
  await sandbox.handle(
    new Request(`${BASE_URL}/v6/banks/transactions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: arriving }),
    }),
  )
  rulesKey = `bookkit:store:${await sessionDigest('')}:rules:${bakery.id}`
  localStorage.setItem(rulesKey, JSON.stringify({ value: { format: 'bookkit.rules', formatVersion: 1, rules: [RULE] }, version: '1' }))
})
afterAll(() => localStorage.removeItem(rulesKey))

const fetchToken = async (): Promise<TokenResponse> => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })

it.each([1280, 390])('keeps each row one height with a rule’s suggestion in it, at %i px, and names the rule', async (width) => {
  await page.viewport(width, 900)
  const { unmount } = render(
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken}>
      <BankTransactionList companyId={bakery.id} />
    </BookkeepingProvider>,
  )
  const chips = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.bk-transaction-category__suggestion[data-rule]')]
    expect(found.length).toBeGreaterThanOrEqual(6)
    return found
  })
  const grid = screen.getByRole('grid')
  const heights = new Set<number>()
  for (const chip of chips) {
    const row = chip.closest<HTMLElement>('[role="row"]') as HTMLElement
    const box = row.getBoundingClientRect()
    const drawn = chip.getBoundingClientRect()
    heights.add(Math.round(box.height))
    // Inside its row, never over the next one.
    expect(drawn.top).toBeGreaterThanOrEqual(box.top - 0.5)
    expect(drawn.bottom).toBeLessThanOrEqual(box.bottom + 0.5)
    // One line: no taller than the row's controls.
    expect(drawn.height).toBeLessThanOrEqual(48)
    expect(chip.title).toContain(RULE.name)
    expect(chip.getAttribute('aria-label')).toContain(RULE.name)
  }
  // Every row of the window has the grid's one row height, chip or none.
  for (const row of within(grid).getAllByRole('row').slice(1)) heights.add(Math.round(row.getBoundingClientRect().height))
  expect(heights.size).toBe(1)
  unmount()
})

it('shows the owner’s answers inside their rows at 390 px, whole in their tooltips, and Set aside keeps the focus on the row', async () => {
  await page.viewport(390, 900)
  const [offered, held] = (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
    .filter((transaction) => transaction.description?.startsWith('HARBOR ROW'))
    .sort((a, b) => b.date.localeCompare(a.date))
  if (!offered || !held) throw new Error('the arrived rows are missing')
  const asked = (row: BankTransaction, answer: Omit<OwnerQuestion['answers'][number], 'at'>): OwnerQuestion => ({
    id: `q_${row.id}`,
    kind: 'transaction',
    subjects: [
      { transactionId: row.id, date: row.date.slice(0, 10), amount: row.amount, description: row.description ?? '', hadAttachment: false },
    ],
    text: 'What was this for?',
    choices: [
      { id: `category:${bakery.categories.ingredients}`, label: 'Ingredients' },
      { id: 'personal', label: 'Personal' },
    ],
    receiptNeeded: false,
    askedAt: '2026-06-27T09:00:00.000Z',
    answers: [{ ...answer, at: '2026-06-28T09:00:00.000Z' }],
  })
  const note = 'stone-ground rye and spelt for the weekend loaves, and two sacks of semolina for the focaccia'
  const record: QuestionsRecord = {
    format: 'bookkit.questions',
    formatVersion: 1,
    questions: [
      asked(offered, { id: 'a_1', choiceId: `category:${bakery.categories.ingredients}`, note }),
      asked(held, { id: 'a_2', choiceId: 'personal', note }),
    ],
  }
  sandbox.store.put(questionsKey(bakery.id), record)
  const { unmount } = render(
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={fetchToken} store={sandbox.store}>
      <BankTransactionList companyId={bakery.id} />
    </BookkeepingProvider>,
  )
  const rowOf = (id: string) => document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
  const [chip, heldText] = await waitFor(() => {
    const found = [
      rowOf(offered.id)?.querySelector<HTMLElement>('.bk-transaction-category__suggestion[data-answer]'),
      rowOf(held.id)?.querySelector<HTMLElement>('.bk-row-receipt[data-state="answer"] .bk-row-receipt__text'),
    ]
    expect(found.every(Boolean)).toBe(true)
    return found as HTMLElement[]
  })
  for (const element of [chip, heldText] as HTMLElement[]) {
    const row = (element.closest('[role="row"]') as HTMLElement).getBoundingClientRect()
    const cell = (element.closest('[role="gridcell"]') as HTMLElement).getBoundingClientRect()
    const drawn = element.getBoundingClientRect()
    expect(drawn.height).toBeGreaterThan(0)
    expect(drawn.top).toBeGreaterThanOrEqual(row.top - 0.5)
    expect(drawn.bottom).toBeLessThanOrEqual(row.bottom + 0.5)
    expect(drawn.left).toBeGreaterThanOrEqual(cell.left - 0.5)
    expect(drawn.right).toBeLessThanOrEqual(cell.right + 0.5)
    expect(element.title).toContain(note)
  }
  expect(chip?.getAttribute('aria-label')).toContain(note)
  const heights = new Set(
    within(screen.getByRole('grid'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => Math.round(row.getBoundingClientRect().height)),
  )
  expect(heights.size).toBe(1)

  // On the current row, "Set aside" closes the question; the focus stays on the row as the button leaves.
  const heldRow = rowOf(held.id) as HTMLElement
  // A click on its date makes the row current (a click elsewhere in a row only does that).
  await userEvent.click(heldRow.querySelector('[data-column="date"]') as HTMLElement)
  const setAside = await within(heldRow).findByRole('button', { name: /^Set aside the owner’s answer for / })
  await userEvent.click(setAside)
  const stored = () => sandbox.store.peek(questionsKey(bakery.id))?.value as QuestionsRecord | undefined
  await waitFor(() => expect(stored()?.questions[1]?.closed?.outcome).toBe('dismissed'))
  await waitFor(() => expect(rowOf(held.id)?.querySelector('.bk-row-receipt[data-state="answer"]')).toBeNull())
  expect(document.activeElement).toBe(rowOf(held.id))
  unmount()
  sandbox.store.put(questionsKey(bakery.id), { format: 'bookkit.questions', formatVersion: 1, questions: [] })
})
