import type { DimensionValueOption, OptionSearch, PickerOption } from '../../src/core/forms/optionSource'
import { SANDBOX } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery

/** The bakery's dimensions as a host describes them: every record needs a location, a channel is optional. */
export const locationDimension = {
  id: bakery.dimensions.location.id,
  name: 'Location',
  requiredness: 'REQUIRED',
} as const satisfies DimensionValueOption['dimension']
export const channelDimension = {
  id: bakery.dimensions.channel.id,
  name: 'Channel',
  requiredness: 'NOT_REQUIRED',
} as const satisfies DimensionValueOption['dimension']

/** The bakery's bank accounts as a host lists them. */
export const bakeryBankAccounts: PickerOption[] = [
  { id: bakery.bankAccounts.checking, name: 'Checking ••4821' },
  { id: bakery.bankAccounts.savings, name: 'Savings ••9930' },
]

/** The bakery's categories as a host lists them. */
export const bakeryCategories: PickerOption[] = [
  { id: bakery.categories.ingredients, name: 'Ingredients' },
  { id: bakery.categories.rent, name: 'Rent' },
  { id: bakery.categories.utilities, name: 'Utilities' },
  { id: bakery.categories.marketing, name: 'Marketing' },
]

/** A host's search over its own records: a short wait, then the names that contain the text. */
export function searchIn<T extends PickerOption>(records: readonly T[]): OptionSearch<T> {
  return (search, { signal }) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => resolve(records.filter((record) => record.name.toLowerCase().includes(search.trim().toLowerCase()))),
        120,
      )
      signal.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(signal.reason)
      })
    })
}
