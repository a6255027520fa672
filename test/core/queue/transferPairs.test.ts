// The pairing of transfer sides (issue 77): on made-up histories every true transfer is found and
// nothing else breaks the rule (one company, two accounts, opposite amounts, inside the window, each
// record once); the pairs are the best overall (no pair left out that was likelier than what its
// sides got); the words naming the other account win, then the nearest date, then words; a tie is
// flagged, and so are two accounts equally named whatever their days; paired and deleted records
// stay out; the slices give the whole run's answer.
import type { BankTransaction } from '../../../src/api/types'
import { byDateDescending, mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { noteChange } from '../../../src/core/queue/setChanges'
import { namedBetween } from '../../../src/core/queue/transferNaming'
import {
  findTransferPairs,
  pairIndex,
  TransferPairFinder,
  transferPairsInSlices,
  type TransferPair,
} from '../../../src/core/queue/transferPairs'
import { createRandom } from '../../../src/sandbox/random'
import { transferHistory } from '../../support/transferHistory'

const HISTORIES = [1, 2, 3, 4, 5].map((seed) => transferHistory({ seed, companies: 3, transfersPerCompany: 12, everydayPerCompany: 40 }))

const ACME = { id: 'cmp_acme', name: 'Acme' }
let made = 0
/** A record of Acme's, on `account`, `day` days into June. */
function side(account: string, day: number, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction {
  return {
    id: `btxn_${String(++made).padStart(4, '0')}`,
    status: 'ACTIVE',
    type: amount < 0 ? 'EXPENSE' : 'INCOME',
    date: `2026-06-${String(day).padStart(2, '0')}`,
    amount,
    description: 'ACH',
    bankAccount: { id: account, name: account },
    company: ACME,
    ...extra,
  } as BankTransaction
}

const CROWDED_ACCOUNTS = [
  { id: 'bka_chk', name: 'Operating Checking', displayName: 'Operating Checking ••1180' },
  { id: 'bka_sav', name: 'Reserve Savings', displayName: 'Reserve Savings ••2291' },
  { id: 'bka_card_a', name: 'Business Card', displayName: 'Business Card ••3302' },
  { id: 'bka_card_b', name: 'Fuel Card', displayName: 'Fuel Card ••4413' },
]
const CROWDED_WORDS = [
  'PAYMENT TO CARD',
  'PAYMENT - THANK YOU',
  'TRANSFER TO SAVINGS',
  'DEPOSIT',
  'ACH',
  'PAYMENT 3302',
  'XFER FROM CHECKING',
]

/** Books where one company moves three amounts among four accounts over three weeks: many sides with several candidates. */
function crowded(seed: number): BankTransaction[] {
  const { next: random, pick } = createRandom(seed, 'crowded transfers')
  return Array.from({ length: 36 }, () =>
    side('', 1 + Math.floor(random() * 21), pick([-40_000, 40_000, -12_500, 12_500, -9_000, 9_000]), {
      bankAccount: pick(CROWDED_ACCOUNTS),
      description: pick(CROWDED_WORDS),
    }),
  )
}

const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000
const ids = (pairs: readonly TransferPair[]) => pairs.map(({ from, to }) => [from.id, to.id])

/** Every pair the rule allows, by brute force: what the assignment chooses among. */
function everyCandidate(transactions: readonly BankTransaction[], maxDays = 5) {
  const candidates: Array<{ from: string; to: string; named: number; days: number }> = []
  for (const from of transactions)
    for (const to of transactions) {
      if (from.amount >= 0 || to.amount !== -from.amount || from.bankAccount?.id === to.bankAccount?.id) continue
      if (from.company?.id !== to.company?.id) continue
      const days = Math.abs(dayOf(to.date) - dayOf(from.date))
      if (days <= maxDays) candidates.push({ from: from.id, to: to.id, named: namedBetween(from, to), days })
    }
  return candidates
}

describe('findTransferPairs on made-up histories', () => {
  it.each(HISTORIES.map((history, at) => [at + 1, history] as const))('finds every true transfer (seed %i)', (_, history) => {
    const found = new Set(ids(findTransferPairs(history.transactions)).map(([from, to]) => `${from}>${to}`))
    for (const { fromId, toId } of history.truePairs) expect(found).toContain(`${fromId}>${toId}`)
  })

  it('pairs each record once, within one company, between two accounts, opposite amounts, inside the window', () => {
    for (const { transactions } of HISTORIES) {
      const pairs = findTransferPairs(transactions)
      const sides = pairs.flatMap(({ from, to }) => [from.id, to.id])
      expect(new Set(sides).size).toBe(sides.length)
      for (const { from, to, days } of pairs) {
        expect(from.company?.id).toBe(to.company?.id)
        expect(from.bankAccount?.id).not.toBe(to.bankAccount?.id)
        expect([from.amount < 0, to.amount]).toEqual([true, -from.amount])
        expect(days).toBe(Math.abs(dayOf(to.date) - dayOf(from.date)))
        expect(days).toBeLessThanOrEqual(5)
      }
    }
  })

  it('leaves no candidate out that was likelier (better named, else nearer) than what either of its sides got: the best pairs overall', () => {
    for (const transactions of [...HISTORIES.map((history) => history.transactions), ...[1, 2, 3].map(crowded)]) {
      const index = pairIndex(findTransferPairs(transactions))
      for (const candidate of everyCandidate(transactions)) {
        const atLeastAsLikely = (got: TransferPair | undefined) =>
          got !== undefined && (got.named > candidate.named || (got.named === candidate.named && got.days <= candidate.days))
        expect(atLeastAsLikely(index.get(candidate.from)) || atLeastAsLikely(index.get(candidate.to))).toBe(true)
      }
    }
  })

  it('on crowded books, flags every pair with a free candidate as named in another account, and offers only free sides', () => {
    let doubted = 0
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const transactions = crowded(seed)
      const pairs = findTransferPairs(transactions)
      const index = pairIndex(pairs)
      const account = new Map(transactions.map((transaction) => [transaction.id, transaction.bankAccount?.id]))
      for (const candidate of everyCandidate(transactions)) {
        for (const [shared, other] of [
          [candidate.from, candidate.to],
          [candidate.to, candidate.from],
        ] as const) {
          const pair = index.get(shared)
          if (!pair || index.has(other) || pair.named !== candidate.named) continue
          if (account.get(pair.from.id === shared ? pair.to.id : pair.from.id) === account.get(other)) continue
          doubted++
          expect(pair.ambiguous).toBe(true)
          expect(ids(pair.rivals)).toContainEqual([candidate.from, candidate.to])
        }
      }
      expect(doubted).toBeGreaterThan(0)
      for (const pair of pairs)
        for (const rival of pair.rivals) expect(index.get(rival.from.id) === pair || index.get(rival.to.id) === pair).toBe(true)
      for (const pair of pairs)
        for (const rival of pair.rivals) expect([rival.from.id, rival.to.id].filter((id) => index.has(id))).toHaveLength(1)
    }
  })

  it('gives the same answer in slices as in one run', async () => {
    const { transactions } = transferHistory({ seed: 9, companies: 4, transfersPerCompany: 60, everydayPerCompany: 1_500 })
    expect(await transferPairsInSlices(transactions)).toEqual(findTransferPairs(transactions))
  })
})

describe('findTransferPairs: which side wins', () => {
  it('pairs the nearest dates first, across accounts and a card', () => {
    const checking = side('bka_checking', 10, -50_000)
    const card = side('bka_card', 13, 50_000, { description: 'PAYMENT THANK YOU' })
    const savings = side('bka_savings', 11, 50_000)
    // Nothing named tells savings from the card: the nearer is paired, with the card to choose instead.
    const [unsure, ...none] = findTransferPairs([checking, card, savings])
    expect([none, ids([unsure!]), unsure!.ambiguous, ids(unsure!.rivals)]).toEqual([
      [],
      [[checking.id, savings.id]],
      true,
      [[checking.id, card.id]],
    ])
    // Savings goes to a nearer rival; the first checking side then takes the card, its best one left.
    const second = side('bka_checking', 11, -50_000)
    expect(ids(findTransferPairs([card, second, savings, checking]))).toEqual([
      [second.id, savings.id],
      [checking.id, card.id],
    ])
  })

  it('breaks a tie of days by the descriptions that say transfer or payment, folded as the rules read them', () => {
    const out = side('bka_checking', 10, -12_345, { description: 'ＯＮＬＩＮＥ ＴＲＡＮＳＦＥＲ' })
    const deposit = side('bka_savings', 8, 12_345, { description: 'DEPOSIT' })
    // In the same account: the words never tell two accounts apart (see below).
    const transfer = side('bka_savings', 12, 12_345, { description: 'Xfer in #1234' })
    const [pair, ...rest] = findTransferPairs([deposit, out, transfer])
    expect(rest).toEqual([])
    expect(pair).toMatchObject({ from: out, to: transfer, days: 2, worded: 2, ambiguous: false })
  })

  it('flags a pair whose side had another candidate as likely, and not a clear one', () => {
    const out = side('bka_checking', 10, -9_900)
    const first = side('bka_savings', 11, 9_900)
    const second = side('bka_reserve', 9, 9_900)
    const clear = [side('bka_checking', 20, -4_400), side('bka_savings', 20, 4_400)]
    const pairs = findTransferPairs([second, out, first, ...clear])
    expect(pairs.map(({ days, ambiguous }) => [days, ambiguous])).toEqual([
      [0, false],
      [1, true],
    ])
    // The tie goes the same way whatever the order the records came in: by id.
    expect(pairs[1]!.to).toBe(first)
  })
})

describe('findTransferPairs: words that name the other account outrank a day', () => {
  const CHECKING = { id: 'bka_checking', name: 'Business Checking', displayName: 'Business Checking ••4821' }
  const RESERVE = { id: 'bka_reserve', name: 'Reserve Savings', displayName: 'Reserve Savings ••9930' }
  const TAX = { id: 'bka_tax', name: 'Tax Savings', displayName: 'Tax Savings ••5502' }
  const CARD = { id: 'bka_card', name: 'Business Card', displayName: 'Business Card ••7714' }
  const on = (account: typeof CHECKING, day: number, amount: number, description: string) =>
    side(account.id, day, amount, { bankAccount: account, description })

  it.each(['ONLINE PAYMENT TO CARD 7714', 'ONLINE PAYMENT TO CARD'])(
    'pairs "%s" with the card’s payment, not a savings deposit of the amount a day nearer, and is sure of it',
    (description) => {
      const out = on(CHECKING, 10, -61_843, description)
      const deposit = on(RESERVE, 11, 61_843, 'TRANSFER FROM CHECKING 4821')
      const card = on(CARD, 12, 61_843, 'PAYMENT - THANK YOU')
      const [pair, ...rest] = findTransferPairs([deposit, card, out])
      expect(rest).toEqual([])
      expect(pair).toMatchObject({ from: out, to: card, days: 2, ambiguous: false, rivals: [] })
    },
  )

  it('pairs by the last four digits either description gives, before the kind both share', () => {
    const out = on(CHECKING, 10, -25_000, 'ONLINE TRANSFER TO SAVINGS 5502')
    const reserve = on(RESERVE, 10, 25_000, 'DEPOSIT')
    const tax = on(TAX, 13, 25_000, 'DEPOSIT')
    expect(findTransferPairs([out, reserve, tax])).toMatchObject([{ from: out, to: tax, named: 5, ambiguous: false }])
    // The digits on the arriving side, naming the account money left.
    const withdrawal = on(CHECKING, 20, -8_000, 'WITHDRAWAL')
    const nearer = on(RESERVE, 20, 8_000, 'DEPOSIT')
    const named = on(TAX, 22, 8_000, 'TRANSFER FROM 4821')
    expect(findTransferPairs([withdrawal, nearer, named])).toMatchObject([{ from: withdrawal, to: named, ambiguous: false }])
  })

  it('pairs by the account’s name in either description, before a nearer side named by its kind only', () => {
    const out = on(CHECKING, 10, -40_000, 'TRANSFER TO TAX SAVINGS')
    const reserve = on(RESERVE, 10, 40_000, 'TRANSFER FROM CHECKING')
    const tax = on(TAX, 12, 40_000, 'DEPOSIT')
    expect(findTransferPairs([out, reserve, tax])).toMatchObject([{ from: out, to: tax, named: 3, ambiguous: false }])
    const withdrawal = on(CHECKING, 20, -9_000, 'WITHDRAWAL')
    const nearer = on(RESERVE, 20, 9_000, 'DEPOSIT')
    const named = on(TAX, 23, 9_000, 'FROM BUSINESS CHECKING')
    expect(findTransferPairs([withdrawal, nearer, named])).toMatchObject([{ from: withdrawal, to: named, named: 3 }])
  })

  it('calls a pair ambiguous when two other sides are as plausible, and gives the other as its rival', () => {
    // Equally named (both savings, by their kind) and equally near.
    const out = on(CHECKING, 10, -30_000, 'ONLINE TRANSFER TO SAVINGS')
    const reserve = on(RESERVE, 9, 30_000, 'DEPOSIT')
    const tax = on(TAX, 11, 30_000, 'DEPOSIT')
    const [pair, ...rest] = findTransferPairs([tax, out, reserve])
    expect(rest).toEqual([])
    expect(pair).toMatchObject({ from: out, to: reserve, ambiguous: true })
    expect(pair!.rivals.map(({ from, to }) => [from.id, to.id])).toEqual([[out.id, tax.id]])
    // Neither named, equally near: the one arrival has two departures to choose between.
    const arrival = on(RESERVE, 20, 5_500, 'DEPOSIT')
    const first = on(CHECKING, 19, -5_500, 'WITHDRAWAL')
    const second = on(CARD, 21, -5_500, 'WITHDRAWAL')
    const [unsure] = findTransferPairs([arrival, second, first])
    expect(unsure).toMatchObject({ from: first, to: arrival, ambiguous: true })
    expect(unsure!.rivals.map(({ from, to }) => [from.id, to.id])).toEqual([[second.id, arrival.id]])
  })

  describe('two accounts equally named: which one the money went to is in doubt, whatever the days', () => {
    const CARD_B = { id: 'bka_card_b', name: 'Travel Card', displayName: 'Travel Card ••3306' }

    it('calls a card payment ambiguous between two cards a day apart, and gives the farther card as its rival', () => {
      const out = on(CHECKING, 10, -40_000, 'ONLINE PAYMENT TO CARD')
      const nearer = on(CARD, 11, 40_000, 'PAYMENT - THANK YOU')
      const farther = on(CARD_B, 12, 40_000, 'PAYMENT - THANK YOU')
      const [pair, ...rest] = findTransferPairs([farther, out, nearer])
      expect(rest).toEqual([])
      expect(pair).toMatchObject({ from: out, to: nearer, days: 1, ambiguous: true })
      expect(ids(pair!.rivals)).toEqual([[out.id, farther.id]])
      // The money-in side's candidates in two accounts money left, the same.
      const arrival = on(RESERVE, 20, 6_600, 'DEPOSIT')
      const near = on(CHECKING, 20, -6_600, 'WITHDRAWAL')
      const far = on(CARD, 23, -6_600, 'WITHDRAWAL')
      const [unsure] = findTransferPairs([far, arrival, near])
      expect(unsure).toMatchObject({ from: near, to: arrival, ambiguous: true })
      expect(ids(unsure!.rivals)).toEqual([[far.id, arrival.id]])
    })

    it('is sure of the card its last four digits name, though the other is nearer', () => {
      const out = on(CHECKING, 10, -40_000, 'ONLINE PAYMENT TO CARD 3306')
      const nearer = on(CARD, 11, 40_000, 'PAYMENT - THANK YOU')
      const named = on(CARD_B, 12, 40_000, 'PAYMENT - THANK YOU')
      expect(findTransferPairs([nearer, out, named])).toMatchObject([{ from: out, to: named, ambiguous: false, rivals: [] }])
    })

    it('pairs the nearer of two arrivals in one account, sure of it: a weekly transfer pairs each week', () => {
      const out = on(CHECKING, 10, -40_000, 'ONLINE PAYMENT TO CARD')
      const nearer = on(CARD, 11, 40_000, 'PAYMENT - THANK YOU')
      const later = on(CARD, 13, 40_000, 'PAYMENT - THANK YOU')
      expect(findTransferPairs([later, out, nearer])).toMatchObject([{ from: out, to: nearer, ambiguous: false, rivals: [] }])
      const weeks = [3, 10, 17, 24].flatMap((day) => [
        on(CHECKING, day, -12_500, 'TRANSFER TO SAVINGS'),
        on(RESERVE, day + 2, 12_500, 'TRANSFER'),
      ])
      const pairs = findTransferPairs(weeks)
      expect(pairs.map(({ from, to, ambiguous }) => [from, to, ambiguous])).toEqual(
        [0, 2, 4, 6].map((at) => [weeks[at], weeks[at + 1], false]),
      )
    })

    it('offers no rival whose other side a pair took, and flags none for it', () => {
      // The farther card's payment is another payment's, named by its digits.
      const out = on(CHECKING, 10, -40_000, 'ONLINE PAYMENT TO CARD')
      const nearer = on(CARD, 11, 40_000, 'PAYMENT - THANK YOU')
      const farther = on(CARD_B, 12, 40_000, 'PAYMENT - THANK YOU')
      const named = on(CHECKING, 13, -40_000, 'ONLINE PAYMENT TO CARD 3306')
      expect(findTransferPairs([farther, named, out, nearer])).toMatchObject([
        { from: named, to: farther, ambiguous: false },
        { from: out, to: nearer, ambiguous: false, rivals: [] },
      ])
    })
  })

  it('gives no rival whose other side another pair took', () => {
    const outs = [on(CHECKING, 10, -7_700, 'TRANSFER'), on(CHECKING, 10, -7_700, 'TRANSFER')]
    const ins = [on(RESERVE, 11, 7_700, 'TRANSFER'), on(TAX, 11, 7_700, 'TRANSFER')]
    const pairs = findTransferPairs([...outs, ...ins])
    expect(pairs.map(({ ambiguous, rivals }) => [ambiguous, rivals.length])).toEqual([
      [true, 0],
      [true, 0],
    ])
  })
})

describe('findTransferPairs: what it leaves out', () => {
  it('leaves out records deleted, paired already, of no amount or account, of another company or beyond the window', () => {
    const out = side('bka_checking', 10, -7_000)
    const candidates = [
      side('bka_savings', 10, 7_000, { status: 'DELETED' }),
      side('bka_savings', 10, 7_000, { matchingBankTransaction: { id: 'btxn_elsewhere' } }),
      side('bka_savings', 10, 7_000, { company: { id: 'cmp_other', name: 'Other' } }),
      side('bka_savings', 10, 7_000, { company: undefined }),
      side('bka_savings', 16, 7_000),
      side('bka_checking', 10, 7_000),
      side('bka_savings', 10, 7_000, { bankAccount: undefined }),
    ]
    expect(findTransferPairs([out, ...candidates])).toEqual([])
    expect(findTransferPairs([side('bka_checking', 10, 0), side('bka_savings', 10, 0)])).toEqual([])
  })

  it('takes records without a company as one company', () => {
    const out = side('bka_checking', 10, -7_000, { company: undefined })
    const to = side('bka_savings', 12, 7_000, { company: undefined })
    expect(ids(findTransferPairs([out, to]))).toEqual([[out.id, to.id]])
  })

  it('takes the window it is given, and refuses one that is not a whole number of days', () => {
    const pair = [side('bka_checking', 10, -7_000), side('bka_savings', 12, 7_000)]
    expect(findTransferPairs(pair, { maxDays: 1 })).toEqual([])
    expect(findTransferPairs(pair, { maxDays: 2 })).toHaveLength(1)
    expect(() => findTransferPairs(pair, { maxDays: -1 })).toThrow(RangeError)
    expect(() => findTransferPairs(pair, { maxDays: 1.5 })).toThrow(/whole number of days/)
  })
})

describe('transferPairsInSlices', () => {
  it('rejects with the signal’s reason once it aborts', async () => {
    const controller = new AbortController()
    const reason = new Error('the set changed')
    controller.abort(reason)
    await expect(transferPairsInSlices(HISTORIES[0]!.transactions, controller.signal)).rejects.toBe(reason)
  })
})

describe('TransferPairFinder', () => {
  it('follows a set through its changes to the pairs a pairing anew gives, two saves at a time', async () => {
    const history = transferHistory({ seed: 4, companies: 2, transfersPerCompany: 12, everydayPerCompany: 80 })
    let set: Pick<BankTransactionSet, 'transactions' | 'change'> = { transactions: [...history.transactions].sort(byDateDescending) }
    const finder = new TransferPairFinder()
    expect(ids(await finder.follow(set))).toEqual(ids(findTransferPairs(set.transactions)))
    const save = (changed: BankTransaction[], removed: string[] = []) =>
      noteChange((set = mergeChanges(set.transactions, changed, removed)))
    const byId = (id: string) => set.transactions.find((transaction) => transaction.id === id)!
    const [first, second, third] = history.truePairs
    // Reviewed (a new record, the same pair); one side paired by hand (its pair goes); one side deleted.
    save([{ ...byId(first!.fromId), reviewStatus: 'REVIEWED' }])
    save([{ ...byId(second!.fromId), matchingBankTransaction: { id: second!.toId } } as BankTransaction])
    const before = ids(findTransferPairs(set.transactions))
    expect(ids(await finder.follow(set))).toEqual(before)
    save([], [third!.toId])
    // A new arrival of the deleted side's amount, in another account of its company, the day after.
    const from = byId(third!.fromId)
    const account = set.transactions.find((transaction) => transaction.bankAccount?.id !== from.bankAccount?.id)!.bankAccount
    save([{ ...from, id: 'btxn_arrived', amount: -from.amount, bankAccount: account, description: 'TRANSFER IN' }])
    const after = ids(findTransferPairs(set.transactions))
    expect(after).not.toEqual(before)
    expect(ids(await finder.follow(set))).toEqual(after)
  })

  it('follows crowded books to the same pairs, doubts and rivals as a pairing anew', async () => {
    const answer = (pairs: readonly TransferPair[]) => pairs.map((pair) => [pair.from.id, pair.to.id, pair.ambiguous, ids(pair.rivals)])
    let set: Pick<BankTransactionSet, 'transactions' | 'change'> = { transactions: [...crowded(7)].sort(byDateDescending) }
    const finder = new TransferPairFinder()
    expect(answer(await finder.follow(set))).toEqual(answer(findTransferPairs(set.transactions)))
    const pairs = findTransferPairs(set.transactions)
    // A pair's side deleted, another paired by hand: their rivals free up or go.
    const first = pairs.find((pair) => pair.ambiguous)!
    const second = pairs.find((pair) => pair !== first)!
    noteChange(
      (set = mergeChanges(
        set.transactions,
        [{ ...second!.from, matchingBankTransaction: { id: second!.to.id } } as BankTransaction],
        [first!.to.id],
      )),
    )
    const after = answer(findTransferPairs(set.transactions))
    expect(after).not.toEqual(answer(pairs))
    expect(answer(await finder.follow(set))).toEqual(after)
  })
})

describe('pairIndex', () => {
  it('finds each side’s pair by its id', () => {
    const [pair] = findTransferPairs([side('bka_checking', 10, -7_000), side('bka_savings', 12, 7_000)])
    const index = pairIndex([pair!])
    expect([index.get(pair!.from.id), index.get(pair!.to.id), index.size]).toEqual([pair, pair, 2])
  })
})
