import { useEffect } from 'react'
import { compileRules } from '../../../src/core/rules/match'
import { matchAll } from '../../../src/core/rules/matchAll'
import type { CategorizationRule } from '../../../src/core/rules/types'
import { benchRules, benchTransactions } from '../rulesData'

/**
 * The rules scenario of the bench page (`rules-match`): nothing on screen but a line that says it
 * is ready; the driver (test/bench/rules.ts) calls `window.benchRules.run(runs)`, which matches
 * 2,000 rules against 50,000 bank lines in this page, as bookkit does in a partner's: compiled and
 * matched in one go, cold (descriptions never read before) and warm (the same again), then with
 * `matchAll`, timing the page's turns meanwhile (the longest is the longest task) and noting every
 * long task the browser reports.
 */

/** One compile and match of every line: ms each, and how many lines a rule matched. */
export interface MatchRun {
  compileMs: number
  matchMs: number
  matched: number
}

export interface RulesBenchFigures {
  cold: MatchRun[]
  warm: MatchRun[]
  /** `matchAll` over fresh lines: its wall time, the longest gap between two turns of the page, and the browser's long tasks. */
  sliced: { wallMs: number; longestTurnMs: number; turns: number; longTasks: number[]; matched: number }
}

declare global {
  interface Window {
    benchRules?: { run(runs: number): Promise<RulesBenchFigures> }
  }
}

const LINES = 50_000

function compileAndMatch(rules: readonly CategorizationRule[], lines: ReturnType<typeof benchTransactions>): MatchRun {
  const started = performance.now()
  // A copy: compiled rules are kept per array, and each run compiles as a changed rule list would.
  const matcher = compileRules([...rules])
  const compiled = performance.now()
  let matched = 0
  for (const line of lines) if (matcher.match(line)) matched++
  return { compileMs: compiled - started, matchMs: performance.now() - compiled, matched }
}

/** A turn of the page between other work: a message-channel round, the way `matchAll` yields. */
const nextTurn = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(undefined)
  })

async function run(runs: number): Promise<RulesBenchFigures> {
  const rules = benchRules()
  const cold: MatchRun[] = []
  const warm: MatchRun[] = []
  for (let index = 0; index < runs; index++) {
    const lines = benchTransactions(LINES, 100 + index)
    // A pause between runs, as between a user's actions: the collector catches up with the last.
    await new Promise((resolve) => setTimeout(resolve, 100))
    cold.push(compileAndMatch(rules, lines))
    warm.push(compileAndMatch(rules, lines))
  }

  const lines = benchTransactions(LINES, 999)
  await new Promise((resolve) => setTimeout(resolve, 100))
  const longTasks: number[] = []
  const observer = new PerformanceObserver((list) => longTasks.push(...list.getEntries().map((entry) => entry.duration)))
  observer.observe({ type: 'longtask' })
  const matching = { running: true }
  let longestTurnMs = 0
  let turns = 0
  // Turns taken as often as the page gives them: the gap between two is the task that ran between.
  const watch = (async () => {
    let last = performance.now()
    while (matching.running) {
      await nextTurn()
      const now = performance.now()
      longestTurnMs = Math.max(longestTurnMs, now - last)
      turns++
      last = now
    }
  })()
  const started = performance.now()
  const found = await matchAll(lines, [...rules])
  const wallMs = performance.now() - started
  matching.running = false
  await watch
  longTasks.push(...observer.takeRecords().map((entry) => entry.duration))
  observer.disconnect()
  return { cold, warm, sliced: { wallMs, longestTurnMs, turns, longTasks, matched: found.size } }
}

export function RulesScenario() {
  useEffect(() => {
    window.benchRules = { run }
  }, [])
  return <p>Rules bench</p>
}
