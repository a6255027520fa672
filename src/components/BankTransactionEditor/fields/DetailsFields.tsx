import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import type { BankTransaction } from '../../../api/types'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { useMessages } from '../../../react/provider/provided'
import { FormField } from '../../shared/form/FormField'
import { MoneyInput } from '../../shared/form/MoneyInput'
import { PickerField } from '../../shared/pickers/PickerField'
import {
  amountsForTypeChange,
  typeDirection,
  typedMinor,
  typedUnsigned,
  type BankTransactionFormValues,
} from '../../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages } from '../../../messages/queue/bankTransactionEditor'
import type { BankTransactionEditorOptions, BankTransactionValueSets } from '../options'
import { ValueSelectField } from './ValueSelectField'

interface DetailsFieldsProps {
  record: BankTransaction | undefined
  options: BankTransactionEditorOptions
  valueSets: BankTransactionValueSets
  format: MoneyFormat
}

/**
 * The bank line itself: bank account, date, type, amount (with what it will be saved as) and
 * description. In front for a new transaction; for a saved one they correct what the bank reported.
 */
export function DetailsFields({ record, options, valueSets, format }: DetailsFieldsProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, register, getValues, setValue } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  const [type, amount, direction] = useWatch({ control, name: ['type', 'amount', 'direction'] })
  const typed = typedMinor(amount, format)
  const savedAs = typed === undefined || typed === 0 ? undefined : formatMoney(typed * direction, format)
  // "The type sets the direction" is untrue of a refund (an expense coming in): its hint says only what is saved.
  const typeSetsDirection = typedUnsigned(type) && direction === typeDirection(type)
  const amountHint = [
    typeSetsDirection ? messages['bankTransactionEditor.amountHintUnsigned'] : '',
    savedAs ? messages['bankTransactionEditor.amountHint'](savedAs) : '',
  ]
    .filter(Boolean)
    .join(' ')

  const amountField = register('amount')
  const bankAccount = record?.bankAccount

  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="details">
      <legend>{messages[record ? 'bankTransactionEditor.correctBankLine' : 'bankTransactionEditor.details']}</legend>
      <PickerField
        control={control}
        name="bankAccountId"
        label={messages['bankTransactionEditor.bankAccount']}
        source={options.bankAccounts}
        selected={bankAccount ? { id: bankAccount.id, name: bankAccount.displayName ?? bankAccount.name } : undefined}
      />
      <FormField label={messages['bankTransactionEditor.date']} error={errors.date?.message} name="date">
        {(field) => <input className="bk-input" type="date" {...field} {...register('date')} />}
      </FormField>
      <ValueSelectField
        name="type"
        label={messages['bankTransactionEditor.type']}
        values={valueSets.types}
        onValueChange={(to) => {
          // Choosing a type chooses its direction (a transfer keeps the saved sign); the splits follow.
          const next = amountsForTypeChange(getValues(), to, format)
          setValue('direction', next.direction, { shouldDirty: true })
          setValue('amount', next.amount, { shouldDirty: true })
          next.splitAmounts.forEach((splitAmount, index) => setValue(`splits.${index}.amount`, splitAmount, { shouldDirty: true }))
        }}
      />
      <FormField
        label={messages['bankTransactionEditor.amount']}
        hint={amountHint || undefined}
        error={errors.amount?.message}
        name="amount"
      >
        {(field) => <MoneyInput {...field} {...amountField} />}
      </FormField>
      <FormField label={messages['bankTransactionEditor.description']} error={errors.description?.message} name="description">
        {(field) => <input className="bk-input" {...field} {...register('description')} />}
      </FormField>
    </fieldset>
  )
}

/** The owner's memo on the transaction (the service's `notes`). */
export function MemoField() {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, register } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control, name: 'notes' })
  return (
    <FormField label={messages['bankTransactionEditor.notes']} error={errors.notes?.message} name="notes">
      {(field) => <textarea className="bk-textarea" rows={2} {...field} {...register('notes')} />}
    </FormField>
  )
}
