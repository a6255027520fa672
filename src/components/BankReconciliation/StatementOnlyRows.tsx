import { useId, useMemo, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney } from '../../format/money'
import { bankReconciliationMessages, type BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { bankReconciliationPartMessages, type BankReconciliationPartMessages } from '../../messages/reconcile/bankReconciliationParts'
import { sharedMessages, type SharedMessages } from '../../messages/shared'
import { useBankTransactions } from '../../react/queue/bankTransactions'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import type { StatementOnlyRow } from '../../react/reconcile/reconciliation'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { useAddStatementRow, type StatementRowAdded } from '../../react/reconcile/statementRowAdd'
import { Heading } from '../shared/root/heading'
import { OptionPicker } from '../shared/pickers/OptionPicker'
import type { OptionSource, PickerOption } from '../../core/forms/optionSource'
import { refusalText, unknownReasonText } from '../shared/text/writeOutcomeText'
import { IsolatedText, SentenceWithName } from '../shared/text/SentenceWithName'

// Shown only once a statement is read and some of its rows are not in the books: loaded then.

const useRowMessages = (): BankReconciliationMessages & BankReconciliationPartMessages => ({
  ...useMessages(bankReconciliationMessages),
  ...useMessages(bankReconciliationPartMessages),
})

/** The categories the synced transactions name, by name: the choices when the host gives none. */
function namedCategories(transactions: readonly BankTransaction[]): PickerOption[] {
  const names = new Map<string, string>()
  for (const { category } of transactions) if (category?.id && category.name) names.set(category.id, category.name)
  return [...names].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * The statement's rows the account holds no transaction for (a bank charge, interest), each with
 * Add it: created as the statement import would create it, categorized in place or left to review,
 * and then ticked by the statement like any row the books hold.
 */
export function StatementOnlyRows({
  bankAccountId,
  rows,
  categories,
}: {
  bankAccountId: string
  rows: readonly StatementOnlyRow[]
  /** The host's categories (`options.categories`); without them, those the synced transactions name. */
  categories: OptionSource | undefined
}) {
  const messages = useRowMessages()
  const titleId = useId()
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: categories === undefined })
  const transactions = set.data?.transactions
  const choices = useMemo(() => categories ?? namedCategories(transactions ?? []), [categories, transactions])
  return (
    <section className="bk-alert bk-reconcile__statement-only" data-tone="warning" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-reconcile__side-title">
        {messages['bankReconciliation.statementOnlyTitle']}
      </Heading>
      <p className="bk-reconcile__none">{messages['bankReconciliation.statementOnlyIntro']}</p>
      {rows.map((statementRow) => (
        <StatementOnlyItem key={statementRow.index} bankAccountId={bankAccountId} statementRow={statementRow} categories={choices} />
      ))}
    </section>
  )
}

/** What to say of an add that did not land, if anything. */
function outcomeText(
  added: StatementRowAdded | undefined,
  messages: BankReconciliationMessages & BankReconciliationPartMessages,
  shared: SharedMessages,
  locale: string,
): string | undefined {
  switch (added?.status) {
    case undefined:
    case 'saved':
    case 'there':
      return undefined
    case 'refused':
      return messages['bankReconciliation.addRefused'](refusalText(added, shared))
    case 'unknown':
      return messages['bankReconciliation.addUnknown'](unknownReasonText(added, shared, locale))
    case 'notSent':
    case 'notChecked':
      return messages['bankReconciliation.addNotChecked']
    default:
      return added satisfies never
  }
}

/** One row: what the statement says, its category, Add it, and what became of the last add. */
function StatementOnlyItem({
  bankAccountId,
  statementRow,
  categories,
}: {
  bankAccountId: string
  statementRow: StatementOnlyRow
  categories: OptionSource
}) {
  const messages = useRowMessages()
  const shared = useMessages(sharedMessages)
  const format = useLocaleSettings()
  const textId = useId()
  const pickerId = useId()
  const [categoryId, setCategoryId] = useState('')
  const adding = useAddStatementRow()
  const { row } = statementRow
  const description = row.description || messages['bankReconciliation.noDescription']
  const pending = adding.isPending
  const failed = pending ? undefined : outcomeText(adding.data, messages, shared, format.locale)
  const add = () => {
    if (pending) return
    adding.mutate({ bankAccountId, statementRow, ...(categoryId ? { categoryId } : {}) })
  }
  return (
    <div
      className="bk-toolbar"
      role="group"
      aria-labelledby={textId}
      data-state={pending ? 'adding' : failed ? adding.data?.status : 'idle'}
    >
      <span id={textId}>
        <SentenceWithName
          name={description}
          sentence={(name) =>
            messages['bankReconciliation.statementOnlyRow'](name, formatMoney(row.amount, format), formatDate(row.date, format.locale))
          }
        />
      </span>
      <label className="bk-visually-hidden" htmlFor={pickerId}>
        <IsolatedText text={messages['bankReconciliation.statementOnlyCategory'](isolate(description))} />
      </label>
      <OptionPicker
        id={pickerId}
        label={messages['bankReconciliation.statementOnlyCategory'](isolate(description))}
        source={categories}
        value={categoryId}
        onChange={setCategoryId}
        noneLabel={messages['bankReconciliation.leaveToReview']}
        disabled={pending}
      />
      <button type="button" className="bk-button" aria-describedby={textId} aria-disabled={pending || undefined} onClick={add}>
        {messages['bankReconciliation.addIt']}
      </button>
      {pending && (
        <span className="bk-field__hint" role="status">
          {messages['bankReconciliation.adding']}
        </span>
      )}
      {failed && (
        <p className="bk-field__error" role="alert">
          {failed}
        </p>
      )}
    </div>
  )
}
