// A partner installs the packed tarball and it works. `npm pack` the built package, then
// minimal partner apps each `npm install` the tarball in a temporary copy outside the repo, build,
// and render every component inside `BookkeepingProvider` in Chromium against a real sandbox server:
// - test/consumers/vite-react19: TypeScript, React 19, Vite, its own React Query and QueryClient;
// - test/consumers/react18: plain JavaScript, React 18.3, Vite, German and euros, no React Query of
//   its own (npm installs bookkit's peer);
// - test/consumers/nextjs-app-router: Next.js App Router, a Server Component page that
//   renders every component inside the app's own 'use client' provider, with the first token
//   minted on the server and handed with the page, a route handler serving the later ones with
//   bookkit/server; `next build`, then `next start`.
// Each must show the sandbox's data, themed by the app's --bk-* variables, with no page error,
// console error or failed request. BOOKKIT_CONSUMERS=nextjs-app-router (a comma list) runs only those apps.
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Locator, type Page } from 'playwright-core'
import type { BankTransaction, GlEntry, Invoice, NotificationSettings } from '../../src/api/types'
import { SANDBOX, startSandboxServer, type Sandbox, type SandboxServer } from '../../src/sandbox'
import { chromiumLaunchOptions } from '../support/chromium'
import { assertBuilt, ROOT } from './builtPackage'

const FIXTURES = path.join(ROOT, 'test', 'consumers')
const bakery = SANDBOX.companies.bakery
const LEDGER_ACCOUNT = bakery.glAccounts.rent

interface Fixture {
  /** Folder under test/consumers. */
  name: string
  reactVersion: RegExp
  locale: string
  currency: string
  /** The invoice grid's accessible name (the React 18 app overrides it through `messages`). */
  invoiceGridName: string
  /** `--bk-color-primary` as the app's theme.css sets it. */
  primaryColor: string
  /** The app has its own React Query, which bookkit must share rather than duplicate. */
  hostReactQuery: boolean
  /** A GL account name the app passes to the journal entry form. */
  hostAccountName: string
  /**
   * Also build in development mode (React's development build, which reports its warnings as
   * console errors): the repo's own tests run React 19 only, so React 18's warnings show here or nowhere.
   */
  developmentBuild: boolean
}

/** Apps to run: all, or those BOOKKIT_CONSUMERS names. */
const only = process.env.BOOKKIT_CONSUMERS?.split(',').map((name) => name.trim())
const chosen = <T extends { name: string }>(apps: readonly T[]): T[] => apps.filter((app) => !only || only.includes(app.name))

const FIXTURE_APPS: readonly Fixture[] = chosen([
  {
    name: 'vite-react19',
    reactVersion: /^19\./,
    locale: 'en-US',
    currency: 'USD',
    invoiceGridName: 'Invoices',
    primaryColor: 'rgb(18, 94, 74)',
    hostReactQuery: true,
    hostAccountName: 'Miscellaneous',
    developmentBuild: false,
  },
  {
    name: 'react18',
    reactVersion: /^18\.3\./,
    locale: 'de-DE',
    currency: 'EUR',
    invoiceGridName: 'Rechnungen',
    primaryColor: 'rgb(128, 32, 96)',
    hostReactQuery: false,
    hostAccountName: 'Sonstiges',
    developmentBuild: true,
  },
])

/** The Next.js App Router app: built with `next build`, served by `next start`, not a static dist/. */
const NEXT_APP = { name: 'nextjs-app-router', primaryColor: 'rgb(21, 67, 140)', developmentBuild: false } as const
const NEXT_APPS = chosen([NEXT_APP])

/** Every public component: one folder each under src/components (shared/ holds their common parts). */
const PUBLIC_COMPONENTS = readdirSync(path.join(ROOT, 'src', 'components'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name)

/**
 * The environment of every npm and Vite child process: only what reaches the registry and the
 * cache. `npm test` exports `npm_config_prefix` (which would make a nested `npm install` write into
 * that prefix) and Vitest sets `NODE_ENV=test` (which would make Vite bundle React's development build).
 */
function childEnv(): NodeJS.ProcessEnv {
  const keep = /^(PATH|HOME|USER|LOGNAME|SHELL|TMPDIR|TEMP|TMP|LANG|LC_\w+|TZ|CI|(HTTPS?|NO|ALL)_PROXY)$/i
  const keepNpm = /^npm_config_(registry|cache|cafile|userconfig|globalconfig|strict_ssl|proxy|https_proxy|noproxy)$/i
  return Object.fromEntries(Object.entries(process.env).filter(([key]) => keep.test(key) || keepNpm.test(key)))
}

/** Runs a command; resolves to its output, or rejects with the command and the end of its output. */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...childEnv(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code === 0) resolve(output)
      else reject(new Error(`\`${command} ${args.join(' ')}\` in ${cwd} exited with ${code}:\n${output.slice(-4000)}`))
    })
  })
}

/** The package as npm would publish it. */
async function packTarball(into: string): Promise<string> {
  assertBuilt()
  await run('npm', ['pack', ROOT, '--pack-destination', into, '--ignore-scripts'], ROOT)
  const [tarball] = (await readdir(into)).filter((file) => file.endsWith('.tgz'))
  if (!tarball) throw new Error(`npm pack left no tarball in ${into}`)
  return path.join(into, tarball)
}

interface BuiltApp {
  dir: string
  /** Seconds spent in `npm install` and in the app's builds (type-check and `vite build`). */
  seconds: { install: number; build: number }
}

/** A temporary copy of the fixture, with the tarball installed as a partner would and the app built. */
async function installAndBuild(fixture: Pick<Fixture, 'name' | 'developmentBuild'>, tarball: string, workDir: string): Promise<BuiltApp> {
  const dir = path.join(workDir, fixture.name)
  // The fixture's own files only: never a node_modules, dist/ or .next/ left by someone trying it in place.
  await cp(path.join(FIXTURES, fixture.name), dir, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist|\.next)([\\/]|$)/.test(source),
  })
  const started = performance.now()
  await run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], dir)
  const installed = performance.now()
  await run('npm', ['run', 'build'], dir, { NEXT_TELEMETRY_DISABLED: '1' })
  if (fixture.developmentBuild) {
    await run(path.join(dir, 'node_modules', '.bin', 'vite'), ['build', '--mode', 'development', '--outDir', 'dist-dev'], dir, {
      NODE_ENV: 'development',
    })
  }
  return { dir, seconds: { install: (installed - started) / 1000, build: (performance.now() - installed) / 1000 } }
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
}

/** Serves a built app's dist/ on 127.0.0.1, like any static host. */
async function serveStatic(folder: string): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    void (async () => {
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
      const file = path.join(folder, pathname === '/' ? 'index.html' : pathname)
      if (!file.startsWith(folder + path.sep)) return void response.writeHead(403).end()
      try {
        const body = await readFile(file)
        response.writeHead(200, { 'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream' }).end(body)
      } catch {
        response.writeHead(404).end()
      }
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
}

/** The service's answer to one request, as the page's token sees it. */
async function serviceData<T>(sandbox: Sandbox, method: string, pathname: string, body?: unknown): Promise<T> {
  const token = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner }).access_token
  const response = await sandbox.handle(
    new Request(`http://127.0.0.1${pathname}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  )
  return ((await response.json()) as { data: T }).data
}

/** What each component should show, read from the sandbox before the page loads. */
interface Expected {
  invoice: Invoice
  ledgerLine: GlEntry
  transaction: BankTransaction
  settings: NotificationSettings
}

async function expectedData(sandbox: Sandbox): Promise<Expected> {
  // The queries the list and the ledger send by default: newest invoices first; the GL with its beginning balance.
  const [invoice] = await serviceData<Invoice[]>(sandbox, 'POST', '/v6/invoicing/invoices/query', { limit: 100, sort: { value: '-date' } })
  const [ledgerLine] = await serviceData<GlEntry[]>(sandbox, 'POST', `/v6/accounting/glAccounts/${LEDGER_ACCOUNT}/generalLedger`, {
    limit: 100,
    filter: { includeBeginningBalance: true },
  })
  // The apps edit the newest transaction of useBankTransactions: latest date first, then by id.
  const [transaction] = sandbox.inspect
    .bankTransactions(bakery.id)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || (a.id ?? '').localeCompare(b.id ?? ''))
  const settings = sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)
  if (!invoice || !ledgerLine || !transaction || !settings)
    throw new Error('The sandbox has no seeded invoice, ledger line, bank transaction or settings for the bakery owner')
  return { invoice, ledgerLine, transaction, settings }
}

/** Everything on the page that a partner would call broken. */
function watchForProblems(page: Page): { problems: string[]; requests: string[] } {
  const problems: string[] = []
  const requests: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`)
  })
  page.on('requestfailed', (request) =>
    problems.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText})`),
  )
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS') requests.push(`${request.method()} ${new URL(request.url()).pathname}`)
  })
  return { problems, requests }
}

/** Money as the page's own Intl formats it in the app's locale (two-decimal currencies). */
function formatInPage(page: Page, minor: number, fixture: Fixture): Promise<string> {
  return page.evaluate(
    ([amount, locale, currency]) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount / 100),
    [minor, fixture.locale, fixture.currency] as const,
  )
}

const component = (page: Page, name: string): Locator => page.locator(`[data-bk-component="${name}"]`)
const SHOWN = { timeout: 20_000 }

const apps = new Map<string, BuiltApp | Error>()
let workDir: string | undefined
let browser: Browser
let sandboxServer: SandboxServer

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'bookkit-consumers-'))
  const launching = Promise.all([chromium.launch(chromiumLaunchOptions), startSandboxServer({ port: 0, seed: 1, today: '2026-06-30' })])
  const tarball = await packTarball(workDir)
  // Every app installs and builds at once; a failure is reported by that app's tests.
  const fixtures = [...FIXTURE_APPS, ...NEXT_APPS]
  const results = await Promise.allSettled(fixtures.map((fixture) => installAndBuild(fixture, tarball, workDir ?? '')))
  results.forEach((result, index) => {
    const name = fixtures[index]?.name ?? ''
    apps.set(
      name,
      result.status === 'fulfilled' ? result.value : result.reason instanceof Error ? result.reason : new Error(String(result.reason)),
    )
  })
  ;[browser, sandboxServer] = await launching
}, 420_000)

// Deleting four installed apps on a busy 2-core machine can take longer than the default 10 s.
afterAll(async () => {
  await Promise.all([browser?.close(), sandboxServer?.close()])
  if (workDir) await rm(workDir, { recursive: true, force: true })
}, 120_000)

/** The app's install and build, or the error that stopped it. */
function builtApp(name: string): BuiltApp {
  const app = apps.get(name)
  if (app === undefined) throw new Error(`${name} was not prepared`)
  if (app instanceof Error) throw app
  return app
}

describe.each(FIXTURE_APPS)('a partner app ($name) on the packed tarball', (fixture) => {
  const builds = fixture.developmentBuild ? ['dist', 'dist-dev'] : ['dist']
  const sites = new Map<string, { url: string; server: Server }>()

  beforeAll(async () => {
    const app = apps.get(fixture.name)
    if (app === undefined || app instanceof Error) return
    for (const build of builds) sites.set(build, await serveStatic(path.join(app.dir, build)))
  })

  afterAll(async () => {
    await Promise.all([...sites.values()].map(({ server }) => new Promise((resolve) => server.close(resolve))))
  })

  it('installs the tarball with npm and builds with Vite', async ({ annotate }) => {
    const { dir, seconds } = builtApp(fixture.name)
    await annotate(`npm install ${seconds.install.toFixed(1)} s, build ${seconds.build.toFixed(1)} s`)
    expect(existsSync(path.join(dir, 'dist', 'index.html'))).toBe(true)
    const react = JSON.parse(readFileSync(path.join(dir, 'node_modules', 'react', 'package.json'), 'utf8')) as { version: string }
    expect(react.version).toMatch(fixture.reactVersion)
    // One copy of React Query: bookkit's dependency is shared with the host's own, never nested.
    expect(existsSync(path.join(dir, 'node_modules', '@tanstack', 'react-query'))).toBe(true)
    expect(existsSync(path.join(dir, 'node_modules', 'bookkit', 'node_modules', '@tanstack', 'react-query'))).toBe(false)
  })

  it('imports bookkit and bookkit/server in plain Node', async () => {
    await run(
      process.execPath,
      ['--input-type=module', '-e', "await import('bookkit'); await import('bookkit/server')"],
      builtApp(fixture.name).dir,
    )
  })

  // README: bookkit/sandbox needs the optional peer msw only for sandboxHandlers.
  it('imports bookkit/sandbox in plain Node without the optional peer msw', async () => {
    const { dir } = builtApp(fixture.name)
    expect(existsSync(path.join(dir, 'node_modules', 'msw'))).toBe(false)
    const script =
      "const { startSandboxServer } = await import('bookkit/sandbox'); const server = await startSandboxServer({ port: 0 }); await server.close()"
    await run(process.execPath, ['--input-type=module', '-e', script], dir)
  })

  it.each(builds)(
    'renders every component from %s/, themed and localised, with the sandbox data and no error',
    async (build) => {
      builtApp(fixture.name)
      const site = sites.get(build)
      const expected = await expectedData(sandboxServer.sandbox)
      const page = await browser.newPage()
      page.setDefaultTimeout(SHOWN.timeout)
      onTestFinished(() => page.close())
      const { problems, requests } = watchForProblems(page)
      await page.goto(`${site?.url}/?baseUrl=${encodeURIComponent(sandboxServer.url)}`)

      expect(await page.locator('#react-version').textContent()).toMatch(fixture.reactVersion)

      // InvoiceList: the newest invoice, its total in the app's locale and currency.
      const invoiceGrid = component(page, 'InvoiceList').getByRole('grid', { name: fixture.invoiceGridName })
      const invoiceRow = invoiceGrid
        .getByRole('row')
        .filter({ has: page.getByText(expected.invoice.invoiceNumber ?? '', { exact: true }) })
        .first()
      await invoiceRow.waitFor(SHOWN)
      expect(await invoiceRow.textContent()).toContain(await formatInPage(page, expected.invoice.totals.total, fixture))

      // GeneralLedger: the account's first line, with its running balance.
      const line = expected.ledgerLine
      const ledgerRow = component(page, 'GeneralLedger')
        .getByRole('row')
        .filter({ has: page.locator(`time[datetime="${line.date}"]`) })
        .filter({ hasText: line.entity?.displayName || line.description || '' })
        .first()
      await ledgerRow.waitFor(SHOWN)
      expect(await ledgerRow.textContent()).toContain(await formatInPage(page, line.runningBalance ?? 0, fixture))

      // BankTransactionEditor: the newest transaction's fields, and a primary button in the app's colour.
      const editor = component(page, 'BankTransactionEditor').getByRole('form')
      await editor.waitFor(SHOWN)
      expect(await editor.getByLabel('Date', { exact: true }).inputValue()).toBe(expected.transaction.date)
      expect(await editor.getByLabel('Description', { exact: true }).inputValue()).toBe(expected.transaction.description ?? '')
      const save = editor.locator('button[data-variant="primary"]').first()
      expect(await save.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(fixture.primaryColor)

      // ManualJournalEntryForm: opens once the company's closing has loaded, with the host's accounts.
      const entryForm = component(page, 'ManualJournalEntryForm').getByRole('form')
      await entryForm.waitFor(SHOWN)
      expect(await entryForm.locator('option', { hasText: fixture.hostAccountName }).count()).toBeGreaterThan(0)

      // NotificationSettingsForm: the user's saved choices checked.
      const settings = component(page, 'NotificationSettingsForm')
      for (const channel of Object.values(expected.settings)) {
        if (typeof channel !== 'string') continue
        await settings.locator(`input[type="radio"][value="${channel}"]:checked`).first().waitFor(SHOWN)
      }

      if (fixture.hostReactQuery) {
        expect(await page.locator('#host-query').textContent()).toBe('host data, untouched')
        // bookkit's queries sit in the QueryClient the host passed, beside its own.
        expect(Number(await page.locator('#bookkit-queries').getAttribute('data-count'))).toBeGreaterThanOrEqual(5)
      }
      // One token for the whole page: the components' first requests shared one fetchToken call.
      expect(requests.filter((request) => request === 'POST /v6/auth/token')).toHaveLength(1)
      for (const read of [
        'POST /v6/invoicing/invoices/query',
        `POST /v6/accounting/glAccounts/${LEDGER_ACCOUNT}/generalLedger`,
        'GET /v5/banks/transactions',
        'GET /v6/closing',
        'GET /v6/notifications/settings',
      ]) {
        expect(requests).toContain(read)
      }
      expect(problems).toEqual([])
    },
    60_000,
  )
})

/** A free port on 127.0.0.1, for a server that cannot be told to pick one itself. */
async function freePort(): Promise<number> {
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}

/** `next start` on the built app, talking to the sandbox server; resolves once it answers. */
async function startNext(dir: string, baseUrl: string): Promise<{ url: string; child: ChildProcess; output: () => string }> {
  const port = await freePort()
  const env = { ...childEnv(), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', BOOKKIT_BASE_URL: baseUrl }
  const child = spawn(path.join(dir, 'node_modules', '.bin', 'next'), ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
    cwd: dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (child.exitCode !== null) throw new Error(`next start exited with ${child.exitCode}:\n${output}`)
    try {
      if ((await fetch(`${url}/api/bookkit-token`, { method: 'HEAD' })).status > 0) return { url, child, output: () => output }
    } catch {
      // Not listening yet.
    }
  }
  child.kill()
  throw new Error(`next start did not answer within 60 s:\n${output}`)
}

describe.each(NEXT_APPS)('a Next.js App Router app ($name) on the packed tarball', (fixture) => {
  let server: Awaited<ReturnType<typeof startNext>> | undefined

  beforeAll(async () => {
    const app = apps.get(fixture.name)
    if (app === undefined || app instanceof Error) return
    server = await startNext(app.dir, sandboxServer.url)
  }, 90_000)

  afterAll(async () => {
    const child = server?.child
    if (!child || child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  })

  function started(): NonNullable<typeof server> {
    builtApp(fixture.name)
    if (!server) throw new Error('next start did not run')
    return server
  }

  it('installs the tarball without listing React Query, and passes `next build`', async ({ annotate }) => {
    const { dir, seconds } = builtApp(fixture.name)
    await annotate(`npm install ${seconds.install.toFixed(1)} s, next build ${seconds.build.toFixed(1)} s`)
    expect(existsSync(path.join(dir, '.next', 'BUILD_ID'))).toBe(true)
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>
      devDependencies?: Record<string, string>
    }
    expect({ ...manifest.dependencies, ...manifest.devDependencies }).not.toHaveProperty('@tanstack/react-query')
    // npm installed bookkit's peer by itself, once, beside the app's own packages.
    expect(existsSync(path.join(dir, 'node_modules', '@tanstack', 'react-query'))).toBe(true)
    expect(existsSync(path.join(dir, 'node_modules', 'bookkit', 'node_modules', '@tanstack', 'react-query'))).toBe(false)
  })

  /** The page with the invoice detail on the newest invoice: the Server Component reads its id from the URL. */
  const pageUrl = (url: string, invoice: Invoice) => `${url}/?invoice=${encodeURIComponent(invoice.id)}`

  it('server-renders the Server Component page with every public component in it', async () => {
    const { invoice } = await expectedData(sandboxServer.sandbox)
    const html = await (await fetch(pageUrl(started().url, invoice))).text()
    expect(PUBLIC_COMPONENTS).toEqual(expect.arrayContaining(['InvoiceDetail', 'BankTransactionList']))
    for (const name of PUBLIC_COMPONENTS) expect(html, name).toContain(`data-bk-component="${name}"`)
  })

  it('shows invoices, an invoice detail, ledger lines and the review queue, opens a queued transaction in the editor and saves a notification setting in Chromium, with no error', async () => {
    const { url, output } = started()
    const sandbox = sandboxServer.sandbox
    const expected = await expectedData(sandbox)
    const page = await browser.newPage()
    page.setDefaultTimeout(SHOWN.timeout)
    onTestFinished(() => page.close())
    const { problems, requests } = watchForProblems(page)
    await page.goto(pageUrl(url, expected.invoice))
    expect(await page.locator('#react-version').textContent()).toMatch(/^19\./)

    const invoiceRow = component(page, 'InvoiceList')
      .getByRole('grid', { name: 'Invoices' })
      .getByRole('row')
      .filter({ has: page.getByText(expected.invoice.invoiceNumber ?? '', { exact: true }) })
      .first()
    await invoiceRow.waitFor(SHOWN)
    // The page handed the first token: the first content came without a request to the token route.
    expect(requests.filter((request) => request === 'POST /api/bookkit-token')).toEqual([])
    expect(await invoiceRow.textContent()).toContain(
      await formatInPage(page, expected.invoice.totals.total, { locale: 'en-US', currency: 'USD' } as Fixture),
    )

    // InvoiceDetail: the invoice whose id the Server Component passed, looked up in the browser.
    await component(page, 'InvoiceDetail')
      .getByRole('heading', { level: 2, name: `Invoice ${expected.invoice.invoiceNumber}` })
      .waitFor(SHOWN)

    const line = expected.ledgerLine
    await component(page, 'GeneralLedger')
      .getByRole('row')
      .filter({ has: page.locator(`time[datetime="${line.date}"]`) })
      .filter({ hasText: line.entity?.displayName || line.description || '' })
      .first()
      .waitFor(SHOWN)

    // The page's own editor, for a new transaction on its bank account, its primary button in the app's colour.
    const editor = page
      .locator('section[aria-label="Bank transaction section"]')
      .locator('[data-bk-component="BankTransactionEditor"]')
      .getByRole('form')
    await editor.waitFor(SHOWN)
    await editor.getByLabel('Date', { exact: true }).waitFor(SHOWN)
    const save = editor.locator('button[data-variant="primary"]').first()
    expect(await save.evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(fixture.primaryColor)

    // BankTransactionList: the review queue shows the sandbox's transactions; a click on a row makes
    // it current, and `e` opens that transaction in the editor, in the list's dialog.
    const queue = component(page, 'BankTransactionList')
    const queuedRow = queue.getByRole('grid', { name: 'Bank transactions' }).locator('[role="row"][data-id]').first()
    await queuedRow.waitFor(SHOWN)
    // Its id and text read at once: while the sync merges older pages, a record of the same day may sort above it.
    const { id: queuedId, text: queuedText } = await queuedRow.evaluate((row) => ({
      id: row.getAttribute('data-id'),
      text: row.textContent,
    }))
    const queued = sandbox.inspect.bankTransactions(bakery.id).find((transaction) => transaction.id === queuedId)
    if (!queued) throw new Error(`The queue shows ${queuedId}, which the sandbox does not have`)
    expect(queuedText).toContain(queued.description || queued.displayName || '')
    await queue.locator(`[role="row"][data-id="${queuedId}"]`).locator(`time[datetime="${queued.date}"]`).click()
    // The row clicked is current (and focused) once React has committed the click.
    await queue.locator(`[role="row"][data-id="${queuedId}"][data-current]`).waitFor(SHOWN)
    await page.keyboard.press('e')
    const dialog = queue.getByRole('dialog', { name: 'Edit bank transaction' })
    const openedEditor = dialog.locator('[data-bk-component="BankTransactionEditor"]').getByRole('form')
    await openedEditor.waitFor(SHOWN)
    expect(await openedEditor.getByLabel('Date', { exact: true }).inputValue()).toBe(queued.date)
    expect(await openedEditor.getByLabel('Description', { exact: true }).inputValue()).toBe(queued.description ?? '')
    await dialog.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'detached', ...SHOWN })

    await component(page, 'ManualJournalEntryForm')
      .getByRole('form')
      .locator('option', { hasText: 'Miscellaneous' })
      .first()
      .waitFor({ state: 'attached', ...SHOWN })

    // The first group is financial summaries: choose another channel; it saves at once.
    const before = expected.settings.financialSummaries
    const next = before === 'SMS' ? 'EMAIL' : 'SMS'
    const settings = component(page, 'NotificationSettingsForm')
    await settings.locator(`input[type="radio"][value="${before}"]:checked`).first().waitFor(SHOWN)
    await settings.locator(`input[type="radio"][value="${next}"]`).first().check()
    await expect.poll(() => sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.financialSummaries, SHOWN).toBe(next)

    // The charts drew their figures from the same sync as the queue.
    const charts = page.getByRole('region', { name: 'Charts section' })
    await charts
      .locator('[data-bk-component="CashFlowChart"]')
      .getByRole('figure', { name: /^Money in and out, Jul 2025 to Jun 2026: in \$/ })
      .waitFor(SHOWN)
    await component(page, 'AccountBalanceChart')
      .getByRole('figure', { name: /^Balance of Checking, Jul 1, 2025 to Jun 30, 2026: from / })
      .waitFor(SHOWN)
    await charts
      .locator('[data-bk-component="ReceivablesAging"]')
      .getByRole('figure', { name: /^Customers owe you \$[\d,.]+ on \d+ invoices as of Jun 30, 2026/ })
      .waitFor(SHOWN)
    // The overview's tiles, and its cash-flow chart loaded after them.
    const overview = page.getByRole('region', { name: 'Overview section' })
    await overview
      .getByRole('group', { name: 'Owed to you' })
      .getByText(/^\$[\d,.]+$/)
      .waitFor(SHOWN)
    await overview
      .locator('[data-bk-component="CashFlowChart"]')
      .getByRole('figure', { name: /^Money in and out, Jul 2025 to Jun 2026: in \$/ })
      .waitFor(SHOWN)
    // Without the host's chart, the statements read every account the records name and stay partial, never final.
    const statement = component(page, 'ProfitAndLoss')
    await statement.locator('section[data-figures="partial"]').waitFor(SHOWN)
    await statement.getByRole('row', { name: /^Net income -?\$[\d,.]+ \(accounts found only\)/ }).waitFor(SHOWN)
    // The balance sheet and trial balance say what they could not see, and make no check of part of the books.
    const sheet = component(page, 'BalanceSheet')
    await sheet.locator('section[data-figures="partial"]').waitFor(SHOWN)
    await sheet.getByText(/^This sheet sees only the \d+ accounts your records name/).waitFor(SHOWN)
    const trial = component(page, 'TrialBalance')
    await trial.locator('section[data-figures="partial"]').waitFor(SHOWN)
    await trial.getByRole('row', { name: /^Total \$[\d,.]+ \(accounts found only\) \$[\d,.]+ \(accounts found only\)$/ }).waitFor(SHOWN)
    // The statement of cash flows likewise claims no tie to the bank accounts from part of the books.
    const cashFlows = component(page, 'CashFlowStatement')
    await cashFlows.locator('section[data-figures="partial"]').waitFor(SHOWN)
    await cashFlows.getByText(/^This statement sees only the \d+ accounts your records name/).waitFor(SHOWN)

    // The statement import's first step, its file input ready for the bakery's checking account.
    await component(page, 'BankStatementImport').getByLabel('Statement file').and(page.locator(':enabled')).waitFor(SHOWN)
    // The company's rules, none yet: kept in this browser, since the app passes no store.
    await component(page, 'CategorizationRules').getByText('No rules yet').waitFor(SHOWN)

    // The page's token lasted the visit: the browser asked neither the app's route handler nor the
    // service's token endpoint. The route handler, there for renewals, answers a token body.
    expect(requests.filter((request) => request.endsWith('/api/bookkit-token') || request.endsWith('/v6/auth/token'))).toEqual([])
    const renewal = (await (await fetch(`${url}/api/bookkit-token`, { method: 'POST' })).json()) as { access_token?: unknown }
    expect(renewal.access_token).toEqual(expect.any(String))
    for (const read of ['POST /v6/invoicing/invoices/query', 'GET /v5/banks/transactions', 'POST /v6/notifications/settings'])
      expect(requests).toContain(read)
    expect(problems, output()).toEqual([])
  }, 90_000)
})
