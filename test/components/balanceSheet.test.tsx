// <BalanceSheet> and <TrialBalance> in jsdom, in a real provider against the sandbox: the sheet as
// a table (its caption, the date's column and, compared, the compared date's, Change and Change %;
// one body per section headed Assets, Liabilities and Equity, equity's "Retained earnings" and
// then "Net income this fiscal year" last, each section's total, and "Total liabilities and
// equity" at its foot), every figure recomputed from the sandbox's stored lines (test/support/balanceSheets); the
// trial balance's accounts in number order, each on its debit or its credit side as the stored lines
// have it (income and expenses this fiscal year), Retained earnings after the equity accounts (the
// sheet's, withheld while its accounts are read, naming one that failed), and its two sums; accounts
// of types bookkit does not know placed by their ledger's type, and one with none shown apart, out
// of the sums; accounts with a zero balance behind "Show N…";
// the check under each ("the books balance", or by how much and why without the chart); what is
// still being read (no total that needs it, Export and Print held), an account that failed (its row, the
// totals that need it and the check say so; Try again reads it), an income account that failed
// named on equity's computed lines; each figure a button that hands the host the account, the
// date and the method, and tells the provider's onEvent, by click and by Enter and Space; the As
// of, Compare with and Accounting method choices (no method on the described service), the fiscal
// year start; an option that cannot be read; the CSV of each; the heading level, the landmark's
// name, the load callbacks; de-DE and fr-CA with the provider's messages. On the bookkit service,
// with one smoke test on the described one (its method: none chosen, none sent). The arrows, Home and End
// need layout (the figures a user can see), so they are checked in Chromium:
// balanceSheet.browser.test.tsx, with axe, 390 px, the dark theme and print.
import { isolate } from '../../src/format/isolate'
import { QueryClient } from '@tanstack/react-query'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { BookkeepingError } from '../../src/api'
import { BalanceSheet } from '../../src/components/BalanceSheet'
import { TrialBalance } from '../../src/components/TrialBalance'
import type { BookkeepingEvent } from '../../src/react'
import { SANDBOX, type Sandbox } from '../../src/sandbox'
import {
  accountLabel,
  accountsTheRecordsName,
  comparedDay,
  expectedSheet,
  expectedTrial,
  sheetDay,
  sheetLines,
  trialLines,
  type ExpectedSheet,
  type ExpectedTrial,
  type SheetDay,
} from '../support/balanceSheets'
import { spaced } from '../support/chartFigures'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { holdRequests, ledgerWithoutType, recordRequests } from '../support/requests'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer, type ProviderRenderOptions } from '../support/sandbox'
import { settled } from '../support/settled'
import { dayText, decimal, money, UNKNOWN_TYPE, type Figure } from '../support/statements'
import { useViewerToday } from '../support/viewerToday'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const owner = SANDBOX.users.bakeryOwner
/** The sandbox's today and the viewer's: a month end. */
const AS_OF = '2026-06-30'
/** A past month end, in the period the bakery's books are closed for (through the end of April). */
const PAST = '2026-03-31'
/** The bakery's oven loan: a liability of every seed's chart, on the credit side. */
const OVEN_LOAN = 'gla_co1_loan'
const ledgerPath = (glAccountId: string) => `/v6/accounting/glAccounts/${glAccountId}/generalLedger`

useViewerToday(AS_OF)
afterEach(() => vi.restoreAllMocks())

/** Minor units as a user reads them in en-US dollars. */
const usd = (minor: number) => spaced(money()(minor))

/** The statement titled `title` once its figures are `status` (final unless said). */
async function statementShown(title: string, status = 'final'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title })
  const root = heading.closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status))
  return root
}
const sheetShown = (status?: string) => statementShown('Balance sheet', status)
const trialShown = (status?: string) => statementShown('Trial balance', status)

/** The closing date comes in its own answer once the figures are read: a closed date is marked once it is in. */
const closingShown = (root: HTMLElement, sandbox: Sandbox, locale?: string) =>
  waitFor(() =>
    expect(spaced(root.querySelector('.bk-statement__subtitle')?.textContent)).toContain(
      `Books closed through ${dayText(sandbox.inspect.closing(bakery.id).date, locale)}`,
    ),
  )

/** A cell's text as a user reads it, without the comparison folded under a figure for narrow screens. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
  return spaced(copy.textContent).trim()
}

/** The table's rows below its head, each as its cells' texts. */
const tableLines = (root: HTMLElement) =>
  [...root.querySelectorAll('table tbody tr, table tfoot tr')].map((row) => [...row.children].map(cellText))
/** The column headers' texts. */
const columnHeads = (root: HTMLElement) =>
  within(root)
    .getAllByRole('columnheader')
    .map((head) => spaced(head.textContent))
/** The line `tableLines` reads for `label`. */
const lineOf = (root: HTMLElement, label: string) => tableLines(root).find((line) => line[0] === label)
/** The check under the table. */
const checkOf = (root: HTMLElement) => root.querySelector<HTMLElement>('.bk-statement__check')!
/** Each paragraph's text of a note. */
const paragraphs = (note: HTMLElement) => [...note.querySelectorAll('p')].map((paragraph) => spaced(paragraph.textContent))

/** `lines` with the lines named in `reading` showing only "Reading…" in each figure cell. */
const whileReading = (lines: string[][], reading: readonly string[]) =>
  lines.map((line) => (reading.includes(line[0]!) ? [line[0]!, ...line.slice(1).map(() => 'Reading…')] : line))

function renderStatement(sandbox: Sandbox, ui: Parameters<typeof renderWithSandbox>[0], options: ProviderRenderOptions = {}) {
  const onEvent = vi.fn<(event: BookkeepingEvent) => void>()
  return { onEvent, ...renderWithSandbox(ui, sandbox, { userId: owner, ...options, provider: { onEvent, ...options.provider } }) }
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
/** A CSV file's records, without the byte-order mark. */
const records = async (download: { text: Promise<string> }) => (await download.text).replace(/^\uFEFF/, '').split('\r\n')
/** What a trial balance's header and file say its income and expenses cover: the fiscal year from `from`. */
const fiscalYearLine = (from: string) => `Income and expenses for the fiscal year from ${dayText(from)}`
/** A statement file's first lines: its title, its date, the trial balance's fiscal year (from `fiscalYearFrom`), its basis (the company's own), and a blank line. */
const titleBlock = (title: string, asOf: string, fiscalYearFrom?: string) => [
  title,
  `"As of ${dayText(asOf)}"`,
  ...(fiscalYearFrom === undefined ? [] : [`"${fiscalYearLine(fiscalYearFrom)}"`]),
  "Your company's accounting method",
  '',
]

describe('BalanceSheet and TrialBalance on the bookkit service', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, years: 2 })
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)

  it('BalanceSheet: a table of assets, liabilities and equity with its computed lines and totals, every figure the ledger’s, and the books balance', async () => {
    const user = userEvent.setup()
    const accounts = chart()
    const expected = expectedSheet(state.sandbox, accounts, sheetDay(AS_OF))
    // Every part has figures, retained earnings too (the books start in 2024), and some account has none.
    for (const figure of [expected.netIncome, expected.retainedEarnings, ...expected.sections.map((section) => section.total)])
      expect(figure.amount).not.toBe(0)
    expect(expected.check.amount).toBe(0)
    expect(expected.inactive).toBeGreaterThan(0)

    renderStatement(state.sandbox, <BalanceSheet asOf={AS_OF} accounts={accounts} />)
    const root = await sheetShown()
    const table = within(root).getByRole('table', { name: `Balance sheet as of ${dayText(AS_OF)}` })
    expect(columnHeads(root)).toEqual(['Account', dayText(AS_OF)])
    // One body per section, headed by its name; the closing line in the table's foot.
    const bodies = [...table.querySelectorAll('tbody')]
    expect(bodies.map((body) => body.dataset.section)).toEqual(['assets', 'liabilities', 'equity'])
    expect(bodies.map((body) => within(body).getAllByRole('rowheader')[0]!.textContent)).toEqual(['Assets', 'Liabilities', 'Equity'])
    expect(bodies.map((body) => within(body).getAllByRole('rowheader')[0]!.getAttribute('scope'))).toEqual([
      'rowgroup',
      'rowgroup',
      'rowgroup',
    ])
    expect(within(bodies[0]!).getByRole('rowheader', { name: '1000 · Business Checking' })).toBeInTheDocument()
    // Equity closes with its computed lines: retained earnings, then the period's net income last, then its total.
    expect(
      within(bodies[2]!)
        .getAllByRole('rowheader')
        .slice(-3)
        .map((head) => head.textContent),
    ).toEqual(['Retained earnings', 'Net income this fiscal year', 'Total equity'])
    expect(within(table.querySelector('tfoot')!).getByRole('rowheader', { name: 'Total liabilities and equity' })).toBeInTheDocument()
    expect(tableLines(root)).toEqual(sheetLines(expected))
    // Without onSelectAccount the figures are text.
    expect(within(table).queryAllByRole('button')).toEqual([])
    expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText(AS_OF)} · Your company's accounting method`)
    expect(root).not.toHaveTextContent('your records use')

    expect(checkOf(root)).toHaveAttribute('data-check', 'balances')
    expect(checkOf(root)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')

    // The accounts with a zero balance, on request.
    const toggle = within(root).getByRole('button', {
      name: `Show ${expected.inactive} ${expected.inactive === 1 ? 'account' : 'accounts'} with a zero balance`,
    })
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await user.click(toggle)
    expect(tableLines(root)).toEqual(sheetLines(expected, { showInactive: true }))
    expect(within(root).getByRole('button', { name: 'Hide accounts with a zero balance' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(toggle)
    expect(tableLines(root)).toEqual(sheetLines(expected))
  })

  it('BalanceSheet: on a past month end compared with the fiscal year end before, the compared date, Change and Change % beside each figure, the closed date marked, and the books balance on both', async () => {
    const accounts = chart()
    const day = sheetDay(PAST)
    const before = comparedDay(day, 'previousYearEnd')
    expect(before.asOf).toBe('2025-12-31')
    const expected = expectedSheet(state.sandbox, accounts, day, before)
    expect(expected.check).toEqual({ amount: 0, compared: 0 })
    // The two days differ, and last year's retained earnings (2024's) are not this year's.
    expect(expected.totalAssets.amount).not.toBe(expected.totalAssets.compared)
    expect(expected.retainedEarnings.amount).not.toBe(expected.retainedEarnings.compared)

    renderStatement(state.sandbox, <BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={accounts} />)
    const root = await sheetShown()
    // The bakery's books are closed through a day after it.
    expect(state.sandbox.inspect.closing(bakery.id).date > PAST).toBe(true)
    await closingShown(root, state.sandbox)
    expect(columnHeads(root)).toEqual(['Account', `${dayText(PAST)}Closed`, dayText(before.asOf), 'Change', 'Change %'])
    expect(tableLines(root)).toEqual(sheetLines(expected, { compare: true }))
    expect(checkOf(root)).toHaveTextContent(
      `The books balance on both dates: assets equal liabilities plus equity, as they did on ${dayText(before.asOf)}.`,
    )
  })

  it('TrialBalance: every account in number order on its debit or its credit side as the ledger has it, the two sums equal, and the zero balances on request', async () => {
    const user = userEvent.setup()
    const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
    expect(trial.debits).toBe(trial.credits)
    // Both sides have accounts, and some account has neither.
    expect(trial.rows.some((row) => row.debit > 0) && trial.rows.some((row) => row.credit > 0)).toBe(true)
    expect(trial.inactive).toBeGreaterThan(0)

    renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={state.sandbox.inspect.glAccounts(bakery.id)} />)
    const root = await trialShown()
    await closingShown(root, state.sandbox)
    // Without onSelectAccount the balances are text.
    expect(within(within(root).getByRole('table', { name: `Trial balance as of ${dayText(AS_OF)}` })).queryAllByRole('button')).toEqual([])
    expect(columnHeads(root)).toEqual(['Account', 'Debit', 'Credit'])
    expect(tableLines(root)).toEqual(trialLines(trial))
    expect(lineOf(root, 'Total')).toEqual(['Total', usd(trial.debits), usd(trial.credits)])
    expect(root.querySelector('tfoot')).toHaveTextContent('Total')
    expect(checkOf(root)).toHaveAttribute('data-check', 'balances')
    expect(checkOf(root)).toHaveTextContent('Debits equal credits: the books balance.')

    const toggle = within(root).getByRole('button', {
      name: `Show ${trial.inactive} ${trial.inactive === 1 ? 'account' : 'accounts'} with a zero balance`,
    })
    await user.click(toggle)
    // Every account of the chart, in number order, Retained earnings after the equity accounts.
    const shown = tableLines(root)
      .slice(0, -1)
      .map((line) => line[0])
    const labels = state.sandbox.inspect.glAccounts(bakery.id).map(accountLabel)
    expect(shown).toEqual([...labels.slice(0, trial.retainedEarningsAt), 'Retained earnings', ...labels.slice(trial.retainedEarningsAt)])
    expect(tableLines(root)).toEqual(trialLines(trial, { showInactive: true }))
  })

  it('says the method in each header, hands the host the method with a figure, and a method chosen changes the figures', async () => {
    const user = userEvent.setup()
    const accounts = chart()
    const day = sheetDay(AS_OF)
    const [accrual, cash] = (['ACCRUAL', 'CASH'] as const).map((method) => expectedSheet(state.sandbox, accounts, day, undefined, method))
    const [accrualTrial, cashTrial] = (['ACCRUAL', 'CASH'] as const).map((method) => expectedTrial(state.sandbox, bakery.id, AS_OF, method))
    // The methods differ in these books: a figure shows which one was read.
    expect(cash!.totalAssets.amount).not.toBe(accrual!.totalAssets.amount)
    expect(cashTrial!.debits).not.toBe(accrualTrial!.debits)
    expect(bakery.accountingMethod).toBe('ACCRUAL')

    const onSelectAccount = vi.fn()
    renderStatement(
      state.sandbox,
      <>
        <BalanceSheet asOf={AS_OF} accountingMethod="CASH" accounts={accounts} onSelectAccount={onSelectAccount} />
        <TrialBalance asOf={AS_OF} accountingMethod="CASH" accounts={accounts} onSelectAccount={onSelectAccount} />
      </>,
    )
    const sheet = await sheetShown()
    const trial = await trialShown()
    const sheetSubtitle = sheet.querySelector('.bk-statement__subtitle')
    const trialSubtitle = trial.querySelector('.bk-statement__subtitle')
    expect(sheetSubtitle).toHaveTextContent(`As of ${dayText(AS_OF)} · Cash basis`)
    expect(trialSubtitle).toHaveTextContent(`As of ${dayText(AS_OF)} · Cash basis`)
    expect(tableLines(sheet)).toEqual(sheetLines(cash!))
    expect(tableLines(trial)).toEqual(trialLines(cashTrial!))
    // A figure hands the host the method the figures are under.
    const checking = cash!.sections[0]!.rows.find((row) => row.account.id === bakery.glAccounts.checking)!
    await user.click(
      within(sheet).getByRole('button', {
        name: `${usd(checking.figure.amount)}: open the ledger of ${isolate('Business Checking')} through ${dayText(AS_OF)}`,
      }),
    )
    expect(onSelectAccount).toHaveBeenLastCalledWith({ glAccountId: bakery.glAccounts.checking, to: AS_OF, accountingMethod: 'CASH' })
    const trialChecking = cashTrial!.rows.find((row) => row.account.id === bakery.glAccounts.checking)!
    await user.click(
      within(trial).getByRole('button', {
        name: `${usd(trialChecking.debit)} Debit: open the ledger of ${isolate('Business Checking')} through ${dayText(AS_OF)}`,
      }),
    )
    expect(onSelectAccount).toHaveBeenLastCalledWith({ glAccountId: bakery.glAccounts.checking, to: AS_OF, accountingMethod: 'CASH' })
    const methods = within(sheet).getByRole('combobox', { name: 'Accounting method' })
    expect(
      within(methods)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(["Company's own", 'Accrual', 'Cash'])

    await user.selectOptions(methods, 'Accrual')
    await waitFor(() => expect(sheetSubtitle).toHaveTextContent(`As of ${dayText(AS_OF)} · Accrual basis`))
    await sheetShown()
    expect(tableLines(sheet)).toEqual(sheetLines(accrual!))
    expect(checkOf(sheet)).toHaveTextContent('The books balance')
    await user.selectOptions(within(trial).getByRole('combobox', { name: 'Accounting method' }), 'Accrual')
    await waitFor(() => expect(trialSubtitle).toHaveTextContent(`As of ${dayText(AS_OF)} · Accrual basis`))
    await trialShown()
    expect(tableLines(trial)).toEqual(trialLines(accrualTrial!))
    await user.selectOptions(methods, "Company's own")
    await waitFor(() => expect(sheetSubtitle).toHaveTextContent(`As of ${dayText(AS_OF)} · Your company's accounting method`))
  })

  it('without accounts, reads the accounts the records name, says so, marks every sum as of those accounts only, and makes no balance check (issue 56)', async () => {
    const user = userEvent.setup()
    const { sandbox } = state
    const named = accountsTheRecordsName(sandbox, bakery.id)
    const accounts = chart().filter((account) => named.has(account.id))
    const rest = chart().filter((account) => !named.has(account.id))
    // The records name some accounts of each side, never the bank's own account.
    expect(accounts.length).toBeGreaterThan(0)
    expect(rest.map((account) => account.id)).toContain(bakery.glAccounts.checking)
    const day = sheetDay(AS_OF)
    const expected = expectedSheet(sandbox, accounts, day)
    // What the accounts the records do not name would add: a difference that is only a missing account.
    expect(expectedSheet(sandbox, rest, day).check.amount).not.toBe(0)
    const trial = expectedTrial(sandbox, bakery.id, AS_OF, undefined, named)

    // Why no check: how many accounts the records name, that one they never name is missing, and that the host's chart would include every account.
    const sheetWhy = `This sheet sees only the ${accounts.length} accounts your records name: an account they never name, such as a bank account's own, is missing from it. The app showing this sheet can pass its chart of accounts to include every account.`
    const trialWhy = `This trial balance sees only the ${accounts.length} accounts your records name: an account they never name, such as a bank account's own, is missing from it. The app showing it can pass its chart of accounts to include every account.`
    const seen = `From only the ${accounts.length} accounts your records use: others may be missing`
    renderStatement(
      sandbox,
      <>
        <BalanceSheet asOf={AS_OF} />
        <TrialBalance asOf={AS_OF} />
      </>,
    )
    const sheet = await sheetShown('partial')
    const trialRoot = await trialShown('partial')
    expect(sheet).toHaveTextContent(seen)
    expect(trialRoot).toHaveTextContent(seen)
    const mark = ' (accounts found only)'
    expect(tableLines(sheet)).toEqual(sheetLines(expected, { mark }))
    expect(tableLines(trialRoot)).toEqual(trialLines(trial, { mark }))

    const check = checkOf(sheet)
    expect(check).toHaveAttribute('data-check', 'unknown')
    expect(check).toHaveTextContent(sheetWhy)
    const trialCheck = checkOf(trialRoot)
    expect(trialCheck).toHaveAttribute('data-check', 'unknown')
    expect(trialCheck).toHaveTextContent(trialWhy)
    // The file says so too: its first lines, then the sums and no difference.
    const downloads = catchDownloads()
    await userEvent.setup().click(within(trialRoot).getByRole('button', { name: 'Export CSV' }))
    const lines = await records(downloads[0]!)
    expect(lines.slice(0, lines.indexOf(''))).toContain(seen)
    expect(lines.slice(-2)).toEqual([['', 'Total', decimal(trial.debits), decimal(trial.credits)].join(','), ''])

    // Compared with the month end before: the sums of both days, marked, and still no check.
    const before = comparedDay(day, 'previousMonthEnd')
    await user.selectOptions(within(sheet).getByRole('combobox', { name: 'Compare with' }), 'Previous month end')
    await waitFor(() => expect(columnHeads(sheet)).toContain(dayText(before.asOf)))
    await sheetShown('partial')
    expect(tableLines(sheet)).toEqual(sheetLines(expectedSheet(sandbox, accounts, day, before), { compare: true, mark }))
    expect(checkOf(sheet)).toHaveAttribute('data-check', 'unknown')
  })

  describe('TrialBalance as an accountant ties it out', () => {
    /** A ledger's address, as a test's handler matches it. */
    const ledgerUrl = (glAccountId: string) => `${TEST_BASE_URL}${ledgerPath(glAccountId)}`
    const retailSales = '4000 · Retail Bakery Sales'

    it('with a fiscal year from April 1: names it, income and expenses since then, Retained earnings (the sheet’s, no ledger to open) after the equity accounts, debits equal credits; As of offers its year end', async () => {
      const user = userEvent.setup()
      const start = { month: 4, day: 1 }
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF, undefined, undefined, start)
      const sheet = expectedSheet(state.sandbox, chart(), sheetDay(AS_OF, start))
      // Prior years' earnings: the balance sheet's figure, and on the books from 2024 not zero.
      expect(trial.retainedEarnings).toBe(sheet.retainedEarnings.amount)
      expect(trial.retainedEarnings).not.toBe(0)
      expect(trial.debits).toBe(trial.credits)

      renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} fiscalYearStart={start} accounts={chart()} onSelectAccount={() => {}} />)
      const root = await trialShown()
      // The header says which year its income and expenses are, and the file's title block says the same.
      const subtitles = () => [...root.querySelectorAll('.bk-statement__subtitle')].map((line) => spaced(line.textContent))
      expect(subtitles()).toContain(fiscalYearLine('2026-04-01'))
      const downloads = catchDownloads()
      await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
      expect((await records(downloads[0]!)).slice(0, 5)).toEqual(titleBlock('Trial balance', AS_OF, '2026-04-01'))
      expect(tableLines(root)).toEqual(trialLines(trial))
      const retained = within(root).getByRole('rowheader', { name: 'Retained earnings' }).closest('tr')!
      expect(retained).toHaveAttribute('data-complete', 'true')
      expect(within(retained).queryByRole('button')).toBeNull()
      expect(checkOf(root)).toHaveTextContent('Debits equal credits: the books balance.')

      await user.selectOptions(within(root).getByRole('combobox', { name: 'As of' }), 'End of last fiscal year')
      await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText('2026-03-31')}`))
      await trialShown()
      expect(subtitles()).toContain(fiscalYearLine('2025-04-01'))
      expect(tableLines(root)).toEqual(trialLines(expectedTrial(state.sandbox, bakery.id, '2026-03-31', undefined, undefined, start)))
    })

    it('withholds Retained earnings while an income account is read, and names one that could not be read on it, whose Try again reads it', async () => {
      const user = userEvent.setup()
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
      const release = holdRequests(state.server, ledgerUrl(bakery.glAccounts.retailRevenue))
      const view = renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={chart()} />)
      let root = await trialShown('counting')
      await waitFor(() =>
        expect(within(root).getByRole('status')).toHaveTextContent(`Reading ${trial.rows.length - 1} of ${trial.rows.length} accounts…`),
      )
      expect(tableLines(root)).toEqual(whileReading(trialLines(trial), [retailSales, 'Retained earnings', 'Total']))
      expect(within(root).getByRole('rowheader', { name: 'Retained earnings' }).closest('tr')).toHaveAttribute('data-complete', 'false')
      release()
      await trialShown()
      expect(tableLines(root)).toEqual(trialLines(trial))
      view.unmount()

      // A 400 is not read again: the account stops, and the line made from it says which.
      state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.retailRevenue), times: 1 })
      renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={chart()} />)
      root = await trialShown('stopped')
      expect(tableLines(root)).toEqual(
        trialLines(trial).map((line) => {
          if (line[0] === retailSales) return [line[0], 'Could not be read. Try again']
          if (line[0] === 'Retained earnings') return [line[0], 'Could not be read: Retail Bakery Sales. Try again']
          if (line[0] === 'Total') return ['Total', 'Not known: 1 account could not be read', 'Not known: 1 account could not be read']
          return line
        }),
      )
      await user.click(
        within(within(root).getByRole('rowheader', { name: 'Retained earnings' }).closest('tr')!).getByRole('button', {
          name: 'Try again',
        }),
      )
      await trialShown()
      expect(tableLines(root)).toEqual(trialLines(trial))
    })

    it('places accounts of types it does not know by their ledger’s type, and shows apart, out of the sums that say so, one whose ledger states none either', async () => {
      const user = userEvent.setup()
      const downloads = catchDownloads()
      // The host types its liabilities and income its own way; the ledger lines of Sales Tax Payable state no type.
      const accounts = chart().map((account) => {
        if (account.type === 'LIABILITY') return { ...account, type: 'LIAB_CURRENT_X' }
        if (account.type === 'REVENUE') return { ...account, type: 'INCOME_OTHER_Y' }
        return account
      })
      const taxesId = bakery.glAccounts.salesTaxPayable
      ledgerWithoutType(state.server, state.sandbox, ledgerUrl(taxesId))
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
      const taxes = trial.rows.find((row) => row.account.id === taxesId)!
      expect(taxes.credit).toBeGreaterThan(0)
      const at = trial.rows.indexOf(taxes)
      const placed: ExpectedTrial = {
        ...trial,
        rows: trial.rows.filter((row) => row !== taxes),
        credits: trial.credits - taxes.credit,
        retainedEarningsAt: trial.retainedEarningsAt - (at < trial.retainedEarningsAt ? 1 : 0),
      }

      renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={accounts} />)
      const root = await trialShown()
      const lines = trialLines(placed)
      const sums = lines.findIndex((line) => line[0] === 'Total')
      expect(tableLines(root)).toEqual([
        ...lines.slice(0, sums),
        ['Accounts of a type with no side: not in the totals'],
        [accountLabel(taxes.account), usd(taxes.credit)],
        ...lines.slice(sums),
      ])
      // The difference is the account left out, and said so; no missing account blamed.
      expect(lineOf(root, 'Difference')).toEqual(['Difference', '', usd(taxes.credit)])
      expect(paragraphs(checkOf(root))).toEqual([
        `Debits and credits differ by ${usd(taxes.credit)}.`,
        'The accounts left out of the totals, whose type says no side, would explain the difference.',
      ])
      expect(root).toHaveTextContent('The totals leave out 1 account whose type says neither debit nor credit: Sales Tax Payable.')

      await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
      expect((await records(downloads[0]!)).slice(-4)).toEqual([
        ['', 'Difference', '', decimal(taxes.credit)].join(','),
        ['', 'Accounts of a type with no side: not in the totals', '', '', 'Balance as the ledger gives it'].join(','),
        [taxes.account.accountNo, taxes.account.name, '', '', decimal(taxes.credit)].join(','),
        '',
      ])
    })
  })
})

describe('BalanceSheet and TrialBalance', () => {
  const state = useSandboxServer({ years: 2 })
  const chart = () => state.sandbox.inspect.glAccounts(bakery.id)
  /** Holds every ledger request of one account until `release()` (at the latest when the test ends); the sandbox answers them then. */
  const holdLedger = (glAccountId: string) => holdRequests(state.server, `${TEST_BASE_URL}${ledgerPath(glAccountId)}`)
  /** Answers every ledger request of one account 500 until `release()`; the sandbox answers them then. */
  function failLedger(glAccountId: string): () => void {
    let failing = true
    state.server.use(
      http.post(`${TEST_BASE_URL}${ledgerPath(glAccountId)}`, () =>
        failing
          ? HttpResponse.json({ result: 'FAILURE', errors: [{ type: 'INTERNAL_ERROR', message: 'The ledger is down.' }] }, { status: 500 })
          : undefined,
      ),
    )
    return () => {
      failing = false
    }
  }
  const sheetOf = (day: SheetDay, compared?: SheetDay) => expectedSheet(state.sandbox, chart(), day, compared)

  it('BalanceSheet: shows an account of a type it does not place in a section of its own, counts it nowhere, and says by how much the books then differ and why', async () => {
    // The bakery's host keeps utilities under a type no statement knows, and its ledger lines state none either.
    const accounts = chart().map((account) => (account.id === bakery.glAccounts.utilities ? { ...account, type: UNKNOWN_TYPE } : account))
    ledgerWithoutType(state.server, state.sandbox, `${TEST_BASE_URL}${ledgerPath(bakery.glAccounts.utilities)}`)
    const placed = chart().filter((account) => account.id !== bakery.glAccounts.utilities)
    const day = sheetDay(AS_OF)
    const expected = sheetOf(day)
    const without = expectedSheet(state.sandbox, placed, day)
    // Utilities' every expense, no longer taken from equity: the difference the sheet must state.
    const utilities = state.sandbox.inspect
      .glLines(bakery.glAccounts.utilities)
      .reduce((sum, line) => (line.date <= AS_OF ? sum + line.drAmount - line.crAmount : sum), 0)
    expect(utilities).toBeGreaterThan(0)
    expect(without.check.amount).toBe(-utilities)
    expect(expected.check.amount).toBe(0)

    renderStatement(state.sandbox, <BalanceSheet asOf={AS_OF} accounts={accounts} />)
    const root = await sheetShown()
    const lines = sheetLines(without)
    expect(tableLines(root)).toEqual([
      ...lines.slice(0, -1),
      [`Accounts of type ${UNKNOWN_TYPE}`],
      ['6200 · Utilities', usd(utilities)],
      [`Total of type ${UNKNOWN_TYPE}`, usd(utilities)],
      lines.at(-1),
    ])
    expect(root).toHaveTextContent(
      `Accounts of type ${UNKNOWN_TYPE} are shown but not counted: their type does not say whether they are assets, liabilities or equity.`,
    )
    expect(paragraphs(checkOf(root))).toEqual([
      `The books do not balance as of ${dayText(AS_OF)}: assets differ from liabilities plus equity by ${usd(utilities)}.`,
      'Every account given was read: an account missing from the chart of accounts given, or one whose type is not placed, would explain the difference.',
    ])
  })

  describe('while accounts are read', () => {
    it('BalanceSheet: shows the rows read, and no total that needs an unread account, only "Reading…"; says the check waits; holds Export', async () => {
      const expected = sheetOf(sheetDay(AS_OF))
      // An asset, and an expense that net income and retained earnings need.
      const releaseChecking = holdLedger(bakery.glAccounts.checking)
      const releaseWages = holdLedger(bakery.glAccounts.wages)
      renderStatement(state.sandbox, <BalanceSheet asOf={AS_OF} accounts={chart()} />)
      const root = await sheetShown('counting')
      await waitFor(() =>
        expect(within(root).getByRole('status')).toHaveTextContent(`Reading ${expected.count - 2} of ${expected.count} accounts…`),
      )
      expect(root).toHaveAttribute('aria-busy', 'true')
      expect(within(root).getByRole('rowheader', { name: '1000 · Business Checking' }).closest('tr')).toHaveAttribute(
        'data-status',
        'reading',
      )
      // Total liabilities needs neither: its figure is final; every other total shows no amount.
      expect(tableLines(root)).toEqual(
        whileReading(sheetLines(expected), [
          '1000 · Business Checking',
          'Total assets',
          'Net income this fiscal year',
          'Retained earnings',
          'Total equity',
          'Total liabilities and equity',
        ]),
      )
      for (const total of ['Total assets', 'Total equity', 'Total liabilities and equity'])
        expect(within(root).getByRole('rowheader', { name: total }).closest('tr')!.querySelector('td')!.textContent).not.toMatch(/\d/)
      expect(checkOf(root)).toHaveAttribute('data-check', 'unknown')
      expect(checkOf(root)).toHaveTextContent('Whether the books balance is shown once every account is read.')
      const exportButton = within(root).getByRole('button', { name: 'Export CSV' })
      expect(exportButton).toHaveAttribute('aria-disabled', 'true')
      expect(exportButton).toHaveAccessibleDescription('Export is ready once every account is read.')

      releaseChecking()
      releaseWages()
      await sheetShown()
      expect(tableLines(root)).toEqual(sheetLines(expected))
      expect(within(root).getByRole('status')).toBeEmptyDOMElement()
      expect(root).not.toHaveAttribute('aria-busy')
      expect(checkOf(root)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
      expect(exportButton).toHaveAttribute('aria-disabled', 'false')
    })

    it('TrialBalance: shows the rows read, no sum until every account is, says the check waits; holds Export and Print', async () => {
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
      const release = holdLedger(bakery.glAccounts.checking)
      renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={chart()} />)
      const root = await trialShown('counting')
      await waitFor(() =>
        expect(within(root).getByRole('status')).toHaveTextContent(`Reading ${trial.rows.length - 1} of ${trial.rows.length} accounts…`),
      )
      expect(tableLines(root)).toEqual(whileReading(trialLines(trial), ['1000 · Business Checking', 'Total']))
      expect(checkOf(root)).toHaveTextContent('Whether debits equal credits is shown once every account is read.')
      expect(within(root).getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
      expect(within(root).getByRole('button', { name: 'Print' })).toHaveAccessibleDescription('Print is ready once every account is read.')

      release()
      await trialShown()
      expect(tableLines(root)).toEqual(trialLines(trial))
      expect(checkOf(root)).toHaveTextContent('Debits equal credits: the books balance.')
      expect(within(root).getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'false')
      expect(within(root).getByRole('button', { name: 'Print' })).toHaveAttribute('aria-disabled', 'false')
    })
  })

  describe('an account that could not be read', () => {
    it('BalanceSheet: says so in its row with Try again, shows no total that needs it, tells no balance, and calls onLoadError; Try again reads it and the books balance', async () => {
      const user = userEvent.setup()
      const onLoadError = vi.fn<(error: BookkeepingError) => void>()
      const expected = sheetOf(sheetDay(AS_OF))
      // A service error on every try (bookkit's automatic retries too) until released.
      const release = failLedger(bakery.glAccounts.checking)
      renderStatement(state.sandbox, <BalanceSheet asOf={AS_OF} accounts={chart()} onLoadError={onLoadError} />)
      const root = await sheetShown('stopped')
      const row = within(root).getByRole('rowheader', { name: '1000 · Business Checking' }).closest('tr')!
      expect(row).toHaveAttribute('data-status', 'failed')
      expect(row).toHaveTextContent('Could not be read. Try again')
      await waitFor(() =>
        expect(within(root).getByRole('status')).toHaveTextContent('1 account could not be read: the totals that need it are not shown.'),
      )
      // Total assets needs it; liabilities and equity do not.
      const lines = sheetLines(expected).map((line) => {
        if (line[0] === '1000 · Business Checking') return [line[0], 'Could not be read. Try again']
        if (line[0] === 'Total assets') return [line[0], 'Not known: 1 account could not be read']
        return line
      })
      expect(tableLines(root)).toEqual(lines)
      expect(checkOf(root)).toHaveAttribute('data-check', 'unknown')
      expect(checkOf(root)).toHaveTextContent('Whether the books balance cannot be told until every account is read.')
      expect(root).not.toHaveTextContent('The books balance')
      expect(within(root).getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
      expect(onLoadError).toHaveBeenCalledOnce()
      expect(onLoadError.mock.calls[0]![0]).toBeInstanceOf(BookkeepingError)
      expect(onLoadError.mock.calls[0]![0]).toMatchObject({ status: 500 })

      release()
      await user.click(within(row).getByRole('button', { name: 'Try again' }))
      await sheetShown()
      expect(tableLines(root)).toEqual(sheetLines(expected))
      expect(within(root).getByRole('status')).toBeEmptyDOMElement()
      expect(checkOf(root)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
    })

    it('BalanceSheet: an expense account is named on net income and retained earnings with Try again, which reads it and the books balance', async () => {
      const user = userEvent.setup()
      const expected = sheetOf(sheetDay(AS_OF))
      // A refusal: no automatic retry cures it.
      state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.wages), times: 1 })
      renderStatement(state.sandbox, <BalanceSheet asOf={AS_OF} accounts={chart()} />)
      const root = await sheetShown('stopped')
      const lines = tableLines(root)
      expect(lineOf(root, 'Net income this fiscal year')).toEqual(['Net income this fiscal year', 'Could not be read: Wages. Try again'])
      expect(lineOf(root, 'Retained earnings')).toEqual(['Retained earnings', 'Could not be read: Wages. Try again'])
      // Wages is no row of the sheet; every row and the assets' total stand.
      expect(within(root).queryByRole('rowheader', { name: /Wages/ })).toBeNull()
      const untouched = sheetLines(expected).filter(
        (line) => !['Net income this fiscal year', 'Retained earnings', 'Total equity', 'Total liabilities and equity'].includes(line[0]!),
      )
      expect(
        lines.filter(
          (line) =>
            !['Net income this fiscal year', 'Retained earnings', 'Total equity', 'Total liabilities and equity'].includes(line[0]!),
        ),
      ).toEqual(untouched)
      // Equity's total and the closing line need it: no amount.
      for (const total of ['Total equity', 'Total liabilities and equity'])
        expect(lineOf(root, total)![1]).toMatch(/^Not known: \d+ accounts? could not be read$/)
      expect(checkOf(root)).toHaveTextContent('Whether the books balance cannot be told until every account is read.')

      await user.click(
        within(within(root).getByRole('rowheader', { name: 'Net income this fiscal year' }).closest('tr')!).getByRole('button', {
          name: 'Try again',
        }),
      )
      await sheetShown()
      expect(tableLines(root)).toEqual(sheetLines(expected))
      expect(checkOf(root)).toHaveTextContent('The books balance: assets equal liabilities plus equity.')
    })

    it('BalanceSheet: counts an income or expense account that could not be read once in the totals that leave it out, as the reading line does', async () => {
      state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.wages), times: 1 })
      renderStatement(state.sandbox, <BalanceSheet asOf={AS_OF} accounts={chart()} />)
      const root = await sheetShown('stopped')
      await waitFor(() =>
        expect(within(root).getByRole('status')).toHaveTextContent('1 account could not be read: the totals that need it are not shown.'),
      )
      // One account failed: net income and retained earnings both need it, but it is one account.
      expect(lineOf(root, 'Total equity')).toEqual(['Total equity', 'Not known: 1 account could not be read'])
      expect(lineOf(root, 'Total liabilities and equity')).toEqual([
        'Total liabilities and equity',
        'Not known: 1 account could not be read',
      ])
    })

    it('TrialBalance: says so in its row with Try again, shows no sum and tells no balance; Try again reads it and debits equal credits', async () => {
      const user = userEvent.setup()
      const onLoadError = vi.fn<(error: BookkeepingError) => void>()
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
      state.sandbox.failNext({ status: 400, path: ledgerPath(bakery.glAccounts.checking), times: 1 })
      renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={chart()} onLoadError={onLoadError} />)
      const root = await trialShown('stopped')
      await waitFor(() =>
        expect(within(root).getByRole('status')).toHaveTextContent('1 account could not be read: the totals are not shown without it.'),
      )
      const lines = trialLines(trial).map((line) => {
        if (line[0] === '1000 · Business Checking') return [line[0], 'Could not be read. Try again']
        if (line[0] === 'Total') return ['Total', 'Not known: 1 account could not be read', 'Not known: 1 account could not be read']
        return line
      })
      expect(tableLines(root)).toEqual(lines)
      expect(checkOf(root)).toHaveTextContent('Whether debits equal credits cannot be told until every account is read.')
      expect(within(root).getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true')
      expect(onLoadError).toHaveBeenCalledOnce()

      await user.click(
        within(within(root).getByRole('rowheader', { name: '1000 · Business Checking' }).closest('tr')!).getByRole('button', {
          name: 'Try again',
        }),
      )
      await trialShown()
      expect(tableLines(root)).toEqual(trialLines(trial))
      expect(checkOf(root)).toHaveTextContent('Debits equal credits: the books balance.')
    })
  })

  describe('onSelectAccount', () => {
    it('BalanceSheet: each account’s figure is a button that hands the host the account, the date and the method, and tells onEvent; compared figures and totals are text', async () => {
      const user = userEvent.setup()
      const onSelectAccount = vi.fn()
      const day = sheetDay(PAST)
      const expected = sheetOf(day, comparedDay(day, 'previousYearEnd'))
      const rows = expected.sections.flatMap((section) => section.rows).filter((row) => row.active)
      const { onEvent } = renderStatement(
        state.sandbox,
        <BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={chart()} onSelectAccount={onSelectAccount} />,
      )
      const root = await sheetShown()
      const table = within(root).getByRole('table')
      // One button per shown account, named with its amount, its account and the date.
      expect(
        within(table)
          .getAllByRole('button')
          .map((button) => spaced(button.getAttribute('aria-label'))),
      ).toEqual(rows.map((row) => `${usd(row.figure.amount)}: open the ledger of ${isolate(row.account.name)} through ${dayText(PAST)}`))
      const checking = rows.find((row) => row.account.id === bakery.glAccounts.checking)!
      await user.click(
        within(table).getByRole('button', {
          name: `${usd(checking.figure.amount)}: open the ledger of ${isolate('Business Checking')} through ${dayText(PAST)}`,
        }),
      )
      expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
        glAccountId: bakery.glAccounts.checking,
        to: PAST,
        accountingMethod: undefined,
      })
      expect(onEvent).toHaveBeenCalledWith({
        type: 'statementAccountSelected',
        statement: 'balanceSheet',
        glAccountId: bakery.glAccounts.checking,
        asOf: PAST,
      })
      for (const cell of table.querySelectorAll('[data-compare], .bk-statement__fold, .bk-statement__total, .bk-statement__computed'))
        expect(within(cell as HTMLElement).queryByRole('button')).toBeNull()

      // By keyboard: Enter and Space on a figure open it.
      const loan = rows.find((row) => row.account.id === OVEN_LOAN)!
      const loanButton = within(table).getByRole('button', {
        name: `${usd(loan.figure.amount)}: open the ledger of ${isolate('Oven Loan')} through ${dayText(PAST)}`,
      })
      act(() => loanButton.focus())
      await user.keyboard('{Enter}')
      expect(onSelectAccount).toHaveBeenLastCalledWith({ glAccountId: OVEN_LOAN, to: PAST, accountingMethod: undefined })
      await user.keyboard(' ')
      expect(onSelectAccount).toHaveBeenCalledTimes(3)
      expect(onEvent).toHaveBeenLastCalledWith({
        type: 'statementAccountSelected',
        statement: 'balanceSheet',
        glAccountId: OVEN_LOAN,
        asOf: PAST,
      })
    })

    it('TrialBalance: each balance is a button on its side that hands the host the account, the date and the method, and tells onEvent', async () => {
      const user = userEvent.setup()
      const onSelectAccount = vi.fn()
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
      const { onEvent } = renderStatement(state.sandbox, <TrialBalance asOf={AS_OF} accounts={chart()} onSelectAccount={onSelectAccount} />)
      const root = await trialShown()
      const table = within(root).getByRole('table')
      const named = (row: ExpectedTrial['rows'][number]) => (row.debit > 0 ? `${usd(row.debit)} Debit` : `${usd(row.credit)} Credit`)
      expect(
        within(table)
          .getAllByRole('button')
          .map((button) => spaced(button.getAttribute('aria-label'))),
      ).toEqual(
        trial.rows
          .filter((row) => row.debit !== 0 || row.credit !== 0)
          .map((row) => `${named(row)}: open the ledger of ${isolate(row.account.name)} through ${dayText(AS_OF)}`),
      )
      const checking = trial.rows.find((row) => row.account.id === bakery.glAccounts.checking)!
      await user.click(
        within(table).getByRole('button', {
          name: `${usd(checking.debit)} Debit: open the ledger of ${isolate('Business Checking')} through ${dayText(AS_OF)}`,
        }),
      )
      expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
        glAccountId: bakery.glAccounts.checking,
        to: AS_OF,
        accountingMethod: undefined,
      })
      expect(onEvent).toHaveBeenCalledWith({
        type: 'statementAccountSelected',
        statement: 'trialBalance',
        glAccountId: bakery.glAccounts.checking,
        asOf: AS_OF,
      })
      expect(within(table.querySelector('tfoot')!).queryByRole('button')).toBeNull()

      const loan = trial.rows.find((row) => row.account.id === OVEN_LOAN)!
      act(() =>
        within(table)
          .getByRole('button', { name: `${usd(loan.credit)} Credit: open the ledger of ${isolate('Oven Loan')} through ${dayText(AS_OF)}` })
          .focus(),
      )
      await user.keyboard('{Enter}')
      expect(onSelectAccount).toHaveBeenLastCalledWith({ glAccountId: OVEN_LOAN, to: AS_OF, accountingMethod: undefined })
      expect(onEvent).toHaveBeenLastCalledWith({
        type: 'statementAccountSelected',
        statement: 'trialBalance',
        glAccountId: OVEN_LOAN,
        asOf: AS_OF,
      })
    })
  })

  describe('the choices', () => {
    it('BalanceSheet: As of offers today and the last month, quarter and fiscal year ends, a host’s other day "As chosen"; Compare with adds the compared date; each changes the figures', async () => {
      const user = userEvent.setup()
      const onLoadStart = vi.fn()
      const hostDay = '2026-02-28'
      renderStatement(state.sandbox, <BalanceSheet asOf={hostDay} accounts={chart()} onLoadStart={onLoadStart} />)
      const root = await sheetShown()
      expect(onLoadStart).toHaveBeenCalledOnce()
      const subtitle = root.querySelector('.bk-statement__subtitle')!
      const asOf = within(root).getByRole('combobox', { name: 'As of' })
      expect(
        within(asOf)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['As chosen', 'Today', 'End of last month', 'End of last quarter', 'End of last fiscal year'])
      expect(asOf).toHaveDisplayValue('As chosen')
      expect(subtitle).toHaveTextContent(`As of ${dayText(hostDay)}`)
      expect(tableLines(root)).toEqual(sheetLines(sheetOf(sheetDay(hostDay))))

      for (const [choice, day] of [
        ['End of last month', '2026-05-31'],
        ['End of last quarter', '2026-03-31'],
        ['End of last fiscal year', '2025-12-31'],
        ['Today', AS_OF],
        ['As chosen', hostDay],
      ] as const) {
        await user.selectOptions(asOf, choice)
        await waitFor(() => expect(subtitle).toHaveTextContent(`As of ${dayText(day)}`))
        await sheetShown()
        expect(asOf).toHaveDisplayValue(choice)
        expect(tableLines(root), choice).toEqual(sheetLines(sheetOf(sheetDay(day))))
      }
      // Each day asked for other figures; the host's own, read already, did not.
      expect(onLoadStart).toHaveBeenCalledTimes(5)

      const compare = within(root).getByRole('combobox', { name: 'Compare with' })
      expect(
        within(compare)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Nothing', 'Previous month end', 'Previous fiscal year end'])
      expect(compare).toHaveDisplayValue('Nothing')
      await user.selectOptions(compare, 'Previous month end')
      await waitFor(() =>
        expect(columnHeads(root)).toEqual(['Account', `${dayText(hostDay)}Closed`, dayText('2026-01-31'), 'Change', 'Change %']),
      )
      await sheetShown()
      const day = sheetDay(hostDay)
      expect(tableLines(root)).toEqual(sheetLines(sheetOf(day, comparedDay(day, 'previousMonthEnd')), { compare: true }))
      await user.selectOptions(compare, 'Nothing')
      await waitFor(() => expect(columnHeads(root)).toEqual(['Account', `${dayText(hostDay)}Closed`]))
    })

    it('BalanceSheet: with no asOf, is today’s; a fiscal year starting in April splits net income from retained earnings there, and its year end is the one offered and compared with', async () => {
      const user = userEvent.setup()
      const start = { month: 4, day: 1 }
      const day = sheetDay(AS_OF, start)
      const before = comparedDay(day, 'previousYearEnd', start)
      expect([day.fiscalYearFrom, before.asOf, before.fiscalYearFrom]).toEqual(['2026-04-01', '2026-03-31', '2025-04-01'])
      const expected = sheetOf(day, before)
      // The split moves with the fiscal year: January's would give other figures.
      expect(expected.netIncome).not.toEqual(sheetOf(sheetDay(AS_OF), comparedDay(sheetDay(AS_OF), 'previousYearEnd')).netIncome)

      renderStatement(state.sandbox, <BalanceSheet compareTo="previousYearEnd" fiscalYearStart={{ month: 4, day: 1 }} accounts={chart()} />)
      const root = await sheetShown()
      expect(within(root).getByRole('combobox', { name: 'As of' })).toHaveDisplayValue('Today')
      expect(within(root).getByRole('combobox', { name: 'Compare with' })).toHaveDisplayValue('Previous fiscal year end')
      expect(columnHeads(root)).toEqual(['Account', dayText(AS_OF), dayText(before.asOf), 'Change', 'Change %'])
      expect(tableLines(root)).toEqual(sheetLines(expected, { compare: true }))

      await user.selectOptions(within(root).getByRole('combobox', { name: 'As of' }), 'End of last fiscal year')
      await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText('2026-03-31')}`))
      await sheetShown()
      const yearEnd = sheetDay('2026-03-31', start)
      expect(tableLines(root)).toEqual(sheetLines(sheetOf(yearEnd, comparedDay(yearEnd, 'previousYearEnd', start)), { compare: true }))
    })

    it('TrialBalance: As of offers today and the last month, quarter and year ends, a host’s other day "As chosen"; each changes the figures', async () => {
      const user = userEvent.setup()
      const onLoadStart = vi.fn()
      const hostDay = '2026-02-28'
      const accounts = chart()
      const view = renderStatement(state.sandbox, <TrialBalance asOf={hostDay} accounts={accounts} onLoadStart={onLoadStart} />)
      const root = await trialShown()
      const asOf = within(root).getByRole('combobox', { name: 'As of' })
      expect(
        within(asOf)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['As chosen', 'Today', 'End of last month', 'End of last quarter', 'End of last fiscal year'])
      expect(asOf).toHaveDisplayValue('As chosen')
      expect(tableLines(root)).toEqual(trialLines(expectedTrial(state.sandbox, bakery.id, hostDay)))
      for (const [choice, day] of [
        ['End of last month', '2026-05-31'],
        ['End of last fiscal year', '2025-12-31'],
        ['As chosen', hostDay],
      ] as const) {
        await user.selectOptions(asOf, choice)
        await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText(day)}`))
        await trialShown()
        expect(tableLines(root), choice).toEqual(trialLines(expectedTrial(state.sandbox, bakery.id, day)))
        expect(checkOf(root)).toHaveTextContent('Debits equal credits: the books balance.')
      }
      expect(onLoadStart).toHaveBeenCalledTimes(3)

      // The host's own asOf, changed, is where the choice goes.
      view.rerender(<TrialBalance asOf="2026-04-30" accounts={accounts} onLoadStart={onLoadStart} />)
      await waitFor(() => expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText('2026-04-30')}`))
      await trialShown()
      expect(asOf).toHaveDisplayValue('As chosen')
      expect(tableLines(root)).toEqual(trialLines(expectedTrial(state.sandbox, bakery.id, '2026-04-30')))
    })

    it.each([
      ['asOf', { asOf: '2026-02-30' }, 'asOf "2026-02-30"'],
      ['fiscalYearStart', { fiscalYearStart: { month: 2, day: 29 } }, 'fiscalYearStart {"month":2,"day":29}'],
      ['compareTo', { compareTo: 'lastYear' }, 'compareTo "lastYear"'],
      ['accountingMethod', { accountingMethod: 'BOTH' }, 'accountingMethod "BOTH"'],
    ])('BalanceSheet: shows an alert naming %s when it cannot be read, and asks the service for no balance', async (_, props, named) => {
      const requests = recordRequests(state.server)
      const queryClient = new QueryClient()
      renderStatement(state.sandbox, <BalanceSheet accounts={chart()} {...(props as object)} />, { provider: { queryClient } })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The balance sheet could not be read')
      expect(alert).toHaveTextContent(named)
      expect(screen.queryByRole('table')).toBeNull()
      // Once the page is at rest: a balance asked for would have been sent by then.
      await settled(queryClient)
      expect(requests.filter((request) => /\/generalLedger$/.test(new URL(request.url).pathname))).toEqual([])
    })

    it.each([
      ['asOf', { asOf: '2026-02-30' }, 'asOf "2026-02-30"'],
      ['fiscalYearStart', { fiscalYearStart: { month: 2, day: 29 } }, 'fiscalYearStart {"month":2,"day":29}'],
      ['accountingMethod', { accountingMethod: 'BOTH' }, 'accountingMethod "BOTH"'],
    ])('TrialBalance: shows an alert naming %s when it cannot be read, and asks the service for no balance', async (_, props, named) => {
      const requests = recordRequests(state.server)
      const queryClient = new QueryClient()
      renderStatement(state.sandbox, <TrialBalance accounts={chart()} {...(props as object)} />, { provider: { queryClient } })
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The trial balance could not be read')
      expect(alert).toHaveTextContent(named)
      expect(screen.queryByRole('table')).toBeNull()
      // Once the page is at rest: a balance asked for would have been sent by then.
      await settled(queryClient)
      expect(requests.filter((request) => /\/generalLedger$/.test(new URL(request.url).pathname))).toEqual([])
    })
  })

  describe('Export CSV', () => {
    /** A figure's cell: its exact decimal (the cells of a comparison: test/core/statements/csvStatement.test.ts). */
    const cells = (figure: Figure) => [decimal(figure.amount)]
    /** The records a sheet's file must hold after its header. */
    function sheetRecords(expected: ExpectedSheet): string[] {
      const lines: string[] = []
      for (const section of expected.sections) {
        lines.push(`,${section.name}`)
        // Every account, those with a zero balance too: a file is for the record.
        for (const { account, figure } of section.rows) lines.push([account.accountNo, account.name, ...cells(figure)].join(','))
        if (section.kind === 'equity')
          lines.push(
            ['', 'Retained earnings', ...cells(expected.retainedEarnings)].join(','),
            ['', 'Net income this fiscal year', ...cells(expected.netIncome)].join(','),
          )
        lines.push(['', section.totalName, ...cells(section.total)].join(','))
      }
      lines.push(['', 'Total liabilities and equity', ...cells(expected.liabilitiesAndEquity)].join(','))
      return lines
    }

    it('names the files as the host asks; a sheet with no comparison has one column of figures, the accounts with a zero balance in it; the trial balance’s file its sums', async () => {
      const user = userEvent.setup()
      const downloads = catchDownloads()
      const expected = sheetOf(sheetDay(AS_OF))
      const trial = expectedTrial(state.sandbox, bakery.id, AS_OF)
      expect(expected.inactive).toBeGreaterThan(0)
      renderStatement(
        state.sandbox,
        <>
          <BalanceSheet asOf={AS_OF} accounts={chart()} exportFileName="bakery-june-sheet.csv" />
          <TrialBalance asOf={AS_OF} accounts={chart()} exportFileName="bakery-june-trial.csv" />
        </>,
      )
      await user.click(within(await sheetShown()).getByRole('button', { name: 'Export CSV' }))
      await user.click(within(await trialShown()).getByRole('button', { name: 'Export CSV' }))
      expect(downloads.map((download) => download.name)).toEqual(['bakery-june-sheet.csv', 'bakery-june-trial.csv'])
      expect(await records(downloads[0]!)).toEqual([
        ...titleBlock('Balance sheet', AS_OF),
        `Account number,Account,"${dayText(AS_OF)}"`,
        ...sheetRecords(expected),
        '',
      ])
      // The trial balance's lines in its file are test/core/statements/csvTrialBalance.test.ts's; here, its figures reach it.
      const trialFile = await records(downloads[1]!)
      expect(trialFile).toContain('Account number,Account,Debit,Credit')
      expect(trialFile).toContain(['', 'Total', decimal(trial.debits), decimal(trial.credits)].join(','))
    })
  })

  it('puts each title at the heading level the host asks for, h2 by default, and names each landmark as the host asks, by its title by default', async () => {
    const view = renderStatement(
      state.sandbox,
      <>
        <BalanceSheet asOf={AS_OF} accounts={chart()} headingLevel={4} aria-label="Maple Crumb Bakery balance sheet" />
        <TrialBalance asOf={AS_OF} accounts={chart()} headingLevel={3} aria-label="Maple Crumb Bakery trial balance" />
      </>,
    )
    expect((await screen.findByRole('heading', { name: 'Balance sheet' })).tagName).toBe('H4')
    expect((await screen.findByRole('heading', { name: 'Trial balance' })).tagName).toBe('H3')
    expect(screen.getByRole('region', { name: 'Maple Crumb Bakery balance sheet' })).toHaveClass('bk-statement')
    expect(screen.getByRole('region', { name: 'Maple Crumb Bakery trial balance' })).toHaveClass('bk-statement')
    view.unmount()

    renderStatement(
      state.sandbox,
      <>
        <BalanceSheet asOf={AS_OF} accounts={chart()} />
        <TrialBalance asOf={AS_OF} accounts={chart()} />
      </>,
    )
    expect((await screen.findByRole('heading', { name: 'Balance sheet' })).tagName).toBe('H2')
    expect((await screen.findByRole('heading', { name: 'Trial balance' })).tagName).toBe('H2')
    expect(screen.getByRole('region', { name: 'Balance sheet' })).toHaveClass('bk-statement')
    expect(screen.getByRole('region', { name: 'Trial balance' })).toHaveClass('bk-statement')
  })

  it.each([
    {
      locale: 'de-DE',
      currency: 'EUR',
      messages: {
        'balanceSheet.title': 'Bilanz',
        'balanceSheet.caption': (date: string) => `Bilanz zum ${date}`,
        'balanceSheet.openLedger': (amount: string, account: string, date: string) => `${amount}: Hauptbuch ${account} bis ${date} öffnen`,
        'trialBalance.title': 'Summen- und Saldenliste',
        'trialBalance.caption': (date: string) => `Summen- und Saldenliste zum ${date}`,
      },
      sheetTitle: 'Bilanz',
      trialTitle: 'Summen- und Saldenliste',
      caption: (date: string) => `Bilanz zum ${date}`,
      trialCaption: (date: string) => `Summen- und Saldenliste zum ${date}`,
      opens: (amount: string, date: string) => `${amount}: Hauptbuch ${isolate('Business Checking')} bis ${date} öffnen`,
    },
    {
      locale: 'fr-CA',
      currency: 'CAD',
      messages: {
        'balanceSheet.title': 'Bilan',
        'balanceSheet.caption': (date: string) => `Bilan au ${date}`,
        'balanceSheet.openLedger': (amount: string, account: string, date: string) =>
          `${amount} : ouvrir le grand livre de ${account} au ${date}`,
        'trialBalance.title': 'Balance de vérification',
        'trialBalance.caption': (date: string) => `Balance de vérification au ${date}`,
      },
      sheetTitle: 'Bilan',
      trialTitle: 'Balance de vérification',
      caption: (date: string) => `Bilan au ${date}`,
      trialCaption: (date: string) => `Balance de vérification au ${date}`,
      opens: (amount: string, date: string) => `${amount} : ouvrir le grand livre de ${isolate('Business Checking')} au ${date}`,
    },
  ])(
    'writes every figure, change and date in $locale with $currency, in the provider’s messages',
    async ({ locale, currency, messages, sheetTitle, trialTitle, caption, trialCaption, opens }) => {
      const day = sheetDay(PAST)
      const before = comparedDay(day, 'previousYearEnd')
      const expected = sheetOf(day, before)
      const trial = expectedTrial(state.sandbox, bakery.id, PAST)
      const write = (minor: number) => spaced(money(locale, currency)(minor))
      renderStatement(
        state.sandbox,
        <>
          <BalanceSheet asOf={PAST} compareTo="previousYearEnd" accounts={chart()} onSelectAccount={() => {}} />
          <TrialBalance asOf={PAST} accounts={chart()} />
        </>,
        { provider: { locale, currency, messages } },
      )
      const sheet = await statementShown(sheetTitle)
      const trialRoot = await statementShown(trialTitle)
      await closingShown(sheet, state.sandbox, locale)
      expect(within(sheet).getByRole('table', { name: caption(dayText(PAST, locale)) })).toBeInTheDocument()
      expect(sheet.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText(PAST, locale)}`)
      expect(columnHeads(sheet)).toEqual(['Account', `${dayText(PAST, locale)}Closed`, dayText(before.asOf, locale), 'Change', 'Change %'])
      expect(tableLines(sheet)).toEqual(sheetLines(expected, { compare: true, locale, currency }))
      expect(spaced(checkOf(sheet).textContent)).toBe(
        `The books balance on both dates: assets equal liabilities plus equity, as they did on ${dayText(before.asOf, locale)}.`,
      )
      const checking = expected.sections[0]!.rows.find((row) => row.account.id === bakery.glAccounts.checking)!
      const opening = opens(write(checking.figure.amount), spaced(dayText(PAST, locale)))
      expect(within(sheet).getByRole('button', { name: (name) => spaced(name) === opening })).toBeInTheDocument()
      expect(within(trialRoot).getByRole('table', { name: trialCaption(dayText(PAST, locale)) })).toBeInTheDocument()
      expect(tableLines(trialRoot)).toEqual(trialLines(trial, { locale, currency }))
    },
  )
})

// The one smoke test on the described service: the sheet and the trial balance load with the
// company's own figures; the method is the company's own, named so, with no choice of one, and a
// figure opens its ledger under no method (the service takes none: src/api/service.ts,
// test/api/serviceProfile.test.ts); the closing date still reaches the header.
describe('BalanceSheet and TrialBalance on the described service', () => {
  const state = useSandboxServer({ profile: DESCRIBED.profile, years: 2 })

  it('loads the company’s own figures, says its method and offers no choice of one, and opens a ledger under no method', async () => {
    const user = userEvent.setup()
    const onSelectAccount = vi.fn()
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const accrual = expectedSheet(state.sandbox, accounts, sheetDay(AS_OF), undefined, 'ACCRUAL')
    const accrualTrial = expectedTrial(state.sandbox, bakery.id, AS_OF, 'ACCRUAL')
    expect(bakery.accountingMethod).toBe('ACCRUAL')

    renderStatement(
      state.sandbox,
      <>
        <BalanceSheet asOf={AS_OF} accountingMethod="CASH" accounts={accounts} onSelectAccount={onSelectAccount} />
        <TrialBalance asOf={AS_OF} accountingMethod="CASH" accounts={accounts} />
      </>,
    )
    const sheet = await sheetShown()
    const trial = await trialShown()
    for (const root of [sheet, trial]) {
      expect(root.querySelector('.bk-statement__subtitle')).toHaveTextContent(`As of ${dayText(AS_OF)} · Your company's accounting method`)
      expect(within(root).queryByRole('combobox', { name: 'Accounting method' })).toBeNull()
      expect(within(root).getByRole('combobox', { name: 'As of' })).toBeInTheDocument()
    }
    await closingShown(trial, state.sandbox)
    expect(tableLines(sheet)).toEqual(sheetLines(accrual))
    expect(checkOf(sheet)).toHaveAttribute('data-check', 'balances')
    expect(tableLines(trial)).toEqual(trialLines(accrualTrial))
    // A figure opens its ledger under no method: the service takes none.
    await user.click(within(sheet).getByRole('button', { name: /: open the ledger of \u2068Business Checking\u2069 through / }))
    expect(onSelectAccount).toHaveBeenCalledExactlyOnceWith({
      glAccountId: bakery.glAccounts.checking,
      to: AS_OF,
      accountingMethod: undefined,
    })
  })
})
