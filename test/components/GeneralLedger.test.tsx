// <GeneralLedger> in jsdom against the sandbox: the header, the beginning balance, running balances
// that read on across page boundaries, filters that reach the service, selection by keyboard. The
// CSV text: ledgerCsv.test.ts (Node). The export's walk, retries, resume and cancel: GeneralLedgerExport.test.tsx. jsdom
// has no layout, so the scroll region is given a size (clientHeight) for the virtualizer to render rows at all.
// On the bookkit service; one smoke test on the described one, which offers no method and sends none.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { GeneralLedgerQuery, GlEntry } from '../../src/api/types'
import { GeneralLedger, type GeneralLedgerProps } from '../../src/components/GeneralLedger'
import { SANDBOX, type GlLineView } from '../../src/sandbox'
import { requestSchemaErrors } from '../support/contract'
import { giveGridsAViewport } from '../support/gridViewport'
import { editLedgerLines, withoutZeroSide } from '../support/ledgerAnswers'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const ACCOUNT = bakery.glAccounts.busyExpense
const LEDGER_PATH = `/v6/accounting/glAccounts/${ACCOUNT}/generalLedger`

const usd = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(minor / 100)
const grid = () => screen.getByRole('grid')
const lineRows = () =>
  within(grid())
    .getAllByRole('row')
    .filter((row) => row.closest('.bk-grid__body'))
/** The running balance a row shows (the amount, without the side label a stacked row shows before it). */
const balanceOf = (row: HTMLElement) => row.querySelector('[data-column="runningBalance"] .bk-money')?.textContent
const headerTexts = () =>
  within(grid())
    .getAllByRole('columnheader')
    .map((header) => header.textContent)
/** The columns of a row's cells, in the order shown. */
const cellColumns = (row: HTMLElement) =>
  within(row)
    .getAllByRole('gridcell')
    .map((cell) => cell.dataset.column)
const openingRow = () => screen.getByRole('row', { name: 'Beginning balance' })

const LEDGER_VOLUME = { invoicesPerCompany: 20, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 560 }

describe('GeneralLedger', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: LEDGER_VOLUME })

  /** Every GL query body sent during the test, in order. */
  let sent: GeneralLedgerQuery[] = []

  beforeEach(() => {
    sent = []
    state.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/generalLedger')) sent.push((await request.clone().json()) as GeneralLedgerQuery)
    })
    giveGridsAViewport()
  })
  afterEach(() => {
    state.server.events.removeAllListeners()
    vi.restoreAllMocks()
  })

  function renderLedger(props: Partial<GeneralLedgerProps> = {}) {
    return renderWithSandbox(<GeneralLedger glAccountId={ACCOUNT} {...props} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  }

  const lastSent = () => sent.at(-1)

  /** The account's lines as stored, each with the balance after it (an EXPENSE account: debit minus credit). */
  function storedLines(method?: 'ACCRUAL' | 'CASH'): Array<GlLineView & { balance: number }> {
    let balance = 0
    return state.sandbox.inspect.glLines(ACCOUNT, method).map((line) => ({ ...line, balance: (balance += line.drAmount - line.crAmount) }))
  }

  async function linesShown() {
    await waitFor(() => expect(lineRows().length).toBeGreaterThan(0))
  }

  describe('the ledger', () => {
    it('shows the account, the beginning balance and the first lines with their running balance', async () => {
      renderLedger({ glAccount: { id: ACCOUNT, name: 'Ingredients', accountNo: '5010', type: 'EXPENSE' } })
      expect(screen.getByText('Loading ledger lines…')).toBeInTheDocument()
      await linesShown()

      expect(sent[0]).toEqual({ limit: 100, filter: { includeBeginningBalance: true } })
      expect(requestSchemaErrors('POST', LEDGER_PATH, sent[0])).toEqual([])
      expect(screen.getByRole('heading', { name: 'Ingredients' })).toBeInTheDocument()
      expect(screen.getByText('5010')).toBeInTheDocument()
      expect(screen.getByText('Expense')).toBeInTheDocument()

      expect(headerTexts()).toEqual(['Date', 'Description', 'Debit', 'Credit', 'Balance'])
      const opening = screen.getByRole('row', { name: /Beginning balance/ })
      expect(opening).toHaveAttribute('aria-rowindex', '2')
      expect(balanceOf(opening)).toBe(usd(0))

      const stored = storedLines()
      const [first] = lineRows()
      expect(first).toHaveAttribute('aria-rowindex', '3')
      expect(balanceOf(first as HTMLElement)).toBe(usd(stored[0]?.balance ?? NaN))
      expect(grid()).toHaveAttribute('aria-rowcount', '-1')
    })

    it('without the host’s account, titles itself "General ledger", never by the account’s id, with the type the lines say', async () => {
      renderLedger({ includeBeginningBalance: false })
      await linesShown()
      expect(screen.getByRole('heading', { name: 'General ledger' })).toBeInTheDocument()
      expect(grid()).toHaveAccessibleName('General ledger')
      expect(document.body).not.toHaveTextContent(ACCOUNT)
      expect(screen.getByText('Expense')).toBeInTheDocument()
      expect(screen.queryByRole('row', { name: /Beginning balance/ })).toBeNull()
      expect(sent[0]).toEqual({ limit: 100 })
    })

    it('reads the running balance on across a page boundary, loading the next page as the end nears', async () => {
      renderLedger({ pageSize: 5 })
      await linesShown()
      // Fifteen rows fit the viewport: the list keeps asking for pages until the end is out of sight.
      await waitFor(() => expect(sent.length).toBeGreaterThanOrEqual(4))
      expect(sent.slice(1).every((body) => typeof body.cursor === 'string' && body.limit === 5)).toBe(true)
      for (const body of sent) expect(requestSchemaErrors('POST', LEDGER_PATH, body)).toEqual([])

      const stored = storedLines()
      const rows = lineRows()
      const lastOfPageOne = rows[4] as HTMLElement
      const firstOfPageTwo = rows[5] as HTMLElement
      const line = stored[5] as GlLineView & { balance: number }
      // The previous balance plus this line's debit minus its credit is its balance, as stored.
      expect(balanceOf(lastOfPageOne)).toBe(usd((stored[4] as { balance: number }).balance))
      expect(balanceOf(firstOfPageTwo)).toBe(usd((stored[4] as { balance: number }).balance + line.drAmount - line.crAmount))
      expect(balanceOf(firstOfPageTwo)).toBe(usd(line.balance))
      for (const [index, row] of rows.entries()) expect(balanceOf(row)).toBe(usd((stored[index] as { balance: number }).balance))
    })

    it('shows a left-out or null zero side empty, and an amount it cannot read as a dash with the reason, never a figure', async () => {
      const stored = storedLines()
      const [absent, nulled, float, noBalance] = stored
      editLedgerLines(state, LEDGER_PATH, (line) => {
        if (line.id === absent?.id) return withoutZeroSide(line, false)
        if (line.id === nulled?.id) return withoutZeroSide(line, true)
        if (line.id === float?.id) return { ...line, drAmount: 12.5, crAmount: 0 }
        if (line.id === noBalance?.id) return { ...line, runningBalance: null }
        return line
      })
      renderLedger()
      await linesShown()
      const cell = (row: HTMLElement | undefined, column: string) => row?.querySelector(`[data-column="${column}"]`) as HTMLElement
      const rows = lineRows()

      for (const [index, line] of [absent, nulled].entries()) {
        const row = rows[index]
        const [side, zeroSide] = line?.drAmount ? ['debit', 'credit'] : ['credit', 'debit']
        expect(cell(row, side).querySelector('.bk-money')?.textContent).toBe(usd((line?.drAmount || line?.crAmount) ?? NaN))
        expect(cell(row, zeroSide)).toBeEmptyDOMElement()
        expect(balanceOf(row as HTMLElement)).toBe(usd(line?.balance ?? NaN))
      }
      const reason = 'The service sent this amount in a form that cannot be read, so it is not shown.'
      expect(cell(rows[2], 'debit')).toHaveTextContent(`—${reason}`)
      expect(cell(rows[2], 'debit').querySelector('.bk-money')).toBeNull()
      expect(cell(rows[2], 'credit')).toBeEmptyDOMElement()
      expect(balanceOf(rows[2] as HTMLElement)).toBe(usd(float?.balance ?? NaN))
      expect(cell(rows[3], 'runningBalance')).toHaveTextContent(reason)
      expect(balanceOf(rows[3] as HTMLElement)).toBeUndefined()
      expect(balanceOf(rows[4] as HTMLElement)).toBe(usd(stored[4]?.balance ?? NaN))
    })

    it('sends search, dates, method, customer and dimension value to the service', async () => {
      const user = userEvent.setup()
      const onFilterChange = vi.fn()
      renderLedger({
        onFilterChange,
        filterOptions: {
          customers: [{ id: bakery.customers.greenwayGrocers, name: 'Greenway Grocers' }],
          dimensionValues: [
            {
              id: bakery.dimensions.location.values.mainStreet,
              name: 'Main Street',
              dimension: { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' },
            },
          ],
        },
      })
      await linesShown()

      await user.type(screen.getByRole('searchbox', { name: 'Search lines' }), 'flour')
      await waitFor(() => expect(lastSent()?.filter?.search).toBe('flour'))
      await waitFor(() => {
        for (const row of lineRows()) expect(row).toHaveTextContent(/flour/i)
      })

      await user.type(screen.getByLabelText('From'), '2026-03-01')
      await waitFor(() => expect(lastSent()?.filter?.beginDate).toBe('2026-03-01'))
      // The beginning balance is what every line before the begin date adds up to.
      const before =
        storedLines()
          .filter((line) => line.date < '2026-03-01')
          .at(-1)?.balance ?? 0
      await waitFor(() => expect(balanceOf(screen.getByRole('row', { name: /Beginning balance/ }))).toBe(usd(before)))

      await user.selectOptions(screen.getByRole('combobox', { name: 'Accounting method' }), 'Cash')
      await waitFor(() => expect(lastSent()?.accountingMethod).toBe('CASH'))
      await user.selectOptions(screen.getByRole('combobox', { name: 'Customer' }), 'Greenway Grocers')
      await waitFor(() => expect(lastSent()?.filter?.customer).toEqual({ id: { in: [bakery.customers.greenwayGrocers] } }))
      await user.selectOptions(screen.getByRole('combobox', { name: 'Dimension value' }), 'Main Street')
      await waitFor(() =>
        expect(lastSent()?.filter?.dimensionValues).toEqual([
          { dimensionId: bakery.dimensions.location.id, dimensionValueIds: [bakery.dimensions.location.values.mainStreet] },
        ]),
      )
      expect(lastSent()).toMatchObject({
        limit: 100,
        accountingMethod: 'CASH',
        filter: { includeBeginningBalance: true, search: 'flour', beginDate: '2026-03-01' },
      })
      for (const body of sent) expect(requestSchemaErrors('POST', LEDGER_PATH, body)).toEqual([])
      expect(onFilterChange).toHaveBeenCalled()

      await user.selectOptions(screen.getByRole('combobox', { name: 'Accounting method' }), "Company's method")
      await waitFor(() => expect(lastSent()).not.toHaveProperty('accountingMethod'))
    })

    it('asks for at most 250 lines a page and at least one', async () => {
      const view = renderLedger({ pageSize: 1000 })
      await linesShown()
      expect(sent[0]?.limit).toBe(250)
      view.unmount()
      renderLedger({ pageSize: 0 })
      await linesShown()
      expect(lastSent()?.limit).toBe(1)
    })

    it('reports the chosen line with Enter, Space or a click', async () => {
      const user = userEvent.setup()
      const onSelectEntry = vi.fn()
      renderLedger({ onSelectEntry })
      await linesShown()
      const stored = storedLines()
      const rows = lineRows()
      expect(rows.filter((row) => row.tabIndex === 0)).toHaveLength(1)

      await user.click(screen.getByRole('searchbox'))
      for (let stops = 0; stops < 12 && !rows.includes(document.activeElement as HTMLElement); stops++) await user.tab()
      expect(rows[0]).toHaveFocus()
      await user.keyboard('{ArrowDown}{Enter}')
      expect(onSelectEntry).toHaveBeenCalledTimes(1)
      const entry = onSelectEntry.mock.calls[0]?.[0] as GlEntry
      expect(entry.id).toBe(stored[1]?.id)
      expect(entry.entity?.id).toBe(stored[1]?.sourceId)

      await user.keyboard('{End} ')
      expect(onSelectEntry).toHaveBeenCalledTimes(2)
      await user.click(lineRows()[0] as HTMLElement)
      expect(onSelectEntry).toHaveBeenLastCalledWith(expect.objectContaining({ id: stored[0]?.id }))
    })

    it('shows the error after the retries and recovers on "Try again"', async () => {
      const user = userEvent.setup()
      const onLoadError = vi.fn()
      state.sandbox.failNext({ status: 500, times: 3, path: LEDGER_PATH })
      renderLedger({ onLoadError })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The ledger could not be loaded.')
      expect(onLoadError).toHaveBeenCalledTimes(1)
      await user.click(within(alert).getByRole('button', { name: 'Try again' }))
      await linesShown()
    })

    it('says when an account has no lines', async () => {
      renderLedger({ glAccountId: bakery.glAccounts.unused, includeBeginningBalance: false })
      expect(await screen.findByText('This account has no lines yet.')).toBeInTheDocument()
    })
  })
})

// The one smoke test on the described service: the ledger loads its lines with their running
// balances, offers no method (the service would show its own method's figures under the label
// chosen) and sends none, a filter still reaching the service.
describe('GeneralLedger on the described service', () => {
  const state = useSandboxServer({ profile: DESCRIBED.profile, volume: LEDGER_VOLUME })
  beforeEach(() => giveGridsAViewport())
  afterEach(() => {
    state.server.events.removeAllListeners()
    vi.restoreAllMocks()
  })

  it('shows the lines with their running balance, offers no accounting method and sends none', async () => {
    const user = userEvent.setup()
    const sent: GeneralLedgerQuery[] = []
    state.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/generalLedger')) sent.push((await request.clone().json()) as GeneralLedgerQuery)
    })
    renderWithSandbox(<GeneralLedger glAccountId={ACCOUNT} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await waitFor(() => expect(lineRows().length).toBeGreaterThan(0))
    const [first] = state.sandbox.inspect.glLines(ACCOUNT)
    expect(balanceOf(lineRows()[0]!)).toBe(usd((first?.drAmount ?? NaN) - (first?.crAmount ?? NaN)))
    expect(screen.queryByRole('combobox', { name: 'Accounting method' })).toBeNull()

    await user.type(screen.getByLabelText('From'), '2026-03-01')
    await waitFor(() => expect(sent.at(-1)?.filter?.beginDate).toBe('2026-03-01'))
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.filter((body) => 'accountingMethod' in body)).toEqual([])
    for (const body of sent) expect(requestSchemaErrors('POST', LEDGER_PATH, body)).toEqual([])
  })
})

// Which columns show is the host's and the user's choice, the same whatever the service answers: one profile is enough.
describe('GeneralLedger columns', () => {
  const state = useSandboxServer({
    profile: 'bookkit',
    volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 60 },
  })
  beforeEach(() => giveGridsAViewport())
  afterEach(() => vi.restoreAllMocks())

  const ledger = (props: Partial<GeneralLedgerProps> = {}) => <GeneralLedger glAccountId={ACCOUNT} {...props} />
  const linesShown = () => waitFor(() => expect(lineRows().length).toBeGreaterThan(0))
  /** The first line's balance as stored (an EXPENSE account: its debit minus its credit). */
  const firstBalance = () => {
    const [first] = state.sandbox.inspect.glLines(ACCOUNT)
    return (first?.drAmount ?? NaN) - (first?.crAmount ?? NaN)
  }

  it("shows the host's columns in the host's order under its labels, in the beginning balance's row too", async () => {
    const user = userEvent.setup()
    renderWithSandbox(
      ledger({ columns: ['runningBalance', 'date', 'debit'], columnLabels: { runningBalance: 'Balance after line', debit: 'Paid out' } }),
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    await linesShown()

    expect(headerTexts()).toEqual(['Balance after line', 'Date', 'Paid out'])
    expect(grid()).toHaveAttribute('aria-colcount', '3')
    const first = lineRows()[0] as HTMLElement
    expect(cellColumns(first)).toEqual(['runningBalance', 'date', 'debit'])
    expect(balanceOf(first)).toBe(usd(firstBalance()))
    // Without the description, the row's words go to the first column but the balance.
    expect(cellColumns(openingRow())).toEqual(['runningBalance', 'date', 'debit'])
    expect(openingRow().querySelector('[data-column="date"]')).toHaveTextContent('Beginning balance')
    // Nothing was posted before the first line.
    expect(balanceOf(openingRow())).toBe(usd(0))

    await user.click(screen.getByRole('button', { name: 'Columns' }))
    expect(screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual([
      'Balance after line',
      'Date',
      'Paid out',
    ])
  })

  it('keeps the column the user hid and the one they moved once the ledger is shown again', async () => {
    const user = userEvent.setup()
    const view = renderWithSandbox(ledger(), state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    await linesShown()

    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(screen.getByRole('checkbox', { name: 'Debit' }))
    await user.click(screen.getByRole('button', { name: 'Move Balance earlier' }))
    const expectChosenLayout = () => {
      expect(headerTexts()).toEqual(['Date', 'Description', 'Balance', 'Credit'])
      expect(cellColumns(lineRows()[0] as HTMLElement)).toEqual(['date', 'description', 'runningBalance', 'credit'])
      expect(cellColumns(openingRow())).toEqual(['date', 'description', 'runningBalance', 'credit'])
      expect(openingRow().querySelector('[data-column="description"]')).toHaveTextContent('Beginning balance')
    }
    expectChosenLayout()

    // Away and back under the same provider (another page of the host's app, then the ledger again).
    view.rerender(<p>Elsewhere</p>)
    expect(screen.queryByRole('grid')).toBeNull()
    view.rerender(ledger())
    await linesShown()
    expectChosenLayout()
  })
})
