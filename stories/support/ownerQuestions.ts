// The bakery's questions to its owner, as a bookkeeper's earlier visit left them in the host's store:
// a transaction question with choices, a month's receipts request, and a general request. Made from
// the sandbox's own transactions, so each is shown as the bank still shows it.
import { subjectOf } from '../../src/core/questions/receipts'
import type { OwnerQuestion, QuestionsRecord } from '../../src/core/questions/types'
import { questionsKey } from '../../src/core/store/store'
import { SANDBOX, type Sandbox } from '../../src/sandbox'

const bakery = SANDBOX.companies.bakery

/** Who asked, as the host names the bookkeeper (a made-up firm). */
const ASKED_BY = 'Dana at Cornerstone Bookkeeping'

/** The bakery's questions, oldest first: what the owner of `sandbox`'s bakery finds waiting. */
export function bakeryQuestions(sandbox: Sandbox): {
  record: QuestionsRecord
  whatFor: OwnerQuestion
  receipts: OwnerQuestion
  statement: OwnerQuestion
} {
  const expenses = sandbox.inspect
    .bankTransactions(bakery.id)
    // Purchases an owner would be asked about: $75 or more, under $2,000, none with a receipt yet.
    .filter(
      (transaction) =>
        transaction.type === 'EXPENSE' &&
        transaction.status !== 'DELETED' &&
        (transaction.attachments ?? []).length === 0 &&
        Math.abs(transaction.amount) >= 7_500 &&
        Math.abs(transaction.amount) < 200_000,
    )
    .sort((a, b) => b.date.localeCompare(a.date))
  const [first, ...older] = expenses
  if (!first) throw new Error('The sandbox has no expense to ask about')
  const month = older[0]!.date.slice(0, 7)
  const ofMonth = older.filter((transaction) => transaction.date.startsWith(month)).slice(0, 3)
  const whatFor: OwnerQuestion = {
    id: 'q_whatfor',
    kind: 'transaction',
    subjects: [subjectOf(first)],
    text: 'What was this for?',
    template: 'whatFor',
    choices: [
      { id: `category:${bakery.categories.ingredients}`, label: 'Ingredients', categoryId: bakery.categories.ingredients },
      { id: `category:${bakery.categories.marketing}`, label: 'Marketing', categoryId: bakery.categories.marketing },
      { id: 'personal', label: 'Personal' },
    ],
    receiptNeeded: false,
    askedAt: '2026-06-20T09:00:00.000Z',
    askedBy: ASKED_BY,
    answers: [],
  }
  const receipts: OwnerQuestion = {
    id: 'q_receipts',
    kind: 'receipts',
    subjects: ofMonth.map(subjectOf),
    text: 'Please add the receipts for these purchases over $75',
    choices: [],
    receiptNeeded: true,
    month,
    askedAt: '2026-06-21T09:00:00.000Z',
    askedBy: ASKED_BY,
    answers: [],
  }
  const statement: OwnerQuestion = {
    id: 'q_statement',
    kind: 'general',
    subjects: [],
    text: 'Please send May’s statement for the savings account',
    choices: [],
    receiptNeeded: false,
    askedAt: '2026-06-22T09:00:00.000Z',
    askedBy: ASKED_BY,
    answers: [],
  }
  return {
    record: { format: 'bookkit.questions', formatVersion: 1, questions: [whatFor, receipts, statement] },
    whatFor,
    receipts,
    statement,
  }
}

/** Puts the bakery's questions in `sandbox`'s host store, as the bookkeeper left them; returns them. */
export function askTheBakery(sandbox: Sandbox): ReturnType<typeof bakeryQuestions> {
  const questions = bakeryQuestions(sandbox)
  sandbox.store.put(questionsKey(bakery.id), questions.record)
  return questions
}
