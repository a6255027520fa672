// The API report: every export of each entry point (`bookkit`, `bookkit/sandbox`, `bookkit/server`)
// with its kind, the allow-list group that makes it public, its one-line TSDoc and its declaration,
// read from the built .d.ts files (dist/types). The allow-list (api-report/allowed.json) says what
// each entry point exports by design; a name kept outside its groups carries its reason there, and
// the report prints it. `npm run api-report` builds and rewrites api-report/*.api.md;
// test/build/apiReport.test.ts fails when the built surface and the checked-in report differ, when an
// export has no TSDoc, or when an export is not on the allow-list.
// TypeScript 7 (native tsc) has no compiler API, so this reads the declarations with TypeScript 5's.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript5'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const REPORT_DIR = path.join(ROOT, 'api-report')

/** Each public entry point, its declarations and its report file. */
export const ENTRY_POINTS = [
  { name: 'bookkit', types: 'dist/types/index.d.ts', report: 'bookkit.api.md' },
  { name: 'bookkit/sandbox', types: 'dist/types/sandbox/index.d.ts', report: 'bookkit-sandbox.api.md' },
  { name: 'bookkit/server', types: 'dist/types/server/index.d.ts', report: 'bookkit-server.api.md' },
]

/** What kind of thing an export is, from its symbol's flags. */
function kindOf(symbol) {
  const f = symbol.flags
  if (f & ts.SymbolFlags.Class) return 'class'
  if (f & ts.SymbolFlags.Function) return 'function'
  if (f & ts.SymbolFlags.Interface) return 'interface'
  if (f & ts.SymbolFlags.TypeAlias) return 'type'
  if (f & ts.SymbolFlags.Enum) return 'enum'
  if (f & ts.SymbolFlags.Variable) return 'const'
  if (f & (ts.SymbolFlags.Namespace | ts.SymbolFlags.NamespaceModule | ts.SymbolFlags.ValueModule)) return 'namespace'
  return 'other'
}

/** A declaration as the .d.ts writes it, without comments, `export`/`declare` keywords or trailing blanks. */
function declarationText(declaration) {
  const source = declaration.getSourceFile()
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed })
  // Variable declarations print with their statement, so `const` shows.
  const node = ts.isVariableDeclaration(declaration) ? declaration.parent.parent : declaration
  return printer
    .printNode(ts.EmitHint.Unspecified, node, source)
    .replace(/^export (declare )?/, '')
    .replace(/^declare /, '')
    .replace(/\s+$/, '')
}

/**
 * Every export of every entry point: name, kind, the first line of its TSDoc (or `undefined`) and its
 * declarations' text. Needs `npm run build` first (dist/types).
 */
export function readSurface(root = ROOT) {
  const files = ENTRY_POINTS.map((entry) => path.join(root, entry.types))
  const program = ts.createProgram(files, {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    jsx: ts.JsxEmit.ReactJSX,
    skipLibCheck: true,
    noEmit: true,
    types: [],
  })
  const checker = program.getTypeChecker()
  return ENTRY_POINTS.map((entry, index) => {
    const source = program.getSourceFile(files[index])
    if (!source) throw new Error(`${entry.types} is missing: run \`npm run build\` first.`)
    const moduleSymbol = checker.getSymbolAtLocation(source)
    const exports = (moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported
      const doc = ts.displayPartsToString(symbol.getDocumentationComment(checker)).trim()
      const declarations = (symbol.declarations ?? []).map(declarationText)
      return {
        name: exported.name,
        kind: kindOf(symbol),
        doc: doc === '' ? undefined : doc.split(/\n\s*\n/)[0].replace(/\s+/g, ' '),
        declarations,
      }
    })
    exports.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    return { ...entry, exports }
  })
}

/** The allow-list as checked in (api-report/allowed.json), by entry point name. */
export function readAllowList(root = ROOT) {
  const entries = JSON.parse(readFileSync(path.join(root, 'api-report', 'allowed.json'), 'utf8'))
  delete entries.$comment
  return entries
}

/** Why `name` may be exported from `entryName`: its group's key, `exception`, or `undefined` when the allow-list does not name it. */
export function allowedAs(allowList, entryName, name) {
  const allowed = allowList[entryName]
  if (!allowed) return undefined
  if (Object.hasOwn(allowed.exceptions ?? {}, name)) return 'exception'
  return Object.entries(allowed.groups ?? {}).find(([, group]) => group.names.includes(name))?.[0]
}

/**
 * One entry point against the allow-list: exports it does not name (`unlisted`), names it lists that
 * are not exported (`stale`), names it lists more than once (`duplicated`), and groups or exceptions
 * without a reason (`unexplained`).
 */
export function checkAllowList(entry, allowList) {
  const allowed = allowList[entry.name] ?? { groups: {}, exceptions: {} }
  const groups = Object.entries(allowed.groups ?? {})
  const exceptions = Object.entries(allowed.exceptions ?? {})
  const listed = [...groups.flatMap(([, group]) => group.names), ...exceptions.map(([name]) => name)]
  const exported = new Set(entry.exports.map((e) => e.name))
  const stated = (text) => typeof text === 'string' && text.trim() !== ''
  return {
    unlisted: entry.exports.map((e) => e.name).filter((name) => allowedAs(allowList, entry.name, name) === undefined),
    stale: [...new Set(listed)].filter((name) => !exported.has(name)),
    duplicated: [...new Set(listed.filter((name, index) => listed.indexOf(name) !== index))],
    unexplained: [
      ...groups.filter(([, group]) => !stated(group.why)).map(([key]) => `group ${key}`),
      ...exceptions.filter(([, reason]) => !stated(reason)).map(([name]) => `exception ${name}`),
    ],
  }
}

/** A table cell's text: one line, pipes escaped. */
const cell = (text) => text.replace(/\|/g, '\\|')

/** One entry point's report, as checked in. */
export function renderReport(entry, allowList = readAllowList()) {
  const allowed = allowList[entry.name] ?? { groups: {}, exceptions: {} }
  const groupOf = (name) => allowedAs(allowList, entry.name, name) ?? '**not allowed**'
  const exceptions = Object.entries(allowed.exceptions ?? {})
  const unlisted = checkAllowList(entry, allowList).unlisted
  const lines = [
    `# API report: \`${entry.name}\``,
    '',
    '<!-- Generated by `npm run api-report` from the built declarations (dist/types) and api-report/allowed.json. Do not edit by hand. -->',
    '',
    `${entry.exports.length} exports.`,
    '',
    '| export | kind | allowed as | what |',
    '|---|---|---|---|',
    ...entry.exports.map((e) => `| \`${e.name}\` | ${e.kind} | ${groupOf(e.name)} | ${cell(e.doc ?? '**(no TSDoc)**')} |`),
    '',
    '## Why each group is public',
    '',
    '| group | why |',
    '|---|---|',
    ...Object.entries(allowed.groups ?? {}).map(([key, group]) => `| ${key} | ${cell(group.why)} |`),
    '',
    '## Kept by exception',
    '',
    ...(exceptions.length === 0 ? ['None.'] : exceptions.map(([name, reason]) => `- \`${name}\`: ${reason}`)),
    '',
  ]
  if (unlisted.length > 0) {
    lines.push(
      '## Not on the allow-list',
      '',
      `Make each internal, or add it to api-report/allowed.json with its reason: ${unlisted.map((name) => `\`${name}\``).join(', ')}.`,
      '',
    )
  }
  lines.push('## Declarations', '')
  for (const e of entry.exports) {
    lines.push(`### \`${e.name}\` (${e.kind})`, '', '```ts', ...e.declarations, '```', '')
  }
  return lines.join('\n')
}

/** Every report file's expected text, by file name. */
export function expectedReports(root = ROOT, surface = readSurface(root)) {
  const allowList = readAllowList(root)
  return new Map(surface.map((entry) => [entry.report, renderReport(entry, allowList)]))
}

/** Exports without TSDoc, as `entry: name`. */
export function undocumented(root = ROOT, surface = readSurface(root)) {
  return surface.flatMap((entry) => entry.exports.filter((e) => e.doc === undefined).map((e) => `${entry.name}: ${e.name}`))
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(REPORT_DIR, { recursive: true })
  const surface = readSurface()
  for (const [file, text] of expectedReports(ROOT, surface)) {
    const target = path.join(REPORT_DIR, file)
    let before = ''
    try {
      before = readFileSync(target, 'utf8')
    } catch {
      // A new report.
    }
    if (before !== text) writeFileSync(target, text)
    process.stdout.write(`${before === text ? 'unchanged' : 'updated  '} api-report/${file}\n`)
  }
  const missing = undocumented(ROOT, surface)
  // Listed here too: the report marks them, and test/build/apiReport.test.ts fails on them.
  if (missing.length > 0) console.warn(`Exports without a one-line TSDoc:\n  ${missing.join('\n  ')}`)
  const allowList = readAllowList()
  for (const entry of surface) {
    const { unlisted, stale } = checkAllowList(entry, allowList)
    if (unlisted.length > 0)
      console.warn(
        `${entry.name} exports names api-report/allowed.json does not allow (make them internal, or allow them with a reason): ${unlisted.join(', ')}`,
      )
    if (stale.length > 0)
      console.warn(`api-report/allowed.json allows names ${entry.name} no longer exports (remove them): ${stale.join(', ')}`)
  }
}
