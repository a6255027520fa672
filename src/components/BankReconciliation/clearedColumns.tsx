import type { KeyboardEvent } from 'react'
import { createColumnHelper, metaHelper, tableFeatures } from '@tanstack/react-table'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../format/money'
import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import type { ReconciliationRow } from '../../react/reconcile/reconciliation'
import { ClampedText, DateText, Money } from '../shared/cells'
import { listMeta } from '../shared/grid/gridTable'
import { IsolatedText } from '../shared/text/SentenceWithName'

/** What every cell of a grid reads: the words, the format, the closing date and what a tick or Categorize… does. */
export interface ClearedMeta {
  messages: BankReconciliationMessages
  format: MoneyFormat
  closingDate: string | undefined
  /** While a finish is on its way, or stopped part-way: the ticks are what was sent, not changeable. */
  frozen: boolean
  onTick: (ids: readonly string[], ticked: boolean) => void
  onCategorize: (transaction: BankTransaction) => void
}

/** The grid's roving focus over its boxes: which one is the tab stop, and what a key or focus on one does. */
export interface RovingMeta {
  tabStop: string | undefined
  /** The closed period's group: its rows are described by its one explanation, not each by a note of its own. */
  explanationId?: string
  onBoxKeyDown: (id: string, event: KeyboardEvent<HTMLInputElement>) => void
  onBoxFocus: (id: string) => void
}

// No feature beyond the core: the rows are the worksheet's, in its order, every one shown.
export const features = tableFeatures({ tableMeta: metaHelper<ClearedMeta & RovingMeta>() })
const helper = createColumnHelper<typeof features, ReconciliationRow>()

const descriptionOf = (transaction: BankTransaction, messages: BankReconciliationMessages) =>
  transaction.description || messages['bankReconciliation.noDescription']

/** Why the closed period's rows cannot be changed, said once for their group. */
export const closedPeriodText = ({ messages, closingDate, format }: ClearedMeta): string =>
  closingDate ? messages['bankReconciliation.locked'](formatDate(closingDate, format.locale)) : messages['bankReconciliation.lockedNoDate']

/** Why a row of the month cannot be ticked, in words (a row of the closed period: its group says). */
const blockText = (row: ReconciliationRow, meta: ClearedMeta): string | undefined =>
  row.blocked === 'toReview' ? meta.messages['bankReconciliation.toReview'] : undefined

/** Tick, date, description and amount: the columns of both of a side's tables. */
export const columns = helper.columns([
  helper.display({
    id: 'tick',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.cleared'],
    cell: ({ row, table }) => {
      const meta = listMeta(table)
      const { transaction, ticked, blocked } = row.original
      const description = descriptionOf(transaction, meta.messages)
      return (
        <input
          type="checkbox"
          className="bk-reconcile__tick"
          checked={ticked}
          // A row of the closed period is ticked like any other: it is counted, never saved.
          disabled={blocked === 'toReview' || meta.frozen}
          aria-label={meta.messages['bankReconciliation.tick'](
            isolate(description),
            formatDate(transaction.date, meta.format.locale),
            formatMoney(transaction.amount, meta.format),
          )}
          aria-describedby={blocked === 'locked' ? meta.explanationId : blocked ? `${row.id}-why` : undefined}
          data-tick={transaction.id}
          // One tab stop per grid: the current box; the arrows move between the boxes (Space ticks, as a box does).
          tabIndex={meta.tabStop === transaction.id ? 0 : -1}
          onKeyDown={(event) => meta.onBoxKeyDown(transaction.id, event)}
          onFocus={() => meta.onBoxFocus(transaction.id)}
          onChange={(event) => meta.onTick([transaction.id], event.target.checked)}
        />
      )
    },
  }),
  helper.accessor((row) => row.transaction.date, {
    id: 'date',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.date'],
    cell: ({ row }) => <DateText date={row.original.transaction.date} />,
  }),
  helper.accessor((row) => row.transaction.description, {
    id: 'description',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.description'],
    cell: ({ row, table }) => <DescriptionCell row={row.original} id={row.id} meta={listMeta(table)} />,
  }),
  helper.accessor((row) => row.transaction.amount, {
    id: 'amount',
    header: ({ table }) => listMeta(table).messages['bankReconciliation.amount'],
    // Signed: money out shows negative, as in the summary, the history and the report.
    cell: ({ row }) => <Money minor={row.original.transaction.amount} />,
  }),
])

/** The description, whether the statement has it, and for a row that cannot be ticked, why (and Categorize… for one to review). */
function DescriptionCell({ row, id, meta }: { row: ReconciliationRow; id: string; meta: ClearedMeta & RovingMeta }) {
  const { messages } = meta
  const why = blockText(row, meta)
  const description = descriptionOf(row.transaction, messages)
  const other = row.transaction.matchingBankTransaction
  return (
    <div className="bk-reconcile__description">
      <ClampedText text={description} />
      {row.onStatement && <span className="bk-badge">{messages['bankReconciliation.onStatement']}</span>}
      {/* A paired transfer: money moved to (or from) another of the company's accounts, neither income nor expense. */}
      {other?.id && (
        <span className="bk-badge" data-tone="neutral">
          <IsolatedText
            text={messages[row.transaction.amount < 0 ? 'bankReconciliation.transferTo' : 'bankReconciliation.transferFrom'](
              isolate(other.bankAccount?.displayName ?? other.bankAccount?.name ?? other.id),
            )}
          />
        </span>
      )}
      {why && (
        <p className="bk-reconcile__why" id={`${id}-why`} data-blocked={row.blocked}>
          {why}
        </p>
      )}
      {row.blocked === 'toReview' && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          aria-label={messages['bankReconciliation.categorizeOne'](isolate(description))}
          onClick={() => meta.onCategorize(row.transaction)}
        >
          {messages['bankReconciliation.categorize']}
        </button>
      )}
    </div>
  )
}
