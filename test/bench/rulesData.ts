import type { MatchableTransaction } from '../../src/core/rules/match'
import type { CategorizationRule, DescriptionMatch } from '../../src/core/rules/types'

/**
 * Made-up rules and bank lines for the rules bench, the same for Node and the bench page: a small
 * business's 2,000 rules (merchants' names, contains / starts with / is, some money in or out,
 * amounts and accounts, a few splits and some switched off) against 50,000 bank descriptions as
 * banks write them (card and ACH prefixes, reference numbers, dates, city and state), most of a
 * merchant some rule names, the rest of merchants none does. Deterministic: `run` changes only the
 * reference numbers and dates, so each run's descriptions are new strings (read for the first time).
 */

/** A small fast PRNG (mulberry32): the same `seed`, the same numbers. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const FIRST = [
  'Maple',
  'Harbor',
  'Cedar',
  'Blue Heron',
  'Juniper',
  'Copper',
  'Lantern',
  'Riverbend',
  'Granite',
  'Willow',
  'Sparrow',
  'Oakhill',
  'Millstone',
  'Saltmarsh',
  'Thistle',
  'Bramble',
  'Foxglove',
  'Northgate',
  'Kestrel',
  'Driftwood',
  'Meadow',
  'Ironwood',
  'Silver Birch',
  'Quarry',
  'Tidewater',
  'Hollow Pine',
  'Amberly',
  'Larkspur',
  'Pebble',
  'Summit',
  'Clover',
  'Beacon',
  'Wrenfield',
  'Orchard',
  'Stonebridge',
  'Fernwood',
  'Ravensby',
  'Marigold',
  'Ashgrove',
  'Windmill',
]
const SECOND = [
  'Coffee',
  'Bakery',
  'Supply',
  'Hardware',
  'Freight',
  'Print Shop',
  'Dairy',
  'Flour Co',
  'Electric',
  'Water',
  'Insurance',
  'Packaging',
  'Tools',
  'Florist',
  'Courier',
  'Catering',
  'Signs',
  'Paper Goods',
  'Cleaning',
  'Linen',
  'Repairs',
  'Pharmacy',
  'Garage',
  'Fuel',
  'Software',
  'Telecom',
  'Accounting',
  'Legal',
  'Rentals',
  'Storage',
  'Farms',
  'Market',
  'Roasters',
  'Kitchenware',
  'Outfitters',
  'Textiles',
  'Glassworks',
  'Bike Shop',
  'Books',
  'Wholesale',
  'Parking',
  'Hosting',
  'Uniforms',
  'Pest Control',
  'Security',
  'Labs',
  'Lumber',
  'Produce',
  'Seafood',
  'Spices',
]
const CITIES = ['PORTLAND OR', 'AUSTIN TX', 'DENVER CO', 'MADISON WI', 'SALEM MA', 'BOISE ID', 'TULSA OK', 'RENO NV']
const PREFIXES = ['POS ', 'SQ *', 'CARD 4471 ', 'ACH DEBIT ', 'DEBIT CARD PURCHASE ', 'RECURRING ', '', '', '', '']

/** 2,000 distinct made-up merchants (40 × 50 names). */
const MERCHANTS: readonly string[] = FIRST.flatMap((first) => SECOND.map((second) => `${first} ${second}`))

const CATEGORIES = Array.from({ length: 60 }, (_, index) => `ctg_bench_${index}`)
const ACCOUNTS = ['bka_bench_checking', 'bka_bench_card']

/** `count` rules, one per merchant, in priority order. */
export function benchRules(count = 2_000): CategorizationRule[] {
  const next = random(7)
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T
  return Array.from({ length: count }, (_, index): CategorizationRule => {
    const merchant = MERCHANTS[index % MERCHANTS.length] as string
    const roll = next()
    const match: DescriptionMatch = roll < 0.6 ? 'contains' : roll < 0.85 ? 'startsWith' : 'is'
    const words = merchant.split(' ')
    // Most name the merchant; some only its first word and a second (a shop that trades under several names).
    const text = next() < 0.15 && words.length > 2 ? words.slice(0, 2).join(' ') : merchant
    const conditions: CategorizationRule['conditions'] = { description: { match, text } }
    if (next() < 0.2) conditions.direction = next() < 0.85 ? 'out' : 'in'
    const amountRoll = next()
    if (amountRoll < 0.05) conditions.amount = { is: Math.round(next() * 20_000) + 100 }
    else if (amountRoll < 0.12) conditions.amount = { from: 100, to: Math.round(next() * 200_000) + 1_000 }
    if (next() < 0.05) conditions.bankAccountId = pick(ACCOUNTS)
    const actions: CategorizationRule['actions'] =
      next() < 0.05
        ? {
            split: [
              { categoryId: pick(CATEGORIES), percent: 60 },
              { categoryId: pick(CATEGORIES), percent: 40 },
            ],
          }
        : { categoryId: pick(CATEGORIES) }
    if (next() < 0.3) actions.vendorId = `vnd_bench_${index}`
    if (next() < 0.1) actions.memo = `${merchant} (rule)`
    return {
      id: `rule_bench_${index}`,
      enabled: next() > 0.03,
      confirm: next() < 0.1,
      conditions,
      actions,
      createdAt: '2026-01-15T10:00:00Z',
    }
  })
}

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/** A bank's description of a payment to `merchant`, with this run's reference number and date. */
function bankDescription(merchant: string, next: () => number, run: number, index: number): string {
  const ref = `${run}${pad(index, 6)}`
  const day = `${pad(1 + Math.floor(next() * 12), 2)}/${pad(1 + Math.floor(next() * 28), 2)}`
  const upper = merchant.toUpperCase()
  switch (Math.floor(next() * 6)) {
    case 0:
      return `${PREFIXES[Math.floor(next() * PREFIXES.length)]}${upper} #${ref} ${day}`
    case 1:
      return `${upper} ${CITIES[Math.floor(next() * CITIES.length)]} ${day} REF${ref}`
    case 2:
      return `${merchant} Inc. ${ref}`
    case 3:
      return `ACH ${upper} PPD ID: ${ref}`
    case 4:
      return `${PREFIXES[Math.floor(next() * PREFIXES.length)]}${merchant.replace(' ', '  ')}, ${day}`
    default:
      return `${upper}*${ref.slice(-6)} ${day}`
  }
}

/** Merchants no rule names: a fifth of the descriptions. */
const STRANGERS = MERCHANTS.map((merchant) => `${merchant.split(' ')[0]} Mercantile Guild`)

/** `count` bank lines of `run`: 80 % of a merchant a rule names, money in about one time in ten. */
export function benchTransactions(count = 50_000, run = 1): MatchableTransaction[] {
  const next = random(1_000 + run)
  const made = Array.from({ length: count }, (_, index) => {
    const known = next() < 0.8
    const merchant = (known ? MERCHANTS : STRANGERS)[Math.floor(next() * MERCHANTS.length)] as string
    const size = Math.round(next() * next() * 250_000) + 100
    return {
      amount: next() < 0.1 ? size : -size,
      description: bankDescription(merchant, next, run, index),
      bankAccountId: ACCOUNTS[index % 7 === 0 ? 1 : 0] as string,
    }
  })
  // As the service's answers arrive: parsed from JSON (flat strings, not the concatenations made here).
  return JSON.parse(JSON.stringify(made)) as MatchableTransaction[]
}

/** The words 2,000 rules of a market's stalls all begin with ("Harbor Street Market Maple Coffee"): one index entry for all of them in a matcher indexed by first words. */
const MARKET = 'Harbor Street Market'

/** `count` rules that all begin with the same three words, then a merchant's name: contains, starts with and is, some with conditions. */
export function sharedStartRules(count = 2_000): CategorizationRule[] {
  return benchRules(count).map((rule) => {
    const description = rule.conditions.description!
    return { ...rule, conditions: { ...rule.conditions, description: { ...description, text: `${MARKET} ${description.text}` } } }
  })
}

/** `count` bank lines of `run` from the market's stalls (and, a fifth of them, stalls no rule names). */
export function sharedStartTransactions(count = 50_000, run = 1): MatchableTransaction[] {
  return benchTransactions(count, run).map((line) => ({ ...line, description: `${MARKET.toUpperCase()} ${line.description}` }))
}
