/**
 * "Ask the owner…" from the editor (src/components/BankTransactionEditor/AskOwner.tsx): the queue's
 * dialog about the one transaction open, saved through `useOwnerQuestions`. Loaded when the button
 * is pressed, or in idle time once it shows.
 */
import { useMemo } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { OptionSource } from '../../../core/forms/optionSource'
import { subjectOf } from '../../../core/questions/receipts'
import { rowName } from '../../../core/queue/view/queueFilter'
import { rulesCompanyOf } from '../../../core/queue/companyOf'
import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useOwnerQuestions } from '../../../react/questions/ownerQuestions'
import { AskOwnerDialog } from './AskOwnerDialog'
import { openAsked } from '../../../core/queue/view/askedRows'

export interface EditorAskDialogProps {
  transaction: BankTransaction
  companyId: string | undefined
  categories: OptionSource | undefined
  /** The question was saved: what to say. */
  onAsked: (said: string) => void
  onClose: () => void
}

export function EditorAskDialog({ transaction, companyId, categories, onAsked, onClose }: EditorAskDialogProps) {
  // The transaction's company, known here: the hook need not find one in the query cache.
  const questions = useOwnerQuestions({ companyId: rulesCompanyOf([transaction], companyId) })
  const messages = useMessages(bankTransactionListDialogMessages)
  const { locale } = useLocaleSettings()
  const open = useMemo(() => openAsked(questions.questions).has(transaction.id), [questions.questions, transaction.id])
  // The host's list names a category; a search names it when it was chosen, and the id stands in otherwise.
  const categoryName = (id: string) => (Array.isArray(categories) ? categories.find((option) => option.id === id)?.name : undefined)
  return (
    <AskOwnerDialog
      rows={[transaction]}
      alreadyAsked={() => open}
      categories={categories}
      categoryName={categoryName}
      rowName={(row) => isolate(rowName(row))}
      onSend={async (draft) => {
        await questions.ask([
          {
            kind: 'transaction',
            subjects: [subjectOf(transaction)],
            text: draft.text,
            ...(draft.template && { template: draft.template }),
            choices: draft.choices,
            receiptNeeded: draft.receiptNeeded,
          },
        ])
        onAsked(messages['bankTransactionList.ask.sent'](formatCount(1, locale), 1))
        onClose()
      }}
      onClose={onClose}
    />
  )
}
