// The import ids through the headless hooks, in a real BookkeepingProvider against the
// sandbox, on the bookkit service: bank ids that are no ids (placeholders, references repeated
// across entries, FITID 0), ids numbered per statement in two accounts, a FITID repeated in one
// file, and a CAMT batch delivered itemised and whole. Each file is read as a user's file,
// previewed and imported; what the account holds is read back from the sandbox. Which row is whose
// is decided in the browser (test/core/import/preview.test.ts), the same on either profile.
import { QueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { readBankStatement } from '../../../src/core/import'
import { rowsToImport, type PreviewRow, type StatementPreview } from '../../../src/core/import/preview'
import type { BankStatementReading, ReadStatementOptions } from '../../../src/core/import/types'
import { BookkeepingProvider, useImportStatement, useStatementPreview } from '../../../src/react'
import type { StatementImportResult } from '../../../src/react/import/statementImport'
import { SANDBOX } from '../../../src/sandbox'
import { fixtureFile } from '../../core/import/statementFixtures'
import { BOOKKIT } from '../../support/profiles'
import { sandboxTokenFetcher, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'

vi.setConfig({ testTimeout: 30_000 })

const bakery = SANDBOX.companies.bakery
const { checking: CHECKING, savings: SAVINGS } = bakery.bankAccounts

const read = (name: string, options: ReadStatementOptions = {}) => readBankStatement(fixtureFile(name), options)

/** How many times each key occurs. */
const countBy = (keys: readonly string[]) =>
  keys.reduce((counts, key) => counts.set(key, (counts.get(key) ?? 0) + 1), new Map<string, number>())
const keyOf = (record: { date?: string | null; amount?: number | null; description?: string | null }) =>
  `${record.date} ${record.amount} ${record.description}`

describe('import ids on the bookkit service', () => {
  const { profile, service } = BOOKKIT
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  /** What the account holds of imports, as the sandbox has it. */
  const imported = (bankAccountId: string) =>
    state.sandbox.inspect
      .bankTransactions(bakery.id)
      .filter((record) => record.apiName === 'STATEMENT_IMPORT' && record.bankAccount?.id === bankAccountId)

  /** A page with the preview and the import of `bankAccountId`, in books of `currency`. */
  function mountImport(bankAccountId: string, currency?: string) {
    const queryClient = new QueryClient()
    const fetchToken = sandboxTokenFetcher(state.sandbox)
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BookkeepingProvider baseUrl={TEST_BASE_URL} fetchToken={fetchToken} service={service} queryClient={queryClient} currency={currency}>
        {children}
      </BookkeepingProvider>
    )
    const view = renderHook(
      ({ reading }: { reading: BankStatementReading | undefined }) => ({
        preview: useStatementPreview(reading, bankAccountId),
        importer: useImportStatement(),
      }),
      {
        wrapper,
        initialProps: { reading: undefined as BankStatementReading | undefined },
      },
    )
    return {
      /** The preview of `reading` against what the account holds now. */
      async previewOf(reading: BankStatementReading): Promise<StatementPreview> {
        view.rerender({ reading: undefined })
        view.rerender({ reading })
        await waitFor(() => expect(view.result.current.preview.preview).toBeDefined())
        return view.result.current.preview.preview as StatementPreview
      },
      importRows: (rows: readonly PreviewRow[]): Promise<StatementImportResult> =>
        act(() => view.result.current.importer.mutateAsync({ bankAccountId, rows: [...rows] })),
      /** Previews the file and imports what the preview calls new. */
      async importFile(reading: BankStatementReading) {
        const preview = await this.previewOf(reading)
        const rows = rowsToImport(preview, new Set())
        return { preview, rows, result: await this.importRows(rows) }
      },
    }
  }

  /** The account holds exactly one imported record of each row, with its date, amount and description, and nothing else imported. */
  function expectHeldOnce(bankAccountId: string, rows: readonly PreviewRow[]) {
    const records = imported(bankAccountId)
    expect(countBy(records.map(keyOf))).toEqual(countBy(rows.map(({ row }) => keyOf(row))))
    for (const { sourceId } of rows) expect(records.filter((record) => record.apiSourceId === sourceId)).toHaveLength(1)
  }

  it('a savings bank’s NONREF on every entry is no id: all of the month is booked, and next month’s entries are new', async () => {
    const page = mountImport(CHECKING, 'EUR')
    const may = await page.importFile(await read('camt053-nonref-2026-05.xml', { currency: 'EUR' }))
    expect(may.preview.counts).toMatchObject({ new: 3, alreadyImported: 0 })
    expect(may.result).toMatchObject({ alreadyThere: [], refused: [], unknown: [], notSent: [] })
    expect(may.result.created).toHaveLength(3)
    const june = await page.importFile(await read('camt053-nonref-2026-06.xml', { currency: 'EUR' }))
    expect(june.preview.counts).toMatchObject({ new: 3, alreadyImported: 0 })
    expect(june.result.created).toHaveLength(3)
    expectHeldOnce(CHECKING, [...may.rows, ...june.rows])
  })

  it('references repeated across entries (NONREF ×4, 0101 ×3) are no ids: all 8 entries booked, and the next day’s entries are new', async () => {
    const page = mountImport(CHECKING, 'HKD')
    const day = await page.importFile(await read('camt053-repeated-refs.xml', { currency: 'HKD' }))
    expect(day.preview.counts).toMatchObject({ new: 8, alreadyImported: 0, repeatedInFile: 0 })
    expect(day.result.created).toHaveLength(8)
    const next = await read('camt053-repeated-refs-next-day.xml', { currency: 'HKD' })
    const nextDay = await page.importFile(next)
    expect(nextDay.preview.counts).toMatchObject({ new: next.rows.length, alreadyImported: 0 })
    expectHeldOnce(CHECKING, [...day.rows, ...nextDay.rows])
  })

  it('FITID 0 on every transaction is no id: the next statement’s transactions are new', async () => {
    const page = mountImport(CHECKING)
    const may = await page.importFile(await read('ofx-fitid-zero-2026-05.ofx'))
    expect(may.result.created).toHaveLength(3)
    const june = await page.importFile(await read('ofx-fitid-zero-2026-06.ofx'))
    expect(june.preview.counts).toMatchObject({ new: 3, alreadyImported: 0 })
    expect(june.result.created).toHaveLength(3)
    expectHeldOnce(CHECKING, [...may.rows, ...june.rows])
  })

  it('entries numbered per statement (NtryRef 1, 2) in checking and savings are each account’s own: the savings file after the checking one books both', async () => {
    const checking = await mountImport(CHECKING, 'EUR').importFile(await read('camt053-ntryref-checking.xml', { currency: 'EUR' }))
    expect(checking.result.created).toHaveLength(2)
    const savings = await mountImport(SAVINGS, 'EUR').importFile(await read('camt053-ntryref-savings.xml', { currency: 'EUR' }))
    expect(savings.preview.counts).toMatchObject({ new: 2, alreadyImported: 0 })
    expect(savings.result).toMatchObject({ alreadyThere: [], refused: [] })
    expect(savings.result.created).toHaveLength(2)
    expectHeldOnce(CHECKING, checking.rows)
    expectHeldOnce(SAVINGS, savings.rows)
  })

  it('a FITID repeated in one file is the same transaction: shown as repeated, booked once', async () => {
    const page = mountImport(CHECKING)
    const { preview, rows, result } = await page.importFile(await read('ofx-repeated-fitid.ofx'))
    const repeated = preview.rows.filter((row) => row.state === 'repeatedInFile')
    expect(repeated).toHaveLength(1)
    expect(repeated[0]?.first).toEqual(preview.rows[repeated[0]!.index - 1]?.row)
    expect(result.created).toHaveLength(preview.rows.length - 1)
    expectHeldOnce(CHECKING, rows)
  })

  // The batch of three payments: three rows itemised, one row whole.
  it.each([
    ['itemised, then whole', 'camt053-batch-itemised.xml', 3, 'camt053-batch-whole.xml'],
    ['whole, then itemised', 'camt053-batch-whole.xml', 1, 'camt053-batch-itemised.xml'],
  ])(
    'a CAMT batch %s is one batch: the second file books nothing, even from a preview made before the first was imported',
    async (_, first, firstRows, second) => {
      const page = mountImport(CHECKING, 'EUR')
      const later = await read(second, { currency: 'EUR' })
      // Previewed (in another tab, say) while the account held neither form: all new.
      const stale = rowsToImport(await page.previewOf(later), new Set())
      expect(stale).toHaveLength(later.rows.length)
      const earlier = await page.importFile(await read(first, { currency: 'EUR' }))
      expect(earlier.result.created).toHaveLength(firstRows)
      const again = await page.previewOf(later)
      expect(again.counts).toMatchObject({ new: 0, likelyDuplicate: 0, alreadyImported: later.rows.length })
      expect(rowsToImport(again, new Set())).toEqual([])
      // The import's last check knows the batch as the preview does: nothing is sent.
      const late = await page.importRows(stale)
      expect(late.created).toEqual([])
      expect(late.alreadyThere).toHaveLength(stale.length)
      expectHeldOnce(CHECKING, earlier.rows)
    },
  )
})
