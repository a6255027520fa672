/**
 * A text's tokens as an invoice number is found in it: folded the way a rule folds a word
 * (`src/core/rules/fold.ts`: case, accents, compatibility forms, digits of every script as ASCII), and cut
 * only where a separator is (spaces, punctuation other than `#`, `/`, `.`, `:` and `-`), so
 * "INV-1042" stays one token where a rule's reader would drop it as a bank's reference. Signs at a
 * token's ends are not part of it ("#1042" is "1042"). One pass over the text. Pure.
 */
import { asciiUnit, CLASSES, foldCharacter } from '../rules/fold'

const { DIGIT, LETTER, SEPARATOR, SIGN } = CLASSES
const ASCII_UNITS = Uint8Array.from({ length: 128 }, (_, code) => asciiUnit(code))

/** The folded tokens of `text`, in order. */
export function numberTokens(text: string | undefined | null): string[] {
  const tokens: string[] = []
  if (!text) return tokens
  if (asciiTokens(text, tokens)) return tokens
  let token = ''
  let units: number[] = []
  const close = () => {
    let first = 0
    let last = units.length
    while (first < last && units[first] === SIGN) first++
    while (last > first && units[last - 1] === SIGN) last--
    if (last > first) tokens.push(token.slice(first, last))
    token = ''
    units = []
  }
  for (const character of text) {
    const code = character.codePointAt(0) as number
    if (code < 0x80) {
      const unit = ASCII_UNITS[code] as number
      if (unit === SEPARATOR) close()
      else {
        token += character.toLowerCase()
        units.push(unit)
      }
      continue
    }
    const folded = foldCharacter(code)
    for (let index = 0; index < folded.units.length; index++) {
      const unit = folded.units[index] as number
      if (unit === SEPARATOR) close()
      else {
        token += folded.text[index]
        units.push(unit)
      }
    }
  }
  close()
  return tokens
}

/** Most descriptions are ASCII: their tokens are slices of the text in lower case. `false` (and nothing added) for a text beyond ASCII. */
function asciiTokens(text: string, tokens: string[]): boolean {
  const length = text.length
  for (let index = 0; index < length; index++) if (text.charCodeAt(index) >= 0x80) return false
  const lower = text.toLowerCase()
  let index = 0
  while (index < length) {
    while (index < length && ASCII_UNITS[lower.charCodeAt(index)] !== DIGIT && ASCII_UNITS[lower.charCodeAt(index)] !== LETTER) index++
    const start = index
    let end = index
    while (index < length && ASCII_UNITS[lower.charCodeAt(index)] !== SEPARATOR) {
      if (ASCII_UNITS[lower.charCodeAt(index)] !== SIGN) end = index + 1
      index++
    }
    if (end > start) tokens.push(lower.slice(start, end))
  }
  return true
}

/** Whether a folded token is digits alone. */
export function isDigits(token: string): boolean {
  if (token === '') return false
  for (let index = 0; index < token.length; index++) if (asciiUnit(token.charCodeAt(index)) !== DIGIT) return false
  return true
}

/**
 * The digits of a folded invoice number when they are one run of at least three ("inv-1042" →
 * "1042"): what a payer may write alone. `undefined` for a number with fewer digits, or digits in
 * two places ("2026-1042" could be either).
 */
export function numberDigits(tokens: readonly string[]): string | undefined {
  let digits: string | undefined
  for (const token of tokens) {
    let index = 0
    while (index < token.length) {
      if (asciiUnit(token.charCodeAt(index)) !== DIGIT) {
        index++
        continue
      }
      const start = index
      while (index < token.length && asciiUnit(token.charCodeAt(index)) === DIGIT) index++
      if (digits !== undefined) return undefined
      digits = token.slice(start, index)
    }
  }
  return digits !== undefined && digits.length >= 3 ? digits : undefined
}
