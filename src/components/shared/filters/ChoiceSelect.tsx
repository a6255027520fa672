import type { CustomerRef, AccountingDimensionValue } from '../../../api/types'
import { namePath } from '../../../format/isolate'

/** One choice of a list filter. */
export interface FilterChoice {
  value: string
  label: string
}

/** A group of choices in a select, such as the values of one dimension. */
export interface ChoiceGroup {
  label?: string
  choices: readonly FilterChoice[]
}

/** One id out of a list (a customer, a dimension value), or any. */
export function ChoiceSelect({
  label,
  anyLabel,
  value,
  groups,
  onChange,
}: {
  label: string
  anyLabel: string
  value: string | undefined
  groups: readonly ChoiceGroup[]
  onChange: (id: string | undefined) => void
}) {
  return (
    <label className="bk-field">
      <span className="bk-field__label">{label}</span>
      <select
        className="bk-select"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {groups.map((group, index) =>
          group.label ? (
            <optgroup key={`${index}:${group.label}`} label={group.label}>
              {group.choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ) : (
            group.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))
          ),
        )}
      </select>
    </label>
  )
}

/** Customers as choices, by name. */
export function customerChoices(customers: readonly CustomerRef[]): ChoiceGroup[] {
  const choices = customers.map((customer) => ({ value: customer.id, label: customer.name || customer.id }))
  return [{ choices: choices.sort((a, b) => a.label.localeCompare(b.label)) }]
}

/** Dimension values as choices, grouped by dimension; a sub-value reads "Parent › Child". */
export function dimensionValueChoices(values: readonly AccountingDimensionValue[]): ChoiceGroup[] {
  const groups = new Map<string, { label: string; choices: Map<string, FilterChoice> }>()
  const add = (value: AccountingDimensionValue, parents: readonly string[]) => {
    const names = [...parents, value.name]
    const label = namePath(names)
    const dimension = value.dimension ?? { id: '', name: '' }
    let group = groups.get(dimension.id)
    if (!group) groups.set(dimension.id, (group = { label: dimension.name || dimension.id, choices: new Map() }))
    group.choices.set(value.id, { value: value.id, label: label || value.id })
    if (value.child) add(value.child, names)
  }
  for (const value of values) add(value, [])
  return [...groups.values()]
    .sort((a, b) => a.label.localeCompare(b.label))
    .map((group) => ({ label: group.label, choices: [...group.choices.values()].sort((a, b) => a.label.localeCompare(b.label)) }))
}

/** The dimension a value belongs to, looked up among the values offered. */
export function dimensionOfValue(values: readonly AccountingDimensionValue[], valueId: string): string | undefined {
  const find = (value: AccountingDimensionValue): string | undefined =>
    value.id === valueId ? value.dimension?.id : value.child ? find(value.child) : undefined
  for (const value of values) {
    const found = find(value)
    if (found) return found
  }
  return undefined
}
