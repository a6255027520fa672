// The files of the `browser` project share one Chromium page (`isolate: false` in vite.config.ts),
// so they share one mock service worker: it is registered once, on the first file's use, and never
// stopped. A file brings its own handlers and takes them away when it ends; an unhandled request
// stays an error.
import { setupWorker, type SetupWorker } from 'msw/browser'

type Handlers = Parameters<SetupWorker['use']>

let started: Promise<SetupWorker> | undefined

/** The page's worker, started on first use. */
function browserWorker(): Promise<SetupWorker> {
  started ??= (async () => {
    const worker = setupWorker()
    await worker.start({ quiet: true, onUnhandledRequest: 'error', serviceWorker: { url: '/mockServiceWorker.js' } })
    return worker
  })()
  return started
}

/** A file's view of the page's worker: its handlers are the file's alone. */
interface FileWorker {
  /** Handlers in front of the file's, until the next `resetHandlers`. */
  use: (...handlers: Handlers) => void
  /** The file's handlers again, or `next` in their place for the rest of the file. */
  resetHandlers: (...next: Handlers) => void
}

/**
 * The page's worker for this file, answering with `handlers` from its `beforeAll` on, as a worker
 * made with them would: `resetHandlers()` goes back to them, `resetHandlers(...next)` makes `next`
 * the file's handlers. After the file, it has none. (The page's worker itself keeps no handlers of
 * its own, so each file starts from nothing.)
 */
export function useBrowserWorker(...handlers: Handlers): FileWorker {
  let worker: SetupWorker | undefined
  let own = handlers
  const answerWithOwn = (page: SetupWorker) => {
    page.resetHandlers()
    page.use(...own)
  }
  beforeAll(async () => {
    worker = await browserWorker()
    own = handlers
    answerWithOwn(worker)
  })
  afterAll(() => worker?.resetHandlers())
  const current = () => {
    if (!worker) throw new Error('the worker is the file’s from its beforeAll on')
    return worker
  }
  return {
    use: (...next) => current().use(...next),
    resetHandlers: (...next) => {
      if (next.length > 0) own = next
      answerWithOwn(current())
    },
  }
}
