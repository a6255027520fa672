import path from 'node:path'
import type { Reporter, TestModule } from 'vitest/node'
import { describeProblems, durationProblems } from './durationsCheck.ts'
import { fileKey, readDurations, recordDurations } from './fileOrder.ts'

/** How many of the slowest files the run ends with. */
const SHOWN = 10

/**
 * Ends every run with its ten slowest test files (environment, import and tests, each apart), so
 * whoever makes the suite longer sees where the time went. `npm run test:durations` also records
 * every file's duration, from which the next runs start the longest files first (fileOrder.ts).
 */
export class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const timed = testModules.map((module) => {
      // Not `prepareDuration`: for a Chromium file it holds the wait for a free page, not work.
      const { environmentSetupDuration, collectDuration, setupDuration, duration } = module.diagnostic()
      const start = environmentSetupDuration + setupDuration
      return {
        name: `${path.relative(process.cwd(), module.moduleId)} (${module.project.name})`,
        start,
        collect: collectDuration,
        tests: duration,
        total: start + collectDuration + duration,
        module,
      }
    })
    if (process.env.BOOKKIT_RECORD_DURATIONS) recordDurations(timed)
    const slowest = [...timed].sort((a, b) => b.total - a.total).slice(0, SHOWN)
    const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(7)
    const lines = slowest.map(
      ({ name, start, collect, tests, total }) =>
        `${s(total)}  ${name}   (start ${s(start).trim()}, import ${s(collect).trim()}, tests ${s(tests).trim()})`,
    )
    if (slowest.length > 0)
      process.stdout.write(`\n The ${slowest.length} slowest test files\n${lines.map((line) => `   ${line}`).join('\n')}\n\n`)
    if (process.env.BOOKKIT_CHECK_DURATIONS && !process.env.BOOKKIT_RECORD_DURATIONS) checkDurations(timed)
  }
}

/**
 * `npm test` fails when test/durations.json has no figure for a file it ran, or one more than
 * twice off at the run's pace (durationsCheck.ts), so the order of the next runs stays true.
 */
function checkDurations(timed: ReadonlyArray<{ module: TestModule; total: number }>): void {
  const files = timed.map(({ module, total }) => ({
    key: fileKey(module.project.name, module.project.config.root, module.moduleId),
    seconds: total / 1000,
  }))
  const { pace, problems } = durationProblems(files, readDurations())
  if (problems.length === 0) return
  process.stdout.write(`\n${describeProblems(pace, problems)}\n\n`)
  process.exitCode = 1
}
