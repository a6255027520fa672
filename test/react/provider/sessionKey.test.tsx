// A change of user without a reload, as a single-page host signs one user out and another in: it
// renders the provider with a new `fetchToken` closure and a new `sessionKey` in one render. From
// that render on, nothing of the previous user may be shown, cached or sent.
import { QueryClient } from '@tanstack/react-query'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { StrictMode, startTransition, useState, type ReactNode } from 'react'
import type { ServiceProfile } from '../../../src/api/service'
import type { FetchToken } from '../../../src/api/transport/tokens'
import { BookkeepingProvider, useInvoices } from '../../../src/react'
import { useBookkeepingContext } from '../../../src/react/provider/context'
import { SANDBOX, type Sandbox } from '../../../src/sandbox'
import { sandboxClient, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { settled } from '../../support/settled'

const volume = { invoicesPerCompany: 12, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 }
const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner

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

/**
 * The host's token route, per user, as a partner writes it: `tokenFor(user)` is a new closure on
 * every call. It remembers who each token it handed out belongs to, and who asked when.
 */
function hostTokenRoute(sandbox: Sandbox) {
  const owners = new Map<string, string>()
  const asked: string[] = []
  const tokenFor =
    (userId: string): FetchToken =>
    async () => {
      asked.push(userId)
      const token = sandbox.issueToken({ userId, scope: 'write' })
      owners.set(token.access_token, userId)
      return token
    }
  return {
    tokenFor,
    asked,
    ownerOf: (authorization: string | null) => owners.get(authorization?.replace(/^Bearer /, '') ?? '') ?? 'nobody',
  }
}

type Switch = 'plain' | 'startTransition'

/** A host page: the signed-in user in state, a button that signs the other one in. */
function Host({
  tokenFor,
  queryClient,
  service,
  change,
}: {
  tokenFor: (userId: string) => FetchToken
  queryClient: QueryClient
  service: ServiceProfile
  change: Switch
}) {
  const [user, setUser] = useState<string>(BAKERY)
  const signInBikeShop = () => (change === 'startTransition' ? startTransition(() => setUser(BIKE_SHOP)) : setUser(BIKE_SHOP))
  return (
    <>
      <button type="button" onClick={signInBikeShop}>
        Sign in as the bike shop
      </button>
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={tokenFor(user)}
        sessionKey={user}
        queryClient={queryClient}
        service={service}
      >
        <InvoiceIds />
        <Draft />
      </BookkeepingProvider>
    </>
  )
}

const shownIds = () =>
  within(screen.getByRole('region', { name: 'Invoices' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent)

// Tokens and invoice reads, which both profiles answer alike: once, on the sandbox's default profile.
describe('a change of user', () => {
  const state = useSandboxServer({ volume })

  async function idsOf(userId: string): Promise<string[]> {
    const { client } = sandboxClient(state.sandbox, { userId })
    return (await client.queryInvoices({ limit: 100 })).data.map((invoice) => invoice.id)
  }

  const cases: Array<{ name: string; change: Switch; wrap: (ui: ReactNode) => ReactNode }> = [
    { name: 'in a plain render', change: 'plain', wrap: (ui) => ui },
    { name: 'under StrictMode', change: 'plain', wrap: (ui) => <StrictMode>{ui}</StrictMode> },
    { name: 'inside startTransition', change: 'startTransition', wrap: (ui) => ui },
    { name: 'inside startTransition under StrictMode', change: 'startTransition', wrap: (ui) => <StrictMode>{ui}</StrictMode> },
  ]

  it.each(cases)(
    'runs on the new user’s token from the first request, $name, with a request of the old session in flight',
    async ({ change, wrap }) => {
      state.reset({ latencyMs: 120 })
      const route = hostTokenRoute(state.sandbox)
      const queryClient = new QueryClient()
      const sent: Array<{ request: Request; afterChange: boolean }> = []
      let changed = false
      state.server.events.on('request:start', ({ request }) => void sent.push({ request, afterChange: changed }))
      onTestFinished(() => state.server.events.removeAllListeners())

      render(wrap(<Host tokenFor={route.tokenFor} queryClient={queryClient} service={serviceFor(state.sandbox)} change={change} />))
      // What each user's own invoices are, asked before the change: after it, every request is the page's.
      const bakeryIds = await idsOf(BAKERY)
      const bikeShopIds = await idsOf(BIKE_SHOP)
      expect(bikeShopIds.some((id) => bakeryIds.includes(id))).toBe(false)
      await waitFor(() => expect(shownIds()).toEqual(bakeryIds))
      fireEvent.change(screen.getByRole('textbox', { name: 'Memo' }), { target: { value: 'Flour for Tuesday' } })
      // A refetch of the bakery's invoices is on its way when the user changes.
      void queryClient.refetchQueries()
      const bakeryPages = () =>
        sent.filter(
          ({ request }) => request.url.endsWith('/invoices/query') && route.ownerOf(request.headers.get('authorization')) === BAKERY,
        )
      await waitFor(() => expect(bakeryPages()).toHaveLength(2))
      const askedBefore = route.asked.length

      changed = true
      act(() => fireEvent.click(screen.getByRole('button', { name: 'Sign in as the bike shop' })))

      // Not one of the bakery's invoices, nor the draft, is on screen from the first render of the new session on.
      expect(shownIds()).toEqual([])
      expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveValue('')
      await waitFor(() => expect(shownIds()).toEqual(bikeShopIds))

      // The bakery's refetch was aborted; its answer, had it come, would have reached nobody: once the
      // page has come to rest, every fetch ended and what it brought rendered, the bike shop's stay.
      const inFlight = bakeryPages().at(-1)
      expect(inFlight?.request.signal.aborted).toBe(true)
      await settled(queryClient)
      expect(shownIds()).toEqual(bikeShopIds)

      // Every request after the change carried the bike shop's token, asked of the bike shop's route, once.
      const afterChange = sent
        .filter(({ afterChange: after }) => after)
        .map(({ request }) => route.ownerOf(request.headers.get('authorization')))
      expect(afterChange.length).toBeGreaterThan(0)
      expect(new Set(afterChange)).toEqual(new Set([BIKE_SHOP]))
      expect(route.asked.slice(askedBefore)).toEqual([BIKE_SHOP])
      // The bakery's answers are gone from the host's cache, not just hidden.
      const cachedIds = queryClient
        .getQueryCache()
        .findAll()
        .flatMap((query) => JSON.stringify(query.state.data ?? null).match(/inv_[A-Za-z0-9_]+/g) ?? [])
      expect(cachedIds.some((id) => bakeryIds.includes(id))).toBe(false)
    },
  )

  it('costs nothing when the host passes a new fetchToken closure on every render for the same user', async () => {
    const route = hostTokenRoute(state.sandbox)
    const sent: Request[] = []
    state.server.events.on('request:start', ({ request }) => void sent.push(request))
    onTestFinished(() => state.server.events.removeAllListeners())
    // The provider's own QueryClient, as each render below it sees it (the host passes none).
    const seenClients = new Set<QueryClient>()
    function OwnQueryClient() {
      seenClients.add(useBookkeepingContext().queryClient)
      return null
    }
    const view = (locale: string) => (
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={route.tokenFor(BAKERY)}
        sessionKey={BAKERY}
        locale={locale}
        service={serviceFor(state.sandbox)}
      >
        <InvoiceIds />
        <OwnQueryClient />
      </BookkeepingProvider>
    )
    const { rerender } = render(view('en-US'))
    await waitFor(() => expect(screen.getByRole('region')).toHaveAttribute('data-status', 'success'))
    const shown = shownIds()
    const requestsBefore = sent.length
    for (const locale of ['de-DE', 'fr-FR', 'en-GB']) rerender(view(locale))
    expect(shownIds()).toEqual(shown)
    // The rerenders are committed (in act); a session they had replaced would be refetching now.
    expect(seenClients.size).toBe(1)
    await settled([...seenClients][0]!)
    expect(route.asked).toEqual([BAKERY])
    expect(sent).toHaveLength(requestsBefore)
  })

  it('shows first content on the token handed with the page, asks no token until a new user signs in, and never sends it for them', async () => {
    const route = hostTokenRoute(state.sandbox)
    const bakeryIds = await idsOf(BAKERY)
    const bikeShopIds = await idsOf(BIKE_SHOP)
    const sent: Request[] = []
    state.server.events.on('request:start', ({ request }) => void sent.push(request))
    onTestFinished(() => state.server.events.removeAllListeners())
    /** As a server-rendered page hands it: a plain object, a new one on every render of the host. */
    const minted = (userId: string) => {
      const token = state.sandbox.issueToken({ userId, scope: 'write' })
      return { accessToken: token.access_token, expiresIn: token.expires_in }
    }
    const pageToken = minted(BAKERY)
    const view = (userId: string, initialToken: { accessToken: string; expiresIn: number }) => (
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={route.tokenFor(userId)}
        initialToken={initialToken}
        sessionKey={userId}
        service={serviceFor(state.sandbox)}
      >
        <InvoiceIds />
        <Draft />
      </BookkeepingProvider>
    )
    const bearers = (from = 0) => sent.slice(from).map((request) => request.headers.get('authorization'))

    const { rerender } = render(view(BAKERY, pageToken))
    await waitFor(() => expect(shownIds()).toEqual(bakeryIds))
    expect(route.asked).toEqual([])
    expect(new Set(bearers())).toEqual(new Set([`Bearer ${pageToken.accessToken}`]))

    // The host renders again with another token object for the same user: nothing starts over.
    fireEvent.change(screen.getByRole('textbox', { name: 'Memo' }), { target: { value: 'Flour for Tuesday' } })
    const sentBefore = sent.length
    rerender(view(BAKERY, minted(BAKERY)))
    expect(screen.getByRole('textbox', { name: 'Memo' })).toHaveValue('Flour for Tuesday')
    expect(sent).toHaveLength(sentBefore)

    // The bike shop signs in while the page still hands the bakery's token: the bike shop's route is asked.
    const afterSwitch = sent.length
    rerender(view(BIKE_SHOP, pageToken))
    await waitFor(() => expect(shownIds()).toEqual(bikeShopIds))
    expect(route.asked).toEqual([BIKE_SHOP])
    expect(bearers(afterSwitch).map((bearer) => route.ownerOf(bearer))).not.toContain('nobody')
    expect(bearers(afterSwitch)).not.toContain(`Bearer ${pageToken.accessToken}`)
  })

  it('gives a provider remounted for another user, without sessionKey, none of the first user’s answers from a shared QueryClient', async () => {
    const route = hostTokenRoute(state.sandbox)
    const queryClient = new QueryClient()
    const view = (userId: string) => (
      // No sessionKey: the README's other way, remounting the provider with `key`.
      <BookkeepingProvider
        key={userId}
        baseUrl={TEST_BASE_URL}
        fetchToken={route.tokenFor(userId)}
        queryClient={queryClient}
        service={serviceFor(state.sandbox)}
      >
        <InvoiceIds />
      </BookkeepingProvider>
    )
    const { rerender } = render(view(BAKERY))
    const bakeryIds = await idsOf(BAKERY)
    await waitFor(() => expect(shownIds()).toEqual(bakeryIds))
    rerender(view(BIKE_SHOP))
    expect(shownIds()).toEqual([])
    const bikeShopIds = await idsOf(BIKE_SHOP)
    await waitFor(() => expect(shownIds()).toEqual(bikeShopIds))
    const cachedIds = queryClient
      .getQueryCache()
      .findAll()
      .flatMap((query) => JSON.stringify(query.state.data ?? null).match(/inv_[A-Za-z0-9_]+/g) ?? [])
    expect(cachedIds.some((id) => bakeryIds.includes(id))).toBe(false)
  })
})
