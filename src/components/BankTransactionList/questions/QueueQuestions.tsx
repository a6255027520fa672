/**
 * The queue's questions to the business owner, a part of its own: the record read (at mount, beside
 * the first rows), each row's question for its badge and "Waiting for the owner", "Ask the owner…"
 * about rows or as a general request, and the receipt requests found. Requested when the queue
 * mounts (useQueueQuestions.ts): the rows never wait on it.
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import type { OwnerQuestion } from '../../../core/questions/types'
import { answerInForce, questionsByTransaction } from '../../../core/questions/state'
import { subjectOf } from '../../../core/questions/receipts'
import type { AskInput } from '../../../core/questions/changes'
import { formatCount } from '../../../messages/messageSet'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useOwnerQuestions } from '../../../react/questions/ownerQuestions'
import { isolate } from '../../../format/isolate'
import { rowName } from '../../../core/queue/view/queueFilter'
import { AskOwnerDialog, type AskDraft } from './AskOwnerDialog'
import type { QueueQuestionsView, RowQuestion } from './queueQuestionsView'
import { ReceiptRequestsOffer } from './ReceiptRequestsOffer'

export interface QueueQuestionsProps {
  companyId: string | undefined
  /** Every synced transaction: the receipts found are among them. */
  transactions: readonly BankTransaction[]
  categories: OptionSource | undefined
  /** The categories the records name, when the host lists none. */
  known: readonly PickerOption[]
  categoryName: (id: string) => string | undefined
  receiptRequestThreshold: number | false
  /** Says what was asked, in the queue's announcement. */
  onSay: (text: string, tone: 'success' | 'warning' | 'danger') => void
  onView: (view: QueueQuestionsView) => void
}

/** A row's question as its badge reads it: answered once the owner answered about that row (a month's receipts are answered row by row). */
function rowQuestion(question: OwnerQuestion, transactionId: string): RowQuestion {
  const answers = question.answers.filter(
    (answer) => answer.transactionId === transactionId || (answer.transactionId === undefined && question.subjects.length === 1),
  ).length
  const state = question.closed ? 'closed' : answerInForce(question, transactionId) ? 'answered' : 'waiting'
  return { question, state, answers }
}

/** The question of each row asked about, and the rows waiting (for the owner, or for the answer's use). */
function rowQuestions(questions: readonly OwnerQuestion[]) {
  const byRow = new Map<string, RowQuestion>()
  const waiting = new Set<string>()
  const unanswered = new Set<string>()
  const record = { format: 'bookkit.questions' as const, formatVersion: 1 as const, questions: [...questions] }
  for (const [id, question] of questionsByTransaction(record)) {
    const row = rowQuestion(question, id)
    byRow.set(id, row)
    if (row.state !== 'closed') waiting.add(id)
    if (row.state === 'waiting') unanswered.add(id)
  }
  return { byRow, waiting, unanswered, record }
}

export function QueueQuestions(props: QueueQuestionsProps) {
  const { onView } = props
  const questions = useOwnerQuestions(props.companyId ? { companyId: props.companyId } : {})
  const messages = useMessages(bankTransactionListDialogMessages)
  const { locale } = useLocaleSettings()
  // The rows asked about (none: a general request) while the dialog is open.
  const [asking, setAsking] = useState<readonly BankTransaction[]>()
  const rows = useMemo(() => rowQuestions(questions.questions), [questions.questions])
  const openAsk = useCallback((about: readonly BankTransaction[]) => setAsking(about), [])

  useLayoutEffect(() => {
    if (questions.status !== 'ready') return
    onView({
      questionOf: (transaction) => rows.byRow.get(transaction.id),
      waiting: rows.waiting,
      unanswered: rows.unanswered,
      openAsk,
      toolbar: (
        <button type="button" className="bk-button bk-ask-owner__open" data-variant="ghost" onClick={() => openAsk([])}>
          {messages['bankTransactionList.ask.open']}
        </button>
      ),
    })
  }, [onView, rows, openAsk, messages, questions.status])

  const alreadyAsked = (transaction: BankTransaction) => rows.byRow.get(transaction.id)?.state === 'waiting'

  const send = async (about: readonly BankTransaction[], draft: AskDraft) => {
    const fresh = about.filter((transaction) => !alreadyAsked(transaction))
    const inputs: AskInput[] =
      about.length === 0
        ? [{ kind: 'general', subjects: [], text: draft.text, receiptNeeded: draft.receiptNeeded }]
        : fresh.map((transaction) => ({
            kind: 'transaction',
            subjects: [subjectOf(transaction)],
            text: draft.text,
            ...(draft.template && { template: draft.template }),
            choices: draft.choices,
            receiptNeeded: draft.receiptNeeded,
          }))
    await questions.ask(inputs)
    setAsking(undefined)
    props.onSay(
      about.length === 0
        ? messages['bankTransactionList.ask.sentGeneral']
        : messages['bankTransactionList.ask.sent'](formatCount(fresh.length, locale), fresh.length),
      'success',
    )
  }

  return (
    <>
      {props.receiptRequestThreshold !== false && questions.status === 'ready' && (
        <ReceiptRequestsOffer
          transactions={props.transactions}
          record={rows.record}
          threshold={props.receiptRequestThreshold}
          messages={messages}
          onAsk={async (input, month) => {
            await questions.ask([input])
            props.onSay(messages['bankTransactionList.receipts.asked'](month), 'success')
          }}
        />
      )}
      {asking && (
        <AskOwnerDialog
          rows={asking}
          alreadyAsked={alreadyAsked}
          categories={props.categories ?? props.known}
          categoryName={props.categoryName}
          rowName={(transaction) => isolate(rowName(transaction))}
          onSend={(draft) => send(asking, draft)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  )
}
