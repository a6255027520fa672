// `onLoadError` gives a host a `BookkeepingError` whose `kind` it can switch on, whatever went wrong
// and whichever component it happened in: the service out of reach, sign-in failing, a refusal, a
// record that is not there, a failure of the service, and an answer bookkit cannot read.
import { screen, waitFor } from '@testing-library/react'
import type { ReactElement } from 'react'
import { BookkeepingError, type BookkeepingErrorKind } from '../../src/api'
import type { FailNextOptions } from '../../src/sandbox'
import { BankTransactionList } from '../../src/components/BankTransactionList'
import { GeneralLedger } from '../../src/components/GeneralLedger'
import { InvoiceDetail } from '../../src/components/InvoiceDetail'
import { InvoiceList } from '../../src/components/InvoiceList'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, useSandboxServer, type ProviderRenderOptions } from '../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 5, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery

interface Case {
  kind: BookkeepingErrorKind
  component: string
  render: (onLoadError: (error: BookkeepingError) => void) => ReactElement
  /** What goes wrong: answers the sandbox gives instead (every automatic retry included). */
  fault?: FailNextOptions
  provider?: ProviderRenderOptions['provider']
}

const cases: Case[] = [
  {
    kind: 'network',
    component: 'InvoiceList',
    render: (onLoadError) => <InvoiceList onLoadError={onLoadError} />,
    fault: { networkError: true, times: 3 },
  },
  {
    kind: 'auth',
    component: 'NotificationSettingsForm',
    render: (onLoadError) => <NotificationSettingsForm onLoadError={onLoadError} />,
    provider: { fetchToken: () => Promise.reject(new Error('the host route answered 500')) },
  },
  {
    kind: 'forbidden',
    component: 'GeneralLedger',
    render: (onLoadError) => <GeneralLedger glAccountId={bakery.glAccounts.rent} onLoadError={onLoadError} />,
    fault: { status: 403, times: 3, path: `/v6/accounting/glAccounts/${bakery.glAccounts.rent}/generalLedger` },
  },
  {
    kind: 'notFound',
    component: 'GeneralLedger',
    render: (onLoadError) => <GeneralLedger glAccountId="gla_no_such_account" onLoadError={onLoadError} />,
  },
  {
    kind: 'service',
    component: 'InvoiceDetail',
    render: (onLoadError) => <InvoiceDetail invoiceId="inv_any" onLoadError={onLoadError} />,
    fault: { status: 500, times: 3, path: '/v6/invoicing/invoices/query' },
  },
  {
    kind: 'badAnswer',
    component: 'BankTransactionList',
    render: (onLoadError) => <BankTransactionList editor={false} onLoadError={onLoadError} />,
    fault: { body: '<html>Bad gateway</html>', times: 6 },
  },
]

describe.each(cases)('$component, when the failure is $kind', ({ kind, render, fault, provider }) => {
  it(`calls onLoadError once with a BookkeepingError of kind ${kind}`, async () => {
    const onLoadError = vi.fn<(error: BookkeepingError) => void>()
    if (fault) state.sandbox.failNext(fault)
    renderWithSandbox(render(onLoadError), state.sandbox, { userId: SANDBOX.users.bakeryOwner, provider })
    await waitFor(() => expect(onLoadError).toHaveBeenCalled())
    const [error] = onLoadError.mock.calls[0] ?? []
    expect(error).toBeInstanceOf(BookkeepingError)
    expect(error?.kind).toBe(kind)
    // The component says so too, with a way to try again.
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument()
    expect(onLoadError).toHaveBeenCalledTimes(1)
  })
})
