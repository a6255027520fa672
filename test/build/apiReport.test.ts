// @vitest-environment node
// Issue 16: a public surface a partner can hold us to. The checked-in API report (api-report/*.api.md)
// lists every export of `bookkit`, `bookkit/sandbox` and `bookkit/server` with its kind, TSDoc and
// declaration, read from the built .d.ts; a change to the surface must come with a change to the
// report (reviewed like code), and every export carries a one-line TSDoc.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ENTRY_POINTS, readSurface, renderReport, REPORT_DIR, ROOT, type ApiEntryPoint } from '../../scripts/apiReport.mjs'

const UPDATE = 'Run `npm run api-report` (it builds, then rewrites api-report/), review the diff and commit it.'

let surface: ApiEntryPoint[]

beforeAll(() => {
  if (!existsSync(path.join(ROOT, 'dist', 'types', 'index.d.ts'))) {
    throw new Error('dist/types/index.d.ts is missing: run `npm run build` first (`npm test` builds before Vitest).')
  }
  surface = readSurface()
}, 60_000)

const entry = (name: string) => surface.find((e) => e.name === name)?.exports.map((e) => e.name) ?? []

describe('the API report', () => {
  it.each(ENTRY_POINTS.map((e) => e.report))('api-report/%s matches the built declarations', (report) => {
    const file = path.join(REPORT_DIR, report)
    const built = surface.find((e) => e.report === report)
    const expected = built && renderReport(built)
    expect(existsSync(file), `api-report/${report} is missing. ${UPDATE}`).toBe(true)
    const checkedIn = readFileSync(file, 'utf8')
    if (checkedIn !== expected) {
      // Name what changed first, so the failure reads as a list of exports rather than a wall of text.
      const listed = (text: string) => new Set([...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]))
      const [was, now] = [listed(checkedIn), listed(expected ?? '')]
      const added = [...now].filter((name) => !was.has(name))
      const removed = [...was].filter((name) => !now.has(name))
      expect.fail(`The public surface of api-report/${report} changed${added.length ? `; added: ${added.join(', ')}` : ''}${removed.length ? `; removed: ${removed.join(', ')}` : ''}${added.length + removed.length === 0 ? ' (a signature or its TSDoc)' : ''}. ${UPDATE}`)
    }
  })

  it('gives every export a one-line TSDoc', () => {
    const undocumented = surface.flatMap((e) => e.exports.filter((x) => x.doc === undefined).map((x) => `${e.name}: ${x.name}`))
    expect(undocumented, 'Add a /** one line */ TSDoc to each of these exports, then run `npm run api-report`.').toEqual([])
  })

  it("keeps every name of DESIGN.md's public-names table", () => {
    expect(entry('bookkit')).toEqual(expect.arrayContaining([
      'createBookkeepingClient', 'BookkeepingApiError', 'paginate', 'BookkeepingProvider', 'useBookkeepingClient',
      'useInvoices', 'useGeneralLedger', 'useBankTransactions', 'useSaveBankTransactions', 'useDeleteBankTransaction',
      'useSaveManualJournalEntries', 'useNotificationSettings', 'useUpdateNotificationSettings', 'useClosing',
      'InvoiceList', 'GeneralLedger', 'BankTransactionEditor', 'NotificationSettingsForm', 'ManualJournalEntryForm',
      'ServiceProfile', 'bookkitService', 'describedService',
    ]))
    expect(entry('bookkit/sandbox')).toEqual(expect.arrayContaining(['createSandbox', 'sandboxHandlers', 'startSandboxServer']))
    expect(entry('bookkit/server')).toEqual(expect.arrayContaining(['createAccessToken']))
  })

  it('exports the raw schema under one namespace and no generic or internal names', () => {
    const names = entry('bookkit')
    expect(surface.find((e) => e.name === 'bookkit')?.exports.find((e) => e.name === 'Schema')?.kind).toBe('namespace')
    const leaked = ['paths', 'components', 'operations', 'Result', 'Cursor', 'Dimension', 'Page', 'useMessages', 'mergeBankTransactions', 'nextCursor', 'isUnreadableCustomData']
    expect(names.filter((name) => leaked.includes(name))).toEqual([])
  })
})
