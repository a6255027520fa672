// The sandbox keeps books a business owner recognises: each company makes money over
// the year under either method, with a month or two in the red; the bakery peaks in December and
// is quiet in January; loans, draws, sales tax, payroll taxes and depreciation post where a
// bookkeeper would look for them. Every figure is recomputed from `sandbox.inspect`.
import { createSandbox, SANDBOX, type Sandbox } from '../../src/sandbox'
import { accountNamed, profitByMonth, wholeMonths } from '../support/books'

const TODAYS = ['2026-06-30', '2026-11-25'] as const
const METHODS = ['ACCRUAL', 'CASH'] as const
const COMPANIES = [SANDBOX.companies.bakery, SANDBOX.companies.bikeShop] as const

const sandboxes = new Map<string, Sandbox>()
/**
 * Default volumes, as a partner's `createSandbox()` gives them; one per options, shared by the tests.
 * The default profile: a profile changes how the service answers, never the books it seeds.
 */
function sandboxFor(today: string, seed = 31): Sandbox {
  const key = `${today} ${seed}`
  let sandbox = sandboxes.get(key)
  if (!sandbox) {
    sandbox = createSandbox({ today, seed })
    sandboxes.set(key, sandbox)
  }
  return sandbox
}

const cases = TODAYS.flatMap((today) => COMPANIES.flatMap((company) => METHODS.map((method) => ({ today, company, method }))))

describe('a business that makes money', () => {
  it.each(cases)(
    '$company.name, $method, today $today: a net margin of 5-15% over the year, at least one whole month in the red',
    ({ today, company, method }) => {
      const months = profitByMonth(sandboxFor(today), company.id, method)
      const revenue = months.reduce((sum, month) => sum + month.revenue, 0)
      const net = months.reduce((sum, month) => sum + month.net, 0)
      expect(revenue).toBeGreaterThan(0)
      expect(net / revenue).toBeGreaterThanOrEqual(0.05)
      expect(net / revenue).toBeLessThanOrEqual(0.15)
      const whole = new Set(wholeMonths(today))
      const red = months.filter((month) => whole.has(month.month) && month.net < 0)
      expect(red.length).toBeGreaterThanOrEqual(1)
      // Losing money is the exception: most months make money.
      expect(red.length).toBeLessThanOrEqual(4)
    },
  )

  it.each(TODAYS)('the bakery is busiest in December and quietest in January (today %s)', (today) => {
    for (const method of METHODS) {
      const months = profitByMonth(sandboxFor(today), SANDBOX.companies.bakery.id, method).filter((month) =>
        wholeMonths(today).includes(month.month),
      )
      const byRevenue = [...months].sort((a, b) => b.revenue - a.revenue)
      expect(byRevenue[0]?.month.slice(5), method).toBe('12')
      expect(byRevenue.at(-1)?.month.slice(5), method).toBe('01')
    }
  })

  it.each(TODAYS)('makes money with another seed too, with a month in the red (today %s)', (today) => {
    const whole = new Set(wholeMonths(today))
    for (const company of COMPANIES) {
      for (const method of METHODS) {
        const months = profitByMonth(sandboxFor(today, 7), company.id, method)
        const margin = months.reduce((sum, month) => sum + month.net, 0) / months.reduce((sum, month) => sum + month.revenue, 0)
        expect(margin, `${company.name}, ${method}`).toBeGreaterThanOrEqual(0.05)
        expect(margin, `${company.name}, ${method}`).toBeLessThanOrEqual(0.15)
        expect(
          months.some((month) => whole.has(month.month) && month.net < 0),
          `${company.name}, ${method}`,
        ).toBe(true)
      }
    }
  })
})

describe('what a bookkeeper looks for, posted as named', () => {
  const sandbox = sandboxFor('2026-11-25')

  it.each([
    { company: SANDBOX.companies.bakery, loanName: 'Oven Loan', paymentDescription: 'Oven loan payment' },
    { company: SANDBOX.companies.bikeShop, loanName: 'Van Loan', paymentDescription: 'Van loan payment' },
  ] as const)(
    '$company.name: each loan payment pays interest on the balance as an expense and the rest off the loan',
    ({ company, loanName, paymentDescription }) => {
      const loan = accountNamed(sandbox, company.id, loanName)
      const interest = accountNamed(sandbox, company.id, 'Interest Expense')
      const loanLines = sandbox.inspect.glLines(loan.id)
      const opening = loanLines.find((line) => line.description === 'Opening balances')
      expect(opening?.crAmount).toBeGreaterThan(0)
      const payments = sandbox.inspect.bankTransactions(company.id).filter((transaction) => transaction.description === paymentDescription)
      expect(payments.length).toBeGreaterThanOrEqual(11)
      let balance = opening!.crAmount
      let lastInterest = Infinity
      for (const payment of payments) {
        const lines = [...loanLines, ...sandbox.inspect.glLines(interest.id)].filter((line) => line.sourceId === payment.id)
        const principal = lines.find((line) => line.glAccountId === loan.id)
        const paidInterest = lines.find((line) => line.glAccountId === interest.id)
        expect(principal?.drAmount, payment.date).toBeGreaterThan(0)
        expect(paidInterest?.drAmount, payment.date).toBeGreaterThan(0)
        expect(principal!.drAmount + paidInterest!.drAmount).toBe(-payment.amount)
        // A month's interest on what is still owed: it falls as the loan is paid down.
        expect(paidInterest!.drAmount / balance).toBeGreaterThan(0.004)
        expect(paidInterest!.drAmount / balance).toBeLessThan(0.01)
        expect(paidInterest!.drAmount).toBeLessThanOrEqual(lastInterest)
        lastInterest = paidInterest!.drAmount
        balance -= principal!.drAmount
      }
      const owed = loanLines.reduce((sum, line) => sum + line.crAmount - line.drAmount, 0)
      expect(owed).toBe(balance)
      expect(owed).toBeLessThan(opening!.crAmount)
    },
  )

  it.each(COMPANIES)("$name: the owner draws every month, from Owner's Equity, not as an expense", (company) => {
    const equity = accountNamed(sandbox, company.id, "Owner's Equity")
    const draws = sandbox.inspect.bankTransactions(company.id).filter((transaction) => transaction.description === "Owner's draw")
    expect(new Set(draws.map((draw) => draw.date.slice(0, 7))).size).toBeGreaterThanOrEqual(11)
    const lines = sandbox.inspect.glLines(equity.id)
    for (const draw of draws) {
      expect(draw.type).toBe('TRANSFER')
      expect(lines.find((line) => line.sourceId === draw.id)?.drAmount, draw.date).toBe(-draw.amount)
    }
  })

  it.each(COMPANIES)(
    '$name: sales tax collected on invoices is remitted each quarter, as much as the quarter before collected',
    (company) => {
      const method = company.accountingMethod as 'ACCRUAL' | 'CASH'
      const payable = accountNamed(sandbox, company.id, 'Sales Tax Payable')
      const lines = sandbox.inspect.glLines(payable.id, method)
      const collected = lines.filter((line) => line.crAmount > 0)
      expect(collected.length).toBeGreaterThan(0)
      expect(collected.every((line) => /^(inv|ptxn)_/.test(line.sourceId))).toBe(true)
      const remittances = lines.filter((line) => line.drAmount > 0)
      expect(remittances.length).toBeGreaterThanOrEqual(3)
      for (const remittance of remittances) {
        const month = Number(remittance.date.slice(5, 7))
        expect([1, 4, 7, 10], remittance.date).toContain(month)
        const quarterStart = new Date(Date.UTC(Number(remittance.date.slice(0, 4)), month - 4, 1)).toISOString().slice(0, 10)
        const quarterEnd = `${remittance.date.slice(0, 7)}-01`
        const inQuarter = collected
          .filter((line) => line.date >= quarterStart && line.date < quarterEnd)
          .reduce((sum, line) => sum + line.crAmount, 0)
        expect(remittance.drAmount, remittance.date).toBe(inQuarter)
      }
    },
  )

  it.each(COMPANIES)('$name: depreciation and employer payroll taxes are booked by journal entry at each month end', (company) => {
    const entries = sandbox.inspect.journalEntries(company.id)
    const depreciation = entries.filter((entry) => entry.description === 'Monthly depreciation')
    const payrollTaxes = entries.filter((entry) => entry.description === 'Employer payroll taxes')
    expect(depreciation.length).toBeGreaterThanOrEqual(11)
    expect(payrollTaxes.length).toBeGreaterThanOrEqual(11)
    const expense = accountNamed(sandbox, company.id, 'Depreciation')
    const accumulated = accountNamed(sandbox, company.id, 'Accumulated Depreciation')
    for (const entry of depreciation) {
      const lines = [...sandbox.inspect.glLines(expense.id), ...sandbox.inspect.glLines(accumulated.id)].filter(
        (line) => line.sourceId === entry.id,
      )
      expect(lines.find((line) => line.glAccountId === expense.id)?.drAmount, entry.date).toBeGreaterThan(0)
      expect(lines.find((line) => line.glAccountId === accumulated.id)?.crAmount, entry.date).toBe(
        lines.find((line) => line.glAccountId === expense.id)?.drAmount,
      )
    }
    // Each month's accrued payroll taxes are deposited on the 15th of the next month, to the cent.
    const liabilities = sandbox.inspect.glLines(accountNamed(sandbox, company.id, 'Payroll Liabilities').id)
    const accrued = liabilities.filter((line) => line.crAmount > 0)
    const deposited = liabilities.filter((line) => line.drAmount > 0)
    expect(accrued.map((line) => line.crAmount).slice(0, deposited.length)).toEqual(deposited.map((line) => line.drAmount))
    expect(deposited.every((line) => line.date.endsWith('-15'))).toBe(true)
  })

  it.each(COMPANIES)('$name: invoice payments are deposited, so Undeposited Funds ends the year empty', (company) => {
    const undeposited = sandbox.inspect.glLines(accountNamed(sandbox, company.id, 'Undeposited Funds').id)
    expect(undeposited.length).toBeGreaterThan(0)
    expect(undeposited.reduce((sum, line) => sum + line.drAmount - line.crAmount, 0)).toBe(0)
  })
})

describe('where the bakery makes its money (its Location dimension)', () => {
  const sandbox = sandboxFor('2026-06-30')
  const { bakery } = SANDBOX.companies
  const location = bakery.dimensions.location.values

  /** Each record's location as its lines carry it: the value itself (a sub-value, not its parent), or none. */
  function locationBySource(): Map<string, string> {
    const leaf = (values: ReadonlyArray<{ id: string; child?: { id: string } }> | undefined) => {
      const value = values?.find((candidate) => Object.values(location).includes(candidate.id as never))
      return value?.child?.id ?? value?.id
    }
    const records = [
      ...sandbox.inspect.bankTransactions(bakery.id),
      ...sandbox.inspect.invoices(bakery.id),
      ...sandbox.inspect.journalEntries(bakery.id),
    ]
    return new Map(
      records.flatMap((record) => (leaf(record.dimensionValues) === undefined ? [] : [[record.id, leaf(record.dimensionValues)!]])),
    )
  }

  it('files income and costs under both shops and the catering line, some under Shops itself, and the whole business’s under none', () => {
    const bySource = locationBySource()
    const figures = new Map<string, { revenue: number; expenses: number }>()
    for (const account of sandbox.inspect.glAccounts(bakery.id)) {
      if (account.type !== 'REVENUE' && account.type !== 'EXPENSE') continue
      for (const line of sandbox.inspect.glLines(account.id)) {
        const key = bySource.get(line.sourceId) ?? 'none'
        const figure = figures.get(key) ?? { revenue: 0, expenses: 0 }
        if (account.type === 'REVENUE') figure.revenue += line.crAmount - line.drAmount
        else figure.expenses += line.drAmount - line.crAmount
        figures.set(key, figure)
      }
    }
    const of = (key: string) => figures.get(key) ?? { revenue: 0, expenses: 0 }
    for (const value of [location.mainStreet, location.riverside, location.catering]) {
      expect(of(value).revenue, value).toBeGreaterThan(0)
      expect(of(value).expenses, value).toBeGreaterThan(0)
    }
    // Main Street bakes for the wholesale accounts and sells the most at its counter.
    expect(of(location.mainStreet).revenue).toBeGreaterThan(of(location.riverside).revenue)
    expect(of(location.shops).expenses).toBeGreaterThan(0)
    // Insurance, fees, payroll taxes: what a statement by location shows as Not specified.
    expect(of('none').expenses).toBeGreaterThan(0)
  })
})

describe('more than a year of books (years)', () => {
  const yearsOf = (sandbox: Sandbox, companyId: string, method: (typeof METHODS)[number]) => {
    const months = profitByMonth(sandbox, companyId, method)
    const sum = (from: string, to: string) => {
      const within = months.filter((month) => month.month >= from && month.month <= to)
      return {
        months: within.length,
        revenue: within.reduce((total, month) => total + month.revenue, 0),
        net: within.reduce((total, month) => total + month.net, 0),
      }
    }
    return { first: months[0]?.month, earlier: sum('2024-07', '2025-06'), later: sum('2025-07', '2026-06') }
  }

  it('keeps two years that each make money, from the day after two years back, when asked for years: 2', () => {
    const sandbox = createSandbox({ seed: 1, today: '2026-06-30', years: 2 })
    expect(sandbox.options.volume).toMatchObject({ invoicesPerCompany: 320, bankTransactionsPerCompany: 1000 })
    for (const company of COMPANIES) {
      for (const method of METHODS) {
        const { first, earlier, later } = yearsOf(sandbox, company.id, method)
        expect(first, `${company.name}, ${method}`).toBe('2024-07')
        for (const year of [earlier, later]) {
          expect(year.months, `${company.name}, ${method}`).toBe(12)
          expect(year.net / year.revenue, `${company.name}, ${method}`).toBeGreaterThanOrEqual(0.05)
          expect(year.net / year.revenue, `${company.name}, ${method}`).toBeLessThanOrEqual(0.15)
        }
      }
    }
  })

  it('keeps one year by default, as before the option', () => {
    // The default volumes' books above: no option but today and the seed.
    const sandbox = sandboxFor('2026-06-30')
    expect(sandbox.options.years).toBe(1)
    expect(yearsOf(sandbox, SANDBOX.companies.bakery.id, 'ACCRUAL').first).toBe('2025-07')
  })

  it.each([0, 6, 1.5, Number.NaN])('refuses years: %s, naming the option', (years) => {
    expect(() => createSandbox({ years })).toThrow(new TypeError('createSandbox: years must be a whole number from 1 to 5'))
  })
})
