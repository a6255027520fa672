// The page of test/react/queue/firstRows.test.ts: a partner's page that mounts the review queue with
// the token its server handed with the page (`initialToken`), as a production build, and marks when
// the queue was mounted, when its first commit was on screen and when its first rows were painted.
import { useLayoutEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { BankTransactionList, BookkeepingProvider } from '../../../src'

/** What the page marks, in `performance.now()` ms, and how often it asked for a token. */
export interface FirstRowsMarks {
  mountedAt?: number
  /** The first frame after the first commit: what a request sent from that commit leaves before. */
  firstFrameAt?: number
  /** The first rows in the DOM. */
  rowsAt?: number
  /** The first rows painted: in the DOM, then two animation frames. */
  rowsPaintedAt?: number
  /** `fetchToken` calls. */
  tokensFetched: number
}

declare global {
  interface Window {
    firstRows: FirstRowsMarks
    /** Minted by the test, as a host's server does, and put there before the page runs. */
    firstRowsToken: { accessToken: string; expiresIn: number }
  }
}

const marks: FirstRowsMarks = { tokensFetched: 0 }
window.firstRows = marks

/** The host's token route would answer; the test expects it never asked. */
const fetchToken = () => {
  marks.tokensFetched++
  return fetch('/token', { method: 'POST' }).then((response) => response.json())
}

/** Beside the queue, committed with it: its layout effect runs in the same commit. */
function FirstCommit() {
  useLayoutEffect(() => {
    requestAnimationFrame(() => (marks.firstFrameAt ??= performance.now()))
  }, [])
  return null
}

const rows = new MutationObserver(() => {
  if (document.querySelector('[role="grid"] [role="row"]:has([role="gridcell"])') === null) return
  rows.disconnect()
  marks.rowsAt = performance.now()
  requestAnimationFrame(() => requestAnimationFrame(() => (marks.rowsPaintedAt = performance.now())))
})
rows.observe(document.body, { childList: true, subtree: true })

marks.mountedAt = performance.now()
createRoot(document.getElementById('root')!).render(
  <BookkeepingProvider baseUrl={window.location.origin} fetchToken={fetchToken} initialToken={window.firstRowsToken}>
    <BankTransactionList />
    <FirstCommit />
  </BookkeepingProvider>,
)
