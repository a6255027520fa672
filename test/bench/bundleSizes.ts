import { build, type Plugin } from 'esbuild'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build as viteBuild, type Rolldown } from 'vite'

/** The built package, as a partner's bundler finds it. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url))

/** The components; each is measured on its own beside the provider. */
export const COMPONENTS = [
  'InvoiceList',
  'InvoiceDetail',
  'GeneralLedger',
  'BankTransactionEditor',
  'ManualJournalEntryForm',
  'NotificationSettingsForm',
  'CategorizationRules',
  'BankReconciliation',
  'MonthEndClose',
  'OwnerQuestions',
] as const

/** The charts; each is its own export, measured on its own beside the provider. */
export const CHARTS = ['CashFlowChart', 'SpendingByCategory', 'AccountBalanceChart', 'ReceivablesAging'] as const

/** The business owner's first page: its tiles up front, its charts on demand. */
export const OVERVIEW = 'BooksOverview'

/** The statements; each is its own export, measured on its own beside the provider. */
export const STATEMENTS = ['ProfitAndLoss', 'BalanceSheet', 'TrialBalance', 'CashFlowStatement'] as const

/** The statement import: its steps up front, the readers, papaparse and the preview grid on demand. */
export const IMPORT = 'BankStatementImport'

/** Every component a partner can put on a page: each is measured on its own beside the provider. */
export const PAGE_COMPONENTS = [...COMPONENTS, 'BankTransactionList', ...CHARTS, OVERVIEW, ...STATEMENTS, IMPORT] as const

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
  return {
    name,
    bytes: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    inputs: Object.keys(result.metafile.inputs),
    bundled,
  }
}

/** Every bundle the budgets speak of: the provider alone, the provider with each component of a page, everything. */
export async function measureConsumerBundles(): Promise<BundleSize[]> {
  const entry = './index.js'
  const rows = [await measureBundle('provider', `export { BookkeepingProvider } from '${entry}'`)]
  for (const component of PAGE_COMPONENTS) {
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

/**
 * What a partner's app already has before it adds bookkit: React, and React Query, which is our peer
 * (with its core, which it re-exports). A page's figures are what bookkit adds to that.
 */
export const HOST_HAS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/client',
  '@tanstack/react-query',
  '@tanstack/query-core',
] as const

/** One page of a partner's app, as its Vite production build makes it. */
export interface PartnerPage {
  name: string
  /** Gzipped bytes of the page's entry chunk and every chunk it imports statically: what loads before anything shows. */
  upFront: number
  /** Gzipped bytes of every other chunk: what loads on demand (`import()`), when an action is near. */
  later: number
  /** The files that left code in the up-front chunks, for checks of what comes along. */
  upFrontModules: string[]
  /** The files that left code in the later chunks. */
  laterModules: string[]
}

const gzipped = (code: string) => gzipSync(code, { level: 9 }).byteLength

/** Module ids of `chunks` that left code there. */
const modulesOf = (chunks: readonly Rolldown.OutputChunk[]) =>
  chunks.flatMap((chunk) => Object.entries(chunk.modules).flatMap(([id, module]) => (module.renderedLength > 0 ? [id] : [])))

/**
 * Builds one page of an app, `source` (its entry module: it imports from bookkit and renders, and
 * exports nothing, as an app's `main.tsx`), the way a partner's app is built: Vite, production,
 * minified, code-split where bookkit loads code with `import()`; React and React Query are the
 * app's already (`HOST_HAS`). Up front is the entry chunk and what it imports statically, as the
 * browser loads it; the rest is later. (An entry that exported the components would keep its
 * exports apart, so code shared with a later chunk would go to a chunk of its own: a library's
 * build, not an app's.)
 */
async function measurePartnerPage(name: string, source: string): Promise<PartnerPage> {
  const page = '\0partner-page'
  const built = await viteBuild({
    configFile: false,
    root: DIST,
    mode: 'production',
    logLevel: 'silent',
    // A partner's production build, whatever NODE_ENV the measuring process has (Vitest sets `test`).
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [{ name: 'partner-page', resolveId: (id) => (id === page ? page : null), load: (id) => (id === page ? source : null) }],
    build: {
      write: false,
      minify: true,
      reportCompressedSize: false,
      rolldownOptions: { input: page, external: [...HOST_HAS], preserveEntrySignatures: false },
    },
  })
  const chunks = (Array.isArray(built) ? built : [built as Rolldown.RolldownOutput])
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const upFront = new Set<Rolldown.OutputChunk>()
  const reach = (chunk: Rolldown.OutputChunk | undefined) => {
    if (!chunk || upFront.has(chunk)) return
    upFront.add(chunk)
    for (const imported of chunk.imports) reach(byName.get(imported))
  }
  reach(chunks.find((chunk) => chunk.isEntry))
  const later = chunks.filter((chunk) => !upFront.has(chunk))
  return {
    name,
    upFront: [...upFront].reduce((sum, chunk) => sum + gzipped(chunk.code), 0),
    later: later.reduce((sum, chunk) => sum + gzipped(chunk.code), 0),
    upFrontModules: modulesOf([...upFront]),
    laterModules: modulesOf(later),
  }
}

/** An app's page that renders `component` (if any) inside the provider. */
function appRendering(component?: string): string {
  const names = component ? `BookkeepingProvider, ${component}` : 'BookkeepingProvider'
  return [
    "import { createElement } from 'react'",
    "import { createRoot } from 'react-dom/client'",
    `import { ${names} } from '${DIST}index.js'`,
    `createRoot(document.getElementById('root')).render(createElement(BookkeepingProvider, { baseUrl: '/', fetchToken: async () => '' }${component ? `, createElement(${component})` : ''}))`,
  ].join('\n')
}

/** The pages the budgets speak of: the provider alone, the provider with each component, everything bookkit exports (kept whole, as a page that reaches every export). */
export async function measurePartnerPages(): Promise<PartnerPage[]> {
  const pages = [await measurePartnerPage('provider', appRendering())]
  for (const component of PAGE_COMPONENTS) pages.push(await measurePartnerPage(`provider + ${component}`, appRendering(component)))
  pages.push(await measurePartnerPage('everything', `import * as bookkit from '${DIST}index.js'\nglobalThis.bookkit = bookkit`))
  return pages
}
