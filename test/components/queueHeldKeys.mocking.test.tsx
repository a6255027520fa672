// The review queue without its parts loaded after the rows: the rows are drawn before the review
// part's code (QueueReview.tsx) is here, and the keys pressed meanwhile are held, then done in the
// order they came once it lands, each on the row that is current by then; a header clicked before
// the sorting table's code (rows/sorting.ts) is here states its sort, and the rows follow it as it lands.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction, BankTransactionInput } from '../../src/api/types'
import { isReviewed } from '../../src/api/reviewStatus'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { SANDBOX } from '../../src/sandbox'
import { findFirstRow, giveGridsAViewport } from '../support/gridViewport'
import { recordBodies } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

// Each part lands only when a test says so: until then, importing it waits.
const { part, sorting } = vi.hoisted(() => {
  const held = () => {
    let land = () => {}
    const landed = new Promise<void>((resolve) => (land = resolve))
    return { landed, land: () => land() }
  }
  return { part: held(), sorting: held() }
})
vi.mock('../../src/components/BankTransactionList/review/QueueReview', async (importOriginal) => {
  await part.landed
  return importOriginal()
})
vi.mock('../../src/components/BankTransactionList/rows/sorting', async (importOriginal) => {
  await sorting.landed
  return importOriginal()
})

const bakery = SANDBOX.companies.bakery

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())
const state = useSandboxServer({
  profile: 'bookkit',
  volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 },
})

it('states a sort clicked before the sorting table is here, and sorts the rows as it lands', async () => {
  const user = userEvent.setup()
  renderWithSandbox(<BankTransactionList editor={false} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  await findFirstRow()
  const bodyRowIds = () => [...document.querySelectorAll('.bk-grid__body [role="row"]')].map((row) => row.getAttribute('data-id'))
  const before = bodyRowIds()
  const amountHeader = screen.getByRole('columnheader', { name: 'Amount' })
  await user.click(within(amountHeader).getByRole('button'))
  // The header says the sort at once; the rows keep the queue's order until the table can sort them.
  expect(amountHeader).toHaveAttribute('aria-sort', 'ascending')
  expect(bodyRowIds()).toEqual(before)

  sorting.land()
  // Smallest first, ties in the queue's own order (newest first, then by id).
  const expected = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])
    .filter((transaction) => !isReviewed(transaction.reviewStatus))
    .sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
    .sort((a, b) => a.amount - b.amount)
  await waitFor(() => expect(bodyRowIds()[0]).toBe(expected[0]!.id))
  const shown = bodyRowIds()
  expect(shown).toEqual(expected.slice(0, shown.length).map((transaction) => transaction.id))
})

it('holds Enter, j and Space pressed before the review part is here, and does them in order once it lands', async () => {
  const saves = recordBodies<{ data: BankTransactionInput[] }>(
    state.server,
    (request, path) => request.method === 'POST' && path === '/v6/banks/transactions',
  )
  const user = userEvent.setup()
  renderWithSandbox(<BankTransactionList editor={false} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  const first = await findFirstRow()
  const rows = () => [...document.querySelectorAll<HTMLElement>('[role="row"][data-id]')]
  const [, second, third] = rows().map((row) => row.dataset.id as string)
  const stored = (id: string) =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find((row) => row.id === id)
  const firstId = first.dataset.id as string
  // Enter confirms the row as shown: the first row has its category, so Enter saves it reviewed.
  expect(stored(firstId)?.category).toBeDefined()

  first.focus()
  await user.keyboard('{Enter}j ')
  // Held: nothing is sent, nothing selected, and the focus stays where the keys were pressed.
  expect(saves).toEqual([])
  expect(document.querySelector('[role="row"][aria-selected="true"]')).toBeNull()
  expect(first).toHaveFocus()

  part.land()
  // Enter saved the first row and moved on, j moved on again, and Space selected the row j reached.
  await waitFor(() => expect(isReviewed(stored(firstId)?.reviewStatus)).toBe(true))
  expect(saves.flatMap((body) => body.data.map((item) => item.id))).toEqual([firstId])
  await waitFor(() => expect(document.querySelector(`[role="row"][data-id="${third}"]`)).toHaveFocus())
  expect(document.querySelector(`[role="row"][data-id="${third}"]`)).toHaveAttribute('aria-selected', 'true')
  expect(document.querySelector(`[role="row"][data-id="${second}"]`)).toHaveAttribute('aria-selected', 'false')
  expect(await screen.findByText('1 selected')).toBeInTheDocument()
})
