/**
 * A statement's bytes as text. A byte order mark decides; else the user's choice; else what the
 * file declares (an XML declaration, an OFX 1.x header); else the account's remembered encoding
 * when the bytes fit it; else strict UTF-8, and Windows-1252 when the bytes are not UTF-8. No detector library: one was rejected by a peer as guessing wrong, and the fallback is
 * what works for banks' exports (RESEARCH.md, "Statement import").
 */
import { byteOrderMarkLength } from './sniff'
import type { StatementEncoding } from './types'

/** The text of a file and the encoding it was read with. */
export interface DecodedStatement {
  /** Without the byte order mark. */
  text: string
  encoding: StatementEncoding
  source: EncodingSource
}

/**
 * Windows-1252's characters at bytes 0x80–0x9F. Browsers decode them so; Node since 20.18.3 and
 * 22.13.0 gives the C1 control characters instead (nodejs/node#60888), so a server or test run
 * would read `€` as U+0080. Mapping them after decoding changes nothing where decoding was right.
 */
const WINDOWS_1252_HIGH: Record<string, string> = Object.fromEntries(
  [
    [0x80, 0x20ac],
    [0x82, 0x201a],
    [0x83, 0x0192],
    [0x84, 0x201e],
    [0x85, 0x2026],
    [0x86, 0x2020],
    [0x87, 0x2021],
    [0x88, 0x02c6],
    [0x89, 0x2030],
    [0x8a, 0x0160],
    [0x8b, 0x2039],
    [0x8c, 0x0152],
    [0x8e, 0x017d],
    [0x91, 0x2018],
    [0x92, 0x2019],
    [0x93, 0x201c],
    [0x94, 0x201d],
    [0x95, 0x2022],
    [0x96, 0x2013],
    [0x97, 0x2014],
    [0x98, 0x02dc],
    [0x99, 0x2122],
    [0x9a, 0x0161],
    [0x9b, 0x203a],
    [0x9c, 0x0153],
    [0x9e, 0x017e],
    [0x9f, 0x0178],
  ].map(([byte, code]) => [String.fromCharCode(byte!), String.fromCharCode(code!)]),
)

function decodeAs(bytes: Uint8Array, encoding: StatementEncoding, fatal = false): string {
  const text = new TextDecoder(encoding, { fatal }).decode(bytes)
  return encoding === 'windows-1252' ? text.replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char] ?? char) : text
}

/** The encoding a byte order mark names, if the file starts with one. */
function encodingOfMark(bytes: Uint8Array): StatementEncoding | undefined {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8'
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le'
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be'
  return undefined
}

/** Labels files use for the encodings bookkit reads; Latin-1 and ASCII are read as their superset Windows-1252, as browsers do. */
function encodingOfLabel(label: string): StatementEncoding | undefined {
  const name = label.trim().toLowerCase().replace(/_/g, '-')
  if (name === 'utf-8' || name === 'utf8') return 'utf-8'
  if (/^(windows-1252|cp-?1252|1252|iso-8859-1|8859-1|latin-?1|l1|us-?ascii|ascii)$/.test(name)) return 'windows-1252'
  if (/^(iso-8859-15|8859-15|latin-?9|l9)$/.test(name)) return 'iso-8859-15'
  return undefined
}

/**
 * What the file says it is written in: `encoding="…"` of an XML declaration at its start, or an
 * OFX 1.x header's `ENCODING:` (UTF-8) and `CHARSET:` (a code page), read from the first bytes
 * as ASCII, which every such header is.
 */
export function declaredEncoding(bytes: Uint8Array): StatementEncoding | undefined {
  const head = String.fromCharCode(...bytes.subarray(0, 1024))
  const xml = /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([^"']+)["']/.exec(head)
  if (xml) return encodingOfLabel(xml[1]!)
  if (!/^\s*OFXHEADER\s*:/.test(head)) return undefined
  const header = head.slice(0, head.indexOf('<') < 0 ? head.length : head.indexOf('<'))
  // Blanks of the field's own line before its name (`\s` without line breaks): a `\s*` there would
  // cross blank lines, and be tried again from the start of every one of them.
  const encoding = /^[^\S\n\r\u2028\u2029]*ENCODING\s*:\s*(\S+)/m.exec(header)?.[1]?.toUpperCase()
  if (encoding === 'UTF-8' || encoding === 'UNICODE') return 'utf-8'
  const charset = /^[^\S\n\r\u2028\u2029]*CHARSET\s*:\s*(\S+)/m.exec(header)?.[1]
  return charset && charset.toUpperCase() !== 'NONE' ? encodingOfLabel(charset) : undefined
}

/** How a file's encoding was settled: its byte order mark, the user's choice for this file, the account's remembered encoding (which the bytes fit), or the file's declaration and bytes. */
type EncodingSource = 'byteOrderMark' | 'choice' | 'remembered' | 'detected'

/**
 * Decodes a statement. A byte order mark decides over everything, the user's choice included: a
 * mark is the file saying for certain how it is written, and any other reading of it is garbled.
 * Then `given` (the user's choice for this file) overrides the rest. Without it, a file that
 * declares its encoding (an XML declaration, an OFX header) is read as it says (see below);
 * else `remembered` (the account's last encoding) is a first guess, kept only when the bytes fit
 * it (`fitsEncoding`); else bytes that are valid UTF-8 (or mostly: a broken byte among many valid
 * characters) are read as UTF-8, and Windows-1252 otherwise.
 *
 * Valid UTF-8 wins over a declared single-byte charset because many banks write the OFX header
 * `CHARSET:1252` as boilerplate above UTF-8 text, while text really in Windows-1252 is almost
 * never valid UTF-8 by chance (it would take pairs like `Ã©`). Where both read the bytes alike
 * (plain ASCII), the declared encoding is reported.
 */
export function decodeStatement(bytes: Uint8Array, given?: StatementEncoding, remembered?: StatementEncoding): DecodedStatement {
  const mark = encodingOfMark(bytes)
  if (mark) return { text: decodeAs(bytes.subarray(byteOrderMarkLength(bytes)), mark), encoding: mark, source: 'byteOrderMark' }
  if (given) return { text: decodeAs(bytes, given), encoding: given, source: 'choice' }
  const declared = declaredEncoding(bytes)
  if (!declared && remembered && fitsEncoding(bytes, remembered))
    return { text: decodeAs(bytes, remembered), encoding: remembered, source: 'remembered' }
  return { ...detected(bytes, declared), source: 'detected' }
}

/** The encoding of a file that names none but perhaps by declaration (see `decodeStatement`). */
function detected(bytes: Uint8Array, declared: StatementEncoding | undefined): Omit<DecodedStatement, 'source'> {
  const utf8 = strictUtf8(bytes)
  // As many characters as bytes: plain ASCII, read alike by both (a count, not a pass over 30 MB of bytes in one task).
  if (utf8 !== undefined) return { text: utf8, encoding: declared && utf8.length === bytes.length ? declared : 'utf-8' }
  const damaged = mostlyUtf8(bytes)
  if (damaged !== undefined) return { text: damaged, encoding: 'utf-8' }
  const fallback = declared === 'iso-8859-15' ? 'iso-8859-15' : 'windows-1252'
  return { text: decodeAs(bytes, fallback), encoding: fallback }
}

function strictUtf8(bytes: Uint8Array): string | undefined {
  try {
    return decodeAs(bytes, 'utf-8', true)
  } catch {
    return undefined
  }
}

/** Bytes Windows-1252 leaves undefined: no text written in it has them. */
const WINDOWS_1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d])
/** Characters of a UTF-16 statement's start looked at for the share of Latin text. */
const UTF16_SAMPLE = 32 * 1024

/**
 * Whether the bytes are plausibly text in `encoding`, for a remembered encoding to be kept:
 * UTF-8 strictly valid; Windows-1252 without its undefined bytes, ISO 8859-15 without C1
 * controls, and neither when the bytes are valid UTF-8 with characters beyond ASCII (that file is
 * UTF-8); UTF-16 of even length, valid, and mostly Latin characters (ASCII read as UTF-16 pairs
 * its letters into CJK-looking characters).
 */
export function fitsEncoding(bytes: Uint8Array, encoding: StatementEncoding): boolean {
  switch (encoding) {
    case 'utf-8':
      return strictUtf8(bytes) !== undefined
    case 'windows-1252':
    case 'iso-8859-15': {
      let beyondAscii = false
      for (const byte of bytes) {
        if (byte < 0x80) continue
        beyondAscii = true
        if (encoding === 'windows-1252' ? WINDOWS_1252_UNDEFINED.has(byte) : byte < 0xa0) return false
      }
      return !beyondAscii || strictUtf8(bytes) === undefined
    }
    case 'utf-16le':
    case 'utf-16be': {
      if (bytes.length % 2 !== 0) return false
      let text: string
      try {
        text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(0, UTF16_SAMPLE * 2), { stream: true })
      } catch {
        return false
      }
      let latin = 0
      for (let index = 0; index < text.length; index++) if (text.charCodeAt(index) < 0x250) latin += 1
      return text.length > 0 && latin * 2 >= text.length
    }
    default:
      return encoding satisfies never
  }
}

/**
 * The text of bytes that are UTF-8 but for a few broken bytes (a file cut and pasted, one byte
 * lost): more characters read as valid multi-byte UTF-8 than bytes that are not. Each broken one
 * becomes U+FFFD, where Windows-1252 would turn every `é` of the file into `Ã©`. Text really in
 * Windows-1252 almost never has a valid multi-byte sequence at all (it would take `Ã` before a
 * symbol), and has one invalid byte for each of its accents, so it stays `undefined`.
 */
function mostlyUtf8(bytes: Uint8Array): string | undefined {
  const text = new TextDecoder('utf-8').decode(bytes)
  let broken = 0
  let multiByte = 0
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (code === 0xfffd) broken += 1
    else if (code > 0x7f) multiByte += 1
  }
  return multiByte > broken ? text : undefined
}
