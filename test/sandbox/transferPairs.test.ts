// Decision 27: two bank transactions naming each other are one transfer: paired both ways in one
// write, refused when they cannot be one, posted once between the two bank accounts, unpaired by
// a delete; and the seeded card, its payments and the transfers waiting for review.
import type { BankTransaction } from '../../src/api/types'
import type { Sandbox } from '../../src/sandbox'
import { TRANSFERS_FROM_VOLUME } from '../../src/sandbox/seed/transfers'
import { PAIRED_CARD_PAYMENT_PREFIX, WAITING_TRANSFERS } from '../../src/sandbox/seed/transferScenarios'
import { sandboxMaker } from '../../src/sandbox/sandbox'
import { apiFor, bakery, bikeShop, SMALL, type Api } from './helpers'

const PROFILES = ['bookkit', 'described'] as const
type Company = typeof bakery | typeof bikeShop

/** The books of each profile, seeded once in this file; each test gets a copy of its own. */
const makers = new Map<string, () => Sandbox>()

/** Small books with the seeded card and transfers, fresh for the test. */
function booksWithTransfers(profile: (typeof PROFILES)[number] = 'bookkit'): Sandbox {
  let make = makers.get(profile)
  if (!make) {
    make = sandboxMaker({ ...SMALL, profile, volume: { ...SMALL.volume, bankTransactionsPerCompany: TRANSFERS_FROM_VOLUME } })
    makers.set(profile, make)
  }
  return make()
}

function side(sandbox: Sandbox, apiSourceId: string, company: Company = bakery): BankTransaction {
  const found = sandbox.inspect.bankTransactions(company.id).find((transaction) => transaction.apiSourceId === apiSourceId)
  if (!found) throw new Error(`no transaction ${apiSourceId}`)
  return found
}

function byId(sandbox: Sandbox, id: string): BankTransaction | undefined {
  return sandbox.inspect.bankTransactions().find((transaction) => transaction.id === id)
}

/** Every line the transactions `ids` posted, in any of the company's accounts. */
function linesOf(sandbox: Sandbox, company: Company, ids: readonly string[]) {
  return sandbox.inspect
    .glAccounts(company.id)
    .flatMap((account) => sandbox.inspect.glLines(account.id).filter((line) => ids.includes(line.sourceId)))
}

async function saveOne(api: Api, item: Record<string, unknown>) {
  return (await api.saveBankTransactions([item])).body.data[0]
}

/** The one refusal of a save item: its status and error. */
async function refused(api: Api, item: Record<string, unknown>) {
  const result = await saveOne(api, item)
  expect(result).toMatchObject({ result: 'FAILURE' })
  return { statusCode: result.statusCode, error: result.error }
}

function expectBalanced(sandbox: Sandbox, company: Company): void {
  for (const method of ['ACCRUAL', 'CASH'] as const) {
    const { debits, credits } = sandbox.inspect.trialBalance(company.id, method)
    expect(debits, method).toBe(credits)
  }
}

describe('pairing two sides of a transfer', () => {
  it.each(PROFILES)(
    'pairs both in one request on the %s profile and moves the money once between the two bank accounts',
    async (profile) => {
      const sandbox = booksWithTransfers(profile)
      const api = apiFor(sandbox)
      const [outId, inId] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
      const out = side(sandbox, outId)
      const into = side(sandbox, inId)
      const answer = await api.saveBankTransactions([
        { id: out.id, matchingBankTransactionId: into.id, reviewStatus: 'REVIEWED' },
        { id: into.id, matchingBankTransactionId: out.id, reviewStatus: 'REVIEWED' },
      ])
      expect(answer.body.data.map((item: { result: string }) => item.result)).toEqual(['SUCCESS', 'SUCCESS'])
      expect(answer.body.data[1].data.matchingBankTransaction).toEqual({
        id: out.id,
        amount: out.amount,
        date: out.date,
        description: out.description,
        apiName: 'BANK_FEED',
        apiInstitutionId: `inst_${bakery.bankAccounts.checking}`,
        bankAccount: { id: bakery.bankAccounts.checking, name: 'Business Checking', displayName: 'Business Checking ••4821' },
      })

      const lines = linesOf(sandbox, bakery, [out.id, into.id])
      const { checking, savings, transfersInTransit } = bakery.glAccounts
      expect(lines.filter((line) => line.glAccountId === checking)).toEqual([
        expect.objectContaining({ sourceId: out.id, crAmount: -out.amount, drAmount: 0 }),
      ])
      expect(lines.filter((line) => line.glAccountId === savings)).toEqual([
        expect.objectContaining({ sourceId: into.id, drAmount: into.amount, crAmount: 0 }),
      ])
      // Nothing in income, expense or suspense: the rest is the clearing account, netting to zero.
      const elsewhere = lines.filter((line) => line.glAccountId !== checking && line.glAccountId !== savings)
      expect(new Set(elsewhere.map((line) => line.glAccountId))).toEqual(new Set([transfersInTransit]))
      expect(elsewhere.reduce((net, line) => net + line.drAmount - line.crAmount, 0)).toBe(0)
      expectBalanced(sandbox, bakery)
    },
  )

  it('pairs the other side too when one item names it', async () => {
    const sandbox = booksWithTransfers()
    const api = apiFor(sandbox)
    const [outId, inId] = WAITING_TRANSFERS.savingsToChecking.apiSourceIds
    const out = side(sandbox, outId)
    const into = side(sandbox, inId)
    expect(await saveOne(api, { id: into.id, matchingBankTransactionId: out.id })).toMatchObject({ result: 'SUCCESS' })
    expect(byId(sandbox, out.id)?.matchingBankTransaction).toMatchObject({
      id: into.id,
      bankAccount: { id: bakery.bankAccounts.checking, displayName: 'Business Checking ••4821' },
    })
    // The other side's item sent again changes nothing.
    expect(await saveOne(api, { id: out.id, matchingBankTransactionId: into.id })).toMatchObject({ result: 'SUCCESS' })
    expect(byId(sandbox, into.id)?.matchingBankTransaction?.id).toBe(out.id)
  })

  it('keeps a categorized side’s category, posting nothing to it while paired, and unpairing restores each side’s own posting', async () => {
    const sandbox = booksWithTransfers()
    const api = apiFor(sandbox)
    const [outId, inId] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
    const out = side(sandbox, outId)
    const into = side(sandbox, inId)
    const unused = bakery.glAccounts.unused
    const paired = await saveOne(api, { id: out.id, glAccountId: unused, matchingBankTransactionId: into.id })
    expect(paired.data).toMatchObject({ glAccount: { id: unused }, matchingBankTransaction: { id: into.id } })
    expect(sandbox.inspect.glLines(unused)).toEqual([])
    // Leaving the link out keeps the pair.
    await saveOne(api, { id: out.id, notes: 'Monthly reserve' })
    expect(byId(sandbox, into.id)?.matchingBankTransaction?.id).toBe(out.id)

    expect(await saveOne(api, { id: into.id, matchingBankTransactionId: null })).toMatchObject({ result: 'SUCCESS' })
    expect(byId(sandbox, out.id)?.matchingBankTransaction).toBeUndefined()
    expect(sandbox.inspect.glLines(unused)).toEqual([expect.objectContaining({ sourceId: out.id, drAmount: -out.amount })])
    // The savings side is a TRANSFER with no category: it waits in transit for its other side again.
    expect(
      linesOf(sandbox, bakery, [into.id])
        .map((line) => line.glAccountId)
        .sort(),
    ).toEqual([bakery.glAccounts.savings, bakery.glAccounts.transfersInTransit].sort())
    expectBalanced(sandbox, bakery)
  })

  it('keeps a TRANSFER marked before its other side arrives in transit, and clears it once paired', async () => {
    const sandbox = booksWithTransfers()
    const api = apiFor(sandbox)
    const transit = bakery.glAccounts.transfersInTransit
    const marked = await saveOne(api, {
      date: '2026-06-20',
      amount: -75000,
      bankAccountId: bakery.bankAccounts.checking,
      type: 'TRANSFER',
      description: 'ONLINE TRANSFER TO SAVINGS 9930',
    })
    expect(sandbox.inspect.glLines(transit).filter((line) => line.sourceId === marked.data.id)).toEqual([
      expect.objectContaining({ drAmount: 75000 }),
    ])
    expect(sandbox.inspect.glLines(bakery.glAccounts.suspense).filter((line) => line.sourceId === marked.data.id)).toEqual([])

    const arrived = await saveOne(api, {
      date: '2026-06-22',
      amount: 75000,
      bankAccountId: bakery.bankAccounts.savings,
      description: 'TRANSFER FROM CHECKING 4821',
      matchingBankTransactionId: marked.data.id,
    })
    expect(arrived).toMatchObject({ result: 'SUCCESS', statusCode: 201 })
    const inTransit = sandbox.inspect
      .glLines(transit)
      .filter((line) => line.sourceId === marked.data.id || line.sourceId === arrived.data.id)
    expect(inTransit.reduce((net, line) => net + line.drAmount - line.crAmount, 0)).toBe(0)
    expectBalanced(sandbox, bakery)
  })
})

describe('a pair refused', () => {
  it.each(PROFILES)('names matchingBankTransactionId and the other record on the %s profile, and stores nothing', async (profile) => {
    const sandbox = booksWithTransfers(profile)
    const api = apiFor(sandbox, { userId: null })
    const [outId, inId] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
    const out = side(sandbox, outId)
    const into = side(sandbox, inId)
    const sameAccount = side(sandbox, WAITING_TRANSFERS.ambiguous.apiSourceIds[1])
    const otherAmount = side(sandbox, WAITING_TRANSFERS.ambiguous.apiSourceIds[0])
    const otherCompany = side(sandbox, WAITING_TRANSFERS.checkingToSavings.apiSourceIds[1], bikeShop)
    const invalid = (message: string) => ({
      statusCode: 400,
      error: [
        expect.objectContaining({ type: 'INVALID_VALUE', param: 'matchingBankTransactionId', message: expect.stringContaining(message) }),
      ],
    })
    expect(await refused(api, { id: out.id, matchingBankTransactionId: out.id })).toEqual(invalid('itself'))
    expect(await refused(api, { id: out.id, matchingBankTransactionId: otherCompany.id })).toEqual(invalid(otherCompany.id))
    const sameAccountError = await refused(api, { id: out.id, matchingBankTransactionId: sameAccount.id })
    expect(sameAccountError.error).toContainEqual(
      expect.objectContaining({
        param: 'matchingBankTransactionId',
        message: expect.stringContaining('same bank account (Business Checking ••4821)'),
      }),
    )
    expect(await refused(api, { id: out.id, matchingBankTransactionId: otherAmount.id })).toEqual(
      invalid(`is for ${(otherAmount.amount / 100).toFixed(2)} and this one for ${(out.amount / 100).toFixed(2)}`),
    )

    await saveOne(api, { id: out.id, matchingBankTransactionId: into.id })
    const taken = await refused(api, { id: sameAccount.id, matchingBankTransactionId: into.id })
    expect(taken.error).toContainEqual(
      expect.objectContaining({
        param: 'matchingBankTransactionId',
        message: expect.stringContaining(`paired with "${out.id}"; unpair it first`),
      }),
    )
    const leaving = await refused(api, { id: out.id, matchingBankTransactionId: otherAmount.id })
    expect(leaving.error).toContainEqual(
      expect.objectContaining({ message: `This transaction is paired with "${into.id}"; unpair it first.` }),
    )
    expect(await refused(api, { id: out.id, amount: out.amount - 100 })).toMatchObject({
      error: [expect.objectContaining({ type: 'INVALID_VALUE', param: 'amount' })],
    })

    expect(byId(sandbox, out.id)).toMatchObject({ amount: out.amount, matchingBankTransaction: { id: into.id } })
    expect(byId(sandbox, sameAccount.id)?.matchingBankTransaction).toBeUndefined()
    expect(byId(sandbox, otherAmount.id)?.matchingBankTransaction).toBeUndefined()
  })

  it('keeps the existing NOT_FOUND for a deleted other side', async () => {
    const sandbox = booksWithTransfers()
    const api = apiFor(sandbox)
    const [outId, inId] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
    const into = side(sandbox, inId)
    await api.delete(`/v6/banks/transactions/${into.id}`)
    expect(await refused(api, { id: side(sandbox, outId).id, matchingBankTransactionId: into.id })).toMatchObject({
      statusCode: 404,
      error: [expect.objectContaining({ type: 'NOT_FOUND', param: 'matchingBankTransactionId' })],
    })
  })

  it('refuses as the closing lock does when the other side is in closed books', async () => {
    const sandbox = booksWithTransfers()
    const api = apiFor(sandbox)
    const closed = sandbox.inspect
      .bankTransactions(bakery.id)
      .find(
        (transaction) =>
          transaction.bankAccount?.id === bakery.bankAccounts.card && transaction.date < '2026-04-30' && transaction.amount < 0,
      )
    if (!closed) throw new Error('no card purchase in closed books')
    const result = await refused(api, {
      date: '2026-06-10',
      amount: -closed.amount,
      bankAccountId: bakery.bankAccounts.checking,
      matchingBankTransactionId: closed.id,
    })
    expect(result).toMatchObject({
      statusCode: 400,
      error: [
        expect.objectContaining({
          type: 'NOT_MODIFIABLE',
          param: 'matchingBankTransactionId',
          message: expect.stringContaining(closed.id),
        }),
      ],
    })
    expect(byId(sandbox, closed.id)?.matchingBankTransaction).toBeUndefined()
  })
})

describe('a paired side deleted', () => {
  it.each(PROFILES)('unpairs the other on the %s profile, which posts its own posting again and is back in review', async (profile) => {
    const sandbox = booksWithTransfers(profile)
    const api = apiFor(sandbox)
    const [outId, inId] = WAITING_TRANSFERS.checkingToSavings.apiSourceIds
    const out = side(sandbox, outId)
    const into = side(sandbox, inId)
    await api.saveBankTransactions([
      { id: out.id, matchingBankTransactionId: into.id, reviewStatus: 'REVIEWED', categoryId: bakery.categories.deposits },
      { id: into.id, reviewStatus: 'REVIEWED' },
    ])
    const checkpoint = profile === 'bookkit' ? (await api.sync({ limit: '1' })).body.lastUpdatedDate : ''
    expect((await api.delete(`/v6/banks/transactions/${into.id}`)).status).toBe(200)

    expect(byId(sandbox, out.id)).toMatchObject({ reviewStatus: 'UNREVIEWED', matchingBankTransaction: undefined })
    expect(
      linesOf(sandbox, bakery, [out.id])
        .map((line) => line.glAccountId)
        .sort(),
    ).toEqual([bakery.glAccounts.checking, bakery.glAccounts.undepositedFunds].sort())
    // The v5 sync is decision 2, the bookkit profile's.
    if (profile === 'bookkit') {
      const delta = await api.sync({ lastUpdatedDate: checkpoint })
      expect(delta.body.data.map((transaction: BankTransaction) => transaction.id)).toContain(out.id)
      expect(delta.body.deletedIds).toContain(into.id)
    }
    expectBalanced(sandbox, bakery)
  })

  it('leaves a reconciled other side reconciled', async () => {
    const sandbox = booksWithTransfers()
    const api = apiFor(sandbox, { userId: null })
    const checkingSide = side(sandbox, `${PAIRED_CARD_PAYMENT_PREFIX}1-checking`, bikeShop)
    const cardSide = side(sandbox, `${PAIRED_CARD_PAYMENT_PREFIX}1-card`, bikeShop)
    expect(cardSide.reviewStatus).toBe('RECONCILED')
    await api.delete(`/v6/banks/transactions/${checkingSide.id}`)
    expect(byId(sandbox, cardSide.id)).toMatchObject({ reviewStatus: 'RECONCILED', matchingBankTransaction: undefined })
  })
})

describe('the seeded card and transfers', () => {
  it.each([bakery, bikeShop])('give $name a card paid every month from checking, the older payments paired and reviewed', (company) => {
    const sandbox = booksWithTransfers()
    const transactions = sandbox.inspect.bankTransactions(company.id)
    const card = transactions.filter((transaction) => transaction.bankAccount?.id === company.bankAccounts.card)
    expect(card.filter((transaction) => transaction.amount < 0 && transaction.reviewStatus !== 'UNREVIEWED').length).toBeGreaterThan(8)
    expect(card.filter((transaction) => transaction.amount < 0 && transaction.reviewStatus === 'UNREVIEWED').length).toBeGreaterThan(0)
    const paid = transactions.filter((transaction) => transaction.apiSourceId?.startsWith(PAIRED_CARD_PAYMENT_PREFIX))
    expect(paid).toHaveLength(6)
    for (const payment of paid) {
      const other = byId(sandbox, payment.matchingBankTransaction?.id ?? '')
      expect(other?.matchingBankTransaction?.id).toBe(payment.id)
      expect(other?.amount).toBe(-payment.amount)
      expect(payment.reviewStatus).not.toBe('UNREVIEWED')
    }
    expect(
      linesOf(
        sandbox,
        company,
        paid.map((payment) => payment.id),
      ).some((line) => line.glAccountId === company.glAccounts.suspense),
    ).toBe(false)
    expectBalanced(sandbox, company)
  })

  it.each([bakery, bikeShop])(
    'leave $name’s waiting transfers unreviewed and unpaired, each expected pair of opposite amounts',
    (company) => {
      const sandbox = booksWithTransfers()
      for (const scenario of Object.values(WAITING_TRANSFERS)) {
        for (const apiSourceId of scenario.apiSourceIds)
          expect(side(sandbox, apiSourceId, company)).toMatchObject({ reviewStatus: 'UNREVIEWED', matchingBankTransaction: undefined })
        for (const [from, to] of scenario.pairs) {
          const [a, b] = [side(sandbox, from, company), side(sandbox, to, company)]
          expect(a.amount + b.amount).toBe(0)
          expect(a.bankAccount?.id).not.toBe(b.bankAccount?.id)
        }
      }
      const [into, first, second] = WAITING_TRANSFERS.ambiguous.apiSourceIds.map((id) => side(sandbox, id, company)) as BankTransaction[]
      const distance = (a: BankTransaction, b: BankTransaction) => Math.abs(Date.parse(a.date) - Date.parse(b.date))
      expect([first?.amount, second?.amount]).toEqual([-(into?.amount ?? 0), -(into?.amount ?? 0)])
      expect(first?.description).toBe(second?.description)
      expect(distance(into as BankTransaction, first as BankTransaction)).toBe(distance(into as BankTransaction, second as BankTransaction))
      const [charge, refund] = WAITING_TRANSFERS.nearMiss.apiSourceIds.map((id) => side(sandbox, id, company)) as BankTransaction[]
      expect((charge?.amount ?? 0) + (refund?.amount ?? 0)).toBe(0)
      expect(distance(charge as BankTransaction, refund as BankTransaction)).toBe(9 * 86_400_000)
    },
  )
})
