/**
 * One character as a rule reads it: folded (compatibility decomposition, full case folding, accents
 * off, letters that do not decompose as people type them) and sorted into what the word reader
 * needs to know of it. Worked out once per character and remembered, so a text is read in one pass
 * with a table look-up per character. Pure.
 */

// What a folded unit is to the word reader (numbers, not an enum: read in the reader's inner loop).
/** Between words: spaces, punctuation other than the signs, symbols. */
const SEPARATOR = 0
/** Part of a word: a letter, a number that is not a decimal digit, a mark kept. */
const LETTER = 1
/** A decimal digit of any script, read as its ASCII digit. */
const DIGIT = 2
/** `#`, `/`, `.`, `:` or `-` (and the dashes that mean `-`): kept inside a token, split on inside a word. */
const SIGN = 3
/** A character of a script written without spaces: a word of its own. */
const ALONE = 4
/** The rest of the character before it (a mark kept, or the second half of a surrogate pair): joins its word. */
const CONTINUES = 5
/** A mark kept: it continues the character before it (a word alone or a letter), resolved by the reader that knows it. */
const MARK = 6
/** One of the above. */
export type Unit = 0 | 1 | 2 | 3 | 4 | 5 | 6
/** The kinds of unit by name, for the reader (one object: a namespace import would cost the bundle a runtime helper). */
export const CLASSES = { SEPARATOR, LETTER, DIGIT, SIGN, ALONE, CONTINUES, MARK } as const

/** A character folded: the code units it reads as and what each is. */
export interface Folded {
  text: string
  units: readonly Unit[]
}

/** Letters without a decomposition, folded as people type them without the key for them. */
const AS_TYPED: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ı: 'i',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ħ: 'h',
  ŧ: 't',
  ς: 'σ',
  ŀ: 'l',
  ƒ: 'f',
  ĸ: 'k',
  ŋ: 'n',
  ɨ: 'i',
  ƀ: 'b',
  ɓ: 'b',
  ɗ: 'd',
  ǥ: 'g',
  ɍ: 'r',
  ʉ: 'u',
  ɏ: 'y',
  ƶ: 'z',
}

/**
 * Marks that are accents on a letter, taken off: Latin, Greek and Cyrillic diacritics, Hebrew
 * points and Arabic vowel signs. Other marks (the vowel signs of Indic or Thai scripts, the
 * Japanese voicing marks) are part of their letter and kept.
 */
const ACCENTS: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x0483, 0x0489],
  [0x0591, 0x05c7],
  [0x0610, 0x061a],
  [0x064b, 0x065f],
  [0x0670, 0x0670],
  [0x06d6, 0x06ed],
  [0x1ab0, 0x1aff],
  [0x1dc0, 0x1dff],
  [0x20d0, 0x20ff],
  [0xfe20, 0xfe2f],
]
const isAccent = (code: number) => ACCENTS.some(([first, last]) => code >= first && code <= last)
const MARKS = /\p{M}/u
const DECIMAL = /\p{Nd}/u
/** Han, kana, Thai, Lao, Khmer and Myanmar: written without spaces between words. */
const WITHOUT_SPACES = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Thai}\p{scx=Lao}\p{scx=Khmer}\p{scx=Myanmar}]/u
const WORD = /[\p{L}\p{N}]/u
/** Hyphens, dashes between digits and the minus sign: `-` to the reader. */
const DASH = /[\u2010-\u2015\u2212\ufe63]/u

/** The value of decimal digit `code`: Unicode assigns them in runs of ten, 0 to 9. */
function digitValue(code: number): number {
  let first = code
  while (first > 0 && DECIMAL.test(String.fromCodePoint(first - 1))) first--
  return (code - first) % 10
}

const known = new Map<number, Folded>()
/** Distinct characters remembered before the memory starts again: a text of every character cannot grow it without end. */
const KNOWN_LIMIT = 50_000

/** Code point `code` (beyond ASCII) folded. */
export function foldCharacter(code: number): Folded {
  let folded = known.get(code)
  if (folded === undefined) {
    if (known.size >= KNOWN_LIMIT) known.clear()
    known.set(code, (folded = fold(code)))
  }
  return folded
}

function fold(code: number): Folded {
  // Upper then lower case folds what lower case alone does not (ſ, ς, ϐ, ß → ss); NFKD again after, as casing can compose.
  const cased = String.fromCodePoint(code).normalize('NFKD').toUpperCase().toLowerCase().normalize('NFKD')
  let text = ''
  const units: Unit[] = []
  for (const character of cased) {
    const point = character.codePointAt(0) as number
    if (point < 0x80) {
      const unit = asciiUnit(point)
      text += unit === LETTER ? character.toLowerCase() : character
      units.push(unit)
      continue
    }
    if (MARKS.test(character)) {
      if (isAccent(point)) continue
      text += character
      units.push(...repeat(MARK, character.length))
      continue
    }
    const typed = AS_TYPED[character]
    if (typed !== undefined) {
      text += typed
      for (let index = 0; index < typed.length; index++) units.push(LETTER)
      continue
    }
    if (DECIMAL.test(character)) {
      text += String(digitValue(point))
      units.push(DIGIT)
    } else if (DASH.test(character)) {
      text += '-'
      units.push(SIGN)
    } else if (WITHOUT_SPACES.test(character) && WORD.test(character)) {
      text += character
      units.push(ALONE, ...repeat(CONTINUES, character.length - 1))
    } else if (WORD.test(character)) {
      text += character
      units.push(...repeat(LETTER, character.length))
    } else {
      text += character
      units.push(...repeat(SEPARATOR, character.length))
    }
  }
  return { text, units }
}

const repeat = (unit: Unit, count: number): Unit[] => Array.from({ length: count }, () => unit)

/** What an ASCII character is (upper case letters included). */
export function asciiUnit(code: number): Unit {
  if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90)) return LETTER
  if (code >= 48 && code <= 57) return DIGIT
  if (code === 35 || code === 47 || code === 46 || code === 58 || code === 45) return SIGN
  return SEPARATOR
}
