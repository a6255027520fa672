import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import type { BankTransactionListMessages } from '../../../messages/queue/bankTransactionList'
import { bankTransactionListDialogMessages } from '../../../messages/queue/bankTransactionListDialogs'
import { sharedMessages, type SharedMessages } from '../../../messages/shared'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { refusalText, unknownReasonText } from '../../shared/text/writeOutcomeText'
import type { ActionOutcome, NotSaved, OutcomeCounts, RowResult } from '../../../core/queue/review/actionResults'

/** The queue's strings and those of its later parts (bankTransactionListDialogs.ts). */
type OutcomeMessages = BankTransactionListMessages & typeof bankTransactionListDialogMessages

/**
 * What the queue's last action did, in words, toned (success, warning, danger): the text of the
 * queue's live announcement. Its code loads in idle time after the rows paint, as an outcome only
 * follows an action.
 */
export function QueueOutcome({ outcome, messages: queueWords }: { outcome: ActionOutcome; messages: BankTransactionListMessages }) {
  const { locale } = useLocaleSettings()
  // What an action did is said in the strings that load with this part, not with the rows.
  const messages: OutcomeMessages = { ...queueWords, ...useMessages(bankTransactionListDialogMessages) }
  const shared = useMessages(sharedMessages)
  const count = (value: number) => formatCount(value, locale)
  let announcement = ''
  let tone: 'success' | 'warning' | 'danger' = 'success'
  {
    switch (outcome.kind) {
      case 'done':
        announcement = outcome.row
          ? rowAnnouncement(isolate(outcome.row.name), outcome.row.result, messages, shared, locale)
          : actionAnnouncement(outcome.counts, outcome.refusal, messages, shared, count)
        tone = toneOf(outcome.counts)
        break
      case 'undone':
        announcement =
          outcome.left > 0
            ? messages['bankTransactionList.undonePartly'](count(outcome.restored), count(outcome.left))
            : messages['bankTransactionList.undone'](count(outcome.restored))
        tone = outcome.left > 0 ? 'warning' : 'success'
        break
      case 'undoFailed':
        announcement = [messages['bankTransactionList.undoFailed'], outcome.refusal ? notSavedText(outcome.refusal, messages, shared) : '']
          .filter(Boolean)
          .join(' ')
        tone = 'danger'
        break
      case 'undoUnknown':
        announcement = `${messages['bankTransactionList.undoUnknown']} ${unknownReasonText(outcome.unknown, shared, locale)}`
        tone = 'warning'
        break
      case 'locked':
        announcement = messages['bankTransactionList.rowLocked'](isolate(outcome.name))
        tone = 'warning'
        break
      case 'receiptFailed':
        announcement = messages['bankTransactionList.receipt.failedAnnounce'](
          isolate(outcome.name),
          outcome.reason ?? messages['bankTransactionList.receipt.failed'],
        )
        tone = 'danger'
        break
      case 'noUpload':
        announcement = messages['bankTransactionList.receipt.noUpload']
        tone = 'warning'
        break
      case 'said':
        announcement = outcome.text
        tone = outcome.tone
        break
      default:
        outcome satisfies never
    }
  }
  return (
    <span data-tone={announcement ? tone : undefined}>
      <IsolatedText text={announcement} />
    </span>
  )
}

/** Why a row was not saved: the service's reasons, or that its action stopped before it. */
function notSavedText(outcome: NotSaved, messages: OutcomeMessages, shared: SharedMessages): string {
  return outcome.status === 'refused' ? refusalText(outcome, shared) : messages['bankTransactionList.notSent']
}

/** A one-row action's announcement: saved, not saved with why, or not known with why. `name` is marked by `isolate()`. */
function rowAnnouncement(name: string, result: RowResult, messages: OutcomeMessages, shared: SharedMessages, locale: string): string {
  switch (result.state) {
    case 'saving':
    case 'saved':
      return messages['bankTransactionList.rowResult'](name, undefined)
    case 'failed':
      return messages['bankTransactionList.rowResult'](name, notSavedText(result.outcome, messages, shared))
    case 'unknown':
      return messages['bankTransactionList.rowUnknown'](name, unknownReasonText(result.outcome, shared, locale))
    default:
      return result satisfies never
  }
}

/** An action's announcement: each kind counted ("2 saved, 1 refused: …"), and what the user can do next. */
function actionAnnouncement(
  counts: OutcomeCounts,
  refusal: NotSaved | undefined,
  messages: OutcomeMessages,
  shared: SharedMessages,
  count: (value: number) => string,
): string {
  const parts = [
    counts.saved > 0 || counts.refused + counts.unknown + counts.notSent === 0
      ? messages['bankTransactionList.count.saved'](count(counts.saved))
      : '',
    counts.refused > 0 ? messages['bankTransactionList.count.refused'](count(counts.refused)) : '',
    counts.unknown > 0 ? messages['bankTransactionList.count.unknown'](count(counts.unknown)) : '',
    counts.notSent > 0 ? messages['bankTransactionList.count.notSent'](count(counts.notSent)) : '',
  ].filter(Boolean)
  return [
    messages['bankTransactionList.actionResult'](parts, refusal ? notSavedText(refusal, messages, shared) : undefined),
    counts.unknown > 0 ? messages['bankTransactionList.unknownHint'] : '',
    counts.notSent > 0 ? messages['bankTransactionList.restHint'] : '',
  ]
    .filter(Boolean)
    .join(' ')
}

/** All saved reads as success, some as a warning, none as danger. */
function toneOf({ saved, refused, unknown, notSent }: OutcomeCounts): 'success' | 'warning' | 'danger' {
  if (refused + unknown + notSent === 0) return 'success'
  return saved > 0 ? 'warning' : 'danger'
}
