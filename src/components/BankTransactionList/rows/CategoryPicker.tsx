import { useId, useState, type KeyboardEvent } from 'react'
import { useMessages } from '../../../react/provider/provided'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import type { OptionSearch, OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { useDebouncedValue } from '../../shared/hooks/useDebouncedValue'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { useOptionSearch } from '../../shared/pickers/useOptionSearch'
import { suggestionText, type QueueSuggestion } from '../../../core/queue/review/suggestions'

/** Props of the queue's category picker. */
export interface CategoryPickerProps {
  /** What is being categorized: "Category for Rye flour", "Category for the 10 selected"; a name in it marked by `isolate()`. */
  title: string
  /** The host's categories: a list, or its search. */
  source: OptionSource | undefined
  /** Categories the synced records name, offered when the host gives none. */
  known: readonly PickerOption[]
  /** The row's suggestions, offered first (none for a selection). */
  suggestions: readonly QueueSuggestion[]
  onApply: (category: PickerOption) => void
  onClose: () => void
}

const NO_SEARCH: OptionSearch = async () => []
const SEARCH_DELAY_MS = 150

/**
 * A modal picker over every category: type to narrow (the first match is chosen), arrows to move,
 * Enter to apply the chosen one; a click chooses, a double-click applies. A row's first suggestion is
 * chosen from the start, so `c` then Enter applies it. Escape or Cancel closes it, and the focus goes back.
 */
export function CategoryPicker({ title, source, known, suggestions, onApply, onClose }: CategoryPickerProps) {
  const messages = useMessages(bankTransactionListDialogMessages)
  const dialog = useModalDialog()
  const id = useId()
  const [text, setText] = useState('')
  // A row's first suggestion is chosen from the start (`c`, Enter applies it); otherwise nothing is
  // chosen until the user types (the first match) or points at one.
  const [chosen, setChosen] = useState(suggestions.length > 0 ? 0 : -1)
  const searching = typeof source === 'function'
  const query = useDebouncedValue(text.trim(), searching ? SEARCH_DELAY_MS : 0)
  const found = useOptionSearch(searching ? source : NO_SEARCH, query, searching)
  const wanted = text.trim().toLowerCase()
  const matches = (option: PickerOption) => wanted === '' || option.name.toLowerCase().includes(wanted)
  const listed = searching ? found.results : (source ?? known).filter(matches)
  const suggested = suggestions.filter(matches)
  const choices: QueueSuggestion[] = [
    ...suggested,
    ...listed.filter((option) => !suggested.some((suggestion) => suggestion.id === option.id)),
  ]
  const current = chosen < 0 ? undefined : choices[Math.min(chosen, choices.length - 1)]
  const loading = searching && (query !== text.trim() || found.status === 'loading')
  const optionId = (index: number) => `${id}-option-${index}`

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault()
      setChosen(Math.max(0, Math.min(to, choices.length - 1)))
    }
    if (event.key === 'ArrowDown') move(chosen + 1)
    else if (event.key === 'ArrowUp') move(chosen - 1)
    else if (event.key === 'Home' && event.ctrlKey) move(0)
    else if (event.key === 'End' && event.ctrlKey) move(choices.length - 1)
    else if (event.key === 'Enter') {
      event.preventDefault()
      if (current) onApply(current)
    }
  }

  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-category-picker"
      aria-labelledby={`${id}-title`}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={`${id}-title`} className="bk-dialog__title">
        <IsolatedText text={title} />
      </h2>
      <label className="bk-field">
        <span className="bk-field__label">{messages['bankTransactionList.picker.search']}</span>
        <input
          className="bk-input"
          type="text"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={current ? optionId(choices.indexOf(current)) : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setChosen(0)
          }}
          onKeyDown={onKeyDown}
        />
      </label>
      <div
        id={`${id}-list`}
        className="bk-category-picker__list"
        role="listbox"
        aria-label={messages['bankTransactionList.picker.choices']}
        aria-busy={loading}
      >
        {choices.map((option, index) => (
          // The focus stays in the search field (aria-activedescendant): the keyboard path is that field.
          <div
            key={option.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            className="bk-category-picker__option"
            aria-selected={option === current}
            data-suggested={index < suggested.length || undefined}
            // mousedown, not click: the search field keeps the focus, so Enter then applies the choice.
            onMouseDown={(event) => {
              event.preventDefault()
              setChosen(index)
            }}
            onDoubleClick={() => onApply(option)}
          >
            <span>
              <IsolatedText text={suggestionText(option)} />
            </span>
            {index < suggested.length && (
              <span className="bk-badge" data-tone="neutral">
                {messages['bankTransactionList.picker.suggested']}
              </span>
            )}
          </div>
        ))}
      </div>
      {choices.length === 0 && (
        <p className="bk-field__hint" role="status">
          {messages[loading ? 'bankTransactionList.picker.searching' : 'bankTransactionList.picker.noMatch']}
        </p>
      )}
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" onClick={onClose}>
          {messages['bankTransactionList.picker.cancel']}
        </button>
        <button
          type="button"
          className="bk-button"
          data-variant="primary"
          aria-disabled={!current}
          onClick={() => {
            if (current) onApply(current)
          }}
        >
          <IsolatedText
            text={
              current
                ? messages['bankTransactionList.picker.apply'](suggestionText(current))
                : messages['bankTransactionList.picker.chooseFirst']
            }
          />
        </button>
      </div>
    </dialog>
  )
}
