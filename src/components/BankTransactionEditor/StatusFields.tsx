import { useMessages } from '../../react/hooks'
import { bankTransactionEditorMessages } from '../../messages/bankTransactionEditor'
import type { BankTransactionValueSets } from './options'
import { ValueSelectField } from './ValueSelectField'

/** Record status, review status, and what the owner and the accountant may do with the transaction. */
export function StatusFields({ valueSets }: { valueSets: BankTransactionValueSets }) {
  const messages = useMessages(bankTransactionEditorMessages)
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="status">
      <legend>{messages['bankTransactionEditor.access']}</legend>
      <ValueSelectField name="status" label={messages['bankTransactionEditor.status']} values={valueSets.statuses} notSet="whenEmpty" />
      <ValueSelectField name="reviewStatus" label={messages['bankTransactionEditor.reviewStatus']} values={valueSets.reviewStatuses} notSet="whenEmpty" />
      <ValueSelectField name="userAccess" label={messages['bankTransactionEditor.userAccess']} values={valueSets.accessLevels} notSet="always" />
      <ValueSelectField name="accountantAccess" label={messages['bankTransactionEditor.accountantAccess']} values={valueSets.accessLevels} notSet="always" />
    </fieldset>
  )
}
