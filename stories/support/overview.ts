// What the overview stories share: the sandbox's own count of what is to review, by the queue's rule.
import { REVIEWED_STATUSES } from '../../src/api/reviewStatus'
import { SANDBOX, type Sandbox } from '../../src/sandbox'

/** The bakery's bank transactions still to review in a story's sandbox: what "To review" must count. */
export const toReviewIn = (sandbox: Sandbox): number =>
  sandbox.inspect.bankTransactions(SANDBOX.companies.bakery.id).filter((transaction) => !REVIEWED_STATUSES.includes(transaction.reviewStatus ?? '')).length
