import type { BankTransaction } from '../../../api/types'
import { useMessages } from '../../../react/provider/provided'
import { bankTransactionEditorDetailMessages } from '../../../messages/queue/bankTransactionEditorDetails'
import type { BankTransactionValueSets } from '../options'
import { ValueSelectField } from './ValueSelectField'

/** Record status, review status, what the owner and the accountant may do, and where the record came from. */
export function StatusFields({ valueSets, record }: { valueSets: BankTransactionValueSets; record: BankTransaction | undefined }) {
  const messages = useMessages(bankTransactionEditorDetailMessages)
  return (
    <fieldset className="bk-form-section bk-editor-form__section bk-bank-transaction-editor__section" data-section="status">
      <legend>{messages['bankTransactionEditor.access']}</legend>
      <ValueSelectField
        name="status"
        label={messages['bankTransactionEditor.status']}
        values={valueSets.statuses}
        notSet="whenEmpty"
        labels={messages}
      />
      <ValueSelectField
        name="reviewStatus"
        label={messages['bankTransactionEditor.reviewStatus']}
        values={valueSets.reviewStatuses}
        notSet="whenEmpty"
        labels={messages}
      />
      <ValueSelectField
        name="userAccess"
        label={messages['bankTransactionEditor.userAccess']}
        values={valueSets.accessLevels}
        notSet="always"
        labels={messages}
      />
      <ValueSelectField
        name="accountantAccess"
        label={messages['bankTransactionEditor.accountantAccess']}
        values={valueSets.accessLevels}
        notSet="always"
        labels={messages}
      />
      {(record?.apiName || record?.apiSourceId) && (
        <dl className="bk-bank-line__facts" data-section="integration">
          <div>
            <dt>{messages['bankTransactionEditor.apiName']}</dt>
            <dd className="bk-bank-line__value">{record.apiName}</dd>
          </div>
          <div>
            <dt>{messages['bankTransactionEditor.apiSourceId']}</dt>
            <dd className="bk-bank-line__value">{record.apiSourceId}</dd>
          </div>
        </dl>
      )}
    </fieldset>
  )
}
