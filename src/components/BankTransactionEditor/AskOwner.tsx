import { useState } from 'react'
import type { BankTransaction } from '../../api/types'
import type { OptionSource } from '../../core/forms/optionSource'
import { useMessages } from '../../react/provider/provided'
import { bankTransactionListDialogMessages } from '../../messages/queue/bankTransactionListDialogs'
import { EditorAskDialog } from '../BankTransactionList/questions/EditorAskDialog'

interface AskOwnerProps {
  transaction: BankTransaction
  companyId: string | undefined
  categories: OptionSource | undefined
  /** The question was saved: what the form's alert says. */
  onAsked: (said: string) => void
}

/**
 * "Ask the owner…" beside the editor's other actions: a question about this transaction, kept in the
 * provider's store. It comes with the editor's later chunk (afterFormShows.ts), as the form shows.
 */
export function AskOwner({ transaction, companyId, categories, onAsked }: AskOwnerProps) {
  // The queue's words for it: they load with the dialog, not with the editor's first load.
  const messages = useMessages(bankTransactionListDialogMessages)
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="bk-button" onClick={() => setOpen(true)}>
        {messages['bankTransactionList.ask.open']}
      </button>
      {open && (
        <EditorAskDialog
          transaction={transaction}
          companyId={companyId}
          categories={categories}
          onAsked={onAsked}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}
