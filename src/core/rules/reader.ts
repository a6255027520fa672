/**
 * The word reader (the rules of reading are in `words.ts`' comment): folds a text (`fold.ts`),
 * then walks it once, token by token, keeping what it holds in a few numbers. Its state lives in
 * this module between the calls of one reading (a reading calls out to nothing), so reading
 * 50,000 descriptions allocates their words and little else.
 */
import { asciiUnit, CLASSES, foldCharacter } from './fold'

// This module's own constants: the inner loop reads them, and a test runner's module transform
// turns every read of an imported name into a property read (three times slower under Vitest).
const { ALONE, CONTINUES, DIGIT, LETTER, MARK, SEPARATOR, SIGN } = CLASSES

/** A text read: its words in order, and which are numbers rather than names. */
export interface Reading {
  words: string[]
  /** Whether each word is a number word (one to three digits); `undefined` when none is. */
  numbers: boolean[] | undefined
  /** Where the token holding each word starts and ends in the text read, signs at its ends left out (given when asked for). */
  starts: number[]
  ends: number[]
}

const ASCII_UNITS = Uint8Array.from({ length: 128 }, (_, code) => asciiUnit(code))
const HASH = 35

/** The units of the text being read (one per code unit of the folded text), kept between readings. */
let scratch: Uint8Array = new Uint8Array(256)
function unitsFor(length: number): Uint8Array {
  if (scratch.length < length) {
    const grown = new Uint8Array(Math.max(length, scratch.length * 2))
    grown.set(scratch)
    scratch = grown
  }
  return scratch
}

/** The places of a reading that did not ask for them: never written to. */
const NO_PLACES: number[] = Object.freeze([]) as unknown as number[]

// The reading under way.
let folded = ''
let units: Uint8Array = scratch
let reading: Reading = { words: [], numbers: undefined, starts: [], ends: [] }
/** Per folded code unit, the text's character it comes from (its start and end); `undefined` when places are not asked for. */
let from: number[] | undefined
let to: number[] | undefined
let asIs = false
/** The token under way (in folded units). */
let tokenStart = 0
let tokenEnd = 0

/** Reads `text` into its words; with `places`, where each is in it. */
export function readText(text: string | undefined | null, places = false): Reading {
  const read: Reading = { words: [], numbers: undefined, starts: places ? [] : NO_PLACES, ends: places ? [] : NO_PLACES }
  if (!text) return read
  reading = read
  from = to = undefined
  if (!foldAscii(text)) foldText(text, places)
  else asIs = places
  walk()
  folded = ''
  return read
}

/** Most bank descriptions are ASCII: lower case is their folding, and a table gives each unit. `false` for a text beyond ASCII. */
function foldAscii(text: string): boolean {
  const length = text.length
  const at = unitsFor(length)
  for (let index = 0; index < length; index++) {
    const code = text.charCodeAt(index)
    if (code >= 0x80) return false
    at[index] = ASCII_UNITS[code] as number
  }
  units = at
  folded = text.toLowerCase()
  return true
}

function foldText(text: string, places: boolean): void {
  let length = 0
  let at = unitsFor(text.length * 2)
  // The folded text in pieces, joined once: runs of ASCII as they are (lower-cased), each other character folded.
  const pieces: string[] = []
  let asciiFrom = 0
  if (places) {
    from = []
    to = []
  }
  asIs = false
  for (let index = 0; index < text.length;) {
    const code = text.codePointAt(index) as number
    if (code < 0x80) {
      if (length + 1 > at.length) at = unitsFor(2 * (length + 1))
      at[length++] = ASCII_UNITS[code] as number
      from?.push(index)
      to?.push(index + 1)
      index++
      continue
    }
    if (asciiFrom < index) pieces.push(text.slice(asciiFrom, index).toLowerCase())
    const size = code > 0xffff ? 2 : 1
    const character = foldCharacter(code)
    // An accent taken off belongs to the character before it.
    if (character.text === '' && to && to.length > 0) to[to.length - 1] = index + size
    if (length + character.text.length > at.length) at = unitsFor(2 * (length + character.text.length))
    for (let unit = 0; unit < character.text.length; unit++) {
      let kind = character.units[unit] as number
      // A mark kept belongs to the character before it: a word alone's, or a letter's (with none, it is one).
      if (kind === MARK) kind = length > 0 && (at[length - 1] === ALONE || at[length - 1] === CONTINUES) ? CONTINUES : LETTER
      at[length++] = kind
      from?.push(index)
      to?.push(index + size)
    }
    pieces.push(character.text)
    index += size
    asciiFrom = index
  }
  if (asciiFrom < text.length) pieces.push(text.slice(asciiFrom).toLowerCase())
  units = at
  folded = pieces.join('')
}

const isTokenUnit = (unit: number) => unit === LETTER || unit === DIGIT || unit === SIGN

function walk(): void {
  const kinds = units // a local: read in the loop below
  const length = folded.length
  let at = 0
  while (at < length) {
    const unit = kinds[at]
    if (unit === ALONE) {
      const start = at
      for (at++; at < length && kinds[at] === CONTINUES; at++);
      tokenStart = start
      tokenEnd = at
      word(start, at, false)
    } else if (unit === SEPARATOR || unit === CONTINUES) at++
    else {
      const start = at
      for (at++; at < length && isTokenUnit(kinds[at] as number); at++);
      token(start, at)
    }
  }
}

function token(start: number, end: number): void {
  const kinds = units // a local: read in the loop below
  while (start < end && kinds[start] === SIGN) start++
  while (end > start && kinds[end - 1] === SIGN) end--
  if (start === end || isReference(start, end)) return
  tokenStart = start
  tokenEnd = end
  let part = start
  for (let index = start; index <= end; index++) {
    if (index < end && kinds[index] !== SIGN) continue
    if (index > part) partOf(part, index)
    part = index + 1
  }
}

/** Up to three letters, a digit, then only digits and signs other than `#`; but not one to three digits alone (a number word). */
function isReference(start: number, end: number): boolean {
  const kinds = units // a local: read in the loop below
  let index = start
  while (index < end && kinds[index] === LETTER && index - start <= 3) index++
  if (index - start > 3 || index >= end || kinds[index] !== DIGIT) return false
  let digitsOnly = index === start
  for (index++; index < end; index++) {
    const unit = kinds[index]
    if (unit === DIGIT) continue
    if (unit !== SIGN || folded.charCodeAt(index) === HASH) return false
    digitsOnly = false
  }
  return !(digitsOnly && end - start <= 3)
}

/** A part of a token between signs: dropped with a run of four digits, else a number, a number and a name, or a name. */
function partOf(start: number, end: number): void {
  const kinds = units // a local: read in the loop below
  let run = 0
  let leading = -1
  for (let index = start; index < end; index++) {
    if (kinds[index] !== DIGIT) {
      if (leading < 0) leading = index - start
      run = 0
    } else if (++run >= 4) return
  }
  if (leading < 0) word(start, end, true)
  else if (leading === 0) word(start, end, false)
  else {
    word(start, start + leading, true)
    word(start + leading, end, false)
  }
}

function word(start: number, end: number, number: boolean): void {
  const { words } = reading
  if (number) (reading.numbers ??= Array.from({ length: words.length }, () => false)).push(true)
  else reading.numbers?.push(false)
  words.push(folded.slice(start, end))
  if (from && to) {
    reading.starts.push(from[tokenStart] as number)
    reading.ends.push(to[tokenEnd - 1] as number)
  } else if (asIs) {
    reading.starts.push(tokenStart)
    reading.ends.push(tokenEnd)
  }
}
