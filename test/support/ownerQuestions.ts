// Records for the owner questions' tests: the bakery's bank transactions as synced, the questions
// asked about them, and a clock. Made-up businesses; amounts in minor units, money out negative.
import type { BankTransaction } from '../../src/api/types'
import { subjectOf } from '../../src/core/questions/receipts'
import { NO_QUESTIONS } from '../../src/core/questions/record'
import type { OwnerQuestion, QuestionsRecord } from '../../src/core/questions/types'

/** A bank transaction as the service answers it: an `EXPENSE` of the checking account unless `fields` say otherwise. */
export function bankRow(id: string, fields: Partial<BankTransaction> = {}): BankTransaction {
  return {
    id,
    type: 'EXPENSE',
    date: '2026-03-12',
    amount: -41_200,
    description: 'HOME DEPOT #4411',
    status: 'ACTIVE',
    bankAccount: { id: 'ba_checking', name: 'Checking' },
    ...fields,
  }
}

/** A question as stored: about `rows` (none: a general request), asked at `askedAt`. */
export function storedQuestion(id: string, rows: readonly BankTransaction[], fields: Partial<OwnerQuestion> = {}): OwnerQuestion {
  return {
    id,
    kind: rows.length === 0 ? 'general' : rows.length === 1 ? 'transaction' : 'receipts',
    subjects: rows.map(subjectOf),
    text: 'What was this for?',
    choices: [],
    receiptNeeded: false,
    askedAt: '2026-03-20T09:00:00.000Z',
    answers: [],
    ...fields,
  }
}

export const recordOf = (...questions: OwnerQuestion[]): QuestionsRecord => ({ ...NO_QUESTIONS, questions })

/** Ids `q_1`, `q_2`, … in the order asked. */
export function countingIds(prefix = 'q_'): () => string {
  let made = 0
  return () => `${prefix}${++made}`
}
