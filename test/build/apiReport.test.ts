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

  it('exports no generic or internal names: not the generated schema, page-walk helpers, constants or encoders', () => {
    const names = entry('bookkit')
    const leaked = [
      'Schema', 'paths', 'components', 'operations', 'Result', 'Cursor', 'Dimension', 'DimensionValue', 'Page', 'SyncPage',
      'useMessages', 'mergeBankTransactions', 'nextCursor', 'isUnreadableCustomData', 'collectAll', 'FIND_INVOICE_MAX_PAGES',
      'FIND_INVOICE_PAGE_SIZE', 'signedFieldSort', 'resolveServiceProfile', 'toLedgerCsv', 'isTransientError', 'asBookkeepingError',
      'REVIEWED_STATUSES', 'MARK_REVIEWED_STATUS', 'useEmitEvent',
    ]
    expect(names.filter((name) => leaked.includes(name))).toEqual([])
  })

  it('exports each name under its own: the barrel renames nothing', () => {
    const components = ['InvoiceList', 'InvoiceDetail', 'GeneralLedger', 'BankTransactionEditor', 'BankTransactionList', 'ManualJournalEntryForm', 'NotificationSettingsForm']
    const barrels = ['src/index.ts', 'src/api/index.ts', 'src/react/index.ts', 'src/messages/index.ts', 'src/server/index.ts', 'src/sandbox/index.ts', 'src/components/index.ts', ...components.map((name) => `src/components/${name}/index.ts`)]
    for (const file of barrels) expect(existsSync(path.join(ROOT, file)), file).toBe(true)
    const renamed = barrels.flatMap((file) => [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\b(\w+) as (\w+)\b/g)].map((match) => `${file}: ${match[0]}`))
    expect(renamed).toEqual([])
  })

  it('declares the token body once, the same type on every entry point', () => {
    for (const name of ['bookkit', 'bookkit/server', 'bookkit/sandbox']) expect(entry(name)).toContain('TokenResponse')
    const declarations = surface.map((point) => point.exports.find((e) => e.name === 'TokenResponse')?.declarations.join('\n'))
    expect(new Set(declarations).size).toBe(1)
    expect(entry('bookkit/server')).not.toContain('AccessToken')
  })
})
