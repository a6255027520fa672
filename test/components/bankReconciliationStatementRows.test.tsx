// <BankReconciliation> with a statement whose rows the books do not all hold, in jsdom against the
// sandbox: a row not in the books is listed and added (as the statement import would create it)
// then ticked; a refused add keeps it listed with the service's words; statement rows whose
// transaction is still to review are counted, and a finish at $0.00 asks first.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { BankTransaction } from '../../src/api/types'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { sourceIdsOf } from '../../src/core/import/sourceIds'
import type { BankStatementReading, StatementRow } from '../../src/core/import/types'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'

const shop = SANDBOX.companies.bikeShop
const ACCOUNT = shop.bankAccounts.savings
const bankAccounts = [{ id: ACCOUNT, name: 'Reserve savings', glAccountId: shop.glAccounts.savings }]
const categories = [{ id: shop.categories.utilities, name: 'Bank fees and utilities' }]
const LIST_PATH = '/v5/banks/transactions'
const SAVE_PATH = '/v6/banks/transactions'
const NO_VOLUME = { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 20_000 })

const LUBE: StatementRow = { line: 1, date: '2026-06-03', amount: -12_000, description: 'Chain lube order', bankId: 'FIT-1' }
const FLEET: StatementRow = { line: 2, date: '2026-06-11', amount: 50_000, description: 'Fleet service payment', bankId: 'FIT-2' }
const CHARGE: StatementRow = { line: 3, date: '2026-06-30', amount: -1_250, description: 'Service charge', bankId: 'FIT-3' }
const WRENCH: StatementRow = { line: 4, date: '2026-06-12', amount: -8_000, description: 'Spoke wrench', bankId: 'FIT-4' }

/** A statement of the savings account as `readBankStatement` gives it, closing on June 30 at `closing`. */
const statementOf = (rows: StatementRow[], closing: number): BankStatementReading => ({
  format: 'ofx',
  fileName: 'savings-june.ofx',
  encoding: 'utf-8',
  encodingGiven: false,
  rows,
  balances: { closing: { amount: closing, date: '2026-06-30' } },
})

type Seed = Record<string, { date: string; amount: number; description: string; reviewStatus: string }>

/** The books of the savings account: the records the statement's other rows are, typed by hand (no import id). */
async function seedBooks(sandbox: Parameters<typeof sandboxClient>[0], seed: Seed): Promise<Record<string, BankTransaction>> {
  const { client } = sandboxClient(sandbox, { userId: SANDBOX.users.bikeShopOwner })
  const entries = Object.entries(seed)
  const results = await client.saveBankTransactions(entries.map(([, row]) => ({ ...row, bankAccountId: ACCOUNT })))
  expect(results.every((result) => result.ok)).toBe(true)
  return Object.fromEntries(entries.map(([key], index) => [key, results[index]!.data as BankTransaction]))
}

const MONTH: Seed = {
  lube: { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
  fleet: { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
}

function renderWorksheet(sandbox: Parameters<typeof sandboxClient>[0], statement: BankStatementReading) {
  return renderWithSandbox(
    <BankReconciliation bankAccounts={bankAccounts} companyId={shop.id} statement={statement} options={{ categories }} />,
    sandbox,
    { userId: SANDBOX.users.bikeShopOwner },
  )
}

/** Types the first reconciliation's beginning balance (the statement fills the ending date and balance). */
async function typeOpening(opening: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Beginning balance'), opening)
  return user
}

const difference = () => document.querySelector<HTMLElement>('.bk-reconcile__difference')!
const notInBooks = () => screen.findByRole('region', { name: 'On the statement, not in the books' })
const chargeSourceId = (rows: StatementRow[]) => sourceIdsOf(rows, ACCOUNT)[rows.indexOf(CHARGE)]

describe('BankReconciliation: statement rows not in the books (bookkit service)', () => {
  const state = useSandboxServer({ volume: NO_VOLUME })
  const records = () => state.sandbox.inspect.bankTransactions(shop.id).filter((record) => record.bankAccount?.id === ACCOUNT)

  it('lists a row the books lack; Add it, categorized, books it as the import would and ticks it: the difference reaches $0.00', async () => {
    await seedBooks(state.sandbox, MONTH)
    const rows = [LUBE, FLEET, CHARGE]
    renderWorksheet(state.sandbox, statementOf(rows, 36_750))
    const user = await typeOpening('0')
    const list = await notInBooks()
    const item = within(list).getByRole('group', { name: 'Service charge -$12.50, Jun 30, 2026' })
    expect(item).toHaveTextContent('Service charge -$12.50, Jun 30, 2026')
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: -$12.50'))

    await user.selectOptions(within(item).getByLabelText('Category of Service charge'), shop.categories.utilities)
    await user.click(within(item).getByRole('button', { name: 'Add it' }))
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: $0.00'))
    expect(screen.queryByRole('region', { name: 'On the statement, not in the books' })).toBeNull()
    expect(screen.getByRole('checkbox', { name: /Service charge/ })).toBeChecked()
    const added = records().filter((record) => record.description === 'Service charge')
    expect(added).toHaveLength(1)
    expect(added[0]).toMatchObject({
      apiName: 'STATEMENT_IMPORT',
      apiSourceId: chargeSourceId(rows),
      amount: -1_250,
      date: '2026-06-30',
      reviewStatus: 'REVIEWED',
      category: expect.objectContaining({ id: shop.categories.utilities }),
    })
  })

  it('keeps a refused row listed with the service’s words; added to review, it shows as not cleared yet', async () => {
    await seedBooks(state.sandbox, MONTH)
    renderWorksheet(state.sandbox, statementOf([LUBE, FLEET, CHARGE], 36_750))
    const user = await typeOpening('0')
    const item = within(await notInBooks()).getByRole('group', { name: /^Service charge/ })
    state.sandbox.failNext({ status: 400, path: '/v6/banks/transactions', method: 'POST' })
    await user.click(within(item).getByRole('button', { name: 'Add it' }))
    const refused = await within(item).findByRole('alert')
    expect(refused).toHaveTextContent(/^Not added: \S/)
    expect(item).toHaveAttribute('data-state', 'refused')
    expect(records().some((record) => record.description === 'Service charge')).toBe(false)
    expect(screen.queryByText(/not cleared yet/)).toBeNull()

    // Left to review: it is in the books, on the statement, and cannot be ticked yet.
    await user.click(within(item).getByRole('button', { name: 'Add it' }))
    const box = await screen.findByRole('checkbox', { name: /Service charge/ })
    expect(box).toBeDisabled()
    expect(box).toHaveAccessibleDescription('Still to review: categorize it before it can be ticked.')
    expect(screen.queryByRole('region', { name: 'On the statement, not in the books' })).toBeNull()
    expect(screen.getByText('1 statement row is not cleared yet (still to review).')).toBeInTheDocument()
    expect(records().find((record) => record.description === 'Service charge')?.reviewStatus).toBe('UNREVIEWED')
  })

  it('sends nothing when the account cannot be read just before, and says when a lost answer left the add unknown', async () => {
    await seedBooks(state.sandbox, MONTH)
    renderWorksheet(state.sandbox, statementOf([LUBE, FLEET, CHARGE], 36_750))
    const user = await typeOpening('0')
    const item = within(await notInBooks()).getByRole('group', { name: /^Service charge/ })
    state.sandbox.failNext({ status: 400, path: LIST_PATH, method: 'GET' })
    await user.click(within(item).getByRole('button', { name: 'Add it' }))
    expect(await within(item).findByRole('alert')).toHaveTextContent('Not added: the account could not be read. Try again.')
    expect(records().some((record) => record.description === 'Service charge')).toBe(false)

    // The save lands but its answer is lost, and the check that would find it cannot read the account either.
    state.sandbox.failNext({ status: 500, stored: true, path: SAVE_PATH, method: 'POST' })
    const onSave = ({ request }: { request: Request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH)
        state.sandbox.failNext({ status: 400, path: LIST_PATH, method: 'GET', times: 5 })
    }
    state.server.events.on('request:start', onSave)
    try {
      await user.click(within(item).getByRole('button', { name: 'Add it' }))
      expect(await within(item).findByRole('alert')).toHaveTextContent(/^Maybe not added: .+ Adding it again checks first\.$/)
    } finally {
      state.server.events.removeListener('request:start', onSave)
    }
    expect(item).toHaveAttribute('data-state', 'unknown')
  })

  it('counts the statement rows still to review, and a finish at $0.00 asks first', async () => {
    await seedBooks(state.sandbox, {
      ...MONTH,
      wrench: { date: '2026-06-12', amount: -8_000, description: 'Spoke wrench', reviewStatus: 'UNREVIEWED' },
      // A payment of the same amount the statement does not show (it is 8 days from the wrench): ticked by hand, it stands in.
      card: { date: '2026-06-20', amount: -8_000, description: 'Card payment', reviewStatus: 'REVIEWED' },
    })
    renderWorksheet(state.sandbox, statementOf([LUBE, FLEET, WRENCH], 30_000))
    const user = await typeOpening('0')
    await user.click(await screen.findByRole('checkbox', { name: /Card payment/ }))
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: $0.00'))
    expect(screen.getByText('1 statement row is not cleared yet (still to review).')).toBeInTheDocument()

    const finish = screen.getByRole('button', { name: 'Finish reconciliation' })
    await user.click(finish)
    const question = await screen.findByRole('dialog', { name: 'Finish with statement rows not cleared?' })
    expect(question).toHaveTextContent('1 statement row ticks a transaction still to review')
    await user.click(within(question).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(finish).toHaveFocus()
    expect(records().every((record) => record.reviewStatus !== 'RECONCILED')).toBe(true)

    await user.click(finish)
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Finish with statement rows not cleared?' })).getByRole('button', {
        name: 'Finish anyway',
      }),
    )
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect(records().find((record) => record.description === 'Spoke wrench')?.reviewStatus).toBe('UNREVIEWED')
  })
})

describe('BankReconciliation: a statement row added meanwhile, on the bookkit service', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: NO_VOLUME })

  // The described service does not refuse a repeated `apiSourceId`: only the check before sending keeps the row from being booked twice.
  it('adds a row the account came to hold meanwhile (another window) once only', async () => {
    await seedBooks(state.sandbox, MONTH)
    const rows = [LUBE, FLEET, CHARGE]
    renderWorksheet(state.sandbox, statementOf(rows, 36_750))
    const user = await typeOpening('0')
    const item = within(await notInBooks()).getByRole('group', { name: /^Service charge/ })
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const [elsewhere] = await client.saveBankTransactions([
      {
        bankAccountId: ACCOUNT,
        date: CHARGE.date!,
        amount: CHARGE.amount!,
        description: CHARGE.description,
        apiName: 'STATEMENT_IMPORT',
        apiSourceId: chargeSourceId(rows),
      },
    ])
    expect(elsewhere?.ok).toBe(true)

    await user.click(within(item).getByRole('button', { name: 'Add it' }))
    // Gone from the list once the sync before sending found it; a second record would be a second booking.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'On the statement, not in the books' })).toBeNull())
    expect(within(item).queryByRole('alert')).toBeNull()
    const charges = state.sandbox.inspect.bankTransactions(shop.id).filter((record) => record.description === 'Service charge')
    expect(charges).toHaveLength(1)
  })
})
