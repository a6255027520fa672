/**
 * New ids for questions and answers: random, so two people asking or answering at once never make
 * the same one. An answer's id is made when its draft starts, so a save retried after a reload is
 * the same answer (`answerQuestion` adds it once). `getRandomValues`, as the rules' ids do.
 */
const LETTERS = 'abcdefghijklmnopqrstuvwxyz'

function randomLetters(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count))
  return Array.from(bytes, (byte) => LETTERS[byte % LETTERS.length]).join('')
}

/** A new question's id: `q_` and 16 random letters. */
export const newQuestionId = (): string => `q_${randomLetters(16)}`

/** A new answer's id: `a_` and 16 random letters. */
export const newAnswerId = (): string => `a_${randomLetters(16)}`
