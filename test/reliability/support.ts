// Shared by the reliability tests: which tokens the client was given, and every place a token must
// never reach (storage, cookies, URLs, the console, the DOM, error texts). What it sent: ../support/requests.
import type { TokenResponse } from '../../src/api/types'

/** The access tokens a `fetchToken` spy resolved to, in order (rejections left out). */
export async function issuedTokens(fetchToken: { mock: { results: Array<{ type: string; value: unknown }> } }): Promise<string[]> {
  const settled = await Promise.allSettled(fetchToken.mock.results.map(async (result) => (await result.value) as TokenResponse))
  return settled.flatMap((outcome) =>
    outcome.status === 'fulfilled' && typeof outcome.value?.access_token === 'string' ? [outcome.value.access_token] : [],
  )
}

/** Everything an error carries that a host could log or show: message, stack, JSON, and every cause. */
function errorTexts(error: unknown, depth = 0): string[] {
  if (depth > 5 || error === undefined || error === null) return []
  if (!(error instanceof Error)) return [String(error), safeJson(error)]
  const own = Object.fromEntries(Object.getOwnPropertyNames(error).map((key) => [key, (error as unknown as Record<string, unknown>)[key]]))
  return [String(error), error.message, error.stack ?? '', safeJson(error), safeJson(own), ...errorTexts(error.cause, depth + 1)]
}

/** An error that says nothing of the token or the header that carried it. */
export function expectNoCredentialIn(error: unknown, tokens: readonly string[]): void {
  expect(tokens.length).toBeGreaterThan(0)
  for (const text of errorTexts(error)) {
    for (const token of tokens) expect(text).not.toContain(token)
    expect(text).not.toMatch(/authorization|bearer\s+\S/i)
  }
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? ''
  } catch {
    return ''
  }
}

/** Flattens console arguments (errors with their causes, objects as JSON) into searchable text. */
function consoleText(args: readonly unknown[]): string {
  return args
    .map((arg) => (arg instanceof Error ? errorTexts(arg).join('\n') : typeof arg === 'object' ? safeJson(arg) : String(arg)))
    .join(' ')
}

const CONSOLE_METHODS = ['log', 'info', 'warn', 'error', 'debug', 'trace', 'dir', 'table'] as const

/**
 * Spies on every place a token could leak to in a page: Web Storage, cookies, the URL and history,
 * and the console (silenced, but recorded). `expectNoLeak(tokens)` checks them all, plus the DOM
 * and every request URL.
 */
export function watchForLeaks() {
  const consoleCalls: unknown[][] = []
  for (const method of CONSOLE_METHODS) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void consoleCalls.push(args))
  }
  const setItem = vi.spyOn(Storage.prototype, 'setItem')
  const cookieWrites = vi.spyOn(document, 'cookie', 'set')
  const pushState = vi.spyOn(history, 'pushState')
  const replaceState = vi.spyOn(history, 'replaceState')
  const startUrl = location.href
  onTestFinished(() => {
    vi.restoreAllMocks()
    localStorage.clear()
    sessionStorage.clear()
  })

  return {
    consoleCalls,
    /** Checks every watched place, and `requests`' URLs, for each of `tokens`. */
    expectNoLeak(tokens: readonly string[], requests: readonly Request[] = []): void {
      expect(tokens.length).toBeGreaterThan(0)
      const places: Array<[string, string]> = [
        ['localStorage', storageText(localStorage)],
        ['sessionStorage', storageText(sessionStorage)],
        ['document.cookie', document.cookie],
        ['Storage.setItem calls', safeJson(setItem.mock.calls)],
        ['cookie writes', safeJson(cookieWrites.mock.calls)],
        ['history', safeJson([...pushState.mock.calls, ...replaceState.mock.calls].map((call) => String(call[2] ?? '')))],
        ['location', location.href],
        ['console', consoleCalls.map(consoleText).join('\n')],
        ['DOM', document.documentElement.outerHTML],
        ['request URLs', requests.map((request) => request.url).join('\n')],
      ]
      for (const [place, text] of places) {
        for (const token of tokens) expect(text, `the token reached ${place}`).not.toContain(token)
      }
      expect(location.href).toBe(startUrl)
      // Requests carry the token in the Authorization header, and only there.
      for (const request of requests) {
        for (const [name, value] of request.headers) {
          if (name !== 'authorization') for (const token of tokens) expect(value, `header ${name}`).not.toContain(token)
        }
      }
    },
  }
}

function storageText(storage: Storage): string {
  return Array.from({ length: storage.length }, (_, index) => {
    const key = storage.key(index) ?? ''
    return `${key}=${storage.getItem(key) ?? ''}`
  }).join('\n')
}
