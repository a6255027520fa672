// @vitest-environment node
// The size budgets of issue 6, measured on the built package the way a partner's bundler sees it
// (test/bench/bundleSizes.ts: esbuild bundle + minify of dist/, React external), and what keeps
// them: modules a bundler can drop one by one, and no component pulling in another.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { COMPONENTS, DIST, measureBundle, measureConsumerBundles, measureStylesheet, type BundleSize } from '../bench/bundleSizes'

/** Gzipped bytes (1 KB = 1000 bytes, as the bench report prints them). */
const KB = 1000
const BUDGET = {
  // The goal (issue 22): everything ≤ 90 KB, the provider and any one component ≤ 45 KB, with no
  // dependency pinned below its current release. These gates hold the figures as measured, so
  // nothing grows unseen while that goal is worked towards; they are not the goal.
  //
  // Was 90 KB for five components. Everything now holds seven: the review queue and the invoice
  // detail (issues 14, 15), receipts in both editors, the resumable export, idempotent creates, and
  // current react-hook-form (issue 16): 103.9 KB measured on a fresh install. Issue 19 added a
  // session object per signed-in user, the check that finds out a lost answer before anything is
  // sent again, page walks that always end, and whole-record updates: 107.84 KB. A cost, not headroom.
  // Issue 20: the invoice detail by number in one request and the progress of a walk by id (the
  // lookup, two hooks, the status line), 0.5 KB; `persist`'s part that loads with the provider (its
  // switch, the wait while the stored cache is read back, the sessionKey check), 0.42 KB, its storage
  // code (about 3 KB) loading on demand; the queue's progressive sync and rows kept in place: 110.13 KB.
  // Issue 21: the queue's keys, the category picker and the list of keys (both loaded on demand, with
  // their strings), receipts dropped on rows, the undo stack, and `useReviewCount`: 114.16 KB.
  everything: 114.2 * KB,
  // Was 45 KB. Raised for react-hook-form: bookkit accepts every current 7.x (`^7.62.0`) so a host
  // carries one copy, and 7.85–7.92 grew what the editors import (useForm, useFieldArray, Controller,
  // useWatch, useFormState, FormProvider) from 13.1 to 16.2 KB gzipped. Holding react-hook-form below
  // 7.85 instead would give a host on a current release a second copy.
  // The receipts and the focused editor (issue 14) cost about 3 KB more per editor on top. On a fresh
  // install (react-hook-form 7.92, query-core 5.108) the bank-transaction editor measured 50.5 KB:
  // 16.2 react-hook-form, 10.1 query-core, 24.2 bookkit. Issue 19 brought it to 52.92 KB; by module,
  // minified: the lost-answer check 2.7 KB, whole-record updates 1.0 KB, the session object 0.8 KB,
  // the walk guard and the listing walk 0.5 KB, the unknown-outcome alert and its strings 1.4 KB.
  // Issue 20: `persist`'s part that loads with the provider, and the grid's rows kept in place as rows arrive: 53.58 KB.
  providerPlusOneComponent: 53.6 * KB,
  // The review queue opens the full editor, so it carries the editor, the table and the virtualizer:
  // 79.8 KB on a fresh install, 82.85 KB after issue 19 (the same additions, and the rows' unknown outcome),
  // 84.60 KB after issue 20 (the provider's part of `persist`, the progressive sync, the rows kept in place),
  // 88.04 KB after issue 21 (the keys and the current row, receipts on rows with their progress, the
  // undo stack, the description as the row's opener; the picker and the list of keys load on demand).
  providerPlusReviewQueue: 88.1 * KB,
  stylesheet: 10 * KB,
}

const ROOT = path.resolve(DIST, '..')

function requireBuild(): void {
  if (!existsSync(path.join(DIST, 'index.js'))) {
    throw new Error(`dist/index.js is missing: run \`npm run build\` first (\`npm test\` builds before Vitest). Looked in ${DIST}`)
  }
}

/** Files of our package among `files` (a bundle's inputs), as paths inside dist/ ("components/InvoiceList/InvoiceList.js"). */
function inPackage(files: readonly string[]): string[] {
  return files.map((file) => file.split(path.sep).join('/')).flatMap((input) => {
    const at = input.lastIndexOf('dist/')
    return at === -1 || input.includes('node_modules/') ? [] : [input.slice(at + 'dist/'.length)]
  })
}

/** Every file under `dir`, as paths relative to it with `/` separators. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
}

/** A component's messages module: `InvoiceList` → `invoiceList` (src/messages/invoiceList.ts). */
const messagesModule = (component: string) => component[0]!.toLowerCase() + component.slice(1)

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

describe('bundle budgets (gzipped, as a partner bundles bookkit)', () => {
  let bundles: Map<string, BundleSize>

  beforeAll(async () => {
    requireBuild()
    bundles = new Map((await measureConsumerBundles()).map((bundle) => [bundle.name, bundle]))
  }, 120_000)

  const bundle = (name: string): BundleSize => {
    const found = bundles.get(name)
    if (!found) throw new Error(`no bundle named ${name}`)
    return found
  }

  it(`everything bookkit exports stays within ${kb(BUDGET.everything)}`, () => {
    const { gzip } = bundle('everything')
    expect(gzip, `everything is ${kb(gzip)}`).toBeLessThanOrEqual(BUDGET.everything)
  })

  it.each(COMPONENTS)(`the provider plus %s stays within ${kb(BUDGET.providerPlusOneComponent)}`, (component) => {
    const { gzip } = bundle(`provider + ${component}`)
    expect(gzip, `provider + ${component} is ${kb(gzip)}`).toBeLessThanOrEqual(BUDGET.providerPlusOneComponent)
  })

  it(`the provider plus BankTransactionList (the editor included) stays within ${kb(BUDGET.providerPlusReviewQueue)}`, async () => {
    const { gzip, bundled } = await measureBundle('provider + BankTransactionList', "export { BookkeepingProvider, BankTransactionList } from './index.js'")
    expect(gzip, `provider + BankTransactionList is ${kb(gzip)}`).toBeLessThanOrEqual(BUDGET.providerPlusReviewQueue)
    // It brings the editor it opens, and no other component.
    const others = COMPONENTS.filter((other) => other !== 'BankTransactionEditor')
    expect(inPackage(bundled).filter((input) => others.some((other) => input.startsWith(`components/${other}/`)))).toEqual([])
  }, 60_000)

  it(`styles.css stays within ${kb(BUDGET.stylesheet)}`, () => {
    const { gzip } = measureStylesheet()
    expect(gzip, `styles.css is ${kb(gzip)}`).toBeLessThanOrEqual(BUDGET.stylesheet)
  })

  it('looks at real inputs (the checks below would otherwise pass on nothing)', () => {
    const everything = bundle('everything')
    expect(inPackage(everything.inputs)).toContain('index.js')
    expect(inPackage(everything.bundled)).toEqual(expect.arrayContaining(['react/BookkeepingProvider.js', ...COMPONENTS.map((name) => `components/${name}/${name}.js`)]))
  })

  it('does not even read bookkit/server or the sandbox for everything a browser imports', () => {
    const leaked = inPackage(bundle('everything').inputs).filter((input) => input.startsWith('server/') || input.startsWith('sandbox/'))
    expect(leaked).toEqual([])
  })

  it('loads the invoice detail only when InvoiceList opens an invoice, as its own chunk', () => {
    const list = inPackage(bundle('provider + InvoiceList').bundled)
    expect(list).toContain('components/InvoiceList/InvoiceList.js')
    expect(list.filter((input) => input.startsWith('components/InvoiceDetail/') || input.endsWith('/DetailHost.js'))).toEqual([])
    expect(readFileSync(path.join(DIST, 'components/InvoiceList/InvoiceList.js'), 'utf8')).toMatch(/import\(["']\.\/DetailHost\.js["']\)/)
  })

  it.each(COMPONENTS)('bundles the provider plus %s without code from any other component', (component) => {
    const others = COMPONENTS.filter((other) => other !== component)
    const inputs = inPackage(bundle(`provider + ${component}`).bundled)
    expect(inputs).toContain(`components/${component}/${component}.js`)
    expect(inputs.filter((input) => others.some((other) => input.startsWith(`components/${other}/`)))).toEqual([])
    // Each component's strings are their own module under src/messages; another's never comes along.
    expect(inputs).toContain(`messages/${messagesModule(component)}.js`)
    expect(inputs.filter((input) => others.some((other) => input === `messages/${messagesModule(other)}.js`))).toEqual([])
  })
})

describe('what lets a bundler drop what a partner does not use', () => {
  it('marks only stylesheets as having side effects', () => {
    const { sideEffects } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { sideEffects?: unknown }
    expect(Array.isArray(sideEffects), 'package.json lists the files with side effects').toBe(true)
    expect(sideEffects).not.toHaveLength(0)
    for (const pattern of sideEffects as unknown[]) expect(pattern).toMatch(/\.css$/)
  })

  it('builds one module per source file, never a single file or shared chunks', () => {
    requireBuild()
    const sources = new Set(filesUnder(path.join(ROOT, 'src')).filter((file) => /\.tsx?$/.test(file)).map((file) => file.replace(/\.tsx?$/, '')))
    const modules = filesUnder(DIST).filter((file) => file.endsWith('.js')).map((file) => file.replace(/\.js$/, ''))
    // Every built module is one source file of the same path: no bundler chunks, nothing merged.
    expect(modules.filter((module) => !sources.has(module))).toEqual([])
    expect(modules).toEqual(expect.arrayContaining([
      'index',
      'react/BookkeepingProvider',
      'api/client',
      'messages/englishMessages',
      ...COMPONENTS.flatMap((name) => [`components/${name}/${name}`, `messages/${messagesModule(name)}`]),
    ]))
  })
})
