import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { page, server, userEvent } from 'vitest/browser'
import './waits'

// The files of the `browser` project share one page and their modules (`isolate: false`), and this
// file runs before each of them. Testing Library unmounts after each test, and makes the page a
// React act() environment (a state update outside act() warns), only in the first file that loads
// it, so every file asks for both here; each file starts at the default window size and the default
// time limit, whatever the file before set.
const { viewport } = server.config.browser
const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
beforeAll(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
})
afterAll(() => {
  delete actEnvironment.IS_REACT_ACT_ENVIRONMENT
})
beforeAll(() => page.viewport(viewport.width, viewport.height))
// A key pressed on the empty page: Chromium shows a focus a script moves as :focus-visible only
// while the page's last input was not a click, and the file before may have clicked.
beforeAll(() => userEvent.keyboard('{Escape}'))
afterEach(() => cleanup())
afterAll(() => vi.resetConfig())
