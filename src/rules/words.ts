/**
 * A description as a rule reads it: its words, lower-case, without accents or punctuation, and
 * without the reference numbers and dates a bank puts in ("CORNER CUP #1234 06/03" reads
 * `corner cup`). A rule's own text is read the same way, so both sides always agree. Pure.
 */

import type { DescriptionMatch } from './types'

/** A token a bank adds rather than the payee's name: digits with at most a letter or two among them (`#1234`, `06/03`, `2026-06-03`, `T4471`, `12:30`), or a long run of them (`REF0009981234`). */
const REFERENCE = /^[a-z]{0,3}\d[\d/.:-]*$|^\w*\d{4,}\w*$/
const MARKS = /\p{M}+/gu
const SEPARATORS = /[^\p{L}\p{N}#/.:-]+/u
/** Signs at a token's ends (`#1234`, `cup.`): not part of what it says. */
const EDGES = /^[#/.:-]+|[#/.:-]+$/g

/** Anything but printable ASCII: without it, no accents to take off, and every letter and digit is one code unit. */
const BEYOND_ASCII = /[^\x20-\x7e]/

/** The words of `text` that identify, in order. */
export function descriptionWords(text: string | undefined | null): string[] {
  if (!text) return []
  const words: string[] = []
  // Most bank descriptions are ASCII: read in one pass, without normalizing or a regular expression per token.
  if (!BEYOND_ASCII.test(text)) {
    asciiWords(text.toLowerCase(), words)
    return words
  }
  for (const token of text.normalize('NFKD').replace(MARKS, '').toLowerCase().split(SEPARATORS)) {
    const raw = token.replace(EDGES, '')
    if (raw === '' || REFERENCE.test(raw)) continue
    // Punctuation inside a word (`amazon.com`, `o'neil`, `a/b`) splits it; a lone sign is dropped.
    for (const part of raw.split(/[#/.:-]+/)) if (part !== '') words.push(part)
  }
  return words
}

// The one-pass reading of an ASCII description, word for word what the general one gives.
const isDigit = (code: number) => code >= 48 && code <= 57
const isLetter = (code: number) => code >= 97 && code <= 122
/** `#`, `/`, `.`, `:` and `-`: kept inside a token, split on inside a word, dropped at its ends. */
const isSign = (code: number) => code === 35 || code === 47 || code === 46 || code === 58 || code === 45
const isTokenCode = (code: number) => isLetter(code) || isDigit(code) || isSign(code)

function asciiWords(lower: string, words: string[]): void {
  const length = lower.length
  let at = 0
  while (at < length) {
    if (!isTokenCode(lower.charCodeAt(at))) {
      at++
      continue
    }
    let start = at
    while (at < length && isTokenCode(lower.charCodeAt(at))) at++
    let end = at
    while (start < end && isSign(lower.charCodeAt(start))) start++
    while (end > start && isSign(lower.charCodeAt(end - 1))) end--
    if (start === end || isReference(lower, start, end)) continue
    let part = start
    for (let index = start; index <= end; index++) {
      if (index < end && !isSign(lower.charCodeAt(index))) continue
      if (index > part) words.push(lower.slice(part, index))
      part = index + 1
    }
  }
}

/** `REFERENCE` over `lower[start, end)`, a token without signs at its ends. */
function isReference(lower: string, start: number, end: number): boolean {
  // Letters and digits only, with a run of four digits or more.
  let run = 0
  let longRun = false
  let signs = false
  for (let index = start; index < end; index++) {
    const code = lower.charCodeAt(index)
    if (isDigit(code)) longRun ||= ++run >= 4
    else {
      run = 0
      if (isSign(code)) signs = true
    }
  }
  if (longRun && !signs) return true
  // Up to three letters, a digit, then only digits and signs other than `#`.
  let index = start
  while (index < end && index - start <= 3 && isLetter(lower.charCodeAt(index))) index++
  if (index - start > 3 || index >= end || !isDigit(lower.charCodeAt(index))) return false
  for (index++; index < end; index++) {
    const code = lower.charCodeAt(index)
    if (!isDigit(code) && (!isSign(code) || code === 35)) return false
  }
  return true
}

/** The words as one string, for a display key or equality. */
export function descriptionKey(text: string | undefined | null): string {
  return descriptionWords(text).join(' ')
}

/**
 * The words of `text` as the user sees them (their case kept), without the reference numbers and
 * dates: what a rule offered from a transaction calls it ("CORNER CUP #1234 06/03" → "CORNER CUP").
 */
export function descriptionStem(text: string | undefined | null): string {
  if (!text) return ''
  const kept: string[] = []
  for (const raw of text.split(/\s+/)) {
    const folded = raw.normalize('NFKD').replace(MARKS, '').toLowerCase()
    const bare = folded.replace(/[^\p{L}\p{N}#/.:-]+/gu, '').replace(EDGES, '')
    if (bare === '' || REFERENCE.test(bare) || !/\p{L}|\p{N}/u.test(bare)) continue
    kept.push(raw)
  }
  return kept.join(' ').trim()
}

/** Whether the words `rule` (a rule's text, read) are found in `words` (a description, read) as `match` asks. */
export function wordsMatch(match: DescriptionMatch, rule: readonly string[], words: readonly string[]): boolean {
  if (rule.length === 0) return false
  if (match === 'notContains') return !wordsMatch('contains', rule, words)
  if (match === 'anyWord') return rule.some((word) => words.includes(word))
  if (match === 'is') return rule.length === words.length && startsAt(rule, words, 0)
  if (match === 'startsWith') return startsAt(rule, words, 0)
  for (let at = 0; at + rule.length <= words.length; at++) if (startsAt(rule, words, at)) return true
  return false
}

function startsAt(rule: readonly string[], words: readonly string[], at: number): boolean {
  if (at + rule.length > words.length) return false
  for (let index = 0; index < rule.length; index++) if (rule[index] !== words[at + index]) return false
  return true
}
