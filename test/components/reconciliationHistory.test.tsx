// <BankReconciliation>'s history in jsdom against the sandbox and its host store: months really
// reconciled through the finish hook, then listed, reported, exported, changed and undone. It reads
// the synced set and the provider's store, which the service profiles answer alike: bookkit profile,
// and one smoke test on the described service (its closing asked without a company). That the list
// and the report pass axe is their stories' (ReconciliationHistory.stories.tsx: History, Report), in Chromium.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { bookkitService } from '../../src/api'
import type { BankTransaction } from '../../src/api/types'
import { ReconciliationHistory } from '../../src/components/BankReconciliation/history/ReconciliationHistory'
import { formatMoney } from '../../src/format/money'
import { reconciliationsKey } from '../../src/core/reconcile/book'
import type { ReconciliationBook } from '../../src/core/reconcile/types'
import { SANDBOX } from '../../src/sandbox'
import { BAKERY_MONTHS, useReconciledMonths } from '../../stories/support/reconciled'
import { catchDownloads } from '../support/downloads'
import { renderHookWithSandbox, renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import { DESCRIBED } from '../support/profiles'
import { bookOf, reconciliationOf } from '../support/reconciliations'
import * as shopSavings from '../support/shopSavings'

const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const KEY = reconciliationsKey(bakery.id, CHECKING)
const MONTHS = BAKERY_MONTHS
const usd = (minor: number) => formatMoney(minor, { locale: 'en-US', currency: 'USD' })

vi.setConfig({ testTimeout: 20_000 })

describe('ReconciliationHistory (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 } })
  const book = () => state.sandbox.store.peek(KEY)?.value as ReconciliationBook | undefined

  /** Reconciles May and June as a bookkeeper would, then leaves the page. */
  async function reconcile() {
    const { result, unmount } = renderHookWithSandbox(() => useReconciledMonths(MONTHS), state.sandbox)
    await waitFor(() => expect(result.current).toEqual({ done: true }))
    unmount()
    return book()!.reconciliations
  }
  async function transaction(id: string): Promise<BankTransaction> {
    const { client } = sandboxClient(state.sandbox)
    let cursor: string | undefined
    do {
      const page = await client.listBankTransactions({ limit: 250, ...(cursor ? { cursor } : {}) })
      const found = page.data.find((one) => one.id === id)
      if (found) return found
      cursor = page.cursor
    } while (cursor)
    throw new Error(`no transaction ${id}`)
  }
  const renderHistory = () =>
    renderWithSandbox(
      <ReconciliationHistory companyId={bakery.id} bankAccountId={CHECKING} bankAccountName="Everyday checking" headingLevel={3} />,
      state.sandbox,
      { userId: SANDBOX.users.bakeryOwner },
    )
  const list = () => screen.findByRole('list', { name: 'Reconciliations, newest first' })

  it('lists each reconciliation newest first with its figures and outcome, and its report has the summary and the cleared transactions by kind', async () => {
    const user = userEvent.setup()
    const [may, june] = await reconcile()
    expect(may!.transactions.length).toBeGreaterThan(2)
    renderHistory()
    const items = within(await list()).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByText(/^Statement ending/).textContent)).toEqual([
      'Statement ending Jun 30, 2026',
      'Statement ending May 31, 2026',
    ])
    const newest = items[0]!
    expect(newest).toHaveTextContent(`With a discrepancy of ${usd(-1_500)}`)
    expect(items[1]).toHaveTextContent('Balanced')
    const figures: Array<[string, string]> = [
      ['Beginning balance', usd(june!.openingBalance)],
      ['Ending balance', usd(june!.closingBalance)],
      ['Money in cleared', usd(june!.clearedIn)],
      ['Money out cleared', usd(june!.clearedOut)],
      ['Transactions', String(june!.transactions.length)],
    ]
    for (const [term, value] of figures) expect(within(newest).getByText(term).nextSibling).toHaveTextContent(value)
    expect(within(newest).getByText('Finished').nextSibling).toHaveTextContent(/ by Avery Baker$/)
    expect(june!.openingBalance).toBe(may!.closingBalance)
    // Only the last can be undone; nothing has changed since, once the set is read, and nothing says so while it is arriving.
    expect(within(items[1]!).queryByRole('button', { name: 'Undo the last reconciliation' })).toBeNull()
    await waitFor(() => expect(screen.queryByText(/Looking for changes/)).toBeNull())
    expect(screen.queryByText('Changed since it was reconciled')).toBeNull()

    const opener = within(newest).getByRole('button', { name: 'Report of the reconciliation ending Jun 30, 2026' })
    await user.click(opener)
    const report = within(screen.getByRole('dialog', { name: 'Reconciliation report' }))
    expect(report.getByText('Company').nextSibling).toHaveTextContent(bakery.name)
    expect(report.getByText('Account').nextSibling).toHaveTextContent('Everyday checking')
    expect(report.getByText('Period').nextSibling).toHaveTextContent('Jun 1, 2026 – Jun 30, 2026')
    const summary = report.getByRole('table', { name: 'Summary' })
    expect(within(summary).getByRole('row', { name: /^Difference/ })).toHaveTextContent(usd(-1_500))
    expect(within(summary).getByRole('row', { name: /^Cleared balance/ })).toHaveTextContent(
      usd(june!.openingBalance + june!.clearedIn + june!.clearedOut),
    )
    const moneyIn = june!.transactions.filter((one) => one.amount >= 0)
    const moneyOut = june!.transactions.filter((one) => one.amount < 0)
    const inTable = report.getByRole('table', { name: new RegExp(`^Money in cleared \\(${moneyIn.length} transactions?\\)$`) })
    const outTable = report.getByRole('table', { name: new RegExp(`^Money out cleared \\(${moneyOut.length} transactions?\\)$`) })
    expect(within(inTable).getAllByRole('row')).toHaveLength(moneyIn.length + 2)
    expect(within(outTable).getAllByRole('row')).toHaveLength(moneyOut.length + 2)
    expect(within(outTable).getByRole('row', { name: /^Total/ })).toHaveTextContent(usd(june!.clearedOut))
    // What had not cleared by the end date, after the cleared items, and the register balance they make.
    const uncleared = june!.uncleared!
    expect(uncleared.length).toBeGreaterThan(0)
    const notCleared = `Not cleared as of Jun 30, 2026 (${uncleared.length} transaction${uncleared.length === 1 ? '' : 's'})`
    const unclearedTotal = uncleared.reduce((sum, one) => sum + one.amount, 0)
    expect(within(summary).getByRole('row', { name: new RegExp(`^${notCleared.replace(/[()]/g, '\\$&')}`) })).toHaveTextContent(
      usd(unclearedTotal),
    )
    expect(within(summary).getByRole('row', { name: /^Register balance as of Jun 30, 2026/ })).toHaveTextContent(
      usd(june!.openingBalance + june!.clearedIn + june!.clearedOut + unclearedTotal),
    )
    const notClearedTable = report.getByRole('table', { name: notCleared })
    expect(within(notClearedTable).getAllByRole('row')).toHaveLength(uncleared.length + 2)
    expect(report.getByText('None of its transactions has changed since it was reconciled.')).toBeInTheDocument()
    await user.click(report.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('downloads a reconciliation and the history as CSV', async () => {
    const user = userEvent.setup()
    const downloaded = catchDownloads()
    const names = () => vi.mocked(HTMLAnchorElement.prototype.click).mock.contexts.map((link) => (link as HTMLAnchorElement).download)
    const [may, june] = await reconcile()
    renderHistory()
    const items = within(await list()).getAllByRole('listitem')
    await waitFor(() => expect(screen.queryByText(/Looking for changes/)).toBeNull())
    await user.click(within(items[1]!).getByRole('button', { name: 'Download the reconciliation ending May 31, 2026 as CSV' }))
    const lines = await downloaded(0)
    expect(lines.slice(0, 4)).toEqual([
      'Reconciliation report',
      `Company,${bakery.name}`,
      'Account,Everyday checking',
      'Period,,2026-05-31',
    ])
    expect(lines).toContain(`Beginning balance,${(may!.openingBalance / 100).toFixed(2)}`)
    expect(lines).toContain(`Register balance,${(may!.registerBalance! / 100).toFixed(2)}`)
    expect(lines.filter((line) => /^Not cleared,\d{4}-/.test(line))).toHaveLength(may!.uncleared!.length)
    expect(lines).toContain('Kind,Date,Description,Amount,Transaction id,Changed since')
    expect(lines.filter((line) => /^Money (in|out),/.test(line))).toHaveLength(may!.transactions.length)

    await user.click(screen.getByRole('button', { name: 'Download the history as CSV' }))
    const rows = (await downloaded(1)).filter(Boolean)
    expect(rows).toHaveLength(3)
    expect(rows[2]).toMatch(new RegExp(`^2026-06-01,2026-06-30,${(june!.openingBalance / 100).toFixed(2)},.*,-15\\.00,`))
    expect(names()).toEqual(['reconciliation-everyday-checking-2026-05-31.csv', 'reconciliations-everyday-checking.csv'])
  })

  it('marks a month changed since it was reconciled when one of its transactions gets a new amount', async () => {
    const user = userEvent.setup()
    const [may] = await reconcile()
    const edited = may!.transactions[0]!
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const [saved] = await client.saveBankTransactions([{ id: edited.id, amount: edited.amount - 100 }])
    expect(saved!.ok).toBe(true)
    renderHistory()
    const items = within(await list()).getAllByRole('listitem')
    await within(items[1]!).findByText('Changed since it was reconciled')
    expect(within(items[0]!).queryByText('Changed since it was reconciled')).toBeNull()
    await user.click(within(items[1]!).getByText('1 transaction changed since it was reconciled'))
    expect(within(items[1]!).getByRole('listitem')).toHaveTextContent(`amount ${usd(edited.amount)}, now ${usd(edited.amount - 100)}`)
  })

  it('undoes the last reconciliation: its transactions go back to their previous status and it leaves the list', async () => {
    const user = userEvent.setup()
    const [, june] = await reconcile()
    renderHistory()
    await list()
    await user.click(screen.getByRole('button', { name: 'Undo the last reconciliation' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Undo the reconciliation ending Jun 30, 2026?' }))
    expect(dialog.getByText(new RegExp(`^Its ${june!.transactions.length} transactions go back`))).toBeInTheDocument()
    expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(dialog.getByRole('button', { name: 'Undo it' }))
    await screen.findByText(
      `The reconciliation ending Jun 30, 2026 was undone: its ${june!.transactions.length} transactions are back to their previous status.`,
    )
    expect(screen.getByRole('heading', { name: 'Reconciliations' })).toHaveFocus()
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1)
    expect(book()!.reconciliations.map((one) => one.endDate)).toEqual(['2026-05-31'])
    for (const one of june!.transactions.slice(0, 3)) expect((await transaction(one.id)).reviewStatus).toBe(one.previousReviewStatus)
  })

  it('says which transactions a closed period kept from going back and why, and Try again sends only those', async () => {
    const user = userEvent.setup()
    const [, june] = await reconcile()
    renderWithSandbox(<ReconciliationHistory companyId={bakery.id} bankAccountId={CHECKING} headingLevel={3} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: { service: { ...bookkitService, maxBatchSize: 3 } },
    })
    await list()
    const closed = 'The books are closed through 2026-06-05; records dated on or before it cannot be changed.'
    const sent: Array<Promise<string[]>> = []
    state.server.events.on('request:start', ({ request }) => {
      if (request.method !== 'POST' || new URL(request.url).pathname !== '/v6/banks/transactions') return
      // The first batch goes through; the closed period refuses the second, so the third is not sent.
      if (sent.length === 1)
        state.sandbox.failNext({
          method: 'POST',
          path: '/v6/banks/transactions',
          status: 400,
          body: JSON.stringify({ result: 'FAILURE', error: [{ type: 'NOT_MODIFIABLE', message: closed, param: 'date' }] }),
        })
      sent.push(
        request
          .clone()
          .json()
          .then((body: { data: Array<{ id: string }> }) => body.data.map((item) => item.id)),
      )
    })
    await user.click(screen.getByRole('button', { name: 'Undo the last reconciliation' }))
    const dialog = within(screen.getByRole('dialog'))
    await user.click(dialog.getByRole('button', { name: 'Undo it' }))
    const left = june!.transactions.length - 3
    const alert = await dialog.findByText(`${left} transactions did not go back, so the reconciliation is kept. Try again sends only them.`)
    const reasons = within(alert.parentElement!).getAllByRole('listitem')
    expect(reasons.map((reason) => reason.textContent!.split(': ').at(-1))).toEqual([
      closed,
      closed,
      closed,
      ...Array<string>(left - 3).fill('the undo stopped at the refusal before it.'),
    ])
    const [firstBatch = [], secondBatch = []] = await Promise.all(sent)
    expect(sent).toHaveLength(2)
    expect(book()!.reconciliations).toHaveLength(2)
    const previous = new Map(june!.transactions.map((one) => [one.id, one.previousReviewStatus]))
    for (const id of firstBatch) expect((await transaction(id)).reviewStatus).toBe(previous.get(id))
    expect((await transaction(secondBatch[0]!)).reviewStatus).toBe('RECONCILIATION_DISCREPANCY')

    await user.click(dialog.getByRole('button', { name: 'Try again' }))
    await screen.findByText(/^The reconciliation ending Jun 30, 2026 was undone/)
    const retried = (await Promise.all(sent.slice(2))).flat()
    expect(retried.sort()).toEqual(
      june!.transactions
        .map((one) => one.id)
        .filter((id) => !firstBatch.includes(id))
        .sort(),
    )
    expect(book()!.reconciliations).toHaveLength(1)
  })

  it('shows a stored record it cannot read, naming the field, and overwrites nothing', async () => {
    const [may] = await reconcile()
    // A closing balance typed into the stored record by hand, as text.
    const broken = { ...book()!, reconciliations: [{ ...may!, closingBalance: '12,500.00' }] }
    state.sandbox.store.put(KEY, broken)
    renderHistory()
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stored reconciliations cannot be read (reconciliations[0].closingBalance is not valid',
    )
    expect(book()).toEqual(broken)
  })

  it('says in the report that the items not cleared were not kept, for a record finished before bookkit kept them', async () => {
    const user = userEvent.setup()
    const [may] = await reconcile()
    const { uncleared: _uncleared, registerBalance: _register, companyName: _company, ...older } = may!
    state.sandbox.store.put(KEY, { ...book()!, reconciliations: [older] })
    renderHistory()
    await user.click(within(await list()).getByRole('button', { name: 'Report of the reconciliation ending May 31, 2026' }))
    const report = within(screen.getByRole('dialog', { name: 'Reconciliation report' }))
    expect(
      report.getByText('The items not cleared were not kept for this reconciliation: it was finished before bookkit kept them.'),
    ).toBeInTheDocument()
    expect(report.queryByRole('row', { name: /^Register balance/ })).toBeNull()
    expect(report.queryByText('Company')).toBeNull()
  })

  it('says when the account has no reconciliation yet', async () => {
    renderHistory()
    expect(await screen.findByText('No reconciliation of this account yet')).toBeInTheDocument()
  })
})

// The described service cannot be asked a company's closing, and restates a whole record in each
// update: the history loads, and an undo of a month closed since is refused, saying why, as on
// bookkit's (bankReconciliationClosing.test.tsx).
describe('ReconciliationHistory on the described service', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  const { ACCOUNT: SAVINGS, KEY: SAVINGS_KEY, owner, shop } = shopSavings

  it('lists the account’s reconciliation, and refuses to undo it once its month is closed, saying why', async () => {
    const rows = [
      { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'RECONCILED' },
      { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'RECONCILED' },
    ]
    const saved = await shopSavings.saveToSavings(state.sandbox, rows)
    state.sandbox.store.put(SAVINGS_KEY, bookOf(reconciliationOf(SAVINGS, '2026-06-30', saved, { id: 'rec_june' })))
    state.sandbox.closeBooks('2026-06-30', shop.id)
    renderWithSandbox(
      <ReconciliationHistory companyId={shop.id} bankAccountId={SAVINGS} bankAccountName="Reserve savings" headingLevel={3} />,
      state.sandbox,
      owner,
    )
    const user = userEvent.setup()
    const items = within(await screen.findByRole('list', { name: 'Reconciliations, newest first' })).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByText(/^Statement ending/).textContent)).toEqual(['Statement ending Jun 30, 2026'])
    await user.click(await screen.findByRole('button', { name: 'Undo the last reconciliation' }))
    const dialog = await screen.findByRole('dialog', { name: /Undo the reconciliation ending Jun 30, 2026/ })
    await user.click(within(dialog).getByRole('button', { name: 'Undo it' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        'It cannot be undone: the books are closed through Jun 30, 2026, and its transactions or adjustment are in the closed period. Nothing was changed.',
      ),
    )
    for (const row of saved) expect(shopSavings.reviewStatusIn(state.sandbox, row.id)).toBe('RECONCILED')
  })
})
