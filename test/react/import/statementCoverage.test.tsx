// What each statement import covered (`statementCoverage:<companyId>`): an import's days are added
// once, and a save another tab made first is read again and added to, never overwritten; the record
// is read strictly, and one that cannot be read is never written over. The preview's use of it is
// in test/core/import/preview.test.ts, the import that records it in bankStatementImportDuplicates.test.tsx.
import { act } from '@testing-library/react'
import { useBookkeepingContext } from '../../../src/react/provider/context'
import {
  noteStatementCoverage,
  readStatementCoverage,
  type StatementCoverageRecord,
} from '../../../src/react/import/statementCoverageRecord'
import { SANDBOX } from '../../../src/sandbox'
import { renderHookWithSandbox, useSandboxServer } from '../../support/sandbox'

const state = useSandboxServer({ volume: { invoicesPerCompany: 5, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking
const key = `statementCoverage:${bakery.id}`
const record = (statements: StatementCoverageRecord['statements']): StatementCoverageRecord => ({
  format: 'bookkit.statementCoverage',
  formatVersion: 1,
  statements,
})
const may = { bankAccountId: CHECKING, first: '2026-05-01', last: '2026-05-31', at: '2026-06-01T08:00:00.000Z' }
const june = { bankAccountId: CHECKING, first: '2026-06-01', last: '2026-06-30', at: '2026-07-01T08:00:00.000Z' }

function renderContext() {
  const { result } = renderHookWithSandbox(() => useBookkeepingContext(), state.sandbox, { userId: SANDBOX.users.bakeryOwner })
  return () => result.current
}

it('adds each import’s days once, and merges with another tab’s import that was saved first', async () => {
  const context = renderContext()
  await act(() => noteStatementCoverage(context(), bakery.id, may, may.at))
  // The same file's days again ("Import the rest", the file imported once more) add nothing.
  await act(() => noteStatementCoverage(context(), bakery.id, may, '2026-06-02T08:00:00.000Z'))
  expect(state.sandbox.store.peek(key)?.value).toEqual(record([may]))

  // Between this tab's read and its save, another tab records its own import.
  const other = { ...may, bankAccountId: bakery.bankAccounts.savings }
  const load = state.sandbox.store.load.bind(state.sandbox.store)
  let raced = false
  state.sandbox.store.load = async (loaded) => {
    const read = await load(loaded)
    if (loaded === key && !raced) {
      raced = true
      state.sandbox.store.put(key, record([may, other]))
    }
    return read
  }
  onTestFinished(() => void (state.sandbox.store.load = load))
  await act(() => noteStatementCoverage(context(), bakery.id, june, june.at))
  expect(state.sandbox.store.peek(key)?.value).toEqual(record([may, other, june]))
})

it('reads the record strictly, and never writes over one it cannot read', async () => {
  expect(readStatementCoverage(record([may, june]))).toEqual({ ok: true, record: record([may, june]) })
  expect(readStatementCoverage({ ...record([]), extra: 1 })).toEqual({ ok: false, field: 'extra' })
  expect(readStatementCoverage({ ...record([]), formatVersion: 2 })).toEqual({ ok: false, field: 'formatVersion' })
  expect(readStatementCoverage(record([{ ...may, period: 'May' } as never]))).toEqual({ ok: false, field: 'statements.0.period' })
  expect(readStatementCoverage(record([may, { ...june, first: '2026-02-30' }]))).toEqual({ ok: false, field: 'statements.1.first' })
  expect(readStatementCoverage(record([{ ...may, last: '2026-04-30' }]))).toEqual({ ok: false, field: 'statements.0.last' })
  expect(readStatementCoverage(record([{ ...may, at: 'yesterday' }]))).toEqual({ ok: false, field: 'statements.0.at' })
  expect(readStatementCoverage(record([{ ...may, bankAccountId: 7 } as never]))).toEqual({ ok: false, field: 'statements.0.bankAccountId' })

  const context = renderContext()
  const unreadable = { ...record([may]), formatVersion: 2 }
  state.sandbox.store.put(key, unreadable)
  await expect(noteStatementCoverage(context(), bakery.id, june)).rejects.toThrow(/cannot be read \(formatVersion\)/)
  expect(state.sandbox.store.peek(key)?.value).toEqual(unreadable)
})
