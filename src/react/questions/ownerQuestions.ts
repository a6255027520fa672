/**
 * `useOwnerQuestions()`: the company's questions to its owner, for both sides and the host's badge.
 * One read per page (the query key is the stored record's, `keys.stored('questions:<companyId>')`), so
 * the queue, the editor, `<OwnerQuestions>` and the close see every save at once; read again when the
 * window regains focus and every 30 s while mounted, so another person's answer shows without a reload.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { notifyManager, useQuery } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import { rulesCompanyOf } from '../../core/queue/companyOf'
import { answerQuestion, askQuestions, closeQuestion, editQuestion, type AskInput, type QuestionEdit } from '../../core/questions/changes'
import { newQuestionId } from '../../core/questions/ids'
import { NO_QUESTIONS, QuestionsUnreadableError } from '../../core/questions/record'
import { answeredCount, openCount } from '../../core/questions/state'
import type { OwnerQuestion, QuestionAnswer, QuestionOutcome, QuestionsRecord } from '../../core/questions/types'
import { questionsKey } from '../../core/store/store'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'
import { changeQuestions, loadQuestions } from './questionsRecord'

/** An answer as the owner gives it: the time and the person are added when it is saved; `id` is the draft's, so a retried save is one answer. */
export type AnswerInput = Omit<QuestionAnswer, 'at' | 'by'>

/** What `useOwnerQuestions()` gives. */
export interface OwnerQuestionsState {
  /** The company whose questions these are (the store's key is `questions:<companyId>`). */
  companyId: string
  status: 'loading' | 'ready' | 'error'
  /** Why the questions could not be read (`QuestionsUnreadableError`: never written over). */
  error: Error | null
  /** Every question, open or closed, as stored, newest first. */
  questions: readonly OwnerQuestion[]
  /** Questions waiting for the owner: the host's badge. */
  open: number
  /** Questions answered, waiting for the bookkeeper. */
  answered: number
  /** Asks the owner; a transaction with a question still open is not asked again (its question is among those answered). Emits `questionsAsked` for the new ones. */
  ask(inputs: AskInput[]): Promise<OwnerQuestion[]>
  /** Changes a question's text, choices or receipt; its answers stay. */
  edit(id: string, change: QuestionEdit): Promise<void>
  /** Adds the owner's answer (to the store only: a read-only token can answer). Emits `questionAnswered`. */
  answer(id: string, answer: AnswerInput): Promise<void>
  /** Closes a question: its answer used, set aside, or the question withdrawn. */
  close(id: string, outcome: QuestionOutcome): Promise<void>
}

const REFRESH_MS = 30_000

/** The one company the synced bank transactions name, per synced array (the cache of an identity, not state). */
const companies = new WeakMap<readonly BankTransaction[], string>()

/**
 * The company the bank transactions already synced on this page name, else `default`. Read from the
 * cache without a query of its own: the owner's page may have no queue, and a sync is not started
 * only to name the company.
 */
function syncedCompany(context: Pick<BookkeepingContextValue, 'queryClient' | 'keys'>): string {
  for (const [, data] of context.queryClient.getQueriesData<{ transactions?: BankTransaction[] }>({
    queryKey: context.keys.bankTransactions.lists,
  })) {
    const transactions = data?.transactions
    if (!transactions || transactions.length === 0) continue
    let company = companies.get(transactions)
    if (company === undefined) companies.set(transactions, (company = rulesCompanyOf(transactions)))
    return company
  }
  return 'default'
}

function useCompany(context: BookkeepingContextValue, companyId: string | undefined): string {
  const cache = context.queryClient.getQueryCache()
  // The cache tells of a query added while another component renders: the change is told after, as TanStack's own hooks do.
  const subscribe = useCallback((changed: () => void) => cache.subscribe(notifyManager.batchCalls(changed)), [cache])
  const read = () => companyId ?? syncedCompany(context)
  return useSyncExternalStore(subscribe, read, read)
}

const newestFirst = (record: QuestionsRecord) => [...record.questions].reverse()

/**
 * The questions of `companyId` to its owner. Without `companyId`: of the one company the bank
 * transactions synced on the page name (as `useCategorizationRules` finds its company, without
 * starting a sync when none is running), else `default`; the provider does not know the token's
 * company, so a page with no queue that serves one company of several passes `companyId`.
 * Questions and answers are kept in the provider's `store` only (the service has none), so every
 * change works with a read-only token. Who asked or answered is not recorded: the provider has no
 * user name.
 */
export function useOwnerQuestions({ companyId }: { companyId?: string } = {}): OwnerQuestionsState {
  const context = useBookkeepingContext()
  const company = useCompany(context, companyId)
  const queryKey = context.keys.stored(questionsKey(company))
  useScopedQueryKey(queryKey)
  const query = useQuery(
    {
      queryKey,
      queryFn: async () => (await loadQuestions(context, company)).record,
      staleTime: 5_000,
      refetchOnWindowFocus: true,
      refetchInterval: REFRESH_MS,
      // A store that failed may answer next time; a record it cannot read will not read better.
      retry: (failures: number, error: Error) => failures < 1 && !(error instanceof QuestionsUnreadableError),
    },
    context.queryClient,
  )
  const record = query.data ?? NO_QUESTIONS
  const questions = useMemo(() => newestFirst(record), [record])

  const change = useCallback(
    async (make: (record: QuestionsRecord) => QuestionsRecord): Promise<QuestionsRecord> => {
      const saved = await changeQuestions(context, company, make)
      // Unchanged (an answer saved before, a question closed already): what was read is still newer than the cache.
      context.queryClient.setQueryData(context.keys.stored(questionsKey(company)), saved)
      return saved
    },
    [context, company],
  )

  const ask = useCallback(
    async (inputs: AskInput[]): Promise<OwnerQuestion[]> => {
      let asked: OwnerQuestion[] = []
      let fresh: OwnerQuestion[] = []
      await change((stored) => {
        const made = askQuestions(stored, inputs, { at: new Date().toISOString(), newId: newQuestionId })
        const before = new Set(stored.questions.map((question) => question.id))
        asked = made.asked
        fresh = made.asked.filter((question) => !before.has(question.id))
        return made.record
      })
      if (fresh.length > 0)
        context.emit({
          type: 'questionsAsked',
          companyId: company,
          questionIds: fresh.map((question) => question.id),
          transactionIds: [...new Set(fresh.flatMap((question) => question.subjects.map((subject) => subject.transactionId)))],
          count: fresh.length,
          notify: 'conversations',
        })
      return asked
    },
    [change, context, company],
  )

  const edit = useCallback(
    async (id: string, edited: QuestionEdit) => {
      await change((stored) => editQuestion(stored, id, edited, { at: new Date().toISOString() }))
    },
    [change],
  )

  const answer = useCallback(
    async (id: string, given: AnswerInput) => {
      let added = false
      const saved = await change((stored) => {
        const next = answerQuestion(stored, id, { ...given, at: new Date().toISOString() })
        added = next !== stored
        return next
      })
      if (!added) return
      const question = saved.questions.find((candidate) => candidate.id === id)
      context.emit({
        type: 'questionAnswered',
        companyId: company,
        questionId: id,
        transactionIds: given.transactionId ? [given.transactionId] : (question?.subjects.map((subject) => subject.transactionId) ?? []),
        open: openCount(saved),
        notify: 'conversations',
      })
    },
    [change, context, company],
  )

  const close = useCallback(
    async (id: string, outcome: QuestionOutcome) => {
      await change((stored) => closeQuestion(stored, id, outcome, { at: new Date().toISOString() }))
    },
    [change],
  )

  return {
    companyId: company,
    status: query.isError ? 'error' : query.isPending ? 'loading' : 'ready',
    error: query.error ?? null,
    questions,
    open: openCount(record),
    answered: answeredCount(record),
    ask,
    edit,
    answer,
    close,
  }
}

export type { AskInput, QuestionEdit }
