import { Suspense, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import type { OptionSource } from '../../core/forms/optionSource'
import { useMessages } from '../../react/provider/provided'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'

// The queue's "Ask the owner…" dialog (and the questions' record it saves to) shows only after the
// button: it loads in idle time once the button has shown.
const askDialog = lazyPart(
  () => import('../BankTransactionList/questions/EditorAskDialog'),
  (module) => module.EditorAskDialog,
)

interface AskOwnerProps {
  transaction: BankTransaction
  companyId: string | undefined
  categories: OptionSource | undefined
  /** The question was saved: what the form's alert says. */
  onAsked: (said: string) => void
}

/** "Ask the owner…" beside the editor's other actions: a question about this transaction, kept in the provider's store. */
export function AskOwner({ transaction, companyId, categories, onAsked }: AskOwnerProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const [open, setOpen] = useState(false)
  usePreloadPartsWhenIdle([askDialog])
  return (
    <>
      <button type="button" className="bk-button" onClick={() => setOpen(true)}>
        {messages['bankTransactionEditor.askOwner']}
      </button>
      {open && (
        <Suspense fallback={null}>
          <askDialog.Component
            transaction={transaction}
            companyId={companyId}
            categories={categories}
            onAsked={onAsked}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  )
}
