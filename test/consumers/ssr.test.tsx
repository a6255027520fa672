// Server-side rendering: a partner's Next.js or Remix server imports `bookkit` and renders its page
// before the browser does. Importing the built package must touch no browser global, and every
// component must render to a string inside the provider (its loading state: nothing is fetched on
// the server). hydrate.test.tsx takes the same HTML on into the browser.
import { renderToString } from 'react-dom/server'
import { importBuiltBookkit, readsByBookkit, renderOnServer, type ServerRender } from './builtPackage'
import { BookkitPage, COMPONENT_NAMES, type BookkitModule } from './tree.mjs'

const BASE_URL = 'https://api.staging.example'
const noToken = () => Promise.reject(new Error('The server render must not ask for a token'))

describe('bookkit on a Node server', () => {
  let bookkit: BookkitModule
  let server: ServerRender

  beforeAll(async () => {
    ;[bookkit, server] = await Promise.all([importBuiltBookkit(), renderOnServer(BASE_URL)])
  }, 60_000)

  it('has no DOM globals here, as on a server', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  // Its dependencies (React Query, react-hook-form) check `typeof window` at import to detect the
  // server; that is the SSR-safe idiom. bookkit's own modules read no browser global at all.
  it('imports bookkit without its code reading window, document or any other browser global', () => {
    expect(readsByBookkit(server.touchedAtImport)).toEqual([])
  })

  it('renders the whole page in a plain Node process without reading a browser global or logging an error', () => {
    expect(readsByBookkit(server.touchedAtRender)).toEqual([])
    expect(server.consoleErrors).toEqual([])
    for (const name of COMPONENT_NAMES) expect(server.html).toContain(`data-bk-component="${name}"`)
    expect(server.html).not.toContain('data-state="error"')
  })

  it.each(COMPONENT_NAMES)('renders %s to a string inside the provider', (name) => {
    const consoleError = vi.spyOn(console, 'error')
    const html = renderToString(<BookkitPage bookkit={bookkit} baseUrl={BASE_URL} fetchToken={noToken} only={name} />)
    expect(html).toContain(`data-bk-component="${name}"`)
    // The component's own markup, not the render-error fallback.
    expect(html).not.toContain('data-state="error"')
    expect(consoleError).not.toHaveBeenCalled()
  })
})
