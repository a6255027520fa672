// Transfers between the company's own accounts in <BankTransactionList>, in jsdom against the
// sandbox, on the bookkit profile: the two sides of a transfer offer each other as their first
// suggestion (and a confirming rule that matches one leaves it alone); Enter pairs both in one
// request, reviewed, and Undo unpairs both. "Pair transfers…" pairs every pair ticked in one
// action. A side whose other side has not arrived is marked as a transfer to an account, and is
// paired with its other side once that arrives. The card's payment goes to the card, not to a savings
// deposit of its amount a day nearer; a side two others are as likely for shows both to choose from.
// Which pairs "Pair N transfers…" offers is decided in Node (test/core/queue/pairSelection.test.ts);
// a pair, its refusal and its undo on the described service are test/sandbox/transferPairs.test.ts's.
import { screen, waitFor, within } from '@testing-library/react'
import type { BankTransaction } from '../../src/api/types'
import { formatMonthDay } from '../../src/format/date'
import { formatMoney } from '../../src/format/money'
import type { CategorizationRule } from '../../src/core/rules/types'
import { SANDBOX } from '../../src/sandbox'
import { WAITING_TRANSFERS } from '../../src/sandbox/seed/transferScenarios'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { reviewQueue } from '../support/reviewQueue'
import { useSandboxServer } from '../support/sandbox'

const bakery = SANDBOX.companies.bakery
/** The least volume that seeds the card and the waiting transfers (`TRANSFERS_FROM_VOLUME`). */
const VOLUME = { invoicesPerCompany: 20, bankTransactionsPerCompany: 100, extraGlLinesPerCompany: 0 }
const options = { categories: [{ id: bakery.categories.deposits, name: 'Deposits' }] }
const money = (minor: number) => formatMoney(minor, { locale: 'en-US', currency: 'USD' })
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('Transfers in the review queue (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })
  const stored = (id: string) => (state.sandbox.inspect.bankTransactions(bakery.id) as BankTransaction[]).find((one) => one.id === id)
  const queue = reviewQueue(state, options)
  const arrive = (bankAccountId: string, amount: number, date: string, description: string) =>
    queue.arrive({ date, amount, bankAccountId, description })
  const { rowOf, render: renderQueue } = queue
  const seeded = (apiSourceId: string) =>
    (state.sandbox.inspect.bankTransactions(bakery.id) as BankTransaction[]).find((one) => one.apiSourceId === apiSourceId)!
  const accountName = (transaction: BankTransaction) => transaction.bankAccount?.displayName ?? transaction.bankAccount?.name ?? ''
  afterEach(() => state.server.events.removeAllListeners())

  it('offers the card’s payment its card, not a savings deposit of the amount a day nearer, and Enter pairs the card', async () => {
    const [outSource, cardSource] = WAITING_TRANSFERS.cardPayment.apiSourceIds
    const [out, card] = [seeded(outSource), seeded(cardSource)]
    const deposit = await arrive(bakery.bankAccounts.savings, -out.amount, dayAfter(out.date!), 'MOBILE DEPOSIT')
    const { user } = await renderQueue('ONLINE PAYMENT TO CARD')
    const chip = await within(await waitFor(() => rowOf(out.id))).findByRole('button', { name: /^Transfer to / })
    expect(chip).toHaveAccessibleName(expect.stringMatching(`^Transfer to ${accountName(card)} \\(`))

    rowOf(out.id).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(stored(out.id)?.matchingBankTransaction?.id).toBe(card.id))
    expect(stored(card.id)).toMatchObject({ reviewStatus: 'REVIEWED', matchingBankTransaction: { id: out.id } })
    expect(stored(deposit)?.matchingBankTransaction?.id).toBeUndefined()
    expect(stored(deposit)?.reviewStatus).toBe('UNREVIEWED')
  })

  it('opens a side two others are as likely for on Enter with both to choose from, and pairs the one chosen', async () => {
    const [inSource, ...outSources] = WAITING_TRANSFERS.ambiguous.apiSourceIds
    const [into, first, second] = [seeded(inSource), ...outSources.map(seeded)] as BankTransaction[]
    const { user, saves } = await renderQueue('TRANSFER FROM CHECKING')
    const row = await waitFor(() => rowOf(into!.id))
    await within(row).findByRole('button', { name: /^Transfer from / })
    row.focus()
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Pair transfers' })
    expect(saves).toHaveLength(0)
    const group = within(dialog).getByRole('group', { name: 'Pairs as likely' })
    const choices = within(group).getAllByRole('radio')
    expect(choices.map((choice) => choice.closest('label')?.textContent)).toEqual([
      expect.stringContaining(formatMonthDay(first!.date!, 'en-US')),
      expect.stringContaining(formatMonthDay(second!.date!, 'en-US')),
    ])
    expect(choices.map((choice) => (choice as HTMLInputElement).checked)).toEqual([true, false])
    await user.click(choices[1]!)
    await user.click(within(dialog).getByRole('button', { name: 'Pair 1 transfer' }))
    await waitFor(() => expect(stored(into!.id)?.matchingBankTransaction?.id).toBe(second!.id))
    expect(stored(first!.id)?.matchingBankTransaction?.id).toBeUndefined()
  })

  it('offers each side the other first, past a confirming rule; Enter pairs both in one request, and Undo unpairs both', async () => {
    const out = await arrive(bakery.bankAccounts.checking, -123456, '2026-06-25', 'XFER 0625 TO SAVINGS')
    const into = await arrive(bakery.bankAccounts.savings, 123456, '2026-06-26', 'XFER 0625 FROM CHECKING')
    // A confirming rule that would call the money out an expense: a transfer's side is not its to confirm.
    const rule: CategorizationRule = {
      id: 'rule_xfer',
      enabled: true,
      confirm: true,
      conditions: { description: { match: 'contains', text: 'XFER 0625' } },
      actions: { categoryId: bakery.categories.deposits },
      createdAt: '2026-06-01T09:00:00.000Z',
    }
    state.sandbox.store.put(`rules:${bakery.id}`, { format: 'bookkit.rules', formatVersion: 1, rules: [rule] })
    const { user, saves } = await renderQueue('XFER 0625')

    const savings = stored(into)!.bankAccount!
    const chip = await within(await waitFor(() => rowOf(out))).findByRole('button', {
      name: `Transfer to ${savings.displayName ?? savings.name} (+${money(123456)} on Jun 26, 2026) for XFER 0625 TO SAVINGS`,
    })
    expect(chip.dataset.transfer).toBeDefined()
    expect(within(rowOf(into)).getByRole('button', { name: /^Transfer from .+ \(-\$1,234\.56 on Jun 25, 2026\) for / })).toBeInTheDocument()
    expect(within(rowOf(out)).queryByRole('button', { name: /by rule/ })).toBeNull()
    expect(saves).toHaveLength(0)

    rowOf(out).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(stored(out)).toMatchObject({ reviewStatus: 'REVIEWED', matchingBankTransaction: { id: into } }))
    expect(stored(into)).toMatchObject({ reviewStatus: 'REVIEWED', matchingBankTransaction: { id: out } })
    expect(saves).toHaveLength(1)
    expect(saves[0]?.data).toEqual([
      expect.objectContaining({ id: out, matchingBankTransactionId: into, reviewStatus: 'REVIEWED' }),
      expect.objectContaining({ id: into, matchingBankTransactionId: out, reviewStatus: 'REVIEWED' }),
    ])
    // The row now reads what it moved, its other account named.
    await waitFor(() =>
      expect(rowOf(out).querySelector('.bk-transaction-category[data-state="transfer"]')?.textContent).toMatch(
        /^Transfer to Reserve Savings ••9930/,
      ),
    )

    await user.click(await screen.findByRole('button', { name: 'Undo (2)' }))
    await waitFor(() => expect(stored(out)?.reviewStatus).toBe('UNREVIEWED'))
    expect(saves).toHaveLength(2)
    expect(stored(out)?.matchingBankTransaction?.id).toBeUndefined()
    expect(stored(into)).toMatchObject({ reviewStatus: 'UNREVIEWED' })
    expect(stored(into)?.matchingBankTransaction?.id).toBeUndefined()
  })

  it('pairs every pair ticked in "Pair transfers…", in one action with one undo', async () => {
    const sides = [
      await arrive(bakery.bankAccounts.checking, -20000, '2026-06-20', 'SWEEP 0620 OUT'),
      await arrive(bakery.bankAccounts.savings, 20000, '2026-06-20', 'SWEEP 0620 IN'),
      await arrive(bakery.bankAccounts.savings, -7500, '2026-06-22', 'SWEEP 0622 OUT'),
      await arrive(bakery.bankAccounts.checking, 7500, '2026-06-23', 'SWEEP 0622 IN'),
    ]
    const { user, saves } = await renderQueue('SWEEP 06')
    await waitFor(() => rowOf(sides[0]!))
    await user.click(await screen.findByRole('button', { name: /^Pair \d+ transfers?…$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Pair transfers' })
    await user.click(within(dialog).getByRole('button', { name: /^Pair \d+ transfers?$/ }))
    await waitFor(() => expect(stored(sides[0]!)?.matchingBankTransaction?.id).toBe(sides[1]))
    expect(stored(sides[2]!)?.matchingBankTransaction?.id).toBe(sides[3])
    expect(saves.flatMap((save) => save.data.map((item) => item.id))).toEqual(expect.arrayContaining(sides))
  })

  it('marks a side whose other side has not arrived, and pairs it with that side once it arrives', async () => {
    const out = await arrive(bakery.bankAccounts.checking, -31415, '2026-06-27', 'WIRE 0627 RESERVE')
    const { user } = await renderQueue('0627')
    const row = await waitFor(() => rowOf(out))
    row.focus()
    await user.keyboard('t')
    const dialog = await screen.findByRole('dialog', { name: 'Mark as transfer' })
    await user.click(within(dialog).getByRole('radio', { name: /Reserve Savings/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(stored(out)).toMatchObject({ type: 'TRANSFER', reviewStatus: 'REVIEWED' }))
    expect(state.sandbox.store.peek(`transferMarks:${bakery.id}`)).toMatchObject({
      value: { marks: [expect.objectContaining({ transactionId: out, bankAccountId: bakery.bankAccounts.savings })] },
    })

    const into = await arrive(bakery.bankAccounts.savings, 31415, '2026-06-29', 'INCOMING 0627')
    await user.click(screen.getByRole('button', { name: 'Check for new transactions' }))
    await waitFor(() => expect(stored(into)?.matchingBankTransaction?.id).toBe(out))
    expect(stored(out)?.matchingBankTransaction?.id).toBe(into)
    expect(await screen.findByText('1 marked transfer met its other side and was paired.')).toBeInTheDocument()
  })
})
