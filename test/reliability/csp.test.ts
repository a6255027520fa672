// Every component under a strict Content-Security-Policy, in Chromium. A partner page is served
// from 127.0.0.1 with exactly `default-src 'self'; style-src 'self'; script-src 'self'`: one
// external script (test/reliability/csp/page.tsx bundled by esbuild), bookkit's stylesheet as a
// file, a /token route as the host's backend, and the service proxied from the same origin (a real
// sandbox server behind it). The test renders and operates each component and expects zero
// `securitypolicyviolation` events, no page error and no failed request.
import { build } from 'esbuild'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { SANDBOX, startSandboxServer, type SandboxServer } from '../../src/sandbox'
import { chromiumLaunchOptions } from '../support/chromium'
import { createTally } from '../support/tally'
import { sourceStylesheet } from '../support/sourceStylesheet'

const tally = createTally('reliability/csp')
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const POLICY = "default-src 'self'; style-src 'self'; script-src 'self'"
const bakery = SANDBOX.companies.bakery

interface Violation {
  directive: string
  blocked: string
  sample: string
}

async function bundlePage(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(ROOT, 'test', 'reliability', 'csp', 'page.tsx')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    logLevel: 'silent',
  })
  return result.outputFiles[0]?.text ?? ''
}

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <title>Partner dashboard</title>
    <link rel="stylesheet" href="/styles.css">
  </head>
  <body>
    <div id="root"></div>
    <script src="/app.js"></script>
  </body>
</html>`

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'origin', 'referer'])

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** The partner's origin: the page, its assets, its token route, and the service proxied to the sandbox server. */
function partnerServer(script: string, css: string, sandbox: SandboxServer): Server {
  return createServer((request, response: ServerResponse) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1')
      const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) =>
        response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers }).end(body)
      if (url.pathname === '/') return send(200, 'text/html; charset=utf-8', PAGE, { 'content-security-policy': POLICY })
      if (url.pathname === '/app.js') return send(200, 'text/javascript; charset=utf-8', script)
      if (url.pathname === '/styles.css') return send(200, 'text/css; charset=utf-8', css)
      if (url.pathname === '/favicon.ico') return send(204, 'image/x-icon', '')
      if (url.pathname === '/token' && request.method === 'POST') {
        // The host's backend: it holds the client credentials; the browser only ever sees the token.
        return send(200, 'application/json', JSON.stringify(sandbox.sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })))
      }
      if (url.pathname.startsWith('/v6/') || url.pathname.startsWith('/v5/')) {
        const headers = new Headers()
        for (const [name, value] of Object.entries(request.headers))
          if (typeof value === 'string' && !HOP_BY_HOP.has(name)) headers.set(name, value)
        const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : new Uint8Array(await readBody(request))
        const answer = await fetch(`${sandbox.url}${url.pathname}${url.search}`, { method: request.method, headers, body })
        const out: Record<string, string> = {}
        answer.headers.forEach((value, name) => {
          if (!name.startsWith('access-control-') && name !== 'content-length' && name !== 'content-encoding') out[name] = value
        })
        response.writeHead(answer.status, out).end(Buffer.from(await answer.arrayBuffer()))
        return undefined
      }
      return send(404, 'text/plain', 'not found')
    })().catch(() => response.destroy())
  })
}

describe('a page with a strict Content-Security-Policy', { timeout: 60_000 }, () => {
  let sandbox: SandboxServer
  let server: Server
  let browser: Browser
  let page: Page
  let origin: string
  const pageErrors: string[] = []
  const failedRequests: string[] = []
  const errorAnswers: string[] = []

  beforeAll(async () => {
    const [script] = await Promise.all([bundlePage()])
    sandbox = await startSandboxServer({
      seed: 1,
      today: '2026-06-30',
      volume: { invoicesPerCompany: 60, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 60 },
    })
    server = partnerServer(script, sourceStylesheet(), sandbox)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    browser = await chromium.launch(chromiumLaunchOptions)
    page = await browser.newPage({ acceptDownloads: true })
    page.setDefaultTimeout(15_000)
    page.on('pageerror', (error) => pageErrors.push(String(error)))
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(message.text())
    })
    page.on('response', (answer) => {
      if (answer.status() >= 400) errorAnswers.push(`${answer.status()} ${answer.request().method()} ${answer.url()}`)
    })
    page.on('requestfailed', (request) => failedRequests.push(`${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`))
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    await sandbox?.close()
  })

  const violations = () => page.evaluate(() => window.cspViolations as Violation[])
  /** The next invoice query answer whose request body passes `test` (set up before the action that sends it). */
  const invoiceAnswer = (test: (body: string) => boolean) =>
    page.waitForResponse((answer) => answer.url().endsWith('/v6/invoicing/invoices/query') && test(answer.request().postData() ?? ''))
  const section = (name: string) => page.getByRole('region', { name })

  /** Runs one step of operating the page and checks nothing was blocked during it. */
  async function step(what: string, run: () => Promise<unknown>): Promise<void> {
    await run()
    tally.inputs++
    expect(await violations(), `violations after: ${what}`).toEqual([])
  }

  it('serves the page with exactly that policy, and the policy is in force', async () => {
    const response = await page.goto(`${origin}/`)
    expect(response?.headers()['content-security-policy']).toBe(POLICY)
    expect(await page.evaluate(() => Array.isArray(window.cspViolations))).toBe(true)
  })

  it('renders every component with zero violations', async () => {
    await step('first render', async () => {
      await section('Invoices').getByRole('grid', { name: 'Invoices' }).getByRole('row').nth(2).waitFor()
      await section('Ledger').getByRole('grid').getByRole('row').nth(2).waitFor()
      await section('Settings').getByRole('group', { name: 'Financial summaries' }).waitFor()
      await section('Bank transaction').getByRole('form').waitFor()
      await section('Journal entry').getByRole('form').waitFor()
    })
    // The stylesheet applied: bookkit's classes are styled (the root gets its font from the tokens).
    expect(
      await page.evaluate(() =>
        getComputedStyle(document.querySelector('.bk-root') as Element)
          .getPropertyValue('--bk-color-primary')
          .trim(),
      ),
    ).not.toBe('')
  })

  it('operates the invoice list: search, filter panel, sort, select, load more', async () => {
    const invoices = section('Invoices')
    await step('search', async () => {
      const answered = invoiceAnswer((body) => body.includes('Blue Heron'))
      await invoices.getByRole('searchbox', { name: 'Search invoices' }).fill('Blue Heron')
      await answered
      await invoices
        .getByRole('grid', { name: 'Invoices' })
        .getByRole('row', { name: /Blue Heron/ })
        .first()
        .waitFor()
      await invoices.getByRole('searchbox', { name: 'Search invoices' }).fill('')
    })
    await step('filter panel', async () => {
      await invoices.getByRole('button', { name: /^Filters/ }).click()
      const answered = invoiceAnswer((body) => body.includes('PAID'))
      await invoices.getByRole('group', { name: 'Invoice status' }).getByRole('checkbox', { name: 'Paid', exact: true }).check()
      await answered
      await invoices.getByRole('group', { name: 'Invoice status' }).getByRole('checkbox', { name: 'Paid', exact: true }).uncheck()
    })
    await step('sort', async () => {
      const answered = invoiceAnswer((body) => /"value":"-?total"/.test(body))
      await invoices.getByRole('columnheader', { name: /Total/ }).getByRole('button').click()
      await answered
    })
    await step('select: the invoice opens in its dialog (loaded on demand), and Escape closes it', async () => {
      await invoices.locator('.bk-grid__body [role="row"]').first().click()
      await page.waitForFunction(() => window.selectedInvoices.length > 0)
      const dialog = page.getByRole('dialog')
      await dialog.getByRole('heading', { name: /^Invoice / }).waitFor()
      await page.keyboard.press('Escape')
      await dialog.waitFor({ state: 'detached' })
    })
    await step('load more', async () => {
      const more = invoices.getByRole('button', { name: 'Load more' })
      if (await more.isVisible()) {
        const answered = invoiceAnswer((body) => body.includes('cursor'))
        await more.click()
        await answered
      }
    })
  })

  it('operates the ledger: search, accounting method, export CSV', async () => {
    const ledger = section('Ledger')
    await step('search', async () => {
      await ledger.getByLabel('Search lines').fill('no line says this')
      await ledger.getByText('No lines match these filters.').waitFor()
      await ledger.getByLabel('Search lines').fill('')
      await ledger.getByRole('grid').getByRole('row').nth(2).waitFor()
    })
    await step('accounting method', async () => {
      const method = ledger.getByLabel('Accounting method')
      const choices = await method.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value))
      await method.selectOption(choices.at(-1) ?? '')
      await ledger.getByRole('grid').getByRole('row').nth(2).waitFor()
    })
    await step('export', async () => {
      const download = page.waitForEvent('download')
      await ledger.getByRole('button', { name: 'Export CSV' }).click()
      expect((await download).suggestedFilename()).toMatch(/\.csv$/)
    })
  })

  it('operates the settings: a change saves', async () => {
    await step('change a preference', async () => {
      const summaries = section('Settings').getByRole('group', { name: 'Financial summaries' })
      // click, not check(): the form's radio holds the new choice only once the optimistic update renders.
      await summaries.getByRole('radio', { name: 'Off' }).click()
      await section('Settings').getByText('Saved: Financial summaries, Off.').waitFor()
    })
    expect(sandbox.sandbox.inspect.notificationSettings(SANDBOX.users.bakeryOwner)?.financialSummaries).toBe('OFF')
  })

  it('operates the bank transaction editor: create, then delete through the confirmation dialog', async () => {
    const editor = section('Bank transaction')
    await step('create', async () => {
      await editor.getByLabel('Date').fill('2026-06-20')
      await editor.getByLabel('Amount').fill('42.35')
      await editor.getByLabel('Description', { exact: true }).fill('CSP rye flour')
      await editor.getByLabel('Category').selectOption({ label: 'Ingredients' })
      await editor.getByRole('button', { name: 'Create transaction' }).click()
      await editor.getByText('Transaction created.').waitFor()
    })
    expect(sandbox.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.description === 'CSP rye flour')).toHaveLength(1)
    await step('delete', async () => {
      await editor.getByRole('button', { name: 'Delete' }).click()
      const dialog = page.getByRole('dialog', { name: 'Delete this bank transaction?' })
      await dialog.waitFor()
      await dialog.getByRole('button', { name: 'Delete' }).click()
      await editor.getByText('This transaction was deleted.').first().waitFor()
    })
    expect(sandbox.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.description === 'CSP rye flour')).toHaveLength(0)
  })

  it('operates the journal entry form: a balanced entry saves', async () => {
    const form = section('Journal entry')
    await step('create', async () => {
      await form.getByLabel('Description', { exact: true }).fill('CSP reclass')
      await form.getByLabel('Date').fill('2026-06-15')
      await form.getByLabel('GL account (line 1)').selectOption({ label: 'Miscellaneous' })
      await form.getByLabel('Debit (line 1)').fill('15.00')
      await form.getByLabel('GL account (line 2)').selectOption({ label: 'Checking' })
      await form.getByLabel('Credit (line 2)').fill('15.00')
      await form.getByRole('button', { name: 'Create entry' }).click()
      await form.getByText('Journal entry created.').waitFor()
    })
    expect(sandbox.sandbox.inspect.journalEntries(bakery.id).filter((entry) => entry.description === 'CSP reclass')).toHaveLength(1)
  })

  it('saw zero violations, no page error and no failed request', async () => {
    const seen = await violations()
    tally.violations += seen.length
    expect(seen).toEqual([])
    expect(errorAnswers).toEqual([])
    expect(pageErrors).toEqual([])
    expect(failedRequests.filter((request) => !request.includes('ERR_ABORTED'))).toEqual([])
  })

  it('would have seen one: an inline script and an outside image are blocked and reported', async () => {
    await page.evaluate(() => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineScriptRan = true'
      document.body.append(script)
      const image = document.createElement('img')
      image.src = 'https://cdn.example/pixel.png'
      document.body.append(image)
    })
    await page.waitForFunction(() => window.cspViolations.length >= 2)
    const seen = await violations()
    expect(seen.map((violation) => violation.directive).sort()).toEqual(['img-src', 'script-src-elem'])
    expect(await page.evaluate(() => (window as { inlineScriptRan?: boolean }).inlineScriptRan)).toBeUndefined()
  })
})
