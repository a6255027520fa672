import { useId, useLayoutEffect, useRef, useState } from 'react'
import { formatCount } from '../../../messages/messageSet'
import { CURRENT_ROW, focusRow } from './focusRow'
import { OptionPicker } from '../../shared/pickers/OptionPicker'
import type { OptionSource } from '../../../core/forms/optionSource'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import type { BankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'

interface BulkBarProps {
  selectedCount: number
  categories: OptionSource | undefined
  busy: boolean
  locale: string
  messages: BankTransactionListMessages & BankTransactionListDialogMessages
  onCategorize: (categoryId: string) => void
  onMarkReviewed: () => void
  /** Opens "Ask the owner…" about the selected rows, once the questions' part has loaded. */
  onAsk: (() => void) | undefined
  onClear: () => void
}

/**
 * What can be done to the selected rows at once: categorize them, or mark them reviewed; one request
 * each. Drawn only while rows are selected: the category chosen lives as long as the selection.
 */
export function BulkBar({ selectedCount, categories, busy, locale, messages, onCategorize, onMarkReviewed, onAsk, onClear }: BulkBarProps) {
  const [categoryId, setCategoryId] = useState('')
  const pickerId = useId()
  const root = useRef<HTMLDivElement>(null)
  // Run before the bar leaves the page (its selection emptied), while the button pressed still
  // holds the focus: it goes back to the grid's current row, where the queue's keys work.
  useLayoutEffect(
    () => () => {
      if (root.current?.contains(document.activeElement)) focusRow(root.current, [CURRENT_ROW])
    },
    [],
  )
  const count = formatCount(selectedCount, locale)
  return (
    <div ref={root} className="bk-toolbar bk-bulk-bar" role="group" aria-label={messages['bankTransactionList.selected'](count)}>
      <span className="bk-bulk-bar__count">{messages['bankTransactionList.selected'](count)}</span>
      <label className="bk-field__label" htmlFor={pickerId}>
        {messages['bankTransactionList.bulkCategory']}
      </label>
      <OptionPicker
        id={pickerId}
        label={messages['bankTransactionList.bulkCategory']}
        source={categories}
        value={categoryId}
        noneLabel={messages['bankTransactionList.chooseCategory']}
        onChange={setCategoryId}
      />
      <button
        type="button"
        className="bk-button"
        data-variant="primary"
        aria-disabled={busy || categoryId === ''}
        onClick={() => {
          if (!busy && categoryId !== '') onCategorize(categoryId)
        }}
      >
        {messages['bankTransactionList.categorizeSelected'](count)}
      </button>
      <button
        type="button"
        className="bk-button"
        aria-disabled={busy}
        onClick={() => {
          if (!busy) onMarkReviewed()
        }}
      >
        {messages['bankTransactionList.markSelectedReviewed'](count)}
      </button>
      {onAsk && (
        <button type="button" className="bk-button" onClick={onAsk}>
          {messages['bankTransactionList.askSelected'](count)}
        </button>
      )}
      <button type="button" className="bk-button" data-variant="ghost" onClick={onClear}>
        {messages['bankTransactionList.clearSelection']}
      </button>
    </div>
  )
}
