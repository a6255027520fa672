/**
 * A planned line of a company's bank activity as the feed's record: its id and times, its
 * description, vendor or customer, category or split, review state and the service's suggestions.
 * bankTransactions.ts plans and prices the lines; this turns each into the stored record.
 */
import { blankBankTransaction, type BankTransactionRecord, type BankTransactionSplit } from '../model'
import { allocate } from '../money'
import type { Random } from '../random'
import type { Store } from '../store'
import {
  attachmentId,
  bankAccountId,
  categoryId,
  customerId,
  dimensionValueId,
  vendorId,
  type ActivityTemplate,
  type CompanyCatalog,
} from './catalog'

/** One line of activity the plan has placed on a day, and, once priced, its amount. */
export interface Planned {
  template: ActivityTemplate
  day: number
  /** The amount, in cents and unsigned, once the plan has decided it. */
  magnitude?: number
  /** A loan payment's principal and interest, in the order of the template's `splits`. */
  parts?: readonly number[]
  customerId?: string
  description?: string
}

/**
 * How far a line has been reviewed: an uncategorized one not at all; one in the closed period or over
 * 45 days old reconciled (3 % with a discrepancy); a newer one unreviewed half the time.
 */
export function reviewStatusFor(random: Random, template: ActivityTemplate, day: number, closingDay: number, today: number): string {
  if (template.categoryRole === undefined && template.splits === undefined) return 'UNREVIEWED'
  if (day <= closingDay || today - day > 45) return random.chance(0.03) ? 'RECONCILIATION_DISCREPANCY' : 'RECONCILED'
  const roll = random.next()
  return roll < 0.5 ? 'UNREVIEWED' : roll < 0.85 ? 'REVIEWED' : 'RECONCILED'
}

export function makeTransaction(
  store: Store,
  catalog: CompanyCatalog,
  random: Random,
  planned: Planned,
  date: string,
  reviewStatus: string,
): BankTransactionRecord {
  const { template } = planned
  const id = store.ids.next('btxn')
  const seq = Number(id.slice(5))
  const magnitude = planned.magnitude ?? random.int(template.amount[0], template.amount[1])
  const descriptionIndex = random.int(0, template.descriptions.length - 1)
  const amount = template.type === 'INCOME' ? magnitude : -magnitude
  const children: BankTransactionSplit[] =
    template.splits === undefined ? [] : splitChildren(catalog, id, amount, template.splits, planned.parts)
  const categorized = template.categoryRole !== undefined
  return feedRecord(id, catalog, date, {
    bankAccountId: bankAccountId(catalog, template.bankRole ?? 'checking'),
    type: template.type,
    amount,
    description: planned.description ?? (template.descriptions[descriptionIndex] as string),
    // The draws below come in this order, whatever a line chose: the books depend on it.
    notes: random.chance(0.04)
      ? random.pick(['Receipt in the shared drive', 'Ask the owner about this one', 'Split with the market stall'])
      : null,
    reviewStatus,
    apiSourceId: `feed-${catalog.key}-${seq}`,
    vendorId: template.vendorKeys
      ? vendorId(
          catalog,
          template.pairVendors === true ? (template.vendorKeys[descriptionIndex] as string) : random.pick(template.vendorKeys),
        )
      : null,
    customerId: planned.customerId ?? (template.customerKeys ? customerId(catalog, random.pick(template.customerKeys)) : null),
    categoryId: categorized ? categoryId(catalog, template.categoryRole as string) : null,
    classSegmentIds: template.dimensionKeys
      ? [dimensionValueId(catalog, random.pick(template.dimensionKeys))]
      : template.dimensionKeysByDay
        ? [dimensionValueId(catalog, template.dimensionKeysByDay[planned.day % template.dimensionKeysByDay.length] as string)]
        : [],
    children,
    attachmentIds: random.chance(0.03) ? [attachmentId(catalog, random.int(0, catalog.attachments.length - 1))] : [],
    customData: random.chance(0.1) ? { feedBatch: `B-${String(seq % 997).padStart(4, '0')}` } : {},
    conversation: random.chance(0.02) ? { id: `conv_${id.slice(5)}`, readStatus: random.chance(0.6) ? 'UNREAD' : 'READ' } : null,
    ruleId: template.ruleSource === undefined ? null : `rule_${catalog.key}_${template.categoryRole ?? 'split'}`,
    suggestedCategoryIds: categorized || children.length > 0 ? [] : suggestions(catalog, random, amount),
  })
}

function splitChildren(
  catalog: CompanyCatalog,
  parentId: string,
  amount: number,
  splits: NonNullable<ActivityTemplate['splits']>,
  decided?: readonly number[],
): BankTransactionSplit[] {
  const parts =
    decided ??
    allocate(
      Math.abs(amount),
      splits.map(([, share]) => Math.round(share * 1000)),
    )
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
  const candidates = [...catalog.recurring, ...catalog.activity]
    .filter((template) => template.categoryRole !== undefined && (template.type === 'INCOME') === amount > 0)
    .map((template) => categoryId(catalog, template.categoryRole as string))
  return random.sample([...new Set(candidates)], 3)
}

/** What a seeded feed record says of itself that `feedRecord` cannot choose. */
export type FeedFields = Pick<BankTransactionRecord, 'bankAccountId' | 'type' | 'amount' | 'description' | 'apiSourceId'> &
  Partial<BankTransactionRecord>

/**
 * A record of the bank feed as a seed makes it (the everyday activity, invoice deposits,
 * transfers): nothing chosen on it (no category, vendor, split, file), unreviewed, its times on its
 * date before noon, when the sandbox clock starts, so it never reads as changed since a sync;
 * `fields` laid over that.
 */
export function feedRecord(id: string, catalog: CompanyCatalog, date: string, fields: FeedFields): BankTransactionRecord {
  const seq = Number(id.slice(5))
  const stamp = `${date}T${String(8 + (seq % 3)).padStart(2, '0')}:${String(seq % 60).padStart(2, '0')}:00.000Z`
  const blank = blankBankTransaction({ id, seq, companyId: catalog.id, bankAccountId: fields.bankAccountId })
  return { ...blank, date, apiName: 'BANK_FEED', createdAt: stamp, updatedAt: stamp, ...fields }
}
