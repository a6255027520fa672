// <ProfitAndLoss> in jsdom, in a real provider against the sandbox: the statement's
// sections by account type (income, cost of goods sold and gross profit where the host's chart has
// such an account, expenses, a section named for a type bookkit does not know, left out of net
// income with a note, and net income), every figure recomputed from the stored lines
// (test/support/statements); accounts with no activity behind "Show N accounts…"; each figure a
// button that hands the host the account, the column's dates and the method, the comparison never
// one; a closed period marked; the CSV (the ledger export's quoting and formula guard, exact
// decimals, Export and Print held until the figures are final); the method in the header, and on the
// described service the company's own with no choice of it; the accounts the records use without
// `accounts`; what is still being read, an account that failed and its Try again; an option that
// cannot be read; the load callbacks; the heading level; de-DE and fr-CA. Nothing here writes: one
// sandbox per describe, with two years of books so a period can be compared with the year before.
// Layout, keyboard, narrow, dark and print: profitAndLoss.browser.test.tsx.
import { isolate } from '../../src/format/isolate'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { setupServer } from 'msw/node'
import { BookkeepingError } from '../../src/api'
import { ProfitAndLoss } from '../../src/components/ProfitAndLoss'
import type { BookkeepingEvent } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers, type Sandbox, type SandboxOptions } from '../../src/sandbox'
import { spaced } from '../support/chartFigures'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { holdRequests, ledgerWithoutType } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, TEST_SANDBOX_DEFAULTS, type ProviderRenderOptions } from '../support/sandbox'
import {
  activityOf,
  chartWith,
  comparisonText,
  dayText,
  decimal,
  expectedStatement,
  lastDay,
  money,
  monthColumns,
  monthLabel,
  UNKNOWN_TYPE,
  type Column,
  type ExpectedStatement,
  type Figure,
  type HostAccount,
} from '../support/statements'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
const AS_OF = '2026-06-30'
/** Two years of books, a few hundred lines on the busiest expense (the one a host calls cost of goods sold). */
const BOOKS: Partial<SandboxOptions> = {
  years: 2,
  volume: { invoicesPerCompany: 60, bankTransactionsPerCompany: 200, extraGlLinesPerCompany: 300 },
}
const Q1: Column = { from: '2026-01-01', to: '2026-03-31', compared: { from: '2025-01-01', to: '2025-03-31' } }
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  server.events.removeAllListeners()
  vi.restoreAllMocks()
})
afterAll(() => server.close())
useViewerToday(AS_OF)

/** One sandbox for the enclosing describe, behind the file's MSW server: its tests only read. */
function useSharedSandbox(options: Partial<SandboxOptions> = {}) {
  const state = { sandbox: undefined as unknown as Sandbox }
  beforeAll(() => {
    state.sandbox = createSandbox({ ...TEST_SANDBOX_DEFAULTS, ...BOOKS, ...options })
    server.resetHandlers(...sandboxHandlers(state.sandbox, { baseUrl: TEST_BASE_URL }))
  })
  return state
}

/** Holds every ledger request of one account until `release()` (at the latest when the test ends); the sandbox answers them then. */
const holdLedger = (glAccountId: string): (() => void) => holdRequests(server, `${TEST_BASE_URL}${ledgerPath(glAccountId)}`)

/** The statement's root once its figures are `status` (final unless said). */
async function statementShown(status = 'final'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Profit and loss' })
  const root = heading.closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status))
  return root
}

/** A cell's text as a user reads it, without the comparison folded under a figure for narrow screens. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
  return spaced(copy.textContent).trim()
}

/** The table's rows below its head, each as its cells' texts: section names, accounts, totals, net income. */
const tableLines = (root: HTMLElement) =>
  [...root.querySelectorAll('table tbody tr, table tfoot tr')].map((row) => [...row.children].map(cellText))

interface Writing {
  compare?: boolean
  showInactive?: boolean
  locale?: string
  currency?: string
  /** What a total says while it is not final. */
  mark?: string
}

/** The lines `tableLines` must read for `statement`. */
function expectedLines(
  statement: ExpectedStatement,
  { compare = false, showInactive = false, locale = 'en-US', currency = 'USD', mark = '' }: Writing = {},
): string[][] {
  const write = money(locale, currency)
  const cells = (figures: readonly Figure[], marked = '') =>
    // A total that is not final is marked in every cell with a figure: its compared figure, change and percent too.
    figures.flatMap((figure) => [
      spaced(write(figure.amount)) + marked,
      ...(compare ? comparisonText(figure, locale, currency).map((text) => spaced(text) + (text ? marked : '')) : []),
    ])
  const lines: string[][] = []
  for (const section of statement.sections) {
    lines.push([section.name])
    for (const row of section.rows) if (row.active || showInactive) lines.push([accountLabel(row.account), ...cells(row.figures)])
    lines.push([section.totalName, ...cells(section.total, mark)])
    if (section.kind === 'costOfGoodsSold' && statement.grossProfit) lines.push(['Gross profit', ...cells(statement.grossProfit, mark)])
  }
  lines.push(['Net income', ...cells(statement.netIncome, mark)])
  return lines
}
const accountLabel = (account: HostAccount) => (account.accountNo ? `${account.accountNo} · ${account.name}` : account.name)

function renderStatement(sandbox: Sandbox, ui: Parameters<typeof renderWithSandbox>[0], options: ProviderRenderOptions = {}) {
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  return { onEvent, ...renderWithSandbox(ui, sandbox, { userId: owner, ...options, provider: { onEvent, ...options.provider } }) }
}

describe('ProfitAndLoss on the bookkit service', () => {
  const state = useSharedSandbox({ profile: BOOKKIT.profile })

  /** The bakery's chart as its host keeps it: ingredients as cost of goods sold, utilities of a type bookkit does not know (where its ledger states none either, nothing places it). */
  const hostChart = () =>
    chartWith(state.sandbox.inspect.glAccounts(bakery.id), {
      costOfGoodsSold: bakery.glAccounts.busyExpense,
      unknown: bakery.glAccounts.utilities,
    })

  it('shows income, cost of goods sold and gross profit, expenses, a section for a type it does not know, and net income without it, each figure from the ledger', async () => {
    const user = userEvent.setup()
    const accounts = hostChart()
    // Nor do the utilities' ledger lines state a type: nothing places them.
    ledgerWithoutType(server, state.sandbox, `${TEST_BASE_URL}${ledgerPath(bakery.glAccounts.utilities)}`)
    const statement = expectedStatement(state.sandbox, accounts, [Q1])
    // The books have what each part needs: cost of goods sold, accounts of the unknown type, and some with no activity.
    expect(statement.sections.map((section) => section.kind)).toEqual(['income', 'costOfGoodsSold', 'expenses', 'other'])
    for (const section of statement.sections) expect(section.total[0]!.amount, section.name).not.toBe(0)
    expect(statement.inactive).toBeGreaterThan(0)
    const other = statement.sections.find((section) => section.kind === 'other')!
    const counted = statement.sections.filter((section) => section.kind !== 'other')
    expect(statement.netIncome[0]!.amount).toBe(
      counted.reduce((sum, section) => sum + (section.kind === 'income' ? 1 : -1) * section.total[0]!.amount, 0),
    )

    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" compareTo="previousYear" accounts={accounts} />)
    const root = await statementShown()
    expect(tableLines(root)).toEqual(expectedLines(statement, { compare: true }))
    // The unknown type is shown, named, and said to be left out of net income.
    expect(within(root).getByRole('rowheader', { name: `Accounts of type ${UNKNOWN_TYPE}` })).toBeInTheDocument()
    expect(root).toHaveTextContent(
      `Accounts of type ${UNKNOWN_TYPE} are shown but left out of net income: their type does not say whether they are income or an expense.`,
    )
    expect(other.rows.map((row) => row.account.id)).toEqual([bakery.glAccounts.utilities])
    // A statement of the host's chart does not say it is built from the records.
    expect(root).not.toHaveTextContent('your records use')

    // The accounts with no activity, on request.
    const toggle = within(root).getByRole('button', {
      name: `Show ${statement.inactive} ${statement.inactive === 1 ? 'account' : 'accounts'} with no activity`,
    })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(tableLines(root)).toEqual(expectedLines(statement, { compare: true, showInactive: true }))
    expect(within(root).getByRole('button', { name: 'Hide accounts with no activity' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(toggle)
    expect(tableLines(root)).toEqual(expectedLines(statement, { compare: true }))
  })

  it('says the method in its header, and a method chosen changes the figures', async () => {
    const user = userEvent.setup()
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const accrual = expectedStatement(state.sandbox, accounts, [{ from: '2026-01-01', to: '2026-03-31' }], 'ACCRUAL')
    const cash = expectedStatement(state.sandbox, accounts, [{ from: '2026-01-01', to: '2026-03-31' }], 'CASH')
    // The methods differ in these books: a figure shows which one was read.
    expect(cash.netIncome[0]!.amount).not.toBe(accrual.netIncome[0]!.amount)
    expect(bakery.accountingMethod).toBe('ACCRUAL')

    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accountingMethod="CASH" accounts={accounts} />)
    const root = await statementShown()
    const subtitle = root.querySelector('.bk-statement__subtitle')
    expect(subtitle).toHaveTextContent('Q1 2026 · Cash basis')
    expect(tableLines(root)).toEqual(expectedLines(cash))
    await user.selectOptions(within(root).getByRole('combobox', { name: 'Accounting method' }), 'Accrual')
    await waitFor(() => expect(subtitle).toHaveTextContent('Q1 2026 · Accrual basis'))
    await statementShown()
    expect(tableLines(root)).toEqual(expectedLines(accrual))
    await user.selectOptions(within(root).getByRole('combobox', { name: 'Accounting method' }), "Company's own")
    await waitFor(() => expect(subtitle).toHaveTextContent("Q1 2026 · Your company's accounting method"))
  })
})

// The one smoke test on the described service: the statement loads the company's own figures,
// names its method, offers no choice of one, and a figure opens its ledger under no method (the
// service takes none: src/api/service.ts, test/api/serviceProfile.test.ts).
describe('ProfitAndLoss on the described service', () => {
  const state = useSharedSandbox({ profile: DESCRIBED.profile })

  it('says the company’s own method and offers no choice of one, its figures the company’s own: the described service takes none', async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const accrual = expectedStatement(state.sandbox, accounts, [{ from: '2026-01-01', to: '2026-03-31' }], 'ACCRUAL')
    expect(bakery.accountingMethod).toBe('ACCRUAL')

    renderStatement(
      state.sandbox,
      <ProfitAndLoss period="2026-Q1" accountingMethod="CASH" accounts={accounts} onSelectAccount={onSelectAccount} />,
    )
    const root = await statementShown()
    expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent("Q1 2026 · Your company's accounting method")
    expect(within(root).queryByRole('combobox', { name: 'Accounting method' })).toBeNull()
    expect(within(root).getByRole('combobox', { name: 'Period' })).toBeInTheDocument()
    expect(tableLines(root)).toEqual(expectedLines(accrual))
    // A figure opens its ledger under no method: the service takes none.
    await user.click(within(root).getByRole('button', { name: /: open the ledger of \u2068Rent\u2069, Q1 2026$/ }))
    expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
      glAccountId: bakery.glAccounts.rent,
      from: '2026-01-01',
      to: '2026-03-31',
      accountingMethod: undefined,
    })
  })
})

describe('ProfitAndLoss', () => {
  const state = useSharedSandbox()
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)

  it('makes each figure a button that hands the host the account, the column’s dates and the method; the comparison is no button', async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const accounts = chart()
    const columns = monthColumns({ from: '2026-01-01', to: '2026-03-31' }, true)
    const statement = expectedStatement(state.sandbox, accounts, columns)
    const rows = statement.sections.flatMap((section) => section.rows).filter((row) => row.active)
    const { onEvent } = renderStatement(
      state.sandbox,
      <ProfitAndLoss period="2026-Q1" columns="month" compareTo="previousYear" accounts={accounts} onSelectAccount={onSelectAccount} />,
    )
    const root = await statementShown()
    expect(tableLines(root)).toEqual(expectedLines(statement, { compare: true }))

    // One button per shown account and month, named with its amount, account and month.
    const table = within(root).getByRole('table')
    expect(within(table).getAllByRole('button')).toHaveLength(rows.length * columns.length)
    const rent = rows.find((row) => row.account.id === bakery.glAccounts.rent)!
    const february = usdOf(rent.figures[1]!.amount)
    await user.click(
      within(table).getByRole('button', { name: `${february}: open the ledger of ${isolate('Rent')}, ${monthLabel('2026-02')}` }),
    )
    expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
      glAccountId: bakery.glAccounts.rent,
      from: '2026-02-01',
      to: lastDay('2026-02'),
      accountingMethod: undefined,
    })
    expect(onEvent).toHaveBeenCalledWith({
      type: 'statementAccountSelected',
      statement: 'profitAndLoss',
      glAccountId: bakery.glAccounts.rent,
      period: { from: '2026-02-01', to: lastDay('2026-02') },
    })

    // The compared figure, the change and its share, and the comparison folded under a figure, are text.
    const rentRow = within(table)
      .getByRole('rowheader', { name: accountLabel(rent.account) })
      .closest('tr')!
    for (const cell of rentRow.querySelectorAll('[data-compare], .bk-statement__fold'))
      expect(within(cell as HTMLElement).queryByRole('button')).toBeNull()
    // Totals are no buttons either: they are no one account's ledger.
    for (const total of table.querySelectorAll('.bk-statement__total'))
      expect(within(total as HTMLElement).queryByRole('button')).toBeNull()
  })

  it('hands the host the method the figures are under, and makes no buttons without onSelectAccount', async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const accounts = chart()
    const rent = activityOf(state.sandbox, bakery.glAccounts.rent, { from: '2026-01-01', to: '2026-03-31' }, 'CASH')
    const view = renderStatement(
      state.sandbox,
      <ProfitAndLoss period="2026-Q1" accountingMethod="CASH" accounts={accounts} onSelectAccount={onSelectAccount} />,
    )
    const root = await statementShown()
    await user.click(within(root).getByRole('button', { name: `${usdOf(rent)}: open the ledger of ${isolate('Rent')}, Q1 2026` }))
    expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
      glAccountId: bakery.glAccounts.rent,
      from: '2026-01-01',
      to: '2026-03-31',
      accountingMethod: 'CASH',
    })
    view.unmount()

    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={accounts} />)
    const plain = await statementShown()
    expect(within(within(plain).getByRole('table')).queryAllByRole('button')).toEqual([])
    expect(
      within(plain).getByRole('row', {
        name: new RegExp(
          `^6100 · Rent ${escape(usdOf(activityOf(state.sandbox, bakery.glAccounts.rent, { from: '2026-01-01', to: '2026-03-31' })))}`,
        ),
      }),
    ).toBeInTheDocument()
  })

  it('marks each column on or before the closing date "Closed", and says through when the books are closed', async () => {
    const closing = state.sandbox.inspect.closing(bakery.id).date
    const months = monthColumns({ from: '2026-01-01', to: AS_OF })
    // Some months of this year are closed, some are not.
    expect(months.some((month) => month.to <= closing) && months.some((month) => month.to > closing)).toBe(true)
    renderStatement(state.sandbox, <ProfitAndLoss columns="month" accounts={chart()} />)
    const root = await statementShown()
    // The closing date comes in its own answer, beside the figures.
    await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`Books closed through ${dayText(closing)}`))
    const heads = within(root).getAllByRole('columnheader').slice(1)
    expect(heads.map((head) => head.textContent)).toEqual(
      months.map((month) => `${monthLabel(month.from.slice(0, 7))}${month.to <= closing ? 'Closed' : ''}`),
    )
  })

  describe('Export CSV', () => {
    let downloads: Array<{ text: Promise<string>; name: string }>
    beforeEach(() => {
      downloads = []
      let blob: Blob | undefined
      URL.createObjectURL = vi.fn((made: Blob) => {
        blob = made
        return 'blob:statement'
      })
      URL.revokeObjectURL = vi.fn()
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push({ text: blob!.text(), name: this.download })
      })
    })

    it('is held until every account is read, as Print is, then writes every account with the ledger export’s quoting, formula guard and exact decimals', async () => {
      const user = userEvent.setup()
      const print = vi.spyOn(window, 'print').mockImplementation(() => {})
      // A host's account whose name a spreadsheet would run as a formula, with a comma and quotes in it.
      const formula = '=SUM(A1:A9), "net"'
      const accounts = chart().map((account) => (account.id === bakery.glAccounts.rent ? { ...account, name: formula } : account))
      const statement = expectedStatement(state.sandbox, accounts, [Q1])
      const release = holdLedger(bakery.glAccounts.wages)

      renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" compareTo="previousYear" accounts={accounts} />)
      const root = await statementShown('counting')
      const exportButton = within(root).getByRole('button', { name: 'Export CSV' })
      expect(exportButton).toHaveAttribute('aria-disabled', 'true')
      expect(exportButton).toHaveAccessibleDescription('Export is ready once every account is read.')
      await user.click(exportButton)
      expect(HTMLAnchorElement.prototype.click).not.toHaveBeenCalled()
      // Nor is a page printed of sums still counting: Print waits as Export does, and says why.
      const printButton = within(root).getByRole('button', { name: 'Print' })
      expect(printButton).toHaveAttribute('aria-disabled', 'true')
      expect(printButton).toHaveAccessibleDescription('Print is ready once every account is read.')
      await user.click(printButton)
      expect(print).not.toHaveBeenCalled()

      release()
      await statementShown()
      expect(exportButton).toHaveAttribute('aria-disabled', 'false')
      expect(exportButton).not.toHaveAccessibleDescription()
      expect(printButton).toHaveAttribute('aria-disabled', 'false')
      expect(printButton).not.toHaveAccessibleDescription()
      await user.click(printButton)
      expect(print).toHaveBeenCalledOnce()
      window.dispatchEvent(new Event('afterprint'))
      await user.click(exportButton)
      expect(downloads.map((download) => download.name)).toEqual(['profit-and-loss-2026-01-01-2026-03-31.csv'])

      const share = ({ amount, compared }: Figure) =>
        compared ? String(Math.round(((amount - compared) / Math.abs(compared)) * 10_000) / 10_000) : ''
      const cells = (figures: readonly Figure[]) =>
        figures.flatMap((figure) => [
          decimal(figure.amount),
          decimal(figure.compared!),
          decimal(figure.amount - figure.compared!),
          share(figure),
        ])
      // The title block, then a header for every column unique in the file.
      const expected = [
        'Profit and loss',
        'Period: Q1 2026',
        "Your company's accounting method",
        '',
        'Account number,Account,Q1 2026,Q1 2025,Change Q1 2026,% change Q1 2026',
      ]
      for (const section of statement.sections) {
        expected.push(`,${section.name}`)
        // Every account, those with no activity too: a file is for the record.
        for (const { account, figures } of section.rows)
          expected.push(
            [account.accountNo, account.name === formula ? `"'=SUM(A1:A9), ""net"""` : account.name, ...cells(figures)].join(','),
          )
        expected.push([``, section.totalName, ...cells(section.total)].join(','))
      }
      expected.push(['', 'Net income', ...cells(statement.netIncome)].join(','))
      const text = await downloads[0]!.text
      expect(text.replace(/^\uFEFF/, '').split('\r\n')).toEqual([...expected, ''])
      expect(statement.inactive).toBeGreaterThan(0)
    })

    it('split by Location: "and 2 more" reads the locations past the limit and takes the focus to the first shown; the file’s title names the dimension and heads a column per location, its sub-locations too', async () => {
      const user = userEvent.setup()
      const { location } = bakery.dimensions
      const dimension = { id: location.id, name: 'Location', requiredness: 'REQUIRED' as const }
      const under = (id: string, name: string) => ({ id: location.values.shops, name: 'Shops', dimension, child: { id, name, dimension } })
      const dimensionValues = [
        { id: location.values.shops, name: 'Shops', dimension },
        under(location.values.mainStreet, 'Main Street shop'),
        under(location.values.riverside, 'Riverside shop'),
        { id: location.values.catering, name: 'Catering', dimension },
      ]
      // Wages' lines held: every column counts them, and its header says so until they are read.
      const release = holdLedger(bakery.glAccounts.wages)
      renderStatement(
        state.sandbox,
        // The host's values are the dimension's: the records are not read for more, nor for the company's name.
        <ProfitAndLoss
          period="2026-Q1"
          accounts={chart()}
          companyName="Maple Crumb Bakery"
          by={location.id}
          dimensionValues={dimensionValues}
          maxValueColumns={2}
        />,
      )
      let root = await statementShown('counting')
      const heads = () => [...root.querySelectorAll('thead th')].map((head) => head.textContent)
      await waitFor(() => expect(heads().slice(1, 2)).toEqual(['▸ Shops (so far)With its sub-valuesand 2 more']))
      release()
      root = await statementShown()
      // Shops (Main Street read, folded under it); Riverside and Catering past the limit, their lines with the others'.
      // The total is marked closed once the closing has answered, which the figures do not wait for.
      await waitFor(() =>
        expect(heads()).toEqual([
          'Account',
          '▸ ShopsWith its sub-valuesand 2 more',
          'Other Location valuesTotal less the columns',
          'TotalClosed',
        ]),
      )
      await user.click(within(root).getByRole('button', { name: `Show 2 more columns of ${isolate('Location')}` }))
      root = await statementShown()
      expect(heads()).toEqual(['Account', '▸ ShopsWith its sub-values', 'Catering', 'Not specifiedTotal less the columns', 'TotalClosed'])
      expect(document.activeElement).toHaveTextContent('Catering')

      await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
      const lines = (await downloads[0]!.text).replace(/^\uFEFF/, '').split('\r\n')
      expect(lines.slice(0, 6)).toEqual([
        'Profit and loss by Location',
        'Company: Maple Crumb Bakery',
        'Period: Q1 2026',
        "Your company's accounting method",
        '',
        'Account number,Account,Shops,Main Street shop,Riverside shop,Catering,Not specified,Total',
      ])
    })

    it('names the file as the host asks', async () => {
      const user = userEvent.setup()
      renderStatement(state.sandbox, <ProfitAndLoss period="2026-06" accounts={chart()} exportFileName="bakery-june.csv" />)
      const root = await statementShown()
      await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
      expect(downloads.map((download) => download.name)).toEqual(['bakery-june.csv'])
    })
  })

  it('without accounts, reads the accounts the records use and says so', async () => {
    const user = userEvent.setup()
    const chartById = new Map(chart().map((account) => [account.id, account]))
    // The accounts bank transactions (and their splits) and invoice lines name, of income and expense types.
    const named = new Set<string>()
    for (const transaction of state.sandbox.inspect.bankTransactions(bakery.id)) {
      if (transaction.glAccount?.id) named.add(transaction.glAccount.id)
      for (const split of transaction.children ?? []) if (split.glAccountId) named.add(split.glAccountId)
    }
    for (const invoice of state.sandbox.inspect.invoices(bakery.id))
      for (const item of invoice.lineItems ?? []) if (item.glAccount?.id) named.add(item.glAccount.id)
    const accounts = [...named]
      .map((id) => chartById.get(id)!)
      .filter((account) => account.type === 'REVENUE' || account.type === 'EXPENSE')
    // Not every account of the chart: the records name only some.
    expect(accounts.length).toBeGreaterThan(0)
    expect(accounts.length).toBeLessThan(chart().filter((account) => account.type === 'REVENUE' || account.type === 'EXPENSE').length)
    const statement = expectedStatement(state.sandbox, accounts, [Q1])

    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" compareTo="previousYear" />)
    // Never final without the chart: every account it could see is read, the totals say they hold only those.
    const root = await statementShown('partial')
    expect(root).toHaveTextContent(`From only the ${accounts.length} accounts your records use: others may be missing`)
    if (statement.inactive > 0) await user.click(within(root).getByRole('button', { name: /^Show \d+ accounts? with no activity$/ }))
    expect(tableLines(root)).toEqual(expectedLines(statement, { compare: true, showInactive: true, mark: ' (accounts found only)' }))
  })

  it('says what it is still reading and marks the totals "(so far)" until every account is in', async () => {
    const accounts = chart()
    const statement = expectedStatement(state.sandbox, accounts, [{ from: '2026-01-01', to: '2026-03-31' }])
    const count = statement.sections.reduce((sum, section) => sum + section.rows.length, 0)
    const release = holdLedger(bakery.glAccounts.wages)
    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={accounts} />)
    const root = await statementShown('counting')
    const progress = within(root).getByRole('status')
    await waitFor(() => expect(progress).toHaveTextContent(`Reading ${count - 1} of ${count} accounts…`))
    expect(root).toHaveAttribute('aria-busy', 'true')
    const wages = within(root).getByRole('rowheader', { name: '6000 · Wages' }).closest('tr')!
    expect(wages).toHaveAttribute('data-status', 'reading')
    expect(wages).toHaveTextContent('Reading…')
    // Every total the unread account is part of says so; the income total is complete.
    const totals = [...root.querySelectorAll('.bk-statement__total')].map((row) => [
      row.querySelector('th')?.textContent,
      row.querySelector('td')?.textContent?.endsWith('(so far)'),
    ])
    expect(totals).toEqual([
      ['Total income', false],
      ['Total expenses', true],
      ['Net income', true],
    ])

    release()
    await statementShown()
    expect(progress).toBeEmptyDOMElement()
    expect(root).not.toHaveAttribute('aria-busy')
    expect(root).not.toHaveTextContent('(so far)')
    expect(tableLines(root)).toEqual(expectedLines(statement))
  })

  it('shows an account that could not be read in its row with Try again, leaves it out of the totals and says so; Try again recovers', async () => {
    const user = userEvent.setup()
    const onLoadError = vi.fn<(error: BookkeepingError) => void>()
    const accounts = chart()
    const statement = expectedStatement(state.sandbox, accounts, [{ from: '2026-01-01', to: '2026-03-31' }])
    const wages = statement.sections.flatMap((section) => section.rows).find((row) => row.account.id === bakery.glAccounts.wages)!
    expect(wages.figures[0]!.amount).not.toBe(0)
    // A refusal: no automatic retry cures it.
    state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.wages), times: 1 })

    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={accounts} onLoadError={onLoadError} />)
    const root = await statementShown('stopped')
    const row = within(root).getByRole('rowheader', { name: '6000 · Wages' }).closest('tr')!
    expect(row).toHaveAttribute('data-status', 'failed')
    expect(row).toHaveTextContent('Could not be read. Try again')
    // Said once every other account is in.
    await waitFor(() => expect(within(root).getByRole('status')).toHaveTextContent('1 account could not be read: the totals leave it out.'))
    // The totals it is part of are those of the others, and say what they leave out.
    const expenses = statement.sections.find((section) => section.kind === 'expenses')!
    const lines = tableLines(root)
    expect(lines.find((line) => line[0] === 'Total expenses')).toEqual([
      'Total expenses',
      `${usdOf(expenses.total[0]!.amount - wages.figures[0]!.amount)} (leaves out 1 account)`,
    ])
    expect(lines.find((line) => line[0] === 'Net income')).toEqual([
      'Net income',
      `${usdOf(statement.netIncome[0]!.amount + wages.figures[0]!.amount)} (leaves out 1 account)`,
    ])
    expect(lines.find((line) => line[0] === 'Total income')).toEqual(['Total income', usdOf(statement.sections[0]!.total[0]!.amount)])
    expect(within(root).getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
    expect(onLoadError).toHaveBeenCalledOnce()
    expect(onLoadError.mock.calls[0]![0]).toBeInstanceOf(BookkeepingError)

    await user.click(within(row).getByRole('button', { name: 'Try again' }))
    await statementShown()
    expect(tableLines(root)).toEqual(expectedLines(statement))
    expect(within(root).getByRole('status')).toBeEmptyDOMElement()
    expect(within(root).getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'false')
  })

  it('still says "Reading…" and "(so far)" while other accounts are read after one failed: a total that leaves one out is not final either', async () => {
    const accounts = chart()
    const statement = expectedStatement(state.sandbox, accounts, [{ from: '2026-01-01', to: '2026-03-31' }])
    const count = statement.sections.reduce((sum, section) => sum + section.rows.length, 0)
    state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.rent), times: 1 })
    const release = holdLedger(bakery.glAccounts.wages)

    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={accounts} />)
    const root = await screen.findByRole('region', { name: 'Profit and loss' })
    await waitFor(() =>
      expect(within(root).getByRole('rowheader', { name: '6100 · Rent' }).closest('tr')).toHaveAttribute('data-status', 'failed'),
    )
    const progress = within(root).getByRole('status')
    await waitFor(() => expect(progress).toHaveTextContent(`Reading ${count - 2} of ${count} accounts…`))
    expect(root).toHaveAttribute('aria-busy', 'true')
    const marks = () =>
      [...root.querySelectorAll('.bk-statement__total')].map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('.bk-statement__mark')?.textContent ?? '',
      ])
    expect(marks()).toEqual([
      ['Total income', ''],
      ['Total expenses', ' (so far)'],
      ['Net income', ' (so far)'],
    ])

    release()
    await waitFor(() => expect(progress).toHaveTextContent('1 account could not be read: the totals leave it out.'))
    expect(root).toHaveAttribute('data-figures', 'stopped')
    expect(root).not.toHaveAttribute('aria-busy')
    expect(marks()).toEqual([
      ['Total income', ''],
      ['Total expenses', ' (leaves out 1 account)'],
      ['Net income', ' (leaves out 1 account)'],
    ])
  })

  it.each([
    ['period', { period: 'June' }, 'period "June"'],
    ['columns', { columns: 'weekly' }, 'columns "weekly"'],
    ['compareTo', { compareTo: 'lastYear' }, 'compareTo "lastYear"'],
    ['accountingMethod', { accountingMethod: 'BOTH' }, 'accountingMethod "BOTH"'],
  ])('shows an alert naming %s when it cannot be read, and asks the service nothing for figures', async (_, props, named) => {
    const ledgerRequests: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (/\/generalLedger$/.test(new URL(request.url).pathname)) ledgerRequests.push(request.url)
    })
    renderStatement(state.sandbox, <ProfitAndLoss accounts={chart()} {...(props as object)} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The profit and loss could not be read')
    expect(alert).toHaveTextContent(named)
    expect(screen.queryByRole('table')).toBeNull()
    expect(ledgerRequests).toEqual([])
  })

  it('calls onLoadStart as it starts reading, and again when a choice asks for other figures', async () => {
    const user = userEvent.setup()
    const onLoadStart = vi.fn()
    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={chart()} onLoadStart={onLoadStart} />)
    const root = await statementShown()
    expect(onLoadStart).toHaveBeenCalledOnce()
    await user.selectOptions(within(root).getByRole('combobox', { name: 'Period' }), 'Last year')
    await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(/^2025 · /))
    await statementShown()
    expect(onLoadStart).toHaveBeenCalledTimes(2)
  })

  it('names a host’s period by the preset that has its days: May’s dates are "Last month", as the cash flow statement says', async () => {
    renderStatement(state.sandbox, <ProfitAndLoss period={{ from: '2026-05-01', to: '2026-05-31' }} accounts={chart()} />)
    const root = await statementShown()
    const period = within(root).getByRole('combobox', { name: 'Period' })
    expect(period).toHaveDisplayValue('Last month')
    expect(within(period).queryByRole('option', { name: 'As chosen' })).toBeNull()
  })

  it('puts its title at the heading level the host asks for, h2 by default', async () => {
    const view = renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={chart()} headingLevel={4} />)
    expect((await screen.findByRole('heading', { name: 'Profit and loss' })).tagName).toBe('H4')
    view.unmount()
    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" accounts={chart()} />)
    expect((await screen.findByRole('heading', { name: 'Profit and loss' })).tagName).toBe('H2')
  })

  it.each([
    ['de-DE', 'EUR'],
    ['fr-CA', 'CAD'],
  ])('writes every figure, change and share in %s with %s', async (locale, currency) => {
    const accounts = chart()
    const statement = expectedStatement(state.sandbox, accounts, [Q1])
    renderStatement(state.sandbox, <ProfitAndLoss period="2026-Q1" compareTo="previousYear" accounts={accounts} />, {
      provider: { locale, currency },
    })
    const root = await statementShown()
    expect(tableLines(root)).toEqual(expectedLines(statement, { compare: true, locale, currency }))
  })
})

const usdOf = (minor: number) => spaced(money()(minor))
const escape = (text: string) => text.replace(/[$.*+?^()[\]{}|\\]/g, '\\$&')
