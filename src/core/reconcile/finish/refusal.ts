// What a finish refused before anything is written says, by reason: loaded with the finish's code,
// since the worksheet shows its own words for each reason and only a caller of the hook reads these.
import { ReconciliationFinishRefusedError, type FinishRefusal } from '../reconciliationParts'

/** What a refused finish's error says, by reason. */
const FINISH_REFUSAL_DETAIL: Record<FinishRefusal, string> = {
  notReady: 'its balances and transactions are not known yet.',
  reconciled: 'the account is reconciled through this end date already.',
  underWay: 'another finish of this account is on its way; finish or undo it first.',
  undoing: 'an undo of the account’s last reconciliation is not done; undo it again first.',
  future: 'the statement’s end date is after today.',
  readOnly: 'this session may only read.',
}

/** The error of a finish refused for `reason`. */
export const finishRefused = (reason: FinishRefusal) => new ReconciliationFinishRefusedError(reason, FINISH_REFUSAL_DETAIL[reason])
