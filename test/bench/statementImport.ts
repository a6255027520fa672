import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { bookkitService } from '../../src/api'
import type { BuiltBenchPage } from './lists'
import { withService } from './network'
import { firstContent, openScenario, type OpenScenario, type ServedPage } from './networkPage'
import { startProfile, type ProfiledTask } from './longTaskProfile'
import type { LongTask } from './page/StatementImportBench'

/**
 * The statement import on the bench page (test/bench/page/StatementImportBench.tsx), against a
 * sandbox of the bakery on the page's origin: a statement of `PREVIEW_ROWS` rows in each format
 * (a CSV in the shape of us-checking.csv, an OFX 1.02 and a CAMT.053 of the same transactions)
 * chosen from disk in the file input and read (papaparse on the main thread in chunks, OFX's and
 * CAMT's parsers in slices) and previewed, every long task of the main thread from the file chosen
 * to the preview's counts painted noted by a buffered `PerformanceObserver`, `PREVIEW_RUNS` times
 * per format in fresh browser contexts (up to the grid's rows painted too: the grid may come in a
 * commit after the counts).
 * The page is built minified, as a partner ships it; when the file cannot be read there
 * (an error in the page or its worker), the loads are measured on the same page unminified too,
 * and the failure is reported. When a task went over the budget, one more load of that format runs
 * with the sampling profiler (longTaskProfile.ts) to tell which functions ran in each long task. Then
 * `IMPORT_ROWS` new rows are imported at each of `IMPORT_BATCH_SIZES`, the saves (POST
 * /v6/banks/transactions with a `data` body) counted as Chromium sent them.
 */

/** The rows of the file read and previewed, and the loads of it (medians are reported: the machine is noisy). */
export const PREVIEW_ROWS = 100_000
export const PREVIEW_RUNS = 5
/** A task longer than this holds input back (the RAIL budget, and the issue's). */
export const LONG_TASK_MS = 50
/** The rows imported, and the `maxBatchSize` of each import: the profile's default (100), then 250. */
export const IMPORT_ROWS = 1_000
const IMPORT_BATCH_SIZES: ReadonlyArray<number | undefined> = [undefined, 250]
export const DEFAULT_BATCH_SIZE = bookkitService.maxBatchSize
/** The bakery's bank transactions in the sandbox: what the preview compares the rows with. */
export const IMPORT_HISTORY = 3_500

const SAVE_PATH = '/v6/banks/transactions'

/** One read and preview of the large file. */
export interface PreviewLoad {
  /** ms from the file chosen (its input's `change` event) to its summary under the input (read), to the preview's counts in the DOM, to the grid's rows in the DOM, and to both painted. */
  readMs: number
  previewMs: number
  gridMs: number
  previewPaintedMs: number
  /** The counts as shown; they add up to `PREVIEW_ROWS`. */
  counts: string[]
  /** Every long task between the file chosen and the preview painted, in ms from the file chosen. */
  longTasks: LongTask[]
  longestMs: number
  overBudget: number
}

/** One import of `IMPORT_ROWS` new rows: its saves, in the order sent, by the items each carried. */
interface ImportRun {
  maxBatchSize: number
  /** Whether the page left `maxBatchSize` to the profile's default. */
  byDefault: boolean
  rows: number
  saves: number[]
  expected: number
  /** ms from Import pressed to the finished step's sentence. */
  wallMs: number
  /** What the preview counted before the import, and what the finished step said. */
  counts: string[]
  said: string
}

/** The loads of the large file on one build of the page, or why they stopped. */
export interface PreviewSeries {
  build: 'minified' | 'unminified'
  loads: PreviewLoad[]
  /** The error that kept the file from the preview (the page's or a worker's), and what the page said meanwhile. */
  failure?: string
}

/** The formats a statement of `PREVIEW_ROWS` rows is read and previewed in, as the page's summary names them. */
export const PREVIEW_FORMATS = ['CSV', 'OFX', 'CAMT.053'] as const
type PreviewFormat = (typeof PREVIEW_FORMATS)[number]

/** The loads of one format's large file. */
export interface FormatFigures {
  format: PreviewFormat
  fileBytes: number
  /** The minified page's loads; the unminified page's after them when the minified one could not read the file. */
  series: PreviewSeries[]
  /** One more load, profiled: each long task with the functions that ran in it (absent when no task went over the budget). */
  profiled?: ProfiledTask[]
}

export interface StatementImportFigures {
  previewRows: number
  formats: FormatFigures[]
  imports: ImportRun[]
}

/** A deterministic stream of numbers in [0, 1). */
function numbers(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/** What a bakery's checking account sees, as us-checking.csv words it: money in when `in`, with a number where the bank writes one. */
const PAYEES: ReadonlyArray<{ text: (n: number) => string; in: boolean; from: number; to: number }> = [
  { text: () => 'TillPoint card payout', in: true, from: 200, to: 2_400 },
  { text: (n) => `Millstone Flour Co. invoice ${n}`, in: false, from: 150, to: 900 },
  { text: () => '"Dairy Lane Farms, Inc."', in: false, from: 80, to: 450 },
  { text: (n) => `Packwell Boxes order ${n}`, in: false, from: 40, to: 300 },
  { text: () => 'Riverside Utilities electric', in: false, from: 120, to: 380 },
  { text: () => 'Cash deposit', in: true, from: 100, to: 1_200 },
  { text: (n) => `"Sugar & Spice Supply, order ${n}"`, in: false, from: 30, to: 200 },
  { text: () => 'Green Valley Eggs', in: false, from: 40, to: 160 },
  { text: () => 'Catering deposit   Maple Street School', in: true, from: 150, to: 900 },
  { text: () => 'Corner Cup Coffee', in: false, from: 3, to: 9 },
  { text: () => 'PayNest payroll', in: false, from: 2_000, to: 4_500 },
  { text: (n) => `Refund Packwell Boxes ${n}`, in: true, from: 10, to: 60 },
]

/** `1,504.80`, quoted as a CSV field, for an amount of a thousand or more (as us-checking.csv writes them); `-486.20` otherwise. */
function amountField(cents: number): string {
  const text = (cents / 100).toFixed(2)
  if (Math.abs(cents) < 100_000) return text
  const [whole, fraction] = text.split('.') as [string, string]
  return `"${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}"`
}

/** One transaction of a generated statement: its day, its text as us-checking.csv writes it (quoted where it must be), its signed cents. */
interface BenchTransaction {
  day: Date
  text: string
  cents: number
}

/**
 * `rows` transactions of a bakery's checking account, dated in order from 2026-05-01 to
 * 2026-06-30 (after the sandbox's closing), every 500th repeating the one before it (two equal
 * coffees on one day), the same for the same `seed`.
 */
function benchTransactions(rows: number, seed: number): BenchTransaction[] {
  const random = numbers(seed)
  const transactions: BenchTransaction[] = []
  const days = 61
  for (let index = 0; index < rows; index++) {
    const day = new Date(Date.UTC(2026, 4, 1 + Math.floor((index * days) / rows)))
    if (index % 500 === 499) {
      transactions.push({ ...transactions.at(-1)!, day })
      continue
    }
    const payee = PAYEES[Math.floor(random() * PAYEES.length)]!
    const cents = Math.round((payee.from + random() * (payee.to - payee.from)) * 100)
    transactions.push({ day, text: payee.text(seed * 1_000_000 + index), cents: payee.in ? cents : -cents })
  }
  return transactions
}

const isoDay = (day: Date) => day.toISOString().slice(0, 10)
/** The text without a CSV's quotes, and with `&` and `<` written as markup needs them. */
const markupText = (text: string) => text.replace(/^"|"$/g, '').replace(/&/g, '&amp;').replace(/</g, '&lt;')
const decimal = (cents: number) => (cents / 100).toFixed(2)

/**
 * A statement of `rows` rows in the shape of us-checking.csv (`Date,Description,Amount`,
 * MM/DD/YYYY with days past the 12th, signed amounts, a quoted comma in a description, quoted
 * `"1,504.80"`s, a run of blanks, two identical coffees now and then), dated in order from
 * 2026-05-01 to 2026-06-30 (after the sandbox's closing), the same bytes for the same `seed`.
 */
function statementCsv(rows: number, seed: number): string {
  const lines = ['Date,Description,Amount']
  for (const { day, text, cents } of benchTransactions(rows, seed)) {
    const date = `${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}/${day.getUTCFullYear()}`
    lines.push(`${date},${text},${amountField(cents)}`)
  }
  return `${lines.join('\n')}\n`
}

/** The same transactions as `statementCsv` in an OFX 1.02 (SGML) checking statement in USD, one FITID each, as a US bank's "Money" download. */
function statementOfx(rows: number, seed: number): string {
  const head = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    'VERSION:102',
    'SECURITY:NONE',
    'ENCODING:USASCII',
    'CHARSET:1252',
    'COMPRESSION:NONE',
    'OLDFILEUID:NONE',
    'NEWFILEUID:NONE',
    '',
  ]
  const open =
    '<OFX>\n<SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20260701090000<LANGUAGE>ENG</SONRS></SIGNONMSGSRSV1>\n<BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS><STMTRS><CURDEF>USD<BANKACCTFROM><BANKID>121000358<ACCTID>000555012345<ACCTTYPE>CHECKING</BANKACCTFROM>\n<BANKTRANLIST><DTSTART>20260501<DTEND>20260630'
  const transactions = benchTransactions(rows, seed).map(({ day, text, cents }, index) => {
    const posted = isoDay(day).replace(/-/g, '')
    return `<STMTTRN><TRNTYPE>${cents < 0 ? 'DEBIT' : 'CREDIT'}<DTPOSTED>${posted}120000<TRNAMT>${decimal(cents)}<FITID>${posted}${String(seed * 1_000_000 + index).padStart(9, '0')}<NAME>${markupText(text)}</STMTTRN>`
  })
  const close = '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1>\n</OFX>'
  return `${head.join('\n')}\n${open}\n${transactions.join('\n')}\n${close}\n`
}

/** The same transactions as `statementCsv` in a CAMT.053.001.08 statement in USD, one booked entry each with the bank's reference and the text as remittance information. */
function statementCamt(rows: number, seed: number): string {
  const entries = benchTransactions(rows, seed).map(({ day, text, cents }, index) => {
    const date = isoDay(day)
    return `<Ntry><Amt Ccy="USD">${decimal(Math.abs(cents))}</Amt><CdtDbtInd>${cents < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts><BookgDt><Dt>${date}</Dt></BookgDt><ValDt><Dt>${date}</Dt></ValDt><AcctSvcrRef>${date.replace(/-/g, '')}${String(seed * 1_000_000 + index).padStart(9, '0')}</AcctSvcrRef><NtryDtls><TxDtls><RmtInf><Ustrd>${markupText(text)}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"><BkToCstmrStmt><GrpHdr><MsgId>HSB-20260630</MsgId><CreDtTm>2026-06-30T22:00:00-04:00</CreDtTm></GrpHdr>',
    '<Stmt><Id>HSB-STMT-2026-05-06</Id><CreDtTm>2026-06-30T22:00:00-04:00</CreDtTm><Acct><Id><Othr><Id>000555012345</Id></Othr></Id><Ccy>USD</Ccy></Acct>',
    ...entries,
    '</Stmt></BkToCstmrStmt></Document>',
    '',
  ].join('\n')
}

/** Each format's large file: its name on disk and its text. */
const LARGE_FILES: Record<PreviewFormat, { name: string; text: (rows: number, seed: number) => string }> = {
  CSV: { name: 'us-checking-100k.csv', text: statementCsv },
  OFX: { name: 'us-checking-100k.ofx', text: statementOfx },
  'CAMT.053': { name: 'us-checking-100k.xml', text: statementCamt },
}

/**
 * Chooses the file at `path` in the import's file input, as a user's file picker does: a file on
 * disk, which Chromium opens itself. (Given the bytes instead, Playwright builds the File in the
 * page: a main-thread task of half a second for 4.5 MB, which would count as the page's.)
 */
async function chooseFile(page: Page, path: string): Promise<void> {
  await page.locator('input[type="file"]').setInputFiles(path)
}

/** Writes `text` to a file `name` in `folder`, and gives its path. */
function fileOf(folder: string, name: string, text: string): string {
  const path = join(folder, name)
  writeFileSync(path, text)
  return path
}

/** Opens the import in a fresh browser context and waits for its file input. */
async function openImport(
  browser: Browser,
  served: ServedPage,
  query: Record<string, string> = {},
  prepare?: (page: Page) => Promise<void>,
): Promise<OpenScenario> {
  const open = await openScenario(browser, served, { scenario: 'statement-import', query, latencyMs: 0, ...(prepare ? { prepare } : {}) })
  await firstContent(open, 60_000)
  return open
}

/** What one load of the large file came to: its figures, or why the file never reached the preview. */
type PreviewOutcome = { load: PreviewLoad; profiled?: ProfiledTask[] } | { failure: string }

/**
 * Chooses the large file, waits for the preview's counts to paint, and reads the page's marks and
 * long tasks; with `profile`, the sampling profiler runs meanwhile and each long task is told by
 * the functions that ran in it. An error thrown in the page or its workers ends the wait: the file
 * would otherwise never be read, and the wait would last its whole limit.
 */
async function previewOnce(browser: Browser, served: ServedPage, path: string, profile = false): Promise<PreviewOutcome> {
  const open = await openImport(browser, served)
  const failed = new Promise<string>((resolve) => open.page.on('pageerror', (error) => resolve(error.message)))
  try {
    await open.page.evaluate(() => window.benchImport.reset())
    const profiler = profile ? await startProfile(open.page, open.cdp) : undefined
    await chooseFile(open.page, path)
    const previewed = open.page
      .waitForFunction(() => window.benchImport.previewedPaintedAt !== undefined, undefined, { timeout: 300_000, polling: 50 })
      .then(() => undefined)
    const failure = await Promise.race([previewed, failed])
    if (failure !== undefined) {
      const status = await open.page.locator('.bk-import__status').first().textContent()
      return { failure: `${failure} (the page said “${status}”)` }
    }
    const read = await profiler?.stop()
    const marks = await open.page.evaluate(() => {
      const { chosenAt, readAt, previewedAt, gridAt, previewedPaintedAt, counts } = window.benchImport
      return {
        chosenAt: chosenAt!,
        readAt: readAt!,
        previewedAt: previewedAt!,
        gridAt: gridAt!,
        previewedPaintedAt: previewedPaintedAt!,
        counts: counts!,
        longTasks: window.benchImport.takeLongTasks(),
      }
    })
    // Every task that ran while the file was on its way to the preview: ended after it was chosen, started before the preview (counts and grid) painted.
    const during = marks.longTasks.filter(
      (task) => task.startTime + task.duration > marks.chosenAt && task.startTime < marks.previewedPaintedAt,
    )
    const fromChosen = <T extends LongTask>(task: T): T => ({ ...task, startTime: task.startTime - marks.chosenAt })
    const longTasks = during.map(fromChosen)
    return {
      load: {
        readMs: marks.readAt - marks.chosenAt,
        previewMs: marks.previewedAt - marks.chosenAt,
        gridMs: marks.gridAt - marks.chosenAt,
        previewPaintedMs: marks.previewedPaintedAt - marks.chosenAt,
        counts: marks.counts,
        longTasks,
        longestMs: Math.max(0, ...longTasks.map((task) => task.duration)),
        overBudget: longTasks.filter((task) => task.duration > LONG_TASK_MS).length,
      },
      ...(read ? { profiled: read(during).map(fromChosen) } : {}),
    }
  } finally {
    await open.close()
  }
}

/** Imports `IMPORT_ROWS` new rows with `maxBatchSize` (the profile's default when undefined), counting the saves Chromium sent. */
async function importOnce(browser: Browser, served: ServedPage, maxBatchSize: number | undefined, path: string): Promise<ImportRun> {
  const saves: number[] = []
  const open = await openImport(browser, served, maxBatchSize === undefined ? {} : { maxBatchSize: String(maxBatchSize) }, async (page) => {
    page.on('request', (request) => {
      if (request.method() !== 'POST' || new URL(request.url()).pathname !== SAVE_PATH) return
      const body = request.postData() === null ? undefined : (request.postDataJSON() as { data?: unknown })
      if (Array.isArray(body?.data)) saves.push(body.data.length)
    })
  })
  const size = maxBatchSize ?? DEFAULT_BATCH_SIZE
  try {
    const { page } = open
    await chooseFile(page, path)
    const button = page.getByRole('button', { name: `Import ${IMPORT_ROWS.toLocaleString('en-US')} transactions`, exact: true })
    await button.waitFor({ timeout: 120_000 })
    const counts = await page.locator('.bk-import__counts > li').allTextContents()
    const started = Date.now()
    await button.click()
    const done = page.locator('.bk-import__headline')
    await done.waitFor({ timeout: 300_000 })
    const wallMs = Date.now() - started
    return {
      maxBatchSize: size,
      byDefault: maxBatchSize === undefined,
      rows: IMPORT_ROWS,
      saves,
      expected: Math.ceil(IMPORT_ROWS / size),
      wallMs,
      counts,
      said: (await done.textContent()) ?? '',
    }
  } finally {
    await open.close()
  }
}

/** The bench page built once per minification, when first asked for. */
export interface BenchPages {
  /** As a partner's production build ships it: minified. */
  minified: () => Promise<BuiltBenchPage>
  /** The same without minifying: the functions keep their names (for the profile), and nothing is renamed. */
  unminified: () => Promise<BuiltBenchPage>
}

/** `PREVIEW_RUNS` loads of the large file on one build, stopping at the first that fails. */
async function previewSeries(browser: Browser, page: BuiltBenchPage, build: PreviewSeries['build'], path: string): Promise<PreviewSeries> {
  return withService(page, IMPORT_HISTORY, async (served) => {
    const series: PreviewSeries = { build, loads: [] }
    for (let run = 0; run < PREVIEW_RUNS; run++) {
      const outcome = await previewOnce(browser, served, path)
      if ('failure' in outcome) return { ...series, failure: outcome.failure }
      series.loads.push(outcome.load)
    }
    return series
  })
}

/**
 * Each format's large file read and previewed `PREVIEW_RUNS` times on the minified page against one
 * sandbox (and on the unminified page too when the minified one cannot read it); when a task went
 * over the budget, one more load on the unminified page with the profiler, to tell what ran in each
 * long task; then one import of a CSV per batch size on the minified page, each against a sandbox
 * of its own (the rows are new to each).
 */
export async function measureStatementImport(browser: Browser, pages: BenchPages): Promise<StatementImportFigures> {
  const folder = mkdtempSync(join(tmpdir(), 'bookkit-statements-'))
  try {
    const formats: FormatFigures[] = []
    for (const format of PREVIEW_FORMATS) {
      const text = LARGE_FILES[format].text(PREVIEW_ROWS, 1)
      formats.push(await measureFormat(browser, pages, format, fileOf(folder, LARGE_FILES[format].name, text), Buffer.byteLength(text)))
    }
    const imports: ImportRun[] = []
    for (const [at, maxBatchSize] of IMPORT_BATCH_SIZES.entries()) {
      const file = fileOf(folder, `us-checking-${IMPORT_ROWS}-${at + 1}.csv`, statementCsv(IMPORT_ROWS, at + 2))
      imports.push(await withService(await pages.minified(), IMPORT_HISTORY, (served) => importOnce(browser, served, maxBatchSize, file)))
    }
    return { previewRows: PREVIEW_ROWS, formats, imports }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

/** One format's large file read and previewed `PREVIEW_RUNS` times (see `measureStatementImport`), profiled once more when a task went over the budget. */
async function measureFormat(
  browser: Browser,
  pages: BenchPages,
  format: PreviewFormat,
  large: string,
  fileBytes: number,
): Promise<FormatFigures> {
  const series = [await previewSeries(browser, await pages.minified(), 'minified', large)]
  if (series[0]!.failure) series.push(await previewSeries(browser, await pages.unminified(), 'unminified', large))
  let profiled: ProfiledTask[] | undefined
  if (series.some((each) => each.loads.some((load) => load.overBudget > 0))) {
    const outcome = await withService(await pages.unminified(), IMPORT_HISTORY, (served) => previewOnce(browser, served, large, true))
    profiled = 'failure' in outcome ? undefined : outcome.profiled
  }
  return { format, fileBytes, series, ...(profiled ? { profiled } : {}) }
}
