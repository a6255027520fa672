// The review queue's columns and order, in jsdom against the sandbox: the host's columns and labels,
// sorting by amount within the rows it holds (the queue's keys follow the order shown), and the note
// that the order is of what has arrived while the synced set is still arriving.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { isReviewed } from '../../src/api/reviewStatus'
import { BankTransactionList, type BankTransactionListProps } from '../../src/components/BankTransactionList'
import type { BankTransactionEditorOptions } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { findFirstRow, giveGridsAViewport } from '../support/gridViewport'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 }
const PAGE_SIZE = 100

const options: BankTransactionEditorOptions = {
  categories: Object.entries(bakery.categories).map(([name, id]) => ({ id, name })),
}

/** The queue's own order: newest first, ties by id. */
const newestFirst = (a: BankTransaction, b: BankTransaction) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())
const state = useSandboxServer({ profile: 'bookkit', volume: VOLUME })
afterEach(() => {
  vi.restoreAllMocks()
  state.server.events.removeAllListeners()
})
const stored = () => state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]

function renderList(props: BankTransactionListProps = {}) {
  return renderWithSandbox(<BankTransactionList options={options} editor={false} {...props} />, state.sandbox, {
    userId: SANDBOX.users.bakeryOwner,
  })
}
const grid = () => screen.findByRole('grid', { name: 'Bank transactions' })
const bodyRowIds = () => [...document.querySelectorAll('.bk-grid__body [role="row"]')].map((row) => row.getAttribute('data-id'))
const headerNames = () =>
  within(document.querySelector('.bk-grid__head') as HTMLElement)
    .getAllByRole('columnheader')
    .map((header) => header.getAttribute('aria-label'))

it('sorts the queue by amount on a header click; Enter confirms the first row in that order and moves to the next, and a Shift range takes the sorted rows', async () => {
  const user = userEvent.setup()
  const saves = recordBodies<{ data: BankTransactionInput[] }>(
    state.server,
    (request, pathname) => request.method === 'POST' && pathname === '/v6/banks/transactions',
  )
  renderList()
  await grid()
  await findFirstRow()
  const amountHeader = screen.getByRole('columnheader', { name: 'Amount' })
  expect(amountHeader).toHaveAttribute('aria-sort', 'none')

  await user.click(within(amountHeader).getByRole('button'))
  // Smallest first (the largest money out), ties in the queue's own order.
  const expected = stored()
    .filter((transaction) => !isReviewed(transaction.reviewStatus))
    .sort(newestFirst)
    .sort((a, b) => a.amount - b.amount)
  expect(amountHeader).toHaveAttribute('aria-sort', 'ascending')
  expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'none')
  await waitFor(() => expect(bodyRowIds()[0]).toBe(expected[0]!.id))
  const shown = bodyRowIds()
  expect(shown).toEqual(expected.slice(0, shown.length).map((transaction) => transaction.id))

  // Enter on the first row confirms it (its category, else its first suggestion) and the next row in the sorted order becomes current.
  // A click on its date makes the first row current (only its description opens it).
  await user.click(within(await findFirstRow()).getAllByRole('gridcell')[1]!)
  await user.keyboard('{Enter}')
  await waitFor(() => expect(document.activeElement?.getAttribute('data-id')).toBe(expected[1]!.id))
  await waitFor(() => expect(saves.flatMap((save) => save.data.map((item) => item.id))).toEqual([expected[0]!.id]))

  // Space, two rows down, Shift+Space: the range is of the sorted rows.
  await user.keyboard(' jj{Shift>} {/Shift}')
  const selected = () => [...document.querySelectorAll('[role="row"][aria-selected="true"]')].map((row) => row.getAttribute('data-id'))
  await waitFor(() => expect(selected()).toEqual(expected.slice(1, 4).map((transaction) => transaction.id)))
})

it('shows the host’s columns in its order under its labels, the row’s checkbox first even when left out', async () => {
  renderList({ columns: ['amount', 'date', 'description'], columnLabels: { amount: 'Sum', description: 'What' } })
  await grid()
  await findFirstRow()
  expect(headerNames()).toEqual(['Select', 'Sum', 'Date', 'What'])
  expect(within(await findFirstRow()).getAllByRole('gridcell')).toHaveLength(4)
})

it('says the order is of the transactions loaded so far while older pages are still arriving, and stops once the set is whole', async () => {
  const user = userEvent.setup()
  // The first page passes; the older ones wait until the test lets them through.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  let listings = 0
  state.server.use(
    http.get(`${TEST_BASE_URL}/v5/banks/transactions`, async () => {
      if (++listings > 1) await held
      return undefined
    }),
  )
  try {
    renderList({ pageSize: PAGE_SIZE })
    await grid()
    await findFirstRow()
    await screen.findByText(/ of the [\d,]+ loaded so far shown\./)
    expect(screen.queryByText(/^Sorted within/)).toBeNull()

    await user.click(within(screen.getByRole('columnheader', { name: 'Amount' })).getByRole('button'))
    const loaded = Math.min(PAGE_SIZE, stored().length).toLocaleString('en-US')
    expect(screen.getByText(`Sorted within the ${loaded} loaded so far; more are still arriving.`)).toBeVisible()
  } finally {
    release()
  }
  await waitFor(() => expect(screen.queryByText(/^Sorted within/)).toBeNull())
  expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'ascending')
})
