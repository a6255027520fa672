// <BankTransactionList> in jsdom against the sandbox, on bookkit's profile: bulk actions are one
// batch request whose per-item results land on their own rows, undo is one batch too, the synced
// set follows another client's changes, and ten rows can be reviewed by keyboard alone. One smoke
// test on the described profile: its bodiless listing and its whole-record saves and undo (the
// decisions themselves are proved in Node: test/api/serviceProfile.test.ts,
// test/api/bankTransactionItems.test.ts, test/core/queue/reviewActions.test.ts).
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { BankTransactionList, type BankTransactionListProps } from '../../src/components/BankTransactionList'
import { REVIEWED_STATUSES } from '../../src/api/reviewStatus'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import { findFirstRow, giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { holdGets, recordBodies, recordRequests } from '../support/requests'
import { renderWithSandbox, sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 }

const options: BankTransactionEditorOptions = {
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.rent, name: 'Rent' },
    { id: bakery.categories.utilities, name: 'Utilities' },
    { id: bakery.categories.marketing, name: 'Marketing' },
    { id: bakery.categories.retailSales, name: 'Retail sales' },
    { id: bakery.categories.deposits, name: 'Deposits' },
  ],
}

const reviewed = (transaction: BankTransaction) => REVIEWED_STATUSES.includes(transaction.reviewStatus ?? '')
const unsplit = (transaction: BankTransaction) => (transaction.children ?? []).length === 0
/**
 * A transaction as the whole-update save item restates it, written out here rather than taken from
 * the code under test: references by id, and no `customData` (the described listing answers it unreadable).
 */
function wholeOf(transaction: BankTransaction): Record<string, unknown> {
  const whole: Record<string, unknown> = {
    id: transaction.id,
    date: transaction.date,
    amount: transaction.amount,
    type: transaction.type,
    description: transaction.description,
    status: transaction.status,
    bankAccountId: transaction.bankAccount?.id,
    attachmentIds: (transaction.attachments ?? []).map((file) => file.id),
  }
  if (transaction.notes) whole.notes = transaction.notes
  if (transaction.vendor) whole.vendorId = transaction.vendor.id
  if (transaction.customer) whole.customerId = transaction.customer.id
  if (transaction.reviewStatus) whole.reviewStatus = transaction.reviewStatus
  return whole
}

/** Newest first, ties by id: the list's own order. */
const newestFirst = (a: BankTransaction, b: BankTransaction) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)

// Every test syncs a few hundred transactions and acts through the user's events: slower than one form.
vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())
afterEach(() => vi.restoreAllMocks())

describe('BankTransactionList', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: VOLUME })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  const storedById = () => new Map(stored().map((transaction) => [transaction.id, transaction]))
  let saves: { data: BankTransactionInput[] }[] = []
  beforeEach(() => {
    saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())

  function renderList(props: BankTransactionListProps = {}, who: { scope?: 'read' | 'write' } = {}) {
    return renderWithSandbox(<BankTransactionList options={options} editor={false} {...props} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      ...who,
    })
  }
  const grid = () => screen.findByRole('grid', { name: 'Bank transactions' })
  const rowOf = (id: string) => document.querySelector<HTMLElement>(`[role="row"][data-id="${id}"]`)
  const rowAt = (index: number) =>
    waitFor(() => {
      const row = document.querySelector<HTMLElement>(`[role="row"][data-index="${index}"]`)
      if (!row) throw new Error(`no row ${index} yet`)
      return row
    })
  const region = () => document.querySelector('.bk-grid-region') as HTMLElement
  /** Scrolls the grid as a user would (jsdom keeps `scrollTop`; the virtualizer listens for the event). */
  const scrollGridTo = (top: number) => {
    region().scrollTop = top
    fireEvent.scroll(region())
  }
  /** Every row's `data-result`, by id, read by scrolling the grid top to bottom: only the rows near the viewport are in the DOM. */
  async function resultsThroughTheGrid(rowCount: number): Promise<Map<string, string | null>> {
    const results = new Map<string, string | null>()
    for (let top = 0; top < rowCount * 40; top += 400) {
      scrollGridTo(top)
      await waitFor(() =>
        expect(document.querySelector(`[role="row"][data-index="${Math.min(Math.floor(top / 40), rowCount - 1)}"]`)).not.toBeNull(),
      )
      for (const row of document.querySelectorAll('[role="row"][data-id]'))
        results.set(row.getAttribute('data-id') as string, row.getAttribute('data-result'))
    }
    scrollGridTo(0)
    return results
  }

  /**
   * 50 rows the UI believes may change: 47 open ones, and the 3 newest to-review rows of the closed
   * period, which look open because the closing the UI reads is older than the service's (another
   * user closed the books since). The service refuses exactly those 3.
   */
  async function prepareFiftyWithThreeClosed(sandbox: Sandbox) {
    const closing = sandbox.inspect.closing(bakery.id).date
    const all = stored()
    // Rows already in Marketing would send no category change: the 50 are rows it changes.
    const changes = (transaction: BankTransaction) => unsplit(transaction) && transaction.category?.id !== bakery.categories.marketing
    const closedToReview = all
      .filter((transaction) => transaction.date <= closing && !reviewed(transaction) && changes(transaction))
      .sort(newestFirst)
    const staleClosing = [...new Set(closedToReview.map((transaction) => transaction.date))].find(
      (date) => closedToReview.filter((transaction) => transaction.date > date).length === 3,
    )
    if (!staleClosing) throw new Error('the seed has no date with exactly 3 closed to-review rows after it')
    const refused = closedToReview.filter((transaction) => transaction.date > staleClosing)
    const open = all.filter((transaction) => transaction.date > closing).sort(newestFirst)
    const openUnsplit = open.filter(changes)
    expect(openUnsplit.length).toBeGreaterThanOrEqual(47)
    const accepted = openUnsplit.slice(0, 47)
    const acceptedIds = new Set(accepted.map((transaction) => transaction.id))
    // Another client leaves exactly the 47 open to review.
    const { client } = sandboxClient(sandbox, { userId: SANDBOX.users.bakeryOwner })
    const results = await client.saveBankTransactions(
      open.map((transaction) => ({ id: transaction.id, reviewStatus: acceptedIds.has(transaction.id) ? 'UNREVIEWED' : 'REVIEWED' })),
    )
    expect(results.every((result) => result.ok)).toBe(true)
    state.server.use(
      http.get(`${TEST_BASE_URL}/v6/closing`, async ({ request }) => {
        const answer = (await (await sandbox.handle(request)).json()) as { data: { date: string } }
        return HttpResponse.json({ ...answer, data: { ...answer.data, date: staleClosing } })
      }),
    )
    const before = storedById()
    return { accepted, refused, before, closing }
  }

  it('categorizes 50 rows in one request; the 3 refused keep their choice and say why, and undo restores all in one request', async () => {
    const user = userEvent.setup()
    const { accepted, refused, before, closing } = await prepareFiftyWithThreeClosed(state.sandbox)
    // Only what the list sends from here on.
    state.server.events.removeAllListeners()
    saves = recordBodies(state.server, (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH)
    const onSaved = vi.fn()
    renderList({ onSaved })
    await grid()
    await user.click(await screen.findByRole('checkbox', { name: 'Select all 50 that can change' }))
    expect(screen.getByText('50 selected')).toBeInTheDocument()
    await user.selectOptions(await screen.findByLabelText('Category for the selected'), 'Marketing')
    await user.click(screen.getByRole('button', { name: 'Categorize 50' }))
    await screen.findByText(/^47 saved, 3 refused: The books are closed through/)

    expect(saves).toHaveLength(1)
    expect(saves[0]?.data).toHaveLength(50)
    // A partial update sends the id and what changes, nothing more.
    for (const item of saves[0]?.data ?? []) expect(Object.keys(item).sort()).toEqual(['categoryId', 'id', 'reviewStatus'])
    const after = storedById()
    for (const transaction of accepted)
      expect(after.get(transaction.id)).toMatchObject({ category: { id: bakery.categories.marketing }, reviewStatus: 'REVIEWED' })
    for (const transaction of refused) expect(after.get(transaction.id)).toEqual(before.get(transaction.id))
    expect(onSaved).toHaveBeenCalledTimes(1)
    expect(onSaved.mock.calls[0]?.[0]).toHaveLength(47)
    // The 47 stay in the "To review" view, each marked saved, until the filter changes.
    const results = await resultsThroughTheGrid(50)
    for (const transaction of accepted) expect(results.get(transaction.id), transaction.id).toBe('saved')

    // Only the rows of the closed period: exactly the refused three show it, with the choice kept.
    fireEvent.change(screen.getByLabelText('To'), { target: { value: closing } })
    await waitFor(() => expect(document.querySelectorAll('[role="row"][data-result="failed"]')).toHaveLength(3))
    for (const transaction of refused) {
      const row = rowOf(transaction.id) as HTMLElement
      expect(row).toHaveAttribute('data-result', 'failed')
      expect(within(row).getByText('Not saved')).toBeInTheDocument()
      expect(within(row).getByText(/closed through/)).toBeInTheDocument()
      expect(within(row).getByRole('combobox')).toHaveDisplayValue('Marketing')
      expect(within(row).getByRole('button', { name: /^Retry saving/ })).toBeInTheDocument()
    }

    await user.click(screen.getByRole('button', { name: 'Undo (47)' }))
    await screen.findByText('Undone: 47 restored.')
    expect(saves).toHaveLength(2)
    expect(saves[1]?.data).toHaveLength(47)
    for (const item of saves[1]?.data ?? []) {
      const was = before.get(item.id as string) as BankTransaction
      // Undo puts back the category (or none) and the review status, and nothing more.
      expect(item).toMatchObject({ categoryId: was.category?.id ?? null, reviewStatus: was.reviewStatus })
      expect(Object.keys(item).sort()).toEqual(['categoryId', 'id', 'reviewStatus'])
    }
    const restored = storedById()
    for (const transaction of [...accepted, ...refused]) {
      const was = before.get(transaction.id) as BankTransaction
      expect(restored.get(transaction.id)?.category?.id).toBe(was.category?.id)
      expect(restored.get(transaction.id)?.reviewStatus).toBe(was.reviewStatus)
    }
    expect(document.querySelectorAll('[role="row"][data-result="failed"]')).toHaveLength(0)
  })

  it('categorizes a row with one click on a suggestion, naming it through the host’s categories, and marks it reviewed', async () => {
    const user = userEvent.setup()
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const target = stored().find(
      (transaction) =>
        transaction.date > closing && !transaction.category && (transaction.suggestedCategories ?? []).length > 0 && unsplit(transaction),
    )
    if (!target) throw new Error('the seed has no open row with suggestions')
    const onSaved = vi.fn()
    renderList({ defaultFilter: { view: 'toReview', from: target.date, to: target.date }, onSaved })
    await grid()
    await waitFor(() => expect(rowOf(target.id)).not.toBeNull())
    const buttons = within(rowOf(target.id) as HTMLElement).getAllByRole('button', { name: /^Categorize .+ as / })
    const suggested = new Set((target.suggestedCategories ?? []).map((ref) => ref.id))
    const hostNames = (options.categories as { id: string; name: string }[]).filter((option) => suggested.has(option.id))
    // Every suggestion the host names is offered by that name.
    for (const option of hostNames) expect(buttons.map((button) => button.textContent)).toContain(option.name)
    const suggestion = buttons[0] as HTMLElement
    const row = suggestion.closest('[role="row"]') as HTMLElement
    const id = target.id
    await user.click(suggestion)
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(saves).toHaveLength(1)
    expect(onSaved).toHaveBeenCalledTimes(1)
    const categoryId = saves[0]?.data[0]?.categoryId
    expect(suggested.has(categoryId as string)).toBe(true)
    expect(saves[0]?.data).toEqual([{ id, categoryId, reviewStatus: 'REVIEWED' }])
    expect(storedById().get(id)).toMatchObject({ category: { id: categoryId }, reviewStatus: 'REVIEWED' })
    // The row stays in view, saved, until the filter changes.
    expect(within(row).getByText('Saved')).toBeInTheDocument()

    // Undo restores the transaction as it was: no category, its review status back.
    await user.click(screen.getByRole('button', { name: 'Undo (1)' }))
    await screen.findByText('Undone: 1 restored.')
    expect(saves).toHaveLength(2)
    expect(saves[1]?.data).toEqual([{ id, categoryId: null, reviewStatus: target.reviewStatus }])
    expect(storedById().get(id)).toMatchObject({ reviewStatus: target.reviewStatus })
    expect(storedById().get(id)?.category).toBeUndefined()
  })

  it('selects the range between two rows with a Shift-click, from the row toggled last, either way', async () => {
    const user = userEvent.setup()
    renderList()
    await grid()
    const rows = await Promise.all([0, 1, 2, 3, 4, 5, 6].map(rowAt))
    const ids = rows.map((row) => row.getAttribute('data-id') as string)
    const checkbox = (index: number) => within(rows[index] as HTMLElement).getByRole('checkbox')
    const selectedIds = () => [...document.querySelectorAll('[role="row"][aria-selected="true"]')].map((row) => row.getAttribute('data-id'))

    await user.click(checkbox(2))
    expect(screen.getByText('1 selected')).toBeInTheDocument()
    await user.keyboard('{Shift>}')
    await user.click(checkbox(6))
    await user.keyboard('{/Shift}')
    expect(screen.getByText('5 selected')).toBeInTheDocument()
    expect(selectedIds()).toEqual(ids.slice(2, 7))
    for (const index of [2, 3, 4, 5, 6]) expect(checkbox(index)).toBeChecked()

    // Above the anchor, the range runs upwards from it.
    await user.keyboard('{Shift>}')
    await user.click(checkbox(0))
    await user.keyboard('{/Shift}')
    expect(screen.getByText('7 selected')).toBeInTheDocument()
    expect(selectedIds()).toEqual(ids)
    expect(saves).toHaveLength(0)
  })

  it('takes a controlled filter passed anew on each render as the same filter: acted-on rows and the scroll position stay', async () => {
    const user = userEvent.setup()
    const onFilterChange = vi.fn()
    // A host writing its filter inline: an equal, new object on every render.
    const hostList = () => (
      <BankTransactionList
        options={options}
        editor={false}
        filter={{ view: 'toReview', direction: 'out' }}
        onFilterChange={onFilterChange}
      />
    )
    const { rerender } = renderWithSandbox(hostList(), state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await grid()
    await rowAt(0)
    scrollGridTo(120)
    // A row that can be categorized in place (a split or closed-period one cannot).
    const row = [...document.querySelectorAll<HTMLElement>('[role="row"][data-index]')].find(
      (candidate) => within(candidate).queryByRole('combobox') !== null,
    ) as HTMLElement
    const id = row.getAttribute('data-id') as string
    await user.selectOptions(within(row).getByRole('combobox'), 'Utilities')
    await waitFor(() => expect(rowOf(id)).toHaveAttribute('data-result', 'saved'))
    expect(storedById().get(id)?.reviewStatus).toBe('REVIEWED')

    rerender(hostList())
    // The reviewed row stays in the "To review" view, and the grid stays where the user was.
    expect(rowOf(id)).toHaveAttribute('data-result', 'saved')
    expect(region().scrollTop).toBe(120)
    expect(onFilterChange).not.toHaveBeenCalled()
  })

  it('follows another client’s save and delete after a refetch (an incremental sync)', async () => {
    const user = userEvent.setup()
    renderList()
    await grid()
    const toReview = stored()
      .filter((transaction) => !reviewed(transaction))
      .sort(newestFirst)
    const [changed, deleted] = toReview as [BankTransaction, BankTransaction]
    await waitFor(() => expect(rowOf(deleted.id)).not.toBeNull())
    const count = screen.getByLabelText(/^To review \(/).closest('label')?.textContent
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const saved = await client.saveBankTransactions([{ id: changed.id, description: 'Rye flour, corrected by the bookkeeper' }])
    expect(saved[0]?.ok).toBe(true)
    await client.deleteBankTransaction(deleted.id)

    await user.click(screen.getByRole('button', { name: 'Check for new transactions' }))
    await waitFor(() => expect(rowOf(deleted.id)).toBeNull())
    expect(
      within(rowOf(changed.id) as HTMLElement).getByText('Rye flour, corrected by the bookkeeper', { selector: '.bk-clamp' }),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^To review \(/).closest('label')?.textContent).not.toBe(count)
  })

  it('reviews ten rows by keyboard alone', async () => {
    const user = userEvent.setup()
    renderList()
    await grid()
    const firstRow = await findFirstRow()
    for (let presses = 0; presses < 40 && document.activeElement !== firstRow; presses++) await user.keyboard('{Tab}')
    expect(firstRow).toHaveFocus()
    await user.keyboard(' ')
    for (let step = 0; step < 9; step++) await user.keyboard('{Shift>}{ArrowDown}{/Shift}')
    expect(await screen.findByText('10 selected')).toBeInTheDocument()
    const ids = [...document.querySelectorAll('[role="row"][aria-selected="true"]')].map((row) => row.getAttribute('data-id') as string)
    expect(ids).toHaveLength(10)

    const button = await screen.findByRole('button', { name: 'Mark 10 reviewed' })
    for (let presses = 0; presses < 20 && document.activeElement !== button; presses++) await user.keyboard('{Shift>}{Tab}{/Shift}')
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    await screen.findByText('10 saved.')
    expect(saves).toHaveLength(1)
    const after = storedById()
    for (const id of ids) expect(REVIEWED_STATUSES).toContain(after.get(id)?.reviewStatus)
  })

  it('draws again only the rows an Enter changes: the row saved and the row it moves to, not the rows around them as counts and parts follow', async () => {
    const user = userEvent.setup()
    // A host's words for a row's checkbox, asked each time a row is drawn: a count of draws by row.
    const drawn = new Map<string, number>()
    const selectRow = (name: string) => {
      drawn.set(name, (drawn.get(name) ?? 0) + 1)
      return `Select ${name}`
    }
    renderWithSandbox(<BankTransactionList options={options} editor={false} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { messages: { 'bankTransactionList.selectRow': selectRow } },
    })
    await grid()
    await rowAt(12)
    const byId = storedById()
    // Rows whose look no loaded part changes: categorized, money out, no transfer, no split.
    const plain = (row: HTMLElement) => {
      const transaction = byId.get(row.dataset.id as string)
      return transaction?.category !== undefined && transaction.amount < 0 && !transaction.matchingBankTransaction && unsplit(transaction)
    }
    const rows = [...document.querySelectorAll<HTMLElement>('[role="row"][data-id]')]
    const target = rows.find((row, at) => at > 0 && plain(row) && row.dataset.locked === undefined) as HTMLElement
    const next = rows[rows.indexOf(target) + 1] as HTMLElement
    const nameOf = (row: HTMLElement) => within(row).getByRole('checkbox').getAttribute('aria-label')?.slice('Select '.length) as string
    const count = screen.getByLabelText(/^To review \(/).closest('label')?.textContent

    await user.click(within(target).getAllByRole('gridcell')[1] as HTMLElement)
    expect(target).toHaveFocus()
    drawn.clear()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(target).toHaveAttribute('data-result', 'saved'))
    expect(next).toHaveFocus()
    await waitFor(() => expect(screen.getByLabelText(/^To review \(/).closest('label')?.textContent).not.toBe(count))
    await screen.findByRole('button', { name: 'Undo (1)' })

    expect(drawn.get(nameOf(target))).toBeGreaterThan(0)
    expect(drawn.get(nameOf(next))).toBeGreaterThan(0)
    // Counted by name: a row named as one of the two is not told apart from it.
    const others = rows.filter((row) => plain(row) && ![target, next].some((moved) => nameOf(moved) === nameOf(row)))
    expect(others.length).toBeGreaterThan(5)
    expect(others.filter((row) => drawn.has(nameOf(row))).map(nameOf)).toEqual([])
  })

  it('opens a row in the editor in place with `e`, shows it updated after a save there, and Escape closes it back to the row', async () => {
    const user = userEvent.setup()
    const onSaved = vi.fn()
    const onSelectTransaction = vi.fn()
    renderList({ editor: 'inline', onSaved, onSelectTransaction })
    await grid()
    const row = await findFirstRow()
    const id = row.getAttribute('data-id') as string
    row.focus()
    await user.keyboard('e')
    expect(onSelectTransaction).toHaveBeenCalledWith(expect.objectContaining({ id }))
    const editor = await screen.findByRole('region', { name: 'Edit bank transaction' })
    const category = await within(editor).findByLabelText('Category')
    await user.selectOptions(category, 'Utilities')
    await user.click(within(editor).getByRole('button', { name: 'Save' }))
    await within(editor).findByText('Transaction saved.')
    expect(onSaved).toHaveBeenCalledWith([
      expect.objectContaining({ id, category: expect.objectContaining({ id: bakery.categories.utilities }) }),
    ])
    await waitFor(() => expect(within(rowOf(id) as HTMLElement).getByRole('combobox')).toHaveDisplayValue('Utilities'))
    // Escape closes the editor from any control in it, and the focus goes back to the row.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Edit bank transaction' })).toBeNull()
    await waitFor(() => expect(rowOf(id)).toHaveFocus())
  })

  it('opens the editor in a dialog by default', async () => {
    const user = userEvent.setup()
    renderWithSandbox(<BankTransactionList options={options} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await grid()
    const row = await findFirstRow()
    await user.click(within(row).getByRole('button', { name: /^Open / }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit bank transaction' })
    expect(await within(dialog).findByRole('form', { name: 'Bank transaction' })).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog', { name: 'Edit bank transaction' })).toBeNull()
  })

  it('shows its filters, the grid’s header and its Columns menu while the first page is on its way, then the rows in that grid', async () => {
    const listing = holdGets(state.server, `${TEST_BASE_URL}/v5/banks/transactions`)
    renderList()
    expect(await screen.findByText('Loading bank transactions…')).toHaveAttribute('role', 'status')
    expect(screen.getByRole('radio', { name: /^To review/ })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Columns' })).toBeInTheDocument()
    // The header stands over skeleton rows; nothing in it is reachable until the rows are there.
    const skeleton = document.querySelector<HTMLElement>('.bk-grid')!
    expect([...skeleton.querySelectorAll('[role="columnheader"]')].map((header) => header.textContent)).toContain('Description')
    expect(skeleton).toHaveAttribute('inert')
    expect(screen.queryByRole('grid')).toBeNull()
    expect(skeleton.querySelectorAll('[role="gridcell"]')).toHaveLength(0)

    listing.release()
    expect(await grid()).toBe(skeleton)
    await findFirstRow()
    expect(skeleton).not.toHaveAttribute('inert')
    expect(screen.queryByText('Loading bank transactions…')).toBeNull()
  })

  it('reports loading, and a sync that failed for good once, then recovers on "Try again"', async () => {
    const user = userEvent.setup()
    const onLoadStart = vi.fn()
    const onLoadError = vi.fn()
    // Every read fails: the sync and the closing, each tried three times (two automatic retries).
    state.sandbox.failNext({ status: 500, times: 6 })
    renderList({ onLoadStart, onLoadError })
    expect(await screen.findByText('The bank transactions could not be loaded.')).toBeInTheDocument()
    expect(onLoadStart).toHaveBeenCalled()
    expect(onLoadError).toHaveBeenCalledTimes(1)
    expect(onLoadError.mock.calls[0]?.[0]).toBeInstanceOf(Error)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await grid()
    expect(onLoadError).toHaveBeenCalledTimes(1)
  })

  it('shows closed-period rows without actions, and says why', async () => {
    renderList({ defaultFilter: { view: 'toReview', to: state.sandbox.inspect.closing(bakery.id).date } })
    await grid()
    expect(await screen.findByText(/In the closed period \(books closed through/)).toBeInTheDocument()
    const rows = document.querySelectorAll('[role="row"][data-id]')
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) {
      expect(row).toHaveAttribute('data-locked', 'closed')
      expect(within(row as HTMLElement).queryByRole('checkbox')).toBeNull()
      expect(within(row as HTMLElement).queryByRole('button')).toBeNull()
    }
  })

  it('offers no actions in a read-only session, and says why', async () => {
    // The host's backend knows the session is read-only and says so (the described service's token body has no scope).
    const fetchToken = async () => state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner, scope: 'read' })
    renderWithSandbox(<BankTransactionList options={options} />, state.sandbox, { provider: { fetchToken } })
    await grid()
    expect(await screen.findByText('View-only access: nothing here can be changed.')).toBeInTheDocument()
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0)
    expect(screen.queryByRole('button', { name: /^Categorize / })).toBeNull()
  })

  it('filters the synced set by view, direction and search, without asking the service again', async () => {
    const user = userEvent.setup()
    const onFilterChange = vi.fn()
    renderList({ onFilterChange })
    await grid()
    const listed = stored()
    const toReviewCount = listed.filter((transaction) => !reviewed(transaction)).length
    expect(screen.getByText(`${toReviewCount} shown · ${listed.length} transactions in all`, { exact: false })).toBeInTheDocument()
    await user.click(screen.getByLabelText(/^Reviewed \(/))
    expect(onFilterChange).toHaveBeenLastCalledWith({ view: 'reviewed' })
    const reviewedIn = listed.filter((transaction) => reviewed(transaction) && transaction.amount > 0).length
    await user.selectOptions(screen.getByLabelText('Money'), 'Money in')
    expect(screen.getByText(`${reviewedIn} shown · ${listed.length} transactions in all`, { exact: false })).toBeInTheDocument()
    for (const row of document.querySelectorAll('[role="row"][data-id]')) expect(row).toHaveAttribute('data-direction', 'in')
    // The one filter set beyond the search is counted on the toggle that folds them on a narrow host.
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument()
    // A search keeps only the rows that match it.
    const description = listed.find((transaction) => reviewed(transaction) && transaction.amount > 0)?.description as string
    await user.click(screen.getByLabelText('Search'))
    await user.paste(description)
    await waitFor(() => expect(document.querySelectorAll('[role="row"][data-id]').length).toBeGreaterThan(0))
    for (const row of document.querySelectorAll('[role="row"][data-id]')) expect(row).toHaveTextContent(description)
    await user.clear(screen.getByLabelText('Search'))
    await user.type(screen.getByLabelText('Search'), 'no such transaction anywhere')
    expect(await screen.findByText('No transactions match these filters.')).toBeInTheDocument()
    expect(saves).toHaveLength(0)
  })
})

describe('BankTransactionList on the described service (smoke)', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    // The fewest that hold an open row with suggestions and no category.
    volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 100, extraGlLinesPerCompany: 0 },
  })
  const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
  afterEach(() => state.server.events.removeAllListeners())

  it('lists with a bodiless POST, and a suggestion’s one click and its undo each restate the whole record', async () => {
    const user = userEvent.setup()
    const requests = recordRequests(state.server)
    const saves = recordBodies<{ data: BankTransactionInput[] }>(
      state.server,
      (request, pathname) => request.method === 'POST' && pathname === SAVE_PATH,
    )
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const target = stored().find(
      (transaction) =>
        transaction.date > closing && !transaction.category && (transaction.suggestedCategories ?? []).length > 0 && unsplit(transaction),
    )
    if (!target) throw new Error('the seed has no open row with suggestions')
    renderWithSandbox(
      <BankTransactionList options={options} editor={false} defaultFilter={{ view: 'toReview', from: target.date, to: target.date }} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await screen.findByRole('grid', { name: 'Bank transactions' })
    const row = await waitFor(() => {
      const found = document.querySelector<HTMLElement>(`[role="row"][data-id="${target.id}"]`)
      if (!found) throw new Error('no row yet')
      return found
    })
    // The described listing: a POST to the save path without a body, never our GET.
    const listings = requests.filter((request) => new URL(request.url).pathname.endsWith('/banks/transactions'))
    expect(listings.length).toBeGreaterThan(0)
    expect(listings.every((request) => request.method === 'POST' && !request.headers.has('content-type'))).toBe(true)

    await user.click(within(row).getAllByRole('button', { name: /^Categorize .+ as / })[0] as HTMLElement)
    await waitFor(() => expect(row).toHaveAttribute('data-result', 'saved'))
    expect(saves).toHaveLength(1)
    const categoryId = saves[0]?.data[0]?.categoryId
    expect(saves[0]?.data).toMatchObject([{ ...wholeOf(target), categoryId, reviewStatus: 'REVIEWED' }])
    expect(stored().find((one) => one.id === target.id)).toMatchObject({ category: { id: categoryId }, reviewStatus: 'REVIEWED' })

    await user.click(screen.getByRole('button', { name: 'Undo (1)' }))
    await screen.findByText('Undone: 1 restored.')
    expect(saves).toHaveLength(2)
    expect(saves[1]?.data).toMatchObject([{ ...wholeOf(target), categoryId: null }])
    // The listing answers customData unreadable: neither save sends it back.
    for (const body of saves) expect(body.data[0]).not.toHaveProperty('customData')
    expect(stored().find((one) => one.id === target.id)?.category).toBeUndefined()
  })
})
