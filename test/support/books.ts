// Figures of a sandbox's books, recomputed from `sandbox.inspect` alone: a test that checks what
// the sandbox seeded states no figure of its own.
import { addMonths, monthRange, monthsEnding } from '../../src/format/period'
import type { GlLineView, Sandbox, SandboxGlAccount } from '../../src/sandbox'

type Method = 'ACCRUAL' | 'CASH'

/** One month's income and expenses, in cents: revenue credits less debits, expense debits less credits. */
export interface MonthProfit {
  month: string
  revenue: number
  expenses: number
  net: number
}

/** The company's account with this name (throws when it has none, naming what it has). */
export function accountNamed(sandbox: Sandbox, companyId: string, name: string): SandboxGlAccount {
  const accounts = sandbox.inspect.glAccounts(companyId)
  const account = accounts.find((candidate) => candidate.name === name)
  if (!account)
    throw new Error(`${companyId} has no account named ${name}: it has ${accounts.map((candidate) => candidate.name).join(', ')}`)
  return account
}

/** Every line of the company's accounts of one type under one method. */
function linesOfType(sandbox: Sandbox, companyId: string, type: SandboxGlAccount['type'], method: Method): GlLineView[] {
  return sandbox.inspect
    .glAccounts(companyId)
    .filter((account) => account.type === type)
    .flatMap((account) => sandbox.inspect.glLines(account.id, method))
}

/** Income and expenses by calendar month, oldest first, from every revenue and expense line. */
export function profitByMonth(sandbox: Sandbox, companyId: string, method: Method): MonthProfit[] {
  const months = new Map<string, MonthProfit>()
  const monthOf = (line: GlLineView): MonthProfit => {
    const month = line.date.slice(0, 7)
    let profit = months.get(month)
    if (!profit) {
      profit = { month, revenue: 0, expenses: 0, net: 0 }
      months.set(month, profit)
    }
    return profit
  }
  for (const line of linesOfType(sandbox, companyId, 'REVENUE', method)) monthOf(line).revenue += line.crAmount - line.drAmount
  for (const line of linesOfType(sandbox, companyId, 'EXPENSE', method)) monthOf(line).expenses += line.drAmount - line.crAmount
  for (const profit of months.values()) profit.net = profit.revenue - profit.expenses
  return [...months.values()].sort((a, b) => (a.month < b.month ? -1 : 1))
}

/** The `YYYY-MM` months wholly inside the year of books that ends on `today` (its first and last months are cut). */
export function wholeMonths(today: string): string[] {
  const month = today.slice(0, 7)
  // The month of today is whole only when today is its last day.
  return monthRange(month).to === today ? monthsEnding(month, 12) : monthsEnding(addMonths(month, -1), 11)
}
