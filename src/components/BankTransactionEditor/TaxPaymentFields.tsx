import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '../../react/hooks'
import { FormField } from '../shared/FormField'
import type { BankTransactionFormValues } from './bankTransactionForm'
import { bankTransactionEditorMessages } from './messages'
import type { BankTransactionValueSets } from './options'
import { ValueSelect } from './ValueSelect'

/** The tax payment a transaction pays (region, year, quarter): all three, or none. */
export function TaxPaymentFields({ valueSets }: { valueSets: BankTransactionValueSets }) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, register } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  const [region, quarter] = useWatch({ control, name: ['tax.region', 'tax.quarter'] })
  return (
    <fieldset className="bk-bank-transaction-editor__section" data-section="tax">
      <legend>{messages['bankTransactionEditor.tax']}</legend>
      <FormField label={messages['bankTransactionEditor.taxRegion']} error={errors.tax?.region?.message} name="taxRegion">
        {(field) => <ValueSelect {...field} {...register('tax.region')} values={valueSets.taxRegions} current={region} notSet />}
      </FormField>
      <FormField label={messages['bankTransactionEditor.taxYear']} error={errors.tax?.year?.message} name="taxYear">
        {(field) => <input className="bk-input" inputMode="numeric" autoComplete="off" maxLength={4} {...field} {...register('tax.year')} />}
      </FormField>
      <FormField label={messages['bankTransactionEditor.taxQuarter']} error={errors.tax?.quarter?.message} name="taxQuarter">
        {(field) => <ValueSelect {...field} {...register('tax.quarter')} values={valueSets.taxQuarters} current={quarter} notSet />}
      </FormField>
    </fieldset>
  )
}
