/**
 * The queue's flag on a transaction added to or changed in a month since it was signed off:
 * "Changes a signed-off month", with the month and the day of its sign-off. The queue's rules part
 * (QueueRules.tsx) loads it once it has loaded itself, as it loads the reconciled flag, and hands
 * what it draws to the rows: the queue's first paint never waits on it, nor on the store it reads.
 */
import { useCallback, useEffect, type ReactNode } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { formatDayOf, formatSignedMonth } from '../../../format/dayOf'
import { isolate } from '../../../format/isolate'
import { signedOffChangesMessages } from '../../../messages/queue/signedOffChanges'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { useSignedOffChangesOf } from '../../../react/close/signedOffChanges'

/** A row's flag, if the row's transaction changes a month signed off now; `name` is the row's, marked by `isolate()`. */
export type SignedOffFlagOf = (transaction: BankTransaction, name: string) => ReactNode

/**
 * Follows the queue's set and hands the rows' flag to `onFlag`: a new one only when a flag changes,
 * so a save that changes none draws no row again. Draws nothing itself.
 */
export default function QueueSignedOff({
  set,
  companyId,
  onFlag,
}: {
  set: BankTransactionSet
  companyId: string | undefined
  onFlag: (flagOf: SignedOffFlagOf) => void
}) {
  const messages = useMessages(signedOffChangesMessages)
  const { locale } = useLocaleSettings()
  const { changed } = useSignedOffChangesOf(set, companyId)
  const flagOf = useCallback<SignedOffFlagOf>(
    (transaction, name) => {
      const flag = changed?.get(transaction.id)
      if (!flag) return undefined
      const month = formatSignedMonth(flag.month, locale)
      const signedOn = formatDayOf(flag.signedOffAt, locale)
      return (
        <span
          role="note"
          aria-label={messages['signedOffChanges.flagLabel'](name, month, signedOn, flag.changes)}
          data-signed-off-change={flag.kind}
        >
          <span
            className="bk-badge"
            data-tone="warning"
            title={messages['signedOffChanges.flagTitle'](month, signedOn, flag.by === undefined ? undefined : isolate(flag.by))}
          >
            {messages['signedOffChanges.flag']}
          </span>
        </span>
      )
    },
    [changed, messages, locale],
  )
  useEffect(() => onFlag(flagOf), [flagOf, onFlag])
  return null
}
