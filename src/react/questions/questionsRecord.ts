/**
 * The company's questions record (`questions:<companyId>`) loaded and changed through the provider's
 * `store`, like the transfer marks: read strictly, never written over when it cannot be read, and
 * each change made to the record as stored now (a save another tab or person made first is read again
 * and the change made again), so the bookkeeper's edit and the owner's answer both survive.
 */
import { changeStoredRecord, loadStoredRecord } from '../../core/store/storedRecords'
import { questionsKey } from '../../core/store/store'
import { NO_QUESTIONS, QuestionsUnreadableError, readQuestions } from '../../core/questions/record'
import type { QuestionsRecord } from '../../core/questions/types'
import type { BookkeepingContextValue } from '../provider/context'

/** The company's questions as stored, and the version to save over. */
export function loadQuestions(
  context: Pick<BookkeepingContextValue, 'store' | 'owner'>,
  companyId: string,
): Promise<{ record: QuestionsRecord; version: string | null }> {
  return loadStoredRecord(
    context,
    questionsKey(companyId),
    NO_QUESTIONS,
    readQuestions,
    (key, field) => new QuestionsUnreadableError(key, field),
  )
}

/**
 * Makes `change` to the record as stored now and saves it over the version read; `change` answers the
 * same record when there is nothing to save. Resolves to the record saved (or read, when unchanged),
 * which the provider's cache then holds under the key.
 */
export async function changeQuestions(
  context: Pick<BookkeepingContextValue, 'store' | 'owner' | 'queryClient' | 'keys'>,
  companyId: string,
  change: (record: QuestionsRecord) => QuestionsRecord,
): Promise<QuestionsRecord> {
  let last: QuestionsRecord = NO_QUESTIONS
  await changeStoredRecord(
    context,
    questionsKey(companyId),
    () => loadQuestions(context, companyId),
    (record) => {
      const next = change(record)
      last = next
      return next === record ? undefined : next
    },
  )
  return last
}
