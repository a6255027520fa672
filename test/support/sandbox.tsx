import { QueryClient } from '@tanstack/react-query'
import { render, renderHook, type RenderOptions } from '@testing-library/react'
import { setupServer } from 'msw/node'
import type { ReactElement, ReactNode } from 'react'
import { sandboxHandlers, type Sandbox, type SandboxOptions } from '../../src/sandbox'
import { resolveOptions } from '../../src/sandbox/service/options'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { BookkeepingProvider, type BookkeepingProviderProps } from '../../src/react'
import { bookkitService, createBookkeepingClient, describedService, type BookkeepingClient, type ServiceProfile } from '../../src/api'
import type { TokenResponse } from '../../src/api/types'

/** The origin tests talk to; MSW answers it from the test's sandbox. */
export const TEST_BASE_URL = 'https://sandbox.bookkit.test'

/** The options every test sandbox starts from. */
export const TEST_SANDBOX_DEFAULTS: SandboxOptions = { seed: 1, today: '2026-06-30' }

/** Sandbox makers by their resolved options: each set of options is seeded once in a test module, and each test gets a copy. */
const makers = new Map<string, () => Sandbox>()

/** A sandbox of `options` with freshly seeded books, copied from books seeded once for these options. */
function freshSandbox(options: SandboxOptions = {}): Sandbox {
  const key = JSON.stringify(resolveOptions(options))
  let make = makers.get(key)
  if (!make) {
    make = sandboxMaker(options)
    makers.set(key, make)
  }
  return make()
}

/**
 * Puts a fresh sandbox behind MSW for each test of the file (unhandled requests fail the test).
 * Call at the top of a test file; read `.sandbox` inside tests.
 */
export function useSandboxServer(options: Partial<SandboxOptions> = {}) {
  const server = setupServer()
  const state = {
    server,
    sandbox: undefined as unknown as Sandbox,
    /** Replaces the test's sandbox, for a test that needs other options. */
    reset(next: Partial<SandboxOptions> = {}): Sandbox {
      state.sandbox = freshSandbox({ ...TEST_SANDBOX_DEFAULTS, ...options, ...next })
      server.resetHandlers(...sandboxHandlers(state.sandbox, { baseUrl: TEST_BASE_URL }))
      return state.sandbox
    },
  }
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  beforeEach(() => {
    state.reset()
  })
  afterAll(() => server.close())
  return state
}

/**
 * A `fetchToken` spy that asks the sandbox for a token, as a host's backend route would: the
 * token endpoint's body as the sandbox's profile answers it (the described service sends no `scope`).
 */
export function sandboxTokenFetcher(
  sandbox: Sandbox,
  { userId = 'usr_owner_1', scope = 'write' }: { userId?: string | null; scope?: 'read' | 'write' } = {},
) {
  return vi.fn(async (): Promise<TokenResponse> => {
    const { scope: granted, ...body } = sandbox.issueToken({ ...(userId ? { userId } : {}), scope })
    return sandbox.options.profile === 'described' ? body : { ...body, scope: granted }
  })
}

/** A client on the sandbox, for tests of the framework-free layer; it follows the service profile that fits the sandbox's. */
export function sandboxClient(
  sandbox: Sandbox,
  who: { userId?: string | null; scope?: 'read' | 'write' } = {},
): { client: BookkeepingClient; fetchToken: ReturnType<typeof sandboxTokenFetcher> } {
  const fetchToken = sandboxTokenFetcher(sandbox, who)
  return { client: createBookkeepingClient({ baseUrl: TEST_BASE_URL, fetchToken, service: serviceFor(sandbox) }), fetchToken }
}

/** The `service` option that fits a sandbox's profile. */
export function serviceFor(sandbox: Sandbox): ServiceProfile {
  return sandbox.options.profile === 'described' ? describedService : bookkitService
}

export interface ProviderRenderOptions extends Omit<RenderOptions, 'wrapper'> {
  userId?: string | null
  scope?: 'read' | 'write'
  provider?: Partial<Omit<BookkeepingProviderProps, 'children'>>
}

/** Renders `ui` inside a provider whose token comes from `sandbox`, with the service profile that fits the sandbox's. */
export function renderWithSandbox(ui: ReactElement, sandbox: Sandbox, { userId, scope, provider, ...options }: ProviderRenderOptions = {}) {
  const fetchToken = sandboxTokenFetcher(sandbox, { userId, scope })
  const service = serviceFor(sandbox)
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={service} store={sandbox.store} {...provider}>
      {children}
    </BookkeepingProvider>
  )
  return { fetchToken, ...render(ui, { wrapper, ...options }) }
}

/** Renders `hook` inside a provider on `sandbox` signed in as `userId` (default the bakery's owner), on a query client the test holds (to wait for it to settle). */
export function renderHookWithSandbox<Props, T>(
  hook: (props: Props) => T,
  sandbox: Sandbox,
  {
    userId = 'usr_owner_1',
    initialProps,
    provider,
  }: { userId?: string; initialProps?: NoInfer<Props>; provider?: Partial<Omit<BookkeepingProviderProps, 'children'>> } = {},
) {
  const queryClient = new QueryClient()
  const fetchToken = sandboxTokenFetcher(sandbox, { userId })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BookkeepingProvider
      baseUrl={TEST_BASE_URL}
      fetchToken={fetchToken}
      service={serviceFor(sandbox)}
      queryClient={queryClient}
      store={sandbox.store}
      {...provider}
    >
      {children}
    </BookkeepingProvider>
  )
  return { queryClient, ...renderHook(hook, { wrapper, initialProps }) }
}
