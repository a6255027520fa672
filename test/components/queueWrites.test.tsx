// The review queue's writes against a service that does more than answer 200: a bulk action goes in
// bounded batches with progress, each landing as it comes; a batch that fails stops the rest and
// Try again sends only the rest, into one undo step; a batch under an outer FAILURE is read item by
// item; a 429 with a plain-text body waits and says until when; an item saved without data is
// saved. Both profiles, in jsdom; the browser tests run the batches in Chromium.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.marketing, name: 'Marketing' },
  ],
}

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())
afterEach(() => vi.restoreAllMocks())

describe('the review queue’s writes', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 } })
  const stored = () =>
    new Map(
      (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).map((transaction) => [
        transaction.id,
        transaction,
      ]),
    )
  let saves: { data: BankTransactionInput[] }[] = []
  beforeEach(() => {
    saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())

  /** Saves only (the described service also lists with a POST to the same path), the `nth` answered by `answer` instead of the sandbox. */
  function onSave(nth: number, answer: (request: Request) => Promise<Response | undefined>) {
    let count = 0
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, async ({ request }) => {
        if (!request.headers.has('content-type') || ++count !== nth) return undefined
        return answer(request)
      }),
    )
  }

  async function renderQueue(maxBatchSize = service.maxBatchSize) {
    const view = renderWithSandbox(<BankTransactionList options={options} editor={false} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { service: { ...service, maxBatchSize } },
    })
    await screen.findByRole('grid', { name: 'Bank transactions' })
    return view
  }
  const user = () => userEvent.setup()
  const announcement = () => document.querySelector('.bk-transaction-list__outcome')?.textContent ?? ''
  const rows = () => [...document.querySelectorAll<HTMLElement>('[role="row"][data-id]')]

  /** Selects every row that can change (those after the closing); resolves to how many. */
  async function selectAll(u: ReturnType<typeof user>): Promise<number> {
    const all = await screen.findByRole('checkbox', { name: /^Select all \d+ that can change$/ })
    const count = Number(/\d+/.exec(all.getAttribute('aria-label') ?? '')?.[0])
    await u.click(all)
    return count
  }

  it('a bulk action goes in batches of maxBatchSize with its progress, each landing on its rows, and one undo takes it all back in batches', async () => {
    const u = user()
    const before = stored()
    await renderQueue(5)
    const count = await selectAll(u)
    expect(count).toBeGreaterThan(10)
    let release = () => {}
    onSave(2, () => new Promise<undefined>((resolve) => (release = () => resolve(undefined))))
    await u.selectOptions(await screen.findByLabelText('Category for the selected'), 'Marketing')
    await u.click(screen.getByRole('button', { name: `Categorize ${count}` }))

    // The first batch has landed and the second waits: its rows are saved, the rest still saving.
    expect(await screen.findByText(`Saving 5 of ${count}…`)).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: `Saving 5 of ${count}…` })).toHaveAttribute('value', '5')
    const firstRows = rows().slice(0, 5)
    expect(rows()[5]).toHaveAttribute('data-result', 'saving')
    for (const row of firstRows) expect(row).toHaveAttribute('data-result', 'saved')
    expect(screen.getByRole('button', { name: 'Cancel saving' })).toBeInTheDocument()
    release()

    await waitFor(() => expect(announcement()).toBe(`${count} saved.`))
    expect(saves.map((body) => body.data.length)).toEqual([
      ...Array.from({ length: Math.floor(count / 5) }, () => 5),
      ...(count % 5 ? [count % 5] : []),
    ])
    for (const item of saves.flatMap((body) => body.data))
      expect(stored().get(item.id as string)?.category?.id).toBe(bakery.categories.marketing)

    await u.click(screen.getByRole('button', { name: `Undo (${count})` }))
    await waitFor(() => expect(announcement()).toBe(`Undone: ${count} restored.`))
    const undoSaves = saves.slice(Math.ceil(count / 5))
    expect(undoSaves.every((body) => body.data.length <= 5)).toBe(true)
    expect(undoSaves.flatMap((body) => body.data)).toHaveLength(count)
    for (const item of saves[0]?.data ?? [])
      expect(stored().get(item.id as string)?.category?.id).toBe(before.get(item.id as string)?.category?.id)
  })

  it('a batch that fails stops the rest, says how many were and were not saved, and Try again sends only the rest into the same undo step', async () => {
    const u = user()
    await renderQueue(5)
    const count = await selectAll(u)
    expect(count).toBeGreaterThan(10)
    onSave(2, async () =>
      HttpResponse.json(
        { result: 'FAILURE', error: [{ type: 'UNKNOWN_ERROR', message: 'The ledger is being rebuilt.' }] },
        { status: 503 },
      ),
    )
    await u.selectOptions(await screen.findByLabelText('Category for the selected'), 'Marketing')
    await u.click(screen.getByRole('button', { name: `Categorize ${count}` }))

    // The 503 is checked (nothing stored), so its 5 are refused with the service's words; the rest were never sent.
    await waitFor(() =>
      expect(announcement()).toBe(
        `5 saved, 5 refused, ${count - 10} not sent: The ledger is being rebuilt. “Try again” sends only the rows not saved.`,
      ),
    )
    expect(saves.map((body) => body.data.length)).toEqual([5, 5])
    const notSaved = rows().filter((row) => row.getAttribute('data-result') === 'failed')
    expect(notSaved.length).toBeGreaterThan(0)
    expect(within(notSaved[0] as HTMLElement).getByText('The ledger is being rebuilt.')).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: `Try again (${count - 5} not saved)` }))
    await waitFor(() => expect(announcement()).toBe(`${count - 5} saved.`))
    expect(saves.slice(2).flatMap((body) => body.data)).toHaveLength(count - 5)
    for (const item of saves.flatMap((body) => body.data))
      expect(stored().get(item.id as string)?.category?.id).toBe(bakery.categories.marketing)
    // One step: the first 5 and the rest together.
    expect(screen.getByRole('button', { name: `Undo (${count})` })).toBeInTheDocument()
  })

  it('reads a batch under an outer FAILURE item by item: the two stored are saved with undo, the refused one says why', async () => {
    const u = user()
    await renderQueue()
    const [first, second, third] = rows()
    for (const row of [first, second, third]) await u.click(within(row as HTMLElement).getByRole('checkbox'))
    // Another client deletes the second meanwhile: the service refuses its update 404, item by item.
    const gone = second?.getAttribute('data-id') as string
    await sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner }).client.deleteBankTransaction(gone)
    state.sandbox.failNext({ outerFailure: true, status: 500, method: 'POST', path: SAVE_PATH })
    await u.selectOptions(await screen.findByLabelText('Category for the selected'), 'Marketing')
    await u.click(screen.getByRole('button', { name: 'Categorize 3' }))

    await waitFor(() => expect(announcement()).toMatch(/^2 saved, 1 refused: ./))
    expect(announcement()).not.toMatch(/could not be reached/)
    expect(first).toHaveAttribute('data-result', 'saved')
    expect(third).toHaveAttribute('data-result', 'saved')
    expect(second).toHaveAttribute('data-result', 'failed')
    expect(screen.getByRole('button', { name: 'Undo (2)' })).toBeInTheDocument()
  })

  it('a 429 with a plain-text body is not a lost connection: the queue says when it sends again, then saves once', async () => {
    const u = user()
    await renderQueue()
    // A row with a category, to review: one click marks it reviewed.
    const row = rows().find((one) => within(one).queryByRole('button', { name: /^Mark reviewed: / })) as HTMLElement
    onSave(
      1,
      async () => new HttpResponse('Too many requests', { status: 429, headers: { 'content-type': 'text/plain', 'Retry-After': '1' } }),
    )
    await u.click(within(row).getByRole('button', { name: /^Mark reviewed: / }))
    expect(await screen.findByText(/^The bookkeeping service is busy: sending again at .+…$/)).toBeInTheDocument()
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(saves).toHaveLength(2)
    expect(announcement()).toMatch(/^Saved: /)
  })

  it('an item answered SUCCESS 201 without data is saved, and the record is read back', async () => {
    const u = user()
    await renderQueue()
    const row = rows()[0] as HTMLElement
    const id = row.getAttribute('data-id') as string
    state.sandbox.failNext({ itemsWithoutData: true, method: 'POST', path: SAVE_PATH })
    await u.selectOptions(within(row).getByRole('combobox'), 'Ingredients')
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(announcement()).toMatch(/^Saved: /)
    expect(stored().get(id)?.category?.id).toBe(bakery.categories.ingredients)
    expect(within(row).queryByText(/did not save this item/)).toBeNull()
  })
})
