/**
 * Where a CAMT.053 file's statements and entries are in its text, found by one linear scan of its
 * markup, so that the reader parses the document's frame at once and the entries a few at a time:
 * the browser's XML parser takes a whole file in one task (half a second for 20,000 entries).
 * The scan only finds extents; every character of the file is still parsed by `DOMParser`, in the
 * frame or in an entry group, so a malformed file is caught as before.
 */
import { lineNumberAt, MAX_NESTING, MAX_TAG_NAME_LENGTH } from '../limits'
import { yieldToMain } from '../../yieldToMain'

/** How long one slice of the reading runs before the browser gets a turn. */
const SLICE_MS = 6
/** Tags scanned between two looks at the clock. */
const TAGS_PER_LOOK = 256
/**
 * Most entries, and about most characters, parsed together: Chromium's XML parser takes 50 to
 * 200 µs an entry (the latter on a loaded 2-core machine), so a group stays within a few ms.
 */
const GROUP_ENTRIES = 20
const GROUP_CHARS = 24_000

/** The reading's pace: slices of `SLICE_MS`, a turn for the browser between them. */
export interface Pace {
  /** Whether the current slice has run its time. */
  due(): boolean
  /** Gives the browser a turn and starts a new slice (rejects once the reading is aborted). */
  rest(): Promise<void>
}

/** A pace that hears of every turn it gives (for progress) and stops at `signal`. */
export function pace(signal: AbortSignal | undefined, onRest?: () => void): Pace {
  let started = performance.now()
  return {
    due: () => performance.now() - started > SLICE_MS,
    async rest() {
      onRest?.()
      await yieldToMain(signal)
      started = performance.now()
    },
  }
}

/** One `Stmt` of the report, as found in the text. */
export interface StatementExtent {
  /** The element's name as written (`Stmt`, `c:Stmt`), to wrap its entries in. */
  name: string
  /** The namespace declarations in scope at the statement, as attributes (` xmlns="…" xmlns:c="…"`). */
  namespaces: string
  /** Each entry's start and end offset, flattened: `[start0, end0, start1, end1, …]`. */
  entries: number[]
  /** The indexes of entries that start a run: entries with no other element between them. */
  runStarts: Set<number>
}

/** A CAMT file's layout: its statements, and its text without their entries. */
export interface CamtLayout {
  statements: StatementExtent[]
  /** The document with every run of entries cut out: its frame and every statement's header, small enough to parse at once. */
  frame: string
}

/**
 * Why a file has no layout: it is cut off or malformed, it declares entities, it holds no
 * `BkToCstmrStmt` (other XML, parsed no further) or nests deeper than any statement (`unknown`
 * too), or a tag's name is too long to be CAMT's (`tooLong`, with the 1-based line it is on).
 */
export type LayoutProblem = 'truncated' | 'unsafe' | 'unknown' | { tooLong: number }

/** Characters that end a tag's name: blanks, `/`, `>`, quotes, `<`. */
const ENDS_NAME = new Set([0x20, 0x09, 0x0a, 0x0d, 0x2f, 0x3e, 0x22, 0x27, 0x3c])

/**
 * The tag at `start` (a `<`), scanned once, to just past its `>` (attribute values may hold `>`):
 * whether it closes, its name, its end; `undefined` when the file ends inside it or it is
 * malformed, `'tooLong'` when its name runs past `MAX_TAG_NAME_LENGTH`. A hand scanner: as a
 * pattern, a name and the text after it overlap, and a tag that never closes took it 15 s.
 */
function tagAt(text: string, start: number): { closing: boolean; name: string; end: number } | 'tooLong' | undefined {
  let index = start + 1
  const closing = text.charCodeAt(index) === 0x2f /* / */
  if (closing) index += 1
  const nameStart = index
  while (index < text.length && !ENDS_NAME.has(text.charCodeAt(index))) {
    index += 1
    if (index - nameStart > MAX_TAG_NAME_LENGTH) return 'tooLong'
  }
  if (index === nameStart) return undefined
  const name = text.slice(nameStart, index)
  while (index < text.length) {
    const code = text.charCodeAt(index)
    if (code === 0x3e /* > */) return { closing, name, end: index + 1 }
    if (code === 0x3c /* < */) return undefined
    if (code === 0x22 || code === 0x27) {
      const quote = text.indexOf(code === 0x22 ? '"' : "'", index + 1)
      if (quote < 0) return undefined
      index = quote + 1
    } else index += 1
  }
  return undefined
}
const NAMESPACE = /\sxmlns(?::[^\s=]+)?\s*=\s*(?:"[^"]*"|'[^']*')/g

const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/** The end of the construct at `start` (`<!--`, `<![CDATA[`, `<?`, `<!DOCTYPE`), past its closing mark; -1 when it has none. */
function skipDeclaration(text: string, start: number): number {
  const closed = (mark: string, from: number) => {
    const at = text.indexOf(mark, from)
    return at < 0 ? -1 : at + mark.length
  }
  if (text.startsWith('<!--', start)) return closed('-->', start + 4)
  if (text.startsWith('<![CDATA[', start)) return closed(']]>', start + 9)
  if (text.startsWith('<?', start)) return closed('?>', start + 2)
  // A DOCTYPE (without entities: those are refused first), past its internal subset if any.
  const end = text.indexOf('>', start)
  const subset = text.indexOf('[', start)
  if (subset < 0 || end < 0 || subset > end) return end < 0 ? -1 : end + 1
  const subsetEnd = text.indexOf(']', subset)
  return subsetEnd < 0 ? -1 : closed('>', subsetEnd)
}

/** What the scan keeps while it walks the markup. */
class Scan {
  readonly names: string[] = []
  readonly starts: number[] = []
  readonly tagEnds: number[] = []
  readonly statements: StatementExtent[] = []
  reportDepth = -1
  reportClosed = false
  statement: StatementExtent | undefined
  statementDepth = -1
  entryStart = -1
  inRun = false

  constructor(readonly text: string) {}

  /** The namespace declarations of the open elements and of the tag at `start…end`, the innermost of each prefix winning (a prefix declared twice would not parse). */
  namespacesAt(start: number, end: number): string {
    const byPrefix = new Map<string, string>()
    const tags = [...this.starts.map((from, index) => [from, this.tagEnds[index]!] as const), [start, end] as const]
    for (const [from, to] of tags) {
      for (const declaration of this.text.slice(from, to).matchAll(NAMESPACE)) {
        const text = declaration[0].trim()
        byPrefix.set(text.slice(0, text.indexOf('=')).trim(), text)
      }
    }
    return [...byPrefix.values()].map((declaration) => ` ${declaration}`).join('')
  }

  open(name: string, start: number, end: number, selfClosing: boolean): void {
    const depth = this.names.length
    const local = localName(name)
    if (this.reportDepth < 0 && local === 'BkToCstmrStmt') this.reportDepth = depth
    else if (!this.reportClosed && this.reportDepth >= 0 && depth === this.reportDepth + 1 && local === 'Stmt') {
      this.statement = { name, namespaces: this.namespacesAt(start, end), entries: [], runStarts: new Set() }
      this.statements.push(this.statement)
      this.statementDepth = depth
      this.inRun = false
    } else if (this.statement && depth === this.statementDepth + 1) {
      if (local !== 'Ntry') this.inRun = false
      else if (selfClosing) this.addEntry(start, end)
      else this.entryStart = start
    }
    if (selfClosing) {
      if (depth === this.reportDepth) this.reportClosed = true
      if (depth === this.statementDepth) this.endStatement()
      return
    }
    this.names.push(name)
    this.starts.push(start)
    this.tagEnds.push(end)
  }

  /** Closes the innermost element; `false` when `name` is not it (malformed). */
  close(name: string, end: number): boolean {
    if (this.names.pop() !== name) return false
    this.starts.pop()
    this.tagEnds.pop()
    const depth = this.names.length
    if (this.statement && depth === this.statementDepth + 1 && this.entryStart >= 0) {
      this.addEntry(this.entryStart, end)
      this.entryStart = -1
    } else if (depth === this.statementDepth) this.endStatement()
    else if (depth === this.reportDepth) this.reportClosed = true
    return true
  }

  endStatement(): void {
    this.statement = undefined
    this.statementDepth = -1
  }

  addEntry(start: number, end: number): void {
    const statement = this.statement!
    if (!this.inRun) statement.runStarts.add(statement.entries.length / 2)
    this.inRun = true
    statement.entries.push(start, end)
  }

  /** The text without its runs of entries. */
  frame(): string {
    const pieces: string[] = []
    let kept = 0
    for (const { entries, runStarts } of this.statements) {
      const count = entries.length / 2
      for (let index = 0; index < count; index += 1) {
        if (runStarts.has(index)) pieces.push(this.text.slice(kept, entries[index * 2]))
        if (index + 1 === count || runStarts.has(index + 1)) kept = entries[index * 2 + 1]!
      }
    }
    pieces.push(this.text.slice(kept))
    return pieces.join('')
  }
}

/**
 * Finds the first `BkToCstmrStmt` (at the root, under a `Document`, or inside an envelope) and the
 * extents of its statements' entries, by local names (versions differ in namespace, banks in
 * prefixes), skipping comments, CDATA and processing instructions. Gives the browser a turn as
 * `pace` says. A file that declares entities is `unsafe` (an XML bomb may); one whose tags do
 * not match or that ends inside one is `truncated`.
 */
export async function scanCamt(text: string, slices: Pace): Promise<CamtLayout | LayoutProblem> {
  const scan = new Scan(text)
  let index = 0
  let tags = 0
  for (;;) {
    tags += 1
    if (tags % TAGS_PER_LOOK === 0 && slices.due()) await slices.rest()
    const start = text.indexOf('<', index)
    if (start < 0) break
    const next = text.charCodeAt(start + 1)
    if (next === 0x21 /* ! */ || next === 0x3f /* ? */) {
      index = skipDeclaration(text, start)
      // Entities are declared in a DOCTYPE's internal subset: refused unread, never expanded (an
      // XML bomb may be one). A declaration met as markup counts too, should the subset's end be misread.
      if (
        text.startsWith('<!ENTITY', start) ||
        (text.startsWith('<!DOCTYPE', start) && text.slice(start, index < 0 ? undefined : index).includes('<!ENTITY'))
      )
        return 'unsafe'
      if (index < 0) return 'truncated'
      continue
    }
    const tag = tagAt(text, start)
    if (tag === 'tooLong') return { tooLong: lineNumberAt(text, start) }
    if (!tag) return 'truncated'
    index = tag.end
    if (tag.closing) {
      if (!scan.close(tag.name, index)) return 'truncated'
    } else scan.open(tag.name, start, index, text.charCodeAt(index - 2) === 0x2f /* / */)
    if (scan.names.length > MAX_NESTING) return 'unknown'
  }
  if (scan.names.length > 0) return 'truncated'
  if (scan.reportDepth < 0) return 'unknown'
  return { statements: scan.statements, frame: scan.frame() }
}

/** A statement's entries in groups to parse together, as `[first, end)` entry indexes; a group never spans two runs. */
export function entryGroups({ entries, runStarts }: StatementExtent): Array<[number, number]> {
  const groups: Array<[number, number]> = []
  const count = entries.length / 2
  let first = 0
  for (let index = 1; index <= count; index += 1) {
    const full = index - first >= GROUP_ENTRIES || entries[index * 2 - 1]! - entries[first * 2]! >= GROUP_CHARS
    if (index === count || runStarts.has(index) || full) {
      groups.push([first, index])
      first = index
    }
  }
  return groups
}

/**
 * The text of a group of entries, wrapped in its statement's element with the namespaces in
 * scope, to parse on its own. It runs to the next entry of the run, so what lies between two
 * groups (blanks, a comment) is parsed too.
 */
export function groupText(text: string, statement: StatementExtent, [first, end]: [number, number]): string {
  const { entries, runStarts, name, namespaces } = statement
  const count = entries.length / 2
  const stop = end < count && !runStarts.has(end) ? entries[end * 2]! : entries[end * 2 - 1]!
  return `<${name}${namespaces}>${text.slice(entries[first * 2], stop)}</${name}>`
}
