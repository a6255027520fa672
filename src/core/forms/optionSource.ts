/** One choice of a picker: a record the host knows by id and name (a category, a vendor, a GL account…). */
export interface PickerOption {
  id: string
  name: string
  /** A second line, such as an account number or an email. */
  description?: string
}

/** A host's search over its own records; called with what the user typed, cancelled through `signal`. */
export type OptionSearch<T extends PickerOption = PickerOption> = (
  search: string,
  context: { signal: AbortSignal },
) => Promise<readonly T[]>

/** Where a picker's choices come from: a list, or a search function for lists too long to send. */
export type OptionSource<T extends PickerOption = PickerOption> = readonly T[] | OptionSearch<T>

/** A dimension value as a picker offers it: the value, and the dimension it belongs to. */
export interface DimensionValueOption extends PickerOption {
  dimension: { id: string; name: string; requiredness: 'REQUIRED' | 'NOT_REQUIRED' }
}
