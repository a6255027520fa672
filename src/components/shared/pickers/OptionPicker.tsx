import { forwardRef, type Ref } from 'react'
import { isolate } from '../../../format/isolate'
import type { FieldControlProps } from '../form/FormField'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { SearchCombobox } from './SearchCombobox'

/** Props of a picker bound to one id-valued field. */
export interface OptionPickerProps<T extends PickerOption = PickerOption> extends FieldControlProps {
  /** The choices; without a source only the current value (if any) and "none" are offered. */
  source: OptionSource<T> | undefined
  /** The chosen id; `''` for none. */
  value: string
  /** The current value as the record names it, for when the source does not list it (or is a search). */
  selected?: PickerOption
  onChange: (id: string) => void
  onBlur?: () => void
  /** What "no value" reads as. */
  noneLabel: string
  /** The field's label, naming the combobox's list of choices. */
  label?: string
  /** Keeps only some of the source's options (one dimension's values). */
  filter?: (option: T) => boolean
  disabled?: boolean
  name?: string
}

/**
 * Picks one record by id: a native `<select>` for a list (keyboard and screen-reader behaviour come
 * from the browser), a searching combobox for a search function.
 */
export const OptionPicker = forwardRef<HTMLSelectElement | HTMLInputElement, OptionPickerProps>(function OptionPicker(
  { source, label, value, selected, onChange, onBlur, noneLabel, filter, disabled, name, ...control },
  ref,
) {
  if (typeof source === 'function') {
    return (
      <SearchCombobox
        ref={ref as Ref<HTMLInputElement>}
        search={source}
        label={label}
        value={value}
        selected={selected}
        onChange={onChange}
        onBlur={onBlur}
        noneLabel={noneLabel}
        filter={filter}
        disabled={disabled}
        name={name}
        {...control}
      />
    )
  }
  const listed = (source ?? []).filter((option) => !filter || filter(option))
  // A value the list does not carry (a record categorised elsewhere) still shows, as the record names it.
  const current =
    value !== '' && !listed.some((option) => option.id === value) ? [selected?.id === value ? selected : { id: value, name: value }] : []
  return (
    <select
      ref={ref as Ref<HTMLSelectElement>}
      className="bk-select"
      name={name}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      {...control}
    >
      <option value="">{noneLabel}</option>
      {[...current, ...listed].map((option) => (
        <option key={option.id} value={option.id}>
          {/* An option holds text only: marks, not <bdi>, keep the name and its second line apart. */}
          {option.description ? `${isolate(option.name)} (${isolate(option.description)})` : option.name}
        </option>
      ))}
    </select>
  )
})
