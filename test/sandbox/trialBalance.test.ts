// `sandbox.inspect.trialBalance(companyId, method?, asOf?)`: what the balance sheet and trial balance
// tests check the hooks against, so it is checked here against the stored lines alone
// (`inspect.glLines`), for both companies under both methods, on month ends of two years, a day
// within a month, a day before the books start and with no date: every account of the company, in
// chart order, with its debits less credits on the debit side or its credits less debits on the
// credit side; the sums of every line counted; the columns equal on every day, as the books balance;
// a line of the day itself counted and one of the day after not; the balance the GL route gives the
// day after the same; a saved journal entry moving its two accounts from its date on.
import type { Sandbox, SandboxGlAccount } from '../../src/sandbox'
import type { AccountingMethod } from '../../src/sandbox/model'
import { apiFor, bakery, bikeShop, smallSandbox } from './helpers'

const METHODS: readonly AccountingMethod[] = ['ACCRUAL', 'CASH']
const COMPANIES = [
  { company: 'the bakery', companyId: bakery.id, ownMethod: bakery.accountingMethod as AccountingMethod, otherCompany: bikeShop.id },
  { company: 'the bike shop', companyId: bikeShop.id, ownMethod: bikeShop.accountingMethod as AccountingMethod, otherCompany: bakery.id },
]
/** Two years of books: lines from 2024-07-01 to today, 2026-06-30. */
const TWO_YEARS = { years: 2 }
/** Month ends across both years and a fiscal year's turn, a day within a month, and the last day of the books. */
const DATES = ['2024-07-31', '2024-12-31', '2025-01-01', '2025-06-30', '2025-12-31', '2026-02-28', '2026-06-15', '2026-06-30']

/** `date` moved by `days`, by the calendar. */
const shiftDay = (date: string, days: number) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)) + days)).toISOString().slice(0, 10)

/** What the trial balance must say of `accounts` on `asOf` (every line without it), from each account's lines alone. */
function fromLines(sandbox: Sandbox, accounts: readonly SandboxGlAccount[], method: AccountingMethod, asOf?: string) {
  let debits = 0
  let credits = 0
  const rows = accounts.map(({ id }) => {
    let net = 0
    for (const line of sandbox.inspect.glLines(id, method)) {
      if (asOf !== undefined && line.date > asOf) continue
      debits += line.drAmount
      credits += line.crAmount
      net += line.drAmount - line.crAmount
    }
    // The balance on the side it is on; the other side nothing.
    return { glAccountId: id, debit: net > 0 ? net : 0, credit: net < 0 ? -net : 0 }
  })
  return { debits, credits, accounts: rows }
}

const columnSums = (accounts: ReadonlyArray<{ debit: number; credit: number }>) => ({
  debit: accounts.reduce((sum, account) => sum + account.debit, 0),
  credit: accounts.reduce((sum, account) => sum + account.credit, 0),
})

describe('inspect.trialBalance', () => {
  const sandbox = smallSandbox(TWO_YEARS)

  describe.each(COMPANIES)('of $company', ({ companyId, ownMethod, otherCompany }) => {
    const chart = sandbox.inspect.glAccounts(companyId)
    const theirs = new Set(sandbox.inspect.glAccounts(otherCompany).map((account) => account.id))

    it.each(METHODS)(
      'gives every account its lines’ balance on its side under %s, on each day and with no day, the sums of every line counted, and equal columns',
      (method) => {
        for (const asOf of [...DATES, undefined]) {
          const trial = sandbox.inspect.trialBalance(companyId, method, asOf)
          const expected = fromLines(sandbox, chart, method, asOf)
          expect(trial, `${method} ${asOf}`).toEqual(expected)
          // Every account of the company once, in chart order, and none of another company's.
          expect(trial.accounts.map((account) => account.glAccountId)).toEqual(chart.map((account) => account.id))
          expect(new Set(trial.accounts.map((account) => account.glAccountId)).size).toBe(chart.length)
          expect(trial.accounts.filter((account) => theirs.has(account.glAccountId))).toEqual([])
          // One side at most, never negative.
          for (const account of trial.accounts) expect(Math.min(account.debit, account.credit), account.glAccountId).toBe(0)
          // Every posting balances, so the lines' sums agree, and so do the columns of balances.
          expect(trial.debits, `${method} ${asOf}`).toBe(trial.credits)
          const { debit, credit } = columnSums(trial.accounts)
          expect(debit, `${method} ${asOf}`).toBe(credit)
          expect(debit).toBeGreaterThan(0)
        }
      },
    )

    it('is the company’s own method when none is given, and another under the other method', () => {
      for (const asOf of [...DATES, undefined])
        expect(sandbox.inspect.trialBalance(companyId, undefined, asOf)).toEqual(sandbox.inspect.trialBalance(companyId, ownMethod, asOf))
      const other = METHODS.find((method) => method !== ownMethod)
      expect(sandbox.inspect.trialBalance(companyId, other).accounts).not.toEqual(
        sandbox.inspect.trialBalance(companyId, ownMethod).accounts,
      )
    })

    it('counts every line without a day, as it does on the last day of the books', () => {
      const last = chart
        .flatMap(({ id }) => sandbox.inspect.glLines(id).map((line) => line.date))
        .sort()
        .at(-1)!
      expect(sandbox.inspect.trialBalance(companyId)).toEqual(sandbox.inspect.trialBalance(companyId, undefined, last))
      expect(sandbox.inspect.trialBalance(companyId, undefined, shiftDay(last, -1))).not.toEqual(sandbox.inspect.trialBalance(companyId))
    })

    it('gives every account nothing on a day before the books start', () => {
      const trial = sandbox.inspect.trialBalance(companyId, undefined, '2024-06-30')
      expect(trial).toEqual({ debits: 0, credits: 0, accounts: chart.map(({ id }) => ({ glAccountId: id, debit: 0, credit: 0 })) })
    })

    it('counts a line dated on the day, and not one of the day after', () => {
      // The last day of June with a line on any account, and that account.
      const { glAccountId, date } = chart
        .flatMap(({ id }) => sandbox.inspect.glLines(id).map((line) => ({ glAccountId: id, date: line.date })))
        .filter((line) => line.date.startsWith('2026-06-'))
        .sort((a, b) => a.date.localeCompare(b.date))
        .at(-1)!
      const net = (asOf: string) => {
        const row = sandbox.inspect
          .trialBalance(companyId, undefined, asOf)
          .accounts.find((account) => account.glAccountId === glAccountId)!
        return row.debit - row.credit
      }
      const ofTheDay = sandbox.inspect.glLines(glAccountId).filter((line) => line.date === date)
      const moved = ofTheDay.reduce((sum, line) => sum + line.drAmount - line.crAmount, 0)
      expect(ofTheDay.length).toBeGreaterThan(0)
      expect(net(date) - net(shiftDay(date, -1))).toBe(moved)
    })
  })

  it('gives each account what the GL route gives as the balance before the day after, turned to debits less credits', async () => {
    const api = apiFor(sandbox)
    const asOf = '2026-03-31'
    const trial = sandbox.inspect.trialBalance(bakery.id, undefined, asOf)
    for (const account of sandbox.inspect.glAccounts(bakery.id)) {
      const answer = await api.gl(account.id, { limit: 1, filter: { includeBeginningBalance: true, beginDate: shiftDay(asOf, 1) } })
      const normal = account.type === 'ASSET' || account.type === 'EXPENSE' ? 1 : -1
      const row = trial.accounts.find((candidate) => candidate.glAccountId === account.id)!
      // `+ 0`: a credit-normal account with nothing on it (the card, paid off that day) turns to -0.
      expect(normal * answer.body.beginningBalance + 0, account.id).toBe(row.debit - row.credit)
    }
  })

  it('moves the two accounts a saved journal entry names, from its date on', async () => {
    const fresh = smallSandbox(TWO_YEARS)
    const api = apiFor(fresh)
    const amount = 43_210
    const before = (asOf: string) => fresh.inspect.trialBalance(bakery.id, undefined, asOf)
    const [dayBefore, onTheDay] = [before('2026-06-14'), before('2026-06-15')]
    const answer = await api.saveJournalEntries([
      {
        date: '2026-06-15',
        description: 'Owner adds to savings',
        children: [
          { glAccountId: bakery.glAccounts.savings, drAmount: amount, crAmount: 0 },
          { glAccountId: bakery.glAccounts.ownerEquity, drAmount: 0, crAmount: amount },
        ],
      },
    ])
    expect(answer.body.data[0].result).toBe('SUCCESS')
    expect(fresh.inspect.trialBalance(bakery.id, undefined, '2026-06-14')).toEqual(dayBefore)
    const after = fresh.inspect.trialBalance(bakery.id, undefined, '2026-06-15')
    expect(after.debits - onTheDay.debits).toBe(amount)
    expect(after.credits - onTheDay.credits).toBe(amount)
    const nets = (trial: typeof after) => new Map(trial.accounts.map((account) => [account.glAccountId, account.debit - account.credit]))
    const [was, is] = [nets(onTheDay), nets(after)]
    for (const [id, net] of is)
      expect(net - was.get(id)!, id).toBe(id === bakery.glAccounts.savings ? amount : id === bakery.glAccounts.ownerEquity ? -amount : 0)
    expect(columnSums(after.accounts).debit).toBe(columnSums(after.accounts).credit)
  })

  it('returns a copy: changing it does not change the next answer', () => {
    const first = sandbox.inspect.trialBalance(bakery.id, undefined, '2026-05-31')
    const expected = structuredClone(first)
    first.accounts[0]!.debit += 1
    first.accounts.reverse()
    first.debits = 0
    expect(sandbox.inspect.trialBalance(bakery.id, undefined, '2026-05-31')).toEqual(expected)
  })
})

describe('inspect.trialBalance of a company the sandbox does not hold', () => {
  const sandbox = smallSandbox()
  it('throws, with a method or without one, rather than answer books that balance because they are empty', () => {
    expect(() => sandbox.inspect.trialBalance('co_unknown')).toThrow()
    expect(() => sandbox.inspect.trialBalance('co_unknown', 'CASH')).toThrow()
    expect(() => sandbox.inspect.trialBalance('co_unknown', 'ACCRUAL', '2026-06-30')).toThrow()
  })
})
