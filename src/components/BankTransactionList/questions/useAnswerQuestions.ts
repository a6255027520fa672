import { useCallback, useMemo } from 'react'
import type { OwnerQuestion } from '../../../core/questions/types'
import { reopenQuestion } from '../../../core/queue/review/answerSuggestion'
import { questionsByTransaction } from '../../../core/questions/state'
import { useBookkeepingContext } from '../../../react/provider/context'
import { changeQuestions } from '../../../react/questions/questionsRecord'
import { useOwnerQuestions } from '../../../react/questions/ownerQuestions'

/**
 * The company's questions as the queue's answers part reads them: each transaction's question in
 * force, closing one (used, set aside), and opening again one whose use was undone.
 */
export function useAnswerQuestions(companyId: string | undefined) {
  const questions = useOwnerQuestions(companyId ? { companyId } : {})
  const context = useBookkeepingContext()
  const company = questions.companyId
  const byTransaction = useMemo(
    (): ReadonlyMap<string, OwnerQuestion> =>
      // Oldest first, as stored: the hook gives them newest first.
      questionsByTransaction({ format: 'bookkit.questions', formatVersion: 1, questions: [...questions.questions].reverse() }),
    [questions.questions],
  )
  const reopen = useCallback(
    async (id: string) => {
      await changeQuestions(context, company, (stored) => reopenQuestion(stored, id))
    },
    [context, company],
  )
  return { byTransaction, close: questions.close, reopen }
}
