import { useEffect } from 'react'
import type { AccountingDimensionValue } from '../../../src/api/types'
import type { GlAccountInfo } from '../../../src/core/statements/glAccounts'
import type { BalanceSheetComparison, StatementComparison } from '../../../src/core/statements/statementColumns'
import { BalanceSheet, CashFlowStatement, ProfitAndLoss, TrialBalance } from '../../../src/components'

/**
 * The statements scenarios of the bench page (`profit-and-loss`, `balance-sheet`, `trial-balance`,
 * `cash-flow`, and `statements-together`, several on one page): each statement as a host mounts
 * it, with the chart of accounts the driver (test/bench/statements.ts) hands over on
 * `window.benchAccounts` before the page runs (the service lists no accounts, so a host passes its
 * own). The page's first content is the first account's figures (main.tsx); this part marks the
 * other end, every statement's figures final, on `window.benchStatement`. Neither sends a marker
 * request (main.tsx's `WITHOUT_MARKER`): the driver splits the requests by the page's clock.
 */

/** The statements the page mounts, by the scenario's name. */
type BenchStatement = 'profit-and-loss' | 'profit-and-loss-by' | 'balance-sheet' | 'trial-balance' | 'cash-flow'

/**
 * One statement of the page and its props as the query string carries them: the profit and
 * loss's `period` (absent: this year to date) and `compareTo` (split: its `by`), the balance sheet's `compareTo`
 * (absent: none), the cash flow statement's `from`, `to` and `compare`.
 */
export interface BenchStatementSetup {
  statement: BenchStatement
  query: Record<string, string | undefined>
}

/** What the driver reads. */
interface StatementBenchApi {
  /** performance.now() when the end was first in the DOM: every statement's root final (or one stopped) and, where one has a check, its check said. */
  endedAt?: number
  /** performance.now() two animation frames after `endedAt`: the frame that painted it had been drawn. */
  endedPaintedAt?: number
  /** `final`, or `stopped` when some account's figures failed. */
  ended?: string
  /** performance.now() when every root first said `final` or `stopped`, the checks aside: `endedAt` or before. */
  rootEndedAt?: number
  /** The checks under the statements that have one (balance sheet, trial balance, cash flow's tie) at `endedAt`, in the page's order: each `data-check` and its words. */
  checks?: Array<{ state: string; text: string }>
}

declare global {
  interface Window {
    /** The chart of accounts the driver hands to the statement, as a host passes its own. */
    benchAccounts?: GlAccountInfo[]
    /** The company's dimension values, as a host passes its own to a statement split by a dimension. */
    benchDimensionValues?: AccountingDimensionValue[]
    benchStatement?: StatementBenchApi
  }
}

/** Whether a statement says a check under its table once its figures are final: the balance sheet's and trial balance's balance, the cash flow statement's tie. */
const HAS_CHECK: Record<BenchStatement, boolean> = {
  'profit-and-loss': false,
  'profit-and-loss-by': false,
  'balance-sheet': true,
  'trial-balance': true,
  'cash-flow': true,
}

/** The check a statement shows under its table once its figures are final: anything but `unknown` (`balances`, `ties`, `differs`), with its words. */
const shownCheck = (root: Element) => {
  const check = root.querySelector('.bk-statement__check:not([data-check="unknown"])')
  const text = check?.textContent?.trim() ?? ''
  return check && text !== '' ? { state: check.getAttribute('data-check')!, text } : undefined
}

/**
 * Watches for the statements' end from before any answer can arrive: started in an effect that
 * commits with them, while their first requests are still waiting for the token. The page ends
 * once every statement's root says `final` or `stopped`: `final` only once each check (`checks`,
 * one per statement in the page's order) is said too; `stopped` ends it at once.
 */
function watchForEnd(checks: readonly boolean[]): () => void {
  const api: StatementBenchApi = {}
  window.benchStatement = api
  let done = false
  const check = () => {
    if (done) return
    const roots = [...document.querySelectorAll('section.bk-statement')]
    const ends = roots.map((root) => root.getAttribute('data-figures'))
    if (roots.length < checks.length || ends.some((end) => end !== 'final' && end !== 'stopped')) return
    // One moment for both ends seen by the same callback: the check said with the figures is 0 ms after them.
    const now = performance.now()
    api.rootEndedAt ??= now
    const ended = ends.includes('stopped') ? 'stopped' : 'final'
    const said = roots.flatMap((root, index) => (checks[index] ? [shownCheck(root)] : []))
    if (ended === 'final' && said.some((each) => each === undefined)) return
    done = true
    observer.disconnect()
    api.endedAt = now
    api.ended = ended
    api.checks = said.filter((each) => each !== undefined)
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

function StatementBenchControl({ checks }: { checks: readonly boolean[] }) {
  const signature = checks.join(',')
  useEffect(() => watchForEnd(signature.split(',').map((each) => each === 'true')), [signature])
  return null
}

/** One statement on the host's chart of accounts, as of today where it takes a date (its default: the page's today is the sandbox's). */
function BenchStatementPart({ statement, query }: BenchStatementSetup) {
  const accounts = window.benchAccounts
  switch (statement) {
    case 'profit-and-loss':
      return (
        <ProfitAndLoss period={query['period']} compareTo={query['compareTo'] as StatementComparison | undefined} accounts={accounts} />
      )
    case 'profit-and-loss-by':
      return (
        <ProfitAndLoss by={query['by'] ?? ''} period={query['period']} accounts={accounts} dimensionValues={window.benchDimensionValues} />
      )
    case 'balance-sheet':
      return <BalanceSheet compareTo={query['compareTo'] as BalanceSheetComparison | undefined} accounts={accounts} />
    case 'trial-balance':
      return <TrialBalance accounts={accounts} />
    case 'cash-flow':
      return (
        <CashFlowStatement
          from={query['from'] ?? ''}
          to={query['to'] ?? ''}
          compare={query['compare'] as StatementComparison | undefined}
          accounts={accounts}
        />
      )
    default:
      return statement satisfies never
  }
}

/** The statements of the scenario, in order, and the watch for their end. */
export function StatementsScenario({ statements }: { statements: readonly BenchStatementSetup[] }) {
  return (
    <>
      <StatementBenchControl checks={statements.map(({ statement }) => HAS_CHECK[statement])} />
      {statements.map((setup, index) => (
        <BenchStatementPart key={index} {...setup} />
      ))}
    </>
  )
}
