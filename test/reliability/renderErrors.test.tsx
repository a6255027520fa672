// A render error stays inside the component that hit it, even when the cause is a missing
// provider, and "Try again" renders fresh data rather than the same bad record again.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { InvoiceList } from '../../src/components'
import { TEST_BASE_URL, renderWithSandbox, useSandboxServer } from '../support/sandbox'
import { giveGridsAViewport } from '../support/gridViewport'
import { PATHS } from './components'

const state = useSandboxServer({ volume: { invoicesPerCompany: 12, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
const FALLBACK = 'This part of the page could not be shown.'

beforeEach(() => {
  giveGridsAViewport()
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

it('outside a provider, a component shows its fallback and reports why; the host page stays', async () => {
  const onError = vi.fn()
  render(
    <main>
      <h1>Host dashboard</h1>
      <InvoiceList onError={onError} />
    </main>,
  )
  expect(await screen.findByText(FALLBACK)).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'Host dashboard' })).toBeInTheDocument()
  expect(onError).toHaveBeenCalledTimes(1)
  expect(String(onError.mock.calls[0]?.[0])).toContain('<BookkeepingProvider>')
})

it('"Try again" after a bad record fetches the list afresh instead of failing on the cached one', async () => {
  // One answer with an invoice whose customer is not an object; the next answers are the sandbox's own.
  state.server.use(
    http.post(
      `${TEST_BASE_URL}${PATHS.invoices}`,
      async ({ request }) => {
        const body = await (await state.sandbox.handle(request)).json()
        body.data[0].invoiceNumber = { value: 'MCB-1' }
        return HttpResponse.json(body)
      },
      { once: true },
    ),
  )
  const onError = vi.fn()
  renderWithSandbox(<InvoiceList onError={onError} />, state.sandbox)
  expect(await screen.findByText(FALLBACK)).toBeInTheDocument()
  expect(onError).toHaveBeenCalled()

  await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
  const grid = await screen.findByRole('grid')
  expect((await within(grid).findAllByRole('row')).length).toBeGreaterThan(2)
  expect(screen.queryByText(FALLBACK)).not.toBeInTheDocument()
})
