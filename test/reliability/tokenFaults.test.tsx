// Token faults at the hook level, against the sandbox: a token that expires in the middle of a
// save is renewed once and the save completes once; a host fetchToken that rejects and then
// resolves gives an auth error state, then full recovery without a reload.
import { act, waitFor } from '@testing-library/react'
import { BookkeepingAuthError } from '../../src/api'
import type { NotificationSettings, TokenResponse } from '../../src/api/types'
import {
  useInvoices,
  useSaveBankTransactions,
  useSaveManualJournalEntries,
  useSession,
  useUpdateNotificationSettings,
} from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { sandboxTokenFetcher, useSandboxServer } from '../support/sandbox'
import { createTally } from '../support/tally'
import { BANK_TRANSACTIONS, expense, JOURNAL_ENTRIES, journalEntry, renderWithProvider, SETTINGS, storedCount } from './hooks'
import { onceSent, recordRequests, requestsTo } from '../support/requests'

const state = useSandboxServer({ volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 20 } })
const tally = createTally('reliability/tokenFaults')

describe('a token that expires in the middle of a save', () => {
  const settings: NotificationSettings = { financialSummaries: 'SMS', bankConnectionErrors: 'OFF', conversations: 'EMAIL' }

  it.each([
    ['a bank transaction', BANK_TRANSACTIONS, 'mid-save-btxn'],
    ['a journal entry', JOURNAL_ENTRIES, 'mid-save-mje'],
    ['notification settings', SETTINGS, ''],
  ])('%s: one renewal, and the save completes exactly once', async (_, path, apiSourceId) => {
    state.reset({ latencyMs: 150 })
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const requests = recordRequests(state.server)
    const { result } = renderWithProvider(
      () => ({
        transactions: useSaveBankTransactions(),
        entries: useSaveManualJournalEntries(),
        settings: useUpdateNotificationSettings(),
      }),
      fetchToken,
    )
    // The token expires after the save left the browser and before the service reads it.
    onceSent(state.server, path, 'POST', () => state.sandbox.expireTokens())
    tally.injected++

    await act(async () => {
      if (path === BANK_TRANSACTIONS)
        expect(await result.current.transactions.mutateAsync([expense(apiSourceId)])).toMatchObject([{ status: 'saved', recovered: false }])
      else if (path === JOURNAL_ENTRIES)
        expect(await result.current.entries.mutateAsync([journalEntry(apiSourceId)])).toMatchObject([{ status: 'saved', recovered: false }])
      else expect(await result.current.settings.mutateAsync(settings)).toEqual(settings)
    })

    expect(fetchToken).toHaveBeenCalledTimes(2)
    const posts = requestsTo(requests, path)
    expect(posts).toHaveLength(2)
    expect(posts[0]?.headers.get('authorization')).not.toBe(posts[1]?.headers.get('authorization'))
    if (apiSourceId) expect(storedCount(state.sandbox, apiSourceId)).toBe(1)
    else expect(state.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)).toEqual(settings)
    tally.survived++
  })

  it('past its lifetime on the service clock: one renewal, one record', async () => {
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const requests = recordRequests(state.server)
    const { result } = renderWithProvider(() => useSaveBankTransactions(), fetchToken)
    await act(() => result.current.mutateAsync([expense('clock-1')]))
    // The service's clock passes the token's expiry while the client still believes in it.
    state.sandbox.advanceClock(state.sandbox.options.tokenTtlSeconds + 1)
    tally.injected++

    const [saved] = await act(() => result.current.mutateAsync([expense('clock-2')]))

    expect(saved).toMatchObject({ status: 'saved', recovered: false, record: { apiSourceId: 'clock-2' } })
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expect(requestsTo(requests, BANK_TRANSACTIONS)).toHaveLength(3)
    expect(storedCount(state.sandbox, 'clock-2')).toBe(1)
    tally.survived++
  })

  it('many saves in flight when it expires: one renewal for all of them, each record once', async () => {
    state.reset({ latencyMs: 100 })
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const { result } = renderWithProvider(() => useSaveBankTransactions(), fetchToken)
    await act(() => result.current.mutateAsync([expense('warm-up')]))
    onceSent(state.server, BANK_TRANSACTIONS, 'POST', () => state.sandbox.expireTokens())
    tally.injected++

    const ids = Array.from({ length: 8 }, (_, i) => `concurrent-${i}`)
    const results = await act(() => Promise.all(ids.map((id) => result.current.mutateAsync([expense(id)]))))

    expect(results.map(([item]) => item?.status)).toEqual(ids.map(() => 'saved'))
    expect(fetchToken).toHaveBeenCalledTimes(2)
    for (const id of ids) expect(storedCount(state.sandbox, id), id).toBe(1)
    tally.survived++
  })
})

describe('fetchToken rejecting, then resolving', () => {
  /** A host fetchToken whose backend is down until `recover()`. */
  function flakyFetchToken() {
    let down = true
    const fetchToken = vi.fn(async (): Promise<TokenResponse> => {
      if (down) throw new Error('host backend unavailable (503)')
      return state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    })
    return { fetchToken, recover: () => void (down = false) }
  }

  it('reads: an auth error state after the retries, then full recovery on retry, without a reload', async () => {
    const { fetchToken, recover } = flakyFetchToken()
    const requests = recordRequests(state.server)
    const { result } = renderWithProvider(() => ({ invoices: useInvoices({ limit: 10 }), session: useSession() }), fetchToken)

    await waitFor(() => expect(result.current.invoices.isError).toBe(true))
    tally.injected += fetchToken.mock.calls.length
    expect(result.current.invoices.error).toBeInstanceOf(BookkeepingAuthError)
    expect(result.current.session).toMatchObject({ status: 'error', error: expect.any(BookkeepingAuthError) })
    // Retried (auth failures may be transient), but only twice: three calls, no request sent without a token.
    expect(fetchToken).toHaveBeenCalledTimes(3)
    expect(requests).toHaveLength(0)

    recover()
    await act(() => result.current.invoices.refetch())

    await waitFor(() => expect(result.current.invoices.isSuccess).toBe(true))
    expect(result.current.invoices.data?.invoices.length).toBeGreaterThan(0)
    expect(result.current.session).toMatchObject({ status: 'ready', error: undefined, scope: 'write' })
    expect(fetchToken).toHaveBeenCalledTimes(4)
    tally.survived += 3
  })

  it('a failed sign-in once is retried with the read, invisibly', async () => {
    let calls = 0
    const fetchToken = vi.fn(async (): Promise<TokenResponse> => {
      if (calls++ === 0) throw new Error('blip')
      return state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    })
    const { result } = renderWithProvider(() => useInvoices({ limit: 10 }), fetchToken)
    tally.injected++
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.failureCount).toBe(0)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    tally.survived++
  })

  it('writes: the save is refused (kind auth) and nothing is sent; saving again works, once', async () => {
    const { fetchToken, recover } = flakyFetchToken()
    const requests = recordRequests(state.server)
    const { result } = renderWithProvider(() => ({ save: useSaveBankTransactions(), session: useSession() }), fetchToken)
    tally.injected++

    // Signing in failed before anything was sent: a refusal the user can act on, not an unknown outcome.
    const [refused] = await act(() => result.current.save.mutateAsync([expense('auth-save')]))
    expect(refused).toMatchObject({
      status: 'refused',
      kind: 'auth',
      statusCode: 401,
      errors: [expect.objectContaining({ type: 'INVALID_TOKEN' })],
    })
    expect(result.current.save.error).toBeNull()
    expect(result.current.session).toMatchObject({ status: 'error', error: expect.any(BookkeepingAuthError) })
    expect(fetchToken).toHaveBeenCalledTimes(1)
    expect(requests).toHaveLength(0)
    expect(storedCount(state.sandbox, 'auth-save')).toBe(0)

    recover()
    const [saved] = await act(() => result.current.save.mutateAsync([expense('auth-save')]))
    expect(saved).toMatchObject({ status: 'saved', recovered: false })
    expect(storedCount(state.sandbox, 'auth-save')).toBe(1)
    expect(result.current.session.status).toBe('ready')
    tally.survived++
  })
})
