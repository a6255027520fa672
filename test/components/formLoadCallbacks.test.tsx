// The Stripe-style load callbacks on the three forms (the lists have theirs in their own tests):
// `onLoadStart` when the form starts fetching what it needs before it can open (the closing for
// the two editors, the settings for the notification form), `onLoadError` once when that failed
// for good, after the automatic retries. A form whose closing failed still opens: the service
// refuses a locked change anyway.
import { screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { BankTransactionEditor } from '../../src/components/BankTransactionEditor'
import { ManualJournalEntryForm } from '../../src/components/ManualJournalEntryForm'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
const owner = SANDBOX.users.bakeryOwner

type Callbacks = { onLoadStart: () => void; onLoadError: (error: Error) => void }
const forms: {
  name: string
  path: string
  render: (callbacks: Callbacks) => ReactElement
  ready: () => Promise<unknown>
  afterError: () => Promise<unknown>
}[] = [
  {
    name: 'BankTransactionEditor',
    path: '/v6/closing',
    render: (callbacks) => <BankTransactionEditor bankAccountId={SANDBOX.companies.bakery.bankAccounts.checking} {...callbacks} />,
    ready: () => screen.findByRole('form', { name: 'New bank transaction' }),
    afterError: () => screen.findByRole('form', { name: 'New bank transaction' }),
  },
  {
    name: 'ManualJournalEntryForm',
    path: '/v6/closing',
    render: (callbacks) => <ManualJournalEntryForm {...callbacks} />,
    ready: () => screen.findByRole('form', { name: 'New journal entry' }),
    afterError: () => screen.findByRole('form', { name: 'New journal entry' }),
  },
  {
    name: 'NotificationSettingsForm',
    path: '/v6/notifications/settings',
    render: (callbacks) => <NotificationSettingsForm {...callbacks} />,
    ready: () => screen.findByRole('group', { name: 'Financial summaries' }),
    afterError: () => screen.findByRole('button', { name: 'Try again' }),
  },
]

describe.each(forms)('$name: onLoadStart and onLoadError', ({ path, render, ready, afterError }) => {
  it('calls onLoadStart once when it starts loading, and never onLoadError on success', async () => {
    const callbacks = { onLoadStart: vi.fn(), onLoadError: vi.fn() }
    renderWithSandbox(render(callbacks), state.sandbox, { userId: owner })
    await ready()
    expect(callbacks.onLoadStart).toHaveBeenCalledTimes(1)
    expect(callbacks.onLoadStart).toHaveBeenCalledWith()
    expect(callbacks.onLoadError).not.toHaveBeenCalled()
  })

  it('calls onLoadError once, with the error, after the retries', async () => {
    const callbacks = { onLoadStart: vi.fn(), onLoadError: vi.fn() }
    state.sandbox.failNext({ status: 500, times: 3, path, method: 'GET' })
    renderWithSandbox(render(callbacks), state.sandbox, { userId: owner })
    await waitFor(() => expect(callbacks.onLoadError).toHaveBeenCalledTimes(1))
    expect(callbacks.onLoadError.mock.calls[0]?.[0]).toMatchObject({ status: 500 })
    expect(callbacks.onLoadStart).toHaveBeenCalledTimes(1)
    await afterError()
  })
})
