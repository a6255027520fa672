// Counts what the reliability tests throw at bookkit (faults injected and survived, inputs tried,
// CSP violations seen), so the totals can be reported. Each test file keeps its own tally; with
// BOOKKIT_TALLY=<file> set, every file appends one JSON line to that file when it finishes:
//   BOOKKIT_TALLY=/tmp/tally.jsonl npx vitest run --project unit test/reliability …
import { appendFileSync } from 'node:fs'

export interface Tally {
  /** Faults injected into the sandbox or the network (each failed answer counts once). */
  injected: number
  /** Injected faults after which the test saw the documented recovery. */
  survived: number
  /** Generated or hand-written hostile inputs tried. */
  inputs: number
  /** Content-Security-Policy violations seen in a browser. */
  violations: number
}

/** A tally for one test file, written out after its last test when BOOKKIT_TALLY names a file. */
export function createTally(file: string): Tally {
  const tally: Tally = { injected: 0, survived: 0, inputs: 0, violations: 0 }
  afterAll(() => {
    const target = typeof process !== 'undefined' ? process.env.BOOKKIT_TALLY : undefined
    if (target) appendFileSync(target, `${JSON.stringify({ file, ...tally })}\n`)
  })
  return tally
}
