import { useMemo } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { OptionSearch, OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { useOptionSearch } from './useOptionSearch'

const NO_SEARCH: OptionSearch = async () => []

/** Category names by id from the host's options: its list, or what its search answers for an empty query. The same function until those change. */
export function useHostedCategoryNames(source: OptionSource | undefined): (id: string) => string | undefined {
  const searched = useOptionSearch(typeof source === 'function' ? source : NO_SEARCH, '', typeof source === 'function')
  const hosted = typeof source === 'function' ? searched.results : source
  return useMemo(() => {
    const names = new Map((hosted ?? []).map((option: PickerOption) => [option.id, option.name]))
    return (id: string) => names.get(id)
  }, [hosted])
}

/**
 * Category names by id, for suggestions the service gives by id only: the host's options, then the
 * names `transactions` carry (a few records: the queue keeps the names of the whole set itself).
 */
export function useCategoryNames(
  source: OptionSource | undefined,
  transactions: readonly BankTransaction[],
): (id: string) => string | undefined {
  const hosted = useHostedCategoryNames(source)
  return useMemo(() => {
    const names = new Map<string, string>()
    for (const { category } of transactions) if (category?.name) names.set(category.id, category.name)
    return (id: string) => hosted(id) ?? names.get(id)
  }, [hosted, transactions])
}
