import { build, type Plugin } from 'esbuild'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The built package, as a partner's bundler finds it. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url))

/** The components; each is measured on its own beside the provider. */
export const COMPONENTS = ['InvoiceList', 'InvoiceDetail', 'GeneralLedger', 'BankTransactionEditor', 'ManualJournalEntryForm', 'NotificationSettingsForm'] as const

/** The charts (issue 32); each is its own export, measured on its own beside the provider. */
export const CHARTS = ['CashFlowChart', 'SpendingByCategory', 'AccountBalanceChart', 'ReceivablesAging'] as const

/** The business owner's first page (issue 33): its tiles up front, its charts on demand. */
export const OVERVIEW = 'BooksOverview'

/** The statements (issue 44 on); each is its own export, measured on its own beside the provider. */
export const STATEMENTS = ['ProfitAndLoss', 'BalanceSheet', 'TrialBalance'] as const

/** The statement import (issue 46): its steps up front, the readers, papaparse and the preview grid on demand. */
export const IMPORT = 'BankStatementImport'

/** One measured consumer bundle. */
export interface BundleSize {
  name: string
  /** Minified bytes. */
  bytes: number
  /** Gzipped bytes of the minified bundle: what loads up front. */
  gzip: number
  /** Every input file esbuild read to resolve the entry, whether tree-shaking kept any of its code or not. */
  inputs: string[]
  /** The input files that left code in the bundle: what tree-shaking kept, for checks of what leaks in. */
  bundled: string[]
}

/**
 * What a component loads through `import()` (InvoiceList's invoice detail, the first time an
 * invoice opens) goes to a chunk of its own in every app bundler, loaded on demand; it is left out
 * here, as it is of what the page loads up front.
 */
const onDemand: Plugin = {
  name: 'on-demand-chunks',
  setup(bundler) {
    bundler.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined))
  },
}

/**
 * Bundles `source` the way a partner's app would: esbuild, bundle + minify, ESM, with React
 * external and everything else (TanStack, react-hook-form, our code) included, except what loads
 * on demand through `import()`.
 */
export async function measureBundle(name: string, source: string): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir: DIST, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    plugins: [onDemand],
  })
  const code = result.outputFiles[0]!.contents
  const output = Object.values(result.metafile.outputs)[0]!
  const bundled = Object.entries(output.inputs).flatMap(([file, { bytesInOutput }]) => (bytesInOutput > 0 ? [file] : []))
  return { name, bytes: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, inputs: Object.keys(result.metafile.inputs), bundled }
}

/** Every bundle the budgets speak of: the provider alone, the provider with each component, each chart and the overview, everything. */
export async function measureConsumerBundles(): Promise<BundleSize[]> {
  const entry = './index.js'
  const rows = [await measureBundle('provider', `export { BookkeepingProvider } from '${entry}'`)]
  for (const component of [...COMPONENTS, ...CHARTS, OVERVIEW, ...STATEMENTS, IMPORT]) {
    rows.push(await measureBundle(`provider + ${component}`, `export { BookkeepingProvider, ${component} } from '${entry}'`))
  }
  rows.push(await measureBundle('everything', `export * from '${entry}'`))
  return rows
}

/** `bookkit/styles.css`, gzipped. */
export function measureStylesheet(): { bytes: number; gzip: number } {
  const css = readFileSync(`${DIST}styles.css`)
  return { bytes: css.byteLength, gzip: gzipSync(css, { level: 9 }).byteLength }
}
