/** A seeded pseudo-random source: the same seed and stream name always give the same sequence. */
export interface Random {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  /** `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[]
}

/** FNV-1a over a string: a stable 32-bit hash for seeds, checksums and fingerprints. */
export function hashString(text: string, basis = 0x811c9dc5): number {
  let hash = basis >>> 0
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

/**
 * mulberry32: tiny, fast and good enough for made-up books. Each stream (`'co_1/bank'`…) gets its
 * own sequence, so adding invoices does not reshuffle the bank transactions.
 */
export function createRandom(seed: number, stream: string): Random {
  let state = hashString(`${seed}:${stream}`)
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[int(0, items.length - 1)] as T
  }
  return {
    next,
    int,
    pick,
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items]
      const chosen: typeof pool = []
      while (chosen.length < count && pool.length > 0) chosen.push(pool.splice(int(0, pool.length - 1), 1)[0] as (typeof pool)[number])
      return chosen
    },
  }
}
