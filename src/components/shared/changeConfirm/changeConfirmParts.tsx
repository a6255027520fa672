/**
 * The question asked before a save changes what was reconciled or signed off, and the read that
 * decides whether to ask: one part, loaded by the first save that may need it, so neither the
 * editor's nor the queue's first load carries it.
 */
import type { ChangedPeriods } from '../../../core/close/changedPeriods'
import { changedParts } from '../../../core/close/changedPeriods'
import { formatSignedMonth } from '../../../format/dayOf'
import { isolate } from '../../../format/isolate'
import { changeConfirmMessages } from '../../../messages/queue/changeConfirm'
import { formatCount } from '../../../messages/messageSet'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { ConfirmDialog } from '../dialog/ConfirmDialog'
import { IsolatedText } from '../text/SentenceWithName'

export { readChangedPeriods } from '../../../react/close/periodsOnRecord'

/** What the question is about: the periods a save changes, and how many transactions it sends. */
export interface ChangeQuestion {
  periods: ChangedPeriods
  total: number
  open: boolean
}

/**
 * "This changes the reconciliation of Business Checking for May 2026 and May’s sign-off": Cancel
 * takes the focus first (Enter never saves by accident), Escape cancels, and the focus goes back to
 * what held it when asked.
 */
export function ChangeConfirmDialog({ periods, total, open, onAnswer }: ChangeQuestion & { onAnswer: (confirmed: boolean) => void }) {
  const messages = useMessages(changeConfirmMessages)
  const { locale } = useLocaleSettings()
  return (
    <ConfirmDialog
      open={open}
      title={messages['changeConfirm.title'](periods.reconciliations.length > 0, periods.signOffs.length > 0)}
      confirmLabel={messages['changeConfirm.confirm'](total)}
      cancelLabel={messages['changeConfirm.cancel']}
      onConfirm={() => onAnswer(true)}
      onCancel={() => onAnswer(false)}
    >
      <ChangedPeriodsText periods={periods} />
      {total > 1 && <p>{messages['changeConfirm.which'](formatCount(periods.count, locale), formatCount(total, locale), periods.count)}</p>}
    </ConfirmDialog>
  )
}

/** The sentence that names what a change touches, as a paragraph: the question's, and the delete's confirmation's. */
export function ChangedPeriodsText({ periods }: { periods: ChangedPeriods }) {
  const messages = useMessages(changeConfirmMessages)
  const { locale } = useLocaleSettings()
  const { parts, more } = changedParts(periods)
  const named = parts.map((part) => {
    const month = part.month === undefined ? undefined : formatSignedMonth(part.month, locale, part.withYear)
    return part.kind === 'signOff'
      ? messages['changeConfirm.signOff'](month!)
      : messages['changeConfirm.reconciliation'](part.accountName === undefined ? undefined : isolate(part.accountName), month)
  })
  if (more > 0) named.push(messages['changeConfirm.more'](formatCount(more, locale)))
  return (
    <p>
      <IsolatedText text={messages['changeConfirm.body'](named)} />
    </p>
  )
}
