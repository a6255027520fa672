// Deposits matched to invoices in <BankTransactionList>, in jsdom against the sandbox, on the
// bookkit profile: a deposit for one open invoice's balance shows "Pays …" as its first suggestion
// (and a confirming rule that matches it leaves it alone); Enter saves the line naming the invoice,
// reviewed, in one request, and the invoice is paid; Undo restores the row and the invoice. A
// deposit that two invoices match equally shows both, and Enter picks neither. A card payout short
// by its fee, paid through Find match… with its fee on its own category and undone, is
// queueMatchRanking.test.tsx's. A payment and its undo on the described service are
// test/sandbox/invoicePayments.test.ts's.
import { screen, waitFor, within } from '@testing-library/react'
import type { BankTransaction, Invoice } from '../../src/api/types'
import { isolate } from '../../src/format/isolate'
import type { CategorizationRule } from '../../src/core/rules/types'
import { SANDBOX } from '../../src/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { BOOKKIT } from '../support/profiles'
import { reviewQueue } from '../support/reviewQueue'
import { sandboxClient, useSandboxServer } from '../support/sandbox'
import { bakery, MATCHING_VOLUME, matchingOptions, money } from '../support/depositMatching'

vi.setConfig({ testTimeout: 30_000 })
beforeEach(() => giveGridsAViewport())

describe('Deposits paying invoices in the review queue (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: MATCHING_VOLUME })
  const invoices = () => state.sandbox.inspect.invoices(bakery.id) as Invoice[]
  const invoice = (id: string) => invoices().find((one) => one.id === id) as Invoice
  const stored = (id: string) => (state.sandbox.inspect.bankTransactions(bakery.id) as BankTransaction[]).find((one) => one.id === id)
  /** Open invoices whose balance no other open invoice has, and pairs that share one, by balance. */
  const openByBalance = () => {
    const byBalance = new Map<number, Invoice[]>()
    for (const one of invoices()) {
      const balance = one.totals?.balance ?? 0
      if (balance <= 0 || !['OPEN', 'PARTIALLY_PAID'].includes(one.invoiceStatus ?? '')) continue
      byBalance.set(balance, [...(byBalance.get(balance) ?? []), one])
    }
    return byBalance
  }
  const queue = reviewQueue(state, matchingOptions)
  /** A deposit arriving from the bank feed, to review, that names no invoice and no customer. */
  const arrive = (amount: number, description: string) =>
    queue.arrive({ date: '2026-06-26', amount, bankAccountId: bakery.bankAccounts.checking, description })
  const { rowOf, render: renderQueue } = queue
  afterEach(() => state.server.events.removeAllListeners())

  it('offers the invoice a deposit pays first, past a confirming rule; Enter pays it in one request, and Undo owes it again', async () => {
    const [balance, [paid] = []] = [...openByBalance()].find(([, same]) => same.length === 1) ?? []
    if (balance === undefined || !paid) throw new Error('the seed has no open invoice of a balance of its own')
    const id = await arrive(balance, 'MOBILE DEPOSIT 0626')
    // A confirming rule that would categorize the deposit as income: a deposit that pays an invoice is not its to confirm.
    const rule: CategorizationRule = {
      id: 'rule_deposits',
      enabled: true,
      confirm: true,
      conditions: { description: { match: 'contains', text: 'Mobile deposit' } },
      actions: { categoryId: bakery.categories.deposits },
      createdAt: '2026-06-01T09:00:00.000Z',
    }
    state.sandbox.store.put(`rules:${bakery.id}`, { format: 'bookkit.rules', formatVersion: 1, rules: [rule] })
    const { user, saves } = await renderQueue('MOBILE DEPOSIT 0626')

    const text = `Pays ${paid.invoiceNumber} · ${paid.customer!.name} · ${money(balance)} open`
    // Named by what it reads (its names drawn isolated, in <bdi>), and unseen, its row's name.
    const chip = await within(await waitFor(() => rowOf(id))).findByRole('button', {
      name: `${text} for MOBILE DEPOSIT 0626`,
    })
    expect(chip).toHaveAttribute(
      'title',
      `Pays ${isolate(paid.invoiceNumber!)} · ${isolate(paid.customer!.name!)} · ${money(balance)} open`,
    )
    expect(
      within(rowOf(id))
        .getAllByRole('button')
        .find((button) => button.dataset.match !== undefined || button.dataset.rule !== undefined),
    ).toBe(chip)
    expect(within(rowOf(id)).queryByRole('button', { name: /by rule/ })).toBeNull()
    expect(saves).toHaveLength(0)

    rowOf(id).focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(stored(id)).toMatchObject({ reviewStatus: 'REVIEWED', children: [{ invoiceId: paid.id, amount: balance }] }))
    expect(saves).toHaveLength(1)
    expect(saves[0]?.data).toEqual([
      expect.objectContaining({
        id,
        reviewStatus: 'REVIEWED',
        children: [expect.objectContaining({ invoiceId: paid.id, amount: balance })],
      }),
    ])
    expect(invoice(paid.id)).toMatchObject({ invoiceStatus: 'PAID', totals: expect.objectContaining({ balance: 0 }) })
    expect(invoice(paid.id).payments).toContainEqual(expect.objectContaining({ date: '2026-06-26', amount: balance }))
    expect(await within(rowOf(id)).findByText('Pays an invoice')).toBeInTheDocument()

    await user.click(await screen.findByRole('button', { name: 'Undo (1)' }))
    await waitFor(() => expect(stored(id)?.reviewStatus).toBe('UNREVIEWED'))
    expect(stored(id)?.children ?? []).toEqual([])
    expect(invoice(paid.id).totals?.balance).toBe(balance)
    expect(invoice(paid.id).invoiceStatus).toBe(paid.invoiceStatus)
  })

  it('shows both invoices a deposit matches equally, and Enter picks neither', async () => {
    let [balance, pair] = [...openByBalance()].find(([, same]) => same.length >= 2) ?? []
    if (balance === undefined || !pair) {
      // Two open invoices of one balance, made so: a second customer's invoice paid down to the first's balance.
      const [first, second] = [...openByBalance().values()].flat().filter((one) => one.customer?.id)
      if (!first || !second) throw new Error('the seed has fewer than two open invoices')
      balance = Math.min(first.totals!.balance!, second.totals!.balance!)
      pair = [first, second]
      const larger = first.totals!.balance! > balance ? first : second
      const { client } = sandboxClient(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
      const paidDown = larger.totals!.balance! - balance
      const [result] = await client.saveBankTransactions([
        {
          date: '2026-06-25',
          amount: paidDown,
          bankAccountId: bakery.bankAccounts.checking,
          description: 'PART PAYMENT',
          reviewStatus: 'REVIEWED',
          children: [{ amount: paidDown, invoiceId: larger.id }],
        },
      ])
      expect(result?.ok).toBe(true)
    }
    const id = await arrive(balance, 'TRANSFER IN 0626')
    const { user, saves } = await renderQueue('TRANSFER IN 0626')
    const chips = await within(await waitFor(() => rowOf(id))).findAllByRole('button', { name: /^Pays / })
    expect(chips).toHaveLength(2)
    for (const one of pair.slice(0, 2)) expect(chips.some((chip) => chip.textContent?.includes(one.invoiceNumber!))).toBe(true)
    rowOf(id).focus()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    expect(saves).toHaveLength(0)
    expect(stored(id)?.reviewStatus).toBe('UNREVIEWED')
  })
})
