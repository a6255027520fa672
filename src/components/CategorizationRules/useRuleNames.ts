import { useMemo } from 'react'
import type { BankTransaction } from '../../api/types'
import { useHostedCategoryNames } from '../shared/pickers/useCategoryNames'
import type { OptionSource, PickerOption } from '../../core/forms/optionSource'
import type { ImportTarget } from '../../core/rules/ruleImport'
import { knownRecords, type KnownRecords, type RuleNames } from './ruleText'
import type { CategorizationRulesOptions } from './types'

const NO_TRANSACTIONS: readonly BankTransaction[] = []

/** What the form's pickers offer: the host's source, else what the synced transactions name. */
export type RulePickerSources = Record<keyof KnownRecords, OptionSource>

/**
 * Names for what rules point at (the host's options first, then what the company's synced
 * transactions carry) and the pickers' sources: the host's lists or searches, else the records the
 * transactions name, as the review queue offers them.
 */
export function useRuleNames(
  options: CategorizationRulesOptions | undefined,
  history: readonly BankTransaction[] | undefined,
): { names: RuleNames; sources: RulePickerSources; importTarget: ImportTarget } {
  const known = useMemo(() => knownRecords(history ?? NO_TRANSACTIONS), [history])
  const hostedCategory = useHostedCategoryNames(options?.categories)
  const hostedVendor = useHostedCategoryNames(options?.vendors)
  const hostedCustomer = useHostedCategoryNames(options?.customers)
  const hostedAccount = useHostedCategoryNames(options?.bankAccounts)
  return useMemo(() => {
    const lookup = (hosted: (id: string) => string | undefined, list: readonly PickerOption[]) => {
      const names = new Map(list.map((option) => [option.id, option.name]))
      return (id: string) => hosted(id) ?? names.get(id)
    }
    const names: RuleNames = {
      category: lookup(hostedCategory, known.categories),
      vendor: lookup(hostedVendor, known.vendors),
      customer: lookup(hostedCustomer, known.customers),
      bankAccount: lookup(hostedAccount, known.bankAccounts),
    }
    return {
      names,
      importTarget: {
        categories: [...(Array.isArray(options?.categories) ? options.categories : []), ...known.categories],
        hasCategory: (id) => names.category(id) !== undefined,
        hasVendor: (id) => names.vendor(id) !== undefined,
        hasCustomer: (id) => names.customer(id) !== undefined,
      },
      sources: {
        categories: options?.categories ?? known.categories,
        vendors: options?.vendors ?? known.vendors,
        customers: options?.customers ?? known.customers,
        bankAccounts: options?.bankAccounts ?? known.bankAccounts,
      },
    }
  }, [known, hostedCategory, hostedVendor, hostedCustomer, hostedAccount, options])
}
