// A host whose instrumentation wraps the global fetch and drops the AbortSignal: a save the service
// never answers still ends at its time limit with "It is not known whether this was saved", never
// "Saving…" for ever, and Cancel saving still cancels. The bank-transaction editor, bookkit's profile;
// the wrapper is installed as the page's fetch, where bookkit looks for it on every request.
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { SANDBOX } from '../../src/sandbox'
import { ryeFlourOptions, typeRyeFlour } from '../support/bankTransaction'
import { signalDeafFetch } from '../support/deafFetch'
import { BOOKKIT } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery

vi.setConfig({ testTimeout: 30_000 })
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Wraps the page's fetch (MSW's, once the server listens) in one that sends every request without its signal. */
function installSignalDeafFetch() {
  vi.stubGlobal('fetch', signalDeafFetch(globalThis.fetch.bind(globalThis)))
}

describe('the editor with a fetch that ignores its signal', () => {
  const { profile } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  afterEach(() => state.server.events.removeAllListeners())

  /** The editor for a new transaction, typed in, its save about to hang; `requestTimeout` as given. */
  async function typedTransaction(requestTimeout?: number, advanceTimers?: (ms: number) => unknown) {
    installSignalDeafFetch()
    const user = userEvent.setup(advanceTimers ? { advanceTimers } : {})
    const requests = recordRequests(state.server)
    renderWithSandbox(<BankTransactionEditor options={ryeFlourOptions} bankAccountId={bakery.bankAccounts.checking} />, state.sandbox, {
      userId: SANDBOX.users.bakeryOwner,
      provider: requestTimeout ? { requestTimeout } : {},
    })
    await typeRyeFlour(user)
    state.sandbox.failNext({ hang: true, method: 'POST', path: SAVE_PATH })
    return { user, requests }
  }

  it('a save never answered is not known at its limit, instead of "Saving…" for ever', async () => {
    // A write gets twice the read limit: 600 ms.
    const { user } = await typedTransaction(300)
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeInTheDocument()

    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('The bookkeeping service did not answer in time.')
    expect(screen.queryByRole('button', { name: /^(Saving…|Still saving…)$/ })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Description')).toHaveValue('Rye flour')
  })

  it('Cancel saving ends a save never answered at once, as cancelled', async () => {
    // The default limit (a minute for a save) is far away: only the cancel can end this save.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true })
    const { user } = await typedTransaction(undefined, vi.advanceTimersByTime)
    await user.click(screen.getByRole('button', { name: 'Create transaction' }))
    await act(() => vi.advanceTimersByTimeAsync(3_000))
    await user.click(await screen.findByRole('button', { name: 'Cancel saving' }))

    const alert = (await screen.findByText('It is not known whether this was saved.')).closest('[role="alert"]') as HTMLElement
    expect(alert).toHaveTextContent('Saving was cancelled before the bookkeeping service answered.')
    expect(screen.queryByRole('button', { name: /^(Saving…|Still saving…)$/ })).not.toBeInTheDocument()
  })
})
