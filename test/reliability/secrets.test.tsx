// Secrets and the page: the access token lives in the client's memory only. It never reaches Web
// Storage, cookies, a URL, the history, the console, the DOM, the query cache or an error's text,
// whatever goes wrong. (Two providers on one page: twoProviders.test.tsx.)
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { QueryClient } from '@tanstack/react-query'
import {
  BookkeepingApiError,
  BookkeepingAuthError,
  BookkeepingNetworkError,
  BookkeepingResponseError,
  createBookkeepingClient,
} from '../../src/api'
import type { BankTransactionInput } from '../../src/api/types'
import {
  BookkeepingProvider,
  useGeneralLedger,
  useInvoices,
  useNotificationSettings,
  useSaveBankTransactions,
  useSession,
  useUpdateNotificationSettings,
} from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'
import { createTally } from '../support/tally'
import { recordRequests } from '../support/requests'
import { expectNoCredentialIn, issuedTokens, watchForLeaks } from './support'

const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 20 } })
const tally = createTally('reliability/secrets')
const bakery = SANDBOX.companies.bakery

function expense(apiSourceId: string): BankTransactionInput {
  return {
    date: '2026-06-15',
    amount: -1234,
    type: 'EXPENSE',
    bankAccountId: bakery.bankAccounts.checking,
    categoryId: bakery.categories.ingredients,
    description: `Flour order ${apiSourceId}`,
    apiName: 'BOOKKIT_SECRETS',
    apiSourceId,
  }
}

/** The error `promise` rejects with; fails the test if it resolves. */
async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  if (!('error' in outcome)) throw new Error(`expected a failure, got ${JSON.stringify(outcome.value).slice(0, 200)}`)
  return outcome.error as Error
}

/** Injects one fault, runs `call`, and checks the failure it causes names no credential. */
async function faultWithoutLeak(
  inject: () => void,
  call: () => Promise<unknown>,
  tokens: () => Promise<string[]>,
  kind: new (...args: never[]) => Error,
): Promise<void> {
  inject()
  tally.injected++
  const error = await failureOf(call())
  expect(error).toBeInstanceOf(kind)
  expectNoCredentialIn(error, await tokens())
  tally.survived++
}

describe('the framework-free client', () => {
  it('keeps the token out of storage, cookies, URLs, the console and every error, through faults and renewals', async () => {
    const watch = watchForLeaks()
    const requests = recordRequests(state.server)
    const { client, fetchToken } = sandboxClient(state.sandbox)
    const tokens = () => issuedTokens(fetchToken)

    await client.getClosing()
    await client.queryInvoices({ limit: 5, filter: { search: 'cafe' } })
    await client.queryGeneralLedger(bakery.glAccounts.rent, { limit: 5 })
    await client.listBankTransactions({ limit: 5 })
    expect((await client.saveBankTransactions([expense('secrets-1')]))[0]?.ok).toBe(true)
    await client.updateNotificationSettings({ financialSummaries: 'EMAIL', bankConnectionErrors: 'SMS', conversations: 'OFF' })

    // An expired token, renewed once.
    state.sandbox.expireTokens()
    tally.injected++
    await client.getClosing()
    tally.survived++
    expect(fetchToken).toHaveBeenCalledTimes(2)

    const invoices = '/v6/invoicing/invoices/query'
    await faultWithoutLeak(
      () => state.sandbox.failNext({ status: 500, path: invoices }),
      () => client.queryInvoices(),
      tokens,
      BookkeepingApiError,
    )
    await faultWithoutLeak(
      () => state.sandbox.failNext({ body: 'not json', path: invoices }),
      () => client.queryInvoices(),
      tokens,
      BookkeepingResponseError,
    )
    await faultWithoutLeak(
      () => state.sandbox.failNext({ body: '{"data":[]}', path: invoices }),
      () => client.queryInvoices(),
      tokens,
      BookkeepingResponseError,
    )
    await faultWithoutLeak(
      () => state.sandbox.failNext({ body: '<html>502 Bad Gateway</html>', status: 502 }),
      () => client.getClosing(),
      tokens,
      BookkeepingResponseError,
    )
    await faultWithoutLeak(
      () => state.sandbox.failNext({ networkError: true }),
      () => client.getClosing(),
      tokens,
      BookkeepingNetworkError,
    )
    // Refused twice: one renewal, then the refusal surfaces.
    await faultWithoutLeak(
      () => state.sandbox.failNext({ status: 401, times: 2 }),
      () => client.getClosing(),
      tokens,
      BookkeepingApiError,
    )
    await faultWithoutLeak(
      () => state.sandbox.failNext({ status: 403, times: 2, method: 'POST' }),
      () => client.saveBankTransactions([expense('secrets-2')]),
      tokens,
      BookkeepingApiError,
    )

    // Every failure was caught as an error; recovery is immediate.
    expect((await client.getClosing()).date).toEqual(expect.any(String))
    const allTokens = await tokens()
    expect(allTokens.length).toBeGreaterThanOrEqual(3)
    watch.expectNoLeak(allTokens, requests)
    expect(requests.length).toBeGreaterThan(15)
  })

  it('keeps a read-only token out of the FORBIDDEN error of a write', async () => {
    const watch = watchForLeaks()
    const { client, fetchToken } = sandboxClient(state.sandbox, { scope: 'read' })
    const error = await failureOf(client.saveBankTransactions([expense('secrets-read')]))
    expect(error).toBeInstanceOf(BookkeepingApiError)
    expect((error as BookkeepingApiError).type).toBe('FORBIDDEN')
    const tokens = await issuedTokens(fetchToken)
    expectNoCredentialIn(error, tokens)
    watch.expectNoLeak(tokens)
  })

  it('keeps a token the service does not know out of the INVALID_TOKEN error', async () => {
    const watch = watchForLeaks()
    const requests = recordRequests(state.server)
    const bogus = `sbx_${'f'.repeat(40)}`
    const fetchToken = vi.fn(async () => ({ access_token: bogus, token_type: 'Bearer', expires_in: 3600 }))
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken })
    const error = await failureOf(client.getClosing())
    expect(error).toBeInstanceOf(BookkeepingApiError)
    expect((error as BookkeepingApiError).status).toBe(401)
    expect(fetchToken).toHaveBeenCalledTimes(2)
    expectNoCredentialIn(error, [bogus])
    watch.expectNoLeak([bogus], requests)
  })

  it.each([
    ['a bad expires_in', { access_token: 'host-secret-token-1', expires_in: 'soon' }],
    ['a negative expires_in', { access_token: 'host-secret-token-2', expires_in: -5 }],
    ['no access_token but a refresh token', { refresh_token: 'host-secret-token-3', expires_in: 60 }],
  ])('keeps a token out of the sign-in error for a token response with %s', async (_, answer) => {
    const watch = watchForLeaks()
    const secret = String((answer as Record<string, unknown>).access_token ?? (answer as Record<string, unknown>).refresh_token)
    const client = createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken: async () => answer as never })
    const error = await failureOf(client.getClosing())
    expect(error).toBeInstanceOf(BookkeepingAuthError)
    expectNoCredentialIn(error, [secret])
    expect(client.session.getState().error).toBe(error)
    watch.expectNoLeak([secret])
  })
})

describe('the provider and its hooks', () => {
  it('keep the token out of the page, the query cache and every error, through faults and renewals', async () => {
    const watch = watchForLeaks()
    const requests = recordRequests(state.server)
    const queryClient = new QueryClient()
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} queryClient={queryClient}>
        {children}
      </BookkeepingProvider>
    )
    const { result } = renderHook(
      () => ({
        invoices: useInvoices({ limit: 10 }),
        ledger: useGeneralLedger(bakery.glAccounts.rent, { limit: 10 }),
        settings: useNotificationSettings(),
        updateSettings: useUpdateNotificationSettings(),
        save: useSaveBankTransactions(),
        session: useSession(),
      }),
      { wrapper },
    )
    await waitFor(() =>
      expect(result.current.invoices.isSuccess && result.current.ledger.isSuccess && result.current.settings.isSuccess).toBe(true),
    )
    await act(() => result.current.save.mutateAsync([expense('secrets-hook-1')]))

    // A failed save (500) and a failed settings update (network) surface as errors without the token.
    state.sandbox.failNext({ status: 500, path: '/v6/banks/transactions' })
    state.sandbox.failNext({ networkError: true, path: '/v6/notifications/settings', method: 'POST' })
    tally.injected += 2
    // A save's failure is its outcome (checked, then refused with the service's words), never an error.
    let refused: unknown
    await act(async () => {
      ;[refused] = await result.current.save.mutateAsync([expense('secrets-hook-2')])
      await result.current.updateSettings
        .mutateAsync({ financialSummaries: 'OFF', bankConnectionErrors: null, conversations: null })
        .catch(() => undefined)
    })
    await waitFor(() => expect(result.current.updateSettings.isError).toBe(true))
    expect(refused).toMatchObject({ status: 'refused', statusCode: 500 })
    const tokensSoFar = await issuedTokens(fetchToken)
    expectNoCredentialIn(refused, tokensSoFar)
    expectNoCredentialIn(result.current.updateSettings.error, tokensSoFar)
    tally.survived += 2

    // Expired tokens mid-session: the next refetch renews once.
    state.sandbox.expireTokens()
    tally.injected++
    await act(() => result.current.invoices.refetch())
    expect(result.current.invoices.isSuccess).toBe(true)
    tally.survived++
    expect(fetchToken).toHaveBeenCalledTimes(2)

    // A read that fails for good (a malformed answer three times: first try and two retries).
    state.sandbox.failNext({
      body: '{"result":"SUCCESS"}',
      path: `/v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger`,
      times: 3,
    })
    tally.injected += 3
    await act(() => result.current.ledger.refetch())
    await waitFor(() => expect(result.current.ledger.error).toBeInstanceOf(BookkeepingResponseError))
    tally.survived += 3

    const tokens = await issuedTokens(fetchToken)
    expectNoCredentialIn(result.current.ledger.error, tokens)
    const cache = JSON.stringify([
      ...queryClient
        .getQueryCache()
        .getAll()
        .map((query) => ({ key: query.queryKey, data: query.state.data, error: String(query.state.error) })),
      ...queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => ({
          key: mutation.options.mutationKey,
          variables: mutation.state.variables,
          data: mutation.state.data,
          error: String(mutation.state.error),
        })),
    ])
    for (const token of tokens) expect(cache).not.toContain(token)
    expect(result.current.session).toMatchObject({ status: 'ready', error: undefined })
    watch.expectNoLeak(tokens, requests)
  })
})
