// The provider's sessions as React drives them: renders that are thrown away, StrictMode's
// rehearsal unmount, a change of user committed, and the provider leaving the page.
import { QueryClient } from '@tanstack/react-query'
import { SessionHolder, type SessionProps } from '../../../src/react/provider/session'

function props(queryClient: QueryClient, user: string): SessionProps {
  return {
    baseUrl: 'https://books.example',
    service: undefined,
    queryClient,
    fetchToken: async () => ({ access_token: `token-of-${user}`, token_type: 'Bearer', expires_in: 3600 }),
  }
}

/** Whether a session's client was closed: a closed client refuses every call without sending it. */
async function isClosed(session: { client: { getClosing(): Promise<unknown> } }): Promise<boolean> {
  return session.client.getClosing().then(
    () => false,
    (error: unknown) => error instanceof DOMException && error.name === 'AbortError',
  )
}

describe('SessionHolder', () => {
  const fetchSpy = vi.fn(async () => Response.json({ result: 'SUCCESS', data: { date: '2026-01-31', modifications: 'ENABLED' } }))
  beforeEach(() => vi.stubGlobal('fetch', fetchSpy))
  afterEach(() => vi.unstubAllGlobals())

  it('keeps the live session when a render for another user is thrown away, and makes the next one afresh', async () => {
    const holder = new SessionHolder()
    const queryClient = new QueryClient()
    const bakery = holder.sessionFor('bakery', props(queryClient, 'bakery'))
    holder.commit(bakery)
    // A transition renders the bike shop, then React drops that render.
    const discarded = holder.sessionFor('bike-shop', props(queryClient, 'bike-shop'))
    expect(holder.sessionFor('bakery', props(queryClient, 'bakery'))).toBe(bakery)
    expect(await isClosed(bakery)).toBe(false)
    // The same render tried again gets the same candidate; nothing was started for it.
    expect(holder.sessionFor('bike-shop', props(queryClient, 'bike-shop'))).toBe(discarded)
  })

  it('closes the previous session only when the new one is committed, and survives StrictMode’s rehearsal unmount', async () => {
    vi.useFakeTimers()
    onTestFinished(() => void vi.useRealTimers())
    const holder = new SessionHolder()
    const queryClient = new QueryClient()
    const bakery = holder.sessionFor('bakery', props(queryClient, 'bakery'))
    holder.commit(bakery)
    holder.release(bakery)
    holder.commit(bakery)
    vi.runAllTimers()
    expect(await isClosed(bakery)).toBe(false)

    queryClient.setQueryData([...bakery.keys.all, 'invoices'], ['inv_bakery'])
    const bikeShop = holder.sessionFor('bike-shop', props(queryClient, 'bike-shop'))
    expect(await isClosed(bakery)).toBe(false)
    holder.release(bakery)
    holder.commit(bikeShop)
    expect(await isClosed(bakery)).toBe(true)
    expect(queryClient.getQueryData([...bakery.keys.all, 'invoices'])).toBeUndefined()
    vi.runAllTimers()
    expect(await isClosed(bikeShop)).toBe(false)

    // The provider leaves the page: its session ends a task later.
    holder.release(bikeShop)
    vi.runAllTimers()
    expect(await isClosed(bikeShop)).toBe(true)
  })

  it('takes a new fetchToken of the same user without asking for another token', async () => {
    const holder = new SessionHolder()
    const queryClient = new QueryClient()
    const first = vi.fn(props(queryClient, 'bakery').fetchToken)
    const second = vi.fn(props(queryClient, 'bakery').fetchToken)
    const session = holder.sessionFor('bakery', { ...props(queryClient, 'bakery'), fetchToken: first })
    holder.commit(session)
    await session.client.getClosing()
    expect(holder.sessionFor('bakery', { ...props(queryClient, 'bakery'), fetchToken: second })).toBe(session)
    await session.client.getClosing()
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).not.toHaveBeenCalled()
  })
})
