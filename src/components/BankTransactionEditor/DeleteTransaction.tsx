import { Suspense, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/provider/provided'
import type { FormAlertContent } from '../shared/form/errors/FormAlert'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'

/** The confirmation (and the delete it sends) shows only after Delete: it loads in idle time once the button has shown. */
const deleteDialog = lazyPart(
  () => import('./afterFormShows'),
  (module) => module.DeleteDialog,
)

interface DeleteTransactionProps {
  transaction: BankTransaction
  /** The form's company, for the confirmation to name what the delete changes. */
  companyId: string | undefined
  format: MoneyFormat
  disabled: boolean
  onDeleted: (transaction: BankTransaction, note?: string) => void
  /** The delete was refused, or its outcome is unknown: what the form's alert says. */
  onFailed: (alert: FormAlertContent) => void
}

/** The delete button and the confirmation it asks first. */
export function DeleteTransaction({ transaction, companyId, format, disabled, onDeleted, onFailed }: DeleteTransactionProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const [confirming, setConfirming] = useState(false)
  // Once asked, the dialog stays mounted: a delete on its way keeps its state while the dialog closes.
  const [asked, setAsked] = useState(false)
  usePreloadPartsWhenIdle([deleteDialog])
  return (
    <>
      <button
        type="button"
        className="bk-button"
        data-variant="danger"
        disabled={disabled}
        onClick={() => {
          setAsked(true)
          setConfirming(true)
        }}
      >
        {messages['bankTransactionEditor.delete']}
      </button>
      {asked && (
        // Nothing to show until the dialog's code is here; preloaded, it opens on the click.
        <Suspense fallback={null}>
          <deleteDialog.Component
            open={confirming}
            transaction={transaction}
            companyId={companyId}
            format={format}
            onClose={() => setConfirming(false)}
            onDeleted={onDeleted}
            onFailed={onFailed}
          />
        </Suspense>
      )}
    </>
  )
}
