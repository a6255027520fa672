import { dateFromDayNumber } from '../dates'
import type { GlAccountType } from '../model'
import type { Random } from '../random'
import type { Store } from '../store'
import { glAccountId, type CompanyCatalog } from './catalog'
import type { SeedWindow } from './economy'
import { journalEntryDraft, postJournalEntries, type JournalEntryDraft } from './journalEntries'

/**
 * How often an added account is posted to: `busy` ones are posted to every day (two register
 * closes a day for a sales account), more lines in a year than one GL page holds; the rest weekly
 * to quarterly, as a bakery's side lines and occasional costs are.
 */
type Pace = 'busy' | 'weekly' | 'fortnightly' | 'monthly' | 'quarterly'

/** One account a larger bakery's chart adds: its number, name, type and how often it is posted to. */
interface AddedAccount {
  role: string
  accountNo: string
  name: string
  type: Extract<GlAccountType, 'REVENUE' | 'EXPENSE'>
  pace: Pace
}

const PRODUCT_LINES = ['Pastry', 'Bread', 'Coffee & Drinks', 'Cake', 'Sandwich', 'Cookie'] as const
const OUTLETS = ['Northside', 'Downtown', 'Riverside', 'Harbor Market', 'Airport Kiosk', 'University'] as const
const OTHER_INCOME = [
  'Online Orders',
  'Gift Card Redemptions',
  'Baking Classes',
  'Birthday Party Packages',
  'Bread Subscriptions',
  'Kitchen Rental Income',
] as const
const COSTS_OF_SALES = [
  'Eggs — Free Range',
  'Flour — Rye',
  'Flour — Whole Wheat',
  'Flour — Bread',
  'Flour — Pastry',
  'Flour — Spelt',
  'Butter — Cultured',
  'Butter — Sweet Cream',
  'Cream & Milk',
  'Sugar — Cane',
  'Sugar — Icing',
  'Chocolate — Dark',
  'Chocolate — Milk',
  'Nuts — Almonds',
  'Nuts — Hazelnuts',
  'Fruit — Berries',
  'Fruit — Apples',
  'Fruit — Citrus',
  'Yeast & Leaveners',
  'Spices & Vanilla',
  'Coffee Beans',
  'Tea & Cocoa',
  'Seeds & Grains',
  'Cheese',
  'Deli Meats',
  'Honey & Syrups',
  'Packaging — Cake Boxes',
  'Packaging — Bread Bags',
  'Packaging — Cups & Lids',
  'Packaging — Labels',
] as const
const OPERATING_COSTS = [
  'Cleaning Supplies',
  'Uniforms & Linens',
  'Smallwares',
  'Equipment Rental',
  'Software Subscriptions',
  'Telephone & Internet',
  'Licenses & Permits',
  'Accounting Fees',
  'Legal Fees',
  'Waste Removal',
  'Pest Control',
  'Staff Training',
  'Staff Meals',
  'Travel',
  'Vehicle Maintenance',
  'Postage & Shipping',
  'Office Supplies',
  'Donations',
  'Market Stall Fees',
  'Dues & Subscriptions',
  'Security Service',
  'Music Licensing',
  'Water Filtration',
  'Knife Sharpening',
  'Parking',
  'Photography',
  'Website Hosting',
  'Signage',
  'Payroll Processing Fees',
] as const

/** The accounts posted to every day: the busiest outlets' register sales and the daily egg delivery. */
const BUSY = new Set(['Pastry Sales — Northside', 'Coffee & Drinks Sales — Northside', 'Bread Sales — Downtown', 'Eggs — Free Range'])
const QUIET_PACES: readonly Pace[] = ['weekly', 'monthly', 'fortnightly', 'quarterly', 'monthly']

const roleOf = (name: string) =>
  `chart_${name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`

function accountsOf(names: readonly string[], type: AddedAccount['type'], firstNo: number): AddedAccount[] {
  return names.map((name, index) => ({
    role: roleOf(name),
    accountNo: String(firstNo + index * 10),
    name,
    type,
    pace: BUSY.has(name) ? 'busy' : (QUIET_PACES[index % QUIET_PACES.length] as Pace),
  }))
}

const INCOME = accountsOf(
  [...PRODUCT_LINES.flatMap((line) => OUTLETS.map((outlet) => `${line} Sales — ${outlet}`)), ...OTHER_INCOME],
  'REVENUE',
  4300,
)
const EXPENSES = [...accountsOf(COSTS_OF_SALES, 'EXPENSE', 5100), ...accountsOf(OPERATING_COSTS, 'EXPENSE', 7000)]

/** Income and expense accounts alternately, busy ones first: any number of them is a chart with both. */
const ADDED_ACCOUNTS: readonly AddedAccount[] = (() => {
  const [income, expenses] = [INCOME, EXPENSES].map((accounts) => [
    ...accounts.filter((account) => account.pace === 'busy'),
    ...accounts.filter((account) => account.pace !== 'busy'),
  ]) as [AddedAccount[], AddedAccount[]]
  return Array.from({ length: Math.max(income.length, expenses.length) }, (_, index) => [income[index], expenses[index]])
    .flat()
    .filter((account) => account !== undefined)
})()

/** The bakery's own income and expense accounts. */
export function incomeAndExpenseAccountsOf(catalog: CompanyCatalog): number {
  return catalog.accounts.filter(([, , , type]) => type === 'REVENUE' || type === 'EXPENSE').length
}

/** The most income and expense accounts a company's chart can be grown to. */
export const mostIncomeAndExpenseAccounts = (catalog: CompanyCatalog): number => incomeAndExpenseAccountsOf(catalog) + ADDED_ACCOUNTS.length

/**
 * Grows `catalog`'s chart to `total` income and expense accounts, and posts to each added account
 * over the window: journal entries against undeposited funds (a register's sales) or the checking
 * account (a cost), every day for the busy ones, weekly to quarterly for the rest. Nothing is added
 * when the chart already has `total`.
 */
export function seedLargeChart(store: Store, catalog: CompanyCatalog, random: Random, window: SeedWindow, total: number): void {
  const added = ADDED_ACCOUNTS.slice(0, Math.max(0, total - incomeAndExpenseAccountsOf(catalog)))
  const drafts: JournalEntryDraft[] = []
  for (const account of added) {
    const id = glAccountId(catalog, account.role)
    store.glAccounts.set(id, { id, companyId: catalog.id, name: account.name, accountNo: account.accountNo, type: account.type })
    for (const day of postingDays(account, random, window)) drafts.push(postingTo(catalog, account, random, dateFromDayNumber(day)))
  }
  // Stable: one day's entries keep the accounts' order, so ids follow dates as the other entries' do.
  postJournalEntries(
    store,
    drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  )
}

/** The days an account is posted on: twice a day for a busy sales account, once for a busy cost, else its pace from a drawn first day. */
function postingDays(account: AddedAccount, random: Random, window: SeedWindow): number[] {
  const days: number[] = []
  const every = (step: number) => {
    for (let day = window.firstDay + random.int(0, step - 1); day <= window.today; day += step) days.push(day)
  }
  switch (account.pace) {
    case 'busy':
      every(1)
      return account.type === 'REVENUE' ? days.flatMap((day) => [day, day]) : days
    case 'weekly':
      every(7)
      return days
    case 'fortnightly':
      every(14)
      return days
    case 'monthly':
      every(30)
      return days
    case 'quarterly':
      every(91)
      return days
    default:
      return account.pace satisfies never
  }
}

/** Cents per posting, by pace: a daily delivery, a weekly order, a monthly bill, a quarterly one. */
const AMOUNTS: Record<Pace, readonly [number, number]> = {
  busy: [4_000, 45_000],
  weekly: [3_000, 40_000],
  fortnightly: [5_000, 60_000],
  monthly: [6_000, 120_000],
  quarterly: [20_000, 250_000],
}
/** One product line's takings at one outlet over half a day: the added sales earn a little more than the added costs cost. */
const REGISTER_CLOSE: readonly [number, number] = [3_000, 14_000]

/** One posting to an added account, double-entered: a sale into undeposited funds, a cost out of checking. */
function postingTo(catalog: CompanyCatalog, account: AddedAccount, random: Random, date: string): JournalEntryDraft {
  const [least, most] = account.pace === 'busy' && account.type === 'REVENUE' ? REGISTER_CLOSE : AMOUNTS[account.pace]
  const amount = random.int(least, most)
  const id = glAccountId(catalog, account.role)
  if (account.type === 'REVENUE') {
    return journalEntryDraft(catalog, date, `Register close — ${account.name}`, [
      { glAccountId: glAccountId(catalog, 'undeposited'), drAmount: amount, crAmount: 0 },
      { glAccountId: id, drAmount: 0, crAmount: amount },
    ])
  }
  return journalEntryDraft(catalog, date, `Paid — ${account.name}`, [
    { glAccountId: id, drAmount: amount, crAmount: 0 },
    { glAccountId: glAccountId(catalog, 'checking'), drAmount: 0, crAmount: amount },
  ])
}
