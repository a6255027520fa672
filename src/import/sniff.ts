/**
 * What kind of file a statement is, from its first bytes: a file bookkit cannot read (a PDF, a
 * photo, a workbook, nothing at all) is named so the screen can say what to export instead; a
 * text file is told apart as OFX, QFX, CAMT.053 or CSV. The content decides; the file's name
 * only where the content cannot (QFX without Intuit's tags, a file with nothing in it).
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
const OFX_XML = /<\?OFX\s|<OFX[\s>]/i
const QFX_MARK = /<INTU\.BID>/i

/** The format a file's name suggests, for a file whose content says nothing (empty, or not text). */
function formatFromName(fileName: string): StatementFileFormat {
  const extension = /\.([^.]+)$/.exec(fileName.toLowerCase())?.[1]
  if (extension === 'ofx') return 'ofx'
  if (extension === 'qfx' || extension === 'qbo') return 'qfx'
  if (extension === 'xml') return 'camt053'
  return 'csv'
}

/** The text format of a file's head; `undefined` for markup that is none bookkit reads (HTML, CAMT.052/054, other XML). */
function textFormat(head: string, fileName: string): StatementFileFormat | undefined {
  const isQfx = QFX_MARK.test(head) || formatFromName(fileName) === 'qfx'
  if (OFX_HEADER.test(head)) return isQfx ? 'qfx' : 'ofx'
  // Delimited text never starts with markup, so a CSV that mentions `<OFX>` stays a CSV; and a
  // bank's "Excel" export that is really an HTML table is no CSV either.
  if (!head.trimStart().startsWith('<')) return 'csv'
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
  if (startsWith(bytes, ZIP) || startsWith(bytes, ZIP_EMPTY) || startsWith(bytes, OLE)) return { format: fallback, problem: { code: 'spreadsheet' } }
  // Text in any 8-bit encoding has no zero bytes; a binary file (a video, an archive) does.
  const wide = byteOrderMarkLength(bytes) === 2 || utf16 !== undefined
  if (!wide && bytes.subarray(0, HEAD_BYTES).includes(0)) return { format: fallback, problem: { code: 'unknown' } }
  const format = textFormat(headText(bytes, utf16), fileName)
  return format ? { format } : { format: fallback, problem: { code: 'unknown' } }
}
