import type { Preview } from '@storybook/react-vite'
import type { SetupWorker } from 'msw/browser'
import { configure } from 'storybook/test'
import { mountStorySandbox, storySandbox } from '../stories/support/sandbox'
import { StoryProvider, type StoryBookkitParameters } from '../stories/support/StoryProvider'
import type { SandboxOptions } from '../src/sandbox'
import { expectScreenSound, watchScreen, type ScreenWatch } from '../test/support/screenChecks'
import './preview.css'

import.meta.glob('../src/styles/*.css', { eager: true })

// Every play's wait gives up after 60 s, whether it names its limit or not (the two stories of
// 10,000 and 20,000 transactions wait 150 s for their sync). In CI every project runs at once on
// 2 cores, beside the partner apps' builds: a story file there took twice as long as on a machine
// here with one core kept busy. A limit for hangs: each wait still ends the moment what it waits
// for is there, so a passing story is no slower.
configure({ asyncUtilTimeout: 60_000 })

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Options for the story's own sandbox (latency, volume, seed…). */
    sandbox?: Partial<SandboxOptions>
    /** The provider the story is wrapped in: user, scope, theme, locale, currency, messages. */
    bookkit?: StoryBookkitParameters
  }
}

/**
 * The mock service worker's script (MSW's, kept registered from story to story: see storyWorker.js):
 * beside iframe.html, so a Storybook published under a sub-path (…/bookkit/iframe.html) finds its
 * own worker instead of asking the site's root for one and failing with a 404; Vitest's browser
 * runner, which is not iframe.html, serves it at the root.
 */
function workerUrl(): string {
  return location.pathname.endsWith('/iframe.html') ? new URL('storyWorker.js', location.href).pathname : '/storyWorker.js'
}

let worker: Promise<SetupWorker> | undefined
/** What the story being shown logs, and whether its play acts as a user: from its beforeEach to its afterEach. */
let screen: ScreenWatch | undefined

/** One worker for every story, started before the first; each story mounts its own sandbox's handlers on it. */
async function startWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser')
  const started = setupWorker()
  await started.start({ quiet: true, serviceWorker: { url: workerUrl() }, onUnhandledRequest: 'bypass' })
  return started
}

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
  async beforeEach(context) {
    const msw = await (worker ??= startWorker())
    mountStorySandbox(context.id, context.parameters.sandbox, (...handlers) => msw.use(...handlers))
    screen?.stop()
    screen = watchScreen()
    return () => {
      screen?.stop()
      msw.resetHandlers()
    }
  },
  // Every story, once its play has run, is checked for what its screen shows a user
  // (test/support/screenChecks.ts): dialog and control widths, cut text, sideways scrolling on a
  // phone, the focus after an interaction, and a console without errors or React warnings.
  afterEach(context) {
    const watched = screen
    if (context.viewMode !== 'story' || !watched) return
    watched.stop()
    screen = undefined
    expectScreenSound(context.id, {
      messages: watched.messages,
      interacted: watched.interacted,
      clicked: watched.clicked,
      clickedOutOfView: watched.clickedOutOfView,
    })
  },
  decorators: [
    (Story, context) => (
      <StoryProvider
        key={context.id}
        settings={{ ...context.parameters.bookkit, profile: context.parameters.sandbox?.profile }}
        store={storySandbox(context.id).store}
      >
        <Story />
      </StoryProvider>
    ),
  ],
}

export default preview
