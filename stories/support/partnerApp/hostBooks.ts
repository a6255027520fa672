// What a partner's app knows of its customer's books from its own records, not from bookkit: the
// chart of accounts (the service lists none), the categories, vendors, customers, bank accounts and
// dimensions it offers in pickers, the signed-in user's name, and the records its backend's
// `store` already keeps (the company's categorization rules). Here they come from the bakery's
// seed catalog and the sandbox, as a host's own database would answer them.
import type { ReconciliationBankAccount } from '../../../src/components/BankReconciliation'
import type { DimensionValueOption, PickerOption } from '../../../src/core/forms/optionSource'
import type { GlAccountInfo } from '../../../src/react'
import { EMPTY_RULE_BOOK } from '../../../src/core/rules/ruleBook'
import type { CategorizationRule } from '../../../src/core/rules/types'
import type { Sandbox } from '../../../src/sandbox'
import { bakery } from '../../../src/sandbox/seed/bakery'
import {
  bankAccountId,
  categoryId,
  customerId,
  dimensionId,
  dimensionValueId,
  glAccountId,
  vendorId,
} from '../../../src/sandbox/seed/catalog'

/** Everything the partner's page passes to bookkit's components for one company. */
export interface PartnerBooks {
  companyId: string
  companyName: string
  /** Who is signed in, as the host names them: kept with a reconciliation or a sign-off. */
  userName: string
  /** The host's chart of accounts, by account number. */
  chart: readonly GlAccountInfo[]
  categories: readonly PickerOption[]
  vendors: readonly PickerOption[]
  customers: readonly PickerOption[]
  /** Each bank account with the ledger account it posts to. */
  bankAccounts: readonly ReconciliationBankAccount[]
  dimensionValues: readonly DimensionValueOption[]
}

const listed = new WeakMap<Sandbox, PartnerBooks>()

/** The bakery's books as its partner's app lists them: the same lists on every render of one sandbox's page. */
export function bakeryBooks(sandbox: Sandbox): PartnerBooks {
  let books = listed.get(sandbox)
  if (!books) {
    books = listOf(sandbox)
    listed.set(sandbox, books)
  }
  return books
}

function listOf(sandbox: Sandbox): PartnerBooks {
  return {
    companyId: bakery.id,
    companyName: bakery.name,
    userName: 'Dana Whitlock',
    chart: sandbox.inspect.glAccounts(bakery.id),
    categories: bakery.categories.map(([role, name]) => ({ id: categoryId(bakery, role), name })),
    vendors: bakery.vendors.map(([key, name]) => ({ id: vendorId(bakery, key), name })),
    customers: bakery.customers.map(([key, name, email]) => ({ id: customerId(bakery, key), name, description: email })),
    bankAccounts: bakery.bankAccounts.map(({ role, name, mask, glRole }) => ({
      id: bankAccountId(bakery, role),
      name: `${name} ••${mask}`,
      glAccountId: glAccountId(bakery, glRole),
    })),
    dimensionValues: bakery.dimensions.flatMap(({ key, name, requiredness, values }) =>
      values.map(([valueKey, valueName]) => ({
        id: dimensionValueId(bakery, valueKey),
        name: valueName,
        dimension: { id: dimensionId(bakery, key), name, requiredness },
      })),
    ),
  }
}

/** Rules the bakery made before this month: its rent and its flour. */
const BAKERY_RULES: CategorizationRule[] = [
  {
    id: 'rule_rent',
    name: 'Shop rent',
    enabled: true,
    confirm: false,
    conditions: { description: { match: 'contains', text: 'Rent - Main Street' }, direction: 'out' },
    actions: { categoryId: categoryId(bakery, 'rent'), vendorId: vendorId(bakery, 'harbor_row') },
    createdAt: '2026-01-05T09:00:00.000Z',
  },
  {
    id: 'rule_flour',
    enabled: true,
    confirm: false,
    conditions: { description: { match: 'contains', text: 'Flour' }, direction: 'out' },
    actions: { categoryId: categoryId(bakery, 'ingredients'), vendorId: vendorId(bakery, 'millstone') },
    createdAt: '2026-01-05T09:05:00.000Z',
  },
]

/** Puts the bakery's rules in the host's store, where its backend kept them (`rules:<companyId>`). */
export function keepBakeryRules(sandbox: Sandbox): void {
  sandbox.store.put(`rules:${bakery.id}`, { ...EMPTY_RULE_BOOK, rules: BAKERY_RULES })
}
