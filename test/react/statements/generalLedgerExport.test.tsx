// useGeneralLedgerExport against the sandbox: a transient failure mid-walk
// is retried and the export still holds every stored line once, in order; a lasting one stops with
// the lines walked and resumes from the cursor it stopped at; a 4xx fails at once; a cancel stops
// the walk even mid-backoff. Backoff is zero here (injected), except where a long one proves the cancel.
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { RetryPolicy } from '../../../src/api/transport/retry'
import type { GeneralLedgerQuery } from '../../../src/api/types'
import { BookkeepingProvider, useGeneralLedgerExport, type GeneralLedgerExport, type GeneralLedgerListQuery } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { recordBodies } from '../../support/requests'
import { sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

// Seeding the sandbox in a beforeEach (its first test) takes longer than Vitest's 10 s on a busy machine.
vi.setConfig({ hookTimeout: 60_000 })

const bakery = SANDBOX.companies.bakery
const ACCOUNT = bakery.glAccounts.busyExpense
const LEDGER_PATH = `/v6/accounting/glAccounts/${ACCOUNT}/generalLedger`
const QUERY: GeneralLedgerListQuery = { filter: { includeBeginningBalance: true } }
const NO_WAIT: RetryPolicy = { retries: 3, delay: () => 0 }

// The ledger walk asks for no method, and the GL's 250-line page holds in both profiles: once, on
// the sandbox's default profile.
describe('useGeneralLedgerExport', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 560 } })
  let sent: GeneralLedgerQuery[] = []

  beforeEach(() => {
    sent = recordBodies<GeneralLedgerQuery>(state.server, (_, pathname) => pathname === LEDGER_PATH)
  })
  afterEach(() => state.server.events.removeAllListeners())

  function renderExport(retry: RetryPolicy = NO_WAIT) {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={serviceFor(state.sandbox)}>
        {children}
      </BookkeepingProvider>
    )
    return renderHook(({ query }) => useGeneralLedgerExport(ACCOUNT, query, { retry }), { wrapper, initialProps: { query: QUERY } })
  }

  /** Faults for the page after the first: armed once page 1 is answered, so they meet page 2. */
  function failFromPageTwo(fault: { status?: number; networkError?: boolean; times: number }) {
    let armed = false
    state.server.events.on('response:mocked', ({ request }) => {
      if (armed || new URL(request.url).pathname !== LEDGER_PATH) return
      armed = true
      state.sandbox.failNext({ ...fault, path: LEDGER_PATH })
    })
  }

  /** Every line the service holds for the account, in its order, exactly once each. */
  function expectTheWholeLedger(result: GeneralLedgerExport | undefined) {
    const stored = state.sandbox.inspect.glLines(ACCOUNT)
    expect(stored.length).toBeGreaterThan(500)
    expect(result?.lines.map((line) => [line.id, line.drAmount, line.crAmount])).toEqual(
      stored.map((line) => [line.id, line.drAmount, line.crAmount]),
    )
    expect(result?.beginningBalance).toBe(0)
  }

  it('walks every page at 250 lines and reports done with the count', async () => {
    const { result } = renderExport()
    const exported = await act(() => result.current.start())
    expectTheWholeLedger(exported)
    expect(result.current.state).toEqual({ status: 'done', linesWalked: exported?.lines.length })
    await waitFor(() => expect(sent).toHaveLength(Math.ceil((exported?.lines.length ?? 0) / 250)))
    expect(sent.every((body) => body.limit === 250)).toBe(true)
  })

  it.each([
    ['two 500s', { status: 500, times: 2 }],
    ['a network error', { networkError: true, times: 1 }],
  ])('retries %s mid-walk from the same cursor, and the export is complete and exact', async (_, fault) => {
    failFromPageTwo(fault)
    const { result } = renderExport()
    const exported = await act(() => result.current.start())
    expectTheWholeLedger(exported)
    expect(result.current.state.status).toBe('done')
    // Page 2 went out 1 + (failures) times, each time with page 1's cursor.
    await waitFor(() => expect(sent).toHaveLength(Math.ceil((exported?.lines.length ?? 0) / 250) + fault.times))
    const pageTwo = sent[1]?.cursor
    expect(pageTwo).toEqual(expect.any(String))
    expect(sent.slice(1, 2 + fault.times).map((body) => body.cursor)).toEqual(Array(1 + fault.times).fill(pageTwo))
  })

  it('a lasting failure keeps the lines walked; resume sends the cursor it stopped at and finishes the file', async () => {
    failFromPageTwo({ status: 500, times: 1 + NO_WAIT.retries })
    const { result } = renderExport()
    expect(await act(() => result.current.start())).toBeUndefined()
    expect(result.current.state).toMatchObject({
      status: 'failed',
      linesWalked: 250,
      resumable: true,
      error: expect.objectContaining({ status: 500 }),
    })
    await waitFor(() => expect(sent).toHaveLength(2 + NO_WAIT.retries))
    const stoppedAt = sent[1]?.cursor
    expect(stoppedAt).toEqual(expect.any(String))

    const before = sent.length
    const exported = await act(() => result.current.resume())
    expectTheWholeLedger(exported)
    expect(result.current.state).toEqual({ status: 'done', linesWalked: exported?.lines.length })
    // Page 1 is not asked for again: the first request after the resume names the page that failed.
    await waitFor(() => expect(sent.length).toBeGreaterThan(before))
    expect(sent[before]?.cursor).toBe(stoppedAt)
    expect(sent.slice(before).every((body) => typeof body.cursor === 'string')).toBe(true)
  })

  it('another filter drops a stopped walk: resume then starts from page 1 of the new filter', async () => {
    failFromPageTwo({ status: 500, times: 1 + NO_WAIT.retries })
    const { result, rerender } = renderExport()
    await act(() => result.current.start())
    expect(result.current.state).toMatchObject({ status: 'failed', linesWalked: 250, resumable: true })

    const since = { filter: { includeBeginningBalance: true, beginDate: '2026-03-01' } }
    rerender({ query: since })
    expect(result.current.state).toEqual({ status: 'idle', linesWalked: 0 })
    await waitFor(() => expect(sent).toHaveLength(2 + NO_WAIT.retries))
    const before = sent.length
    const exported = await act(() => result.current.resume())
    const stored = state.sandbox.inspect.glLines(ACCOUNT).filter((line) => line.date >= '2026-03-01')
    expect(exported?.lines.map((line) => line.id)).toEqual(stored.map((line) => line.id))
    await waitFor(() => expect(sent.length).toBeGreaterThan(before))
    expect(sent[before]).toEqual({ limit: 250, ...since })
  })

  it('a 4xx fails at once with the service message, not retried and not resumable', async () => {
    failFromPageTwo({ status: 400, times: 1 })
    const { result } = renderExport()
    expect(await act(() => result.current.start())).toBeUndefined()
    const failed = result.current.state
    expect(failed).toMatchObject({ status: 'failed', linesWalked: 250, resumable: false })
    expect(failed.status === 'failed' && failed.error).toMatchObject({ name: 'BookkeepingApiError', status: 400 })
    expect(failed.status === 'failed' && (failed.error as Error).message).not.toBe('')
    await waitFor(() => expect(sent).toHaveLength(2))
  })

  it('cancel stops the walk while it waits to retry, without another request', async () => {
    // A backoff far longer than the test: only the cancel can end the wait.
    failFromPageTwo({ status: 503, times: 1 })
    const { result } = renderExport({ retries: 3, delay: () => 3_600_000 })
    let walk: Promise<GeneralLedgerExport | undefined> | undefined
    act(() => void (walk = result.current.start()))
    await waitFor(() => expect(result.current.state).toEqual({ status: 'running', linesWalked: 250, retrying: true }))
    await waitFor(() => expect(sent).toHaveLength(2))

    act(() => result.current.cancel())
    expect(await act(() => walk)).toBeUndefined()
    expect(result.current.state).toEqual({ status: 'cancelled', linesWalked: 250 })
    expect(sent).toHaveLength(2)
  })
})
