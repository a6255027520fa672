import { useFormContext, useFormState } from 'react-hook-form'
import { useMessages } from '../../../react/provider/provided'
import { FormField } from '../../shared/form/FormField'
import type { BankTransactionFormValues } from '../../../core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorDetailMessages } from '../../../messages/queue/bankTransactionEditorDetails'
import type { BankTransactionValueSets } from '../options'
import { ValueSelectField } from './ValueSelectField'

/** The tax payment a transaction pays (region, year, quarter): all three, or none. */
export function TaxPaymentFields({ valueSets }: { valueSets: BankTransactionValueSets }) {
  const messages = useMessages(bankTransactionEditorDetailMessages)
  const { control, register } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="tax">
      <legend>{messages['bankTransactionEditor.tax']}</legend>
      <ValueSelectField
        name="tax.region"
        cssName="taxRegion"
        label={messages['bankTransactionEditor.taxRegion']}
        values={valueSets.taxRegions}
        notSet="always"
        labels={messages}
      />
      <FormField label={messages['bankTransactionEditor.taxYear']} error={errors.tax?.year?.message} name="taxYear">
        {(field) => (
          <input className="bk-input" inputMode="numeric" autoComplete="off" maxLength={4} {...field} {...register('tax.year')} />
        )}
      </FormField>
      <ValueSelectField
        name="tax.quarter"
        cssName="taxQuarter"
        label={messages['bankTransactionEditor.taxQuarter']}
        values={valueSets.taxQuarters}
        notSet="always"
        labels={messages}
      />
    </fieldset>
  )
}
