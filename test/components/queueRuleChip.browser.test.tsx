/// <reference types="vite/client" />
// A rule's suggestion in the review queue, in Chromium where layout is real, at a desktop's width
// and a phone's: every row keeps its one height with the suggestion in it (a chip of one line that
// gives way before the picker), and the chip names its rule in its tooltip and its accessible name.
import { render, screen, waitFor, within } from '@testing-library/react'
import { page } from 'vitest/browser'
import { useBrowserWorker } from '../support/browserWorker'
import type { TokenResponse } from '../../src/api/types'
import { BankTransactionList } from '../../src/components'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { sessionDigest } from '../../src/core/store/browserStorage'
import type { CategorizationRule } from '../../src/core/rules/types'

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
