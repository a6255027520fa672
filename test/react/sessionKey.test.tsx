// A change of user without a reload: the host's fetchToken starts answering for another user and
// the host says so with `sessionKey`. Nothing of the previous user may be shown or sent after it.
import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import type { TokenResponse } from '../../src/api/types'
import { BookkeepingProvider, useInvoices } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { PROFILES } from '../support/profiles'
import { sandboxClient, sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const volume = { invoicesPerCompany: 12, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 }

/** A headless invoice list: the ids it shows. */
function InvoiceIds() {
  const invoices = useInvoices({ limit: 100 })
  return (
    <section aria-label="Invoices" data-status={invoices.status}>
      <ul>
        {invoices.data?.invoices.map((invoice) => (
          <li key={invoice.id}>{invoice.id}</li>
        ))}
      </ul>
    </section>
  )
}

/** A draft the user is typing: local state a change of user must not carry over. */
function Draft() {
  const [text, setText] = useState('')
  return <input aria-label="Memo" value={text} onChange={(event) => setText(event.target.value)} />
}

describe.each(PROFILES)('sessionKey ($profile service)', ({ profile }) => {
  const state = useSandboxServer({ profile, volume })

  async function idsOf(userId: string): Promise<string[]> {
    const { client } = sandboxClient(state.sandbox, { userId })
    return (await client.queryInvoices({ limit: 100 })).data.map((invoice) => invoice.id)
  }

  it('drops the token, the cache and the screen of the previous user, and never sends the old token again', async () => {
    state.reset({ latencyMs: 120 })
    const queryClient = new QueryClient()
    const bakeryToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const bikeShopToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bikeShopOwner })
    const sent: Array<{ request: Request; afterChange: boolean }> = []
    let changed = false
    state.server.events.on('request:start', ({ request }) => void sent.push({ request, afterChange: changed }))
    onTestFinished(() => state.server.events.removeAllListeners())

    // The host's token route answers for whoever is signed in now.
    let signedIn = bakeryToken
    const fetchToken = () => signedIn()
    const view = (sessionKey: string) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} queryClient={queryClient} sessionKey={sessionKey}>
        <InvoiceIds />
        <Draft />
      </BookkeepingProvider>
    )
    const { rerender } = render(view('usr_owner_1'))
    const bakeryIds = await idsOf(SANDBOX.users.bakeryOwner)
    await waitFor(() => expect(within(screen.getByRole('region')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(bakeryIds))
    screen.getByRole('textbox', { name: 'Memo' }).focus()
    // A refetch is on its way when the user changes.
    void queryClient.refetchQueries()
    await waitFor(() => expect(sent.filter(({ request }) => request.url.endsWith('/invoices/query')).length).toBe(2))
    const bakeryAnswer = (await bakeryToken.mock.results[0]?.value) as TokenResponse | undefined
    const bakeryBearer = `Bearer ${bakeryAnswer?.access_token}`
    expect(bakeryAnswer?.access_token).toBeTruthy()

    signedIn = bikeShopToken
    changed = true
    rerender(view('usr_owner_2'))

    // Not one of the bakery's invoices is on screen from the first render of the new session on.
    expect(screen.queryAllByRole('listitem')).toEqual([])
    expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveValue('')
    const bikeShopIds = await idsOf(SANDBOX.users.bikeShopOwner)
    await waitFor(() => expect(within(screen.getByRole('region')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(bikeShopIds))
    expect(bikeShopIds.some((id) => bakeryIds.includes(id))).toBe(false)

    // The refetch in flight was aborted; nothing after the change carried the bakery's token.
    const inFlight = sent.filter(({ request, afterChange }) => !afterChange && request.url.endsWith('/invoices/query')).at(-1)
    expect(inFlight?.request.signal.aborted).toBe(true)
    const afterChange = sent.filter(({ afterChange: after }) => after)
    expect(afterChange.length).toBeGreaterThan(0)
    for (const { request } of afterChange) expect(request.headers.get('authorization')).not.toBe(bakeryBearer)
    // The bakery's answers are gone from the host's cache, not just hidden.
    const cachedIds = queryClient.getQueryCache().findAll().flatMap((query) => JSON.stringify(query.state.data ?? null).match(/inv_[A-Za-z0-9_]+/g) ?? [])
    expect(cachedIds.some((id) => bakeryIds.includes(id))).toBe(false)
    expect(bikeShopToken).toHaveBeenCalledTimes(1)
  })

  it('keeps the token and the cache when the key stays the same', async () => {
    const fetchToken = sandboxTokenFetcher(state.sandbox, { userId: SANDBOX.users.bakeryOwner })
    const view = (locale: string) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} sessionKey="usr_owner_1" locale={locale}>
        <InvoiceIds />
      </BookkeepingProvider>
    )
    const { rerender } = render(view('en-US'))
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('data-status', 'success'))
    const shown = screen.getAllByRole('listitem').length
    rerender(view('de-DE'))
    expect(screen.getAllByRole('listitem')).toHaveLength(shown)
    expect(fetchToken).toHaveBeenCalledTimes(1)
  })
})
