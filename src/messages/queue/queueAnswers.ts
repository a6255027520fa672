/**
 * English strings of the owner's answers in the review queue: the answer on its row as a suggestion
 * ("Owner: Office supplies — “printer paper for the shop” · receipt.pdf"), why one is not taken by
 * Enter, "Set aside", and what the queue says once one is used. Their own module: they load with
 * the queue's answers part, after the first rows are painted. A host overrides any of them through
 * the provider's `messages`.
 */
export const queueAnswersMessages = {
  /** The owner's answer as a row shows it: `answer` is its parts (isolated), joined by `queueAnswers.joiner`. */
  'queueAnswers.answer': (answer: string) => `Owner: ${answer}`,
  /** Between the parts of an answer: its category, its note, its receipt. */
  'queueAnswers.joiner': ' — ',
  /** The owner's note, quoted (`note` isolated). */
  'queueAnswers.note': (note: string) => `“${note}”`,
  /** The owner's receipt (`file` isolated). */
  'queueAnswers.receipt': (file: string) => `receipt ${file}`,
  'queueAnswers.personal': 'Personal',
  'queueAnswers.dontKnow': 'Doesn’t know',
  /** The answer's button for the row named (isolated): Enter takes it too. */
  'queueAnswers.useLabel': (answer: string, name: string) => `Use the owner’s answer for ${name}: ${answer}`,
  /** Why an answer is shown but not taken by Enter. */
  'queueAnswers.held.changed': 'changed since you asked',
  'queueAnswers.held.deleted': 'deleted since you asked',
  'queueAnswers.held.noCategory': 'no category given: choose one',
  'queueAnswers.held.dontKnow': 'choose a category',
  'queueAnswers.held.edited': 'answered before you changed the question',
  /** A held answer as the row says it: its text, then why (`reason`). */
  'queueAnswers.heldText': (answer: string, reason: string) => `${answer} (${reason})`,
  'queueAnswers.setAside': 'Set aside',
  'queueAnswers.setAsideLabel': (name: string) => `Set aside the owner’s answer for ${name}`,
  /** Said once a question was set aside from its row (`name` isolated). */
  'queueAnswers.setAsideDone': (name: string) => `Set aside the owner’s answer for ${name}; its question is closed.`,
  'queueAnswers.setAsideFailed': (name: string) => `The question about ${name} could not be closed. Try again.`,
  'queueAnswers.closeFailed': (name: string) =>
    `The owner’s answer was saved on ${name}, but its question could not be closed. It will be offered again; set it aside to close it.`,
  'queueAnswers.reopenFailed': 'The transaction was restored, but its question could not be opened again.',
}

/** The queue's words for the owner's answers, by key. */
export type QueueAnswersMessages = typeof queueAnswersMessages
