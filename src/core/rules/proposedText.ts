/**
 * The words a rule made from one transaction should name: those its payee's transactions repeat.
 * "Oakhill Properties LLC rent May" never matches June's rent; "Oakhill Properties LLC rent" matches
 * every month's. Read once per description with the one-pass reader (`reader.ts`), no regular
 * expression: references, dates and amounts are number words or references there and never named;
 * month names are left out too; and where the history holds descriptions like this one, a word
 * most of them lack (a month, an invoice's name) is left out of the proposal.
 */
import { readText, type Reading } from './reader'

/** Month names and their usual short forms as the reader folds them (English, as bank feeds write them). */
const MONTHS = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
)

/** The most words a proposal looks at: a payee is named in fewer, and the history is read against these alone. */
const MAX_WORDS = 12

/** The indexes of a reading's name words that may name a rule: no number word, and no month after the first word (a payee may be named after one). */
function candidates(reading: Reading): number[] {
  const kept: number[] = []
  for (const [index, word] of reading.words.entries()) {
    if (kept.length === MAX_WORDS) break
    if (reading.numbers?.[index]) continue
    if (index > 0 && MONTHS.has(word)) continue
    kept.push(index)
  }
  return kept
}

/**
 * Which of `words` (a description's candidates) repeat: each word found in more than half of the
 * history's descriptions like it (those holding its first word and more than half of its words:
 * the same payee's, not every "Invoice …"). With no description like it, every word repeats as far
 * as anyone can tell.
 */
function repeating(words: readonly string[], history: Iterable<string | undefined>): boolean[] {
  const found = words.map(() => 0)
  let alike = 0
  const wanted = new Set(words)
  for (const description of history) {
    const theirs = new Set(readText(description).words.filter((word) => wanted.has(word)))
    if (!theirs.has(words[0] as string) || theirs.size * 2 <= wanted.size) continue
    alike++
    for (const [index, word] of words.entries()) if (theirs.has(word)) found[index]!++
  }
  return alike === 0 ? words.map(() => true) : found.map((count) => count * 2 > alike)
}

/**
 * The text a rule made from `description` proposes: its longest run of words that repeat among
 * `history`'s descriptions (the company's synced transactions, this one among them or not), as
 * written, each token whole ("CORNER CUP #1234 06/03" → "CORNER CUP"). `''` when no word names it.
 */
export function proposedRuleText(description: string | undefined, history: Iterable<string | undefined>): string {
  if (!description) return ''
  const reading = readText(description, true)
  const indexes = candidates(reading)
  if (indexes.length === 0) return ''
  const repeats = repeating(
    indexes.map((index) => reading.words[index] as string),
    history,
  )
  // The longest stretch of repeating name words with no name word left out between them (a
  // number word between is optional in a match, so it does not break the stretch).
  let best = { from: 0, to: -1 }
  let from = -1
  for (let at = 0; at <= indexes.length; at++) {
    if (at < indexes.length && repeats[at]) {
      if (from < 0) from = at
      continue
    }
    if (from >= 0 && at - from > best.to - best.from + 1) best = { from, to: at - 1 }
    from = -1
  }
  if (best.to < best.from) return ''
  const pieces: string[] = []
  let lastToken = -1
  for (let at = best.from; at <= best.to; at++) {
    const index = indexes[at] as number
    const [start, end] = [reading.starts[index] as number, reading.ends[index] as number]
    // Words of one token (`amazon.com`, `7-ELEVEN`) share it: written once, whole, unless it
    // holds a reference (`INV-1042`): then the word alone.
    const token = description.slice(start, end)
    if (!hasReference(token)) {
      if (start !== lastToken) pieces.push(token)
      lastToken = start
      continue
    }
    const word = reading.words[index] as string
    const place = token.toLowerCase().indexOf(word)
    pieces.push(place < 0 ? word : token.slice(place, place + word.length))
  }
  return pieces.join(' ')
}

/** Whether `token` holds a run of four digits or more (a reference, a date or an amount the reader dropped). */
function hasReference(token: string): boolean {
  let run = 0
  for (const character of token) {
    run = character >= '0' && character <= '9' ? run + 1 : 0
    if (run >= 4) return true
  }
  return false
}
