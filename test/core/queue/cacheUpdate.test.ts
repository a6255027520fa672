// What a landed save does to the session's caches, decided in Node: the records each cached set takes
// and loses (the other side of a pair the service changed without sending it back included), the
// ledgers whose balances moved, and whether the lists or the invoices are read again; then a save
// through the sandbox, whose payment of an invoice reads the invoices again and whose plain expense
// does not.
import type { BankTransaction } from '../../../src/api/types'
import type { WriteOutcome } from '../../../src/api/writes/outcome'
import { saveBankTransactionsSurely } from '../../../src/api/writes/bankTransactionWrites'
import { byDateDescending, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { cacheUpdateOf, mergedSet, type CachedReads } from '../../../src/core/queue/save/cacheUpdate'
import type { LedgerSideSample } from '../../../src/core/queue/saveReach'
import { SANDBOX } from '../../../src/sandbox'
import { sandboxClient, useSandboxServer } from '../../support/sandbox'

const CHECKING = { id: 'bka_checking', name: 'Checking' }
const SALES = { id: 'gla_sales', name: 'Retail sales' }
const RENT = { id: 'gla_rent', name: 'Rent' }

function record(id: string, date: string, amount: number, extra: Partial<BankTransaction> = {}): BankTransaction {
  return { id, date, amount, status: 'ACTIVE', bankAccount: CHECKING, reviewStatus: 'UNREVIEWED', ...extra }
}
const setOf = (records: BankTransaction[], syncing?: BankTransactionSet['syncing']): BankTransactionSet => ({
  transactions: records.toSorted(byDateDescending),
  lastUpdatedDate: '2026-06-30T09:00:00Z',
  ...(syncing && { syncing }),
})
const saved = (after: BankTransaction | undefined, statusCode = 200): WriteOutcome<BankTransaction> => ({
  status: 'saved',
  statusCode,
  record: after,
  recovered: false,
})
/** A ledger line of the sales account read by a statement, which tells that Checking's ledger is `gla_checking`. */
const salesLine = (transactionId: string, date: string): LedgerSideSample => ({
  glAccountId: SALES.id,
  transactionId,
  date,
  otherGlAccountId: 'gla_checking',
})
const reads = (sets: BankTransactionSet[], samples: LedgerSideSample[] = []): CachedReads => ({
  sets,
  lean: (transaction) => transaction,
  ledgerSamples: () => samples,
})

const coffee = record('btxn_1', '2026-06-03', -450, { glAccount: SALES })
const flour = record('btxn_2', '2026-06-02', -9_000, { glAccount: RENT })
const rent = record('btxn_3', '2026-06-01', -120_000, { glAccount: RENT })

describe('cacheUpdateOf', () => {
  it('changes nothing for a refusal, an unknown outcome or an item not sent', () => {
    const outcomes: WriteOutcome<BankTransaction>[] = [
      { status: 'refused', statusCode: 400, errors: [], kind: 'service' },
      { status: 'unknown', reason: 'timeout', canCheck: true, errors: [] },
      { status: 'notSent' },
    ]
    expect(cacheUpdateOf(outcomes, reads([setOf([coffee])]))).toEqual({ relist: false })
  })

  it('reads every list again when the service confirmed a record without sending it back', () => {
    expect(cacheUpdateOf([saved(undefined)], reads([setOf([coffee])]))).toEqual({ relist: true })
  })

  it('puts a reviewed record in place of the one every set holds, moving its own ledgers only', () => {
    const set = setOf([coffee, flour, rent], undefined)
    const reviewed = { ...flour, reviewStatus: 'REVIEWED' }
    const { relist, merge } = cacheUpdateOf([saved(reviewed)], reads([set], [salesLine(coffee.id, coffee.date!)]))
    expect(relist).toBe(false)
    expect(merge).toMatchObject({ records: [reviewed], deletedIds: [], wrote: [flour.id], invoices: false })
    expect(merge?.balances?.toSorted()).toEqual(['gla_checking', 'gla_rent'])
    const after = mergedSet(set, merge!)
    expect(after.transactions.map((transaction) => [transaction.id, transaction.reviewStatus])).toEqual([
      [coffee.id, 'UNREVIEWED'],
      [flour.id, 'REVIEWED'],
      [rent.id, 'UNREVIEWED'],
    ])
    expect(after).toMatchObject({ lastUpdatedDate: set.lastUpdatedDate, syncing: undefined })
  })

  it('moves every ledger’s balances and reads the invoices again for an update no whole set holds', () => {
    const soFar = setOf([coffee], { received: 1 })
    const { merge } = cacheUpdateOf([saved({ ...rent, reviewStatus: 'REVIEWED' })], reads([soFar]))
    expect(merge).toMatchObject({ balances: undefined, invoices: true })
    // The set still syncing takes the record where its date puts it.
    expect(mergedSet(soFar, merge!)).toMatchObject({ transactions: [coffee, { id: rent.id }], syncing: { received: 1 } })
  })

  it('deletes one side of a transfer and sends the other side, unpaired and back in review, into every set', () => {
    const from = record('btxn_from', '2026-06-10', -5_000, {
      matchingBankTransaction: { id: 'btxn_to', date: '2026-06-11' },
      reviewStatus: 'REVIEWED',
    })
    const to = record('btxn_to', '2026-06-11', 5_000, {
      matchingBankTransaction: { id: from.id, date: from.date },
      reviewStatus: 'REVIEWED',
    })
    const set = setOf([from, to, coffee])
    const { merge } = cacheUpdateOf([saved({ ...from, status: 'DELETED' })], reads([set]))
    expect(merge).toMatchObject({ deletedIds: [from.id], wrote: [from.id, to.id] })
    const { matchingBankTransaction: _paired, ...unpaired } = to
    expect(merge?.records).toEqual([{ ...unpaired, reviewStatus: 'UNREVIEWED' }])
    expect(
      mergedSet(set, merge!).transactions.map((transaction) => [
        transaction.id,
        transaction.matchingBankTransaction?.id,
        transaction.reviewStatus,
      ]),
    ).toEqual([
      [to.id, undefined, 'UNREVIEWED'],
      [coffee.id, undefined, 'UNREVIEWED'],
    ])
  })

  it('reads the invoices again when a record paid one before the save, though it names none now', () => {
    const payment = record('btxn_pay', '2026-06-05', 2_000, { children: [{ amount: 2_000, invoiceId: 'inv_1' }] })
    const { merge } = cacheUpdateOf([saved({ ...payment, children: [], glAccount: SALES })], reads([setOf([payment])]))
    expect(merge?.invoices).toBe(true)
  })
})

describe('a save through the sandbox', () => {
  const bakery = SANDBOX.companies.bakery
  const state = useSandboxServer({ volume: { invoicesPerCompany: 20, bankTransactionsPerCompany: 20, extraGlLinesPerCompany: 0 } })
  const TODAY = '2026-06-30'

  async function save(item: Parameters<typeof saveBankTransactionsSurely>[1][number]) {
    const { client } = sandboxClient(state.sandbox)
    const [outcome] = await saveBankTransactionsSurely(client, [item], {
      maxBatchSize: 4,
      settleWindowMs: 0,
      unsettled: new Map(),
      since: () => undefined,
    })
    return outcome!
  }
  /** The whole set as a finished sync holds it. */
  const synced = () => setOf(state.sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[])

  it('reads the invoices again after a payment naming an invoice, and the set holds the payment', async () => {
    const set = synced()
    const invoice = state.sandbox.inspect
      .invoices(bakery.id)
      .find((stored) => stored.totals.balance > 0 && stored.invoiceStatus !== 'DRAFT')!
    const amount = Math.min(invoice.totals.balance, 1_000)
    const outcome = await save({
      bankAccountId: bakery.bankAccounts.checking,
      date: TODAY,
      amount,
      type: 'INCOME',
      description: `Payment ${invoice.invoiceNumber}`,
      children: [{ amount, invoiceId: invoice.id, customerId: invoice.customer.id }],
    })
    expect(outcome.status).toBe('saved')
    const { merge } = cacheUpdateOf([outcome], reads([set]))
    expect(merge?.invoices).toBe(true)
    const payment = outcome.status === 'saved' ? outcome.record : undefined
    expect(mergedSet(set, merge!).transactions).toHaveLength(set.transactions.length + 1)
    expect(mergedSet(set, merge!).transactions).toContainEqual(payment)
  })

  it('leaves the invoices as read after a new transaction naming none', async () => {
    const set = synced()
    const outcome = await save({
      bankAccountId: bakery.bankAccounts.checking,
      date: TODAY,
      amount: -1_234,
      type: 'EXPENSE',
      description: 'Corner Cup',
    })
    expect(outcome).toMatchObject({ status: 'saved', statusCode: 201 })
    expect(cacheUpdateOf([outcome], reads([set])).merge?.invoices).toBe(false)
  })
})
