import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { useMessages } from '../../react/hooks'
import { FormField } from '../shared/FormField'
import type { BankTransactionFormValues } from './bankTransactionForm'
import { bankTransactionEditorMessages } from './messages'
import type { BankTransactionValueSets } from './options'
import { ValueSelect } from './ValueSelect'

/** Record status, review status, and what the owner and the accountant may do with the transaction. */
export function StatusFields({ valueSets }: { valueSets: BankTransactionValueSets }) {
  const messages = useMessages(bankTransactionEditorMessages)
  const { control, register } = useFormContext<BankTransactionFormValues>()
  const { errors } = useFormState({ control })
  const [status, reviewStatus, userAccess, accountantAccess] = useWatch({ control, name: ['status', 'reviewStatus', 'userAccess', 'accountantAccess'] })
  return (
    <fieldset className="bk-bank-transaction-editor__section" data-section="status">
      <legend>{messages['bankTransactionEditor.access']}</legend>
      <FormField label={messages['bankTransactionEditor.status']} error={errors.status?.message} name="status">
        {(field) => <ValueSelect {...field} {...register('status')} values={valueSets.statuses} current={status} notSet={status === ''} />}
      </FormField>
      <FormField label={messages['bankTransactionEditor.reviewStatus']} error={errors.reviewStatus?.message} name="reviewStatus">
        {(field) => <ValueSelect {...field} {...register('reviewStatus')} values={valueSets.reviewStatuses} current={reviewStatus} notSet={reviewStatus === ''} />}
      </FormField>
      <FormField label={messages['bankTransactionEditor.userAccess']} error={errors.userAccess?.message} name="userAccess">
        {(field) => <ValueSelect {...field} {...register('userAccess')} values={valueSets.accessLevels} current={userAccess} notSet />}
      </FormField>
      <FormField label={messages['bankTransactionEditor.accountantAccess']} error={errors.accountantAccess?.message} name="accountantAccess">
        {(field) => <ValueSelect {...field} {...register('accountantAccess')} values={valueSets.accessLevels} current={accountantAccess} notSet />}
      </FormField>
    </fieldset>
  )
}
