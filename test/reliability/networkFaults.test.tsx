// Network and service faults at the hook level, against the sandbox: the network going away and
// coming back, reads that fail and recover, and writes that are never retried on their own.
import { act, waitFor } from '@testing-library/react'
import { BookkeepingApiError, BookkeepingNetworkError, BookkeepingResponseError } from '../../src/api'
import {
  useDeleteBankTransaction,
  useGeneralLedger,
  useInvoices,
  useNotificationSettings,
  useSaveBankTransactions,
  useSaveManualJournalEntries,
  useUpdateNotificationSettings,
} from '../../src/react'
import { sandboxTokenFetcher, useSandboxServer } from '../support/sandbox'
import { createTally } from '../support/tally'
import {
  BANK_TRANSACTIONS,
  bakery,
  expense,
  INVOICES,
  JOURNAL_ENTRIES,
  journalEntry,
  renderWithProvider,
  SETTINGS,
  storedCount,
} from './hooks'
import { recordRequests, requestsTo } from '../support/requests'

const state = useSandboxServer({ volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 20 } })
const tally = createTally('reliability/networkFaults')

describe('the network going away and coming back', () => {
  it('reads: an error with retry after the automatic retries, then recovery', async () => {
    state.sandbox.failNext({ networkError: true, times: 3, path: INVOICES })
    tally.injected += 3
    const { result } = renderWithProvider(() => useInvoices({ limit: 10 }), sandboxTokenFetcher(state.sandbox))

    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(BookkeepingNetworkError)
    expect(result.current.error?.message).toMatch(/could not be reached/)

    await act(() => result.current.refetch())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.invoices.length).toBeGreaterThan(0)
    tally.survived += 3
  })

  it('reads: a browser that goes offline holds the refetch back, and coming online sends it', async () => {
    const fetchStatuses: string[] = []
    const { result } = renderWithProvider(() => {
      const invoices = useInvoices({ limit: 10 })
      fetchStatuses.push(invoices.fetchStatus)
      return invoices
    }, sandboxTokenFetcher(state.sandbox))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const loadedAt = result.current.dataUpdatedAt
    const requests = recordRequests(state.server)
    onTestFinished(() => void window.dispatchEvent(new Event('online')))

    act(() => void window.dispatchEvent(new Event('offline')))
    tally.injected++
    act(() => void result.current.refetch())
    // Paused is the query deciding not to send: nothing has gone out, and the loaded invoices stay.
    await waitFor(() => expect(fetchStatuses.at(-1)).toBe('paused'))
    expect(requests).toHaveLength(0)
    expect(result.current.data?.invoices.length).toBeGreaterThan(0)

    act(() => void window.dispatchEvent(new Event('online')))
    await waitFor(() => expect(result.current.dataUpdatedAt).toBeGreaterThan(loadedAt))
    expect(result.current.isSuccess).toBe(true)
    // One request in all: a late one sent while offline would make two.
    expect(requestsTo(requests, INVOICES)).toHaveLength(1)
    expect(requests).toHaveLength(1)
    tally.survived++
  })

  it('writes: a network error is found out, not resent blindly: a sync shows nothing was stored, and it is sent once more', async () => {
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ networkError: true, path: BANK_TRANSACTIONS })
    tally.injected++
    const { result } = renderWithProvider(() => useSaveBankTransactions(), sandboxTokenFetcher(state.sandbox))

    const [saved] = await act(() => result.current.mutateAsync([expense('offline-save')]))
    expect(saved).toMatchObject({ status: 'saved', recovered: false, record: { apiSourceId: 'offline-save' } })
    // The save, the sync that found nothing stored, and the save sent again.
    expect(requestsTo(requests, '/v5/banks/transactions', 'GET')).toHaveLength(1)
    expect(requestsTo(requests, BANK_TRANSACTIONS)).toHaveLength(2)
    expect(storedCount(state.sandbox, 'offline-save')).toBe(1)
    tally.survived++
  })

  it('writes: an answer lost after the service stored it is found by the sync: saved (recovered), never sent twice', async () => {
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ dropAnswer: true, path: BANK_TRANSACTIONS })
    tally.injected++
    const { result } = renderWithProvider(() => useSaveBankTransactions(), sandboxTokenFetcher(state.sandbox))

    const [saved] = await act(() => result.current.mutateAsync([expense('lost-answer')]))

    expect(saved).toMatchObject({ status: 'saved', recovered: true, record: { apiSourceId: 'lost-answer' } })
    expect(requestsTo(requests, BANK_TRANSACTIONS)).toHaveLength(1)
    expect(storedCount(state.sandbox, 'lost-answer')).toBe(1)
    tally.survived++
  })

  it('writes: the connection lost twice leaves it unknown (to be checked); the next save of it checks first, then sends it once', async () => {
    const requests = recordRequests(state.server)
    state.sandbox.failNext({ networkError: true, times: 2, path: BANK_TRANSACTIONS })
    tally.injected += 2
    const { result } = renderWithProvider(() => useSaveBankTransactions(), sandboxTokenFetcher(state.sandbox))

    const [first] = await act(() => result.current.mutateAsync([expense('twice-lost')]))
    expect(first).toEqual({ status: 'unknown', reason: 'noAnswer', canCheck: true, errors: [] })
    expect(requestsTo(requests, BANK_TRANSACTIONS)).toHaveLength(2)
    expect(result.current.error).toBeNull()
    expect(storedCount(state.sandbox, 'twice-lost')).toBe(0)

    const syncsBefore = requestsTo(requests, '/v5/banks/transactions', 'GET').length
    const [second] = await act(() => result.current.mutateAsync([expense('twice-lost')]))
    expect(second).toMatchObject({ status: 'saved', recovered: false })
    expect(requestsTo(requests, '/v5/banks/transactions', 'GET').length).toBeGreaterThan(syncsBefore)
    expect(requestsTo(requests, BANK_TRANSACTIONS)).toHaveLength(3)
    expect(storedCount(state.sandbox, 'twice-lost')).toBe(1)
    tally.survived += 2
  })
})

describe('reads that fail', () => {
  it('two 500s then success: the data, after the retries, with no error state in between', async () => {
    state.sandbox.failNext({ status: 500, times: 2, path: INVOICES })
    tally.injected += 2
    const states: string[] = []
    const { result } = renderWithProvider(() => {
      const invoices = useInvoices({ limit: 10 })
      states.push(invoices.status)
      return invoices
    }, sandboxTokenFetcher(state.sandbox))

    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(states).not.toContain('error')
    expect(result.current.failureCount).toBe(0)
    expect(result.current.data?.invoices.length).toBeGreaterThan(0)
    tally.survived += 2
  })

  it('a permanent 500: the service message as the error, and a retry that works once the fault is gone', async () => {
    state.sandbox.failNext({ status: 500, times: 3, path: `/v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger` })
    tally.injected += 3
    const { result } = renderWithProvider(() => useGeneralLedger(bakery.glAccounts.rent, { limit: 10 }), sandboxTokenFetcher(state.sandbox))

    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(BookkeepingApiError)
    expect(result.current.error).toMatchObject({
      status: 500,
      type: 'UNKNOWN_ERROR',
      message: 'Something went wrong on our side. Try again in a moment.',
    })

    await act(() => result.current.refetch())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    tally.survived += 3
  })

  it.each([
    ['not JSON', 'Internal error <b>oops</b>'],
    ['JSON without the envelope', '{"data":[]}'],
    ['an empty body', ''],
    ['a SUCCESS envelope without data', '{"result":"SUCCESS"}'],
  ])('a malformed answer (%s) every time: a clear error, no crash, then recovery', async (_, body) => {
    state.sandbox.failNext({ body, times: 3, path: SETTINGS })
    tally.injected += 3
    const { result } = renderWithProvider(() => useNotificationSettings(), sandboxTokenFetcher(state.sandbox))

    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(BookkeepingResponseError)
    await act(() => result.current.refetch())
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    tally.survived += 3
  })
})

describe('writes are never retried automatically', () => {
  // What a 500 that stored nothing comes to, hook by hook. A bank-transaction write is checked by a
  // sync first: not stored, it is refused with the service's own words (no resend after a 5xx). A
  // journal entry cannot be checked: unknown, and only the user sends it again. Settings are read
  // back: the change is not held, so the save fails with the service's error.
  const SERVICE_WORDS = [
    expect.objectContaining({ type: 'UNKNOWN_ERROR', message: 'Something went wrong on our side. Try again in a moment.' }),
  ]
  it.each([
    [
      'useSaveBankTransactions',
      BANK_TRANSACTIONS,
      'POST',
      { resolves: [{ status: 'refused', statusCode: 500, kind: 'service', errors: SERVICE_WORDS }] },
    ],
    [
      'useSaveManualJournalEntries',
      JOURNAL_ENTRIES,
      'POST',
      { resolves: [{ status: 'unknown', reason: 'failed', canCheck: false, errors: SERVICE_WORDS }] },
    ],
    ['useUpdateNotificationSettings', SETTINGS, 'POST', { rejects: { name: 'BookkeepingApiError', status: 500 } }],
    [
      'useDeleteBankTransaction',
      '',
      'DELETE',
      { resolves: { status: 'refused', statusCode: 500, kind: 'service', errors: SERVICE_WORDS } },
    ],
  ] as const)('%s: a 500 is sent once and surfaces; the second attempt succeeds, once', async (_, path, method, surfaces) => {
    const requests = recordRequests(state.server)
    const { result } = renderWithProvider(
      () => ({
        save: useSaveBankTransactions(),
        entries: useSaveManualJournalEntries(),
        settings: useUpdateNotificationSettings(),
        remove: useDeleteBankTransaction(),
      }),
      sandboxTokenFetcher(state.sandbox),
    )
    let target: string = path
    let attempt: () => Promise<unknown>
    if (method === 'DELETE') {
      const [created] = await act(() => result.current.save.mutateAsync([expense('to-delete')]))
      const id = created?.status === 'saved' ? created.record?.id : undefined
      if (!id) throw new Error('could not create the record to delete')
      target = `${BANK_TRANSACTIONS}/${id}`
      attempt = () => result.current.remove.mutateAsync(id)
    } else if (path === BANK_TRANSACTIONS) {
      attempt = () => result.current.save.mutateAsync([expense('no-retry-btxn')])
    } else if (path === JOURNAL_ENTRIES) {
      attempt = () => result.current.entries.mutateAsync([journalEntry('no-retry-mje')])
    } else {
      attempt = () => result.current.settings.mutateAsync({ financialSummaries: 'OFF', bankConnectionErrors: 'OFF', conversations: 'OFF' })
    }
    state.sandbox.failNext({ status: 500, path: target, method })
    tally.injected++

    const settled = await act(() =>
      attempt().then(
        (value) => ({ value }),
        (error: unknown) => ({ error }),
      ),
    )
    // The fault answers once: had the write been sent again, the second request would have
    // succeeded and stored it. One request, and what it came to.
    if ('rejects' in surfaces) expect(settled).toMatchObject({ error: surfaces.rejects })
    else expect(settled).toMatchObject({ value: surfaces.resolves })
    expect(requestsTo(requests, target, method)).toHaveLength(1)
    if (path === BANK_TRANSACTIONS) expect(storedCount(state.sandbox, 'no-retry-btxn')).toBe(0)
    if (path === JOURNAL_ENTRIES) expect(storedCount(state.sandbox, 'no-retry-mje')).toBe(0)

    const again = await act(() => attempt())
    if (method === 'DELETE') expect(again).toMatchObject({ status: 'saved', record: { status: 'DELETED' } })
    else if (path !== SETTINGS) expect(again).toMatchObject([{ status: 'saved', recovered: false }])
    expect(requestsTo(requests, target, method)).toHaveLength(2)
    if (path === BANK_TRANSACTIONS) expect(storedCount(state.sandbox, 'no-retry-btxn')).toBe(1)
    if (path === JOURNAL_ENTRIES) expect(storedCount(state.sandbox, 'no-retry-mje')).toBe(1)
    if (method === 'DELETE') expect(state.sandbox.inspect.deletedBankTransactionIds(bakery.id)).toContain(target.split('/').at(-1))
    tally.survived++
  })

  it.each([
    ['a save', BANK_TRANSACTIONS, 'POST'],
    ['a delete', '', 'DELETE'],
  ] as const)('%s answered 500 after the service stored it: a sync finds it, saved (recovered), sent once', async (_, path, method) => {
    const requests = recordRequests(state.server)
    const { result } = renderWithProvider(
      () => ({ save: useSaveBankTransactions(), remove: useDeleteBankTransaction() }),
      sandboxTokenFetcher(state.sandbox),
    )
    let target: string = path
    let attempt: () => Promise<unknown>
    if (method === 'DELETE') {
      const [created] = await act(() => result.current.save.mutateAsync([expense('stored-then-500-delete')]))
      const id = created?.status === 'saved' ? created.record?.id : undefined
      if (!id) throw new Error('could not create the record to delete')
      target = `${BANK_TRANSACTIONS}/${id}`
      attempt = () => result.current.remove.mutateAsync(id)
    } else {
      attempt = () => result.current.save.mutateAsync([expense('stored-then-500')])
    }
    state.sandbox.failNext({ status: 500, stored: true, path: target, method })
    tally.injected++

    const outcome = await act(() => attempt())

    if (method === 'DELETE') {
      expect(outcome).toMatchObject({ status: 'saved', recovered: true, record: { id: target.split('/').at(-1), status: 'DELETED' } })
      expect(state.sandbox.inspect.deletedBankTransactionIds(bakery.id)).toContain(target.split('/').at(-1))
    } else {
      expect(outcome).toMatchObject([{ status: 'saved', recovered: true, record: { apiSourceId: 'stored-then-500' } }])
      expect(storedCount(state.sandbox, 'stored-then-500')).toBe(1)
    }
    expect(requestsTo(requests, target, method)).toHaveLength(1)
    tally.survived++
  })
})
