// Renders tree.mjs's page as a plain Node server would: no DOM globals, and bookkit's dist/ imported
// only after every browser global below is a trap that records who reads it (a `typeof window`
// check reads it too) and answers `undefined`, as on a server. Prints {html, touchedAtImport,
// touchedAtRender, consoleErrors} as JSON.
// Usage: node test/consumers/serverRender.mjs <path to dist/index.js> <baseUrl>
import { format } from 'node:util'
import { pathToFileURL } from 'node:url'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { BookkitPage } from './tree.mjs'

const [distIndex, baseUrl] = process.argv.slice(2)
const BROWSER_GLOBALS = [
  'window',
  'self',
  'document',
  'navigator',
  'location',
  'localStorage',
  'sessionStorage',
  'matchMedia',
  'requestAnimationFrame',
  'HTMLElement',
  'Element',
  'Node',
  'getComputedStyle',
  'ResizeObserver',
  'IntersectionObserver',
]

const touched = []
for (const name of BROWSER_GLOBALS) {
  if (name in globalThis) continue
  Object.defineProperty(globalThis, name, {
    configurable: true,
    get() {
      // The first frame below this getter: the module or function that read the global.
      touched.push({ name, at: new Error().stack?.split('\n')[2]?.trim().replace(/^at /, '') ?? '' })
      return undefined
    },
  })
}

const bookkit = await import(pathToFileURL(distIndex).href)
const touchedAtImport = touched.splice(0)

const consoleErrors = []
console.error = (...args) => consoleErrors.push(format(...args))
const fetchToken = () => Promise.reject(new Error('The server render must not ask for a token'))
const html = renderToString(createElement(BookkitPage, { bookkit, baseUrl, fetchToken }))

process.stdout.write(JSON.stringify({ html, touchedAtImport, touchedAtRender: touched, consoleErrors }))
