/**
 * A rule in plain words, as the list, the conflict view and the import show it: "Description
 * contains “Corner Cup” · money out · $3.00–$5.00 → Meals". Pure. Each name in a phrase (the
 * description's words, a category, an account, a vendor, a memo) is marked by `isolate()`, so one
 * written right to left never reorders the words around it: `IsolatedText` draws them.
 */
import type { BankTransaction } from '../../api/types'
import { isolate } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { formatShare } from '../../format/percent'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import type { CategorizationRule } from '../../core/rules/types'
import type { PickerOption } from '../../core/forms/optionSource'

/** Names by id of what rules point at: the host's options first, then what the synced transactions carry. */
export interface RuleNames {
  category(id: string): string | undefined
  vendor(id: string): string | undefined
  customer(id: string): string | undefined
  bankAccount(id: string): string | undefined
}

/** What the synced transactions name, by id, sorted by name for a picker: categories, vendors, customers and bank accounts. */
export interface KnownRecords {
  categories: readonly PickerOption[]
  vendors: readonly PickerOption[]
  customers: readonly PickerOption[]
  bankAccounts: readonly PickerOption[]
}

const byName = (map: Map<string, string>): PickerOption[] =>
  [...map].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))

/** The categories, vendors, customers and bank accounts `transactions` name (one pass over the set). */
export function knownRecords(transactions: readonly BankTransaction[]): KnownRecords {
  const categories = new Map<string, string>()
  const vendors = new Map<string, string>()
  const customers = new Map<string, string>()
  const bankAccounts = new Map<string, string>()
  for (const { category, vendor, customer, bankAccount } of transactions) {
    if (category?.name) categories.set(category.id, category.name)
    if (vendor?.name) vendors.set(vendor.id, vendor.name)
    if (customer?.name) customers.set(customer.id, customer.name)
    if (bankAccount?.name) bankAccounts.set(bankAccount.id, bankAccount.name)
  }
  return { categories: byName(categories), vendors: byName(vendors), customers: byName(customers), bankAccounts: byName(bankAccounts) }
}

/** What a rule is called: its name, else its description words, else a plain "rule without a description". */
export function ruleName(rule: CategorizationRule, messages: CategorizationRulesMessages): string {
  return rule.name?.trim() || rule.conditions.description?.text.trim() || messages['categorizationRules.unnamed']
}

/** The conditions, each a phrase: "Description contains “Corner Cup”", "money out", "$3.00–$5.00", "in Checking". */
export function conditionsText(
  rule: CategorizationRule,
  names: RuleNames,
  messages: CategorizationRulesMessages,
  format: MoneyFormat,
): string[] {
  const { description, direction, amount, bankAccountId } = rule.conditions
  const parts: string[] = []
  if (description) parts.push(messages[`categorizationRules.text.${description.match}`](isolate(description.text)))
  if (direction) parts.push(messages[`categorizationRules.text.${direction}`])
  if (amount)
    parts.push(
      'is' in amount
        ? messages['categorizationRules.text.amountIs'](formatMoney(amount.is, format))
        : messages['categorizationRules.text.amountBetween'](formatMoney(amount.from, format), formatMoney(amount.to, format)),
    )
  if (bankAccountId) parts.push(messages['categorizationRules.text.account'](isolate(names.bankAccount(bankAccountId) ?? bankAccountId)))
  if (parts.length === 0) parts.push(messages['categorizationRules.text.anyTransaction'])
  return parts
}

/** What the rule gives: "Meals", or "Supplies 60% · Meals 40%", then the vendor or customer and the memo. */
export function actionsText(
  rule: CategorizationRule,
  names: RuleNames,
  messages: CategorizationRulesMessages,
  format: MoneyFormat,
): string {
  const { categoryId, split, vendorId, customerId, memo } = rule.actions
  const category = (id: string) => {
    const name = names.category(id)
    return name === undefined ? messages['categorizationRules.text.unknownCategory'](isolate(id)) : isolate(name)
  }
  const parts: string[] = []
  if (split && split.length > 0)
    parts.push(
      split
        .map((line) =>
          messages['categorizationRules.text.share'](
            category(line.categoryId),
            line.percent === undefined ? formatMoney(line.amount, format) : formatShare(line.percent / 100, format.locale),
          ),
        )
        .join(' · '),
    )
  else if (categoryId) parts.push(category(categoryId))
  if (vendorId) parts.push(messages['categorizationRules.text.vendor'](isolate(names.vendor(vendorId) ?? vendorId)))
  if (customerId) parts.push(messages['categorizationRules.text.customer'](isolate(names.customer(customerId) ?? customerId)))
  if (memo) parts.push(messages['categorizationRules.text.memo'](isolate(memo)))
  return parts.join(', ')
}

/** The whole rule on one line: conditions, an arrow, and what it gives. */
export function ruleSentence(
  rule: CategorizationRule,
  names: RuleNames,
  messages: CategorizationRulesMessages,
  format: MoneyFormat,
): string {
  return `${conditionsText(rule, names, messages, format).join(' · ')} → ${actionsText(rule, names, messages, format)}`
}
