import { useFormContext } from 'react-hook-form'
import type { BankTransaction } from '../../../api/types'
import { formatDate } from '../../../format/date'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { useMessages } from '../../../react/provider/provided'
import { PickerField } from '../../shared/pickers/PickerField'
import type { BankTransactionFormValues } from '../../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorDetailMessages } from '../../../messages/queue/bankTransactionEditorDetails'
import type { BankTransactionEditorOptions } from '../options'
import { named } from './CategorizationFields'

/** Booking overrides: a GL account instead of the category's, and the matching transaction. */
export function OverrideFields({
  record,
  options,
  format,
}: {
  record: BankTransaction | undefined
  options: BankTransactionEditorOptions
  format: MoneyFormat
}) {
  const messages = useMessages(bankTransactionEditorDetailMessages)
  const { control } = useFormContext<BankTransactionFormValues>()
  const match = record?.matchingBankTransaction
  const matchOption = match
    ? {
        id: match.id,
        name:
          [
            match.description,
            match.date ? formatDate(match.date, format.locale) : '',
            match.amount === undefined ? '' : formatMoney(match.amount, format),
          ]
            .filter(Boolean)
            .join(' · ') || match.id,
      }
    : undefined
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="overrides">
      <legend>{messages['bankTransactionEditor.glAccount']}</legend>
      <PickerField
        control={control}
        name="glAccountId"
        label={messages['bankTransactionEditor.glAccount']}
        hint={messages['bankTransactionEditor.glAccountHint']}
        source={options.glAccounts}
        selected={named(record?.glAccount)}
      />
      <PickerField
        control={control}
        name="matchingBankTransactionId"
        label={messages['bankTransactionEditor.matching']}
        source={options.matchingTransactions}
        selected={matchOption}
      />
    </fieldset>
  )
}
