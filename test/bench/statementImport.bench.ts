// @vitest-environment node
import { buildBenchPage, launchChromium, type BuiltBenchPage } from './lists'
import type { ProfiledTask } from './longTaskProfile'
import { markdownTable, ms, writeResults } from './report'
import { percentile } from './scale'
import {
  DEFAULT_BATCH_SIZE,
  IMPORT_HISTORY,
  IMPORT_ROWS,
  LONG_TASK_MS,
  measureStatementImport,
  PREVIEW_FORMATS,
  PREVIEW_ROWS,
  PREVIEW_RUNS,
  type BenchPages,
  type FormatFigures,
  type PreviewLoad,
  type PreviewSeries,
  type StatementImportFigures,
} from './statementImport'

/**
 * The statement import of issues 46 and 57 in Chromium on a production build of the bench page: a
 * statement of 100,000 rows in each format (a CSV in the shape of us-checking.csv, an OFX 1.02 and
 * a CAMT.053 of the same transactions) chosen in `<BankStatementImport>`'s file input, read
 * (papaparse on the main thread in chunks, OFX's and CAMT's parsers in slices) and previewed
 * against a sandbox of 3,500 bank transactions on the page's origin, every long task from the file
 * chosen to the preview's counts painted, over `PREVIEW_RUNS` loads per format (medians reported:
 * the machine is noisy); then 1,000 new rows imported with
 * the profile's `maxBatchSize` (100) and with 250, the saves counted. Run alone with
 * `BENCH_ONLY=statementImport npm run bench` (or, with `dist/` built,
 * `BOOKKIT_BENCH=1 BENCH_ONLY=statementImport npx vitest run --project bench`). Prints the tables
 * and writes them, with the raw figures, to bench-results/statementImport.{md,json}. The long
 * tasks are reported against the issue's budget (none over 50 ms), met or missed, never asserted;
 * the saves are asserted: ⌈1,000 / maxBatchSize⌉.
 */

const count = (value: number) => value.toLocaleString('en-US')
const median = (loads: readonly PreviewLoad[], of: (load: PreviewLoad) => number) => percentile(loads.map(of), 0.5)
const every = (
  loads: readonly PreviewLoad[],
  of: (load: PreviewLoad) => number,
  format: (value: number) => string = (value) => value.toFixed(0),
) => loads.map((load) => format(of(load))).join(', ')

function previewTable({ loads }: PreviewSeries): string {
  const longest = median(loads, (load) => load.longestMs)
  const over = median(loads, (load) => load.overBudget)
  return markdownTable(
    ['measure', `median of ${loads.length}`, 'every load', 'budget'],
    [
      [
        'longest main-thread task, file chosen → preview and grid painted',
        ms(longest),
        every(
          loads,
          (load) => load.longestMs,
          (value) => value.toFixed(1),
        ),
        longest <= LONG_TASK_MS ? `met (≤ ${LONG_TASK_MS} ms)` : `**missed** (> ${LONG_TASK_MS} ms)`,
      ],
      [
        `tasks over ${LONG_TASK_MS} ms`,
        String(over),
        every(loads, (load) => load.overBudget),
        over === 0 ? 'met (none)' : '**missed** (none allowed)',
      ],
      [
        'file chosen → read (its summary under the input)',
        ms(median(loads, (load) => load.readMs)),
        every(loads, (load) => load.readMs),
        '',
      ],
      [
        'file chosen → every row previewed (the counts in the DOM)',
        ms(median(loads, (load) => load.previewMs)),
        every(loads, (load) => load.previewMs),
        '',
      ],
      ['file chosen → the grid’s rows in the DOM', ms(median(loads, (load) => load.gridMs)), every(loads, (load) => load.gridMs), ''],
      [
        'file chosen → preview and grid painted',
        ms(median(loads, (load) => load.previewPaintedMs)),
        every(loads, (load) => load.previewPaintedMs),
        '',
      ],
    ],
  )
}

/** Each load's long tasks, in ms after the file was chosen: where they fall between the read and the preview. */
function longTaskList({ loads }: PreviewSeries): string {
  return loads
    .map(
      (load, run) =>
        `- load ${run + 1} (read at ${load.readMs.toFixed(0)} ms, counts at ${load.previewMs.toFixed(0)} ms, grid at ${load.gridMs.toFixed(0)} ms): ${load.longTasks.length === 0 ? 'none' : load.longTasks.map((task) => `${task.duration.toFixed(0)} ms at ${task.startTime.toFixed(0)}`).join(', ')}`,
    )
    .join('\n')
}

/** Each profiled long task: the functions with the most samples of their own, and those longest on the stack. */
function profileList(tasks: readonly ProfiledTask[]): string {
  const list = (functions: ProfiledTask['self']) => functions.map(({ name, ms: time }) => `${name} ${time.toFixed(0)} ms`).join('; ')
  return tasks.length === 0
    ? '- no long task in the profiled load'
    : tasks
        .map(
          (task) =>
            `- **${task.duration.toFixed(0)} ms at ${task.startTime.toFixed(0)} ms** (${task.sampledMs.toFixed(0)} ms sampled)\n  - own time: ${list(task.self)}\n  - on the stack: ${list(task.inclusive)}`,
        )
        .join('\n')
}

/** Per format, the longest task and the tasks over the budget on the minified page (medians, and every load): the issue's budget at a glance. */
function summaryTable(formats: readonly FormatFigures[]): string {
  return markdownTable(
    [
      'format',
      'file',
      'longest task (median)',
      `tasks over ${LONG_TASK_MS} ms (median)`,
      'longest task, every load',
      `tasks over ${LONG_TASK_MS} ms, every load`,
      'budget',
    ],
    formats.map(({ format, fileBytes, series }) => {
      const loads = series[0]?.loads ?? []
      if (loads.length === 0)
        return [format, `${(fileBytes / 1e6).toFixed(1)} MB`, '—', '—', '—', '—', `**not read**: ${series[0]?.failure ?? ''}`]
      const longest = median(loads, (load) => load.longestMs)
      const over = median(loads, (load) => load.overBudget)
      const met = longest <= LONG_TASK_MS && over === 0
      return [
        format,
        `${(fileBytes / 1e6).toFixed(1)} MB`,
        ms(longest),
        String(over),
        every(loads, (load) => load.longestMs),
        every(loads, (load) => load.overBudget),
        met ? 'met' : '**missed**',
      ]
    }),
  )
}

/** The tables of one build's loads, or why its file never reached the preview. */
function seriesText(series: PreviewSeries, format: FormatFigures['format']): string {
  const title = `${format} on ${series.build === 'minified' ? 'the page as a partner ships it (minified)' : 'the same page unminified'}`
  const failure = series.failure
    ? `**The file was not read on ${title}**: ${series.failure}${series.loads.length === 0 ? '' : ` (load ${series.loads.length + 1})`}.`
    : ''
  if (series.loads.length === 0) return failure
  return [
    `**${PREVIEW_RUNS} loads on ${title}:**`,
    previewTable(series),
    `Long tasks of each load (duration at ms after the file was chosen):\n\n${longTaskList(series)}`,
    failure,
  ]
    .filter(Boolean)
    .join('\n\n')
}

function importTable({ imports }: StatementImportFigures): string {
  return markdownTable(
    [
      'maxBatchSize',
      'new rows previewed',
      'saves sent (POST with data)',
      `⌈${count(IMPORT_ROWS)} / maxBatchSize⌉`,
      'items per save',
      'Import → finished',
      'the finished step said',
    ],
    imports.map((run) => [
      `${run.maxBatchSize}${run.byDefault ? ' (the default)' : ''}`,
      run.counts.join(', '),
      String(run.saves.length),
      `${run.expected}${run.saves.length === run.expected ? '' : ' **≠**'}`,
      [...new Set(run.saves)].join(' / '),
      ms(run.wallMs),
      run.said,
    ]),
  )
}

/** Builds the bench page with or without minifying (buildBenchPage reads `BENCH_MINIFY`). */
async function buildPage(minify: boolean): Promise<BuiltBenchPage> {
  const before = process.env.BENCH_MINIFY
  process.env.BENCH_MINIFY = minify ? '1' : '0'
  try {
    return await buildBenchPage()
  } finally {
    if (before === undefined) delete process.env.BENCH_MINIFY
    else process.env.BENCH_MINIFY = before
  }
}

it(
  `measures the statement import: ${count(PREVIEW_ROWS)} rows of each format read and previewed, ${count(IMPORT_ROWS)} imported`,
  { timeout: 900_000 },
  async () => {
    const built: BuiltBenchPage[] = []
    const once = (minify: boolean) => {
      let page: Promise<BuiltBenchPage> | undefined
      return () => (page ??= buildPage(minify).then((made) => (built.push(made), made)))
    }
    const pages: BenchPages = { minified: once(true), unminified: once(false) }
    const browser = await launchChromium()
    let figures: StatementImportFigures
    try {
      figures = await measureStatementImport(browser, pages)
    } finally {
      await browser.close()
      for (const page of built) page.dispose()
    }
    const table = [
      `**Statement import, read and preview**: a statement of ${count(figures.previewRows)} rows in each format (a CSV in the shape of us-checking.csv, an OFX 1.02 and a CAMT.053 of the same transactions) chosen in BankStatementImport's file input (from disk), previewed against the bakery's ${count(IMPORT_HISTORY)} bank transactions in the sandbox on the page's origin; Chromium, production build, a fresh context per load. Long tasks from a buffered PerformanceObserver, between the input's change event and the preview painted (its counts, and the grid's first rows, which may come in a later commit); the budget is none over ${LONG_TASK_MS} ms.`,
      summaryTable(figures.formats),
      ...figures.formats.flatMap(({ format, series, profiled }) => [
        ...series.map((each) => seriesText(each, format)),
        ...(profiled
          ? [
              `**Where the long tasks of ${format} ran** (one more load of the unminified page with Chromium's sampling profiler, which slows it somewhat; bundle file:line):\n\n${profileList(profiled)}`,
            ]
          : []),
      ]),
      `**Statement import, saves**: ${count(IMPORT_ROWS)} new rows imported on the minified page (a sandbox each), the POSTs to /v6/banks/transactions with a \`data\` body as Chromium sent them; the default maxBatchSize is ${DEFAULT_BATCH_SIZE}.`,
      importTable(figures),
    ].join('\n\n')
    writeResults('statementImport', table, figures)
    process.stdout.write(`\n${table}\n\n`)

    // Every row previewed on every load of every build and format measured, the counts adding up to the file's rows; a file never read is a failure, not a figure.
    for (const { format, series: allSeries } of figures.formats) {
      for (const series of allSeries) {
        for (const load of series.loads)
          expect(
            load.counts.reduce((sum, item) => sum + Number(item.slice(item.lastIndexOf(':') + 1).replace(/\D/g, '')), 0),
            `${format}: rows previewed`,
          ).toBe(PREVIEW_ROWS)
      }
    }
    expect(
      figures.formats.map(
        ({ format, series }) =>
          `${format}: ${series.map((each) => `${each.build}: ${each.failure ?? `${each.loads.length} loads`}`).join('; ')}`,
      ),
    ).toEqual(PREVIEW_FORMATS.map((format) => `${format}: minified: ${PREVIEW_RUNS} loads`))
    // The saves, not the timings: ⌈rows / maxBatchSize⌉ requests, none larger than a batch, every row in one, all imported.
    for (const run of figures.imports) {
      expect(run.counts, `maxBatchSize ${run.maxBatchSize}: the rows previewed`).toEqual([`New: ${count(IMPORT_ROWS)}`])
      expect(run.saves.length, `maxBatchSize ${run.maxBatchSize}: saves (${run.saves.join(', ')})`).toBe(
        Math.ceil(IMPORT_ROWS / run.maxBatchSize),
      )
      expect(Math.max(...run.saves)).toBeLessThanOrEqual(run.maxBatchSize)
      expect(run.saves.reduce((sum, size) => sum + size, 0)).toBe(IMPORT_ROWS)
      expect(run.said).toContain(`${count(IMPORT_ROWS)} transactions imported`)
    }
    expect(figures.imports.map((run) => run.maxBatchSize)).toEqual([DEFAULT_BATCH_SIZE, 250])
  },
)
