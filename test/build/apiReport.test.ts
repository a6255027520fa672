// A public surface a partner can hold us to. The checked-in API report (api-report/*.api.md)
// lists every export of `bookkit`, `bookkit/sandbox` and `bookkit/server` with its kind, TSDoc and
// declaration, read from the built .d.ts; a change to the surface must come with a change to the
// report (reviewed like code), and every export carries a one-line TSDoc.
// What is public is allowed, not denied: api-report/allowed.json names every export of each entry
// point by design, grouped, and each exception with its reason; any other export fails here.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  checkAllowList,
  ENTRY_POINTS,
  readAllowList,
  readSurface,
  renderReport,
  REPORT_DIR,
  ROOT,
  type AllowList,
  type ApiEntryPoint,
} from '../../scripts/apiReport.mjs'

const UPDATE = 'Run `npm run api-report` (it builds, then rewrites api-report/), review the diff and commit it.'

let surface: ApiEntryPoint[]
let allowList: AllowList

beforeAll(() => {
  if (!existsSync(path.join(ROOT, 'dist', 'types', 'index.d.ts'))) {
    throw new Error('dist/types/index.d.ts is missing: run `npm run build` first (`npm test` builds before Vitest).')
  }
  surface = readSurface()
  allowList = readAllowList()
}, 60_000)

const entryPoint = (name: string) => {
  const found = surface.find((e) => e.name === name)
  if (!found) throw new Error(`No entry point ${name}`)
  return found
}
const entry = (name: string) => entryPoint(name).exports.map((e) => e.name)

/** What to do about exports the allow-list does not name, as the failure says it. */
const unlistedAdvice = (name: string, unlisted: string[]) =>
  `${name} exports ${unlisted.join(', ')}, which api-report/allowed.json does not allow. For each: if a partner never needs it, make it internal (take it out of the barrels, src/index.ts and the src/*/index.ts it comes through, and import it from its own module inside bookkit, its tests and stories); if a partner does need it, add it to the group of "${name}" in api-report/allowed.json it belongs to, or to "exceptions" with the reason it is public. Then ${UPDATE}`

describe('the API report', () => {
  it.each(ENTRY_POINTS.map((e) => e.report))('api-report/%s matches the built declarations', (report) => {
    const file = path.join(REPORT_DIR, report)
    const built = surface.find((e) => e.report === report)
    const expected = built && renderReport(built, allowList)
    expect(existsSync(file), `api-report/${report} is missing. ${UPDATE}`).toBe(true)
    const checkedIn = readFileSync(file, 'utf8')
    if (checkedIn !== expected) {
      // Name what changed first, so the failure reads as a list of exports rather than a wall of text.
      const listed = (text: string) => new Set([...text.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]))
      const [was, now] = [listed(checkedIn), listed(expected ?? '')]
      const added = [...now].filter((name) => !was.has(name))
      const removed = [...was].filter((name) => !now.has(name))
      expect.fail(
        `The public surface of api-report/${report} changed${added.length ? `; added: ${added.join(', ')}` : ''}${removed.length ? `; removed: ${removed.join(', ')}` : ''}${added.length + removed.length === 0 ? ' (a signature, its TSDoc or its entry in api-report/allowed.json)' : ''}. ${UPDATE}`,
      )
    }
  })

  it('gives every export a one-line TSDoc', () => {
    const undocumented = surface.flatMap((e) => e.exports.filter((x) => x.doc === undefined).map((x) => `${e.name}: ${x.name}`))
    expect(undocumented, 'Add a /** one line */ TSDoc to each of these exports, then run `npm run api-report`.').toEqual([])
  })

  it("keeps every name of DESIGN.md's public-names table", () => {
    expect(entry('bookkit')).toEqual(
      expect.arrayContaining([
        'createBookkeepingClient',
        'BookkeepingApiError',
        'paginate',
        'BookkeepingProvider',
        'useBookkeepingClient',
        'useInvoices',
        'useGeneralLedger',
        'useBankTransactions',
        'useSaveBankTransactions',
        'useDeleteBankTransaction',
        'useSaveManualJournalEntries',
        'useNotificationSettings',
        'useUpdateNotificationSettings',
        'useClosing',
        'InvoiceList',
        'GeneralLedger',
        'BankTransactionEditor',
        'NotificationSettingsForm',
        'ManualJournalEntryForm',
        'ServiceProfile',
        'bookkitService',
        'describedService',
      ]),
    )
    expect(entry('bookkit/sandbox')).toEqual(expect.arrayContaining(['createSandbox', 'sandboxHandlers', 'startSandboxServer']))
    expect(entry('bookkit/server')).toEqual(expect.arrayContaining(['createAccessToken']))
  })

  it.each(ENTRY_POINTS.map((e) => e.name))(
    '%s exports only what api-report/allowed.json allows, and it allows only what is exported',
    (name) => {
      const { unlisted, stale, duplicated, unexplained } = checkAllowList(entryPoint(name), allowList)
      expect(unlisted, unlistedAdvice(name, unlisted)).toEqual([])
      expect(
        stale,
        `api-report/allowed.json allows ${stale.join(', ')}, which ${name} no longer exports: take them off the list (or export them again). Then ${UPDATE}`,
      ).toEqual([])
      expect(
        duplicated,
        `api-report/allowed.json lists these under "${name}" more than once: keep each in one group (or in "exceptions").`,
      ).toEqual([])
      expect(unexplained, `Every group of api-report/allowed.json says why it is public, and every exception its reason.`).toEqual([])
    },
  )

  it('notices a leak: an export the allow-list does not name fails, and the report flags it', () => {
    const bookkit = entryPoint('bookkit')
    const leaked: ApiEntryPoint = {
      ...bookkit,
      exports: [...bookkit.exports, { name: 'collectAll', kind: 'function', doc: 'Collects every page.', declarations: [] }],
    }
    expect(checkAllowList(leaked, allowList).unlisted).toEqual(['collectAll'])
    expect(renderReport(leaked, allowList)).toContain('| `collectAll` | function | **not allowed** |')
    // An exception allows a name only with its reason; an allow-list without the entry point allows nothing.
    const excepted: AllowList = {
      ...allowList,
      bookkit: { ...allowList.bookkit!, exceptions: { ...allowList.bookkit!.exceptions, collectAll: ' ' } },
    }
    expect(checkAllowList(leaked, excepted)).toMatchObject({ unlisted: [], unexplained: ['exception collectAll'] })
    expect(checkAllowList(entryPoint('bookkit/server'), {}).unlisted).toEqual(entry('bookkit/server'))
  })

  it('prints the reason of every name kept by exception', () => {
    for (const e of surface) {
      const report = renderReport(e, allowList)
      for (const [name, reason] of Object.entries(allowList[e.name]?.exceptions ?? {})) {
        expect(report).toContain(`| \`${name}\` | ${e.exports.find((x) => x.name === name)?.kind} | exception |`)
        expect(report).toContain(`- \`${name}\`: ${reason}`)
      }
    }
  })

  it('exports each name under its own: the barrel renames nothing', () => {
    const components = [
      'InvoiceList',
      'InvoiceDetail',
      'GeneralLedger',
      'BankTransactionEditor',
      'BankTransactionList',
      'ManualJournalEntryForm',
      'NotificationSettingsForm',
    ]
    const barrels = [
      'src/index.ts',
      'src/api/index.ts',
      'src/react/index.ts',
      'src/messages/index.ts',
      'src/server/index.ts',
      'src/sandbox/index.ts',
      'src/components/index.ts',
      ...components.map((name) => `src/components/${name}/index.ts`),
    ]
    for (const file of barrels) expect(existsSync(path.join(ROOT, file)), file).toBe(true)
    const renamed = barrels.flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\b(\w+) as (\w+)\b/g)].map((match) => `${file}: ${match[0]}`),
    )
    expect(renamed).toEqual([])
  })

  it('declares the token body once, the same type on every entry point', () => {
    for (const name of ['bookkit', 'bookkit/server', 'bookkit/sandbox']) expect(entry(name)).toContain('TokenResponse')
    const declarations = surface.map((point) => point.exports.find((e) => e.name === 'TokenResponse')?.declarations.join('\n'))
    expect(new Set(declarations).size).toBe(1)
    expect(entry('bookkit/server')).not.toContain('AccessToken')
  })
})
