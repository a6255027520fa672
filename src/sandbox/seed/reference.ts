import { endOfMonthBefore } from '../dates'
import type { Store } from '../store'
import {
  attachmentId,
  bankAccountId,
  categoryId,
  customerId,
  dimensionId,
  dimensionValueId,
  glAccountId,
  vendorId,
  type CompanyCatalog,
} from './catalog'

/** Stores a company and everything its records refer to: accounts, categories, counterparties, dimensions. */
export function seedReferenceData(store: Store, catalog: CompanyCatalog): void {
  const companyId = catalog.id
  const account = (role: string): string => glAccountId(catalog, role)
  store.companies.set(companyId, {
    id: companyId,
    name: catalog.name,
    accountingMethod: catalog.accountingMethod,
    closing: { date: endOfMonthBefore(store.today, catalog.closing.monthsBeforeToday), modifications: catalog.closing.modifications },
    systemAccounts: {
      receivable: account('receivable'),
      undepositedFunds: account('undeposited'),
      salesTaxPayable: account('sales_tax'),
      salesDiscounts: account('sales_discounts'),
      suspense: account('suspense'),
      transfersInTransit: account('transfers_in_transit'),
    },
  })
  for (const [role, accountNo, name, type, subtype] of catalog.accounts) {
    store.glAccounts.set(account(role), { id: account(role), companyId, name, accountNo, type, ...(subtype !== undefined && { subtype }) })
  }
  for (const { role, name, mask, glRole } of catalog.bankAccounts) {
    const id = bankAccountId(catalog, role)
    store.bankAccounts.set(id, { id, companyId, name, mask, glAccountId: account(glRole) })
  }
  for (const [role, name, glRole] of catalog.categories) {
    const id = categoryId(catalog, role)
    store.categories.set(id, { id, companyId, name, glAccountId: account(glRole) })
  }
  for (const [key, name] of catalog.vendors) {
    const id = vendorId(catalog, key)
    store.vendors.set(id, { id, companyId, name })
  }
  for (const [key, name, email] of catalog.customers) {
    const id = customerId(catalog, key)
    store.customers.set(id, { id, companyId, name, email })
  }
  for (const dimension of catalog.dimensions) {
    const id = dimensionId(catalog, dimension.key)
    store.dimensions.set(id, { id, companyId, name: dimension.name, requiredness: dimension.requiredness })
    for (const [key, name, parentKey] of dimension.values) {
      const valueId = dimensionValueId(catalog, key)
      const parent = parentKey === undefined ? {} : { parentId: dimensionValueId(catalog, parentKey) }
      store.dimensionValues.set(valueId, { id: valueId, companyId, dimensionId: id, name, ...parent })
    }
  }
  catalog.attachments.forEach(([fileName, fileSize], index) => {
    const id = attachmentId(catalog, index)
    const createdDateTime = `${endOfMonthBefore(store.today, 1 + index)}T15:${String(10 + index).padStart(2, '0')}:00.000Z`
    store.attachments.set(id, { id, companyId, fileName, fileSize, createdDateTime })
  })
}
