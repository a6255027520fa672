import { dateFromDayNumber, dayNumber } from '../dates'
import { allocate } from '../money'
import { bankTransactionPostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import type { ActivityTemplate, CompanyCatalog, RecurringActivity } from './catalog'
import { addMonths, monthRange } from '../../format/period'
import { fridayOnOrAfter, monthOf, plannedRevenue, quarterOf, seasonOf, type SeedWindow } from './economy'
import { makeTransaction, reviewStatusFor, type Planned } from './bankTransactionRecord'

/** What the bank activity decided that the journal must follow: payroll taxes accrued by month. */
export interface BankSeedResult {
  payrollTaxByMonth: ReadonlyMap<string, number>
}

/**
 * A year of bank activity, its amounts following the company's economy: scheduled payments,
 * weekly deposits of the invoices' payments and weighted everyday activity, `everyday` of them in
 * all (when the schedule alone is more, its newest monthly payments, then its newest frequent
 * ones), then `smallPurchases` small
 * purchases on the busiest expense account. Ids follow date order. Seed invoices first: card
 * sales make up what the month's invoices did not earn, and deposits carry their payments.
 */
export function seedBankTransactions(
  store: Store,
  catalog: CompanyCatalog,
  random: Random,
  window: SeedWindow,
  everyday: number,
  smallPurchases: number,
): BankSeedResult {
  const scheduled = plannedRecurring(catalog, random, window)
  const payrollTaxByMonth = payrollTaxes(catalog, scheduled, random, window)
  const salesTaxByQuarter = salesTaxCollected(store, catalog, window)
  // The newest `everyday` of them, monthly payments first, then the frequent sales, orders and
  // deposits: a small sandbox keeps months of rent and payroll rather than a few busy weeks.
  const due = scheduled.filter((item) => computedAmount(item, payrollTaxByMonth, salesTaxByQuarter) !== 0)
  const monthly = newest(
    due.filter((item) => !isFrequent(catalog, item.template)),
    everyday,
  )
  const frequent = newest(
    [...due.filter((item) => isFrequent(catalog, item.template)), ...plannedDeposits(store, catalog, window)].sort((a, b) => a.day - b.day),
    everyday - monthly.length,
  )
  const planned = [...monthly, ...frequent]
  const weighted = catalog.activity.flatMap((template) => Array.from({ length: template.weight ?? 1 }, () => template))
  while (planned.length < everyday) planned.push({ template: random.pick(weighted), day: random.int(window.firstDay, window.today) })
  for (let i = 0; i < smallPurchases; i++)
    planned.push({ template: catalog.smallPurchases, day: random.int(window.firstDay, window.today) })
  // Stable: items on one day keep the order they were planned in.
  planned.sort((a, b) => a.day - b.day)
  priceThePlan(store, catalog, random, window, planned, payrollTaxByMonth, salesTaxByQuarter)

  const dates = new Map<number, string>()
  const dateOf = (day: number): string => {
    let date = dates.get(day)
    if (date === undefined) {
      date = dateFromDayNumber(day)
      dates.set(day, date)
    }
    return date
  }
  const closingDay = dayNumber(store.company(catalog.id).closing.date)
  for (const item of planned) {
    const record = makeTransaction(
      store,
      catalog,
      random,
      item,
      dateOf(item.day),
      reviewStatusFor(random, item.template, item.day, closingDay, window.today),
    )
    store.putBankTransaction(record)
    store.claimExternalId('bankTransaction', record, record.id, record.bankAccountId)
    store.ledger.repost(record.id, bankTransactionPostings(store, record))
  }
  return { payrollTaxByMonth }
}

/** The last `count` items (`slice(-0)` would keep them all: none is none). */
function newest(items: Planned[], count: number): Planned[] {
  return count <= 0 ? [] : items.slice(-count)
}

/** Activity that happens every few days rather than once a month: card sales, supplier orders, deposits. */
function isFrequent(catalog: CompanyCatalog, template: ActivityTemplate): boolean {
  return template === catalog.deposit || (template as RecurringActivity).every !== undefined
}

function plannedRecurring(catalog: CompanyCatalog, random: Random, window: SeedWindow): Planned[] {
  const planned: Planned[] = []
  const calendar: Array<{ day: number; dayOfMonth: number; month: number; lastOfMonth: boolean }> = []
  for (let day = window.firstDay; day <= window.today; day++) {
    const date = dateFromDayNumber(day)
    calendar.push({
      day,
      dayOfMonth: Number(date.slice(8)),
      month: Number(date.slice(5, 7)),
      lastOfMonth: dateFromDayNumber(day + 1).endsWith('-01'),
    })
  }
  for (const template of catalog.recurring) {
    if (template.every !== undefined) {
      for (let day = window.firstDay + random.int(0, template.every - 1); day <= window.today; day += template.every)
        planned.push({ template, day })
      continue
    }
    // Monthly on its day, or on the month's last day when the month is shorter.
    const wanted = template.dayOfMonth ?? 1
    for (const { day, dayOfMonth, month, lastOfMonth } of calendar) {
      if (template.months !== undefined && !template.months.includes(month)) continue
      if (dayOfMonth === wanted || (lastOfMonth && dayOfMonth < wanted)) planned.push({ template, day })
    }
  }
  return planned.sort((a, b) => a.day - b.day)
}

/**
 * Employer payroll taxes by month: the share `economy.payrollTaxRate` of the month's scheduled
 * wages, as the payroll runs will be paid. Drawn here, before anything else is, so a deposit and
 * its accrual agree at every volume.
 */
function payrollTaxes(catalog: CompanyCatalog, scheduled: Planned[], random: Random, window: SeedWindow): Map<string, number> {
  const wages = new Map<string, number>()
  for (const item of scheduled) {
    if (item.template.categoryRole !== 'wages') continue
    item.magnitude = seasonal(catalog, item.template, item.day, random.int(item.template.amount[0], item.template.amount[1]))
    const month = monthOf(item.day)
    wages.set(month, (wages.get(month) ?? 0) + item.magnitude)
  }
  const taxes = new Map<string, number>()
  for (const [month, total] of wages) {
    // Accrued on the month's last day, so only for months that have ended by today.
    if (dayNumber(monthRange(month).to) <= window.today) taxes.set(month, Math.round(total * catalog.economy.payrollTaxRate))
  }
  return taxes
}

/** Sales tax collected by quarter (first month `YYYY-MM`) under the company's method: what its invoices credited to Sales Tax Payable. */
function salesTaxCollected(store: Store, catalog: CompanyCatalog, window: SeedWindow): Map<string, number> {
  const company = store.company(catalog.id)
  const [first, last] = [dateFromDayNumber(window.firstDay), dateFromDayNumber(window.today)]
  const collected = new Map<string, number>()
  for (const line of store.ledger.index(company.systemAccounts.salesTaxPayable, company.accountingMethod).lines) {
    if (line.date < first || line.date > last) continue
    const quarter = quarterOf(line.date.slice(0, 7))
    collected.set(quarter, (collected.get(quarter) ?? 0) + line.crAmount - line.drAmount)
  }
  return collected
}

/**
 * What a computed payment pays: last month's accrued payroll taxes, or the sales tax the quarter
 * before collected; `undefined` for any other activity. One is planned only when it pays something.
 */
function computedAmount(
  item: Planned,
  payrollTaxByMonth: ReadonlyMap<string, number>,
  salesTaxByQuarter: ReadonlyMap<string, number>,
): number | undefined {
  const lastMonth = addMonths(monthOf(item.day), -1)
  if (item.template.computed === 'payrollTax') return payrollTaxByMonth.get(lastMonth) ?? 0
  if (item.template.computed === 'salesTax') return salesTaxByQuarter.get(quarterOf(lastMonth)) ?? 0
  return undefined
}

/** The week's invoice payments deposited together on Friday (today at the latest), as a bookkeeper takes them to the bank. */
function plannedDeposits(store: Store, catalog: CompanyCatalog, window: SeedWindow): Planned[] {
  const byDay = new Map<number, { magnitude: number; customerIds: Set<string>; count: number }>()
  for (const invoice of store.invoices.values()) {
    if (invoice.companyId !== catalog.id) continue
    for (const payment of invoice.payments) {
      const day = Math.min(window.today, fridayOnOrAfter(dayNumber(payment.date)))
      const deposit = byDay.get(day) ?? { magnitude: 0, customerIds: new Set<string>(), count: 0 }
      deposit.magnitude += payment.amount
      deposit.customerIds.add(invoice.customerId)
      deposit.count++
      byDay.set(day, deposit)
    }
  }
  const [single, batch] = catalog.deposit.descriptions
  return [...byDay].map(([day, { magnitude, customerIds, count }]) => ({
    template: catalog.deposit,
    day,
    magnitude,
    ...(customerIds.size === 1 ? { customerId: [...customerIds][0] as string } : {}),
    description: (count === 1 ? single : (batch ?? single)) as string,
  }))
}

/**
 * Decides every amount the plan has not: drawn from the template's range, scaled by the season,
 * loan payments split into interest and principal, budgets and card sales shared among the
 * month's transactions, taxes paid as accrued or collected.
 */
function priceThePlan(
  store: Store,
  catalog: CompanyCatalog,
  random: Random,
  window: SeedWindow,
  planned: Planned[],
  payrollTaxByMonth: ReadonlyMap<string, number>,
  salesTaxByQuarter: ReadonlyMap<string, number>,
): void {
  const groups = new Map<string, Planned[]>()
  const loanBalances = new Map<string, number>()
  for (const item of planned) {
    const { template } = item
    const month = monthOf(item.day)
    item.magnitude ??=
      computedAmount(item, payrollTaxByMonth, salesTaxByQuarter) ??
      seasonal(catalog, template, item.day, random.int(template.amount[0], template.amount[1]))
    if (template.loan !== undefined) {
      item.parts = loanPayment(catalog, template, item.magnitude, loanBalances)
      // The last payment of a loan paid off pays only what is left.
      item.magnitude = item.parts.reduce((sum, part) => sum + part, 0)
    }
    const group = template.sales === true ? `sales ${month}` : template.budget === undefined ? undefined : `${template.budget} ${month}`
    if (group === undefined) continue
    const members = groups.get(group)
    if (members) members.push(item)
    else groups.set(group, [item])
  }
  const invoiceRevenue = invoiceRevenueByMonth(store, catalog)
  for (const [key, items] of groups) {
    const [budget, month] = key.split(' ') as [string, string]
    const plan = plannedRevenue(catalog, month, window)
    // Card sales make up what the month's invoices did not earn, and are never under a quarter of the plan.
    const total =
      budget === 'sales'
        ? Math.max(Math.round(plan / 4), Math.round(plan - (invoiceRevenue.get(month) ?? 0)))
        : Math.round(plan * (catalog.economy.budgets[budget] ?? 0))
    const shares = allocate(
      Math.max(total, items.length),
      items.map((item) => item.magnitude ?? 1),
    )
    items.forEach((item, i) => {
      item.magnitude = Math.max(1, shares[i] ?? 0)
    })
  }
}

/** The amount scaled by how busy the month is, as much as the template follows the season. */
function seasonal(catalog: CompanyCatalog, template: ActivityTemplate, day: number, amount: number): number {
  if (template.seasonal === undefined) return amount
  return Math.round(amount * (1 + template.seasonal * (seasonOf(catalog, monthOf(day)) - 1)))
}

/** A month's interest on the loan's balance, the rest of the payment paying it down: [principal, interest]. */
function loanPayment(catalog: CompanyCatalog, template: ActivityTemplate, payment: number, balances: Map<string, number>): number[] {
  const { glRole, annualRatePercent } = template.loan as NonNullable<ActivityTemplate['loan']>
  const opening = catalog.journal.opening.find(([role]) => role === glRole)
  const balance = balances.get(glRole) ?? (opening === undefined ? 0 : opening[2] - opening[1])
  const interest = Math.min(payment, Math.round((balance * annualRatePercent) / 1200))
  const principal = Math.min(balance, payment - interest)
  balances.set(glRole, balance - principal)
  return [principal, interest]
}

/**
 * What each month's invoices earned, by month: the mean of their accrual revenue (on the invoice
 * date) and their cash revenue (on each payment's), read off the ledger before any bank activity
 * posts to it. Card sales make up the rest of the plan, so either method reads close to it.
 */
function invoiceRevenueByMonth(store: Store, catalog: CompanyCatalog): Map<string, number> {
  const revenue = new Map<string, number>()
  for (const account of store.glAccounts.values()) {
    if (account.companyId !== catalog.id || account.type !== 'REVENUE') continue
    for (const method of ['ACCRUAL', 'CASH'] as const) {
      for (const line of store.ledger.index(account.id, method).lines) {
        const month = line.date.slice(0, 7)
        revenue.set(month, (revenue.get(month) ?? 0) + (line.crAmount - line.drAmount) / 2)
      }
    }
  }
  return revenue
}
