/**
 * Money moving between a company's own accounts (decision 27): four months of credit card
 * purchases, the card paid from checking every month (each payment arriving twice, once in each
 * account; the older ones paired and reviewed), and the transfers of `WAITING_TRANSFERS` waiting
 * in the review queue. Seeded after every other record, from a stream of its own, and on top of the
 * volumes asked for: the books' other records, ids and figures stay exactly as they were.
 */
import { dateFromDayNumber, dayNumber } from '../dates'
import type { BankTransactionRecord } from '../model'
import { bankTransactionPostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { bankAccountId, categoryId, dimensionValueId, vendorId, type CardPurchase, type CompanyCatalog } from './catalog'
import { feedRecord } from './bankTransactionRecord'
import type { SeedWindow } from './economy'
import { PAIRED_CARD_PAYMENT_PREFIX, WAITING_TRANSFERS } from './transferScenarios'

/** Books with fewer everyday bank transactions than this get none of these (the tests' small books stay as they were). */
export const TRANSFERS_FROM_VOLUME = 100

/** Days of card history before today, and the day of each monthly cycle the card is paid (days before today). */
const CARD_HISTORY_DAYS = 120
const PAYMENT_DAYS_BEFORE_TODAY = [96, 66, 36, 6] as const
/** Newer card purchases than this many days wait in the review queue. */
const REVIEW_LAG_DAYS = 21

type Side = Omit<Partial<BankTransactionRecord>, 'id' | 'seq'> &
  Pick<BankTransactionRecord, 'bankAccountId' | 'type' | 'amount' | 'description' | 'apiSourceId'> & { day: number }

/** Seeds the card, its payments and the waiting transfers of one company. */
export function seedTransfers(store: Store, catalog: CompanyCatalog, random: Random, window: SeedWindow): void {
  const account = (role: string) => bankAccountId(catalog, role)
  const mask = (role: string) => store.bankAccounts.get(account(role))?.mask ?? ''
  const closingDay = dayNumber(store.company(catalog.id).closing.date)
  const side = (day: number, role: string, amount: number, description: string, apiSourceId: string, type = 'TRANSFER'): Side => ({
    day,
    bankAccountId: account(role),
    type,
    amount,
    description,
    apiSourceId,
  })
  const settled = (day: number) => (day <= closingDay || window.today - day > 45 ? 'RECONCILED' : 'REVIEWED')

  const purchases = cardPurchases(catalog, random, window.today)
  for (const purchase of purchases) post(store, catalog, [purchase])

  let cycleStart = window.today - CARD_HISTORY_DAYS
  PAYMENT_DAYS_BEFORE_TODAY.forEach((daysBefore, n) => {
    const day = window.today - daysBefore
    const due = purchases.filter((purchase) => purchase.day >= cycleStart && purchase.day < day)
    cycleStart = day
    const amount = -due.reduce((sum, purchase) => sum + purchase.amount, 0)
    const waiting = n === PAYMENT_DAYS_BEFORE_TODAY.length - 1
    const [fromId, toId] = waiting
      ? WAITING_TRANSFERS.cardPayment.apiSourceIds
      : [`${PAIRED_CARD_PAYMENT_PREFIX}${n + 1}-checking`, `${PAIRED_CARD_PAYMENT_PREFIX}${n + 1}-card`]
    const reviewStatus = waiting ? 'UNREVIEWED' : settled(day)
    const sides: [Side, Side] = [
      { ...side(day, 'checking', -amount, `ONLINE PAYMENT TO CARD ${mask('card')}`, fromId), reviewStatus },
      { ...side(day + 1 + (n % 2), 'card', amount, 'PAYMENT - THANK YOU', toId), reviewStatus },
    ]
    post(store, catalog, sides, !waiting)
  })

  const transfer = (n: number) => random.int(4, 30) * 5000 + n * 100
  const toSavings = transfer(1)
  const [toSavingsOut, toSavingsIn] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
  post(store, catalog, [side(window.today - 40, 'checking', -toSavings, `ONLINE TRANSFER TO SAVINGS ${mask('savings')}`, toSavingsOut)])
  post(store, catalog, [
    side(window.today - 40 + random.int(0, 3), 'savings', toSavings, `TRANSFER FROM CHECKING ${mask('checking')}`, toSavingsIn),
  ])
  const toChecking = transfer(2)
  const [toCheckingOut, toCheckingIn] = WAITING_TRANSFERS.savingsToChecking.apiSourceIds
  post(store, catalog, [side(window.today - 26, 'savings', -toChecking, `ONLINE TRANSFER TO CHECKING ${mask('checking')}`, toCheckingOut)])
  post(store, catalog, [side(window.today - 25, 'checking', toChecking, `TRANSFER FROM SAVINGS ${mask('savings')}`, toCheckingIn)])
  // Two checking sides with the same amount and words, a day either side of the savings side.
  const ambiguous = transfer(3)
  const [ambiguousIn, ...ambiguousOut] = WAITING_TRANSFERS.ambiguous.apiSourceIds
  ambiguousOut.forEach((apiSourceId, n) =>
    post(store, catalog, [
      side(window.today - 16 + 2 * n, 'checking', -ambiguous, `ONLINE TRANSFER TO SAVINGS ${mask('savings')}`, apiSourceId),
    ]),
  )
  post(store, catalog, [side(window.today - 15, 'savings', ambiguous, `TRANSFER FROM CHECKING ${mask('checking')}`, ambiguousIn)])
  post(store, catalog, [
    side(
      window.today - 2,
      'checking',
      -transfer(4),
      `ONLINE TRANSFER TO SAVINGS ${mask('savings')}`,
      WAITING_TRANSFERS.otherSideMissing.apiSourceIds[0],
    ),
  ])
  // A supplier's charge and another supplier's refund on the card, nine days apart: opposite amounts, no transfer.
  const [charged, refunded] = random.sample([...catalog.cardPurchases], 2) as [CardPurchase, CardPurchase]
  const nearMiss = random.int(charged.amount[0], charged.amount[1])
  const [nearMissChecking, nearMissCard] = WAITING_TRANSFERS.nearMiss.apiSourceIds
  post(store, catalog, [side(window.today - 44, 'checking', -nearMiss, `ACH DEBIT ${charged.description}`, nearMissChecking, 'EXPENSE')])
  post(store, catalog, [side(window.today - 35, 'card', nearMiss, `RETURN ${refunded.description}`, nearMissCard, 'EXPENSE')])
}

/** A purchase every three to eight days; the older ones reviewed and categorized, the last weeks' waiting with a suggestion. */
function cardPurchases(catalog: CompanyCatalog, random: Random, today: number): Side[] {
  const purchases: Side[] = []
  for (let day = today - CARD_HISTORY_DAYS + random.int(0, 3), n = 1; day < today; day += random.int(3, 8), n++) {
    const kind = random.pick(catalog.cardPurchases)
    const reviewed = today - day > REVIEW_LAG_DAYS
    const category = categoryId(catalog, kind.categoryRole)
    purchases.push({
      day,
      bankAccountId: bankAccountId(catalog, 'card'),
      type: 'EXPENSE',
      amount: -random.int(kind.amount[0], kind.amount[1]),
      description: kind.description,
      apiSourceId: `card-purchase-${n}`,
      vendorId: vendorId(catalog, kind.vendorKey),
      categoryId: reviewed ? category : null,
      classSegmentIds: reviewed && kind.dimensionKey !== undefined ? [dimensionValueId(catalog, kind.dimensionKey)] : [],
      suggestedCategoryIds: reviewed ? [] : [category],
      reviewStatus: reviewed ? (today - day > 45 ? 'RECONCILED' : 'REVIEWED') : 'UNREVIEWED',
    })
  }
  return purchases
}

/** Stores `sides` (paired with each other when `paired`) and posts each once all are stored, since a side's posting reads its pair. */
function post(store: Store, catalog: CompanyCatalog, sides: readonly Side[], paired = false): void {
  const records = sides.map((side) => record(store, catalog, side))
  if (paired) {
    const [first, second] = records as [BankTransactionRecord, BankTransactionRecord]
    first.matchingBankTransactionId = second.id
    second.matchingBankTransactionId = first.id
  }
  for (const made of records) {
    store.putBankTransaction(made)
    store.claimExternalId('bankTransaction', made, made.id, made.bankAccountId)
  }
  for (const made of records) store.ledger.repost(made.id, bankTransactionPostings(store, made))
}

function record(store: Store, catalog: CompanyCatalog, side: Side): BankTransactionRecord {
  const { day, ...fields } = side
  return feedRecord(store.ids.next('btxn'), catalog, dateFromDayNumber(day), fields)
}
