// What the chart stories share: sandboxes shaped for a state, faults that stop a sync part way, and
// the waits for a chart's figures.
import { expect, waitFor } from 'storybook/test'
import type { BankTransaction } from '../../src/api/types'
import type { SandboxOptions } from '../../src/sandbox'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { bakeryCategories } from './hostOptions'
import { SANDBOX_BASE_URL, storySandbox } from './sandbox'

const bakery = SANDBOX.companies.bakery

/** The bakery's categories as a host lists them for the spending chart: the queue's list, and the two a loan payment is split between. */
export const chartCategories = [
  ...bakeryCategories,
  { id: 'ctg_co1_loan_principal', name: 'Loan principal' },
  { id: 'ctg_co1_loan_interest', name: 'Loan interest' },
]

/** A small sandbox: about six months of scheduled payments, synced in one page. */
export const SMALL_BOOKS: Partial<SandboxOptions> = {
  volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
}

/**
 * A year of the bakery's books without the thousands of small purchases the default volume adds to
 * the busiest expense account: the charts show the same kinds of figures, and a sync or a ledger
 * walks two pages instead of fifteen. Every chart story starts from it (each file's `parameters`).
 */
export const A_YEAR_OF_BOOKS: Partial<SandboxOptions> = {
  volume: { extraGlLinesPerCompany: 0 },
}

/** Two thousand transactions, pages of 250 newest first: the first page reaches into mid-May, so June is whole after it and May is not. */
export const STOPPED_SYNC: Partial<SandboxOptions> = {
  volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 2000, extraGlLinesPerCompany: 0 },
}

/** A business that has booked nothing yet: no bank transaction, invoice or ledger line. */
export const EMPTY_BOOKS: Partial<SandboxOptions> = {
  volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
}

/** The bakery's live bank transactions in a story's sandbox, as the v5 list shows them. */
const bakeryTransactions = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]

/** The bank-transaction listing a sync walks. */
export const LISTING_PATH = '/v5/banks/transactions'

/** How many times a read is tried before it fails for good: the first try and both retries. */
const READ_ATTEMPTS = 3

/**
 * For a story's `beforeEach`: the first page of the first sync (or, given `path`, of another walk)
 * comes through, then that path fails (503) for every attempt of the walk (the next page, and both
 * retries), as a service that falls over part way through a long first sync. The next request
 * after those (a "Try again") is answered.
 */
export function stopSyncAfterFirstPage(storyId: string, path = LISTING_PATH): void {
  const sandbox = storySandbox(storyId)
  const handle = sandbox.handle.bind(sandbox)
  let stopped = false
  sandbox.handle = async (request) => {
    const response = await handle(request)
    if (!stopped && response.ok && new URL(request.url).pathname === path) {
      stopped = true
      // Queued before the first page is handed back: the next request of the walk finds it.
      sandbox.failNext({ status: 503, times: READ_ATTEMPTS, path })
    }
    return response
  }
}

/** The last day of a month (`YYYY-MM`). */
export const lastDayOf = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10)

/**
 * Takes the category off every purchase in `month`, split lines too, as a bank feed's fresh
 * records would arrive: saved through the sandbox's own API, so the ledger follows. Returns how many.
 */
export async function uncategorizeMoneyOut(sandbox: Sandbox, month: string): Promise<number> {
  const items = bakeryTransactions(sandbox)
    .filter((transaction) => transaction.date.startsWith(month) && transaction.type !== 'TRANSFER' && transaction.amount < 0)
    .map((transaction) => ({ id: transaction.id, categoryId: null, children: [], reviewStatus: 'UNREVIEWED' }))
  const token = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  const response = await sandbox.handle(
    new Request(`${SANDBOX_BASE_URL}/v6/banks/transactions`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: items }),
    }),
  )
  const answer = (await response.json()) as { result: string }
  if (answer.result !== 'SUCCESS') throw new Error(`The sandbox refused to uncategorize ${month}: ${JSON.stringify(answer)}`)
  return items.length
}

/**
 * Waits for the chart's one-sentence summary (the name of its figure) and returns it. By default
 * it also waits for the whole figures: no "still counting" or "still reading" note left.
 */
export async function summaryOf(canvasElement: HTMLElement, name: RegExp | string = /./, { whole = true } = {}): Promise<string> {
  return waitFor(() => {
    // One reading of the DOM: the summary and the notes as one render left them.
    const summary = canvasElement.querySelector('.bk-chart__summary')
    const text = summary?.textContent ?? ''
    const notes = [...canvasElement.querySelectorAll('.bk-chart__note[role="status"]')].map((note) => note.textContent ?? '')
    expect(text).toMatch(name)
    if (whole) expect(notes.join('')).toBe('')
    expect(summary?.closest('figure')).toHaveAccessibleName(text)
    return text
  })
}

/** Nothing of the chart scrolls sideways or reaches past its container. */
export async function fitsItsContainer(canvasElement: HTMLElement) {
  const root = canvasElement.querySelector('.bk-root') as HTMLElement
  const container = root.parentElement as HTMLElement
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
  for (const part of root.querySelectorAll<Element>('.bk-chart__svg, .bk-chart__bars, .bk-chart__table')) {
    await expect(part.getBoundingClientRect().right).toBeLessThanOrEqual(container.getBoundingClientRect().right + 0.5)
  }
}
