/**
 * The editor's warning on a transaction of a month signed off now: a change of its amount, date or
 * category changes that month, and a date typed in another signed-off month changes that one (said
 * with the day of its sign-off, and who signed it off when the host named them); a change already
 * made since the sign-off is said on open. A warning, never a block: the save goes through. Loaded
 * for any transaction, after the form shows; it reads the company's list of signed-off months, and
 * a month's record only for the saved transaction's month when the list names it.
 */
import { useFormContext, useWatch } from 'react-hook-form'
import type { BankTransaction } from '../../api/types'
import { monthOf, type SignedMonth } from '../../core/close/monthClose'
import { parseIsoDate } from '../../format/date'
import { formatDayOf, formatSignedMonth } from '../../format/dayOf'
import { isolate } from '../../format/isolate'
import type { MoneyFormat } from '../../format/money'
import { signedOffChangesMessages } from '../../messages/queue/signedOffChanges'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { useChangeSinceSignOff, useSignedMonths } from '../../react/close/signedMonth'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { typedMinor, type BankTransactionFormValues } from '../../core/forms/bankTransaction/bankTransactionForm'

export default function SignedOffNotice({
  record,
  companyId: given,
  format,
}: {
  /** The transaction as saved; `undefined` for a new one. */
  record: BankTransaction | undefined
  /** Whose store keeps the months' close when the transaction names no company (a new one); else `default`. */
  companyId: string | undefined
  format: MoneyFormat
}) {
  const companyId = record?.company?.id ?? given ?? 'default'
  const messages = useMessages(signedOffChangesMessages)
  const { locale } = useLocaleSettings()
  const { control } = useFormContext<BankTransactionFormValues>()
  const [amount, direction, date, categoryId] = useWatch({ control, name: ['amount', 'direction', 'date', 'categoryId'] })
  const months = useSignedMonths(companyId)
  const signedMonth = (month: string | undefined) => (month === undefined ? undefined : months?.find((one) => one.month === month))

  const saved = signedMonth(record && monthOf(record.date))
  const since = useChangeSinceSignOff(companyId, record, saved?.month)
  const typedDate = parseIsoDate(date)
  const typed = signedMonth(typedDate.ok ? monthOf(typedDate.date) : undefined)
  const typedAmount = typedMinor(amount, format)
  const edited =
    record !== undefined &&
    ((typedAmount !== undefined && typedAmount * direction !== record.amount) ||
      (typedDate.ok && typedDate.date !== record.date) ||
      categoryId !== (record.category?.id ?? ''))
  // The month it leaves or is changed in, and the month a typed date moves it to (or a new one is added to).
  const changedIn = edited ? saved : undefined
  const movedTo = (record === undefined || edited) && typed !== saved ? typed : undefined
  const changing = [changedIn, movedTo].filter((month): month is SignedMonth => month !== undefined)
  const monthName = (month: string) => formatSignedMonth(month, locale)
  // Polite: the fields it is about sit further up the form, or in "More details".
  return (
    <div role="status">
      {since && (
        <p className="bk-alert" data-tone="warning">
          {messages['signedOffChanges.changedSince'](monthName(since.month), formatDayOf(since.signOff.at, locale), since.change.changes)}
        </p>
      )}
      {changing.map(({ month, at, by }) => (
        <p key={month} className="bk-alert" data-tone="warning">
          <IsolatedText
            text={messages['signedOffChanges.editing'](
              monthName(month),
              formatDayOf(at, locale),
              by === undefined ? undefined : isolate(by),
            )}
          />
        </p>
      ))}
    </div>
  )
}
