import { useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '../../react/hooks'
import type { DimensionIndex } from '../shared/dimensions'
import { FormField } from '../shared/FormField'
import { MoneyInput } from '../shared/MoneyInput'
import { PickerField } from '../shared/PickerField'
import type { BankTransactionFormValues } from './bankTransactionForm'
import { ClassSegmentFields } from './ClassSegmentFields'
import { bankTransactionEditorMessages } from '../../messages/bankTransactionEditor'
import type { BankTransactionEditorOptions } from './options'

interface SplitRowProps {
  /** Position in the list, from 0. */
  position: number
  index: DimensionIndex
  options: BankTransactionEditorOptions
  onRemove: () => void
}

/** One split: its amount and where that part of the money is booked. */
export function SplitRow({ position, index, options, onRemove }: SplitRowProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, register } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  const number = position + 1
  const label = (field: string) => messages['bankTransactionEditor.splitField'](field, number)
  const splitErrors = errors.splits?.[position]
  const path = `splits.${position}` as const
  return (
    <fieldset className="bk-split" data-position={number}>
      <legend>{messages['bankTransactionEditor.split'](number)}</legend>
      <div className="bk-split__fields">
        <FormField label={label(messages['bankTransactionEditor.amount'])} error={splitErrors?.amount?.message} name="amount">
          {(field) => <MoneyInput {...field} {...register(`${path}.amount`)} />}
        </FormField>
        <PickerField control={control} name={`${path}.categoryId`} label={label(messages['bankTransactionEditor.category'])} source={options.categories} />
        <PickerField control={control} name={`${path}.glAccountId`} label={label(messages['bankTransactionEditor.glAccount'])} source={options.glAccounts} />
        <PickerField control={control} name={`${path}.customerId`} label={label(messages['bankTransactionEditor.customer'])} source={options.customers} />
        <FormField label={label(messages['bankTransactionEditor.notes'])} error={splitErrors?.notes?.message} name="notes">
          {(field) => <input className="bk-input" {...field} {...register(`${path}.notes`)} />}
        </FormField>
        <FormField label={label(messages['bankTransactionEditor.invoiceId'])} error={splitErrors?.invoiceId?.message} name="invoiceId">
          {(field) => <input className="bk-input" autoComplete="off" {...field} {...register(`${path}.invoiceId`)} />}
        </FormField>
        <FormField label={label(messages['bankTransactionEditor.billId'])} error={splitErrors?.billId?.message} name="billId">
          {(field) => <input className="bk-input" autoComplete="off" {...field} {...register(`${path}.billId`)} />}
        </FormField>
        <FormField label={label(messages['bankTransactionEditor.payrollId'])} error={splitErrors?.payrollId?.message} name="payrollId">
          {(field) => <input className="bk-input" autoComplete="off" {...field} {...register(`${path}.payrollId`)} />}
        </FormField>
      </div>
      <ClassSegmentFields index={index} source={options.classSegments} split={position} />
      <button type="button" className="bk-button" data-variant="ghost" onClick={onRemove}>
        {messages['bankTransactionEditor.removeSplit'](number)}
      </button>
    </fieldset>
  )
}
