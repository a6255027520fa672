/**
 * The editor's warning on a reconciled transaction: a change of its amount or date changes a month
 * the account was reconciled through (said with that month's end, once the stored reconciliation
 * that holds it is read), and one already made since is said on open. A warning, never a block:
 * the save goes through. Loaded only for a reconciled transaction.
 */
import { useFormContext, useWatch } from 'react-hook-form'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import type { MoneyFormat } from '../../format/money'
import { reconciledChangesMessages } from '../../messages/queue/reconciledChanges'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { useReconciliationHolding } from '../../react/reconcile/reconciliationHolding'
import { typedMinor, type BankTransactionFormValues } from '../../core/forms/bankTransaction/bankTransactionForm'

export default function ReconciledNotice({ record, format }: { record: BankTransaction; format: MoneyFormat }) {
  const messages = useMessages(reconciledChangesMessages)
  const { locale } = useLocaleSettings()
  const { control } = useFormContext<BankTransactionFormValues>()
  const [amount, direction, date] = useWatch({ control, name: ['amount', 'direction', 'date'] })
  const typed = typedMinor(amount, format)
  const editing = (typed !== undefined && typed * direction !== record.amount) || (date !== '' && date !== record.date)
  const reconciliation = useReconciliationHolding(record)
  const held = reconciliation?.transactions.find((transaction) => transaction.id === record.id)
  const endDate = reconciliation && formatDate(reconciliation.endDate, locale)
  const amountSince = held !== undefined && held.amount !== record.amount
  const dateSince = held !== undefined && held.date !== record.date
  // Polite: the fields it is about sit further up the form, or in "More details".
  return (
    <div role="status">
      {(amountSince || dateSince) && (
        <p className="bk-alert" data-tone="warning">
          {messages['reconciledChanges.changedSince'](endDate!, amountSince, dateSince)}
        </p>
      )}
      {editing && (
        <p className="bk-alert" data-tone="warning">
          {endDate ? messages['reconciledChanges.editing'](endDate) : messages['reconciledChanges.editingPlain']}
        </p>
      )}
    </div>
  )
}
