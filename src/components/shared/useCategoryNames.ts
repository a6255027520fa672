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
