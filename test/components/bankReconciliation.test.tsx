// <BankReconciliation> in jsdom against the sandbox and its host store: what a user sees and does on
// the worksheet (the live difference, ticking, the rows that cannot be ticked, the warning before a
// discrepancy, the adjustment), on the bookkit profile, and one smoke test on the described service.
// The finish's saves on both service profiles are test/core/reconcile/finish.test.ts's; the keyboard
// flow, axe, 390 px and the dark theme are the browser's and the stories'.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import type { BankTransaction } from '../../src/api/types'
import { BankReconciliation } from '../../src/components/BankReconciliation'
import { SANDBOX } from '../../src/sandbox'
import { isolate } from '../../src/format/isolate'
import { TEST_BASE_URL, renderWithSandbox, sandboxClient, useSandboxServer } from '../support/sandbox'
import { DESCRIBED } from '../support/profiles'
import * as shopSavings from '../support/shopSavings'

const shop = SANDBOX.companies.bikeShop
const ACCOUNT = shop.bankAccounts.savings
const bankAccounts = [{ id: ACCOUNT, name: 'Reserve savings', glAccountId: shop.glAccounts.savings }]

vi.setConfig({ testTimeout: 20_000 })

describe('BankReconciliation (bookkit service)', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })

  /** The account's month: two reviewed rows out, one in, one still to review, one from May. */
  async function seedMonth(): Promise<Record<string, BankTransaction>> {
    const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const rows = [
      { key: 'lube', date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { key: 'fleet', date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
      { key: 'wrench', date: '2026-06-12', amount: -8_000, description: 'Spoke wrench', reviewStatus: 'UNREVIEWED' },
      { key: 'fee', date: '2026-05-20', amount: -3_000, description: 'Account fee', reviewStatus: 'REVIEWED' },
    ]
    const results = await client.saveBankTransactions(rows.map(({ key: _key, ...row }) => ({ ...row, bankAccountId: ACCOUNT })))
    expect(results.every((result) => result.ok)).toBe(true)
    return Object.fromEntries(rows.map((row, index) => [row.key, results[index]!.data as BankTransaction]))
  }

  function renderWorksheet(props: Partial<Parameters<typeof BankReconciliation>[0]> = {}) {
    return renderWithSandbox(
      <BankReconciliation
        bankAccounts={bankAccounts}
        companyId={shop.id}
        accounts={state.sandbox.inspect.glAccounts(shop.id)}
        {...props}
      />,
      state.sandbox,
      { userId: SANDBOX.users.bikeShopOwner },
    )
  }

  /** Types the statement: its end date, and the first time its opening balance, then its closing. */
  async function typeStatement(endDate: string, closing: string, opening?: string) {
    const user = userEvent.setup()
    fireEvent.change(await screen.findByLabelText('Ending date'), { target: { value: endDate } })
    if (opening !== undefined) await user.type(await screen.findByLabelText('Beginning balance'), opening)
    await user.type(screen.getByLabelText('Ending balance'), closing)
    return user
  }
  const difference = () => document.querySelector<HTMLElement>('.bk-reconcile__difference')!
  const tick = (name: RegExp) => screen.getByRole('checkbox', { name })
  const reviewStatus = (id: string) => state.sandbox.inspect.bankTransactions(shop.id).find((each) => each.id === id)?.reviewStatus

  it('shows no figure while the transactions arrive, then the difference live, announced politely, as Space ticks rows', async () => {
    await seedMonth()
    renderWorksheet()
    // Before the set is whole, no figure at all: never $0.00 for what is not known.
    expect(screen.queryByText(/\$0\.00/)).toBeNull()
    const user = await typeStatement('2026-06-30', '350.00', '0')
    await waitFor(() => expect(difference()).toHaveTextContent('Difference: $350.00'))
    expect(difference()).toHaveAttribute('aria-live', 'polite')
    expect(difference()).toHaveAttribute('tabindex', '0')

    tick(/Fleet service payment/).focus()
    await user.keyboard(' ')
    expect(tick(/Fleet service payment/)).toBeChecked()
    expect(difference()).toHaveTextContent('Difference: -$150.00')
    await user.click(tick(/Chain lube order/))
    expect(difference()).toHaveTextContent('Difference: -$30.00')
    expect(screen.getByText('Cleared in (1 transaction)').nextSibling).toHaveTextContent('$500.00')
    // Money out is shown negative, here as in the grids, the history and the report.
    expect(screen.getByText('Cleared out (1 transaction)').nextSibling).toHaveTextContent('-$120.00')
    await user.click(tick(/Account fee/))
    expect(difference()).toHaveTextContent('Difference: $0.00')

    // Untick all of the money out: the difference follows.
    await user.click(screen.getByRole('button', { name: 'Untick all money out' }))
    expect(difference()).toHaveTextContent('Difference: -$150.00')
  })

  it('asks for the statement in its own order, and sums up from the beginning balance to the difference in that order', async () => {
    await seedMonth()
    renderWorksheet()
    await screen.findByLabelText('Beginning balance')
    const fields = [...document.querySelectorAll('.bk-reconcile__fields :is(input, output)')].map(
      (field) => (field as HTMLElement).closest('.bk-field')?.querySelector('.bk-field__label')?.textContent,
    )
    expect(fields).toEqual(['Beginning date', 'Beginning balance', 'Ending date', 'Ending balance'])

    const user = await typeStatement('2026-06-30', '350.00', '100.00')
    await user.click(await screen.findByRole('checkbox', { name: /Fleet service payment/ }))
    await user.click(tick(/Chain lube order/))
    const summary = screen.getByRole('region', { name: 'Reconciliation summary' })
    const figures = within(summary)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent])
    expect(figures).toEqual([
      ['Beginning balance', '$100.00'],
      ['Cleared in (1 transaction)', '$500.00'],
      ['Cleared out (1 transaction)', '-$120.00'],
      ['Cleared balance', '$480.00'],
      ['Ending balance', '$350.00'],
    ])
    // The difference comes last, the live region and a tab stop.
    expect(summary.querySelector('dl + .bk-reconcile__difference')).toHaveTextContent('Difference: -$130.00')
  })

  it('refuses a beginning date after the ending date, naming the field and keeping what was typed', async () => {
    await seedMonth()
    renderWorksheet()
    await typeStatement('2026-06-30', '0', '0')
    const begin = screen.getByLabelText('Beginning date')
    fireEvent.change(begin, { target: { value: '2026-07-02' } })
    fireEvent.blur(begin)
    expect(begin).toHaveAccessibleDescription(expect.stringContaining('Beginning date: it is after the ending date.'))
    expect(begin).toHaveValue('2026-07-02')
    fireEvent.change(begin, { target: { value: '2026-06-01' } })
    expect(begin).not.toHaveAccessibleDescription(expect.stringContaining('after the ending date'))
  })

  it('keeps a row still to review from being ticked, says why, and offers to open it', async () => {
    const { wrench } = await seedMonth()
    const onOpenTransaction = vi.fn()
    const { unmount } = renderWorksheet({ onOpenTransaction })
    const user = await typeStatement('2026-06-30', '0', '0')
    const box = await screen.findByRole('checkbox', { name: /Spoke wrench/ })
    expect(box).toBeDisabled()
    expect(box).toHaveAccessibleDescription('Still to review: categorize it before it can be ticked.')
    await user.click(screen.getByRole('button', { name: `Categorize ${isolate('Spoke wrench')}…` }))
    expect(onOpenTransaction).toHaveBeenCalledWith(expect.objectContaining({ id: wrench!.id }))
    unmount()

    // Without the host's handler, the editor opens in a dialog.
    renderWorksheet()
    const again = await typeStatement('2026-06-30', '0', '0')
    await again.click(await screen.findByRole('button', { name: `Categorize ${isolate('Spoke wrench')}…` }))
    const dialog = await screen.findByRole('dialog', { name: 'Categorize the transaction' })
    await again.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: `Categorize ${isolate('Spoke wrench')}…` })).toHaveFocus()
  })

  it('groups the rows of the closed period after the month’s, collapsed, with one reason: not changeable but tickable', async () => {
    await seedMonth()
    state.server.use(
      http.get(`${TEST_BASE_URL}/v6/closing`, async ({ request }) => {
        const answer = (await (await state.sandbox.handle(request)).json()) as { data: object }
        return HttpResponse.json({ ...answer, data: { date: '2026-05-31', modifications: 'DISABLED' } })
      }),
    )
    renderWorksheet()
    const user = await typeStatement('2026-06-30', '0', '0')
    const box = await screen.findByRole('checkbox', { name: /Account fee/ })
    const side = screen.getByRole('region', { name: 'Money out' })
    // The month's rows first, then the closed period's group, collapsed, naming how many it holds.
    expect([...side.querySelectorAll('tbody tr')].map((one) => one.querySelector('.bk-clamp')?.textContent)).toEqual([
      'Chain lube order',
      'Spoke wrench',
      'Account fee',
    ])
    const group = box.closest('details')!
    expect(group).not.toHaveAttribute('open')
    expect(within(side).getAllByRole('table')[0]).not.toContainElement(box)
    await user.click(within(group).getByText('1 row in closed periods'))
    expect(group).toHaveAttribute('open')
    // One reason for the group, said once, describing its boxes; its rows have no note of their own.
    const reason =
      'The books are closed through May 31, 2026: these rows cannot be changed. Ticked, each counts as cleared and is left as it is.'
    expect(within(side).getAllByText(reason)).toHaveLength(1)
    // Ticked, it counts as cleared and is never saved.
    expect(box).toBeEnabled()
    expect(box).toHaveAccessibleDescription(reason)
    expect(screen.queryByRole('button', { name: `Categorize ${isolate('Account fee')}…` })).toBeNull()
  })

  it('finishes with a difference only after a plain warning, the rows then saved with a discrepancy', async () => {
    const { lube, fleet } = await seedMonth()
    const onFinished = vi.fn()
    renderWorksheet({ onFinished, userName: 'Robin at the shop' })
    const user = await typeStatement('2026-06-30', '390.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Fleet service payment/ }))
    await user.click(tick(/Chain lube order/))
    expect(difference()).toHaveTextContent('Difference: $10.00')
    expect(screen.queryByRole('button', { name: 'Finish reconciliation' })).toBeNull()

    await user.click(screen.getByRole('button', { name: 'Finish with a difference' }))
    const warning = await screen.findByRole('dialog', { name: 'Finish with a difference?' })
    expect(warning).toHaveTextContent('leave a difference of $10.00')
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }))
    expect(reviewStatus(lube!.id)).toBe('REVIEWED')

    await user.click(screen.getByRole('button', { name: 'Finish with a difference' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Finish with a difference?' })).getByRole('button', {
        name: 'Finish with the difference',
      }),
    )
    expect(await screen.findByText(/Reconciled through Jun 30, 2026 with a difference of \$10\.00 left\./)).toHaveFocus()
    expect(reviewStatus(lube!.id)).toBe('RECONCILIATION_DISCREPANCY')
    expect(reviewStatus(fleet!.id)).toBe('RECONCILIATION_DISCREPANCY')
    expect(onFinished).toHaveBeenCalledWith(
      expect.objectContaining({ outcome: 'discrepancy', difference: 1_000, finishedBy: 'Robin at the shop' }),
    )
    // The next month starts over from the closing just reconciled.
    expect(screen.getByLabelText('Beginning balance')).toHaveTextContent('$390.00')
    expect(screen.getByLabelText('Ending balance')).toHaveValue('')
  })

  it('books the difference as a journal entry to the account picked, against the bank’s own ledger account', async () => {
    const { lube } = await seedMonth()
    const before = state.sandbox.inspect.journalEntries(shop.id).length
    renderWorksheet()
    const user = await typeStatement('2026-06-30', '-100.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Chain lube order/ }))
    expect(difference()).toHaveTextContent('Difference: $20.00')

    // Booking a difference is offered, not urged: only Finish at zero is the primary action.
    expect(screen.getByRole('button', { name: 'Book an adjustment' })).not.toHaveAttribute('data-variant')
    await user.click(screen.getByRole('button', { name: 'Book an adjustment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book the difference as an adjustment' })
    expect(dialog).toHaveTextContent('A journal entry of $20.00 dated Jun 30, 2026')
    // The bank's own ledger account is known from the host: named, not offered as a choice.
    const savingsName = state.sandbox.inspect.glAccounts(shop.id).find((account) => account.id === shop.glAccounts.savings)!.name!
    const bankSide = within(dialog).getByLabelText('The bank account’s ledger account')
    expect(bankSide.tagName).toBe('OUTPUT')
    expect(bankSide).toHaveTextContent(savingsName)
    await user.click(within(dialog).getByRole('button', { name: 'Book and finish' }))
    expect(within(dialog).getByLabelText('Book the difference to')).toHaveAccessibleDescription(
      'Book the difference to: choose an account.',
    )
    await user.selectOptions(within(dialog).getByLabelText('Book the difference to'), shop.glAccounts.suspense)
    await user.click(within(dialog).getByRole('button', { name: 'Book and finish' }))

    await screen.findByText(/Reconciled through Jun 30, 2026: the difference of \$20\.00 was booked as an adjustment\./)
    const entries = state.sandbox.inspect.journalEntries(shop.id)
    expect(entries).toHaveLength(before + 1)
    const entry = entries.at(-1)!
    expect(entry.date).toBe('2026-06-30')
    expect(entry.children?.map((line) => [line.glAccount?.id, line.drAmount ?? 0, line.crAmount ?? 0])).toEqual([
      [shop.glAccounts.savings, 2_000, 0],
      [shop.glAccounts.suspense, 0, 2_000],
    ])
    expect(reviewStatus(lube!.id)).toBe('RECONCILED')
  })
  it('offers the bank’s ledger account as a choice only when the host does not name it', async () => {
    await seedMonth()
    renderWorksheet({ bankAccounts: [{ id: ACCOUNT, name: 'Reserve savings' }] })
    const user = await typeStatement('2026-06-30', '-100.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Chain lube order/ }))
    await user.click(screen.getByRole('button', { name: 'Book an adjustment' }))
    const dialog = await screen.findByRole('dialog', { name: 'Book the difference as an adjustment' })
    const picker = within(dialog).getByLabelText('The bank account’s ledger account')
    expect(picker.tagName).not.toBe('OUTPUT')
    await user.selectOptions(within(dialog).getByLabelText('Book the difference to'), shop.glAccounts.suspense)
    await user.click(within(dialog).getByRole('button', { name: 'Book and finish' }))
    expect(picker).toHaveAccessibleDescription('The bank account’s ledger account: choose one.')
  })

  it('finishes at $0.00; a save that failed is said per row, Try again sends it, and the next month starts over', async () => {
    const { lube, fleet, wrench, fee } = await seedMonth()
    const onFinished = vi.fn()
    renderWorksheet({ onFinished })
    const user = await typeStatement('2026-06-30', '380.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Fleet service payment/ }))
    await user.click(tick(/Chain lube order/))
    expect(difference()).toHaveTextContent('Difference: $0.00')

    state.sandbox.failNext({ status: 500, path: '/v6/banks/transactions', method: 'POST' })
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    const failed = await screen.findByRole('alert')
    expect(failed).toHaveTextContent('0 of 2 transactions saved')
    // The save path found out at once that nothing was stored: each row says so.
    expect(failed).toHaveTextContent('Fleet service payment: not saved.')
    // What was sent stays as it was sent, not changeable, while the outcome is open.
    expect(tick(/Fleet service payment/)).toBeDisabled()
    expect(difference()).toHaveTextContent('Difference: $0.00')

    await user.click(within(failed).getByRole('button', { name: 'Try again' }))
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect(reviewStatus(lube!.id)).toBe('RECONCILED')
    expect(reviewStatus(fleet!.id)).toBe('RECONCILED')
    expect(onFinished).toHaveBeenCalledTimes(1)
    expect(onFinished.mock.calls[0]![0]).toMatchObject({
      outcome: 'balanced',
      closingBalance: 38_000,
      openingBalance: 0,
      openingTyped: true,
      // What the report shows: the items left unticked by the end date (the one to review too), and the register balance.
      uncleared: [expect.objectContaining({ id: fee!.id, amount: -3_000 }), expect.objectContaining({ id: wrench!.id, amount: -8_000 })],
      registerBalance: 38_000 - 3_000 - 8_000,
      companyName: shop.name,
    })
    expect(screen.getByLabelText('Beginning balance')).toHaveTextContent('$380.00')
    // The month's reconciled rows leave the worksheet; the next statement's end date shows what is left.
    fireEvent.change(screen.getByLabelText('Ending date'), { target: { value: '2026-07-31' } })
    await screen.findByRole('checkbox', { name: /Account fee/ })
    expect(screen.queryByRole('checkbox', { name: /Fleet service payment/ })).toBeNull()
  })

  it('takes the green banner down when the month is undone, and the undo’s notice when the month is finished again', async () => {
    await seedMonth()
    renderWorksheet()
    const user = await typeStatement('2026-06-30', '380.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Fleet service payment/ }))
    await user.click(tick(/Chain lube order/))
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    const banner = /Reconciled through Jun 30, 2026: difference \$0\.00\./
    await screen.findByText(banner)

    await user.click(await screen.findByRole('button', { name: 'Undo the last reconciliation' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: /^Undo the reconciliation ending/ })).getByRole('button', { name: 'Undo it' }),
    )
    const undone = /The reconciliation ending Jun 30, 2026 was undone/
    await screen.findByText(undone)
    expect(screen.queryByText(banner)).toBeNull()

    // The same month again: its finish ends the notice that it was undone.
    // Undone, it is the account's first again: its beginning balance is typed again.
    await typeStatement('2026-06-30', '380.00', '0')
    await user.click(await screen.findByRole('checkbox', { name: /Fleet service payment/ }))
    await user.click(tick(/Chain lube order/))
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    await screen.findByText(banner)
    await waitFor(() => expect(screen.queryByText(undone)).toBeNull())
  })
})

// The described service lists bank transactions by a bodiless POST in no stated order, cannot be asked
// a company's closing (the token's company's is answered) and restates a whole record in each update.
// The worksheet loads, locks the closed period's rows by that closing, and finishes.
describe('BankReconciliation on the described service', () => {
  const state = useSandboxServer({
    profile: DESCRIBED.profile,
    volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 },
  })
  const { ACCOUNT: SAVINGS, owner, shop: bikeShop } = shopSavings

  it('counts a ticked row of the closed period as cleared, and finishes without saving it', async () => {
    const [lube, fleet] = await shopSavings.saveToSavings(state.sandbox, [
      { date: '2026-06-03', amount: -12_000, description: 'Chain lube order', reviewStatus: 'REVIEWED' },
      { date: '2026-06-10', amount: 50_000, description: 'Fleet service payment', reviewStatus: 'REVIEWED' },
    ])
    state.sandbox.closeBooks('2026-06-05', bikeShop.id)
    renderWithSandbox(<BankReconciliation bankAccounts={[{ id: SAVINGS, name: 'Reserve savings' }]} />, state.sandbox, owner)
    const user = userEvent.setup()
    fireEvent.change(await screen.findByLabelText('Ending date'), { target: { value: '2026-06-30' } })
    await user.type(await screen.findByLabelText('Beginning balance'), '0')
    await user.type(screen.getByLabelText('Ending balance'), '380.00')
    await user.click(await screen.findByText('1 row in closed periods'))
    const locked = await screen.findByRole('checkbox', { name: /Chain lube order/ })
    expect(locked).toHaveAccessibleDescription(/closed through Jun 5, 2026: these rows cannot be changed\. Ticked, each counts as cleared/)
    await user.click(locked)
    await user.click(screen.getByRole('checkbox', { name: /Fleet service payment/ }))
    await waitFor(() => expect(document.querySelector('.bk-reconcile__difference')).toHaveTextContent('Difference: $0.00'))
    await user.click(screen.getByRole('button', { name: 'Finish reconciliation' }))
    await screen.findByText(/Reconciled through Jun 30, 2026: difference \$0\.00\./)
    expect(shopSavings.reviewStatusIn(state.sandbox, fleet!.id)).toBe('RECONCILED')
    expect(shopSavings.reviewStatusIn(state.sandbox, lube!.id)).toBe('REVIEWED')
  })
})
