/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite'
import { transform } from 'esbuild'
import react from '@vitejs/plugin-react'
import { playwright } from '@vitest/browser-playwright'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { builtinModules } from 'node:module'
import pkg from './package.json' with { type: 'json' }
import { chromiumLaunchOptions } from './test/support/chromium'

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

const external = [
  ...Object.keys(pkg.dependencies),
  ...Object.keys(pkg.peerDependencies),
  ...builtinModules,
].map((name) => new RegExp(`^(node:)?${name.replace('/', '\\/')}(/.*)?$`))

/** Browser-mode settings; each project names its one Chromium instance after itself. */
const inChromium = (name: string) => ({ provider: chromium, enabled: true, headless: true, instances: [{ browser: 'chromium' as const, name: `${name} (chromium)` }] })

export default defineConfig({
  plugins: [react(), stylesheet()],
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
    projects: [
      // `npm run bench` only: a long measuring run, never part of `npm test`.
      ...(process.env.BOOKKIT_BENCH
        ? [{ extends: true as const, test: { name: 'bench', environment: 'node' as const, include: ['test/bench/**/*.bench.ts'], testTimeout: 900_000 } }]
        : []),
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/**/*.browser.test.{ts,tsx}', 'node_modules/**'],
          setupFiles: ['test/setup/unit.ts'],
        },
      },
      {
        extends: true,
        publicDir: '.storybook/public',
        test: {
          name: 'browser',
          include: ['test/**/*.browser.test.{ts,tsx}'],
          setupFiles: ['test/setup/browser.ts'],
          browser: inChromium('browser'),
        },
      },
      {
        extends: true,
        publicDir: '.storybook/public',
        plugins: [storybookTest({ configDir: `${root}.storybook` })],
        test: {
          name: 'storybook',
          browser: inChromium('storybook'),
        },
      },
    ],
  },
})
