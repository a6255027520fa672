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

import { readText, type Reading } from './reader'

export { readText, type Reading }

/** How many of a reading's words identify: the number words after its last name word (a till's or a shop's number) do not. */
function identifying(reading: Reading): number {
  let count = reading.words.length
  while (count > 0 && reading.numbers?.[count - 1]) count--
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
 * 06/03" → "CORNER CUP", "7-ELEVEN #33" → "7-ELEVEN"). Tokens are kept whole, so its words are
 * `text`'s `descriptionWords` (a number glued to the last word stays: "7-ELEVEN#33").
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
    // The tokens of one run of the text without spaces are kept whole, with what joins them
    // (`O'NEIL`, `amazon.com`): a token cut could read differently (`ix1#2` is a word, `ix1` a reference).
    let spaced = next < 0
    for (let at = end; !spaced && at < next; at++) spaced = SPACE.test(text[at] as string)
    if (!spaced) continue
    pieces.push(text.slice(reading.starts[first], end))
    first = index + 1
  }
  return pieces.join(' ')
}
