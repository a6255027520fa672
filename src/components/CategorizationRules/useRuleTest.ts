import { useCallback, useEffect, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { yieldToMain } from '../../core/yieldToMain'
import type { CategorizationRule, RuleTest } from '../../core/rules/types'
import { useDebouncedValue } from '../shared/hooks/useDebouncedValue'
import { useLatestRef } from '../shared/hooks/useLatestRef'

/** Time the test may hold the page before it gives input a turn. */
const SLICE_MS = 8
/** Transactions tested between two looks at the clock. */
const STEP = 256
/** How long the conditions must stay as typed before the test runs on its own. */
const SETTLE_MS = 300

type TestOf = (rule: CategorizationRule, transactions: Iterable<BankTransaction>) => RuleTest

/**
 * `test` over `history` in slices, so 50,000 transactions never hold the page: the first test reads
 * every description's words (later ones find them cached), which alone can take longer than a frame.
 */
async function testInSlices(rule: CategorizationRule, history: readonly BankTransaction[], test: TestOf, signal: AbortSignal) {
  const total: RuleTest = { matched: 0, same: 0, different: [], toChange: [] }
  let sliceStart = performance.now()
  for (let start = 0; start < history.length; start += STEP) {
    if (performance.now() - sliceStart > SLICE_MS) {
      await yieldToMain(signal)
      sliceStart = performance.now()
    }
    const part = test(rule, history.slice(start, start + STEP))
    total.matched += part.matched
    total.same += part.same
    total.different.push(...part.different)
    total.toChange.push(...part.toChange)
  }
  return total
}

/** What the form shows of the test: the last result, and whether it is for the rule as it reads now. */
export interface RuleTestState {
  result: RuleTest | undefined
  /** The result is for the rule as it reads now (no test is on its way). */
  current: boolean
  /** The history the test reads has not arrived yet. */
  waiting: boolean
  /** What the test depends on as the rule reads now (its conditions and actions). */
  key: string | undefined
  /** Tests the rule as it reads now, at once (the Test button, and Save before a current result). */
  runNow: () => void
}

/**
 * The rule tested against the company's history as the user changes it: once the conditions have
 * settled for a moment, or at once through `runNow`. `key` says what the test depends on (the
 * rule's conditions and actions); the history arriving page by page tests again.
 */
export function useRuleTest(
  rule: CategorizationRule | undefined,
  history: readonly BankTransaction[] | undefined,
  test: TestOf,
): RuleTestState {
  const key = rule ? JSON.stringify([rule.conditions, rule.actions]) : undefined
  const settled = useDebouncedValue(key, SETTLE_MS)
  const [forced, setForced] = useState<string>()
  const [shown, setShown] = useState<{ key: string; result: RuleTest }>()
  const latest = useLatestRef({ rule, test })
  // Runs for the rule as it reads now, once it has settled or was asked for.
  const runKey = key !== undefined && (settled === key || forced === key) ? key : undefined

  useEffect(() => {
    const { rule: now, test: testOf } = latest.current
    if (runKey === undefined || !history || !now) return
    const controller = new AbortController()
    testInSlices(now, history, testOf, controller.signal).then(
      (result) => setShown({ key: runKey, result }),
      () => undefined,
    )
    return () => controller.abort()
  }, [runKey, history, latest])

  const runNow = useCallback(() => setForced(key), [key])
  return {
    result: shown?.result,
    // Older pages arriving test again, and the result shown meanwhile still says "so far".
    current: shown !== undefined && shown.key === key,
    waiting: history === undefined,
    key,
    runNow,
  }
}
