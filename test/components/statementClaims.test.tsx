// What the statements claim on screen and in their files, on the bookkit service: no total,
// compared figure, change or percent shows unmarked a figure that is not its final one while a
// compared statement loads; "Cash basis" in every header and file where the provider's service
// names the method's field, the company's own method elsewhere; the closing of the statement's
// own company, and "Closed" only where modifications are disabled; the company named under the
// title and in the file (the host's name first, else the service's where its bank transactions
// are read anyway, never asked for alone); without the host's chart, the accounts it could see
// named, nothing final, no balance check, and a file that says so; a file's first lines say what
// it is, and every column header is unique. The two claims the profiles decide apart (the method,
// and whose closing) run on both: the described service names no method field and takes no
// company on its closing.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bookkitService } from '../../src/api'
import { BalanceSheet } from '../../src/components/BalanceSheet'
import { ProfitAndLoss } from '../../src/components/ProfitAndLoss'
import { TrialBalance } from '../../src/components/TrialBalance'
import { SANDBOX } from '../../src/sandbox'
import { spaced } from '../support/chartFigures'
import { catchDownloads } from '../support/downloads'
import { useBankTransactions } from '../../src/react'
import { QUEUE_PAGE_SIZE } from '../../src/react/queue/queuePageSize'
import { BOOKKIT, PROFILES } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, serviceFor, useSandboxServer } from '../support/sandbox'
import { dayText, monthLabel } from '../support/statements'
import { useViewerToday } from '../support/viewerToday'

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const SMALL = { invoicesPerCompany: 12, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

/** The statement's root once its figures are `status`. */
async function statementShown(title: string, status: string): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { name: title })
  const root = heading.closest<HTMLElement>('section.bk-statement')!
  await waitFor(() => expect(root).toHaveAttribute('data-figures', status), { timeout: 20_000 })
  return root
}

/** A cell's text as a user reads it, without the comparison folded under a figure for narrow screens. */
function cellText(cell: Element): string {
  const copy = cell.cloneNode(true) as Element
  for (const fold of copy.querySelectorAll('.bk-statement__fold')) fold.remove()
  return spaced(copy.textContent).trim()
}

/** Every cell of every total line that shows a figure, by line and column, with whether it carries a mark. */
function totalCells(root: ParentNode): Array<{ key: string; text: string; marked: boolean }> {
  return [...root.querySelectorAll('tr[data-total]')].flatMap((row) =>
    [...row.querySelectorAll('td')].map((cell, index) => ({
      key: `${row.querySelector('th')?.textContent ?? ''}#${index}`,
      text: cellText(cell),
      marked: cell.querySelector('.bk-statement__mark') !== null,
    })),
  )
}

const hasFigure = (text: string) => /\d/.test(text)

/** The lines of the `index`-th file downloaded, once it has been (the export's code may still be loading when the click is made). */
const fileDownloaded = (downloaded: ReturnType<typeof catchDownloads>, index = 0) => waitFor(() => downloaded(index))

describe.each(PROFILES)('statement claims the profiles decide apart, on the $profile service', ({ profile }) => {
  const state = useSandboxServer({ profile, years: 2, volume: SMALL })
  afterEach(() => {
    state.server.events.removeAllListeners()
    vi.restoreAllMocks()
  })
  /** Resolves once the closing's answer has been sent, `count` times. */
  const closingAnswered = (count = 1) => {
    let answered = 0
    state.server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/v6/closing') answered++
    })
    return () => waitFor(() => expect(answered).toBe(count))
  }

  it('names the method plainly in every header and file where the provider’s service names its field, the company’s own elsewhere, and offers one only there', async () => {
    const user = userEvent.setup()
    const downloaded = catchDownloads()
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    // The README's provider (no `service`) on the described service; our own profile, named, on ours.
    const service = profile === 'bookkit' ? bookkitService : undefined
    renderWithSandbox(
      <>
        <ProfitAndLoss period="2026-Q1" accountingMethod="CASH" accounts={accounts} />
        <BalanceSheet asOf="2026-03-31" accountingMethod="CASH" accounts={accounts} />
        <TrialBalance asOf="2026-03-31" accountingMethod="CASH" accounts={accounts} />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner, provider: { service } },
    )
    // Read under cash, every statement says "Cash basis"; where no method can be sent, the company's own, which no answer names.
    const [basis, never] = service ? ['Cash basis', "Your company's accounting method"] : ["Your company's accounting method", 'Cash basis']
    for (const [index, title] of ['Profit and loss', 'Balance sheet', 'Trial balance'].entries()) {
      const root = await statementShown(title, 'final')
      const subtitle = root.querySelector('.bk-statement__subtitle')!
      expect(subtitle, title).toHaveTextContent(basis)
      expect(subtitle, title).not.toHaveTextContent(never)
      expect(within(root).queryByRole('combobox', { name: 'Accounting method' }) !== null, title).toBe(service !== undefined)
      await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
      const lines = await fileDownloaded(downloaded, index)
      const titleBlock = lines.slice(0, lines.indexOf(''))
      expect(titleBlock, title).toContain(basis)
      expect(titleBlock, title).not.toContain(never)
    }
  })

  it('reads the closing of its own company for a bookkeeper who sees two, and marks nothing closed that allows changes', async () => {
    const bakeryClosing = state.sandbox.inspect.closing(bakery.id)
    expect(bakeryClosing.modifications).toBe('DISABLED')
    expect(state.sandbox.inspect.closing(bikeShop.id).modifications).toBe('ENABLED')
    const requests = recordRequests(state.server)
    const asksClosing = serviceFor(state.sandbox).closingCompanyParam !== false
    const answered = closingAnswered(asksClosing ? 2 : 0)
    renderWithSandbox(
      <>
        <ProfitAndLoss period="2026" columns="month" companyId={bikeShop.id} accounts={state.sandbox.inspect.glAccounts(bikeShop.id)} />
        <BalanceSheet asOf="2026-03-31" companyId={bakery.id} accounts={state.sandbox.inspect.glAccounts(bakery.id)} />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bookkeeper },
    )
    const bikeShopStatement = await statementShown('Profit and loss', 'final')
    const bakerySheet = await statementShown('Balance sheet', 'final')
    await answered()
    // Never the bakery's closing on the bike shop's statement, and none of the bike shop's: it allows changes.
    expect(bikeShopStatement).not.toHaveTextContent('Books closed through')
    expect(within(bikeShopStatement).queryByText('Closed')).toBeNull()
    const closingQueries = requests
      .filter((request) => new URL(request.url).pathname === '/v6/closing')
      .map((request) => new URL(request.url).search)
    if (asksClosing) {
      expect(closingQueries.sort()).toEqual([`?companyId=${bakery.id}`, `?companyId=${bikeShop.id}`])
      await waitFor(() =>
        expect(bakerySheet.querySelector('.bk-statement__subtitle')).toHaveTextContent(
          `Books closed through ${dayText(bakeryClosing.date)}`,
        ),
      )
      expect(within(bakerySheet).getByRole('columnheader', { name: /Closed/ })).toBeInTheDocument()
    } else {
      // The described closing takes no company: whose it answers cannot be known, so nothing is claimed.
      expect(closingQueries).toEqual([])
      expect(bakerySheet).not.toHaveTextContent('Books closed through')
    }
  })
})

describe('statement claims on the bookkit service', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, years: 2, volume: SMALL })
  afterEach(() => {
    state.server.events.removeAllListeners()
    vi.restoreAllMocks()
  })
  /** Resolves once the closing's answer has been sent, `count` times. */
  const closingAnswered = (count = 1) => {
    let answered = 0
    state.server.events.on('response:mocked', ({ request }) => {
      if (new URL(request.url).pathname === '/v6/closing') answered++
    })
    return () => waitFor(() => expect(answered).toBe(count))
  }

  it('never shows a total, its compared figure, change or percent unmarked while a compared statement loads, unless it is its final figure', async () => {
    state.reset({ profile, years: 2, volume: SMALL, latencyMs: 25 })
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    // Every committed screen is looked at: what a total line shows without a mark, and where.
    const unmarked = new Map<string, Set<string>>()
    let marked = 0
    const look = () => {
      for (const cell of totalCells(document.body)) {
        if (!hasFigure(cell.text)) continue
        if (cell.marked) marked++
        else unmarked.set(cell.key, (unmarked.get(cell.key) ?? new Set()).add(cell.text))
      }
    }
    const observer = new MutationObserver(look)
    observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
    try {
      renderWithSandbox(
        <ProfitAndLoss period={{ from: '2026-01-01', to: '2026-06-30' }} compareTo="previousYear" accounts={accounts} />,
        state.sandbox,
        { userId: SANDBOX.users.bakeryOwner },
      )
      const root = await statementShown('Profit and loss', 'final')
      look()
      const final = new Map(totalCells(root).map((cell) => [cell.key, cell]))
      for (const cell of final.values()) expect(cell.marked, cell.key).toBe(false)
      // While it loaded, the marks were there; every figure shown without one was already the final one.
      expect(marked).toBeGreaterThan(0)
      for (const [key, texts] of unmarked) expect([...texts], key).toEqual([final.get(key)!.text])
    } finally {
      observer.disconnect()
    }
  })

  it('names the company under the title and in its file: the host’s companyName first, else the name the service gives where the bank-transaction sync is read anyway, never a request for the name alone', async () => {
    const user = userEvent.setup()
    const downloaded = catchDownloads()
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const owner = { userId: SANDBOX.users.bakeryOwner }
    const companyShown = (root: HTMLElement) => root.querySelector<HTMLElement>('.bk-statement__company')
    /** The queue's bank-transaction sync, read by another part of the page. */
    function SyncBeside() {
      useBankTransactions({ limit: QUEUE_PAGE_SIZE })
      return null
    }

    // With the host's chart and nothing else on the page reading bank transactions: no name, and no request for one.
    const requests = recordRequests(state.server)
    const alone = renderWithSandbox(<BalanceSheet asOf="2026-03-31" accounts={accounts} />, state.sandbox, owner)
    expect(companyShown(await statementShown('Balance sheet', 'final'))).toBeNull()
    expect(requests.map((request) => new URL(request.url).pathname).filter((path) => path.includes('/banks/transactions'))).toEqual([])
    alone.unmount()

    // Beside the sync, the name its records give, isolated: text from outside.
    const beside = renderWithSandbox(
      <>
        <SyncBeside />
        <ProfitAndLoss period="2026-Q1" accounts={accounts} />
      </>,
      state.sandbox,
      owner,
    )
    const statement = await statementShown('Profit and loss', 'final')
    await waitFor(() => expect(companyShown(statement)?.querySelector('bdi')).toHaveTextContent(bakery.name))
    await user.click(within(statement).getByRole('button', { name: 'Export CSV' }))
    expect((await fileDownloaded(downloaded, 0))[1]).toBe(`Company: ${bakery.name}`)
    beside.unmount()

    // The host's name before the service's, on every statement, on screen and in its file.
    const hostName = 'Maple Crumb Bakery & Café'
    renderWithSandbox(
      <>
        <SyncBeside />
        <ProfitAndLoss period="2026-Q1" accounts={accounts} companyName={hostName} />
        <BalanceSheet asOf="2026-03-31" accounts={accounts} companyName={hostName} />
        <TrialBalance asOf="2026-03-31" accounts={accounts} companyName={hostName} />
      </>,
      state.sandbox,
      owner,
    )
    for (const [index, title] of ['Profit and loss', 'Balance sheet', 'Trial balance'].entries()) {
      const root = await statementShown(title, 'final')
      expect(companyShown(root), title).toHaveTextContent(hostName)
      await user.click(within(root).getByRole('button', { name: 'Export CSV' }))
      expect((await fileDownloaded(downloaded, index + 1))[1], title).toBe(`Company: ${hostName}`)
    }
  })

  it('marks no month closed of a company whose closing allows changes', async () => {
    const closing = state.sandbox.inspect.closing(bikeShop.id)
    expect(closing.modifications).toBe('ENABLED')
    const answered = closingAnswered()
    renderWithSandbox(
      <ProfitAndLoss period="2025" columns="month" accounts={state.sandbox.inspect.glAccounts(bikeShop.id)} />,
      state.sandbox,
      { userId: SANDBOX.users.bikeShopOwner },
    )
    const root = await statementShown('Profit and loss', 'final')
    await answered()
    expect(
      within(root)
        .getAllByRole('columnheader')
        .slice(1)
        .map((head) => head.textContent),
    ).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'].map((month) => monthLabel(`2025-${month}`)))
    expect(root).not.toHaveTextContent('Books closed through')
  })

  it('without the host’s chart, names the accounts it could see, finals nothing, checks no balance, and exports a file that says so', async () => {
    const user = userEvent.setup()
    const downloaded = catchDownloads()
    renderWithSandbox(
      <>
        <ProfitAndLoss period="2026-Q1" />
        <BalanceSheet asOf="2026-03-31" />
        <TrialBalance asOf="2026-03-31" />
      </>,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
    const statement = await statementShown('Profit and loss', 'partial')
    const sheet = await statementShown('Balance sheet', 'partial')
    const trial = await statementShown('Trial balance', 'partial')
    const seen = [...statement.querySelectorAll('details.bk-statement__seen li')].map((item) => item.textContent)
    const summary = `From only the ${seen.length} accounts your records use: others may be missing`
    expect(within(statement).getByText(summary)).toBeInTheDocument()
    // Every account row shown is among those named.
    const shown = [...statement.querySelectorAll('tbody tr[data-status] th')].map((head) => spaced(head.textContent))
    expect(shown.length).toBeGreaterThan(0)
    for (const name of shown) expect(seen.map(spaced)).toContain(name)
    // Every total says it holds only the accounts found, net income of the records' accounts too.
    for (const cell of totalCells(statement)) if (hasFigure(cell.text)) expect(cell.text, cell.key).toMatch(/\(accounts found only\)$/)
    expect(within(statement).getByRole('status')).toHaveTextContent('Every account your records use is read.')
    // No balance check: a missing account is no difference.
    for (const root of [sheet, trial]) {
      expect(root.querySelector('.bk-statement__check')).toHaveAttribute('data-check', 'unknown')
      expect(root.querySelector('.bk-statement__check')).toHaveTextContent('your records name')
    }
    for (const cell of totalCells(sheet)) if (hasFigure(cell.text)) expect(cell.text, cell.key).toMatch(/\(accounts found only\)$/)
    expect(trial.querySelector('tr[data-total="total"]')).toHaveTextContent('(accounts found only)')

    // The file is there, and its first lines say what it is not; a printout, as the page, says it under the title.
    const exportButton = within(statement).getByRole('button', { name: 'Export CSV' })
    expect(exportButton).toHaveAttribute('aria-disabled', 'false')
    expect(within(statement).getByRole('button', { name: 'Print' })).toHaveAttribute('aria-disabled', 'false')
    await user.click(exportButton)
    const lines = await fileDownloaded(downloaded)
    expect(lines.slice(0, lines.indexOf(''))).toContain(summary)
  })

  it('exports a title block (title, company, period, basis) before its headers', async () => {
    const user = userEvent.setup()
    const downloaded = catchDownloads()
    const first = renderWithSandbox(
      <ProfitAndLoss
        period="2026-Q1"
        columns="month"
        compareTo="previousPeriod"
        companyId={bakery.id}
        accounts={state.sandbox.inspect.glAccounts(bakery.id)}
      />,
      state.sandbox,
      {
        userId: SANDBOX.users.bakeryOwner,
      },
    )
    const statement = await statementShown('Profit and loss', 'final')
    await user.click(within(statement).getByRole('button', { name: 'Export CSV' }))
    const lines = await fileDownloaded(downloaded)
    // The bakery's name is in no answer this statement read (the chart is the host's): its id stands for it.
    expect(lines.slice(0, 5)).toEqual([
      'Profit and loss',
      `Company: ${bakery.id}`,
      'Period: Q1 2026',
      "Your company's accounting method",
      '',
    ])
    // Each month beside the same month a quarter before, each header unique (test/core/statements/csvStatement.test.ts).
    expect(lines[5]).toContain(`Change ${monthLabel('2026-01')}`)

    // Without the chart, the company's name is the one its bank transactions give.
    first.unmount()
    renderWithSandbox(<BalanceSheet asOf="2026-03-31" compareTo="previousMonthEnd" />, state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const sheet = await statementShown('Balance sheet', 'partial')
    await user.click(within(sheet).getByRole('button', { name: 'Export CSV' }))
    const sheetLines = await fileDownloaded(downloaded, 1)
    expect(sheetLines.slice(0, 4)).toEqual([
      'Balance sheet',
      `Company: ${bakery.name}`,
      `"As of ${dayText('2026-03-31')}"`,
      "Your company's accounting method",
    ])
    expect(sheetLines[4]).toMatch(/^From only the \d+ accounts your records use: others may be missing$/)
    expect(sheetLines[5]).toBe('')
  })
})
