/**
 * Which of the queue's search texts hold each letter: one bit per text, by the slot it is kept at.
 * The search finds its text anywhere in a record's ("del" finds "Model trains"), so a text that
 * holds the search holds each of its letters: the bits of those letters sieve the rows before any
 * text is read, and the first letter typed reads only the texts that hold it. No React: tested on its own.
 */

/**
 * Letters share a bit by their code's last seven bits: ASCII has one each, and another script
 * (thousands of letters) costs no more than 128 bits a text. Sharing only lets more texts through
 * the sieve, to be read, never fewer.
 */
const BUCKETS = 128
const bucketOf = (code: number) => code & (BUCKETS - 1)

/** Texts by slot, and for each bucket of letters the texts that hold one (a bit per slot). */
export class LetterIndex {
  readonly #bits: Array<Uint32Array | undefined> = Array.from({ length: BUCKETS }, () => undefined)
  /** Words of 32 bits in each bucket's array: slots below `#words * 32` fit. */
  #words = 0

  /** Notes that the text at `slot` is `text` (lower-cased as the search is). */
  add(slot: number, text: string): void {
    if (slot >= this.#words * 32) this.#grow(slot)
    const word = slot >>> 5
    const bit = 1 << (slot & 31)
    for (let at = 0; at < text.length; at++) {
      const bucket = bucketOf(text.charCodeAt(at))
      const bits = (this.#bits[bucket] ??= new Uint32Array(this.#words))
      bits[word]! |= bit
    }
  }

  /** Forgets the text at `slot` (as it was added). */
  remove(slot: number, text: string): void {
    const word = slot >>> 5
    const bit = ~(1 << (slot & 31))
    for (let at = 0; at < text.length; at++) {
      const bits = this.#bits[bucketOf(text.charCodeAt(at))]
      if (bits) bits[word]! &= bit
    }
  }

  /**
   * Whether the text at a slot may hold `search`: false when it lacks one of its letters. True is
   * only a maybe (the letters may be apart, or share a bucket with another): the text is read to be sure.
   */
  sieve(search: string): (slot: number) => boolean {
    const needed: Uint32Array[] = []
    for (let at = 0; at < search.length; at++) {
      const bits = this.#bits[bucketOf(search.charCodeAt(at))]
      if (!bits) return () => false
      if (!needed.includes(bits)) needed.push(bits)
    }
    return (slot) => {
      const word = slot >>> 5
      const bit = 1 << (slot & 31)
      for (const bits of needed) if ((bits[word]! & bit) === 0) return false
      return true
    }
  }

  #grow(slot: number): void {
    // Doubled: a sync that adds 100,000 texts copies the bits a few times, not once a text.
    const words = Math.max((slot >>> 5) + 1, this.#words * 2, 32)
    for (let bucket = 0; bucket < BUCKETS; bucket++) {
      const bits = this.#bits[bucket]
      if (!bits) continue
      const grown = new Uint32Array(words)
      grown.set(bits)
      this.#bits[bucket] = grown
    }
    this.#words = words
  }
}
