/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import type { TestProjectInlineConfiguration } from 'vitest/config'
import { transform } from 'esbuild'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { builtinModules } from 'node:module'
import pkg from './package.json' with { type: 'json' }
import { chromiumLaunchOptions } from './test/support/chromium.ts'
import { SlowestFiles } from './test/support/slowestFiles.ts'
import { LongestFirst } from './test/support/fileOrder.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Debian's Chromium; never a browser download. */
const chromium = playwright({ launchOptions: chromiumLaunchOptions })

/**
 * `bookkit/styles.css`: tokens first, then one stylesheet per component, concatenated in a stable
 * order. The CSS is not imported from JS, so a partner decides where it goes in their cascade.
 */
function stylesheet(): Plugin {
  return {
    name: 'bookkit-stylesheet',
    apply: 'build',
    async generateBundle() {
      const dir = `${root}src/styles/`
      const files = readdirSync(dir)
        .filter((f) => f.endsWith('.css'))
        .sort((a, b) => (a === 'tokens.css' ? -1 : b === 'tokens.css' ? 1 : a.localeCompare(b)))
      const source = files.map((f) => readFileSync(dir + f, 'utf8')).join('\n')
      const { code } = await transform(source, { loader: 'css', minify: true, target: ['chrome111', 'firefox113', 'safari16.4'] })
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: code })
    },
  }
}

/**
 * Type declarations, after the JS (Vite empties dist/ first): plain `tsc` with `--noCheck` (the
 * types were checked once already, by `npm run typecheck` over src, tests and stories), then every relative
 * specifier gets the extension Node's ESM resolution needs (`./client` → `./client.js`), so the
 * types resolve under `moduleResolution: node16` as well as in bundlers.
 */
function declarations(): Plugin {
  return {
    name: 'bookkit-declarations',
    apply: 'build',
    closeBundle() {
      execFileSync(`${root}node_modules/.bin/tsc`, ['-p', 'tsconfig.build.json', '--noCheck'], { stdio: 'inherit', cwd: root })
      for (const file of declarationFiles(`${root}dist/types`)) {
        const text = readFileSync(file, 'utf8')
        const fixed = text.replace(
          /(from |import\()(['"])(\.{1,2}(?:\/[^'"]*)?)\2/g,
          (whole, lead: string, quote: string, specifier: string) => {
            const target = join(dirname(file), specifier)
            if (existsSync(`${target}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`
            if (existsSync(join(target, 'index.d.ts'))) return `${lead}${quote}${specifier}/index.js${quote}`
            return whole
          },
        )
        if (fixed !== text) writeFileSync(file, fixed)
      }
    },
  }
}

/** Packages whose code runs only in a browser-side React tree: state, context, effects, forms. */
const CLIENT_PACKAGES = /^(react|react-dom|react\/jsx-runtime|@tanstack\/react-[\w-]+|react-hook-form)$/

/**
 * `'use client'` on every built module that imports React or a React binding, so a React Server
 * Component (Next.js App Router) can render any bookkit component inside a client provider. The
 * entry barrels (`index.js`, `react/index.js`) stay unmarked: a client boundary cannot `export *`,
 * and a server route may still import framework-free names (`createBookkeepingClient`) through
 * them. Rolldown drops module-level directives of the sources (they mean nothing once bundled),
 * so the directive is added back per output module, from what it imports.
 */
function clientDirective(): Plugin {
  return {
    name: 'bookkit-use-client',
    apply: 'build',
    banner(chunk) {
      return chunk.imports.some((id) => CLIENT_PACKAGES.test(id)) ? "'use client';" : ''
    },
  }
}

function declarationFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.d.ts'))
    .map((entry) => join(entry.parentPath, entry.name))
}

const external = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies), ...builtinModules].map(
  (name) => new RegExp(`^(node:)?${name.replace('/', '\\/')}(/.*)?$`),
)

/** The bench files `BENCH_ONLY` asks for: the network part alone, the review queue at scale alone, the charts alone, the statements alone, the statement import alone, the categorization rules alone, deposits matched to invoices alone, transfer sides paired alone, the lists without any of them, or everything. */
function benchFiles(only: string | undefined): string[] {
  if (only === 'network') return ['test/bench/network.bench.ts']
  if (only === 'scale') return ['test/bench/scale.bench.ts']
  if (only === 'charts') return ['test/bench/charts.bench.ts']
  if (only === 'statements') return ['test/bench/statements.bench.ts']
  if (only === 'statementImport') return ['test/bench/statementImport.bench.ts']
  if (only === 'rules') return ['test/bench/rules.bench.ts']
  if (only === 'invoiceMatches') return ['test/bench/invoiceMatches.bench.ts']
  if (only === 'transferPairs') return ['test/bench/transferPairs.bench.ts']
  if (only === 'lists') return ['test/bench/run.bench.ts', 'test/bench/queue.bench.ts']
  return ['test/bench/**/*.bench.ts']
}

/**
 * Tests of the built package (`dist/`, which `npm run build` makes): the API report, the size
 * budgets, the `'use client'` banners, SSR and the browser bundle's contents (and, in `npm run
 * test:release`, the partner apps on the packed tarball and hydration). They are the `dist`
 * project, so `unit` runs on a checkout that was never built.
 */
const DIST_TESTS = ['test/build/**/*.test.{ts,tsx}', 'test/consumers/**/*.test.{ts,tsx}', 'test/reliability/bundle.test.ts']

/**
 * `npm run test:release` (`BOOKKIT_RELEASE=1`): what proves the package as partners install it and
 * the product at scale, too slow for every change. The packed tarball built into the partner apps
 * (React 18, React 19 with Vite, Next.js App Router), hydration of the server-rendered page, the
 * ledger at scale, the long fuzz (the same properties as `npm test`'s, with many more runs) and
 * the stories tagged `release` (10,000 and 20,000 rows). `.ci/run` runs it after `npm test`.
 */
const RELEASE = Boolean(process.env.BOOKKIT_RELEASE)
const RELEASE_TESTS = ['test/consumers/consumers.test.ts', 'test/consumers/hydrate.test.tsx', 'test/sandbox/ledgerScale.test.ts']

/** Browser-mode settings; each project names its one Chromium instance after itself. */
const inChromium = (name: string) => ({
  provider: chromium,
  enabled: true,
  headless: true,
  // One page a project, beside the two Node workers: two pages each overloaded two cores. (A
  // project's own maxWorkers would put it in a group of its own, run after all the others.)
  fileParallelism: false,
  instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }],
})

export default defineConfig({
  plugins: [react(), clientDirective(), stylesheet(), declarations()],
  // The stored cache of `persist` is valid for one package version (src/react/persist/).
  define: { BOOKKIT_PACKAGE_VERSION: JSON.stringify(pkg.version) },
  build: {
    target: 'es2022',
    sourcemap: true,
    minify: false,
    lib: {
      entry: {
        index: 'src/index.ts',
        'sandbox/index': 'src/sandbox/index.ts',
        'sandbox/cli': 'src/sandbox/cli.ts',
        'server/index': 'src/server/index.ts',
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
      },
    },
  },
  test: {
    globals: true,
    // Two Node workers on a 2-core machine (Vitest's default would be one), beside the two Chromium
    // pages and the partner apps' builds. A third filled the waits on timers and child processes
    // while both cores were whole; on a machine whose second core gives half a core (two
    // calibrations at once: 845 and 912 ms, against 653 alone), three workers starved the tests
    // that wait for an answer within a limit, and every whole run failed one of them somewhere.
    maxWorkers: 2,
    // No test runs twice: a wait that fails on a busy machine is a wait to fix, not to retry.
    retry: 0,
    reporters: ['default', new SlowestFiles()],
    // `npm run coverage`: the share of src's lines and branches the gate's tests run (v8's own counts,
    // in Node and in Chromium alike).
    coverage: { provider: 'v8', include: ['src/**'], reporter: ['text-summary', 'json-summary'] },
    // The longest files first, by the durations `npm run test:durations` recorded.
    sequence: { sequencer: LongestFirst },
    projects: [
      // `npm run bench` only: a long measuring run, never part of `npm test`. One file at a time, so
      // no two measures share the 2 cores. `BENCH_ONLY=network` runs the network part alone,
      // `BENCH_ONLY=scale` the review queue at scale alone, `BENCH_ONLY=charts` the charts alone,
      // `BENCH_ONLY=statements` the statements alone, `BENCH_ONLY=statementImport` the statement
      // import alone, `BENCH_ONLY=rules` the categorization rules alone, `BENCH_ONLY=invoiceMatches` deposits matched
      // to invoices alone, `BENCH_ONLY=transferPairs` transfer sides paired alone; `BENCH_ONLY=lists` the large lists and
      // the queue without any of them.
      ...(process.env.BOOKKIT_BENCH
        ? [
            {
              extends: true as const,
              test: {
                name: 'bench',
                environment: 'node' as const,
                include: benchFiles(process.env.BENCH_ONLY),
                fileParallelism: false,
                testTimeout: 900_000,
              },
            },
          ]
        : []),
      ...(RELEASE
        ? ([
            {
              extends: true as const,
              // After `npm run build`. The partner apps' builds and the server render are child
              // processes slow to start on a busy machine: limits for hangs, not measures of speed.
              test: {
                name: 'release',
                environment: 'node' as const,
                include: [...RELEASE_TESTS, 'test/sandbox/fuzz.test.ts'],
                setupFiles: ['test/setup/dom.ts'],
                testTimeout: 600_000,
              },
            },
            {
              extends: true as const,
              publicDir: '.storybook/public',
              plugins: [storybookTest({ configDir: `${root}.storybook`, tags: { include: ['release'] } })],
              test: {
                name: 'release-stories',
                isolate: false,
                browser: inChromium('release-stories'),
                testTimeout: 180_000,
              },
            },
          ] satisfies TestProjectInlineConfiguration[])
        : ([
            {
              extends: true,
              // Framework-free code (the client, the sandbox, formatting, the statement import) in Node:
              // nothing here needs a DOM, and creating one costs more than most of these files' tests.
              // The files of a worker share their modules (src keeps no module state), so each module is
              // loaded once per worker rather than once per file.
              test: {
                name: 'unit',
                environment: 'node',
                isolate: false,
                include: ['test/**/*.test.ts'],
                exclude: ['test/**/*.browser.test.ts', ...DIST_TESTS, ...RELEASE_TESTS, 'node_modules/**'],
                testTimeout: 60_000,
              },
            },
            {
              extends: true,
              // Components and hooks in jsdom, the files of a worker sharing one jsdom and their modules
              // (src keeps no module state; each test unmounts what it rendered). A file that replaces a
              // module (`vi.mock`) is named `*.mocking.test.tsx` and runs alone in `dom-mocking`. Typing a
              // whole form with user-event takes seconds on a loaded 2-core machine: a limit for hangs,
              // not a measure of speed (timings live in the bench); 60 s since waits may take 15 s each
              // (test/setup/waits.ts).
              test: {
                name: 'dom',
                environment: 'jsdom',
                isolate: false,
                include: ['test/**/*.test.tsx'],
                exclude: ['test/**/*.browser.test.tsx', 'test/**/*.mocking.test.tsx', ...DIST_TESTS, 'node_modules/**'],
                setupFiles: ['test/setup/dom.ts', 'test/setup/wholePackage.ts'],
                testTimeout: 60_000,
              },
            },
            {
              extends: true,
              test: {
                name: 'dom-mocking',
                environment: 'jsdom',
                include: ['test/**/*.mocking.test.tsx'],
                setupFiles: ['test/setup/dom.ts'],
                testTimeout: 60_000,
              },
            },
            {
              extends: true,
              // After `npm run build` (`npm test` builds first), in Node; the hydration test asks for jsdom
              // in its first line. The same 20 s limit for hangs as `unit`.
              test: {
                name: 'dist',
                environment: 'node',
                include: DIST_TESTS,
                exclude: ['**/node_modules/**', ...RELEASE_TESTS],
                setupFiles: ['test/setup/dom.ts'],
                testTimeout: 60_000,
              },
            },
            {
              extends: true,
              publicDir: '.storybook/public',
              test: {
                name: 'browser',
                // The test files share one page and its loaded modules, and one mock service worker
                // (test/support/browserWorker.ts): reloading them for each of 18 files cost a third of the
                // project's CPU time. Each file still brings its own handlers, sandbox and window size, and
                // puts back what else it changes on the page (test/setup/browser.ts).
                isolate: false,
                include: ['test/**/*.browser.test.{ts,tsx}'],
                setupFiles: ['test/setup/browser.ts'],
                browser: inChromium('browser'),
              },
            },
            {
              extends: true,
              publicDir: '.storybook/public',
              // A story tagged `release` (the ones at scale) plays in `npm run test:release` alone.
              plugins: [storybookTest({ configDir: `${root}.storybook`, tags: { exclude: ['release'] } })],
              test: {
                name: 'storybook',
                // The story files share one page and its loaded modules, one mock service worker and the
                // seeded books: reloading them for each of 30 files cost 40% of the project's CPU time.
                // Each story still mounts its own sandbox copy, handlers and provider (.storybook/preview.tsx).
                isolate: false,
                browser: inChromium('storybook'),
                // The stories syncing 10,000 and 20,000 transactions take up to 32 s with the 2 cores
                // shared, and in CI, beside the partner apps' builds, the 20,000 had synced 8,000 after
                // 40 s; they wait up to 150 s, any other wait 60 s (.storybook/preview.tsx). A limit for
                // hangs, not a measure of speed: a passing story ends when its last wait does.
                testTimeout: 180_000,
              },
            },
          ] satisfies TestProjectInlineConfiguration[])),
    ],
  },
})
