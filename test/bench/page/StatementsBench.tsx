import { useEffect } from 'react'
import type { GlAccountInfo } from '../../../src/react/glAccounts'
import type { StatementComparison } from '../../../src/react/statementColumns'
import { ProfitAndLoss } from '../../../src/components'

/**
 * The statements scenario of the bench page (`profit-and-loss`): `<ProfitAndLoss>` as a host mounts
 * it, with the chart of accounts the driver (test/bench/statements.ts) hands over on
 * `window.benchAccounts` before the page runs (the service lists no accounts, so a host passes its
 * own). The page's first content is the first account's figures (main.tsx); this part marks the
 * other end, the statement's figures final, on `window.benchStatement`. Neither sends a marker
 * request (main.tsx's `WITHOUT_MARKER`): the driver splits the requests by the page's clock.
 */

/** What the driver reads. */
export interface StatementBenchApi {
  /** performance.now() when the statement's root first said its figures are final (or stopped), in the DOM. */
  endedAt?: number
  /** performance.now() two animation frames after `endedAt`: the frame that painted it had been drawn. */
  endedPaintedAt?: number
  /** `final`, or `stopped` when some account's figures failed. */
  ended?: string
}

declare global {
  interface Window {
    /** The chart of accounts the driver hands to the statement, as a host passes its own. */
    benchAccounts?: GlAccountInfo[]
    benchStatement?: StatementBenchApi
  }
}

/** The statement's root says how far its figures have come (`data-figures`); it ends at `final`, or at `stopped` on a failure. */
const endedFigures = () => document.querySelector('[data-figures="final"], [data-figures="stopped"]')?.getAttribute('data-figures') ?? undefined

/**
 * Watches for the statement's end from before any answer can arrive: started in an effect that
 * commits with the statement, while its first requests are still waiting for the token.
 */
function watchForEnd(): () => void {
  const api: StatementBenchApi = {}
  window.benchStatement = api
  let done = false
  const check = () => {
    const ended = done ? undefined : endedFigures()
    if (!ended) return
    done = true
    observer.disconnect()
    api.endedAt = performance.now()
    api.ended = ended
    requestAnimationFrame(() => requestAnimationFrame(() => (api.endedPaintedAt = performance.now())))
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-figures'] })
  check()
  return () => observer.disconnect()
}

function StatementBenchControl() {
  useEffect(watchForEnd, [])
  return null
}

/** The profit and loss of `period` (its default, this year to date, when absent) beside `compareTo`, on the host's chart of accounts. */
export function StatementsScenario({ period, compareTo }: { period: string | undefined; compareTo: StatementComparison | undefined }) {
  return (
    <>
      <StatementBenchControl />
      <ProfitAndLoss period={period} compareTo={compareTo} accounts={window.benchAccounts} />
    </>
  )
}
