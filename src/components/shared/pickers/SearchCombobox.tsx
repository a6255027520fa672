import { forwardRef, useId, useState, type KeyboardEvent } from 'react'
import { useMessages } from '../../../react/provider/provided'
import type { FieldControlProps } from '../form/FormField'
import { pickerMessages } from '../../../messages/forms/picker'
import type { OptionSearch, PickerOption } from '../../../core/forms/optionSource'
import { ClampedText } from '../cells'
import { useDebouncedValue } from '../hooks/useDebouncedValue'
import { useOptionSearch } from './useOptionSearch'

interface SearchComboboxProps<T extends PickerOption> extends FieldControlProps {
  search: OptionSearch<T>
  /** The field's label, to name the list of choices apart from the field itself. */
  label?: string
  value: string
  selected?: PickerOption
  onChange: (id: string) => void
  onBlur?: () => void
  noneLabel: string
  filter?: (option: T) => boolean
  disabled?: boolean
  name?: string
}

const SEARCH_DELAY_MS = 200

/**
 * An ARIA 1.2 combobox over a host's search function: type to search, arrows to move, Enter to
 * choose, Escape to back out. Leaving the field with its text erased clears the value; leaving it
 * with half-typed text puts the chosen value's name back.
 */
export const SearchCombobox = forwardRef<HTMLInputElement, SearchComboboxProps<PickerOption>>(function SearchCombobox(
  { search, label, value, selected, onChange, onBlur, noneLabel, filter, disabled, name, id, ...described },
  ref,
) {
  const messages = useMessages(pickerMessages)
  const listId = useId()
  const [chosen, setChosen] = useState<PickerOption | undefined>(selected)
  const [editing, setEditing] = useState(false)
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const wanted = editing ? text : ''
  const query = useDebouncedValue(wanted, SEARCH_DELAY_MS)
  const found = useOptionSearch(search, query, open)
  // Until the search for what is typed now has answered, the list on screen is the previous one.
  const status = query !== wanted ? 'loading' : found.status
  const { results } = found

  const shownName = value === '' ? '' : ([chosen, selected].find((option) => option?.id === value)?.name ?? value)
  const matches = results.filter((option) => !filter || filter(option))
  // "None" heads the list until the user types: then the first Arrow Down lands on the first match.
  const choices: PickerOption[] = editing && text.trim() !== '' ? matches : [{ id: '', name: noneLabel }, ...matches]

  const choose = (option: PickerOption) => {
    setChosen(option.id === '' ? undefined : option)
    setEditing(false)
    setOpen(false)
    setActive(-1)
    onChange(option.id)
  }
  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!open) {
          setOpen(true)
          return
        }
        if (choices.length === 0) return
        const step = event.key === 'ArrowDown' ? 1 : -1
        setActive((index) => (index + step + choices.length) % choices.length)
        return
      }
      case 'Enter':
        // Inside an open list Enter chooses; it must not submit the form around it.
        if (!open) return
        event.preventDefault()
        if (active >= 0 && choices[active]) choose(choices[active])
        return
      case 'Escape':
        if (!open && !editing) return
        event.preventDefault()
        event.stopPropagation()
        setEditing(false)
        close()
        return
      default:
        return
    }
  }

  const activeId = open && active >= 0 && active < choices.length ? `${listId}-${active}` : undefined
  let statusText = ''
  if (open && status === 'loading') statusText = messages['shared.picker.searching']
  else if (open && status === 'error') statusText = messages['shared.picker.searchFailed']
  else if (open && status === 'ready')
    statusText = matches.length === 0 ? messages['shared.picker.noMatches'] : messages['shared.picker.resultCount'](matches.length)

  return (
    <div className="bk-combobox" data-state={open ? 'open' : 'closed'}>
      <input
        ref={ref}
        id={id}
        name={name}
        className="bk-input"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        disabled={disabled}
        placeholder={noneLabel}
        value={editing ? text : shownName}
        onChange={(event) => {
          setEditing(true)
          setText(event.target.value)
          setOpen(true)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (editing && text.trim() === '' && value !== '') onChange('')
          setEditing(false)
          close()
          onBlur?.()
        }}
        {...described}
      />
      <div className="bk-combobox__popup" hidden={!open}>
        <div
          id={listId}
          role="listbox"
          className="bk-combobox__list"
          aria-label={messages['shared.picker.choices'](label ?? noneLabel)}
          aria-busy={status === 'loading'}
        >
          {open &&
            choices.map((option, index) => (
              <div
                key={option.id || '(none)'}
                id={`${listId}-${index}`}
                role="option"
                tabIndex={-1}
                aria-selected={option.id === value}
                data-active={index === active || undefined}
                className="bk-combobox__option"
                // mousedown, not click: choosing must happen before the input's blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault()
                  choose(option)
                }}
              >
                <ClampedText text={option.name} />
                {option.description && <span className="bk-combobox__hint">{option.description}</span>}
              </div>
            ))}
        </div>
        <p className="bk-combobox__status" role="status">
          {statusText}
        </p>
      </div>
    </div>
  )
})
