/**
 * How a made-up business's bank activity is written: one line per kind of activity, in words a
 * bookkeeper would use (a bill on the 1st, a restock every week, payroll twice a month), and the
 * parts every business has written once (payroll and its taxes, a loan's payment, interest, the
 * owner's draw, the quarter's sales tax, the week's deposit of customer payments).
 */
import type { ActivityTemplate, RecurringActivity } from '../catalog'

type Range = readonly [number, number]

/** What a line may add to its kind: who is paid, where, the budget it spends, whether a bank rule categorizes it. */
interface Extras {
  vendorKeys?: readonly string[]
  dimensionKeys?: readonly string[]
  /** Values taken in turn by the line's day, without a draw (a value given to a line that had none). */
  dimensionKeysByDay?: readonly string[]
  budget?: string
  /** A bank rule categorizes it (`ruleSource: 'BANK_RULE'`). */
  byRule?: true
}

function extras({ vendorKeys, dimensionKeys, dimensionKeysByDay, budget, byRule }: Extras): Partial<ActivityTemplate> {
  return {
    ...(vendorKeys && { vendorKeys }),
    ...(dimensionKeys && { dimensionKeys }),
    ...(dimensionKeysByDay && { dimensionKeysByDay }),
    ...(budget !== undefined && { budget }),
    ...(byRule && { ruleSource: 'BANK_RULE' }),
  }
}

/** A bill paid on one day of every month (rent, utilities, insurance, card fees). */
export function monthlyBill(
  description: string,
  dayOfMonth: number,
  amount: Range,
  categoryRole: string,
  more: Extras = {},
): RecurringActivity {
  return { descriptions: [description], type: 'EXPENSE', amount, categoryRole, dayOfMonth, ...extras(more) }
}

/** A supplier's order every `every` days (flour each week, parts each week). */
export function restock(
  descriptions: readonly string[],
  every: number,
  amount: Range,
  categoryRole: string,
  more: Extras,
): RecurringActivity {
  return { descriptions, type: 'EXPENSE', amount, categoryRole, every, ...extras(more) }
}

/** Card or counter sales paid out every `every` days: the month's revenue plan less what its invoices earned, shared among them. */
export function salesPayout(
  descriptions: readonly string[],
  every: number,
  amount: Range,
  categoryRole: string,
  dimensionKeys: readonly string[],
): RecurringActivity {
  return { descriptions, type: 'INCOME', amount, categoryRole, dimensionKeys, every, sales: true }
}

/** A purchase from `vendorKey` drawn by `weight` among the business's other activity. */
export function purchase(
  descriptions: readonly string[],
  weight: number,
  amount: Range,
  categoryRole: string,
  vendorKey: string,
  more: Omit<Extras, 'vendorKeys'> = {},
): ActivityTemplate {
  return { descriptions, type: 'EXPENSE', amount, categoryRole, ...extras({ vendorKeys: [vendorKey], ...more }), weight }
}

/** Money out that says nothing of what it paid for, drawn by `weight`: it waits uncategorized. */
export function unexplainedExpense(descriptions: readonly string[], weight: number, amount: Range): ActivityTemplate {
  return { descriptions, type: 'EXPENSE', amount, weight }
}

/** A purchase split among categories (`shares` by category role, in the order of the split's lines), drawn by `weight`. */
export function splitPurchase(
  description: string,
  weight: number,
  amount: Range,
  shares: Readonly<Record<string, number>>,
  budget: string,
): ActivityTemplate {
  return { descriptions: [description], type: 'EXPENSE', amount, splits: Object.entries(shares), weight, budget }
}

/** Money in from nobody in particular, drawn by `weight`: it waits uncategorized. */
export function unexplainedIncome(description: string, weight: number, amount: Range): ActivityTemplate {
  return { descriptions: [description], type: 'INCOME', amount, weight }
}

/**
 * Payroll through a payroll service: a run on the 15th and on the last day of the month (its
 * amount following the season by `seasonal`), and on the 15th the deposit of last month's accrued
 * payroll taxes. With `dimensionKeysByDay`, each run is filed under one of them in turn.
 */
export function payroll(amount: Range, vendorKey: string, seasonal: number, dimensionKeysByDay?: readonly string[]): RecurringActivity[] {
  const run = (dayOfMonth: number): RecurringActivity => ({
    ...monthlyBill('Payroll run', dayOfMonth, amount, 'wages', {
      vendorKeys: [vendorKey],
      byRule: true,
      ...(dimensionKeysByDay && { dimensionKeysByDay }),
    }),
    seasonal,
  })
  const taxes: RecurringActivity = {
    ...monthlyBill('Payroll tax deposit', 15, [0, 0], 'payroll_taxes', { vendorKeys: [vendorKey] }),
    computed: 'payrollTax',
  }
  return [run(15), run(31), taxes]
}

/**
 * A loan's monthly payment, split into interest on the balance at `annualRatePercent` and the
 * principal, booked to `categories` (principal first). The split follows the balance, so the
 * categories carry no share of their own (0).
 */
export function loanPayment(
  description: string,
  dayOfMonth: number,
  payment: number,
  categories: readonly [principal: string, interest: string],
  lender: { vendorKey: string; glRole: string; annualRatePercent: number },
): RecurringActivity {
  const { vendorKey, ...loan } = lender
  return {
    descriptions: [description],
    type: 'EXPENSE',
    amount: [payment, payment],
    vendorKeys: [vendorKey],
    splits: categories.map((role) => [role, 0] as const),
    loan,
    dayOfMonth,
  }
}

/** Money set aside in savings on one day of every month. */
export function toSavings(description: string, dayOfMonth: number, amount: Range): RecurringActivity {
  return { descriptions: [description], type: 'TRANSFER', amount, categoryRole: 'transfer_savings', dayOfMonth }
}

/**
 * What closes every business's month: the savings account's interest on the 30th, the owner's draw
 * on the 28th, and in January, April, July and October the sales tax collected in the quarter before.
 */
export function monthEnd(interest: Range, ownersDraw: number): RecurringActivity[] {
  return [
    {
      descriptions: ['Interest earned'],
      type: 'INCOME',
      amount: interest,
      categoryRole: 'interest_income',
      bankRole: 'savings',
      dayOfMonth: 30,
    },
    { descriptions: ["Owner's draw"], type: 'TRANSFER', amount: [ownersDraw, ownersDraw], categoryRole: 'owner_draw', dayOfMonth: 28 },
    {
      ...monthlyBill('Quarterly sales tax payment', 20, [0, 0], 'sales_tax'),
      months: [1, 4, 7, 10],
      computed: 'salesTax',
    },
  ]
}

/** Customer payments taken to the bank: one deposit a week of that week's invoice payments. */
export const CUSTOMER_DEPOSIT: ActivityTemplate = {
  descriptions: ['ACH deposit - customer payment', 'Deposit - customer payments'],
  type: 'INCOME',
  amount: [0, 0],
  categoryRole: 'deposits',
}

/**
 * The many small purchases that give the busiest expense account its thousands of lines: each
 * description with the vendor it is bought from, spending the `small_purchases` budget.
 */
export function smallPurchases(
  bought: ReadonlyArray<readonly [description: string, vendorKey: string]>,
  amount: Range,
  categoryRole: string,
  dimensionKeys: readonly string[],
): ActivityTemplate {
  return {
    descriptions: bought.map(([description]) => description),
    vendorKeys: bought.map(([, vendorKey]) => vendorKey),
    pairVendors: true,
    type: 'EXPENSE',
    amount,
    categoryRole,
    dimensionKeys,
    budget: 'small_purchases',
  }
}
