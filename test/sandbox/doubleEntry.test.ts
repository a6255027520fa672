// Debits equal credits across the whole book under both methods, from the seed and after a few
// hundred random saves, splits, journal entries and deletes; GL answers agree with the stored lines.
import { createSandbox, SANDBOX } from '../../src/sandbox'
import { createRandom } from '../../src/sandbox/random'
import { allGlPages, apiFor, bakery, bikeShop, normalBalance, smallSandbox } from './helpers'

const METHODS = ['ACCRUAL', 'CASH'] as const

function expectBalancedBooks(sandbox: ReturnType<typeof smallSandbox>): void {
  for (const companyId of [bakery.id, bikeShop.id]) {
    for (const method of METHODS) {
      const { debits, credits } = sandbox.inspect.trialBalance(companyId, method)
      expect(debits, `${companyId} ${method}`).toBe(credits)
      expect(debits).toBeGreaterThan(0)
    }
  }
}

describe('double entry', () => {
  it('balances the seeded books under accrual and cash', () => {
    expectBalancedBooks(smallSandbox({ volume: { invoicesPerCompany: 160, bankTransactionsPerCompany: 300, extraGlLinesPerCompany: 300 } }))
  })

  it('stays balanced after 300 random saves, updates, splits, journal entries and deletes', async () => {
    const sandbox = smallSandbox()
    const api = apiFor(sandbox, { userId: SANDBOX.users.bookkeeper })
    const random = createRandom(42, 'double-entry')
    const companies = [
      {
        c: bakery,
        categories: Object.values(bakery.categories),
        accounts: [
          bakery.glAccounts.rent,
          bakery.glAccounts.utilities,
          bakery.glAccounts.wages,
          bakery.glAccounts.ownerEquity,
          bakery.glAccounts.salesTaxPayable,
          bakery.glAccounts.retailRevenue,
        ],
      },
      {
        c: bikeShop,
        categories: Object.values(bikeShop.categories),
        accounts: [
          bikeShop.glAccounts.rent,
          bikeShop.glAccounts.utilities,
          bikeShop.glAccounts.wages,
          bikeShop.glAccounts.ownerEquity,
          bikeShop.glAccounts.partsRevenue,
        ],
      },
    ]
    const date = () => `2026-${random.pick(['05', '06'])}-${String(random.int(1, 28)).padStart(2, '0')}`
    const created: string[] = []
    const outcomes = { updated: 0, deleted: 0 }
    for (let step = 0; step < 300; step++) {
      const { c, categories, accounts } = random.pick(companies)
      const roll = random.next()
      if (roll < 0.45) {
        const amount = -random.int(1, 500_000) * (random.chance(0.3) ? -1 : 1)
        const split = random.chance(0.3)
        const first = Math.trunc(amount / 3) || amount
        const item = {
          date: date(),
          amount,
          bankAccountId: random.pick(Object.values(c.bankAccounts)),
          ...(split
            ? {
                children:
                  first === amount
                    ? [{ amount, categoryId: random.pick(categories) }]
                    : [{ amount: first, categoryId: random.pick(categories) }, { amount: amount - first }],
              }
            : random.chance(0.2)
              ? {}
              : { categoryId: random.pick(categories) }),
        }
        const answer = await api.saveBankTransactions([item])
        if (answer.body.data[0].result === 'SUCCESS') created.push(answer.body.data[0].data.id)
      } else if (roll < 0.65 && created.length > 0) {
        const id = random.pick(created)
        const answer = await api.saveBankTransactions([
          { id, amount: -random.int(1, 90_000), children: [], categoryId: null, date: date() },
        ])
        if (answer.body.data[0].result === 'SUCCESS') outcomes.updated++
      } else if (roll < 0.8 && created.length > 0) {
        const id = created.splice(random.int(0, created.length - 1), 1)[0]
        const answer = await api.delete(`/v6/banks/transactions/${id}`)
        expect(answer.status).toBe(200)
        outcomes.deleted++
      } else {
        const amount = random.int(1, 250_000)
        const [debit, credit] = random.sample(accounts, 2)
        const answer = await api.saveJournalEntries([
          {
            date: date(),
            description: `Adjustment ${step}`,
            children: [
              { glAccountId: debit, drAmount: amount, crAmount: 0 },
              { glAccountId: credit, drAmount: 0, crAmount: amount },
            ],
          },
        ])
        expect(answer.body.data[0].result).toBe('SUCCESS')
      }
    }
    expect(outcomes.deleted).toBeGreaterThan(10)
    expect(outcomes.updated).toBeGreaterThan(10)
    expectBalancedBooks(sandbox)

    for (const account of [bakery.glAccounts.checking, bakery.glAccounts.suspense, bikeShop.glAccounts.rent]) {
      const lines = sandbox.inspect.glLines(account)
      const type = sandbox.inspect.glAccountType(account)
      const entries = (await allGlPages(api, account, { limit: 250 })).flatMap((page) => page.data)
      expect(entries.map((entry) => entry.id)).toEqual(lines.map((line) => line.id))
      expect(entries.at(-1)?.runningBalance ?? 0).toBe(normalBalance(type, lines))
    }
  })

  it('has at least 3,000 lines on the busiest account and the seeded volumes by default', () => {
    const sandbox = createSandbox({ today: '2026-06-30' })
    expect(sandbox.inspect.glLines(bakery.glAccounts.busyExpense).length).toBeGreaterThanOrEqual(3000)
    expect(sandbox.inspect.invoices().length).toBeGreaterThanOrEqual(300)
    expect(sandbox.inspect.bankTransactions().length).toBeGreaterThanOrEqual(500)
    expect(sandbox.inspect.journalEntries().length).toBeGreaterThan(20)
  })
})
