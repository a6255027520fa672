import { useEffect } from 'react'
import type { GlAccountInfo } from '../../../src/books/glAccounts'
import type { BalanceSheetComparison, StatementComparison } from '../../../src/books/statementColumns'
import { BalanceSheet, ProfitAndLoss, TrialBalance } from '../../../src/components'

/**
 * The statements scenarios of the bench page (`profit-and-loss`, `balance-sheet`, `trial-balance`):
 * each statement as a host mounts it, with the chart of accounts the driver
 * (test/bench/statements.ts) hands over on `window.benchAccounts` before the page runs (the service
 * lists no accounts, so a host passes its own). The page's first content is the first account's
 * figures (main.tsx); this part marks the other end, the statement's figures final, on
 * `window.benchStatement`. Neither sends a marker request (main.tsx's `WITHOUT_MARKER`): the driver
 * splits the requests by the page's clock.
 */

/** The statements the page mounts, by the scenario's name. */
type BenchStatement = 'profit-and-loss' | 'balance-sheet' | 'trial-balance'

/** What the driver reads. */
interface StatementBenchApi {
  /** performance.now() when the statement's end was first in the DOM: its root's figures final (or stopped) and, where it has one, its check said. */
  endedAt?: number
  /** performance.now() two animation frames after `endedAt`: the frame that painted it had been drawn. */
  endedPaintedAt?: number
  /** `final`, or `stopped` when some account's figures failed. */
  ended?: string
  /** performance.now() when the root first said `final` or `stopped`, the check aside: `endedAt` or before. */
  rootEndedAt?: number
  /** The check under a balance sheet or trial balance at `endedAt`: its `data-check` and its words. */
  check?: { state: string; text: string }
}

declare global {
  interface Window {
    /** The chart of accounts the driver hands to the statement, as a host passes its own. */
    benchAccounts?: GlAccountInfo[]
    benchStatement?: StatementBenchApi
  }
}

/** The statement's root says how far its figures have come (`data-figures`); it ends at `final`, or at `stopped` on a failure. */
const endedFigures = () =>
  document.querySelector('section.bk-statement:is([data-figures="final"], [data-figures="stopped"])')?.getAttribute('data-figures') ??
  undefined

/** The check a balance sheet or trial balance shows under its table once its totals are final: `balances` or `differs`, never `unknown`. */
const shownCheck = () => {
  const check = document.querySelector('.bk-statement__check:is([data-check="balances"], [data-check="differs"])')
  const text = check?.textContent?.trim() ?? ''
  return check && text !== '' ? { state: check.getAttribute('data-check')!, text } : undefined
}

/**
 * Watches for the statement's end from before any answer can arrive: started in an effect that
 * commits with the statement, while its first requests are still waiting for the token. A
 * statement with a check ends `final` only once the check is said too; `stopped` ends it at once.
 */
function watchForEnd(withCheck: boolean): () => void {
  const api: StatementBenchApi = {}
  window.benchStatement = api
  let done = false
  const check = () => {
    const ended = done ? undefined : endedFigures()
    if (!ended) return
    // One moment for both ends seen by the same callback: the check said with the figures is 0 ms after them.
    const now = performance.now()
    api.rootEndedAt ??= now
    const said = withCheck ? shownCheck() : undefined
    if (ended === 'final' && withCheck && !said) return
    done = true
    observer.disconnect()
    api.endedAt = now
    api.ended = ended
    if (said) api.check = said
    requestAnimationFrame(() => requestAnimationFrame(() => (api.endedPaintedAt = performance.now())))
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['data-figures', 'data-check'],
  })
  check()
  return () => observer.disconnect()
}

function StatementBenchControl({ withCheck }: { withCheck: boolean }) {
  useEffect(() => watchForEnd(withCheck), [withCheck])
  return null
}

/** What the page's query string asks of a statement: the profit and loss's period (absent: this year to date) and each statement's `compareTo` (absent: none). */
export interface StatementsScenarioProps {
  statement: BenchStatement
  period: string | undefined
  compareTo: string | undefined
}

/** The statement on the host's chart of accounts, as of today where it takes a date (its default: the page's today is the sandbox's). */
export function StatementsScenario({ statement, period, compareTo }: StatementsScenarioProps) {
  const accounts = window.benchAccounts
  switch (statement) {
    case 'profit-and-loss':
      return (
        <>
          <StatementBenchControl withCheck={false} />
          <ProfitAndLoss period={period} compareTo={compareTo as StatementComparison | undefined} accounts={accounts} />
        </>
      )
    case 'balance-sheet':
      return (
        <>
          <StatementBenchControl withCheck />
          <BalanceSheet compareTo={compareTo as BalanceSheetComparison | undefined} accounts={accounts} />
        </>
      )
    case 'trial-balance':
      return (
        <>
          <StatementBenchControl withCheck />
          <TrialBalance accounts={accounts} />
        </>
      )
    default:
      return statement satisfies never
  }
}
