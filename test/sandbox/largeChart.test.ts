// `incomeAndExpenseAccounts` grows the bakery's chart to a large one (the bench's profit
// and loss of 100 accounts): the accounts listed, each posted to over every year of the books by
// balanced entries, a few busier than one GL page, and every other record as without the option.
import { createSandbox, SANDBOX, type Sandbox, type SandboxGlAccount } from '../../src/sandbox'
import { addDays } from '../../src/format/period'
import { smallSandbox } from './helpers'

const bakery = SANDBOX.companies.bakery
const bikeShop = SANDBOX.companies.bikeShop
const GL_PAGE = 250
const isIncomeOrExpenseType = (type: string | undefined) => type === 'REVENUE' || type === 'EXPENSE'
const isIncomeOrExpense = (account: SandboxGlAccount) => isIncomeOrExpenseType(account.type)
const TWO_YEARS = { years: 2, incomeAndExpenseAccounts: 100 }

/** Lines of an account dated within the year ending on `to`. */
const linesInYearTo = (sandbox: Sandbox, glAccountId: string, to: string) =>
  sandbox.inspect.glLines(glAccountId).filter((line) => line.date > addDays(to, -365) && line.date <= to)

describe('a larger chart for the bakery (incomeAndExpenseAccounts)', () => {
  const sandbox = smallSandbox(TWO_YEARS)
  const plain = smallSandbox({ years: 2 })
  const today = sandbox.options.today
  /** The bakery's accounts of `books` that the sandbox without the option does not have. */
  const addedAccounts = (books: Sandbox): SandboxGlAccount[] => {
    const own = new Set(plain.inspect.glAccounts(bakery.id).map((account) => account.id))
    return books.inspect.glAccounts(bakery.id).filter((account) => !own.has(account.id))
  }

  it('lists 100 income and expense accounts for the bakery, each named once, and every other record as without the option', () => {
    const chart = sandbox.inspect.glAccounts(bakery.id)
    expect(chart.filter(isIncomeOrExpense)).toHaveLength(100)
    expect(plain.inspect.glAccounts(bakery.id).filter(isIncomeOrExpense)).toHaveLength(18)
    expect(chart).toHaveLength(plain.inspect.glAccounts(bakery.id).length + 82)
    expect(new Set(chart.map((account) => account.name)).size).toBe(chart.length)
    expect(new Set(chart.map((account) => account.accountNo)).size).toBe(chart.length)
    expect(addedAccounts(sandbox).every(isIncomeOrExpense)).toBe(true)
    expect(
      addedAccounts(sandbox).some((account) => account.type === 'REVENUE') &&
        addedAccounts(sandbox).some((account) => account.type === 'EXPENSE'),
    ).toBe(true)
    expect(sandbox.inspect.glAccounts(bikeShop.id)).toEqual(plain.inspect.glAccounts(bikeShop.id))
    // Every other record as without the option: the added entries come after the bakery's own.
    expect(sandbox.inspect.bankTransactions()).toEqual(plain.inspect.bankTransactions())
    expect(sandbox.inspect.invoices()).toEqual(plain.inspect.invoices())
    expect(sandbox.inspect.journalEntries(bikeShop.id)).toEqual(plain.inspect.journalEntries(bikeShop.id))
    const own = plain.inspect.journalEntries(bakery.id)
    expect(sandbox.inspect.journalEntries(bakery.id).slice(0, own.length)).toEqual(own)
    for (const account of plain.inspect.glAccounts(bakery.id).filter(isIncomeOrExpense)) {
      expect(sandbox.inspect.glLines(account.id), account.name).toEqual(plain.inspect.glLines(account.id))
    }
  })

  it('posts to every added account in each year of the books; a few have more lines in a year than one GL page, most far fewer', () => {
    const added = addedAccounts(sandbox)
    const yearBefore = addDays(today, -365)
    for (const account of added) {
      expect(linesInYearTo(sandbox, account.id, today).length, account.name).toBeGreaterThan(0)
      expect(linesInYearTo(sandbox, account.id, yearBefore).length, account.name).toBeGreaterThan(0)
    }
    const busy = added.filter((account) => linesInYearTo(sandbox, account.id, today).length > GL_PAGE)
    expect(busy.length).toBeGreaterThanOrEqual(2)
    expect(busy.length).toBeLessThanOrEqual(added.length / 10)
    expect(busy.some((account) => account.type === 'REVENUE')).toBe(true)
  })

  it('double-enters every added line against a balance-sheet account: debits equal credits under accrual and cash', () => {
    expect(addedAccounts(sandbox)).toHaveLength(82)
    for (const method of ['ACCRUAL', 'CASH'] as const) {
      const { debits, credits } = sandbox.inspect.trialBalance(bakery.id, method)
      expect(debits, method).toBe(credits)
    }
    const entries = new Map(sandbox.inspect.journalEntries(bakery.id).map((entry) => [entry.id, entry]))
    const types = new Map(sandbox.inspect.glAccounts(bakery.id).map((account) => [account.id, account.type]))
    for (const account of addedAccounts(sandbox).slice(0, 10)) {
      for (const line of sandbox.inspect.glLines(account.id).slice(0, 20)) {
        const children = entries.get(line.sourceId)?.children ?? []
        expect(
          children.reduce((sum, child) => sum + (child.drAmount ?? 0) - (child.crAmount ?? 0), 0),
          account.name,
        ).toBe(0)
        expect(
          children.some((child) => !isIncomeOrExpenseType(types.get(child.glAccount.id))),
          account.name,
        ).toBe(true)
      }
    }
  })

  it('gives the same added accounts and entries for the same seed, other amounts for another', () => {
    const again = smallSandbox(TWO_YEARS)
    expect(again.inspect.glAccounts(bakery.id)).toEqual(sandbox.inspect.glAccounts(bakery.id))
    expect(again.inspect.journalEntries(bakery.id)).toEqual(sandbox.inspect.journalEntries(bakery.id))
    const other = smallSandbox({ ...TWO_YEARS, seed: 2 })
    const [first] = addedAccounts(sandbox)
    expect(other.inspect.glLines(first!.id).map((line) => line.crAmount)).not.toEqual(
      sandbox.inspect.glLines(first!.id).map((line) => line.crAmount),
    )
  })

  it.each([17, 120, 99.5, Number.NaN])('refuses incomeAndExpenseAccounts: %s, naming the option', (incomeAndExpenseAccounts) => {
    expect(() => createSandbox({ incomeAndExpenseAccounts })).toThrow(
      new TypeError(
        `createSandbox: incomeAndExpenseAccounts must be a whole number from 18 (the bakery's own) to 119, not ${JSON.stringify(incomeAndExpenseAccounts)}`,
      ),
    )
  })
})
