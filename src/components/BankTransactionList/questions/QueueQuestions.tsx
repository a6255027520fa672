/**
 * The queue's questions to the business owner: the record read, each row's question for its badge
 * and "Waiting for the owner", "Ask the owner…" about rows or as a general request, and the receipt
 * requests found. Drawn by the review part (QueueReview.tsx), which the queue requests at mount: its
 * code is not in the queue's first load, and the rows never wait on it.
 */
import { useCallback, useLayoutEffect, useMemo, useState } from 'react'
import { createPortal } from 'react-dom'
import { isReviewed } from '../../../api/reviewStatus'
import type { BankTransaction } from '../../../api/types'
import type { OptionSource } from '../../../core/forms/optionSource'
import type { ActionOutcome } from '../../../core/queue/review/actionResults'
import type { OwnerQuestion } from '../../../core/questions/types'
import { answerInForce, questionsByTransaction } from '../../../core/questions/state'
import { RECEIPT_THRESHOLD, subjectOf } from '../../../core/questions/receipts'
import type { AskInput } from '../../../core/questions/changes'
import { formatCount } from '../../../messages/messageSet'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useOwnerQuestions } from '../../../react/questions/ownerQuestions'
import { isolate } from '../../../format/isolate'
import { rowName, type BankTransactionListFilter } from '../../../core/queue/view/queueFilter'
import { openAsked, withoutUnanswered } from '../../../core/queue/view/askedRows'
import { rulesCompanyOf } from '../../../core/queue/companyOf'
import type { QueueIndex } from '../../../core/queue/view/queueIndex'
import type { BankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { AskOwnerDialog, type AskDraft } from './AskOwnerDialog'
import type { QueueQuestionsView, RowQuestion } from './queueQuestionsView'
import { ReceiptRequestsOffer } from './ReceiptRequestsOffer'

export interface QueueQuestionsProps {
  companyId: string | undefined
  /** Every synced transaction: the receipts found are among them. */
  transactions: readonly BankTransaction[]
  /** The host's categories; without them, those the records name. */
  categories: OptionSource | undefined
  /** The queue's index, as synced with `transactions`. */
  index: QueueIndex
  /** `BankTransactionListProps.askedRows`; default `'toReview'`. */
  askedRows: 'toReview' | 'waiting' | undefined
  /** `BankTransactionListProps.receiptRequestThreshold`; default `RECEIPT_THRESHOLD` ($75). */
  receiptRequestThreshold: number | false | undefined
  /** Says what was asked, in the queue's announcement (once the review part is here). */
  announce: ((outcome: ActionOutcome) => void) | undefined
  onView: (view: QueueQuestionsView) => void
  /** Where below the rows the receipts offer is drawn (the rules' offer's slot). */
  offerSlot: HTMLElement | null
}

/** A row's question as its badge reads it: answered once the owner answered about that row (a month's receipts are answered row by row). */
function rowQuestion(question: OwnerQuestion, transactionId: string, messages: BankTransactionListDialogMessages): RowQuestion {
  const answers = question.answers.filter(
    (answer) => answer.transactionId === transactionId || (answer.transactionId === undefined && question.subjects.length === 1),
  ).length
  const state = question.closed ? 'closed' : answerInForce(question, transactionId) ? 'answered' : 'waiting'
  const key = `${question.id}\t${state}\t${answers}`
  if (state === 'closed') return { question, state, answers, key, badge: undefined }
  const name = messages[`bankTransactionList.question.${state}.name`]
  const badge = (
    // Its one word on screen; the sentence in what is read out and in its tooltip.
    <span className="bk-row-question" data-state={state} title={name}>
      <span aria-hidden="true">{messages[`bankTransactionList.question.${state}`]}</span>
      <span className="bk-visually-hidden">{name}</span>
    </span>
  )
  return { question, state, answers, key, badge }
}

/** The question of each row asked about, and the rows waiting (for the owner, or for the answer's use). */
function rowQuestions(questions: readonly OwnerQuestion[], messages: BankTransactionListDialogMessages) {
  const byRow = new Map<string, RowQuestion>()
  const waiting = new Set<string>()
  const unanswered = new Set<string>()
  const record = { format: 'bookkit.questions' as const, formatVersion: 1 as const, questions: [...questions] }
  for (const [id, question] of questionsByTransaction(record)) {
    const row = rowQuestion(question, id, messages)
    byRow.set(id, row)
    if (row.state !== 'closed') waiting.add(id)
    if (row.state === 'waiting') unanswered.add(id)
  }
  return { byRow, waiting, unanswered, record, asked: openAsked(questions) }
}

const NONE: ReadonlySet<string> = new Set()

/**
 * The questions of the queue's company: the host's `companyId`, else the one the synced rows name,
 * once they are here (a company found by the hook from the query cache would change while another
 * component renders).
 */
export function QueueQuestions(props: QueueQuestionsProps) {
  const { companyId, transactions } = props
  // Once a set, not at every render: naming the company walks the transactions.
  const company = useMemo(
    () => (companyId || transactions.length > 0 ? rulesCompanyOf(transactions, companyId) : undefined),
    [companyId, transactions],
  )
  if (company === undefined) return null
  return <CompanyQuestions {...props} companyId={company} />
}

function CompanyQuestions(props: QueueQuestionsProps & { companyId: string }) {
  const { onView } = props
  const questions = useOwnerQuestions({ companyId: props.companyId })
  const messages = useMessages(bankTransactionListDialogMessages)
  const { locale } = useLocaleSettings()
  // The rows asked about (none: a general request) while the dialog is open.
  const [asking, setAsking] = useState<readonly BankTransaction[]>()
  const rows = useMemo(() => rowQuestions(questions.questions, messages), [questions.questions, messages])
  const openAsk = useCallback((about: readonly BankTransaction[]) => setAsking(about), [])
  const { index, askedRows, transactions } = props
  // Held out of "To review" while the owner has not answered, when the host keeps asked rows apart.
  const unanswered = askedRows === 'waiting' ? rows.unanswered : NONE
  const counts = useMemo(() => {
    let held = 0
    let waiting = 0
    for (const id of rows.waiting) {
      const transaction = index.get(id)
      if (!transaction) continue
      waiting++
      if (unanswered.has(id) && !isReviewed(transaction.reviewStatus)) held++
    }
    const { toReview, reviewed } = index.counts()
    return { toReview: toReview - held, reviewed, waiting }
    // The index follows `transactions`.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [index, rows, unanswered, transactions])
  // One array per set of inputs: the grid draws again only when the rows did change.
  const viewRows = useMemo(() => {
    let last: { indexed: readonly BankTransaction[] | undefined; key: string; rows: readonly BankTransaction[] } | undefined
    return (indexed: readonly BankTransaction[] | undefined, filter: BankTransactionListFilter, key: string) => {
      if (last && last.indexed === indexed && last.key === key) return last.rows
      const shown = indexed
        ? withoutUnanswered(indexed, (filter.view ?? 'toReview') === 'toReview' ? unanswered : NONE)
        : index.rowsOf(rows.waiting, filter)
      last = { indexed, key, rows: shown }
      return shown
    }
    // A new set draws the waiting rows again (`transactions`).
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [index, rows, unanswered, transactions])

  useLayoutEffect(() => {
    if (questions.status !== 'ready') return
    onView({
      questionOf: (transaction) => rows.byRow.get(transaction.id),
      rows: viewRows,
      counts,
      waitingLabel: (count, soFar) =>
        messages[soFar ? 'bankTransactionList.view.waiting.soFar' : 'bankTransactionList.view.waiting'](count),
      openAsk,
      // On the summary's line, as "Pair 3 transfers…": it never makes the line taller, so no row moves when it comes.
      toolbar: (
        <>
          {' '}
          <button type="button" className="bk-button bk-transaction-filters__tool" data-variant="ghost" onClick={() => openAsk([])}>
            {messages['bankTransactionList.ask.open']}
          </button>
        </>
      ),
    })
  }, [onView, rows, viewRows, counts, openAsk, messages, questions.status])

  const say = (text: string, tone: 'success' | 'warning' | 'danger') => props.announce?.({ kind: 'said', text, tone })
  const alreadyAsked = (transaction: BankTransaction) => rows.asked.has(transaction.id)

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
    say(
      about.length === 0
        ? messages['bankTransactionList.ask.sentGeneral']
        : messages['bankTransactionList.ask.sent'](formatCount(fresh.length, locale), fresh.length),
      'success',
    )
  }

  return (
    <>
      {/* The queue works on without them; asking waits until they can be read (a record never written over). */}
      {questions.status === 'error' &&
        props.offerSlot &&
        createPortal(
          <p className="bk-alert" data-tone="warning">
            {messages['bankTransactionList.questions.unreadable']}
          </p>,
          props.offerSlot,
        )}
      {/* Below the rows, as the rules' offer: an offer that comes never moves the row the user is on. */}
      {props.receiptRequestThreshold !== false &&
        questions.status === 'ready' &&
        props.offerSlot &&
        createPortal(
          <ReceiptRequestsOffer
            transactions={props.transactions}
            record={rows.record}
            threshold={props.receiptRequestThreshold ?? RECEIPT_THRESHOLD}
            messages={messages}
            onAsk={async (input, month) => {
              await questions.ask([input])
              say(messages['bankTransactionList.receipts.asked'](month), 'success')
            }}
          />,
          props.offerSlot,
        )}
      {asking && (
        <AskOwnerDialog
          rows={asking}
          alreadyAsked={alreadyAsked}
          categories={props.categories ?? index.knownCategories()}
          categoryName={index.categoryName}
          rowName={(transaction) => isolate(rowName(transaction))}
          onSend={(draft) => send(asking, draft)}
          onClose={() => setAsking(undefined)}
        />
      )}
    </>
  )
}
