// A part that hydrates late: a lazy part (or a host's Suspense boundary streamed after the rest)
// whose read was answered while it waited must hydrate as the server rendered it, then show the
// answer. Rendering the answer at once is React's hydration error (418 in production): the page
// is thrown away and rendered again, and a Next.js page logs it.
import { act, screen, waitFor } from '@testing-library/react'
import { lazy, Suspense, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { hydrateRoot, type Root } from 'react-dom/client'
import { QueryClient } from '@tanstack/react-query'
import { BookkeepingProvider, useClosing } from '../../../src/react'
import { sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })

function Closing({ name }: { name: string }) {
  const closing = useClosing()
  return <p data-testid={name}>{closing.data ? `Closed through ${closing.data.date}` : 'Reading the closing…'}</p>
}

function Page({ late, children }: { late: ReactNode; children?: ReactNode }) {
  return (
    <BookkeepingProvider
      baseUrl={TEST_BASE_URL}
      fetchToken={sandboxTokenFetcher(state.sandbox)}
      service={serviceFor(state.sandbox)}
      queryClient={new QueryClient()}
    >
      <Closing name="first" />
      <Suspense fallback={<p>Loading the part…</p>}>{late}</Suspense>
      {children}
    </BookkeepingProvider>
  )
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.replaceChildren()
})

it('hydrates a late part as the server rendered it, though its read was answered meanwhile, then shows the answer', async () => {
  const container = document.createElement('div')
  container.innerHTML = renderToString(<Page late={<Closing name="late" />} />)
  document.body.append(container)
  expect(container.textContent).toContain('Reading the closing…')

  // The late part's code arrives only when the test says so: after the first part's read is answered.
  let arrive!: () => void
  const arrived = new Promise<void>((resolve) => (arrive = resolve))
  const Late = lazy(() => arrived.then(() => ({ default: Closing })))
  const recoverableErrors: unknown[] = []
  act(() => {
    root = hydrateRoot(container, <Page late={<Late name="late" />} />, { onRecoverableError: (error) => recoverableErrors.push(error) })
  })
  const closedThrough = `Closed through ${state.sandbox.inspect.closing('co_1').date}`
  await waitFor(() => expect(screen.getByTestId('first')).toHaveTextContent(closedThrough))
  await act(async () => {
    arrive()
    await arrived
  })
  await waitFor(() => expect(screen.getByTestId('late')).toHaveTextContent(closedThrough))
  expect(recoverableErrors).toEqual([])
})
