/**
 * Aho–Corasick over words: every rule's name words in one trie of word ids, with failure links,
 * so one pass over a description's words finds every rule whose words occur, at the place they
 * end, whatever the rules share (2,000 rules that all begin "Harbor Street Market" cost no more
 * than 2,000 that begin differently). Pure.
 */

/** Where in the automaton a pass is: the root before any word, and after a word no pattern holds. */
const ROOT = 0
/** No state. */
const NONE = -1
/** The root and "no state" by name, for the matcher (one object: a namespace import would cost the bundle a runtime helper). */
export const STATES = { ROOT, NONE } as const

/** The automaton of a set of patterns (word sequences), each with its number; build, then `step` through a text's words. */
export class WordAutomaton {
  readonly #ids = new Map<string, number>()
  readonly #next: Map<number, number>[] = [new Map()]
  /** Per state, the patterns ending there, in the order added. */
  readonly #own: number[][] = [[]]
  #fail: Int32Array = new Int32Array(1)
  #output: Int32Array = new Int32Array(1).fill(NONE)
  #lowest: Float64Array = new Float64Array(1)

  /** Adds the pattern `words` (one word or more) as number `pattern`; patterns are added in increasing numbers. */
  add(words: readonly string[], pattern: number): void {
    let state = ROOT
    for (const word of words) {
      let id = this.#ids.get(word)
      if (id === undefined) this.#ids.set(word, (id = this.#ids.size))
      let next = this.#next[state]!.get(id)
      if (next === undefined) {
        next = this.#next.length
        this.#next[state]!.set(id, next)
        this.#next.push(new Map())
        this.#own.push([])
      }
      state = next
    }
    this.#own[state]!.push(pattern)
  }

  /** Links every state to the longest proper suffix of its words that is a state (breadth first), once all patterns are added. */
  build(): void {
    const count = this.#next.length
    const fail = new Int32Array(count)
    const output = new Int32Array(count).fill(NONE)
    const lowest = new Float64Array(count).fill(Infinity)
    const queue: number[] = []
    for (const child of this.#next[ROOT]!.values()) queue.push(child)
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head] as number
      // Its failure state was linked before it (breadth first): its output chain is known.
      const own = this.#own[state] as number[]
      const further = output[fail[state] as number] as number
      output[state] = own.length > 0 ? state : further
      lowest[state] = Math.min(own.length > 0 ? (own[0] as number) : Infinity, further === NONE ? Infinity : (lowest[further] as number))
      for (const [id, child] of this.#next[state]!) {
        let back = fail[state] as number
        let to = this.#next[back]!.get(id)
        while (to === undefined && back !== ROOT) {
          back = fail[back] as number
          to = this.#next[back]!.get(id)
        }
        fail[child] = to ?? ROOT
        queue.push(child)
      }
    }
    this.#fail = fail
    this.#output = output
    this.#lowest = lowest
  }

  /** The state after `word` from `state`. */
  step(state: number, word: string): number {
    const id = this.#ids.get(word)
    // A word no pattern holds: no pattern can be under way across it.
    if (id === undefined) return ROOT
    let to = this.#next[state]!.get(id)
    while (to === undefined && state !== ROOT) {
      state = this.#fail[state] as number
      to = this.#next[state]!.get(id)
    }
    return to ?? ROOT
  }

  /** The first state of `state`'s output chain (itself or a failure state) where patterns end, or `NONE`. */
  outputOf(state: number): number {
    return this.#output[state] as number
  }

  /** The next state of an output chain after `at`, or `NONE`. */
  outputAfter(at: number): number {
    return this.#output[this.#fail[at] as number] as number
  }

  /** The lowest pattern number ending at `at` or further along its output chain. */
  lowestFrom(at: number): number {
    return this.#lowest[at] as number
  }

  /** The patterns ending exactly at `at`, in increasing numbers. */
  endingAt(at: number): readonly number[] {
    return this.#own[at] as number[]
  }
}
