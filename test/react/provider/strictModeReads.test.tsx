// Reads under React's StrictMode, which in development renders twice, and mounts, unmounts and
// mounts again at once: a request sent from a render that React then pauses is sent again, and one
// let go with the rehearsal's unmount is aborted and sent again (a failed request in the partner's
// console, and a round trip more before first content). Each read is sent from the commit that
// mounts its component, once, and answered. Rendered as a partner's app renders, outside act():
// React then commits, runs the passive effects and rehearses their unmount in tasks of their own,
// with the requests' promises settling in between.
import { screen } from '@testing-library/react'
import { lazy, StrictMode, useEffect, useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { BookkeepingProvider, useBankTransactions, useGeneralLedger, useNotificationSettings } from '../../../src/react'
import { SANDBOX } from '../../../src/sandbox'
import { holdGets, holdRequests } from '../../support/requests'
import { sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const bakery = SANDBOX.companies.bakery

/** The three shapes of read: the queue's set (its own hook), a list page by page (`useReadPages`), one record (`useRead`). */
function Reads({ onMount }: { onMount: () => void }) {
  const transactions = useBankTransactions()
  const ledger = useGeneralLedger(bakery.glAccounts.rent)
  const settings = useNotificationSettings()
  useEffect(onMount, [onMount])
  return (
    <ul>
      <li>{transactions.data ? `${transactions.data.transactions.length} transactions` : 'transactions loading'}</li>
      <li>{ledger.data ? `${ledger.data.lines.length} ledger lines` : 'ledger loading'}</li>
      <li>{settings.data ? 'settings read' : 'settings loading'}</li>
    </ul>
  )
}

/**
 * A part whose commit takes longer than a slice of React's scheduler (5 ms), as the queue's own does
 * (60–100 ms on CI's cores): React then runs the passive effects, and StrictMode's rehearsal of
 * them, in a task after the commit's, once the requests of the commit are on their way.
 */
function LongCommit() {
  useLayoutEffect(() => {
    const start = performance.now()
    while (performance.now() - start < 10);
  }, [])
  return null
}

/** A part of the host's page that loads in the next task (a lazy route's module): React pauses the render that holds the reads until it is in. */
const NextTaskPart = lazy(
  () =>
    new Promise<{ default: typeof LongCommit }>((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve({ default: LongCommit })
      }
      channel.port2.postMessage(undefined)
    }),
)

describe('reads under StrictMode', () => {
  const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 12, extraGlLinesPerCompany: 4 } })
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  beforeEach(() => {
    const before = actEnvironment.IS_REACT_ACT_ENVIRONMENT
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    return () => {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = before
    }
  })

  it('sends each read once, from the commit, and shows its answer: none aborted, none sent again', async () => {
    const sent: string[] = []
    const aborted: string[] = []
    const listener = ({ request }: { request: Request }) => {
      const read = `${request.method} ${new URL(request.url).pathname}`
      sent.push(read)
      request.signal.addEventListener('abort', () => aborted.push(read))
    }
    state.server.events.on('request:start', listener)
    onTestFinished(() => void state.server.events.removeListener('request:start', listener))
    // Every answer waits until StrictMode's rehearsal is over: a request it let go of is aborted in flight.
    const listing = holdGets(state.server, `${TEST_BASE_URL}/v5/banks/transactions`)
    const settings = holdGets(state.server, `${TEST_BASE_URL}/v6/notifications/settings`)
    const releaseLedger = holdRequests(state.server, `${TEST_BASE_URL}/v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger`)
    let mounts = 0
    const onMount = () => {
      if (++mounts < 2) return
      listing.release()
      settings.release()
      releaseLedger()
    }
    const token = state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const container = document.body.appendChild(document.createElement('div'))
    const root = createRoot(container)
    try {
      root.render(
        <StrictMode>
          <BookkeepingProvider
            baseUrl={TEST_BASE_URL}
            fetchToken={fetchToken}
            initialToken={{ accessToken: token.access_token, expiresIn: token.expires_in }}
            service={serviceFor(state.sandbox)}
          >
            <Reads onMount={onMount} />
            <NextTaskPart />
          </BookkeepingProvider>
        </StrictMode>,
      )

      await screen.findByText(/^\d+ transactions$/)
      await screen.findByText(/^\d+ ledger lines$/)
      await screen.findByText('settings read')
      expect(mounts).toBe(2)
      expect(aborted).toEqual([])
      expect(sent.toSorted()).toEqual([
        `GET /v5/banks/transactions`,
        `GET /v6/notifications/settings`,
        `POST /v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger`,
      ])
      expect(fetchToken).not.toHaveBeenCalled()
    } finally {
      // Still outside act(), as it was rendered.
      root.unmount()
      container.remove()
    }
  })
})
