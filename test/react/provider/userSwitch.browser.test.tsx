/// <reference types="vite/client" />
// A change of user in Chromium, as a single-page host signs one user out and another in: a new
// fetchToken closure and a new sessionKey in one render, under StrictMode, while the previous user's
// page of invoices is still on its way. From the click on, every request carries the new user's
// token, and not one of the previous user's invoices is painted.
import { act, render, screen, waitFor } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { useBrowserWorker } from '../../support/browserWorker'
import { StrictMode, useState } from 'react'
import type { FetchToken } from '../../../src/api/transport/tokens'
import { InvoiceList } from '../../../src/components/InvoiceList'
import { BookkeepingProvider } from '../../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../../src/sandbox'
import { settled } from '../../support/settled'
import '../../../src/styles/tokens.css'
import '../../../src/styles/base.css'
import '../../../src/styles/data-grid.css'
import '../../../src/styles/invoice-list.css'

const BASE_URL = 'https://sandbox.bookkit.test'
const worker = useBrowserWorker()

it('switches to the new user’s token and books at once, and never paints the previous user’s invoices again', async () => {
  const sandbox = createSandbox({
    seed: 1,
    today: '2026-06-30',
    latencyMs: 250,
    volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 },
  })
  // Whose each token is, and whose token each request carried when the page sent it, in order.
  const owners = new Map<string, string>()
  const seen: Array<{ owner: string; afterSwitch: boolean }> = []
  // When each of the bakery's requests came back to the page, or was aborted.
  const bakeryAnswers: Array<Promise<unknown>> = []
  let switched = false
  const send = globalThis.fetch
  globalThis.fetch = (input, init) => {
    // The client sends a Request; reading its headers leaves its body to be sent.
    const headers = input instanceof Request ? input.headers : new Headers(init?.headers)
    const token = headers.get('authorization')?.replace(/^Bearer /, '') ?? ''
    const owner = owners.get(token) ?? 'nobody'
    seen.push({ owner, afterSwitch: switched })
    const answer = send(input, init)
    if (owner === SANDBOX.users.bakeryOwner) bakeryAnswers.push(answer.catch(() => undefined))
    return answer
  }
  onTestFinished(() => void (globalThis.fetch = send))
  worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
  const asked: string[] = []
  const tokenFor =
    (userId: string): FetchToken =>
    async () => {
      asked.push(userId)
      const token = sandbox.issueToken({ userId })
      owners.set(token.access_token, userId)
      return token
    }

  const queryClient = new QueryClient()
  function HostPage() {
    const [signedIn, setSignedIn] = useState<string>(SANDBOX.users.bakeryOwner)
    return (
      <>
        <button type="button" onClick={() => setSignedIn(SANDBOX.users.bikeShopOwner)}>
          Sign in as Spoke &amp; Sprocket
        </button>
        <BookkeepingProvider baseUrl={BASE_URL} fetchToken={tokenFor(signedIn)} sessionKey={signedIn} queryClient={queryClient}>
          <InvoiceList pageSize={10} />
        </BookkeepingProvider>
      </>
    )
  }
  render(
    <StrictMode>
      <HostPage />
    </StrictMode>,
  )
  await waitFor(() => expect(document.body.textContent).toContain('MCB-'))
  // The first walk of the bakery's pages is over before the refetch starts.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))

  // From the click on, watch every text node painted for a bakery invoice number.
  const painted: string[] = []
  const observer = new MutationObserver(() => {
    if (switched && document.body.textContent?.includes('MCB-')) painted.push(document.body.textContent.slice(0, 80))
  })
  observer.observe(document.body, { childList: true, subtree: true, characterData: true })
  onTestFinished(() => observer.disconnect())
  // A refetch of the bakery's invoices is on its way when the switch comes.
  const bakeryRequests = () => seen.filter(({ owner }) => owner === SANDBOX.users.bakeryOwner).length
  const before = bakeryRequests()
  void queryClient.refetchQueries()
  await waitFor(() => expect(bakeryRequests()).toBeGreaterThan(before))
  const askedBefore = asked.length
  act(() => {
    switched = true
    screen.getByRole('button', { name: 'Sign in as Spoke & Sprocket' }).click()
  })

  expect(document.body.textContent).not.toContain('MCB-')
  await waitFor(() => expect(document.body.textContent).toContain('SSB-'))
  // The bakery's refetch, answered 250 ms late, has come back to the page or been aborted, and
  // whatever it brought has gone through the cache and been rendered.
  await Promise.all(bakeryAnswers)
  await settled(queryClient)
  expect(painted).toEqual([])
  expect(document.body.textContent).not.toContain('MCB-')
  expect(asked.slice(askedBefore)).toEqual([SANDBOX.users.bikeShopOwner])
  const ownersAfterSwitch = seen.filter((request) => request.afterSwitch).map(({ owner }) => owner)
  expect(ownersAfterSwitch.length).toBeGreaterThan(0)
  expect(new Set(ownersAfterSwitch)).toEqual(new Set([SANDBOX.users.bikeShopOwner]))
})
