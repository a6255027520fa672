/**
 * A fault of the file found deep in a reader (a CSV line too long to be a transaction), thrown so
 * the reader's callers need not pass it up by hand: `read` answers it as the reading's `problem`.
 */
import type { FileProblem } from './types'

/** Thrown by a reader for a file it refuses; `read` resolves with `problem` instead of rejecting. */
export class FileProblemError extends Error {
  readonly problem: FileProblem

  constructor(problem: FileProblem) {
    super(`The statement file cannot be read: ${problem.code}${problem.detail === undefined ? '' : ` (${problem.detail})`}.`)
    this.name = 'FileProblemError'
    this.problem = problem
  }
}
