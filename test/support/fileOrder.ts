import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { BaseSequencer, type TestModule, type TestSpecification } from 'vitest/node'

/** How long each test file took, in seconds, as `npm run test:durations` last recorded it. */
const DURATIONS_FILE = path.join(import.meta.dirname, '..', 'durations.json')

/**
 * The Node projects' order. The partner apps' file is one long chain of child processes, so it
 * starts first; the Node files wait on timers often, so they run while the Chromium pages keep the
 * cores busy; jsdom's files, which use their core whole, come last and fill the end evenly.
 */
const PROJECT_ORDER = ['dist', 'unit', 'dom-mocking', 'dom']

type Durations = Record<string, number>

export const fileKey = (projectName: string, root: string, moduleId: string) => `${projectName}:${path.relative(root, moduleId)}`

export function readDurations(): Durations {
  return existsSync(DURATIONS_FILE) ? (JSON.parse(readFileSync(DURATIONS_FILE, 'utf8')) as Durations) : {}
}

/**
 * The longest files first, so that no long file starts near the end and runs there alone: on a
 * fresh clone Vitest knows no durations and would start them by file size, which put a 30-second
 * file of short tests that wait on the clock last. A file with no recorded duration (a new one)
 * starts before the recorded ones, as Vitest does with a file it does not know.
 */
export class LongestFirst extends BaseSequencer {
  private readonly seconds = readDurations()

  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const projectRank = (spec: TestSpecification) => PROJECT_ORDER.indexOf(spec.project.name)
    const recorded = (spec: TestSpecification) =>
      this.seconds[fileKey(spec.project.name, spec.project.config.root, spec.moduleId)] ?? Number.MAX_SAFE_INTEGER
    // Vitest's own order (larger files first) settles the files of equal durations.
    return (await super.sort(files)).sort((a, b) => projectRank(a) - projectRank(b) || recorded(b) - recorded(a))
  }
}

/**
 * Records each file's duration (environment, import and tests, as the slowest-files list counts
 * them) for `LongestFirst`, keeping the other files' figures and dropping files that are gone.
 */
export function recordDurations(timed: ReadonlyArray<{ module: TestModule; total: number }>): void {
  const durations = readDurations()
  for (const { module, total } of timed) {
    durations[fileKey(module.project.name, module.project.config.root, module.moduleId)] = Math.round(total / 100) / 10
  }
  const root = path.join(import.meta.dirname, '..', '..')
  const kept = Object.keys(durations)
    .filter((key) => existsSync(path.join(root, key.slice(key.indexOf(':') + 1))))
    .sort()
  writeFileSync(DURATIONS_FILE, `${JSON.stringify(Object.fromEntries(kept.map((key) => [key, durations[key]])), null, 2)}\n`)
}
