/**
 * What kind of file a statement is, from its first bytes: a file bookkit cannot read (a PDF, a
 * photo, a workbook, nothing at all) is named so the screen can say what to export instead; a
 * text file is told apart as OFX, QFX, CAMT.053, QIF or CSV, and a bank's plain-text statement
 * (fixed-width columns, which no CSV reading can map) is named. The content decides; the file's name
 * only where the content cannot (QFX without Intuit's tags, a file with nothing in it). Formats a
 * bank also sends but bookkit does not read (a ZIP of statements, camt.052 and camt.054, MT940)
 * are named, so the screen can say what to do; XML declaring entities is refused unread.
 */
import type { FileProblem, StatementEncoding, StatementFileFormat } from './types'

/** What sniffing found: a format to read the file as, or why it cannot be read at all. */
export type SniffResult = { format: StatementFileFormat; problem?: undefined } | { format: StatementFileFormat; problem: FileProblem }

/**
 * How much of the file's start is looked at for a text format. OFX's header and sign-on (with
 * `<INTU.BID>`) and CAMT's root element come first; 16 KB leaves room for long XML comments.
 */
const HEAD_BYTES = 16 * 1024

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((byte, index) => bytes[at + index] === byte)
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0))

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
const JPEG = [0xff, 0xd8, 0xff]
const TIFF_LE = [0x49, 0x49, 0x2a, 0x00]
const TIFF_BE = [0x4d, 0x4d, 0x00, 0x2a]
const ZIP = [0x50, 0x4b, 0x03, 0x04]
const ZIP_EMPTY = [0x50, 0x4b, 0x05, 0x06]
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
/** ISO base media brands of still images (HEIC, HEIF, AVIF), as a phone's camera writes them. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis'])

function isImage(bytes: Uint8Array): boolean {
  if (startsWith(bytes, PNG) || startsWith(bytes, JPEG) || startsWith(bytes, TIFF_LE) || startsWith(bytes, TIFF_BE)) return true
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return true
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return true
  if (startsWith(bytes, ascii('ftyp'), 4)) return IMAGE_BRANDS.has(String.fromCharCode(...bytes.subarray(8, 12)))
  // "BM" alone starts many a text line ("BMW Leasing;…"): a bitmap also has four zero reserved
  // bytes after its size, and text has no zero bytes.
  return startsWith(bytes, ascii('BM')) && bytes.length >= 10 && startsWith(bytes, [0, 0, 0, 0], 6)
}

const uint16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8)
const uint32 = (bytes: Uint8Array, at: number) => (uint16(bytes, at) | (uint16(bytes, at + 2) << 16)) >>> 0
const CENTRAL_ENTRY = [0x50, 0x4b, 0x01, 0x02]
/** The end of a ZIP's central directory is in its last 22 bytes plus a comment of at most 64 KB. */
const ZIP_TAIL = 22 + 0xffff
const ODF_MIMETYPE = 'application/vnd.oasis.opendocument'
const WORKBOOK_NAME = /\.(?:xlsx|xlsm|xlsb|ods)$/i

/** The entries' names from the central directory at a ZIP's end (the full list, whatever order a writer chose). */
function centralNames(bytes: Uint8Array): string[] {
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - ZIP_TAIL); end--) {
    if (!startsWith(bytes, ZIP_EMPTY, end)) continue
    const names: string[] = []
    let at = uint32(bytes, end + 16)
    for (let entry = uint16(bytes, end + 10); entry > 0 && startsWith(bytes, CENTRAL_ENTRY, at); entry--) {
      const nameLength = uint16(bytes, at + 28)
      names.push(latin1(bytes.subarray(at + 46, at + 46 + nameLength)))
      at += 46 + nameLength + uint16(bytes, at + 30) + uint16(bytes, at + 32)
    }
    return names
  }
  return []
}

/** The first entry's name and its first bytes, from its local header (an ODF's `mimetype`, stored uncompressed, comes first). */
function firstEntry(bytes: Uint8Array): { name: string; start: string } {
  const nameLength = uint16(bytes, 26)
  const dataAt = 30 + nameLength + uint16(bytes, 28)
  return { name: latin1(bytes.subarray(30, 30 + nameLength)), start: latin1(bytes.subarray(dataAt, dataAt + ODF_MIMETYPE.length)) }
}

/**
 * Whether a ZIP is an Office Open XML workbook (its `[Content_Types].xml`, its `xl/` folder) or an
 * OpenDocument one (a first `mimetype` entry saying `application/vnd.oasis.opendocument…`), rather
 * than an archive a bank packed statements in. The local header's name is enough for a file cut off
 * before its central directory; the file's name decides when not even that can be read.
 */
function isWorkbook(bytes: Uint8Array, fileName: string): boolean {
  const first = firstEntry(bytes)
  if (first.name === 'mimetype') return first.start === ODF_MIMETYPE
  const names = [first.name, ...centralNames(bytes)].filter((name) => name !== '')
  // No entry to read (the file's first bytes only): its name is all there is to go by.
  if (names.length === 0) return WORKBOOK_NAME.test(fileName)
  return names.some((name) => name === '[Content_Types].xml' || name.startsWith('xl/'))
}

/** A PDF may have a few bytes before its `%PDF-` (the format allows 1 KB). */
function isPdf(bytes: Uint8Array): boolean {
  const head = latin1(bytes.subarray(0, 1024))
  return head.includes('%PDF-')
}

/** The UTF-8 or UTF-16 byte order mark's length, or 0. */
export function byteOrderMarkLength(bytes: Uint8Array): 0 | 2 | 3 {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 3
  if (startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff])) return 2
  return 0
}

/** Nothing but blanks after the byte order mark (and, in UTF-16, the zero halves of blanks). */
function isBlank(bytes: Uint8Array, utf16: boolean): boolean {
  const mark = byteOrderMarkLength(bytes)
  const zeroIsBlank = mark === 2 || utf16
  for (let index = mark; index < bytes.length; index++) {
    const byte = bytes[index]
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d || byte === 0x0c) continue
    if (byte === 0 && zeroIsBlank) continue
    return false
  }
  return true
}

/**
 * Every byte as one character: enough to find ASCII markup in any single-byte or UTF-8 file
 * before its encoding is known. A UTF-16 file (it has a byte order mark) is decoded as such.
 */
function latin1(bytes: Uint8Array): string {
  let text = ''
  for (let index = 0; index < bytes.length; index += 4096) text += String.fromCharCode(...bytes.subarray(index, index + 4096))
  return text
}

/** The file's first characters: UTF-16 when a mark says so or the user chose it, else byte by byte. */
function headText(bytes: Uint8Array, utf16?: 'utf-16le' | 'utf-16be'): string {
  const head = bytes.subarray(0, HEAD_BYTES)
  if (startsWith(head, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(head)
  if (startsWith(head, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(head)
  if (utf16) return new TextDecoder(utf16).decode(head)
  return latin1(head.subarray(byteOrderMarkLength(head)))
}

const CAMT_053 = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.|<(?:[\w.-]+:)?BkToCstmrStmt[\s>/]/
const OFX_HEADER = /^\s*OFXHEADER\s*:\s*\d/
/** OFX 2's processing instruction, or its root, also with a namespace prefix (`<ofx:OFX xmlns:ofx=…>`). */
const OFX_XML = /<\?OFX\s|<(?:[\w.-]{1,32}:)?OFX[\s>]/i
const QFX_MARK = /<INTU\.BID>/i

const CAMT_052 = /urn:iso:std:iso:20022:tech:xsd:camt\.052\.|<(?:[\w.-]+:)?BkToCstmrAcctRpt[\s>/]/
const CAMT_054 = /urn:iso:std:iso:20022:tech:xsd:camt\.054\.|<(?:[\w.-]+:)?BkToCstmrDbtCdtNtfctn[\s>/]/
/**
 * MT940's tags, each at a line's start (after the optional `{1:…}{2:…}{4:` blocks of a SWIFT
 * message): the reference, the account and the opening balance come before any transaction (`:61:`).
 */
const MT940_TAGS = [/(?:^|[\n}]):20:/, /\n:25P?:/, /\n:60[FM]:/]
const DOCTYPE = /<!DOCTYPE/i
const ENTITY = ascii('<!ENTITY')
/** `<!ENTITY` in UTF-16, little- and big-endian: the bytes of each character with a zero after or before. */
const ENTITY_LE = ENTITY.flatMap((byte) => [byte, 0])
const ENTITY_BE = ENTITY.flatMap((byte) => [0, byte])

const BANG = 0x21

/**
 * Whether the bytes hold `<!ENTITY` anywhere (a DOCTYPE's internal subset may outrun the head).
 * It looks from each `!`, which markup uses only for declarations, comments and CDATA (and a
 * statement's text seldom), so a large file is a few native searches, not a look at every tag; in
 * UTF-8, single-byte encodings and UTF-16 alike.
 */
function declaresEntities(bytes: Uint8Array): boolean {
  for (let index = bytes.indexOf(BANG, 1); index >= 0; index = bytes.indexOf(BANG, index + 1)) {
    if (startsWith(bytes, ENTITY, index - 1) || startsWith(bytes, ENTITY_LE, index - 2) || startsWith(bytes, ENTITY_BE, index - 3))
      return true
  }
  return false
}

/**
 * A kind of file a bank sends that bookkit does not read, named from its head: XML that declares
 * entities (an XML bomb expands a few lines into gigabytes: never handed to a parser), camt.052 and
 * camt.054 (reports and notifications, not statements), MT940.
 */
function namedKind(head: string, bytes: Uint8Array): FileProblem['code'] | undefined {
  const markup = head.trimStart().startsWith('<')
  if (markup && DOCTYPE.test(head) && (head.includes('<!ENTITY') || declaresEntities(bytes))) return 'unsafe'
  if (markup && CAMT_052.test(head)) return 'camt052'
  if (markup && CAMT_054.test(head)) return 'camt054'
  if (!markup && MT940_TAGS.every((tag) => tag.test(head))) return 'mt940'
  return undefined
}

/** The format a file's name suggests, for a file whose content says nothing (empty, or not text). */
export function formatFromName(fileName: string): StatementFileFormat {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1]
  if (extension === 'ofx') return 'ofx'
  if (extension === 'qfx' || extension === 'qbo') return 'qfx'
  if (extension === 'xml') return 'camt053'
  if (extension === 'qif') return 'qif'
  return 'csv'
}

/** A QIF's first line: `!Type:Bank`, or the `!Account`, `!Option` or `!Clear` lines some programs write above it. */
const QIF_START = /^!(?:type|account|option|clear):?/i

/** Words of a text statement's money columns. */
const MONEY_HEADINGS = /^(?:money out|money in|paid out|paid in|debits?|credits?|withdrawals?|deposits?|balance|amount|out|in)$/i

/**
 * Whether text is a bank's plain-text statement (fixed-width columns), not a CSV: a header line
 * whose headings are set apart by runs of two or more blanks, with no delimiter, `Date` first and
 * money headings after it (`Date  Description  Money out  Money in  Balance`). Each line is split
 * once, by hand.
 */
function isTextStatement(head: string): boolean {
  for (const line of head.split('\n', 60)) {
    if (line.includes(',') || line.includes(';') || line.includes('\t') || line.includes('|')) continue
    const headings = blankSeparated(line)
    if (
      headings.length >= 3 &&
      /^(?:transaction )?date$/i.test(headings[0]!) &&
      headings.filter((cell) => MONEY_HEADINGS.test(cell)).length >= 2
    )
      return true
  }
  return false
}

/** A line's parts between runs of two or more blanks (a single blank stays inside a part), walked once. */
function blankSeparated(line: string): string[] {
  const parts: string[] = []
  let part = ''
  let blanks = 0
  for (const char of line) {
    if (char === ' ' || char === '\r') {
      blanks += 1
      continue
    }
    if (blanks >= 2 && part !== '') {
      parts.push(part)
      part = ''
    } else if (blanks === 1 && part !== '') part += ' '
    blanks = 0
    part += char
  }
  if (part !== '') parts.push(part)
  return parts
}

/** The text format of a file's head; `undefined` for markup that is none bookkit reads (HTML, other XML). */
function textFormat(head: string, fileName: string): StatementFileFormat | undefined {
  const isQfx = QFX_MARK.test(head) || formatFromName(fileName) === 'qfx'
  if (OFX_HEADER.test(head)) return isQfx ? 'qfx' : 'ofx'
  const start = head.trimStart()
  if (QIF_START.test(start) || (formatFromName(fileName) === 'qif' && !start.startsWith('<'))) return 'qif'
  // Delimited text never starts with markup, so a CSV that mentions `<OFX>` stays a CSV; and a
  // bank's "Excel" export that is really an HTML table is no CSV either.
  if (!start.startsWith('<')) return 'csv'
  if (OFX_XML.test(head)) return isQfx ? 'qfx' : 'ofx'
  if (CAMT_053.test(head)) return 'camt053'
  return undefined
}

/**
 * Names a file's kind from its bytes. `problem` is set for a file that is not a statement bookkit
 * reads (empty, PDF, image, workbook, binary or other markup); `format` is then what its name
 * suggests. `encoding`, the user's choice, matters only for UTF-16 without a byte order mark.
 */
export function sniffStatement(bytes: Uint8Array, fileName = '', encoding?: StatementEncoding): SniffResult {
  const fallback = formatFromName(fileName)
  const utf16 = encoding === 'utf-16le' || encoding === 'utf-16be' ? encoding : undefined
  if (isBlank(bytes, utf16 !== undefined)) return { format: fallback, problem: { code: 'empty' } }
  if (isPdf(bytes)) return { format: fallback, problem: { code: 'pdf' } }
  if (isImage(bytes)) return { format: fallback, problem: { code: 'image' } }
  if (startsWith(bytes, ZIP)) return { format: fallback, problem: { code: isWorkbook(bytes, fileName) ? 'spreadsheet' : 'zip' } }
  if (startsWith(bytes, ZIP_EMPTY) || startsWith(bytes, OLE)) return { format: fallback, problem: { code: 'spreadsheet' } }
  // Text in any 8-bit encoding has no zero bytes; a binary file (a video, an archive) does.
  const wide = byteOrderMarkLength(bytes) === 2 || utf16 !== undefined
  if (!wide && bytes.subarray(0, HEAD_BYTES).includes(0)) return { format: fallback, problem: { code: 'unknown' } }
  const head = headText(bytes, utf16)
  const named = namedKind(head, bytes)
  if (named) return { format: fallback, problem: { code: named } }
  const format = textFormat(head, fileName)
  // Read as a CSV, a text statement's lines would each be one field: nothing to choose columns from.
  if (format === 'csv' && isTextStatement(head)) return { format, problem: { code: 'textStatement' } }
  return format ? { format } : { format: fallback, problem: { code: 'unknown' } }
}
