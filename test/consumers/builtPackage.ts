// The built package (dist/) as the consumer, SSR and hydration tests load it: `npm test` builds
// before Vitest; run on their own, these tests say so instead of failing somewhere obscure.
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BookkitModule } from './tree.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DIST_INDEX = path.join(ROOT, 'dist', 'index.js')
const BUILT = ['dist/index.js', 'dist/styles.css', 'dist/types/index.d.ts', 'dist/sandbox/index.js', 'dist/server/index.js']

/** Throws a clear message when `npm run build` has not run. */
export function assertBuilt(): void {
  const missing = BUILT.filter((file) => !existsSync(path.join(ROOT, file)))
  if (missing.length > 0) {
    throw new Error(
      `These tests use the built package, but ${missing.join(', ')} is missing: run \`npm run build\` first (\`npm test\` builds before Vitest).`,
    )
  }
}

/** `import 'bookkit'` as a partner gets it: dist/index.js, typed from its source. */
export async function importBuiltBookkit(): Promise<BookkitModule> {
  assertBuilt()
  return (await import(/* @vite-ignore */ DIST_INDEX)) as BookkitModule
}

/** A browser global read on the server, and the stack frame that read it. */
export interface GlobalRead {
  name: string
  at: string
}

/** What serverRender.mjs reports. */
export interface ServerRender {
  html: string
  /** Browser globals read while `bookkit` and its dependencies were imported. */
  touchedAtImport: GlobalRead[]
  /** Browser globals read during `renderToString`. */
  touchedAtRender: GlobalRead[]
  consoleErrors: string[]
}

/** Reads made by bookkit's own modules (dist/), leaving out its dependencies' `typeof window` server checks. */
export function readsByBookkit(reads: GlobalRead[]): GlobalRead[] {
  return reads.filter((read) => read.at.includes(`${path.join(ROOT, 'dist')}${path.sep}`))
}

/** The whole test page rendered by a separate plain Node process with no DOM globals (serverRender.mjs). */
export function renderOnServer(baseUrl: string): Promise<ServerRender> {
  assertBuilt()
  const script = path.join(ROOT, 'test', 'consumers', 'serverRender.mjs')
  return new Promise((resolve, reject) => {
    execFile(process.execPath, [script, DIST_INDEX, baseUrl], { cwd: ROOT, maxBuffer: 32 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`The server render failed: ${error.message}\n${stderr}`))
      else resolve(JSON.parse(stdout) as ServerRender)
    })
  })
}
