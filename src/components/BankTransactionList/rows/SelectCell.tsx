import { useContext, type MouseEvent } from 'react'
import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { useLocaleSettings } from '../../../react/provider/provided'
import { RowTabStopContext } from '../../shared/grid/VirtualGrid'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import type { QueueCellProps, QueueRowContext } from './rowContext'
import { rowName } from '../../../core/queue/view/queueFilter'

/** A click inside a row's control must not also open the row. */
export const keepInCell = (event: MouseEvent) => event.stopPropagation()

/** A row's checkbox; Shift-click selects the range from the last row toggled. A locked row has none. */
export function SelectCell({ transaction, context, messages }: QueueCellProps) {
  const tabStop = useContext(RowTabStopContext)
  if (context.lockOf(transaction)) return null
  return (
    <input
      type="checkbox"
      className="bk-checkbox"
      tabIndex={tabStop ? 0 : -1}
      aria-label={messages['bankTransactionList.selectRow'](isolate(rowName(transaction)))}
      checked={context.isSelected(transaction.id)}
      onClick={(event) => {
        keepInCell(event)
        context.onToggle(transaction, event.shiftKey)
      }}
      onChange={() => undefined}
    />
  )
}

/** The header's checkbox: every row of the view that may change, or none. */
export function SelectAllHeader({ context, messages }: { context: QueueRowContext; messages: BankTransactionListMessages }) {
  const { locale } = useLocaleSettings()
  const { selectableCount, selectedCount } = context
  if (selectableCount === 0) return <span className="bk-visually-hidden">{messages['bankTransactionList.column.select']}</span>
  const all = selectedCount > 0 && selectedCount >= selectableCount
  return (
    <input
      type="checkbox"
      className="bk-checkbox"
      aria-label={messages['bankTransactionList.selectAll'](formatCount(selectableCount, locale))}
      checked={all}
      ref={(element) => {
        if (element) element.indeterminate = selectedCount > 0 && !all
      }}
      onChange={context.onToggleAll}
    />
  )
}
