import { useState } from 'react'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '../../react/provider/provided'
import type { DimensionIndex } from '../../core/forms/dimensions'
import { FormField } from '../shared/form/FormField'
import { MoneyInput } from '../shared/form/MoneyInput'
import { PickerField } from '../shared/pickers/PickerField'
import type { BankTransactionFormValues } from '../../core/forms/bankTransaction/bankTransactionForm'
import { ClassSegmentFields } from './fields/ClassSegmentFields'
import { MoreDetails } from './fields/MoreDetails'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'
import { bankTransactionEditorDetailMessages } from '../../messages/queue/bankTransactionEditorDetails'
import type { BankTransactionEditorOptions, BankTransactionIdField } from './options'

/** Props of one split's fields. */
export interface SplitRowProps {
  /** Position in the list, from 0. */
  position: number
  index: DimensionIndex
  options: BankTransactionEditorOptions
  /** Raw id inputs the host asked for. */
  idFields: readonly BankTransactionIdField[]
  onRemove: () => void
}

type SplitLink = 'invoiceId' | 'billId' | 'payrollId'
const LINKS: readonly {
  field: SplitLink
  source: 'invoices' | 'bills' | 'payrolls'
  label: 'bankTransactionEditor.invoiceId' | 'bankTransactionEditor.billId' | 'bankTransactionEditor.payrollId'
}[] = [
  { field: 'invoiceId', source: 'invoices', label: 'bankTransactionEditor.invoiceId' },
  { field: 'billId', source: 'bills', label: 'bankTransactionEditor.billId' },
  { field: 'payrollId', source: 'payrolls', label: 'bankTransactionEditor.payrollId' },
]

/** One split: its amount and where that part of the money is booked. */
export function SplitRow({ position, index, options, idFields, onRemove }: SplitRowProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const details = useMessages(bankTransactionEditorDetailMessages)
  const { control, register, getValues } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  const number = position + 1
  const label = (field: string) => messages['bankTransactionEditor.splitField'](field, number)
  // The line's own fields are columns: each shows its field's name ("Amount"), and a later split
  // whose columns are the first's shows none (bank-transaction-editor.css); the rest of the label,
  // the split's number, is there for a screen reader ("Amount (split 2)"), never repeated on
  // screen. A host's wording that does not start with the field's name is shown whole.
  const column = (field: string) => {
    const whole = label(field)
    if (!whole.startsWith(field)) return whole
    // The space before the number stays outside the hidden part, so the name reads as two words.
    const rest = whole.slice(field.length)
    const suffix = rest.trimStart()
    return (
      <>
        {field}
        {rest.slice(0, rest.length - suffix.length)}
        <span className="bk-visually-hidden">{suffix}</span>
      </>
    )
  }
  const splitErrors = errors.splits?.[position]
  const path = `splits.${position}` as const
  const linkValues = useWatch({ control, name: [`${path}.invoiceId`, `${path}.billId`, `${path}.payrollId`] })
  // One choice of where the money goes per split: the category, or the GL account where the host
  // books by account (it lists GL accounts and no categories) or the split came with one. A second
  // select offering only "None" beside the category told the user nothing. Read as the split
  // shows, so that clearing a choice never takes its select away under the focus.
  const [held] = useState(() => ({ category: getValues(`${path}.categoryId`) !== '', account: getValues(`${path}.glAccountId`) !== '' }))
  const byAccount = held.account || (options.glAccounts !== undefined && options.categories === undefined)
  const byCategory = held.category || !byAccount
  // A link is offered with a picker, when the host asked for its raw id, or when the split already
  // holds one; the links sit in the split's own disclosure, open while one holds a value or an error.
  const shown = LINKS.filter(
    ({ field, source }, at) => options[source] !== undefined || idFields.includes(field) || linkValues[at] !== '' || splitErrors?.[field],
  )
  return (
    <fieldset className="bk-split" data-position={number} data-choice={byAccount ? 'account' : 'category'}>
      <legend>{details['bankTransactionEditor.split'](number)}</legend>
      <div className="bk-split__fields">
        <FormField label={column(messages['bankTransactionEditor.amount'])} error={splitErrors?.amount?.message} name="amount">
          {(field) => <MoneyInput {...field} {...register(`${path}.amount`)} />}
        </FormField>
        {byCategory && (
          <PickerField
            control={control}
            name={`${path}.categoryId`}
            label={label(messages['bankTransactionEditor.category'])}
            shownLabel={column(messages['bankTransactionEditor.category'])}
            source={options.categories}
          />
        )}
        {byAccount && (
          <PickerField
            control={control}
            name={`${path}.glAccountId`}
            label={label(details['bankTransactionEditor.glAccount'])}
            shownLabel={column(details['bankTransactionEditor.glAccount'])}
            source={options.glAccounts}
          />
        )}
        <PickerField
          control={control}
          name={`${path}.customerId`}
          label={label(messages['bankTransactionEditor.customer'])}
          shownLabel={column(messages['bankTransactionEditor.customer'])}
          source={options.customers}
        />
        <FormField label={column(messages['bankTransactionEditor.notes'])} error={splitErrors?.notes?.message} name="notes">
          {(field) => <input className="bk-input" {...field} {...register(`${path}.notes`)} />}
        </FormField>
      </div>
      <ClassSegmentFields index={index} source={options.classSegments} split={position} />
      {shown.length > 0 && (
        <MoreDetails
          summary={details['bankTransactionEditor.splitLinks'](number)}
          valued={linkValues.some((value) => value !== '')}
          failed={LINKS.some(({ field }) => Boolean(splitErrors?.[field]))}
        >
          {shown.map(({ field, source, label: key }) =>
            options[source] !== undefined ? (
              <PickerField key={field} control={control} name={`${path}.${field}`} label={label(details[key])} source={options[source]} />
            ) : (
              <FormField key={field} label={label(details[key])} error={splitErrors?.[field]?.message} name={field}>
                {(fieldControl) => <input className="bk-input" autoComplete="off" {...fieldControl} {...register(`${path}.${field}`)} />}
              </FormField>
            ),
          )}
        </MoreDetails>
      )}
      <button type="button" className="bk-button" data-variant="ghost" onClick={onRemove}>
        {details['bankTransactionEditor.removeSplit'](number)}
      </button>
    </fieldset>
  )
}
