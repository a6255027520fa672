/**
 * A description as a rule reads it, and a rule's own text read the same way, so both sides always
 * agree. Pure, and one pass over the text (a state machine: no regular expression runs on it).
 *
 * - Characters are folded (`fold.ts`): compatibility forms (ﬁ → fi, full-width letters), full case
 *   folding, accents off, and letters that do not decompose as people type them (ł → l, ß → ss,
 *   ı and İ → i, þ → th…): `KAPALIÇARŞI` reads as "Kapalıçarşı", `LODZ` as "Łódź".
 * - Words are runs of letters and digits; `#`, `/`, `.`, `:` and `-` inside one split it
 *   (`amazon.com` → `amazon` `com`), anything else separates. In scripts written without spaces
 *   (Han, kana, Thai, Lao, Khmer, Myanmar) each character (with its marks) is a word of its own, so
 *   words in order are a substring: "contains スターバックス" finds "スターバックス渋谷店".
 * - References a bank adds are dropped: a token of up to three letters then only digits and signs
 *   (`#1234`, `06/03`, `2026-06-03`, `T4471`, `12:30`, `7-11`), or a part with a run of four digits
 *   or more (`REF0009981234`). Digits of every script count (`#١٢٣٤` is a reference).
 * - One to three digits standing alone (`33` of `#33`), or leading a word (`7eleven` → `7`
 *   `eleven`), are a *number* word; every other word is a *name* word.
 *
 * A rule's words are all required; a description's number words are optional. A rule's text is
 * found at a place of a description when it equals a stretch of the description's words with some
 * of the stretch's number words left out: `7-Eleven` (`7` `eleven`) is found in `7-ELEVEN`,
 * `7ELEVEN` and `7 ELEVEN #33`, not in `ELEVEN`; `Corner Cup Paris` in `CORNER CUP 12 PARIS`.
 * A text without a name word names nothing (a rule of `12` matches nothing).
 */

import { ALONE, CONTINUES, DIGIT, LETTER, MARK, SEPARATOR, SIGN, asciiUnit, foldCharacter } from './fold'

/** A text read: its words in order, and which are numbers rather than names. */
export interface Reading {
  words: string[]
  /** Whether each word is a number word (one to three digits). */
  numbers: boolean[]
  /** Where each word starts and ends in the text read (given when asked for). */
  starts: number[]
  ends: number[]
}

/** Anything but printable ASCII: without it, nothing to fold, and every character is one code unit. */
const BEYOND_ASCII = /[^\x20-\x7e]/
const ASCII_UNITS = Uint8Array.from({ length: 128 }, (_, code) => asciiUnit(code))
const HASH = 35

/** The units of the text being read (one per code unit of the folded text), kept between readings. */
let scratch = new Uint8Array(256)
function unitsFor(length: number): Uint8Array {
  if (scratch.length < length) {
    const grown = new Uint8Array(Math.max(length, scratch.length * 2))
    grown.set(scratch)
    scratch = grown
  }
  return scratch
}

/** Reads `text` into its words; with `places`, where each is in it. */
export function readText(text: string | undefined | null, places = false): Reading {
  const reading: Reading = { words: [], numbers: [], starts: [], ends: [] }
  if (!text) return reading
  if (!BEYOND_ASCII.test(text)) {
    // Most bank descriptions are ASCII: lower case is their folding, and a table gives each unit.
    const at = unitsFor(text.length)
    for (let index = 0; index < text.length; index++) at[index] = ASCII_UNITS[text.charCodeAt(index)] as number
    new Reader(text.toLowerCase(), at, places ? null : undefined, reading).read()
    return reading
  }
  const folded = foldText(text, places)
  new Reader(folded.text, folded.units, places ? folded : undefined, reading).read()
  return reading
}

interface FoldedText {
  text: string
  units: Uint8Array
  /** Per folded code unit, the text's character it comes from: its start and end. */
  from: number[]
  to: number[]
}

function foldText(text: string, places: boolean): FoldedText {
  let folded = ''
  let length = 0
  let at = unitsFor(text.length * 2)
  const from: number[] = []
  const to: number[] = []
  for (let index = 0; index < text.length;) {
    const code = text.codePointAt(index) as number
    const size = code > 0xffff ? 2 : 1
    const character = code < 0x80 ? undefined : foldCharacter(code)
    const piece = character ? character.text : text[index]!.toLowerCase()
    if (piece === '' && places && to.length > 0) to[to.length - 1] = index + size // an accent taken off belongs to the letter before it
    if (length + piece.length > at.length) at = unitsFor(2 * (length + piece.length))
    for (let unit = 0; unit < piece.length; unit++) {
      let kind = character ? (character.units[unit] as number) : (ASCII_UNITS[code] as number)
      // A mark kept belongs to the character before it: a word alone's, or a letter's (with none, it is one).
      if (kind === MARK) kind = length > 0 && (at[length - 1] === ALONE || at[length - 1] === CONTINUES) ? CONTINUES : LETTER
      at[length++] = kind
      if (places) {
        from.push(index)
        to.push(index + size)
      }
    }
    folded += piece
    index += size
  }
  return { text: folded, units: at, from, to }
}

/** One reading of a folded text: tokens, then words, as the module comment says. */
class Reader {
  constructor(
    readonly text: string,
    readonly units: Uint8Array,
    /** Where the folded units come from: `undefined` not asked, `null` the text itself. */
    readonly places: FoldedText | null | undefined,
    readonly reading: Reading,
  ) {}

  read(): void {
    const { text, units } = this
    const length = text.length
    let at = 0
    while (at < length) {
      const unit = units[at]
      if (unit === ALONE) {
        const start = at
        for (at++; at < length && units[at] === CONTINUES; at++);
        this.word(start, at, false)
      } else if (unit === SEPARATOR || unit === CONTINUES) at++
      else {
        const start = at
        for (at++; at < length && isTokenUnit(units[at] as number); at++);
        this.token(start, at)
      }
    }
  }

  token(start: number, end: number): void {
    const { units } = this
    while (start < end && units[start] === SIGN) start++
    while (end > start && units[end - 1] === SIGN) end--
    if (start === end || this.isReference(start, end)) return
    let part = start
    for (let index = start; index <= end; index++) {
      if (index < end && units[index] !== SIGN) continue
      if (index > part) this.part(part, index)
      part = index + 1
    }
  }

  /** Up to three letters, a digit, then only digits and signs other than `#`; but not one to three digits alone (a number word). */
  isReference(start: number, end: number): boolean {
    const { units, text } = this
    let index = start
    while (index < end && units[index] === LETTER && index - start <= 3) index++
    if (index - start > 3 || index >= end || units[index] !== DIGIT) return false
    let digitsOnly = index === start
    for (index++; index < end; index++) {
      const unit = units[index]
      if (unit === DIGIT) continue
      if (unit !== SIGN || text.charCodeAt(index) === HASH) return false
      digitsOnly = false
    }
    return !(digitsOnly && end - start <= 3)
  }

  /** A part of a token between signs: dropped with a run of four digits, else a number, a number and a name, or a name. */
  part(start: number, end: number): void {
    const { units } = this
    let run = 0
    let leading = -1
    for (let index = start; index < end; index++) {
      if (units[index] !== DIGIT) {
        if (leading < 0) leading = index - start
        run = 0
      } else if (++run >= 4) return
    }
    if (leading < 0) this.word(start, end, true)
    else if (leading === 0) this.word(start, end, false)
    else {
      this.word(start, start + leading, true)
      this.word(start + leading, end, false)
    }
  }

  word(start: number, end: number, number: boolean): void {
    const { reading, places } = this
    reading.words.push(this.text.slice(start, end))
    reading.numbers.push(number)
    if (places === undefined) return
    reading.starts.push(places ? (places.from[start] as number) : start)
    reading.ends.push(places ? (places.to[end - 1] as number) : end)
  }
}

const isTokenUnit = (unit: number) => unit === LETTER || unit === DIGIT || unit === SIGN

/** How many of a reading's words identify: the number words after its last name word (a till's or a shop's number) do not. */
function identifying(reading: Reading): number {
  let count = reading.words.length
  while (count > 0 && reading.numbers[count - 1]) count--
  return count
}

/** The words of `text` that identify it, in order: what a rule made from it would name. */
export function descriptionWords(text: string | undefined | null): string[] {
  const reading = readText(text)
  return reading.words.slice(0, identifying(reading))
}

/** The words as one string, for a display key or equality (`7 ELEVEN #33` and `7-Eleven` are `7 eleven`). */
export function descriptionKey(text: string | undefined | null): string {
  return descriptionWords(text).join(' ')
}

const SPACE = /\s/

/**
 * The words of `text` as the user sees them (their case kept), without the reference numbers,
 * dates and trailing numbers: what a rule offered from a transaction calls it ("CORNER CUP #1234
 * 06/03" → "CORNER CUP", "7-ELEVEN #33" → "7-ELEVEN"). Its words are `text`'s `descriptionWords`.
 */
export function descriptionStem(text: string | undefined | null): string {
  if (!text) return ''
  const reading = readText(text, true)
  const count = identifying(reading)
  const pieces: string[] = []
  let first = 0
  for (let index = 0; index < count; index++) {
    const end = reading.ends[index] as number
    const next = index + 1 < count ? (reading.starts[index + 1] as number) : -1
    // The words of one run of the text without spaces are kept with what joins them (`O'NEIL`, `amazon.com`).
    let spaced = next < 0
    for (let at = end; !spaced && at < next; at++) spaced = SPACE.test(text[at] as string)
    if (!spaced) continue
    pieces.push(text.slice(reading.starts[first], end))
    first = index + 1
  }
  return pieces.join(' ')
}
