import { useMemo } from 'react'
import type { BankTransaction } from '../../api/types'
import type { OptionSearch, OptionSource, PickerOption } from './optionSource'
import { useOptionSearch } from './useOptionSearch'

const NO_SEARCH: OptionSearch = async () => []

/**
 * Category names by id, for suggestions the service gives by id only: the host's list (or what its
 * search answers for an empty query), then the names the synced records carry.
 */
export function useCategoryNames(source: OptionSource | undefined, transactions: readonly BankTransaction[] | undefined): (id: string) => string | undefined {
  const searched = useOptionSearch(typeof source === 'function' ? source : NO_SEARCH, '', typeof source === 'function')
  const hostedList = typeof source === 'function' ? undefined : source
  const searchedResults = searched.results
  return useMemo(() => {
    const hosted: readonly PickerOption[] = hostedList ?? (typeof source === 'function' ? searchedResults : [])
    const names = new Map<string, string>()
    for (const transaction of transactions ?? []) {
      const { category } = transaction
      if (category?.name) names.set(category.id, category.name)
    }
    for (const option of hosted) names.set(option.id, option.name)
    return (id: string) => names.get(id)
  }, [hostedList, searchedResults, source, transactions])
}

/** The bank accounts to filter by: the host's list, else those of the synced records. */
export function useBankAccountChoices(source: OptionSource | undefined, transactions: readonly BankTransaction[] | undefined): readonly PickerOption[] {
  return useMemo(() => {
    if (Array.isArray(source)) return source as readonly PickerOption[]
    const accounts = new Map<string, PickerOption>()
    for (const { bankAccount } of transactions ?? []) {
      if (bankAccount?.id && !accounts.has(bankAccount.id)) accounts.set(bankAccount.id, { id: bankAccount.id, name: bankAccount.displayName ?? bankAccount.name ?? bankAccount.id })
    }
    return [...accounts.values()]
  }, [source, transactions])
}

/** The categories the synced records name, by name: what a category picker offers when the host lists none. */
export function useKnownCategories(transactions: readonly BankTransaction[] | undefined): readonly PickerOption[] {
  return useMemo(() => {
    const categories = new Map<string, PickerOption>()
    for (const { category } of transactions ?? []) {
      if (category?.name && !categories.has(category.id)) categories.set(category.id, { id: category.id, name: category.name })
    }
    return [...categories.values()].sort((a, b) => a.name.localeCompare(b.name))
  }, [transactions])
}
