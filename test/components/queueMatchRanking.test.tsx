// Which invoice the review queue offers a deposit when another invoice looks as good at first sight
// (issue 91), in jsdom against the sandbox, on the bookkit profile: a deposit naming its payer
// pays the payer's invoices, not another customer's of the same amount; a payer with no invoice
// that fits is said so, and Enter opens "Find match…" on them; a cheque's number that looks like an
// invoice's loses to the invoice owing exactly the cheque; a card payout short by its fee pays the
// invoice it settles, the fee on the host's fee category, not part of the customer's old invoice.
// The rankings are test/core/queue/invoiceMatchRanking.test.ts's; a payment and its undo on the
// described service, test/sandbox/invoicePayments.test.ts's.
import { screen, waitFor, within } from '@testing-library/react'
import type { BankTransaction, Invoice } from '../../src/api/types'
import { processorFee, RANKED_INVOICE_DEPOSITS } from '../../src/sandbox/seed/invoiceDepositScenarios'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { reviewQueue } from '../support/reviewQueue'
import { useSandboxServer } from '../support/sandbox'
import { bakery, FEES, MATCHING_VOLUME, matchingOptions, money } from '../support/depositMatching'

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('The invoice the queue offers a deposit (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: MATCHING_VOLUME })
  const invoices = () => state.sandbox.inspect.invoices(bakery.id) as Invoice[]
  const seeded = (sourceId: string) => invoices().find((one) => one.apiSourceId === sourceId) as Invoice
  const invoice = (id: string) => invoices().find((one) => one.id === id) as Invoice
  const transactions = () => state.sandbox.inspect.bankTransactions(bakery.id) as BankTransaction[]
  const deposit = (apiSourceId: string) => transactions().find((one) => one.apiSourceId === apiSourceId) as BankTransaction
  const stored = (id: string) => transactions().find((one) => one.id === id)
  const queue = reviewQueue(state, matchingOptions)
  const { rowOf } = queue
  afterEach(() => state.server.events.removeAllListeners())

  /** The queue searched for the deposit's row, that row focused and Enter pressed on it once its first suggestion is drawn. */
  const enterOn = async (waiting: BankTransaction, first: RegExp, props = {}) => {
    const { user, saves } = await queue.render(waiting.description!, props)
    const row = await waitFor(() => rowOf(waiting.id))
    const chip = await within(row).findByRole('button', { name: first })
    rowOf(waiting.id).focus()
    await user.keyboard('{Enter}')
    return { user, saves, chip }
  }

  it('pays the invoices of the customer a deposit names, not another customer’s invoice owing the same amount', async () => {
    const scenario = RANKED_INVOICE_DEPOSITS.payerNamed
    const waiting = deposit(scenario.apiSourceId)
    const payers = scenario.invoiceSourceIds.map(seeded)
    const other = seeded(scenario.otherSourceId)
    expect(other.totals.balance).toBe(waiting.amount)
    expect(other.customer.id).not.toBe(payers[0]!.customer.id)

    const { saves, chip } = await enterOn(waiting, /^Pays /)
    expect(chip).toHaveTextContent(payers[0]!.customer.name!)
    await waitFor(() => expect(stored(waiting.id)?.reviewStatus).toBe('REVIEWED'))
    expect(saves).toHaveLength(1)
    expect(new Set(stored(waiting.id)?.children?.map((line) => line.invoiceId))).toEqual(new Set(payers.map((one) => one.id)))
    for (const one of payers) expect(invoice(one.id).invoiceStatus).toBe('PAID')
    expect(invoice(other.id).totals.balance).toBe(other.totals.balance)
  })

  it('says a named payer has no open invoice of the amount, and Enter opens Find match… on that customer, paying no one', async () => {
    const scenario = RANKED_INVOICE_DEPOSITS.payerWithoutInvoice
    const waiting = deposit(scenario.apiSourceId)
    const payer = seeded(scenario.payerSourceId)
    const other = seeded(scenario.otherSourceId)
    expect(other.totals.balance).toBe(waiting.amount)
    const name = payer.customer.name!

    const { user, saves } = await enterOn(waiting, new RegExp(`^${name} has no open invoice of \\${money(waiting.amount)} for `))
    expect(within(rowOf(waiting.id)).queryByRole('button', { name: /^Pays / })).toBeNull()
    const dialog = await screen.findByRole('dialog')
    const search = within(dialog).getByRole('searchbox', { name: 'Search open invoices' })
    expect(search).toHaveValue(name)
    await within(dialog).findByRole('checkbox', { name: new RegExp(`^${payer.invoiceNumber} `) })
    expect(within(dialog).queryByRole('checkbox', { name: new RegExp(`^${other.invoiceNumber} `) })).toBeNull()
    // The search is the user's to clear: every open invoice is listed again.
    await user.clear(search)
    await within(dialog).findByRole('checkbox', { name: new RegExp(`^${other.invoiceNumber} `) })
    expect(saves).toHaveLength(0)
    expect(stored(waiting.id)?.reviewStatus).toBe('UNREVIEWED')
    expect(invoice(other.id).totals.balance).toBe(waiting.amount)
  })

  it('pays the invoice owing exactly a cheque, not the invoice whose number the cheque’s number looks like', async () => {
    const scenario = RANKED_INVOICE_DEPOSITS.chequeNumber
    const waiting = deposit(scenario.apiSourceId)
    const exact = seeded(scenario.invoiceSourceIds[0])
    const lookalike = seeded(scenario.otherSourceId)
    expect(waiting.description).toContain(lookalike.invoiceNumber!.replace(/\D/g, ''))

    const { saves, chip } = await enterOn(waiting, /^Pays /)
    expect(chip).toHaveTextContent(`Pays ${exact.invoiceNumber} · ${exact.customer.name} · ${money(waiting.amount)} open`)
    await waitFor(() =>
      expect(stored(waiting.id)).toMatchObject({ reviewStatus: 'REVIEWED', children: [{ invoiceId: exact.id, amount: waiting.amount }] }),
    )
    expect(saves).toHaveLength(1)
    expect(invoice(lookalike.id).totals.balance).toBe(lookalike.totals.balance)
  })

  it('pays the invoice a card payout settles in full, its fee on the host’s fee category in the same save, not part of an old invoice', async () => {
    const scenario = RANKED_INVOICE_DEPOSITS.processorFeeOldInvoice
    const waiting = deposit(scenario.apiSourceId)
    const owed = seeded(scenario.invoiceSourceIds[0])
    const old = seeded(scenario.otherSourceId)
    const balance = owed.totals.balance
    expect(old.date < owed.date && old.totals.balance > waiting.amount).toBe(true)
    expect(balance - waiting.amount).toBe(processorFee(balance))

    const { saves, chip } = await enterOn(waiting, /^Pays /, { feeCategoryId: FEES })
    expect(chip).toHaveTextContent(
      `Pays ${owed.invoiceNumber} · ${owed.customer.name} · ${money(balance)} open, less a ${money(balance - waiting.amount)} card fee`,
    )
    await waitFor(() =>
      expect(stored(waiting.id)).toMatchObject({
        reviewStatus: 'REVIEWED',
        children: [
          { invoiceId: owed.id, amount: balance },
          { categoryId: FEES, amount: waiting.amount - balance },
        ],
      }),
    )
    expect(saves).toHaveLength(1)
    expect(invoice(owed.id)).toMatchObject({ invoiceStatus: 'PAID', totals: expect.objectContaining({ balance: 0 }) })
    expect(invoice(old.id).totals.balance).toBe(old.totals.balance)
  })

  it('opens a card payout’s Find match… with the invoice and its fee filled when the host names no fee category, asking only the category; Undo owes it again', async () => {
    const scenario = RANKED_INVOICE_DEPOSITS.processorFeeOldInvoice
    const waiting = deposit(scenario.apiSourceId)
    const owed = seeded(scenario.invoiceSourceIds[0])
    const balance = owed.totals.balance

    const { user, saves } = await enterOn(waiting, /^Pays .+ card fee for /)
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('checkbox', { name: new RegExp(`^${owed.invoiceNumber} `) })).toBeChecked()
    expect(within(dialog).getByRole('textbox', { name: new RegExp(`^Amount for ${owed.invoiceNumber}`) })).toHaveValue(
      (balance / 100).toFixed(2),
    )
    expect(within(dialog).getByText('Card fee').nextElementSibling).toHaveTextContent(`-${money(balance - waiting.amount)}`)
    expect(saves).toHaveLength(0)
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Category for the difference/ }), FEES)
    await user.click(within(dialog).getByRole('button', { name: 'Save match' }))
    await waitFor(() =>
      expect(stored(waiting.id)).toMatchObject({
        reviewStatus: 'REVIEWED',
        children: [
          { invoiceId: owed.id, amount: balance },
          { categoryId: FEES, amount: waiting.amount - balance },
        ],
      }),
    )
    expect(saves).toHaveLength(1)
    expect(invoice(owed.id)).toMatchObject({ invoiceStatus: 'PAID', totals: expect.objectContaining({ balance: 0 }) })

    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }))
    await waitFor(() => expect(stored(waiting.id)?.reviewStatus).toBe('UNREVIEWED'))
    expect(invoice(owed.id).totals.balance).toBe(balance)
  })
})
