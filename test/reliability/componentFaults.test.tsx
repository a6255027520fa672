// Read faults, with every component on one page against the sandbox: two 500s then success, a
// permanent 500, malformed answers, the network going away, and a host fetchToken that rejects and
// then resolves. Each component recovers on its own, and none of them crashes the page.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { TokenResponse } from '../../src/api/types'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { createTally } from '../support/tally'
import { recordRequests, requestsTo } from '../support/requests'
import { giveGridsAViewport } from '../support/gridViewport'
import { AllComponents, COMPONENT_CASES, rootOf, SERVICE_500_MESSAGE, watchErrorStates } from './components'

const state = useSandboxServer({ volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 30 } })
const tally = createTally('reliability/componentFaults')

const RENDER_ERROR = 'This part of the page could not be shown.'
/** Each read answered by one fault per component read (the two editors share one closing query). */
const READS = [...new Map(COMPONENT_CASES.map((component) => [`${component.read.method} ${component.read.path}`, component.read])).values()]

beforeEach(() => {
  giveGridsAViewport()
  armed.clear()
  fired = 0
  state.server.events.on('request:start', countFaultsMet)
})
afterEach(() => {
  state.server.events.removeListener('request:start', countFaultsMet)
  vi.restoreAllMocks()
})

/** Faults armed per read (`METHOD path`) that no request has met yet. */
const armed = new Map<string, number>()
/** Faults that answered a request in the current test. */
let fired = 0

/** Makes the next `times` answers to every component's read fail the same way. */
function failEveryRead(fault: { status?: number; body?: string; networkError?: boolean }, times: number): void {
  for (const read of READS) {
    state.sandbox.failNext({ ...fault, times, path: read.path, method: read.method })
    const key = `${read.method} ${read.path}`
    armed.set(key, (armed.get(key) ?? 0) + times)
  }
}

/**
 * Counts the faults that fire, as the sandbox takes them: the next request to an armed read meets
 * its fault. The tally then reports faults met, not faults asked for.
 */
function countFaultsMet({ request }: { request: Request }): void {
  const key = `${request.method} ${new URL(request.url).pathname}`
  const left = armed.get(key) ?? 0
  if (left === 0) return
  armed.set(key, left - 1)
  fired++
  tally.injected++
}

/** No armed fault is left: each one met a request, so the recovery seen came after all of them. */
function expectEveryFaultMet(): void {
  expect(Object.fromEntries(armed)).toEqual(Object.fromEntries([...armed.keys()].map((key) => [key, 0])))
}

/** Every fault met so far was followed by the documented recovery: count them as survived. */
function survivedEveryFault(): void {
  tally.survived += fired
  fired = 0
}

function renderPage(options: Parameters<typeof renderWithSandbox>[2] = {}) {
  const onError = vi.fn()
  const view = renderWithSandbox(<AllComponents onError={onError} />, state.sandbox, { userId: SANDBOX.users.bakeryOwner, ...options })
  return { onError, ...view }
}

/** Every component shows its data; none shows an error state or a render-error fallback. */
async function everyComponentShown(): Promise<void> {
  for (const component of COMPONENT_CASES) await component.shown(rootOf(component.name))
  expect(document.querySelectorAll('[data-state="error"]')).toHaveLength(0)
}

const failing = COMPONENT_CASES.filter((component) => component.showsReadError)

/** Each component that shows read errors shows `message` in an error state (not a render-error fallback). */
async function expectErrorStates(message: string | RegExp): Promise<void> {
  for (const component of failing) {
    // Live regions stay in the page empty until they have something to say (the ledger's export has one).
    const alert = await waitFor(
      () =>
        within(rootOf(component.name))
          .getAllByRole('alert')
          .find((region) => region.textContent !== '') ?? expect.fail(`no alert in ${component.name} yet`),
    )
    await waitFor(() => expect(alert, component.name).toHaveTextContent(message))
    expect(alert).not.toHaveTextContent(RENDER_ERROR)
  }
  // The editors do not wait for the closing: they open, and the service enforces it on save.
  for (const component of COMPONENT_CASES.filter((each) => !each.showsReadError)) await component.shown(rootOf(component.name))
}

/** Clicks "Try again" in each component's error state. */
async function retryEach(): Promise<void> {
  const user = userEvent.setup()
  for (const component of failing) await user.click(within(rootOf(component.name)).getByRole('button', { name: 'Try again' }))
}

async function errorStatesThenRetry(message: string | RegExp): Promise<void> {
  await expectErrorStates(message)
  await retryEach()
  await everyComponentShown()
}

describe('every component, against read faults', { timeout: 20_000 }, () => {
  it('two 500s then success: shows the data, and never an error state in between', async () => {
    failEveryRead({ status: 500 }, 2)
    const watch = watchErrorStates()
    const { onError } = renderPage()
    await everyComponentShown()
    watch.stop()
    expect(watch.seen).toEqual([])
    expect(onError).not.toHaveBeenCalled()
    expectEveryFaultMet()
    survivedEveryFault()
  })

  it("a permanent 500: a clear error state with the service's message, and a retry that works", async () => {
    failEveryRead({ status: 500 }, 3)
    const { onError } = renderPage()
    await errorStatesThenRetry(SERVICE_500_MESSAGE)
    expect(onError).not.toHaveBeenCalled()
    expectEveryFaultMet()
    survivedEveryFault()
  })

  it('an answer that is not JSON: a clear error state, no crash, and a retry that works', async () => {
    failEveryRead({ body: '<html><body>Bad gateway</body></html>', status: 200 }, 3)
    const { onError } = renderPage()
    await errorStatesThenRetry('The bookkeeping service sent an answer that could not be read.')
    expect(onError).not.toHaveBeenCalled()
    expect(screen.queryByText(RENDER_ERROR)).not.toBeInTheDocument()
    expectEveryFaultMet()
    survivedEveryFault()
  })

  it('JSON without the envelope, then a SUCCESS envelope without data: error states, no crash, then recovery', async () => {
    failEveryRead({ body: '{"data":[],"items":{}}' }, 3)
    failEveryRead({ body: '{"result":"SUCCESS"}' }, 3)
    const requests = recordRequests(state.server)
    const { onError } = renderPage()
    await expectErrorStates('The bookkeeping service sent an answer that could not be read.')
    // The first retry meets the second malformed answer (three times): the error state again. It
    // says what the first did, so the requests tell the new one from the old: once each read was
    // sent 3 + 3 times, what shows its error is the retry's. (Not a moment with no error state on
    // the page: each component's retry may fail again before the next one's Try again is clicked.)
    await retryEach()
    await waitFor(() => {
      for (const { read } of failing) expect(requestsTo(requests, read.path, read.method), read.path).toHaveLength(6)
    })
    await expectErrorStates('The bookkeeping service sent an answer that could not be read.')
    await retryEach()
    await everyComponentShown()
    // Every fault was met: each read behind an error state was sent 3 + 3 times, then once more with success.
    for (const { read } of failing) expect(requestsTo(requests, read.path, read.method), read.path).toHaveLength(7)
    expect(onError).not.toHaveBeenCalled()
    survivedEveryFault()
  })

  it('the network going away (fetch rejects) and coming back: an error with retry, then recovery', async () => {
    failEveryRead({ networkError: true }, 3)
    const { onError } = renderPage()
    await errorStatesThenRetry('The bookkeeping service could not be reached. Check the connection and try again.')
    expect(onError).not.toHaveBeenCalled()
    expectEveryFaultMet()
    survivedEveryFault()
  })

  it('fetchToken rejecting, then resolving: an auth error state, then full recovery without a reload', async () => {
    let down = true
    const fetchToken = vi.fn(async (): Promise<TokenResponse> => {
      if (down) throw new Error('the host backend is down')
      return state.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
    })
    const { onError } = renderPage({ provider: { fetchToken } })
    for (const component of COMPONENT_CASES.filter((each) => each.showsReadError)) {
      // Live regions stay in the page empty until they have something to say (the ledger's export has one).
      const alert = await waitFor(
        () =>
          within(rootOf(component.name))
            .getAllByRole('alert')
            .find((region) => region.textContent !== '') ?? expect.fail(`no alert in ${component.name} yet`),
      )
      expect(alert).toHaveTextContent('Signing in to the bookkeeping service failed.')
    }
    tally.injected += fetchToken.mock.calls.length
    const failedSignIns = fetchToken.mock.calls.length

    down = false
    await errorStatesThenRetry(/.*/)
    await waitFor(() => expect(fetchToken.mock.calls.length).toBeGreaterThan(failedSignIns))
    // One provider, one token: a single successful sign-in serves every component.
    expect(
      await Promise.allSettled(fetchToken.mock.results.map((result) => result.value)).then((all) =>
        all.filter((each) => each.status === 'fulfilled'),
      ),
    ).toHaveLength(1)
    expect(onError).not.toHaveBeenCalled()
    tally.survived += failedSignIns
  })
})
