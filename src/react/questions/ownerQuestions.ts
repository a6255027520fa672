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
import type { AskInput, QuestionEdit } from '../../core/questions/changes'
import type { OwnerQuestion, QuestionAnswer, QuestionOutcome, QuestionsRecord } from '../../core/questions/types'
import { questionsKey } from '../../core/store/store'
import { useBookkeepingContext, type BookkeepingContextValue } from '../provider/context'
import { useScopedQueryKey } from '../provider/queryScope'

// The record's reader and writer, and the changes, load with the first read: the host's badge
// (`open`) is all a page of its navigation carries up front.
type RecordModule = typeof import('./questionsRecord')
let loaded: RecordModule | undefined
const loadRecord = async () => (loaded ??= await import('./questionsRecord'))
const NONE: readonly OwnerQuestion[] = []

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
      queryFn: async () => (await (await loadRecord()).loadQuestions(context, company)).record,
      staleTime: 5_000,
      refetchOnWindowFocus: true,
      refetchInterval: REFRESH_MS,
      // A store that failed may answer next time; a record it cannot read will not read better.
      retry: (failures: number, error: Error) => failures < 1 && error.name !== 'QuestionsUnreadableError',
    },
    context.queryClient,
  )
  const record = query.data
  const questions = useMemo(() => (record ? newestFirst(record) : NONE), [record])

  // Each change loads the writer first (the read has loaded it already, unless it failed).
  const ask = useCallback(async (inputs: AskInput[]) => (await loadRecord()).askOwner(context, company, inputs), [context, company])
  const edit = useCallback(
    async (id: string, change: QuestionEdit) => (await loadRecord()).editAsked(context, company, id, change),
    [context, company],
  )
  const answer = useCallback(
    async (id: string, given: AnswerInput) => (await loadRecord()).answerAsked(context, company, id, given),
    [context, company],
  )
  const close = useCallback(
    async (id: string, outcome: QuestionOutcome) => (await loadRecord()).closeAsked(context, company, id, outcome),
    [context, company],
  )

  return {
    companyId: company,
    status: query.isError ? 'error' : query.isPending ? 'loading' : 'ready',
    error: query.error ?? null,
    questions,
    // A record is only read or saved through the module: once there is one, the module is here.
    open: record && loaded ? loaded.openCount(record) : 0,
    answered: record && loaded ? loaded.answeredCount(record) : 0,
    ask,
    edit,
    answer,
    close,
  }
}

export type { AskInput, QuestionEdit }
