import { compileRules, matchRules } from '../../src/core/rules/match'
import { descriptionWords } from '../../src/core/rules/words'
import type { CategorizationRule } from '../../src/core/rules/types'
import type { MatchRun } from './page/RulesBench'
import { benchRules, benchTransactions, sharedStartRules, sharedStartTransactions } from './rulesData'
import type { MatchableTransaction } from '../../src/core/rules/match'

/**
 * The rules bench's measures in Node, as a host's backend would match: the made-up merchants'
 * rules, the same rules all beginning with one market's three words, the content key of
 * `matchRules`, and descriptions made to stall a reader (a letter beyond ASCII and thousands of
 * digits; 100 KB of mixed text), each read at two sizes to show the time grows with the length.
 */

const LINES = 50_000

/** `runs` cold runs (new descriptions) of compile + match, each followed by a warm one (the same again). */
export function measureInNode(
  runs: number,
  rulesOf: () => CategorizationRule[] = benchRules,
  linesOf: (count: number, run: number) => MatchableTransaction[] = benchTransactions,
): { cold: MatchRun[]; warm: MatchRun[] } {
  const rules = rulesOf()
  const cold: MatchRun[] = []
  const warm: MatchRun[] = []
  for (let index = 0; index < runs; index++) {
    const lines = linesOf(LINES, 100 + index)
    for (const into of [cold, warm]) {
      const started = performance.now()
      const matcher = compileRules(rules)
      const compiled = performance.now()
      let matched = 0
      for (const line of lines) if (matcher.match(line)) matched++
      into.push({ compileMs: compiled - started, matchMs: performance.now() - compiled, matched })
    }
  }
  return { cold, warm }
}

/** 2,000 rules that share their first three words against 50,000 of the market's descriptions. */
export const measureSharedStart = (runs: number) => measureInNode(runs, sharedStartRules, sharedStartTransactions)

/** Milliseconds per `matchRules` call with 2,000 rules and with ten: the content key it builds each call, and a look-up. */
export function measureContentKey(): { manyMs: number; tenMs: number } {
  const rules = benchRules()
  const [line] = benchTransactions(1, 1) as [MatchableTransaction]
  const perCall = (list: CategorizationRule[], calls: number) => {
    matchRules(line, list)
    const started = performance.now()
    for (let call = 0; call < calls; call++) matchRules(line, list)
    return (performance.now() - started) / calls
  }
  return { manyMs: perCall(rules, 200), tenMs: perCall(rules.slice(0, 10), 20_000) }
}

/** A hostile description at `size` and twice it: the milliseconds to read each (best of three) and the words read. */
export interface HostileRun {
  name: string
  ms: [number, number]
  words: number
}

export function measureHostile(): HostileRun[] {
  const mixed = 'CAFÉ Łódź 7-ELEVEN #33 渋谷 ٣٤ 2026-06-03 ﬁne ǅ Hauptstraße '
  const cases: [string, (size: number) => string, number][] = [
    ['a letter beyond ASCII, then digits (3,000 and 6,000)', (size) => `é${'1'.repeat(size)}`, 3_000],
    ['a letter beyond ASCII, then digits (300,000 and 600,000)', (size) => `é${'1'.repeat(size)}`, 300_000],
    ['mixed text (100 KB and 200 KB)', (size) => mixed.repeat(Math.ceil(size / mixed.length)), 100_000],
  ]
  return cases.map(([name, make, size]) => {
    const best = (text: string) => {
      let fastest = Infinity
      for (let run = 0; run < 3; run++) {
        const started = performance.now()
        descriptionWords(text)
        fastest = Math.min(fastest, performance.now() - started)
      }
      return fastest
    }
    return { name, ms: [best(make(size)), best(make(2 * size))], words: descriptionWords(make(size)).length }
  })
}
