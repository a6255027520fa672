// <CashFlowStatement> in jsdom, in a real provider against the sandbox: the statement as a table
// (operating activities starting from net income, what moved no cash and the changes in working
// capital each with its subtotal, investing and financing, the net change in cash and the cash at
// both ends), every figure recomputed from the sandbox's stored lines (test/support/cashFlows), with
// the period compared (the hook's test checks the figures on both service profiles); the tie under
// it ("Ties to the bank accounts' balances", naming them), a difference with the account of a type
// it does not place that makes it, or why it cannot be told yet; an account that failed (its row, the totals and the tie say so; Try again reads it); each
// figure a button that hands the host the account, the period and the method and tells onEvent;
// the CSV with its title block and the tie; an option that cannot be read. Layout, print, narrow
// and dark are the stories' and the Chromium tests'.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CashFlowStatement } from '../../src/components/CashFlowStatement'
import type { BookkeepingEvent } from '../../src/react'
import { SANDBOX, type Sandbox, type SandboxGlAccount } from '../../src/sandbox'
import { expectedCashFlow, type ExpectedCashFlow } from '../support/cashFlows'
import { spaced } from '../support/chartFigures'
import { ledgerWithoutType } from '../support/requests'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { renderWithSandbox, sandboxClient, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { comparisonText, decimal, money, UNKNOWN_TYPE, type Figure } from '../support/statements'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
const PERIOD = { from: '2026-01-01', to: '2026-06-30' }
const COMPARED = { from: '2025-01-01', to: '2025-06-30' }
/** The bakery's oven loan: a liability of every seed's chart, financing. */
const OVEN_LOAN = 'gla_co1_loan'
/** A range as Intl writes it in en-US, as the header does ("Jan 1 – Jun 30, 2026"), its thin spaces plain as a browser writes them. */
const rangeText = ({ from, to }: { from: string; to: string }) =>
  spaced(
    new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })
      .formatRange(Date.parse(from), Date.parse(to))
      .replace(/\u2009/g, ' '),
  )
const PERIOD_TEXT = rangeText(PERIOD)
const COMPARED_TEXT = rangeText(COMPARED)
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`

useViewerToday('2026-06-30')
afterEach(() => vi.restoreAllMocks())

const usd = (minor: number) => spaced(money()(minor))

async function statementShown(status = 'final'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: 'Statement of cash flows' })
  const root = heading.closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status), { timeout: 45_000 })
  return root
}

/** A cell's text as a user reads it, without the comparison folded under a figure for narrow screens. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
  return spaced(copy.textContent).trim()
}
const tableLines = (root: HTMLElement) =>
  [...root.querySelectorAll('table tbody tr, table tfoot tr')].map((row) => [...row.children].map(cellText))
const tieOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.bk-statement__check')!

/** A figure's cells as the table writes them: the amount, and compared, the compared amount, the change and its %. */
const cells = (figure: Figure) => [usd(figure.amount), ...(figure.compared === undefined ? [] : comparisonText(figure).map(spaced))]

/** The table a user reads, from the expected figures: every account of the chart with a change, in its section and group. */
function expectedLines(chart: readonly SandboxGlAccount[], expected: ExpectedCashFlow): string[][] {
  const name = (account: SandboxGlAccount) => `${account.accountNo} · ${account.name}`
  const rowsOf = (place: string) =>
    chart
      .filter((account) => expected.rows.get(account.id)?.place === place)
      .filter((account) => {
        const { figure } = expected.rows.get(account.id)!
        return figure.amount !== 0 || (figure.compared ?? 0) !== 0
      })
      .map((account) => [name(account), ...cells(expected.rows.get(account.id)!.figure)])
  const sum = (place: string) =>
    [...expected.rows.values()]
      .filter((row) => row.place === place)
      .reduce<Figure>(
        (total, { figure }) => ({ amount: total.amount + figure.amount, compared: (total.compared ?? 0) + (figure.compared ?? 0) }),
        { amount: 0, compared: 0 },
      )
  const group = (place: string, title: string, total: string) => {
    const rows = rowsOf(place)
    return [[title], ...rows, [total, ...cells(sum(place))]]
  }
  return [
    ['Operating activities'],
    ['Net income', ...cells(expected.netIncome)],
    ...group('noncash', 'Adjustments for what moved no cash', 'Total adjustments for what moved no cash'),
    ...group('workingCapital', 'Changes in working capital', 'Total changes in working capital'),
    ['Net cash from operating activities', ...cells(expected.operating)],
    ['Investing activities'],
    ...rowsOf('investing'),
    ['Net cash from investing activities', ...cells(expected.investing)],
    ['Financing activities'],
    ...rowsOf('financing'),
    ['Net cash from financing activities', ...cells(expected.financing)],
    ...(expected.inTransit.amount !== 0 || (expected.inTransit.compared ?? 0) !== 0
      ? [['Transfers in transit between your accounts', ...cells(expected.inTransit)]]
      : []),
    ['Net change in cash', ...cells(expected.netChange)],
    ['Cash at the beginning of the period', ...cells(expected.cashAtStart)],
    ['Cash at the end of the period', ...cells(expected.cashAtEnd)],
  ]
}

function renderStatement(sandbox: Sandbox, ui: Parameters<typeof renderWithSandbox>[0]) {
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  return { onEvent, ...renderWithSandbox(ui, sandbox, { userId: owner, provider: { onEvent } }) }
}

/** Catches the file a statement downloads: its name and its text. */
function catchDownloads(): Array<{ text: Promise<string>; name: string }> {
  const downloads: Array<{ text: Promise<string>; name: string }> = []
  let blob: Blob | undefined
  URL.createObjectURL = vi.fn((made: Blob) => {
    blob = made
    return 'blob:statement'
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ text: blob!.text(), name: this.download })
  })
  return downloads
}

describe('CashFlowStatement', () => {
  const state = useSandboxServer({ years: 2 })
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)

  it('states the period against the year before, every figure the ledger’s, and ties to the bank accounts', async () => {
    const accounts = chart()
    const expected = expectedCashFlow(state.sandbox, accounts, PERIOD, COMPARED)
    // Every part has figures: the statement is no table of zeros.
    for (const figure of [expected.netIncome, expected.operating, expected.financing, expected.netChange]) expect(figure.amount).not.toBe(0)

    renderStatement(state.sandbox, <CashFlowStatement {...PERIOD} compare="previousYear" accounts={accounts} />)
    const root = await statementShown()
    expect(within(root).getByRole('table', { name: `Statement of cash flows, ${PERIOD_TEXT}` })).toBeInTheDocument()
    expect(
      within(root)
        .getAllByRole('columnheader')
        .map((head) => spaced(head.textContent)),
    ).toEqual(['Account', expect.stringContaining(PERIOD_TEXT), COMPARED_TEXT, 'Change', 'Change %'])
    expect(tableLines(root)).toEqual(expectedLines(accounts, expected))
    const tie = tieOf(root)
    expect(tie).toHaveAttribute('data-check', 'ties')
    expect(spaced(tie.textContent)).toBe(
      `Ties to the bank accounts' balances in both periods (and ${COMPARED_TEXT}): Business Checking, Reserve Savings.`,
    )
  })

  it('opens a figure’s ledger over the period, under its method, and tells the provider', async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const { onEvent } = renderStatement(
      state.sandbox,
      <CashFlowStatement {...PERIOD} accounts={chart()} accountingMethod="CASH" onSelectAccount={onSelectAccount} />,
    )
    const root = await statementShown()
    const loan = within(root).getByRole('rowheader', { name: '2500 · Oven Loan' }).closest('tr')!
    await user.click(within(loan).getByRole('button'))
    expect(onSelectAccount).toHaveBeenCalledWith({ glAccountId: OVEN_LOAN, ...PERIOD, accountingMethod: 'CASH' })
    expect(onEvent).toHaveBeenCalledWith({
      type: 'statementAccountSelected',
      statement: 'cashFlow',
      glAccountId: OVEN_LOAN,
      period: PERIOD,
    })
  })

  it('exports its CSV once final: the title block, the tie, then every line with exact decimals', async () => {
    const user = userEvent.setup()
    const downloads = catchDownloads()
    const accounts = chart()
    const expected = expectedCashFlow(state.sandbox, accounts, PERIOD)
    renderStatement(state.sandbox, <CashFlowStatement {...PERIOD} accounts={accounts} />)
    const root = await statementShown()
    await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
    expect(downloads.map((download) => download.name)).toEqual([`cash-flows-${PERIOD.from}-${PERIOD.to}.csv`])
    const lines = (await downloads[0]!.text).replace(/^\uFEFF/, '').split('\r\n')
    expect(lines.slice(0, 7)).toEqual([
      'Statement of cash flows',
      `"Period: ${PERIOD_TEXT}"`,
      "Your company's accounting method",
      `"Ties to the bank accounts' balances: Business Checking, Reserve Savings."`,
      '"Transfers in transit: money on its way from one of your accounts to another when the period began or ended. It moves the bank balances but is not cash from operating, investing or financing activities."',
      '',
      `Account number,Account,"${PERIOD_TEXT}"`,
    ])
    expect(lines).toContain(`,Net income,${decimal(expected.netIncome.amount)}`)
    expect(lines).toContain(`,Transfers in transit between your accounts,${decimal(expected.inTransit.amount)}`)
    expect(lines).toContain(`,Net change in cash,${decimal(expected.netChange.amount)}`)
    expect(lines).toContain(`,Cash at the end of the period,${decimal(expected.cashAtEnd.amount)}`)
    expect(lines).toContain(`2500,Oven Loan,${decimal(expected.rows.get(OVEN_LOAN)!.figure.amount)}`)
  })

  it('names an account that failed on its row, holds the totals and the tie, and reads it again on Try again', async () => {
    const user = userEvent.setup()
    state.sandbox.failNext({ status: 400, path: ledgerPath(OVEN_LOAN), times: 1 })
    renderStatement(state.sandbox, <CashFlowStatement {...PERIOD} accounts={chart()} />)
    const root = await statementShown('stopped')
    const loan = within(root).getByRole('rowheader', { name: '2500 · Oven Loan' }).closest('tr')!
    expect(cellText(loan.children[1]!)).toBe('Could not be read. Try again')
    // No sum that leaves an account out is shown: the net change says why it is not.
    expect(tableLines(root).find((line) => line[0] === 'Net change in cash')).toEqual([
      'Net change in cash',
      'Not known: 1 account could not be read',
    ])
    expect(tieOf(root)).toHaveTextContent("Whether it ties to the bank accounts' balances cannot be told until every account is read.")
    await user.click(within(loan).getByRole('button', { name: 'Try again' }))
    await statementShown()
    expect(tieOf(root)).toHaveAttribute('data-check', 'ties')
  })

  it('names a bank account that failed on the cash lines, with Try again: it is no row of its own', async () => {
    const user = userEvent.setup()
    state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.checking), times: 1 })
    renderStatement(state.sandbox, <CashFlowStatement {...PERIOD} accounts={chart()} />)
    const root = await statementShown('stopped')
    const cashLines = tableLines(root).filter((line) => line[0]!.startsWith('Cash at'))
    expect(cashLines).toEqual([
      ['Cash at the beginning of the period', 'Could not be read: Business Checking. Try again'],
      ['Cash at the end of the period', 'Could not be read: Business Checking. Try again'],
    ])
    const start = within(root).getByRole('rowheader', { name: 'Cash at the beginning of the period' }).closest('tr')!
    await user.click(within(start).getByRole('button', { name: 'Try again' }))
    await statementShown()
    expect(tieOf(root)).toHaveAttribute('data-check', 'ties')
  })

  it('states a difference, and the account of a type it does not place that makes it', async () => {
    const accounts = chart().map((account) =>
      account.id === bakery.glAccounts.transfersInTransit ? { ...account, type: UNKNOWN_TYPE } : account,
    )
    ledgerWithoutType(state.server, state.sandbox, `${TEST_BASE_URL}${ledgerPath(bakery.glAccounts.transfersInTransit)}`)
    const expected = expectedCashFlow(state.sandbox, chart(), PERIOD)
    const inTransit = expected.rows.get(bakery.glAccounts.transfersInTransit)!.figure.amount
    expect(inTransit).not.toBe(0)
    renderStatement(state.sandbox, <CashFlowStatement {...PERIOD} accounts={accounts} />)
    const root = await statementShown()
    const tie = tieOf(root)
    expect(tie).toHaveAttribute('data-check', 'differs')
    // Left out of working capital, its effect on cash is what the net change lacks.
    expect(spaced(tie.textContent)).toBe(
      `The net change in cash differs from the bank accounts' own change over ${PERIOD_TEXT} by ${usd(Math.abs(inTransit))}. ` +
        'It is in accounts of a type the statement does not place, shown below and not counted: Transfers in Transit.',
    )
    expect(within(root).getByRole('rowheader', { name: 'Accounts not placed' })).toBeInTheDocument()
  })

  it('says which option cannot be read, and shows no figure', async () => {
    renderStatement(state.sandbox, <CashFlowStatement from="2026-06-30" to="2026-01-01" accounts={chart()} />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('to "2026-01-01" is not a date on or after from (2026-06-30).')
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('without the host’s chart, claims no tie and says why', async () => {
    renderStatement(state.sandbox, <CashFlowStatement {...PERIOD} />)
    const root = await statementShown('partial')
    expect(tieOf(root)).toHaveAttribute('data-check', 'unknown')
    expect(tieOf(root)).toHaveTextContent(/This statement sees only the \d+ accounts your records name/)
  })
})

describe('CashFlowStatement with a transfer across a month end', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile })
  const MAY = { from: '2026-05-01', to: '2026-05-31' }
  const TRANSFER = 40_000

  /** $400.00 leaves checking on May 31 and reaches savings on June 1, the two sides paired as a bookkeeper pairs them. */
  async function transferAcrossMonthEnd() {
    const { client } = sandboxClient(state.sandbox, { userId: owner })
    const sides = await client.saveBankTransactions([
      {
        bankAccountId: bakery.bankAccounts.checking,
        date: '2026-05-31',
        type: 'TRANSFER',
        amount: -TRANSFER,
        description: 'ONLINE TRANSFER TO SAVINGS',
      },
      {
        bankAccountId: bakery.bankAccounts.savings,
        date: '2026-06-01',
        type: 'TRANSFER',
        amount: TRANSFER,
        description: 'TRANSFER FROM CHECKING',
      },
    ])
    const [out, into] = sides.map((side) => side.data?.id)
    if (!out || !into) throw new Error(`the sandbox refused the transfer: ${JSON.stringify(sides)}`)
    const paired = await client.saveBankTransactions([
      { id: out, matchingBankTransactionId: into, reviewStatus: 'REVIEWED' },
      { id: into, matchingBankTransactionId: out, reviewStatus: 'REVIEWED' },
    ])
    expect(paired.map((side) => side.ok)).toEqual([true, true])
  }

  it('names the money in transit on its own line, outside operating activities, and ties to the bank accounts', async () => {
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const before = expectedCashFlow(state.sandbox, accounts, MAY)
    await transferAcrossMonthEnd()
    const expected = expectedCashFlow(state.sandbox, accounts, MAY)
    // The $400.00 left checking in May and is still on its way at May's end.
    expect(expected.inTransit.amount - before.inTransit.amount).toBe(-TRANSFER)
    expect(expected.cashAtEnd.amount - expected.cashAtStart.amount).toBe(expected.netChange.amount)

    renderStatement(state.sandbox, <CashFlowStatement {...MAY} accounts={accounts} />)
    const root = await statementShown()
    const lines = tableLines(root)
    const lineOf = (label: string) => lines.find((line) => line[0] === label)
    expect(lineOf('Transfers in transit between your accounts')).toEqual([
      'Transfers in transit between your accounts',
      usd(expected.inTransit.amount),
    ])
    expect(lineOf('Net cash from operating activities')).toEqual(['Net cash from operating activities', usd(expected.operating.amount)])
    expect(lineOf('Net change in cash')).toEqual(['Net change in cash', usd(expected.cashAtEnd.amount - expected.cashAtStart.amount)])
    // The in-transit line comes after the three activities, just before the net change it is part of.
    const labels = lines.map((line) => line[0])
    expect(labels.indexOf('Transfers in transit between your accounts')).toBe(labels.indexOf('Net change in cash') - 1)
    expect(labels.indexOf('Net cash from financing activities')).toBeLessThan(labels.indexOf('Transfers in transit between your accounts'))
    // Not a change in working capital.
    const operating = root.querySelector<HTMLElement>('tbody[data-section="operating"]')!
    expect(within(operating).queryByRole('rowheader', { name: /Transfers in Transit/ })).toBeNull()
    expect(tieOf(root)).toHaveAttribute('data-check', 'ties')
    expect(screen.getByText(/^Transfers in transit: money on its way from one of your accounts to another/)).toBeInTheDocument()
  })
})

// The one smoke test on the described service: the statement loads and ties, under the company's
// own method with no choice of one (the service takes none: src/api/service.ts). The figures'
// reading on both profiles is the hook's (test/react/statements/cashFlowStatement.test.tsx) and
// the client's (test/api/serviceProfile.test.ts).
describe('CashFlowStatement on the described service', () => {
  const state = useSandboxServer({ profile: DESCRIBED.profile })

  it('states the month, every figure the ledger’s, ties to the bank accounts, and says the company’s own method with no choice of one', async () => {
    const MAY = { from: '2026-05-01', to: '2026-05-31' }
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const expected = expectedCashFlow(state.sandbox, accounts, MAY)
    renderStatement(state.sandbox, <CashFlowStatement {...MAY} accountingMethod="CASH" accounts={accounts} />)
    const root = await statementShown()
    const lines = tableLines(root)
    const lineOf = (label: string) => lines.find((line) => line[0] === label)
    for (const [label, figure] of [
      ['Net income', expected.netIncome],
      ['Net cash from operating activities', expected.operating],
      ['Net change in cash', expected.netChange],
      ['Cash at the end of the period', expected.cashAtEnd],
    ] as const)
      expect(lineOf(label)).toEqual([label, usd(figure.amount)])
    expect(tieOf(root)).toHaveAttribute('data-check', 'ties')
    expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent("Your company's accounting method")
    expect(within(root).queryByRole('combobox', { name: 'Accounting method' })).toBeNull()
  })
})
