import { useFormContext } from 'react-hook-form'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/hooks'
import type { PickerOption } from '../shared/optionSource'
import { PickerField } from '../shared/PickerField'
import type { BankTransactionFormValues } from './bankTransactionForm'
import { bankTransactionEditorMessages } from '../../messages/bankTransactionEditor'
import type { BankTransactionEditorOptions } from './options'

const named = (ref: { id: string; name: string } | null | undefined): PickerOption | undefined => (ref ? { id: ref.id, name: ref.name } : undefined)

/** Who the money went to or came from, and where it is booked. */
export function CategorizationFields({ record, options, format }: { record: BankTransaction | undefined; options: BankTransactionEditorOptions; format: MoneyFormat }) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control } = useFormContext<BankTransactionFormValues>()
  const match = record?.matchingBankTransaction
  const matchOption = match
    ? {
        id: match.id,
        name: [match.description, match.date ? formatDate(match.date, format.locale) : '', match.amount === undefined ? '' : formatMoney(match.amount, format)]
          .filter(Boolean)
          .join(' · ') || match.id,
      }
    : undefined
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="categorization">
      <legend>{messages['bankTransactionEditor.categorization']}</legend>
      <PickerField control={control} name="vendorId" label={messages['bankTransactionEditor.vendor']} source={options.vendors} selected={named(record?.vendor)} />
      <PickerField control={control} name="customerId" label={messages['bankTransactionEditor.customer']} source={options.customers} selected={named(record?.customer)} />
      <PickerField control={control} name="categoryId" label={messages['bankTransactionEditor.category']} source={options.categories} selected={named(record?.category)} />
      <PickerField
        control={control}
        name="glAccountId"
        label={messages['bankTransactionEditor.glAccount']}
        hint={messages['bankTransactionEditor.glAccountHint']}
        source={options.glAccounts}
        selected={named(record?.glAccount)}
      />
      <PickerField control={control} name="matchingBankTransactionId" label={messages['bankTransactionEditor.matching']} source={options.matchingTransactions} selected={matchOption} />
    </fieldset>
  )
}
