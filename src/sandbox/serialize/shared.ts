import type * as Wire from '../../api/types'
import type { DimensionRecord, DimensionValueRecord } from '../model'
import { bankAccountDisplayName, glAccountDisplayName } from '../names'
import type { Store } from '../store'
import { accountTypeColor, iconUrl } from './icons'

/**
 * The sub-objects several records share (GL account, dimension values, references), in the
 * contract's wire types. An absent optional value is `undefined`, so it is left out of the JSON.
 */

/** A GL account as records embed it. */
export function glAccountWire(store: Store, glAccountId: string): Wire.GlAccount {
  const account = store.glAccount(glAccountId)
  return {
    id: account.id,
    name: account.name,
    accountNo: account.accountNo,
    type: account.type,
    iconUrl: iconUrl(account.name, accountTypeColor(account.type)),
    displayName: glAccountDisplayName(account),
  }
}

/** Selected values as the service shows them: a sub-value appears as `child` of its parent. */
export function dimensionValuesWire(store: Store, ids: readonly string[]): Wire.AccountingDimensionValue[] {
  return selections(store, ids).map(({ dimension, chain }) =>
    nest<Wire.AccountingDimensionValue>(chain, (value) => ({ id: value.id, dimension: dimensionWire(dimension), name: value.name })),
  )
}

/** The same selection in the bank-transaction save answer's vocabulary (`label` for the dimension). */
export function classSegmentsWire(store: Store, ids: readonly string[]): Wire.ClassSegment[] {
  return selections(store, ids).map(({ dimension, chain }) =>
    nest<Wire.ClassSegment>(chain, (value) => ({ id: value.id, label: dimensionWire(dimension), name: value.name })),
  )
}

function dimensionWire(dimension: DimensionRecord): Wire.AccountingDimension {
  return { id: dimension.id, name: dimension.name, requiredness: dimension.requiredness }
}

function selections(store: Store, ids: readonly string[]): Array<{ dimension: DimensionRecord; chain: DimensionValueRecord[] }> {
  const result: Array<{ dimension: DimensionRecord; chain: DimensionValueRecord[] }> = []
  for (const id of ids) {
    const value = store.dimensionValues.get(id)
    const dimension = value && store.dimensions.get(value.dimensionId)
    if (!value || !dimension) continue
    const chain = [value]
    for (let parent = value.parentId; parent !== undefined;) {
      const parentValue = store.dimensionValues.get(parent)
      if (!parentValue || chain.length > 10) break
      chain.unshift(parentValue)
      parent = parentValue.parentId
    }
    result.push({ dimension, chain })
  }
  return result
}

function nest<T extends { child?: T }>(chain: readonly DimensionValueRecord[], make: (value: DimensionValueRecord) => T): T {
  const [first, ...rest] = chain
  const node = make(first as DimensionValueRecord)
  if (rest.length > 0) node.child = nest(rest, make)
  return node
}

/** Attachments by id, with download and icon URLs. */
export function attachmentsWire(store: Store, ids: readonly string[]): Wire.Attachment[] {
  return ids.flatMap((id) => {
    const attachment = store.attachments.get(id)
    if (!attachment) return []
    const wire: Wire.Attachment = {
      id: attachment.id,
      url: `https://files.sandbox.example/${attachment.id}/${encodeURIComponent(attachment.fileName)}`,
      fileName: attachment.fileName,
      fileSize: attachment.fileSize,
      createdDateTime: attachment.createdDateTime,
      iconUrl: iconUrl(attachment.fileName.split('.').pop() ?? 'file', '#5f5f5f'),
    }
    return [wire]
  })
}

/** `{id, name, email}`, or undefined when the record has no customer. */
export function customerRef(store: Store, id: string | null): Wire.CustomerRef | undefined {
  const customer = id === null ? undefined : store.customers.get(id)
  return customer ? { id: customer.id, name: customer.name, email: customer.email } : undefined
}

/** `{id, name}`, or undefined when the record has no vendor. */
export function vendorRef(store: Store, id: string | null): Wire.VendorRef | undefined {
  const vendor = id === null ? undefined : store.vendors.get(id)
  return vendor ? { id: vendor.id, name: vendor.name } : undefined
}

/** `{id, name, iconUrl}`, or undefined when uncategorized. */
export function categoryRef(store: Store, id: string | null): Wire.CategoryRef | undefined {
  const category = id === null ? undefined : store.categories.get(id)
  if (!category) return undefined
  const type = store.glAccounts.get(category.glAccountId)?.type ?? 'EXPENSE'
  return { id: category.id, name: category.name, iconUrl: iconUrl(category.name, accountTypeColor(type)) }
}

/** `{id, name, displayName}`. */
export function bankAccountRef(store: Store, id: string): Wire.BankAccountRef {
  const account = store.bankAccounts.get(id)
  if (!account) throw new Error(`bank account ${id} is missing`)
  return { id: account.id, name: account.name, displayName: bankAccountDisplayName(account) }
}
