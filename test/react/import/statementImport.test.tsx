// Statement import end to end through the headless hooks, in a real BookkeepingProvider against the
// sandbox, on the bookkit service: every fixture with transactions is read as a user's
// file, previewed against the bakery's checking account and imported, then checked record by
// record in the sandbox. Each is imported first in part (an earlier, overlapping file), then whole
// (only the new rows), then again (nothing new, nothing sent). Cut off (a batch's answer lost and
// the check after it failing) then repeated after a reload (no row twice): a CSV without ids and
// with equal rows, an OFX with the bank's ids and a CAMT batch in EUR (the ids of every format are
// read again alike after a reload, which the overlapping import proves for each). One file is also cancelled mid-import and finished with "Import the
// rest" in the same session, and undone: exactly what the import created is deleted, batch by
// batch, and a record the closing has reached meanwhile is refused and named. The client checks
// the account itself before each save (a repeated file sends no save), so the bookkit service's
// refusal of a repeated id is never what keeps a row single. On the described service (a bodiless
// POST listing, no order, no refusal) the same file twice is BankStatementImport.test.tsx's smoke
// test; its listing is test/api/serviceProfile.test.ts's.
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { http } from 'msw'
import type { ReactNode } from 'react'
import type { ServiceProfile } from '../../../src/api'
import type { BankTransaction } from '../../../src/api/types'
import { readBankStatement } from '../../../src/core/import'
import { rowsToImport, type PreviewRow, type StatementPreview } from '../../../src/core/import/preview'
import type { BankStatementReading, ReadStatementOptions } from '../../../src/core/import/types'
import { BookkeepingProvider, useImportStatement, useStatementPreview, useUndoStatementImport } from '../../../src/react'
import type { StatementImportResult } from '../../../src/react/import/statementImport'
import { SANDBOX } from '../../../src/sandbox'
import { errorItem } from '../../../src/sandbox/service/errors'
import { failureResponse } from '../../../src/sandbox/service/http'
import { fixtureFile } from '../../core/import/statementFixtures'
import { BOOKKIT } from '../../support/profiles'
import { recordRequests } from '../../support/requests'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 30_000 })

const SAVE_PATH = '/v6/banks/transactions'
const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
/** The bakery's closing: modifications disabled through this day. */
const CLOSED_THROUGH = '2026-04-30'
/** Small enough that a statement of a dozen rows goes in several batches. */
const BATCH = 3

interface Fixture {
  name: string
  options?: ReadStatementOptions
  /** The books' currency the file is imported into. */
  currency?: string
  /** Rows the file holds (none of them unreadable). */
  rows: number
  /** Rows dated on or before the closing: shown, never imported. */
  closed: number
  /** The first row imported, as the bank wrote it: date, signed amount in cents, description. */
  first: [string, number, string]
  /** Where the earlier, overlapping file ends (default: two thirds of the rows). */
  overlapAt?: number
}

const FIXTURES: Fixture[] = [
  // Cut between its two identical Corner Cup Coffee rows: the second is new to the account.
  { name: 'us-checking.csv', rows: 22, closed: 0, first: ['2026-05-01', -245000, 'Oakhill Properties LLC rent May'], overlapAt: 17 },
  { name: 'uk-current.csv', rows: 19, closed: 0, first: ['2026-05-01', -245000, 'OAKHILL PROPERTIES RENT'] },
  {
    name: 'de-girokonto.csv',
    rows: 18,
    closed: 0,
    first: ['2026-05-04', -125000, 'Mühlenhof Müller GmbH · Rechnung 2026-114 Weizenmehl Type 550'],
  },
  // The user answered that positive amounts are charges; its first row was posted on April 29.
  {
    name: 'card-export.csv',
    options: { csv: { positiveIsMoneyOut: true } },
    rows: 20,
    closed: 1,
    first: ['2026-05-01', -925, 'Corner Cup Coffee'],
  },
  { name: 'fr-compte.csv', rows: 15, closed: 0, first: ['2026-05-02', -124000, 'PRLV MINOTERIE DU VAL'] },
  // The user chose the month first: 05/02/2026 is May 2.
  {
    name: 'ambiguous-dates.csv',
    options: { csv: { dateFormat: 'MM/DD/YYYY' } },
    rows: 6,
    closed: 0,
    first: ['2026-05-02', 112040, 'TillPoint card payout'],
  },
  { name: 'ofx-102.ofx', rows: 14, closed: 0, first: ['2026-05-01', -48215, 'Flour & Grain Supply Co. · Invoice 5531'] },
  { name: 'ofx-22.ofx', rows: 11, closed: 0, first: ['2026-06-01', 131040, 'Square Deposit · Card sales 05/31'] },
  { name: 'quicken.qfx', rows: 10, closed: 0, first: ['2026-05-02', -4518, 'OFFICE BASICS #211'] },
  // EUR books; the batch entry of three payments is three rows.
  {
    name: 'camt053-batch.xml',
    options: { currency: 'EUR' },
    currency: 'EUR',
    rows: 12,
    closed: 0,
    first: ['2026-06-02', 124050, 'Gästehaus Sonnenhügel · Rechnung 2026-117 Brötchenlieferung Mai'],
  },
]

const read = (fixture: Fixture) => readBankStatement(fixtureFile(fixture.name), fixture.options)

/** Each fixture read once: a reading is plain data, and every test starts from the same one. */
const readings = new Map<string, Promise<BankStatementReading>>()
/** The fixture's reading, read when a test first asks for it (not all ten in one hook before the first test). */
const readingOf = (fixture: Fixture): Promise<BankStatementReading> => {
  let reading = readings.get(fixture.name)
  if (!reading) readings.set(fixture.name, (reading = read(fixture)))
  return reading
}

/** A save of bank transactions: a JSON body. */
const isSave = (request: Request) =>
  request.method === 'POST' && new URL(request.url).pathname === SAVE_PATH && (request.headers.get('content-type') ?? '').includes('json')
/** How many times each key occurs. */
const countBy = (keys: readonly string[]) =>
  keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>())
const keyOf = (record: { date?: string | null; amount?: number | null; description?: string | null }) =>
  `${record.date} ${record.amount} ${record.description}`

describe('statement import on the bookkit service', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 40, extraGlLinesPerCompany: 0 } })
  /** The bookkit listing: `GET /v5/banks/transactions`. */
  const isListing = (request: Request) => request.method === 'GET' && new URL(request.url).pathname === '/v5/banks/transactions'
  const imported = () => state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName === 'STATEMENT_IMPORT')
  const others = () => state.sandbox.inspect.bankTransactions(bakery.id).filter((record) => record.apiName !== 'STATEMENT_IMPORT')

  /** A page with the preview, the import and its undo of the checking account, in a provider of its own (a new one is a reload). */
  function mountImport({ service: given, currency }: { service?: ServiceProfile; currency?: string } = {}) {
    const queryClient = new QueryClient()
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider
        baseUrl={TEST_BASE_URL}
        fetchToken={fetchToken}
        service={given ?? service}
        queryClient={queryClient}
        currency={currency}
      >
        {children}
      </BookkeepingProvider>
    )
    const view = renderHook(
      ({ reading }: { reading: BankStatementReading | undefined }) => ({
        preview: useStatementPreview(reading, CHECKING),
        importer: useImportStatement(),
        undo: useUndoStatementImport(),
      }),
      { wrapper, initialProps: { reading: undefined as BankStatementReading | undefined } },
    )
    const page = {
      ...view,
      /** The preview of `reading` against what the account holds now. */
      async previewOf(reading: BankStatementReading): Promise<StatementPreview> {
        view.rerender({ reading })
        await waitFor(() => expect(view.result.current.preview.preview).toBeDefined())
        return view.result.current.preview.preview as StatementPreview
      },
      importRows: (rows: readonly PreviewRow[]) =>
        act(() => view.result.current.importer.mutateAsync({ bankAccountId: CHECKING, rows: [...rows] })),
      /** Starts an import without waiting for it (to act while it is on its way). */
      startImport(rows: readonly PreviewRow[]): Promise<StatementImportResult> {
        let pending!: Promise<StatementImportResult>
        act(() => void (pending = view.result.current.importer.mutateAsync({ bankAccountId: CHECKING, rows: [...rows] })))
        return pending
      },
    }
    return page
  }

  const serviceWithBatches = () => ({ ...service, maxBatchSize: BATCH })

  /**
   * Record by record: each row of the file the account should hold has exactly one imported record
   * with its date, signed amount and description, in the checking account, named by the bank's id
   * where the row has one; rows in the closed period have none; nothing else was imported.
   */
  function expectEveryRowOnce(preview: StatementPreview) {
    const records = imported()
    const rows = preview.rows.filter((row) => row.state !== 'closedPeriod')
    expect(records).toHaveLength(rows.length)
    const recordsByKey = countBy(records.map(keyOf))
    for (const [key, count] of countBy(rows.map(({ row }) => keyOf(row)))) expect(recordsByKey.get(key) ?? 0, key).toBe(count)
    for (const { row, sourceId } of rows) {
      const named = records.filter((record) => record.apiSourceId === sourceId)
      expect(named, `line ${row.line}`).toHaveLength(1)
      expect(named[0]).toMatchObject({
        apiName: 'STATEMENT_IMPORT',
        date: row.date,
        amount: row.amount,
        description: row.description,
        bankAccount: { id: CHECKING },
      })
      // A bank's id is scoped to the account it is imported into.
      if (row.bankId) expect(named[0]?.apiSourceId).toMatch(/^bank1-/)
    }
    for (const { row } of preview.rows.filter((closed) => closed.state === 'closedPeriod')) {
      expect(row.date! <= CLOSED_THROUGH).toBe(true)
      expect(records.some((record) => keyOf(record) === keyOf(row))).toBe(false)
    }
  }

  /** `result.created` is what the sandbox holds of `rows`: one record each, the row's own. */
  function expectCreated(result: StatementImportResult, rows: readonly PreviewRow[]) {
    expect(result.created.map(({ row }) => row.index)).toEqual(rows.map((row) => row.index))
    const records = new Map(imported().map((record) => [record.id, record]))
    for (const { row, transaction } of result.created) {
      expect(records.get(transaction.id), `line ${row.row.line}`).toMatchObject({
        apiSourceId: row.sourceId,
        date: row.row.date,
        amount: row.row.amount,
      })
    }
  }

  describe.each(FIXTURES)('$name', (fixture) => {
    it('imports an overlapping file’s rows, then only the rows the whole file adds, record by record; the same file again shows every row imported and sends nothing', async () => {
      const reading = await readingOf(fixture)
      expect(reading.problem).toBeUndefined()
      expect(reading.rows).toHaveLength(fixture.rows)
      const importable = fixture.rows - fixture.closed
      const cut = fixture.overlapAt ?? Math.ceil((reading.rows.length * 2) / 3)
      const page = mountImport({ currency: fixture.currency })
      expect(imported()).toEqual([])

      // The earlier file: the first rows of this one.
      const earlier = await page.previewOf({ ...reading, rows: reading.rows.slice(0, cut) })
      expect(earlier.counts).toMatchObject({ likelyDuplicate: 0, alreadyImported: 0, repeatedInFile: 0, notSettled: 0, invalid: 0 })
      const first = await page.importRows(rowsToImport(earlier, new Set()))
      const before = first.created.length
      expect(before).toBe(earlier.counts.new)
      expect(first).toMatchObject({ bankAccountId: CHECKING, savedUnseen: [], alreadyThere: [], refused: [], unknown: [], notSent: [] })
      expectCreated(first, rowsToImport(earlier, new Set()))
      const [date, amount, description] = fixture.first
      expect(first.created[0]?.transaction).toMatchObject({ date, amount, description })

      // The whole file: only what the earlier one did not hold is new.
      const whole = await page.previewOf(await read(fixture))
      expect(whole.counts).toEqual({
        new: importable - before,
        likelyDuplicate: 0,
        alreadyImported: before,
        repeatedInFile: 0,
        closedPeriod: fixture.closed,
        notSettled: 0,
        invalid: 0,
      })
      const rest = rowsToImport(whole, new Set())
      expect(rest.every((row) => row.index >= cut)).toBe(true)
      const requests = recordRequests(state.server)
      const result = await page.importRows(rest)
      expectCreated(result, rest)
      expect(result).toMatchObject({ savedUnseen: [], alreadyThere: [], refused: [], unknown: [], notSent: [] })
      expect(requests.filter(isSave).length).toBe(Math.ceil(rest.length / service.maxBatchSize))
      expectEveryRowOnce(whole)

      // The same file, read again: every row it imported is already there, and the closed ones stay closed.
      const again = await page.previewOf(await read(fixture))
      expect(again.counts).toEqual({
        new: 0,
        likelyDuplicate: 0,
        alreadyImported: importable,
        repeatedInFile: 0,
        closedPeriod: fixture.closed,
        notSettled: 0,
        invalid: 0,
      })
      expect(rowsToImport(again, new Set())).toEqual([])
      // Even the rows of the whole file's preview, sent again (a second tab, a second click), are found there before anything is sent.
      const repeated = recordRequests(state.server)
      const repeat = await page.importRows(rest)
      expect(repeat.created).toEqual([])
      expect(repeat.alreadyThere.map((row) => row.index)).toEqual(rest.map((row) => row.index))
      expect(repeated.filter(isSave)).toEqual([])
      expect(repeated.filter(isListing).length).toBeGreaterThan(0)
      expectEveryRowOnce(whole)
    })
  })

  /** A CSV without the bank's ids and with two equal rows, an OFX with them, and a CAMT batch in EUR. */
  const CUT_OFF = FIXTURES.filter((fixture) => ['us-checking.csv', 'ofx-102.ofx', 'camt053-batch.xml'].includes(fixture.name))

  describe.each(CUT_OFF)('$name', (fixture) => {
    it('cut off (a batch’s answer lost, the check after it failing), then imported again after a reload: every row once', async () => {
      const lost = loseSecondSaveAndItsCheck()
      const page = mountImport({ service: serviceWithBatches(), currency: fixture.currency })
      const preview = await page.previewOf(await readingOf(fixture))
      const rows = rowsToImport(preview, new Set())
      const result = await page.importRows(rows)

      // The first batch is imported; the second may or may not be (it was, the answer was lost); the rest were not sent.
      expectCreated(result, rows.slice(0, BATCH))
      expect(result.unknown.map(({ row }) => row.index)).toEqual(rows.slice(BATCH, 2 * BATCH).map((row) => row.index))
      expect(result.unknown.every(({ outcome }) => outcome.status === 'unknown' && outcome.canCheck)).toBe(true)
      expect(result.notSent.map((row) => row.index)).toEqual(rows.slice(2 * BATCH).map((row) => row.index))
      expect(imported()).toHaveLength(2 * BATCH)
      page.unmount()
      lost.heal()

      // A reload: a new provider and cache, nothing remembered of the write cut off; the file chosen again.
      const file = await read(fixture)
      const reloaded = mountImport({ service: serviceWithBatches(), currency: fixture.currency })
      const again = await reloaded.previewOf(file)
      expect(again.counts).toMatchObject({ alreadyImported: 2 * BATCH, new: rows.length - 2 * BATCH, likelyDuplicate: 0 })
      const rest = rowsToImport(again, new Set())
      const finished = await reloaded.importRows(rest)
      expectCreated(finished, rest)
      expect(finished).toMatchObject({ unknown: [], notSent: [], refused: [] })
      expectEveryRowOnce(preview)
    })
  })

  /**
   * The second save of bank transactions is stored and its answer lost, and every listing fails
   * from then on (the check whether it was stored cannot run) until `heal()`.
   */
  function loseSecondSaveAndItsCheck() {
    let saves = 0
    let listingsFail = false
    const lose = async ({ request }: { request: Request }) => {
      if (isListing(request)) return listingsFail ? Response.error() : undefined
      if (!isSave(request) || ++saves !== 2) return undefined
      listingsFail = true
      // Stored, as the service would, and then the connection breaks before the answer (the sandbox's dropAnswer).
      await state.sandbox.handle(request)
      return Response.error()
    }
    state.server.use(http.post(`${TEST_BASE_URL}${SAVE_PATH}`, lose), http.get(`${TEST_BASE_URL}/v5/banks/transactions`, lose))
    return { heal: () => void (listingsFail = false) }
  }

  /**
   * Holds the second save until `release`: with `stored` the service then finishes it (it stores
   * what the client gave up on), without, it never does. `arrived` resolves once it is held.
   */
  function holdSecondSave() {
    let saves = 0
    let arrived!: () => void
    let release!: (stored: boolean) => void
    let finished!: () => void
    const held = {
      arrived: new Promise<void>((resolve) => (arrived = resolve)),
      finished: new Promise<void>((resolve) => (finished = resolve)),
      release: (stored: boolean) => release(stored),
    }
    const released = new Promise<boolean>((resolve) => (release = resolve))
    onTestFinished(() => release(false))
    state.server.use(
      http.post(`${TEST_BASE_URL}${SAVE_PATH}`, async ({ request }) => {
        if (!isSave(request) || ++saves !== 2) return undefined
        const body = await request.clone().text()
        arrived()
        if (await released) await state.sandbox.handle(new Request(request.url, { method: 'POST', headers: request.headers, body }))
        finished()
        return Response.error()
      }),
    )
    return held
  }

  describe('Cancel, then "Import the rest" in the same session', () => {
    const fixture = FIXTURES[0] as Fixture

    /** Imports the fixture in batches, cancels while the second is on its way; what the user then has. */
    async function cancelDuringSecondBatch() {
      const held = holdSecondSave()
      const page = mountImport({ service: serviceWithBatches() })
      const preview = await page.previewOf(await readingOf(fixture))
      const rows = rowsToImport(preview, new Set())
      const pending = page.startImport(rows)
      await act(() => held.arrived)
      expect(page.result.current.importer.progress).toMatchObject({ done: BATCH, total: rows.length, saved: BATCH })
      act(() => page.result.current.importer.cancel())
      const result = await act(() => pending)
      expectCreated(result, rows.slice(0, BATCH))
      expect(result.unknown.map(({ row }) => row.index)).toEqual(rows.slice(BATCH, 2 * BATCH).map((row) => row.index))
      expect(result.notSent.map((row) => row.index)).toEqual(rows.slice(2 * BATCH).map((row) => row.index))
      // What "Import the rest" sends: the rows not known to be imported.
      return { page, preview, held, rest: [...result.unknown.map(({ row }) => row), ...result.notSent] }
    }

    it('the service finished the cancelled batch: the rest finds it there and imports only the others', async () => {
      const { page, preview, held, rest } = await cancelDuringSecondBatch()
      held.release(true)
      await act(() => held.finished)
      expect(imported()).toHaveLength(2 * BATCH)

      const requests = recordRequests(state.server)
      const result = await page.importRows(rest)
      expect(result.alreadyThere.map((row) => row.index)).toEqual(rest.slice(0, BATCH).map((row) => row.index))
      expectCreated(result, rest.slice(BATCH))
      expect(result).toMatchObject({ unknown: [], notSent: [], refused: [] })
      expect(requests.filter(isSave)).toHaveLength(Math.ceil((rest.length - BATCH) / BATCH))
      expectEveryRowOnce(preview)
    })

    it('the cancelled batch never landed: the rest holds while it still might, and "send anyway" imports each row once', async () => {
      const { page, preview, held, rest } = await cancelDuringSecondBatch()
      held.release(false)
      await act(() => held.finished)
      expect(imported()).toHaveLength(BATCH)

      const requests = recordRequests(state.server)
      const pending = page.startImport(rest)
      // Looked for, not found, and not sent again while the cancelled send may still land.
      await waitFor(() => expect(page.result.current.importer.progress?.checkingUntil).toBeGreaterThan(Date.now()))
      expect(requests.filter(isSave)).toEqual([])
      act(() => page.result.current.importer.sendAnyway())
      const result = await act(() => pending)
      expectCreated(result, rest)
      expect(result).toMatchObject({ alreadyThere: [], unknown: [], notSent: [], refused: [] })
      expectEveryRowOnce(preview)
    })
  })

  describe('undo', () => {
    const fixture = FIXTURES[0] as Fixture

    it('deletes exactly what the import created, a batch at a time, and leaves every other transaction as it was', async () => {
      const before = others()
      const page = mountImport({ service: serviceWithBatches() })
      const preview = await page.previewOf(await readingOf(fixture))
      const result = await page.importRows(rowsToImport(preview, new Set()))
      const created = result.created.map(({ transaction }) => transaction.id)
      expect(created).toHaveLength(fixture.rows)

      const deletes = deleteRounds(BATCH, created.length)
      let pending!: Promise<Awaited<ReturnType<typeof page.result.current.undo.mutateAsync>>>
      act(() => void (pending = page.result.current.undo.mutateAsync(result)))
      // A batch's deletes all on their way before any is answered, the next batch only after: ⌈n / batch⌉ rounds.
      await waitFor(() => expect(deletes.rounds).toHaveLength(Math.ceil(created.length / BATCH)))
      const undone = await act(() => pending)
      expect(deletes.rounds).toEqual(
        created
          .map((_id, index) => index)
          .filter((index) => index % BATCH === 0)
          .map((start) => Math.min(BATCH, created.length - start)),
      )
      expect(deletes.mostInFlight()).toBeLessThanOrEqual(BATCH)
      expect(undone.deleted.map((transaction) => transaction.id)).toEqual(created)
      expect(undone).toMatchObject({ refused: [], unknown: [], notSent: [] })
      expect(imported()).toEqual([])
      expect(state.sandbox.inspect.deletedBankTransactionIds(bakery.id).sort()).toEqual([...created].sort())
      expect(others()).toEqual(before)
    })

    it('refuses, and names, the records the closing reached after the import; deletes the rest', async () => {
      const before = others()
      const page = mountImport()
      const preview = await page.previewOf(await readingOf(fixture))
      const result = await page.importRows(rowsToImport(preview, new Set()))
      const mayClosed = closeMayAfterTheImport()

      const undone = await act(() => page.result.current.undo.mutateAsync(result))
      const inMay = result.created
        .filter(({ transaction }) => (transaction.date as string) <= mayClosed)
        .map(({ transaction }) => transaction.id)
      const inJune = result.created
        .filter(({ transaction }) => (transaction.date as string) > mayClosed)
        .map(({ transaction }) => transaction.id)
      expect(inMay.length).toBeGreaterThan(0)
      expect(inJune.length).toBeGreaterThan(0)
      expect(undone.refused.map(({ transaction }) => transaction.id)).toEqual(inMay)
      for (const { transaction, outcome } of undone.refused) {
        expect(transaction).toMatchObject({ date: expect.stringMatching(/^2026-05-/), description: expect.any(String) })
        expect(outcome.errors).toEqual([expect.objectContaining({ type: 'NOT_MODIFIABLE', param: 'date' })])
      }
      expect(undone.deleted.map((transaction) => transaction.id)).toEqual(inJune)
      expect(imported().map((record) => record.id)).toEqual(inMay)
      expect(others()).toEqual(before)
    })
  })

  /**
   * Answers the deletes a round at a time: a round once `size` are waiting (or the last few that
   * remain of `total`). Deletes sent one at a time never fill a round. Also counts the most on
   * their way at once (arrived and not yet answered).
   */
  function deleteRounds(size: number, total: number) {
    const rounds: number[] = []
    let waiting: Array<() => void> = []
    let answered = 0
    let inFlight = 0
    let most = 0
    state.server.use(
      http.delete(`${TEST_BASE_URL}${SAVE_PATH}/:id`, async ({ request }) => {
        most = Math.max(most, ++inFlight)
        await new Promise<void>((resolve) => {
          waiting.push(resolve)
          if (waiting.length < Math.min(size, total - answered)) return
          rounds.push(waiting.length)
          answered += waiting.length
          const round = waiting
          waiting = []
          for (const go of round) go()
        })
        const answer = await state.sandbox.handle(request)
        inFlight--
        return answer
      }),
    )
    onTestFinished(() => waiting.forEach((go) => go()))
    return { rounds, mostInFlight: () => most }
  }

  /**
   * Another user closes May after the import. The sandbox's closing cannot be moved from outside,
   * so its deletes of records dated through May 31 are refused here as the sandbox refuses those
   * of its own closed period (400 NOT_MODIFIABLE, `param: date`, in its envelope).
   */
  function closeMayAfterTheImport(): string {
    const closedThrough = '2026-05-31'
    state.server.use(
      http.delete(`${TEST_BASE_URL}${SAVE_PATH}/:id`, ({ params }) => {
        const record = state.sandbox.inspect
          .bankTransactions(bakery.id)
          .find((transaction: BankTransaction) => transaction.id === params.id)
        if (!record || (record.date as string) > closedThrough) return undefined
        return failureResponse(400, [
          errorItem(
            'NOT_MODIFIABLE',
            `The books are closed through ${closedThrough}; records dated on or before it cannot be changed.`,
            'date',
          ),
        ])
      }),
    )
    return closedThrough
  }
})
