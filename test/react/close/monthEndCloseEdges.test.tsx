// useMonthEndClose at its edges, against the sandbox and its host store: a bookkeeper's token that
// sees two companies (the chosen one's records only), and money moved between accounts after a
// sign-off, read again from the ledger (each account's balance, not the totals). What the changes
// item makes of balances moved, and a read-only session's refusal, are the core's, tested in Node
// (test/core/close/items.test.ts, signOff.test.ts); the happy path is ./monthEndClose.test.tsx's.
import { act, waitFor } from '@testing-library/react'
import { isReviewed } from '../../../src/api/reviewStatus'
import type { BankTransaction } from '../../../src/api/types'
import { bankTransactionUpdate } from '../../../src/api/writes/bankTransactionItems'
import type { MonthEndCloseItem } from '../../../src/core/close/closeItems'
import { closeKey, type CloseRecord } from '../../../src/core/close/monthClose'
import { useMonthEndClose, useSaveBankTransactions } from '../../../src/react'
import { useServiceProfile } from '../../../src/react/provider/provided'
import { SANDBOX } from '../../../src/sandbox'
import { BOOKKIT } from '../../support/profiles'
import { bookkitService, type ServiceProfile } from '../../../src/api/service'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'
import { useViewerToday } from '../../support/viewerToday'

const bakery = SANDBOX.companies.bakery
const MONTH = '2026-05'
const END = '2026-05-31'
const VOLUME = { invoicesPerCompany: 12, bankTransactionsPerCompany: 150, extraGlLinesPerCompany: 0 }
/** A reason for each item that is not done, so a month signs off as it stands. */
const REASONS = { review: 'Seen', reconcile: 'Seen', match: 'Seen', suspense: 'Seen', receivables: 'Seen', balances: 'Seen' }

vi.setConfig({ testTimeout: 30_000 })
useViewerToday('2026-06-30')

const itemOf = <Id extends MonthEndCloseItem['id']>(items: readonly MonthEndCloseItem[], id: Id) =>
  items.find((item) => item.id === id) as Extract<MonthEndCloseItem, { id: Id }>

// Money moved between accounts leaves the trial balance's totals equal and, for a split's lines, every
// transaction's amount, date and category as they were: each account's balance tells it.
describe('useMonthEndClose after money moved between accounts since the sign-off (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })

  it('reports each account whose balance at the month’s end moved: a split’s line moved to another expense, the totals and the transaction as they were', async () => {
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const { result, queryClient } = renderHookWithSandbox(
      () => ({ close: useMonthEndClose(MONTH, { accounts }), save: useSaveBankTransactions(), updates: useServiceProfile().updates }),
      state.sandbox,
    )
    await waitFor(() => expect(result.current.close.trialBalance).toBeDefined())
    const kept = await act(() => result.current.close.signOff({ reasons: REASONS }))
    expect(kept.signOffs[0]!.balances!.length).toBeGreaterThan(0)
    await waitFor(() => expect(itemOf(result.current.close.items, 'changes')).toMatchObject({ state: 'done', left: 0 }))

    const before = new Map(
      state.sandbox.inspect.trialBalance(bakery.id, undefined, END).accounts.map((one) => [one.glAccountId, one.debit - one.credit]),
    )
    // The loan payment's split: its interest line moved to insurance (both expenses), the payment itself as it was.
    const split = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (one) => one.date.startsWith(MONTH) && (one.children ?? []).length === 2,
    )!
    const [principal, interest] = split.children!
    const moved = [principal!, { ...interest!, categoryId: 'ctg_co1_insurance' }]
    await act(() => result.current.save.mutateAsync([bankTransactionUpdate(split, { children: moved }, result.current.updates)]))
    await settled(queryClient)
    await waitFor(() => expect(itemOf(result.current.close.items, 'changes').state).toBe('toDo'))
    const changes = itemOf(result.current.close.items, 'changes')
    expect(changes.changes).toEqual([])
    expect(result.current.close.trialBalance).toEqual(kept.signOffs[0]!.trialBalance)
    // Exactly the two accounts the sandbox's ledger moved, by the amount moved.
    const after = new Map(
      state.sandbox.inspect.trialBalance(bakery.id, undefined, END).accounts.map((one) => [one.glAccountId, one.debit - one.credit]),
    )
    const net = (id: string) => after.get(id)! - before.get(id)!
    const movedInLedger = [...after.keys()].filter((id) => net(id) !== 0)
    expect(movedInLedger).toHaveLength(2)
    expect(changes.balances.map((one) => one.account.id).sort()).toEqual(movedInLedger.sort())
    for (const one of changes.balances) expect(Math.abs(one.now - one.then), one.account.id).toBe(-interest!.amount)
    expect(changes.left).toBe(2)
  })
})

// The closing names its company only where the profile has the parameter (bookkit's); a client
// without it is answered the token's first company's (the bakery's) whatever it asks: the bike
// shop's close must not show that as its own. (The request without the parameter is
// test/api/serviceProfile.test.ts's; the described sandbox's answer, test/sandbox/profileMembers.test.ts's.)
describe('useMonthEndClose of the second company of a bookkeeper’s two (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })

  it('tells the chosen company’s closing where the service can be asked it, and none rather than another company’s', async () => {
    const bikeShop = SANDBOX.companies.bikeShop
    const accounts = state.sandbox.inspect.glAccounts(bikeShop.id)
    const own = state.sandbox.inspect.closing(bikeShop.id)
    expect(own).not.toEqual(state.sandbox.inspect.closing(bakery.id))
    const toldWith = async (service: ServiceProfile) => {
      const { result, queryClient, unmount } = renderHookWithSandbox(
        () => useMonthEndClose(MONTH, { companyId: bikeShop.id, accounts }),
        state.sandbox,
        { userId: SANDBOX.users.bookkeeper, provider: { service } },
      )
      await waitFor(() => expect(itemOf(result.current.items, 'match')?.figures).toBe('final'))
      await settled(queryClient)
      const { closing } = result.current
      unmount()
      return closing && { date: closing.date, modifications: closing.modifications }
    }
    expect(await toldWith(bookkitService)).toEqual(own)
    expect(await toldWith({ ...bookkitService, closingCompanyParam: false })).toBeUndefined()
  })
})

// A bookkeeper's token sees both companies: the bakery's close counts and keeps the bakery's records only.
describe('useMonthEndClose for one company of a bookkeeper’s two (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: VOLUME })

  it('counts, compares and signs off the chosen company’s transactions and invoices only', async () => {
    const accounts = state.sandbox.inspect.glAccounts(bakery.id)
    const matchOf = async (userId: string) => {
      const { result, unmount } = renderHookWithSandbox(() => useMonthEndClose(MONTH, { companyId: bakery.id, accounts }), state.sandbox, {
        userId,
      })
      await waitFor(() => expect(itemOf(result.current.items, 'match')?.figures).toBe('final'))
      const { deposits, transfers } = itemOf(result.current.items, 'match')
      unmount()
      return { deposits, transfers }
    }
    // The suggestions left are the bakery's as its owner sees them: the bike shop's transfers to pair are not.
    expect(await matchOf(SANDBOX.users.bookkeeper)).toEqual(await matchOf(SANDBOX.users.bakeryOwner))

    const { result } = renderHookWithSandbox(() => useMonthEndClose(MONTH, { companyId: bakery.id, accounts }), state.sandbox, {
      userId: SANDBOX.users.bookkeeper,
    })
    await waitFor(() => {
      expect(result.current.items).toHaveLength(8)
      for (const item of result.current.items) expect(item.figures, item.id).not.toBe('counting')
    })
    const bakeryMonth = (state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).filter(
      (one) => one.status !== 'DELETED' && one.date.startsWith(MONTH),
    )
    // The other company has transactions this month too: counting them would show.
    expect(state.sandbox.inspect.bankTransactions(SANDBOX.companies.bikeShop.id).some((one) => one.date.startsWith(MONTH))).toBe(true)
    expect(itemOf(result.current.items, 'review')).toMatchObject({
      transactions: bakeryMonth.length,
      left: bakeryMonth.filter((one) => !isReviewed(one.reviewStatus)).length,
    })
    expect(itemOf(result.current.items, 'reconcile').accounts.every((one) => one.bankAccountId.startsWith('bka_co1_'))).toBe(true)
    // The bike shop's open invoices are not the bakery's: its ledger agrees with its own.
    expect(itemOf(result.current.items, 'receivables')).toMatchObject({ difference: 0, state: 'done' })

    await act(() => result.current.signOff({ reasons: REASONS }))
    const kept = (await state.sandbox.store.load(closeKey(bakery.id, MONTH)))!.value as CloseRecord
    expect(kept.signOffs[0]!.transactions.map(([id]) => id).sort()).toEqual(bakeryMonth.map((one) => one.id).sort())
  })
})
