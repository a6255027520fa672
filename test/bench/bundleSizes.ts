import { build } from 'esbuild'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

/** The built package, as a partner's bundler finds it. */
export const DIST = fileURLToPath(new URL('../../dist/', import.meta.url))

/** The five components; each is measured on its own beside the provider. */
export const COMPONENTS = ['InvoiceList', 'GeneralLedger', 'BankTransactionEditor', 'ManualJournalEntryForm', 'NotificationSettingsForm'] as const

/** One measured consumer bundle. */
export interface BundleSize {
  name: string
  /** Minified bytes. */
  bytes: number
  /** Gzipped bytes of the minified bundle. */
  gzip: number
  /** Every input file esbuild read to resolve the entry, whether tree-shaking kept any of its code or not. */
  inputs: string[]
  /** The input files that left code in the bundle: what tree-shaking kept, for checks of what leaks in. */
  bundled: string[]
}

/**
 * Bundles `source` the way a partner's app would: esbuild, bundle + minify, ESM, with React
 * external and everything else (TanStack, react-hook-form, our code) included.
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
  })
  const code = result.outputFiles[0]!.contents
  const output = Object.values(result.metafile.outputs)[0]!
  const bundled = Object.entries(output.inputs).flatMap(([file, { bytesInOutput }]) => (bytesInOutput > 0 ? [file] : []))
  return { name, bytes: code.byteLength, gzip: gzipSync(code, { level: 9 }).byteLength, inputs: Object.keys(result.metafile.inputs), bundled }
}

/** Every bundle the budgets speak of: the provider alone, the provider with each component, everything. */
export async function measureConsumerBundles(): Promise<BundleSize[]> {
  const entry = './index.js'
  const rows = [await measureBundle('provider', `export { BookkeepingProvider } from '${entry}'`)]
  for (const component of COMPONENTS) {
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
