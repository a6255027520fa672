/**
 * OFX's markup as a tree, for both of its forms: 1.x is SGML, whose leaf elements have no closing
 * tag (a value runs to the next `<`), and 2.x is XML. One tolerant reader for both, instead of
 * `DOMParser` for 2.x, because banks' 2.x files are often SGML habits in XML clothing (an
 * unclosed `<MEMO>`, a bare `&`) that a strict XML parser refuses outright.
 */
import { lineNumberAt, MAX_NESTING, MAX_TAG_NAME_LENGTH } from '../limits'
import { sliceTimer } from '../slices'
import type { FileProblem } from '../types'

/** An OFX element: an aggregate with children, or a leaf with a value. */
export interface OfxElement {
  /** Upper-case, as OFX writes its tags. */
  name: string
  /** A leaf's text, entities decoded, blanks collapsed; `undefined` for an aggregate. */
  value?: string
  children: OfxElement[]
}

/** The children of every leaf: one shared empty list, rather than an array kept alive per leaf. */
const NO_CHILDREN: OfxElement[] = Object.freeze([]) as unknown as OfxElement[]

/** Lets an element's children go once they are read, so the garbage collector need not keep walking them. */
export function release(element: OfxElement): void {
  element.children = NO_CHILDREN
}

/**
 * The tree and whether the file reached its `</OFX>`: a file cut off (or, in XML, closed out of
 * order) is not read. `problem`: markup no statement has (a tag name too long to be OFX's: `tooLong`
 * with its line; elements nested deeper than `MAX_NESTING`: `unknown`), refused as soon as met.
 */
export interface OfxDocument {
  root?: OfxElement
  complete: boolean
  problem?: FileProblem
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** SGML and HTML entities as banks write them; one that is not known stays as written (a bare `&` is common). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity[1] === 'x' || entity[1] === 'X' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10)
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[entity.toLowerCase()] ?? whole
  })
}

/** A start or end tag as read at a `<`: attributes (2.x has none, but XML allows them) never span a `<`. */
interface Tag {
  closing: boolean
  name: string
  /** What follows the name inside the brackets (attributes, or a value's text like ` PAY`). */
  rest: string
  selfClosing: boolean
  /** Just past its `>`. */
  end: number
}

const isNameStart = (code: number) => (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)
/** `[\w.:-]`: letters, digits, `_`, `.`, `:`, `-`. */
const isNameCode = (code: number) => isNameStart(code) || (code >= 0x30 && code <= 0x3a) || code === 0x5f || code === 0x2e || code === 0x2d

/**
 * The tag at `start` (a `<`), scanned once, or `undefined` when none starts there (no name, or no
 * `>` before the next `<`); `'tooLong'` when its name runs past `MAX_TAG_NAME_LENGTH`. A hand
 * scanner, not a pattern: a name and the text after it overlap in any pattern, which backtracks
 * quadratically over a tag that never closes.
 */
function tagAt(text: string, start: number): Tag | 'tooLong' | undefined {
  let index = start + 1
  const closing = text.charCodeAt(index) === 0x2f /* / */
  if (closing) index += 1
  const nameStart = index
  if (!isNameStart(text.charCodeAt(index))) return undefined
  while (isNameCode(text.charCodeAt(index))) {
    index += 1
    if (index - nameStart > MAX_TAG_NAME_LENGTH) return 'tooLong'
  }
  const nameEnd = index
  for (; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0x3c /* < */) return undefined
    if (code === 0x3e /* > */) break
  }
  if (index >= text.length) return undefined
  const selfClosing = index > nameEnd && text.charCodeAt(index - 1) === 0x2f
  const rest = text.slice(nameEnd, selfClosing ? index - 1 : index)
  return { closing, name: text.slice(nameStart, nameEnd), rest, selfClosing, end: index + 1 }
}
/** What may follow a tag's name inside the brackets in XML: attributes, each `name="value"`. */
const XML_ATTRIBUTES = /^(?:\s+[\w.:-]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*$/

/**
 * OFX's element names as banks' statements use them (sign-on, bank and card statements, their
 * transactions, balances and the wrappers around them, from the OFX 1.6 and 2.2 specifications).
 * Inside a leaf's value, only one of these (or an extension's dotted name, `INTU.BID`) starts an
 * element: `AT&T <BILL PAY>` and `DEPOSIT <ACH>` are a NAME's and a MEMO's text.
 */
const OFX_ELEMENTS = new Set(
  `OFX SIGNONMSGSRSV1 SONRS STATUS CODE SEVERITY MESSAGE DTSERVER USERKEY TSKEYEXPIRE LANGUAGE DTPROFUP DTACCTUP FI ORG FID
  SESSCOOKIE ACCESSKEY MFACHALLENGERQ SIGNUPMSGSRSV1 ACCTINFOTRNRS ACCTINFORS ACCTINFO DESC PHONE BANKACCTINFO CCACCTINFO
  SUPTXDL XFERSRC XFERDEST SVCSTATUS BANKMSGSRSV1 BANKMSGSRSV2 STMTTRNRS STMTENDTRNRS TRNUID CLTCOOKIE STMTRS STMTENDRS CURDEF
  BANKACCTFROM BANKACCTTO BANKID BRANCHID ACCTID ACCTTYPE ACCTKEY CCACCTFROM CCACCTTO BANKTRANLIST DTSTART DTEND STMTTRN
  TRNTYPE DTPOSTED DTUSER DTAVAIL TRNAMT FITID CORRECTFITID CORRECTACTION SRVRTID CHECKNUM REFNUM SIC PAYEEID NAME EXTDNAME
  PAYEE ADDR1 ADDR2 ADDR3 CITY STATE POSTALCODE COUNTRY MEMO IMAGEDATA IMAGETYPE IMAGEREF IMAGEREFTYPE IMAGEDELAY DTIMAGEAVAIL
  IMAGETTL CHECKSUP CURRENCY ORIGCURRENCY CURRATE CURSYM INV401KSOURCE PAYEE2 LEDGERBAL AVAILBAL BALAMT DTASOF BALLIST BAL
  BALTYPE VALUE MKTGINFO CASHADVBALAMT INTRATEPURCH INTRATECASH INTRATEXFER REWARDINFO REWARDBAL REWARDEARNED
  CREDITCARDMSGSRSV1 CCSTMTTRNRS CCSTMTRS CCSTMTENDTRNRS CCSTMTENDRS CLOSING LASTPMTDATE PMTDUEDATE MINPMTDUE BALOPEN BALCLOSE
  PMTTOTAL CREDITTOTAL DEBITTOTAL PURCHASES CASHADV FINCHG CREDITLIMIT AVAILCASH AVAILCREDIT DTOPEN DTCLOSE DTNEXT
  STMTTRNP PENDINGTRNLIST PENDINGTRN DTEXPIRE INVSTMTMSGSRSV1 INVSTMTTRNRS INVSTMTRS SECLISTMSGSRSV1 BILLPAYMSGSRSV1
  INTERXFERMSGSRSV1 WIREXFERMSGSRSV1 EMAILMSGSRSV1 PROFMSGSRSV1`.split(/\s+/),
)

/** Whether a start tag's name is OFX's own: one it lists, or an extension's (a prefix and a dot). */
const isOfxName = (name: string) => OFX_ELEMENTS.has(localName(name).toUpperCase()) || /^[A-Z0-9]+\.[A-Z0-9.]+$/i.test(name)

/** A name without its namespace prefix (`ofx:STMTTRN` → `STMTTRN`). */
const localName = (name: string) => name.slice(name.indexOf(':') + 1)

/**
 * Whether a tag met inside a leaf's value ends the value, or is the value's own text. A closing
 * tag always ends it; a start tag only when it is an OFX element's, with nothing after its name
 * in SGML (OFX has no attributes) and at most attributes in XML: `<BILL PAY>` is none.
 */
function endsValue(closing: boolean, name: string, rest: string, isXml: boolean): boolean {
  if (closing) return true
  if (!isOfxName(name)) return false
  return rest === '' || (isXml && XML_ATTRIBUTES.test(rest))
}

/** A leaf's value as read: entities decoded, blanks collapsed. */
const leafText = (written: string) => decodeEntities(written).replace(/\s+/g, ' ').trim()

/** Options of a parse: aborting it rejects with the signal's reason. */
export interface OfxMarkupOptions {
  signal?: AbortSignal
}

/**
 * Reads OFX markup into a tree, in slices with a turn for the browser between them (a file of
 * 100,000 transactions would otherwise hold the page for over a second). Whatever comes before
 * the first `<` (the 1.x header lines) and comments, processing instructions and declarations are
 * skipped; a `<` that starts no tag is text. Rejects only with the signal's reason when it aborts.
 */
export async function parseOfxMarkup(text: string, { signal }: OfxMarkupOptions = {}): Promise<OfxDocument> {
  signal?.throwIfAborted()
  const first = text.indexOf('<')
  if (first < 0) return { complete: false }
  const isXml = /^<\?(xml|OFX)\s/i.test(text.slice(first))
  const document: OfxElement = { name: '#document', children: [] }
  const stack: OfxElement[] = [document]
  /** The leaf closed last, so an XML `</NAME>` after `<NAME>value` closes nothing more. */
  let lastLeaf: OfxElement | undefined
  let complete = false
  /** Text since the last tag, as written (CDATA escaped back, so decoding gives it as it was). */
  let pending = ''
  /** Whether `pending` has more than blanks: kept as it grows, since trimming it at every stray `<` of a long value would be quadratic. */
  let inValue = false
  const addText = (part: string) => {
    pending += part
    if (!inValue && part.trim() !== '') inValue = true
  }
  /** Past the last `>`, a `<` can start no tag: the file is cut off inside it. */
  const lastClose = text.lastIndexOf('>')
  const slice = sliceTimer(signal)
  // One string per tag name, not one per element: 100,000 transactions make a million elements,
  // and every object the tree keeps alive lengthens the garbage collector's pauses while rows are read.
  const names = new Map<string, string>()
  // A namespaced OFX 2 (`<ofx:OFX xmlns:ofx="…">`, every element prefixed) is read by local names.
  const upperName = (raw: string) => names.get(raw) ?? names.set(raw, localName(raw).toUpperCase()).get(raw)!

  const endText = () => {
    const top = stack[stack.length - 1]!
    if (inValue && top !== document) {
      // Text inside an element makes it a leaf; in SGML nothing closes it but the next tag.
      top.value = leafText(pending)
      if (top.children.length === 0) top.children = NO_CHILDREN
      stack.pop()
      lastLeaf = top
    }
    pending = ''
    inValue = false
  }

  let position = first
  while (position < text.length) {
    const turn = slice()
    if (turn) await turn
    const next = text.indexOf('<', position)
    if (next < 0) {
      addText(text.slice(position))
      break
    }
    addText(text.slice(position, next))
    if (text.startsWith('<![CDATA[', next)) {
      const end = text.indexOf(']]>', next)
      if (end < 0) return { complete: false }
      addText(text.slice(next + 9, end).replace(/&/g, '&amp;'))
      position = end + 3
      continue
    }
    if (text.startsWith('<!--', next) || text.startsWith('<!', next) || text.startsWith('<?', next)) {
      const isComment = text.startsWith('<!--', next)
      const end = isComment ? text.indexOf('-->', next) : text.indexOf('>', next)
      if (end < 0) return { complete: false }
      position = end + (isComment ? 3 : 1)
      continue
    }
    const tag = tagAt(text, next)
    // A name too long for OFX: in a value, text; anywhere else, no statement's markup.
    if (tag === 'tooLong' && !inValue) return { complete: false, problem: { code: 'tooLong', detail: String(lineNumberAt(text, next)) } }
    if (tag === undefined || tag === 'tooLong' || (inValue && !endsValue(tag.closing, tag.name, tag.rest, isXml))) {
      // Cut off inside a tag; else a stray `<` in a value ("Price <5", "AT&T <BILL PAY>", "DEPOSIT <ACH>").
      if (tag === undefined && next > lastClose) return { complete: false }
      addText('<')
      position = next + 1
      continue
    }
    endText()
    position = tag.end
    const { closing, selfClosing } = tag
    const name = upperName(tag.name)
    if (closing) {
      const depth = stack.findLastIndex((element) => element.name === name)
      if (depth > 0) {
        // In SGML, aggregates left open below (an empty `<MEMO>` looks like one) close with it.
        stack.length = depth
        if (name === 'OFX') complete = true
      } else if (lastLeaf?.name !== name && isXml) {
        return { complete: false }
      }
      lastLeaf = undefined
      continue
    }
    if (stack.length > MAX_NESTING) return { complete: false, problem: { code: 'unknown' } }
    const element: OfxElement = { name, children: [] }
    stack[stack.length - 1]!.children.push(element)
    if (selfClosing) element.value = ''
    else stack.push(element)
    lastLeaf = undefined
  }
  endText()
  const root = document.children.find((element) => element.name === 'OFX')
  return { root, complete: complete && root !== undefined }
}

/** The first element of that name below `element` (depth first), or `undefined`. */
function findElement(element: OfxElement, name: string): OfxElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child
    const found = child.children.length > 0 ? findElement(child, name) : undefined
    if (found) return found
  }
  return undefined
}

/** Every element of that name below `element`, in file order, not looking inside one found. */
export function findElements(element: OfxElement, name: string, found: OfxElement[] = []): OfxElement[] {
  for (const child of element.children) {
    if (child.name === name) found.push(child)
    // Most elements are leaves: not calling into them halves a walk of 100,000 transactions.
    else if (child.children.length > 0) findElements(child, name, found)
  }
  return found
}

/**
 * A leaf's value below `element`: a direct child first, else any descendant. An empty SGML leaf
 * (`<MEMO>` straight before the next tag) cannot be told from an aggregate, so the leaves after
 * it end up inside it; looking deeper still finds them.
 */
export function leafValue(element: OfxElement, name: string): string | undefined {
  const direct = element.children.find((child) => child.name === name && child.value !== undefined)
  if (direct) return direct.value
  const deep = findElement(element, name)
  return deep?.value
}
