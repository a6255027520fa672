import { useContext, useId, type ReactNode } from 'react'
import type { BankTransaction } from '../../../api/types'
import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { useLocaleSettings } from '../../../react/provider/provided'
import { ClampedText } from '../../shared/cells'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { OptionPicker } from '../../shared/pickers/OptionPicker'
import { RowTabStopContext } from '../../shared/grid/VirtualGrid'
import { isReviewed, rowName } from '../../../core/queue/view/queueFilter'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { RowStatus } from './RowStatus'
import { answerOnly, suggestionText } from '../../../core/queue/review/suggestions'
import { RuleActionsContext, type QueueCellProps, type QueueRowContext } from './rowContext'
import { keepInCell } from './SelectCell'
import { focusNextRow } from '../review/focusRow'

/**
 * A row's category: suggestions as one-click choices while it has none, a picker over every category,
 * "Mark reviewed" once categorized, and the row's last save (saving, saved, or refused with a retry).
 * A locked row shows its category and why it cannot change.
 */
export function CategoryCell({ transaction, context, messages }: QueueCellProps) {
  const tabStop = useContext(RowTabStopContext)
  const { locale } = useLocaleSettings()
  const pickerId = useId()
  const tabIndex = tabStop ? 0 : -1
  // Isolated: every label of the cell (and of its status and rule actions) holds it in a sentence of ours.
  const name = isolate(rowName(transaction))
  const current = transaction.category
  const currentName = current ? (current.name ?? context.categoryName(current.id) ?? current.id) : undefined

  const lock = context.lockOf(transaction)
  const result = context.resultOf(transaction.id)
  // A transfer's side, paired or waiting for its other side: what it moved, not a category.
  const transfer = transferText(transaction, context, messages)
  if (transfer) {
    return (
      <span className="bk-transaction-category" data-state="transfer">
        <span className="bk-clamp">
          <IsolatedText text={transfer} />
        </span>
        {context.onUnpair && transaction.matchingBankTransaction?.id && tabStop && !lock && (!result || result.state === 'saved') && (
          <button
            type="button"
            className="bk-button"
            data-variant="ghost"
            tabIndex={tabIndex}
            aria-label={messages['bankTransactionList.unpairFor'](name)}
            onClick={() => context.onUnpair?.(transaction)}
          >
            {messages['bankTransactionList.unpair']}
          </button>
        )}
        <RowStatus result={result} name={name} tabIndex={tabIndex} onRetry={() => context.onRetry(transaction.id)} messages={messages} />
      </span>
    )
  }
  const lines = transaction.children ?? []
  if (lines.length > 0) {
    // A deposit applied to invoices says so; other splits are their categories' lines.
    const invoices = new Set(lines.flatMap((line) => (line.invoiceId ? [line.invoiceId] : []))).size
    return (
      <span className="bk-transaction-category" data-state="split">
        {invoices > 0
          ? messages['bankTransactionList.paysInvoices'](formatCount(invoices, locale), invoices)
          : messages['bankTransactionList.split']}
      </span>
    )
  }
  if (lock) {
    return (
      <span className="bk-transaction-category" data-state="locked">
        <ClampedText text={currentName ?? messages['bankTransactionList.uncategorized']} />{' '}
        {lock.reason === 'closed' && (
          <span className="bk-badge" data-tone="neutral">
            {messages['bankTransactionList.lockedShort']}
          </span>
        )}
      </span>
    )
  }

  // A pending or refused choice shows as chosen: the user's choice is kept until it is saved or undone.
  const chosen = result && result.state !== 'saved' ? (result.item.categoryId ?? current?.id ?? '') : (current?.id ?? '')
  // A row with a category offers the owner's answer alone (a receipt, a note, the owner's category), while nothing is on its way.
  const suggestions =
    chosen === ''
      ? context.suggestionsOf(transaction)
      : !result || result.state === 'saved'
        ? answerOnly(context.suggestionsOf(transaction))
        : []
  const reviewed = isReviewed(transaction.reviewStatus)
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only stops a click from also opening the row
    <div className="bk-transaction-category" data-state={result?.state} onClick={keepInCell}>
      {suggestions.length > 0 && (
        <span className="bk-transaction-category__suggestions">
          {/* Said, not shown: the chips' look says it, and the row keeps its one line at every width. */}
          <span className="bk-visually-hidden">{messages['bankTransactionList.suggested']}</span>
          {suggestions.map((suggestion) => {
            // A transfer's other side or the invoices a deposit pays: named by what it reads (its names
            // drawn isolated) and, unseen, its row's name.
            const linked = suggestion.transfer ?? suggestion.match
            return (
              <button
                key={suggestion.id}
                type="button"
                className="bk-button bk-transaction-category__suggestion"
                data-variant="ghost"
                data-rule={suggestion.rule ? '' : undefined}
                data-answer={suggestion.answer ? '' : undefined}
                data-match={suggestion.match ? '' : undefined}
                data-transfer={suggestion.transfer ? '' : undefined}
                tabIndex={tabIndex}
                // A rule's chip (marked from CSS) names its rule on hover ("By rule “Corner Cup”") and in its accessible name.
                title={
                  linked
                    ? linked.text
                    : suggestion.rule
                      ? `${suggestion.rule.text} · ${suggestion.rule.hint}`
                      : (suggestion.answer?.text ?? suggestion.name)
                }
                aria-label={
                  linked
                    ? undefined
                    : (suggestion.rule?.label(name) ??
                      suggestion.answer?.label(name) ??
                      messages['bankTransactionList.useSuggestion'](isolate(suggestion.name), name))
                }
                onClick={(event) => {
                  // As the row's part offers it now: the chip was drawn when its text was last different.
                  const offered = context.suggestionsOf(transaction).find((latest) => latest.id === suggestion.id) ?? suggestion
                  context.onAcceptSuggestion(transaction, offered)
                  // The chip leaves with the choice: the focus moves on to the next row, as Enter does, never
                  // to the page. A match still to finish opens "Find match…", which puts the focus back itself.
                  if (!suggestion.match?.find) focusNextRow(event.currentTarget)
                }}
              >
                <span className="bk-clamp">
                  <IsolatedText text={suggestionText(suggestion)} />
                  {/* Inside the clamp: read on as one sentence, with no break a block would put before it. */}
                  {linked && ' '}
                  {linked && (
                    <span className="bk-visually-hidden">
                      <IsolatedText text={linked.forRow(name)} />
                    </span>
                  )}
                </span>
              </button>
            )
          })}
        </span>
      )}
      <label className="bk-visually-hidden" htmlFor={pickerId}>
        <IsolatedText text={messages['bankTransactionList.categoryFor'](name)} />
      </label>
      <OptionPicker
        id={pickerId}
        tabIndex={tabIndex}
        label={messages['bankTransactionList.categoryFor'](name)}
        source={context.categories}
        value={chosen}
        selected={current && currentName ? { id: current.id, name: currentName } : undefined}
        noneLabel={messages['bankTransactionList.chooseCategory']}
        onChange={(id) => {
          if (id !== '' && id !== chosen) context.onCategorize(transaction, id)
        }}
      />
      {chosen !== '' && !reviewed && !result && (
        <button
          type="button"
          className="bk-button"
          tabIndex={tabIndex}
          aria-label={messages['bankTransactionList.markRowReviewed'](name)}
          onClick={(event) => {
            context.onMarkReviewed(transaction)
            focusNextRow(event.currentTarget)
          }}
        >
          {messages['bankTransactionList.markReviewed']}
        </button>
      )}
      {/* A deposit not yet applied: the invoices it pays, found in a dialog (the `m` key too); on the current row once it has a
          category or a suggestion (the suggestions take that room, whole, on the other rows). */}
      {context.onFindMatch && transaction.amount > 0 && ((chosen === '' && suggestions.length === 0) || tabStop) && !result && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          tabIndex={tabIndex}
          aria-label={messages['bankTransactionList.findMatchFor'](name)}
          onClick={() => context.onFindMatch?.(transaction)}
        >
          {messages['bankTransactionList.findMatch']}
        </button>
      )}
      {/* Money moved to another of the company's accounts whose other side has not arrived: on the current row to
          review with nothing to choose from (elsewhere the `t` key), so the row keeps its one line. */}
      {context.onMarkTransfer && tabStop && !reviewed && !result && chosen === '' && suggestions.length === 0 && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          tabIndex={tabIndex}
          aria-label={messages['bankTransactionList.markTransferFor'](name)}
          onClick={() => context.onMarkTransfer?.(transaction)}
        >
          {messages['bankTransactionList.markTransfer']}
        </button>
      )}
      <RowStatus result={result} name={name} tabIndex={tabIndex} onRetry={() => context.onRetry(transaction.id)} messages={messages} />
      {/* "Make a rule…" on the current row only once its category is settled: one button, where there is room for it. */}
      <RowRuleActions
        transaction={transaction}
        name={name}
        tabIndex={tabIndex}
        settled={tabStop && current !== undefined && reviewed && (!result || result.state === 'saved')}
      />
    </div>
  )
}

/** A row's rule actions and flags, drawn again when the rules' part changes them (`RuleActionsContext`), not with the row. */
function RowRuleActions({
  transaction,
  ...row
}: {
  transaction: BankTransaction
  name: string
  tabIndex: number
  settled: boolean
}): ReactNode {
  return useContext(RuleActionsContext)(transaction, row)
}

/** A paired side's "Transfer to ⁨Reserve Savings ••9930⁩", or a marked side's waiting for its other side; else `undefined`. */
function transferText(transaction: BankTransaction, context: QueueRowContext, messages: BankTransactionListMessages): string | undefined {
  const other = transaction.matchingBankTransaction
  if (!other?.id) return context.transferWaiting(transaction)
  const account = isolate(other.bankAccount?.displayName ?? other.bankAccount?.name ?? other.bankAccount?.id ?? other.id)
  return messages[transaction.amount < 0 ? 'bankTransactionList.transferTo' : 'bankTransactionList.transferFrom'](account)
}
