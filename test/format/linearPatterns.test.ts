// Every regular expression in src reads its text in linear time, so no text from outside (a file, a
// description, what a user types, a request, an answer of the service) can hold the page. This
// reads every source file with the TypeScript parser, finds each pattern (a literal, `new RegExp`
// or `RegExp(…)`, a string handed to `match`, `matchAll` or `search`) and asks scslre, the analysis
// under eslint-plugin-regexp's `no-super-linear-backtracking` and `no-super-linear-move`, whether
// a text can make it slow: two quantifiers that trade the same characters (backtracking), or an
// unanchored quantifier that a search retries from every start of a long run (the move, quadratic
// even without backtracking). Deciding that is a known hard analysis, which is why it is not ours.
// A `RegExp` built at run time is checked as built when its parts are constants of its file;
// otherwise it must be in DYNAMIC_PATTERNS, with the reason no outside text decides its source.
import { RegExpParser } from '@eslint-community/regexpp'
import { analyse, type Report } from 'scslre'
import ts from 'typescript5'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

/** Patterns built at run time from what no outside text decides, by file and the name they are built in. */
const DYNAMIC_PATTERNS: ReadonlyArray<{ file: string; name: string; why: string }> = [
  {
    file: 'src/core/import/amounts.ts',
    name: 'withoutPaddedZeros',
    why: "a decimal mark ('.' or ',') and a currency's minor digits; the file's text is only searched",
  },
]

interface Pattern {
  file: string
  line: number
  source: string
  flags: string
}

interface DynamicSite {
  file: string
  line: number
  /** The name of the declaration it is built in: a constant's or a function's. */
  name: string
}

/** Every TypeScript file of src, relative to the repository. */
function sourceFiles(): string[] {
  return readdirSync(path.join(ROOT, 'src'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * The constants a file declares at its top, by name: what a pattern built from them is made of. A
 * name bound anywhere else in the file too (a parameter, a local) could be either, and is left out.
 */
function constantsOf(source: ts.SourceFile): Map<string, ts.Expression> {
  const constants = new Map<string, ts.Expression>()
  const atTop = new Set<ts.Node>()
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue
    for (const declaration of statement.declarationList.declarations) {
      atTop.add(declaration)
      if (ts.isIdentifier(declaration.name) && declaration.initializer !== undefined)
        constants.set(declaration.name.text, declaration.initializer)
    }
  }
  const visit = (node: ts.Node): void => {
    const binds = ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node) || ts.isFunctionDeclaration(node)
    if (binds && !atTop.has(node) && node.name !== undefined && ts.isIdentifier(node.name)) constants.delete(node.name.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return constants
}

/**
 * The text an expression always has, when the file says so: strings, templates and `String.raw`,
 * constants of the file, a pattern literal's `.source`, `+`, and `.replace` of one text by another.
 * `undefined` when any part is decided at run time.
 */
function constantText(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string | undefined {
  if (depth > 20) return undefined
  const text = (inner: ts.Expression) => constantText(inner, constants, depth + 1)
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isParenthesizedExpression(node)) return text(node.expression)
  if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'String.raw') {
    const raw = (part: ts.TemplateLiteralLikeNode) => part.rawText ?? ''
    if (ts.isNoSubstitutionTemplateLiteral(node.template)) return raw(node.template)
    let built = raw(node.template.head)
    for (const span of node.template.templateSpans) {
      const value = text(span.expression)
      if (value === undefined) return undefined
      built += value + raw(span.literal)
    }
    return built
  }
  if (ts.isTemplateExpression(node)) {
    let built = node.head.text
    for (const span of node.templateSpans) {
      const value = text(span.expression)
      if (value === undefined) return undefined
      built += value + span.literal.text
    }
    return built
  }
  if (ts.isIdentifier(node)) {
    const initializer = constants.get(node.text)
    return initializer === undefined ? undefined : text(initializer)
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const [left, right] = [text(node.left), text(node.right)]
    return left === undefined || right === undefined ? undefined : left + right
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === 'source' && ts.isIdentifier(node.expression)) {
    const literal = constants.get(node.expression.text)
    return literal !== undefined && ts.isRegularExpressionLiteral(literal) ? splitLiteral(literal.text).source : undefined
  }
  if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'replace') {
    const [from, to] = node.arguments
    if (node.arguments.length !== 2 || from === undefined || to === undefined) return undefined
    const [whole, was, now] = [text(node.expression.expression), text(from), text(to)]
    // A string (never a pattern) replaced by a string without `$`: what `replace` does to it is plain.
    if (whole === undefined || was === undefined || now === undefined || now.includes('$')) return undefined
    return whole.replace(was, now)
  }
  return undefined
}

function splitLiteral(literal: string): { source: string; flags: string } {
  const end = literal.lastIndexOf('/')
  return { source: literal.slice(1, end), flags: literal.slice(end + 1) }
}

/** The name of the top-level constant or function a node is inside, as a reader looks for it. */
function enclosingName(node: ts.Node): string {
  let top = node
  while (top.parent !== undefined && !ts.isSourceFile(top.parent)) top = top.parent
  if (ts.isFunctionDeclaration(top) && top.name !== undefined) return top.name.text
  const [declaration] = ts.isVariableStatement(top) ? top.declarationList.declarations : []
  return declaration !== undefined && ts.isIdentifier(declaration.name) ? declaration.name.text : '(the module)'
}

const STRING_TO_PATTERN = new Set(['match', 'matchAll', 'search'])

/** The patterns of one file, and the `RegExp`s it builds from what is known only at run time. */
function patternsIn(file: string, text: string): { patterns: Pattern[]; dynamic: DynamicSite[] } {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const constants = constantsOf(source)
  const patterns: Pattern[] = []
  const dynamic: DynamicSite[] = []
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
  const visit = (node: ts.Node): void => {
    if (ts.isRegularExpressionLiteral(node)) patterns.push({ file, line: lineOf(node), ...splitLiteral(node.text) })
    const isRegExpCall =
      (ts.isNewExpression(node) || ts.isCallExpression(node)) && ts.isIdentifier(node.expression) && node.expression.text === 'RegExp'
    if (isRegExpCall) {
      const [body, flags] = node.arguments ?? []
      const built = body === undefined ? '' : constantText(body, constants)
      const builtFlags = flags === undefined ? '' : constantText(flags, constants)
      if (built === undefined || builtFlags === undefined) dynamic.push({ file, line: lineOf(node), name: enclosingName(node) })
      else patterns.push({ file, line: lineOf(node), source: built, flags: builtFlags })
    }
    // `text.match('…')` makes a pattern of its string, as `new RegExp('…')` would.
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && STRING_TO_PATTERN.has(node.expression.name.text)) {
      const [argument] = node.arguments
      const given = argument === undefined || ts.isRegularExpressionLiteral(argument) ? undefined : constantText(argument, constants)
      if (given !== undefined)
        patterns.push({ file, line: lineOf(node), source: given, flags: node.expression.name.text === 'matchAll' ? 'g' : '' })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return { patterns, dynamic }
}

const parser = new RegExpParser()

/** A character as a reader can see it in a message: `" "`, `"\n"`, `"\u00a0"`. */
const shown = (character: string) =>
  JSON.stringify(character).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** How slow a report makes the pattern, why, and the shape of a text that makes it so. */
function why(report: Report): string {
  const attack = `attack: ${shown(report.character.pick)} × n, then a character that fails`
  const degree = report.exponential ? 'exponential' : 'polynomial'
  switch (report.type) {
    case 'Self':
      return `${degree}: \`${report.quant.raw}\` repeats inside \`${report.parentQuant.raw}\` (${attack})`
    case 'Trade':
      return `${degree}: \`${report.startQuant.raw}\` and \`${report.endQuant.raw}\` take the same characters (${attack})`
    case 'Move':
      return `quadratic: \`${report.quant.raw}\` is tried again from every start in the run (${attack})`
    default:
      return report satisfies never
  }
}

/** Each way a pattern is not linear, as a sentence; none for a linear one. */
function slowness(source: string, flags: string): string[] {
  const parsedFlags = parser.parseFlags(flags)
  const pattern = parser.parsePattern(source, 0, source.length, { unicode: parsedFlags.unicode, unicodeSets: parsedFlags.unicodeSets })
  return analyse({ pattern, flags: parsedFlags }).reports.map(why)
}

const shortened = (source: string) => (source.length > 80 ? `${source.slice(0, 77)}…` : source)

describe('every regular expression in src is linear in its text', () => {
  const files = sourceFiles()
  const found = files.map((file) => patternsIn(file, readFileSync(path.join(ROOT, file), 'utf8')))
  const patterns = found.flatMap((one) => one.patterns)
  const dynamic = found.flatMap((one) => one.dynamic)

  it('finds the patterns, in every part that reads outside text (the sandbox and the server too)', () => {
    expect(patterns.length).toBeGreaterThan(150)
    for (const part of ['src/api/', 'src/core/import/', 'src/core/rules/', 'src/format/', 'src/sandbox/', 'src/server/', 'src/components/'])
      expect(
        patterns.some((pattern) => pattern.file.startsWith(part)),
        part,
      ).toBe(true)
  })

  it('names each pattern a text can make slow, by file:line, with why', () => {
    const slow = patterns.flatMap(({ file, line, source, flags }) =>
      slowness(source, flags).map((reason) => `${file}:${line}  /${shortened(source)}/${flags}  — ${reason}`),
    )
    expect(slow, 'Anchor the pattern, make what its quantifiers take disjoint, or read the text with a loop.').toEqual([])
  })

  it('builds a RegExp at run time only where DYNAMIC_PATTERNS says what decides it', () => {
    const unknown = dynamic
      .filter((site) => !DYNAMIC_PATTERNS.some((known) => known.file === site.file && known.name === site.name))
      .map((site) => `${site.file}:${site.line}  new RegExp(…) in ${site.name}`)
    expect(
      unknown,
      'Build it from constants of its file, or add it to DYNAMIC_PATTERNS with the reason no outside text decides it.',
    ).toEqual([])
  })

  it('lists in DYNAMIC_PATTERNS only what is still built at run time', () => {
    const stale = DYNAMIC_PATTERNS.filter((known) => !dynamic.some((site) => site.file === known.file && site.name === known.name))
    expect(stale).toEqual([])
  })
})

describe('the check itself', () => {
  it('names nested quantifiers, quantifiers that trade characters, and a quantifier retried from every start', () => {
    expect(slowness('(a+)+$', '')).toContainEqual(expect.stringMatching(/^exponential: `a\+` repeats inside `\(a\+\)\+`/))
    expect(slowness(String.raw`^\s*\d*\s*$`, '')).toContainEqual(
      expect.stringMatching(/^polynomial: `\\s\*` and `\\s\*` take the same characters \(attack: " " × n/),
    )
    expect(slowness(String.raw`\s+$`, '')).toEqual([
      'quadratic: `\\s+` is tried again from every start in the run (attack: " " × n, then a character that fails)',
    ])
  })

  it('passes what is linear: anchored, sticky, or a run tried once from its start', () => {
    for (const [source, flags] of [
      [String.raw`^\s+$`, ''],
      [String.raw`\s+$`, 'y'],
      [String.raw`(?<!\s)\s+$`, ''],
      [String.raw`\s+`, 'g'],
    ] as const)
      expect(slowness(source, flags), `/${source}/${flags}`).toEqual([])
  })

  it('reads patterns as built from constants of the file, and names a RegExp built from anything else', () => {
    const { patterns, dynamic } = patternsIn(
      'src/example.ts',
      [
        'const WORD = String.raw`\\w+`',
        'const WORDS = new RegExp(`^${WORD}(?: ${WORD})*$`, "u")',
        'const TAIL = /x\\s*$/',
        "const NO_TAIL = new RegExp(TAIL.source.replace('\\\\s*$', ''))",
        "const found = text.match('[0-9]+')",
        'function byName(name: string) { return new RegExp(name) }',
        "const PART = 'a'",
        'const shadowed = (PART: string) => new RegExp(PART)',
      ].join('\n'),
    )
    expect(patterns.map(({ line, source, flags }) => [line, source, flags])).toEqual([
      [2, String.raw`^\w+(?: \w+)*$`, 'u'],
      [3, String.raw`x\s*$`, ''],
      [4, 'x', ''],
      [5, '[0-9]+', ''],
    ])
    // A constant's name that is also a parameter's could mean either: built at run time.
    expect(dynamic).toEqual([
      { file: 'src/example.ts', line: 6, name: 'byName' },
      { file: 'src/example.ts', line: 8, name: 'shadowed' },
    ])
  })
})
