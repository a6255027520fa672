import { dateFromDayNumber, dayNumber } from '../dates'
import type { BankTransactionRecord, BankTransactionSplit } from '../model'
import { allocate } from '../money'
import { bankTransactionPostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import {
  attachmentId, bankAccountId, categoryId, customerId, dimensionValueId, vendorId,
  type ActivityTemplate, type CompanyCatalog,
} from './catalog'

interface Planned {
  template: ActivityTemplate
  day: number
}

/** Days of the past year in which seeded activity happens, up to and including today. */
export interface SeedWindow {
  firstDay: number
  today: number
}

/**
 * A year of bank activity: scheduled payments, weighted everyday activity up to
 * `bankTransactionsPerCompany`, then `extraGlLinesPerCompany` small purchases on the busiest
 * expense account. Ids follow date order.
 */
export function seedBankTransactions(store: Store, catalog: CompanyCatalog, random: Random, window: SeedWindow, everyday: number, smallPurchases: number): void {
  // The newest `everyday` of them (`slice(-0)` would keep them all: none is none).
  const planned = everyday === 0 ? [] : plannedRecurring(catalog, random, window).slice(-everyday)
  const weighted = catalog.activity.flatMap((template) => Array.from({ length: template.weight ?? 1 }, () => template))
  while (planned.length < everyday) planned.push({ template: random.pick(weighted), day: random.int(window.firstDay, window.today) })
  for (let i = 0; i < smallPurchases; i++) planned.push({ template: catalog.smallPurchases, day: random.int(window.firstDay, window.today) })
  planned.sort((a, b) => a.day - b.day)

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
  for (const { template, day } of planned) {
    const record = makeTransaction(store, catalog, random, template, dateOf(day), reviewStatusFor(random, template, day, closingDay, window.today))
    store.putBankTransaction(record)
    store.claimExternalId('bankTransaction', record, record.id)
    store.ledger.repost(record.id, bankTransactionPostings(store, record))
  }
}

function plannedRecurring(catalog: CompanyCatalog, random: Random, window: SeedWindow): Planned[] {
  const planned: Planned[] = []
  const calendar: Array<{ day: number; dayOfMonth: number; lastOfMonth: boolean }> = []
  for (let day = window.firstDay; day <= window.today; day++) {
    calendar.push({ day, dayOfMonth: Number(dateFromDayNumber(day).slice(8)), lastOfMonth: dateFromDayNumber(day + 1).endsWith('-01') })
  }
  for (const template of catalog.recurring) {
    if (template.every !== undefined) {
      for (let day = window.firstDay + random.int(0, template.every - 1); day <= window.today; day += template.every) planned.push({ template, day })
      continue
    }
    // Monthly on its day, or on the month's last day when the month is shorter.
    const wanted = template.dayOfMonth ?? 1
    for (const { day, dayOfMonth, lastOfMonth } of calendar) {
      if (dayOfMonth === wanted || (lastOfMonth && dayOfMonth < wanted)) planned.push({ template, day })
    }
  }
  return planned.sort((a, b) => a.day - b.day)
}

function reviewStatusFor(random: Random, template: ActivityTemplate, day: number, closingDay: number, today: number): string {
  if (template.categoryRole === undefined && template.splits === undefined) return 'UNREVIEWED'
  if (day <= closingDay || today - day > 45) return random.chance(0.03) ? 'RECONCILIATION_DISCREPANCY' : 'RECONCILED'
  const roll = random.next()
  return roll < 0.5 ? 'UNREVIEWED' : roll < 0.85 ? 'REVIEWED' : 'RECONCILED'
}

function makeTransaction(store: Store, catalog: CompanyCatalog, random: Random, template: ActivityTemplate, date: string, reviewStatus: string): BankTransactionRecord {
  const id = store.ids.next('btxn')
  const seq = Number(id.slice(5))
  const magnitude = random.int(template.amount[0], template.amount[1])
  const descriptionIndex = random.int(0, template.descriptions.length - 1)
  const amount = template.type === 'INCOME' ? magnitude : -magnitude
  const children: BankTransactionSplit[] = template.splits === undefined ? [] : splitChildren(catalog, id, amount, template.splits)
  const categorized = template.categoryRole !== undefined
  const stamp = `${date}T${String(8 + (seq % 3)).padStart(2, '0')}:${String(seq % 60).padStart(2, '0')}:00.000Z`
  return {
    id,
    seq,
    companyId: catalog.id,
    bankAccountId: bankAccountId(catalog, template.bankRole ?? 'checking'),
    type: template.type,
    date,
    amount,
    description: template.descriptions[descriptionIndex] as string,
    notes: random.chance(0.04) ? random.pick(['Receipt in the shared drive', 'Ask the owner about this one', 'Split with the market stall']) : null,
    status: 'ACTIVE',
    reviewStatus,
    apiName: 'BANK_FEED',
    apiSourceId: `feed-${catalog.key}-${seq}`,
    userAccess: null,
    accountantAccess: null,
    matchingBankTransactionId: null,
    vendorId: template.vendorKeys ? vendorId(catalog, template.pairVendors === true ? (template.vendorKeys[descriptionIndex] as string) : random.pick(template.vendorKeys)) : null,
    customerId: template.customerKeys ? customerId(catalog, random.pick(template.customerKeys)) : null,
    categoryId: categorized ? categoryId(catalog, template.categoryRole as string) : null,
    glAccountId: null,
    classSegmentIds: template.dimensionKeys ? [dimensionValueId(catalog, random.pick(template.dimensionKeys))] : [],
    tax: null,
    children,
    attachmentIds: random.chance(0.03) ? [attachmentId(catalog, random.int(0, catalog.attachments.length - 1))] : [],
    customData: random.chance(0.1) ? { feedBatch: `B-${String(seq % 997).padStart(4, '0')}` } : {},
    conversation: random.chance(0.02) ? { id: `conv_${id.slice(5)}`, readStatus: random.chance(0.6) ? 'UNREAD' : 'READ' } : null,
    ruleId: template.ruleSource === undefined ? null : `rule_${catalog.key}_${template.categoryRole ?? 'split'}`,
    suggestedCategoryIds: categorized || children.length > 0 ? [] : suggestions(catalog, random, amount),
    createdAt: stamp,
    updatedAt: stamp,
  }
}

function splitChildren(catalog: CompanyCatalog, parentId: string, amount: number, splits: NonNullable<ActivityTemplate['splits']>): BankTransactionSplit[] {
  const parts = allocate(Math.abs(amount), splits.map(([, share]) => Math.round(share * 1000)))
  return splits.map(([role], i) => ({
    id: `${parentId}_${i + 1}`,
    amount: Math.sign(amount) * (parts[i] ?? 0),
    notes: null,
    classSegmentIds: [],
    customerId: null,
    categoryId: categoryId(catalog, role),
    glAccountId: null,
    invoiceId: null,
    billId: null,
    payrollId: null,
    apiItemId: null,
  }))
}

/** Categories the service would suggest for an uncategorized line: expense ones for money out. */
function suggestions(catalog: CompanyCatalog, random: Random, amount: number): string[] {
  const candidates = catalog.activity
    .filter((template) => template.categoryRole !== undefined && (template.type === 'INCOME') === amount > 0)
    .map((template) => categoryId(catalog, template.categoryRole as string))
  return random.sample([...new Set(candidates)], 3)
}
