// The queries of a month's close and of the company's signed-off months, with their reader: the
// checklist shows its sign-off on first paint, and the queue's flag and the editor's notice read
// the records in parts that load after their rows or their form. A chunk of the reader's own would
// be one more name in the first chunk of every page that opens the editor. And the company's
// questions to its owner, which the checklist's questions item counts.
import { queryOptions } from '@tanstack/react-query'
import { closeKey, signedMonthsKey, type CloseRecord, type SignedMonths } from '../../core/close/monthClose'
import type { BookkeepingContextValue } from '../provider/context'
import { loadSignedMonths, readCloseRecordMending } from '../../core/close/record'
import type { QuestionsRecord } from '../../core/questions/types'
import { questionsKey } from '../../core/store/store'

// A store that failed may answer next time; a record it cannot read will not read better.
const retry = (failures: number, error: Error) => failures < 1 && error.name !== 'CloseRecordUnreadableError'

/** The query of a month's record (the record itself, as a save leaves it in the cache); its read mends the company's list. */
export const closeRecordQuery = (context: BookkeepingContextValue, companyId: string, month: string) =>
  queryOptions<CloseRecord>({
    queryKey: context.keys.stored(closeKey(companyId, month)),
    queryFn: () => readCloseRecordMending(context, companyId, month),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry,
  })

/** The query of the company's signed-off months. */
export const signedMonthsQuery = (context: BookkeepingContextValue, companyId: string) =>
  queryOptions<SignedMonths>({
    queryKey: context.keys.stored(signedMonthsKey(companyId)),
    queryFn: async () => (await loadSignedMonths(context, companyId)).record,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry,
  })

/**
 * The query of the company's questions to its owner, under the key `useOwnerQuestions` reads (one
 * record in the cache for the close, the queue and the owner's page). Its reader loads with the
 * first read, as `useOwnerQuestions`' does: the checklist's first chunk carries none of it.
 */
export const questionsQuery = (context: BookkeepingContextValue, companyId: string) =>
  queryOptions<QuestionsRecord>({
    queryKey: context.keys.stored(questionsKey(companyId)),
    queryFn: async () => (await (await import('../questions/questionsRecord')).loadQuestions(context, companyId)).record,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    retry: (failures: number, error: Error) => failures < 1 && error.name !== 'QuestionsUnreadableError',
  })
