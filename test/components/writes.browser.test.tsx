/// <reference types="vite/client" />
// A write against a service that hangs, fails after storing, or takes a bulk action larger than a
// batch, in Chromium with real timers and the sandbox behind the service worker: the editor says
// "Still saving…" and then that the outcome is unknown, and finds the save on the next attempt; a
// 500 after storing is saved once; a bulk action goes in bounded batches with its progress on
// screen, axe-clean while it runs.
import { render, screen, waitFor, within } from '@testing-library/react'
import axe from 'axe-core'
import { useBrowserWorker } from '../support/browserWorker'
import type { ReactNode } from 'react'
import { page, userEvent } from 'vitest/browser'
import { BookkeepingProvider, type BookkeepingProviderProps } from '../../src'
import type { BankTransaction } from '../../src/api/types'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { isReviewed } from '../../src/api/reviewStatus'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox } from '../../src/sandbox'
import { bakeryCategories } from '../../stories/support/hostOptions'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const worker = useBrowserWorker()

beforeAll(async () => {
  await page.viewport(1280, 1000)
})
afterEach(() => worker.resetHandlers())

/** A sandbox `latencyMs` away, counting the saves it answered (a listing on the described path has no body). */
function sandboxWithSaves(latencyMs: number) {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    latencyMs,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
  })
  const saves: number[] = []
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    const body = request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH ? await request.clone().text() : ''
    if (body) saves.push((JSON.parse(body) as { data: unknown[] }).data.length)
    return handle(request)
  }
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  return { sandbox, saves }
}

function Provider({ sandbox, children, ...props }: { sandbox: Sandbox; children: ReactNode } & Partial<BookkeepingProviderProps>) {
  return (
    <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })} {...props}>
      <div style={{ height: 900, display: 'flex', flexDirection: 'column' }}>{children}</div>
    </BookkeepingProvider>
  )
}

const stored = (sandbox: Sandbox) => sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
const announcement = () => document.querySelector('.bk-transaction-list__outcome')?.textContent ?? ''
const bodyRows = () => Array.from(document.querySelectorAll<HTMLElement>('.bk-grid__body [role="row"]'))
const violations = async (root: Element) =>
  (await axe.run(root, { resultTypes: ['violations'] })).violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )

it(
  'the editor: a save that hangs says "Still saving…", is unknown once its time limit passes, and the next Save finds it stored',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves } = sandboxWithSaves(0)
    const record = stored(sandbox).find((transaction) => transaction.date > sandbox.inspect.closing(bakery.id).date) as BankTransaction
    render(
      <Provider sandbox={sandbox} requestTimeout={{ write: 5_000 }}>
        <BankTransactionEditor transaction={record} />
      </Provider>,
    )
    const memo = await screen.findByLabelText('Memo')
    await userEvent.fill(memo, 'Stored, answer never came')
    sandbox.failNext({ stored: true, hang: true, method: 'POST', path: SAVE_PATH })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))

    await screen.findByRole('button', { name: 'Still saving…' })
    expect(screen.getByRole('button', { name: 'Cancel saving' })).toBeVisible()
    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('The bookkeeping service did not answer in time.')
    expect(memo).toHaveValue('Stored, answer never came')
    expect(await violations(document.querySelector('.bk-root') as Element)).toEqual([])

    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await screen.findByText('The service did not answer clearly at first; a check found it saved.')
    expect(saves).toEqual([1])
    expect(stored(sandbox).find((transaction) => transaction.id === record.id)?.notes).toBe('Stored, answer never came')
  },
)

it(
  'the queue: Enter on a row whose save is answered 500 after it was stored shows it saved, and sends it once',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves } = sandboxWithSaves(60)
    render(
      <Provider sandbox={sandbox}>
        <BankTransactionList options={{ categories: bakeryCategories }} editor={false} />
      </Provider>,
    )
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(3))
    const row = bodyRows()[0] as HTMLElement
    const id = row.dataset.id as string
    sandbox.failNext({ stored: true, status: 500, method: 'POST', path: SAVE_PATH })
    row.focus()
    await userEvent.keyboard('{Enter}')
    await waitFor(() => expect(document.querySelector(`[role="row"][data-id="${id}"]`)).toHaveAttribute('data-result', 'saved'))
    expect(announcement()).toMatch(/^Saved: /)
    expect(saves).toEqual([1])
    expect(isReviewed(stored(sandbox).find((transaction) => transaction.id === id)?.reviewStatus)).toBe(true)
  },
)

it(
  'the queue: a bulk action larger than a batch goes in batches of maxBatchSize, its progress on screen and axe-clean, and lands whole',
  { timeout: 60_000 },
  async () => {
    const { sandbox, saves } = sandboxWithSaves(0)
    // The batches after the first wait until its progress has been seen: the page could otherwise
    // pass "Saving 4 of …" between two looks.
    let seen = () => {}
    const progressSeen = new Promise<void>((resolve) => (seen = resolve))
    onTestFinished(() => seen())
    const handle = sandbox.handle.bind(sandbox)
    sandbox.handle = async (request) => {
      if (saves.length > 0 && request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH) await progressSeen
      return handle(request)
    }
    render(
      <Provider sandbox={sandbox} service={{ maxBatchSize: 4 }}>
        <BankTransactionList options={{ categories: bakeryCategories }} editor={false} />
      </Provider>,
    )
    const all = await screen.findByRole('checkbox', { name: /^Select all \d+ that can change$/ })
    const count = Number(/\d+/.exec(all.getAttribute('aria-label') ?? '')?.[0])
    expect(count).toBeGreaterThan(8)
    // Found again at the click: the box found first may have been drawn anew since (the header draws
    // none while no row can change), and a click on the one gone selects nothing.
    await userEvent.click(screen.getByRole('checkbox', { name: /^Select all \d+ that can change$/ }))
    await userEvent.click(await screen.findByRole('button', { name: `Mark ${count} reviewed` }))

    const progress = await screen.findByRole('progressbar', { name: `Saving 4 of ${count}…` })
    expect(progress).toBeVisible()
    expect(screen.getByText(`Saving 4 of ${count}…`)).toBeVisible()
    expect(
      within(document.querySelector('.bk-transaction-list__notices') as HTMLElement).getByRole('button', { name: 'Cancel saving' }),
    ).toBeVisible()
    expect(await violations(document.querySelector('.bk-root') as Element)).toEqual([])
    seen()

    await waitFor(() => expect(announcement()).toBe(`${count} saved.`), { timeout: 20_000 })
    expect(saves.every((size) => size <= 4)).toBe(true)
    expect(saves.reduce((sum, size) => sum + size, 0)).toBe(count)
    expect(screen.queryByRole('progressbar')).toBeNull()
  },
)
