// The hooks against the sandbox, inside a real BookkeepingProvider: they return the service's data
// and keep every cache true after each mutation.
import { act, renderHook, waitFor } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import type { BookkeepingClient, WriteOutcome, WriteProgress } from '../../src/api'
import type { BankTransaction, BankTransactionInput, NotificationSettings } from '../../src/api/types'
import {
  BookkeepingProvider,
  useBankTransactions,
  useBookkeepingClient,
  useClosing,
  useDeleteBankTransaction,
  useGeneralLedger,
  useInvoices,
  useNotificationSettings,
  useSaveBankTransactions,
  useSaveManualJournalEntries,
  useSession,
  useUpdateNotificationSettings,
} from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { holdRequests, recordRequests, requestsTo } from '../support/requests'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 400 } })
const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const TODAY = '2026-06-30'

/** renderHook inside a provider whose fetchToken asks the test's sandbox, as a host backend would. */
function renderSandboxHook<Result>(hook: () => Result, who: { userId?: string | null; scope?: 'read' | 'write' } = {}) {
  const fetchToken = sandboxTokenFetcher(state.sandbox, who)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken}>
      {children}
    </BookkeepingProvider>
  )
  return { fetchToken, ...renderHook(hook, { wrapper }) }
}

/** A second client of the same user: what the service holds, seen from outside the hooks. */
function outside(userId: string = SANDBOX.users.bakeryOwner): BookkeepingClient {
  return sandboxClient(state.sandbox, { userId }).client
}

function expense(apiSourceId: string, fields: Partial<BankTransactionInput> = {}): BankTransactionInput {
  return {
    date: TODAY,
    amount: -4321,
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: 'Hazelnuts for the holiday loaves',
    apiName: 'BOOKKIT_TEST',
    apiSourceId,
    ...fields,
  }
}

describe('useBookkeepingClient', () => {
  it("is the provider's client, and hooks outside a provider say so", () => {
    const { result } = renderSandboxHook(() => useBookkeepingClient())
    expect(typeof result.current.queryInvoices).toBe('function')
    expect(() => renderHook(() => useInvoices())).toThrow(/inside <BookkeepingProvider>/)
  })
})

describe('useInvoices', () => {
  it("returns the sandbox's invoices page by page, every loaded one in data.invoices", async () => {
    const query = { limit: 100, sort: { value: 'invoiceNumber' } }
    const { result } = renderSandboxHook(() => useInvoices(query))

    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const firstPage = await outside().queryInvoices(query)
    expect(result.current.data?.invoices).toEqual(firstPage.data)
    expect(result.current.hasNextPage).toBe(true)

    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const secondPage = await outside().queryInvoices({ ...query, cursor: firstPage.cursor?.after })
    expect(result.current.data?.invoices).toEqual([...firstPage.data, ...secondPage.data])
    expect(result.current.hasNextPage).toBe(secondPage.cursor !== undefined)
  })

  it('applies the filter and refetches when the query changes', async () => {
    let currentStatus = 'PAID'
    const { result, rerender } = renderSandboxHook(() => useInvoices({ limit: 250, filter: { invoiceStatus: { in: [currentStatus] } } }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.invoices.length).toBeGreaterThan(0)
    expect(result.current.data?.invoices.every((invoice) => invoice.invoiceStatus === 'PAID')).toBe(true)

    currentStatus = 'OPEN'
    rerender()
    await waitFor(() => expect(result.current.data?.invoices.every((invoice) => invoice.invoiceStatus === 'OPEN')).toBe(true))
    expect(result.current.data?.invoices.length).toBeGreaterThan(0)
  })
})

describe('useGeneralLedger', () => {
  it("exposes page 1's beginningBalance and the lines of every loaded page", async () => {
    const account = bakery.glAccounts.busyExpense
    const query = { limit: 100, filter: { includeBeginningBalance: true, beginDate: '2026-01-01' } }
    const { result } = renderSandboxHook(() => useGeneralLedger(account, query))

    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const firstPage = await outside().queryGeneralLedger(account, query)
    expect(firstPage.beginningBalance).toEqual(expect.any(Number))
    expect(result.current.data?.beginningBalance).toBe(firstPage.beginningBalance)
    expect(result.current.data?.lines).toEqual(firstPage.data)

    expect(firstPage.data).toHaveLength(100)
    await act(() => result.current.fetchNextPage())
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2))
    const secondPage = await outside().queryGeneralLedger(account, { ...query, cursor: firstPage.cursor?.after })
    expect(secondPage.beginningBalance ?? null).toBeNull()
    expect(secondPage.data.length).toBeGreaterThan(0)
    expect(result.current.data?.lines).toEqual([...firstPage.data, ...secondPage.data])
    // Still page 1's beginning balance, and real arithmetic: an expense account adds debits.
    expect(result.current.data?.beginningBalance).toBe(firstPage.beginningBalance)
    const [first] = firstPage.data
    expect(first?.runningBalance).toBe((firstPage.beginningBalance ?? 0) + (first?.drAmount ?? 0) - (first?.crAmount ?? 0))
  })

  it('has a null beginningBalance when it was not asked for', async () => {
    const { result } = renderSandboxHook(() => useGeneralLedger(bakery.glAccounts.busyExpense, { limit: 10 }))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.beginningBalance).toBeNull()
    expect(result.current.data?.lines).toHaveLength(10)
  })

  it('stays idle without an account', () => {
    const { result } = renderSandboxHook(() => useGeneralLedger(''))
    expect(result.current.fetchStatus).toBe('idle')
  })
})

describe('useSaveBankTransactions and useDeleteBankTransaction', () => {
  it('keep the bank transaction list and an open ledger true after a create, an update and a delete', async () => {
    const ledgerQuery = { limit: 250, filter: { includeBeginningBalance: true, beginDate: TODAY } }
    const { result } = renderSandboxHook(() => ({
      list: useBankTransactions({ limit: 250 }),
      ledger: useGeneralLedger(bakery.glAccounts.busyExpense, ledgerQuery),
      save: useSaveBankTransactions(),
      remove: useDeleteBankTransaction(),
    }))
    await waitFor(() => expect(result.current.list.isSuccess && result.current.ledger.isSuccess).toBe(true))
    const before = result.current.ledger.data
    const balanceBefore = before?.lines.at(-1)?.runningBalance ?? before?.beginningBalance ?? 0
    const countBefore = result.current.list.data?.transactions.length ?? 0

    // Create: the list has it at once, the ledger refetches and shows its line and the new balance.
    const [created] = await act(() => result.current.save.mutateAsync([expense('hooks-create')]))
    if (created?.status !== 'saved' || !created.record) throw new Error(JSON.stringify(created))
    expect(created).toMatchObject({ statusCode: 201, recovered: false })
    const id = created.record.id
    await waitFor(() =>
      expect(result.current.list.data?.transactions.find((transaction) => transaction.id === id)).toMatchObject({ amount: -4321 }),
    )
    expect(result.current.list.data?.transactions).toHaveLength(countBefore + 1)
    await waitFor(() => expect(result.current.ledger.data?.lines.some((line) => line.entity?.id === id)).toBe(true))
    const createdLine = result.current.ledger.data?.lines.find((line) => line.entity?.id === id)
    expect(createdLine).toMatchObject({ drAmount: 4321, crAmount: 0 })
    expect(result.current.ledger.data?.lines.at(-1)?.runningBalance).toBe(balanceBefore + 4321)

    // Update: the list shows the new amount, the ledger the new line and balance.
    const [updated] = await act(() => result.current.save.mutateAsync([{ id, amount: -10000, type: 'EXPENSE' }]))
    expect(updated).toMatchObject({ status: 'saved', statusCode: 200, record: { id, amount: -10000 } })
    await waitFor(() =>
      expect(result.current.list.data?.transactions.find((transaction) => transaction.id === id)).toMatchObject({ amount: -10000 }),
    )
    await waitFor(() => expect(result.current.ledger.data?.lines.find((line) => line.entity?.id === id)).toMatchObject({ drAmount: 10000 }))
    expect(result.current.ledger.data?.lines.at(-1)?.runningBalance).toBe(balanceBefore + 10000)

    // Delete: gone from the list and from the ledger, balance back.
    const deleted = await act(() => result.current.remove.mutateAsync(id))
    expect(deleted).toMatchObject({ status: 'saved', record: { id, status: 'DELETED' }, recovered: false })
    await waitFor(() => expect(result.current.list.data?.transactions.some((transaction) => transaction.id === id)).toBe(false))
    expect(result.current.list.data?.transactions).toHaveLength(countBefore)
    await waitFor(() => expect(result.current.ledger.data?.lines.some((line) => line.entity?.id === id)).toBe(false))
    expect(result.current.ledger.data?.lines.at(-1)?.runningBalance ?? result.current.ledger.data?.beginningBalance).toBe(balanceBefore)

    // And the service agrees with the caches.
    const { client } = sandboxClient(state.sandbox)
    await expect(client.deleteBankTransaction(id)).rejects.toMatchObject({ status: 404 })
  })

  it('return per-item outcomes for a batch with an invalid item, and cache only the saved one', async () => {
    const { result } = renderSandboxHook(() => ({ list: useBankTransactions({ limit: 250 }), save: useSaveBankTransactions() }))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    const countBefore = result.current.list.data?.transactions.length ?? 0

    const results = await act(() =>
      result.current.save.mutateAsync([expense('hooks-valid'), expense('hooks-no-account', { bankAccountId: undefined })]),
    )

    expect(results.map((item) => item.status)).toEqual(['saved', 'refused'])
    expect(results[1]).toMatchObject({
      status: 'refused',
      statusCode: 400,
      kind: 'service',
      errors: [expect.objectContaining({ type: 'REQUIRED', param: 'bankAccountId' })],
    })
    await waitFor(() => expect(result.current.save.isSuccess).toBe(true))
    expect(result.current.list.data?.transactions).toHaveLength(countBefore + 1)
  })

  it("resolve a refused delete to a refused outcome with the service's words, not an error, and leave the list alone", async () => {
    const { result } = renderSandboxHook(() => ({ list: useBankTransactions({ limit: 250 }), remove: useDeleteBankTransaction() }))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))
    const countBefore = result.current.list.data?.transactions.length

    const outcome = await act(() => result.current.remove.mutateAsync('btxn_does_not_exist'))

    expect(outcome).toMatchObject({
      status: 'refused',
      statusCode: 404,
      kind: 'notFound',
      errors: [expect.objectContaining({ type: 'NOT_FOUND' })],
    })
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true))
    expect(result.current.remove.error).toBeNull()
    expect(result.current.list.data?.transactions).toHaveLength(countBefore ?? -1)
  })

  it('send a write larger than maxBatchSize in batches, one after another, with one outcome per item and progress as it goes', async () => {
    // Each request takes a while, so the progress between batches is rendered.
    state.reset({ latencyMs: 80 })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)} service={{ maxBatchSize: 2 }}>
        {children}
      </BookkeepingProvider>
    )
    const requests = recordRequests(state.server)
    const seen: WriteProgress[] = []
    const { result } = renderHook(
      () => {
        const save = useSaveBankTransactions()
        if (save.progress) seen.push(save.progress)
        return { list: useBankTransactions({ limit: 250 }), save }
      },
      { wrapper },
    )
    await waitFor(() => expect(result.current.list.isSuccess && result.current.list.data?.syncing === undefined).toBe(true))
    const countBefore = result.current.list.data?.transactions.length ?? 0
    const ids = ['batched-1', 'batched-2', 'batched-3', 'batched-4', 'batched-5']

    let pending: Promise<WriteOutcome<BankTransaction>[]> | undefined
    act(() => void (pending = result.current.save.mutateAsync(ids.map((id) => expense(id)))))
    await waitFor(() => expect(result.current.save.progress).toMatchObject({ done: 2, total: 5, saved: 2 }))
    await waitFor(() => expect(result.current.save.isPending).toBe(false))
    const outcomes = (await pending) ?? []

    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved', 'saved', 'saved', 'saved'])
    const saves = requestsTo(requests, '/v6/banks/transactions')
    expect(saves).toHaveLength(3)
    expect(await Promise.all(saves.map(async (request) => ((await request.clone().json()) as { data: unknown[] }).data.length))).toEqual([
      2, 2, 1,
    ])
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.every((step) => step.total === 5 && step.saved <= step.done)).toBe(true)
    // Told batch by batch: never more than what had landed.
    expect(seen.map((step) => step.done)).toEqual([...seen.map((step) => step.done)].sort((a, b) => a - b))
    // Progress is for the write on its way: none once it has landed.
    expect(result.current.save.progress).toBeUndefined()
    for (const id of ids)
      expect(state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiSourceId === id)).toHaveLength(1)
    expect(result.current.list.data?.transactions).toHaveLength(countBefore + 5)
  })

  it('cancel(): the batch on its way is unknown (cancelled, to be checked), the batches after it are not sent', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={sandboxTokenFetcher(state.sandbox)} service={{ maxBatchSize: 2 }}>
        {children}
      </BookkeepingProvider>
    )
    const requests = recordRequests(state.server)
    const { result } = renderHook(() => useSaveBankTransactions(), { wrapper })
    state.sandbox.failNext({ hang: true, path: '/v6/banks/transactions', method: 'POST' })

    let pending: Promise<WriteOutcome<BankTransaction>[]> | undefined
    act(() => void (pending = result.current.mutateAsync(['cancel-1', 'cancel-2', 'cancel-3'].map((id) => expense(id)))))
    await waitFor(() => expect(requestsTo(requests, '/v6/banks/transactions')).toHaveLength(1))
    act(() => result.current.cancel())
    const outcomes = await act(async () => (await pending) ?? [])

    // It may still land: until its settle window (twice the write limit) from its send has passed.
    const settlesAt = expect.any(Number)
    expect(outcomes).toEqual([
      { status: 'unknown', reason: 'cancelled', canCheck: true, errors: [], settlesAt },
      { status: 'unknown', reason: 'cancelled', canCheck: true, errors: [], settlesAt },
      { status: 'notSent' },
    ])
    expect(requestsTo(requests, '/v6/banks/transactions')).toHaveLength(1)
    expect(state.sandbox.inspect.bankTransactions(bakery.id).some((record) => record.apiSourceId?.startsWith('cancel-'))).toBe(false)
    expect(result.current.error).toBeNull()
  })

  it("check after a whole-request 500 on a save: stored is saved (recovered), not stored is refused with the service's words, never sent again", async () => {
    const requests = recordRequests(state.server)
    const { result } = renderSandboxHook(() => ({ list: useBankTransactions({ limit: 250 }), save: useSaveBankTransactions() }))
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true))

    // The service stored it, then answered 500.
    state.sandbox.failNext({ status: 500, stored: true, path: '/v6/banks/transactions', method: 'POST' })
    const [kept] = await act(() => result.current.save.mutateAsync([expense('500-stored')]))
    expect(kept).toMatchObject({ status: 'saved', recovered: true, record: { apiSourceId: '500-stored', amount: -4321 } })
    await waitFor(() =>
      expect(result.current.list.data?.transactions.some((transaction) => transaction.apiSourceId === '500-stored')).toBe(true),
    )

    // It answered 500 without storing it.
    state.sandbox.failNext({ status: 500, path: '/v6/banks/transactions', method: 'POST' })
    const [lost] = await act(() => result.current.save.mutateAsync([expense('500-not-stored')]))
    expect(lost).toMatchObject({
      status: 'refused',
      kind: 'service',
      errors: [expect.objectContaining({ type: 'UNKNOWN_ERROR', message: 'Something went wrong on our side. Try again in a moment.' })],
    })
    expect(requestsTo(requests, '/v6/banks/transactions')).toHaveLength(2)
    expect(state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiSourceId === '500-stored')).toHaveLength(1)
    expect(state.sandbox.inspect.bankTransactions(bakery.id).some((record) => record.apiSourceId === '500-not-stored')).toBe(false)
    expect(result.current.save.error).toBeNull()
  })

  it("resolve a read-only session's save to refused FORBIDDEN, storing nothing", async () => {
    const { result } = renderSandboxHook(() => useSaveBankTransactions(), { scope: 'read' })
    const [outcome] = await act(() => result.current.mutateAsync([expense('read-only-save')]))
    expect(outcome).toMatchObject({
      status: 'refused',
      statusCode: 403,
      kind: 'forbidden',
      errors: [expect.objectContaining({ type: 'FORBIDDEN' })],
    })
    expect(state.sandbox.inspect.bankTransactions(bakery.id).some((record) => record.apiSourceId === 'read-only-save')).toBe(false)
  })
})

describe('useUpdateNotificationSettings', () => {
  const next: NotificationSettings = { financialSummaries: 'SMS', bankConnectionErrors: 'EMAIL', conversations: 'OFF' }

  it('holds only what the service confirmed: the change is the pending variables until the answer, then the data', async () => {
    const { result } = renderSandboxHook(() => ({ settings: useNotificationSettings(), update: useUpdateNotificationSettings() }))
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true))
    const previous = result.current.settings.data
    expect(previous).not.toEqual(next)
    // The save waits on its way until the pending state is seen.
    const release = holdRequests(state.server, `${TEST_BASE_URL}/v6/notifications/settings`)

    act(() => result.current.update.mutate(next))

    await waitFor(() => expect(result.current.update.variables).toEqual(next))
    expect(result.current.update.isPending).toBe(true)
    expect(result.current.settings.data).toEqual(previous)
    release()
    await waitFor(() => expect(result.current.update.isSuccess).toBe(true))
    expect(result.current.settings.data).toEqual(next)
    expect(await outside().getNotificationSettings()).toEqual(next)
  })

  it('keeps the confirmed settings when a save fails (500) and the check finds it not held, and sends a later change without it', async () => {
    const { result } = renderSandboxHook(() => ({ settings: useNotificationSettings(), update: useUpdateNotificationSettings() }))
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true))
    const previous = result.current.settings.data as NotificationSettings
    const refused = previous.financialSummaries === 'OFF' ? 'SMS' : 'OFF'
    const accepted = previous.conversations === 'EMAIL' ? 'SMS' : 'EMAIL'
    state.sandbox.failNext({ status: 500, method: 'POST', path: '/v6/notifications/settings' })

    const first = result.current.update.mutateAsync({ financialSummaries: refused })
    const second = result.current.update.mutateAsync({ conversations: accepted })
    await expect(first).rejects.toMatchObject({ name: 'BookkeepingApiError', status: 500 })
    await second

    const expected = { ...previous, conversations: accepted }
    await waitFor(() => expect(result.current.settings.data).toEqual(expected))
    expect(await outside().getNotificationSettings()).toEqual(expected)
  })

  it('resolves with what the service holds when a save failed (500) after it was stored: the check finds the change held', async () => {
    const { result } = renderSandboxHook(() => ({ settings: useNotificationSettings(), update: useUpdateNotificationSettings() }))
    await waitFor(() => expect(result.current.settings.isSuccess).toBe(true))
    state.sandbox.failNext({ status: 500, stored: true, method: 'POST', path: '/v6/notifications/settings' })

    const saved = await act(() => result.current.update.mutateAsync(next))

    expect(saved).toEqual(next)
    await waitFor(() => expect(result.current.settings.data).toEqual(next))
    expect(await outside().getNotificationSettings()).toEqual(next)
  })

  it('leaves no unsaved settings behind when an update fails before they were ever loaded', async () => {
    const { result } = renderSandboxHook(() => {
      const [shown, setShown] = useState(false)
      return { settings: useNotificationSettings({ enabled: shown }), update: useUpdateNotificationSettings(), show: () => setShown(true) }
    })
    state.sandbox.failNext({ status: 500, method: 'POST', path: '/v6/notifications/settings' })

    await act(() => result.current.update.mutateAsync(next).catch(() => undefined))
    await waitFor(() => expect(result.current.update.isError).toBe(true))
    act(() => result.current.show())

    const saved = await outside().getNotificationSettings()
    expect(saved).not.toEqual(next)
    await waitFor(() => expect(result.current.settings.data).toEqual(saved))
  })
})

describe('useSaveManualJournalEntries', () => {
  it('returns per-item failures with their param, and an open ledger shows the saved entry', async () => {
    const account = bakery.glAccounts.unused
    const { result } = renderSandboxHook(() => ({
      ledger: useGeneralLedger(account, { limit: 50 }),
      save: useSaveManualJournalEntries(),
    }))
    await waitFor(() => expect(result.current.ledger.isSuccess).toBe(true))
    expect(result.current.ledger.data?.lines).toEqual([])

    const results = await act(() =>
      result.current.save.mutateAsync([
        {
          date: '2026-06-25',
          description: 'Owner paid the market stall fee personally',
          children: [
            { glAccountId: account, drAmount: 7500, crAmount: 0 },
            { glAccountId: bakery.glAccounts.ownerEquity, drAmount: 0, crAmount: 7500 },
          ],
        },
        {
          date: '2026-06-25',
          description: 'Does not balance',
          children: [
            { glAccountId: account, drAmount: 7500, crAmount: 0 },
            { glAccountId: bakery.glAccounts.ownerEquity, drAmount: 0, crAmount: 7000 },
          ],
        },
      ]),
    )

    expect(results[0]).toMatchObject({ status: 'saved', statusCode: 201, record: { amount: 7500 }, recovered: false })
    expect(results[1]).toMatchObject({
      status: 'refused',
      statusCode: 400,
      kind: 'service',
      errors: [expect.objectContaining({ type: 'INVALID_VALUE', param: 'children' })],
    })
    const entryId = results[0]?.status === 'saved' ? results[0].record?.id : undefined
    expect(entryId).toEqual(expect.stringMatching(/^mje_/))
    await waitFor(() => expect(result.current.ledger.data?.lines).toHaveLength(1))
    expect(result.current.ledger.data?.lines[0]).toMatchObject({ entity: { id: entryId }, drAmount: 7500, runningBalance: 7500 })
  })
})

describe('useClosing', () => {
  it("reports the bakery's closed period through isLocked", async () => {
    const { result } = renderSandboxHook(() => useClosing())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const closing = await outside().getClosing()
    const data = result.current.data
    expect(data).toMatchObject({ date: closing.date, modifications: 'DISABLED', modificationsEnabled: false })
    expect(data?.isLocked(closing.date)).toBe(true)
    expect(data?.isLocked('2020-01-01')).toBe(true)
    expect(data?.isLocked(TODAY)).toBe(false)
    expect(data?.isLocked(undefined)).toBe(false)

    // What the lock says is what the service enforces.
    const [inside] = await outside().saveBankTransactions([expense('locked', { date: closing.date })])
    expect(inside).toMatchObject({ ok: false, errors: [expect.objectContaining({ type: 'NOT_MODIFIABLE' })] })
  })

  it('locks nothing for the bike shop, whose modifications are enabled', async () => {
    const { result } = renderSandboxHook(() => useClosing(), { userId: SANDBOX.users.bikeShopOwner })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data).toMatchObject({ modifications: 'ENABLED', modificationsEnabled: true })
    expect(result.current.data?.isLocked(result.current.data.date)).toBe(false)
  })

  it("answers a named company's closing for a token that sees several", async () => {
    const { result } = renderSandboxHook(
      () => ({ bakery: useClosing({ companyId: bakery.id }), bikeShop: useClosing({ companyId: bikeShop.id }) }),
      {
        userId: SANDBOX.users.bookkeeper,
      },
    )
    await waitFor(() => expect(result.current.bakery.isSuccess && result.current.bikeShop.isSuccess).toBe(true))
    expect(result.current.bakery.data?.modificationsEnabled).toBe(false)
    expect(result.current.bikeShop.data?.modificationsEnabled).toBe(true)
  })
})

describe('useSession', () => {
  it('reports a read-only session for a scope=read token once signed in', async () => {
    const { result, fetchToken } = renderSandboxHook(() => ({ session: useSession(), closing: useClosing() }), { scope: 'read' })
    expect(result.current.session).toMatchObject({ readOnly: false, scope: undefined })
    await waitFor(() => expect(result.current.closing.isSuccess).toBe(true))
    expect(result.current.session).toEqual({ scope: 'read', readOnly: true, status: 'ready', error: undefined })
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })

  it('reports a writable session for a scope=write token', async () => {
    const { result } = renderSandboxHook(() => ({ session: useSession(), closing: useClosing() }))
    await waitFor(() => expect(result.current.closing.isSuccess).toBe(true))
    expect(result.current.session).toMatchObject({ scope: 'write', readOnly: false, status: 'ready' })
  })

  it('reports a sign-in failure as status error with a BookkeepingAuthError', async () => {
    const fetchToken = vi.fn(async () => {
      throw new Error('host route down')
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken}>
        {children}
      </BookkeepingProvider>
    )
    const { result } = renderHook(() => ({ session: useSession(), closing: useClosing() }), { wrapper })
    await waitFor(() => expect(result.current.session.status).toBe('error'))
    expect(result.current.session.error).toMatchObject({ name: 'BookkeepingAuthError' })
  })
})
