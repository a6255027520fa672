import { useId } from 'react'
import type { CloseRecord } from '../../core/close/monthClose'
import { formatDateTime } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney } from '../../format/money'
import { monthEndCloseMessages } from '../../messages/statements/monthEndClose'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { Heading } from '../shared/root/heading'

/** Every sign-off of the month and every reopening, newest first: who, when, why, and the trial balance's totals then. */
export function SignOffHistory({ record }: { record: CloseRecord }) {
  const messages = useMessages(monthEndCloseMessages)
  const money = useLocaleSettings()
  const titleId = useId()
  const when = (at: string) => formatDateTime(at, money.locale)
  const name = (by: string | undefined) => (by === undefined ? undefined : isolate(by))
  const entries = record.signOffs.flatMap((signOff, at) => [
    {
      key: `s${at}`,
      text: messages['monthEndClose.historySignedOff'](when(signOff.at), name(signOff.by)),
      notes: [
        ...signOff.items
          .filter((item) => item.reason)
          .map((item) => `${messages[`monthEndClose.${item.id}.title`]}: ${isolate(item.reason!)}`),
        ...(signOff.trialBalance
          ? [
              messages['monthEndClose.historyTotals'](
                formatMoney(signOff.trialBalance.debits, money),
                formatMoney(signOff.trialBalance.credits, money),
              ),
            ]
          : []),
      ],
    },
    ...(signOff.reopened
      ? [
          {
            key: `r${at}`,
            text: messages['monthEndClose.historyReopened'](when(signOff.reopened.at), name(signOff.reopened.by)),
            notes: signOff.reopened.reason ? [messages['monthEndClose.historyReason'](isolate(signOff.reopened.reason))] : [],
          },
        ]
      : []),
  ])
  return (
    <section className="bk-close__history" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} className="bk-close__item-title">
        {messages['monthEndClose.history']}
      </Heading>
      <ol reversed>
        {entries.reverse().map((entry) => (
          <li key={entry.key}>
            {entry.text}
            {entry.notes.length > 0 && (
              <ul className="bk-close__details">
                {entry.notes.map((note, at) => (
                  <li key={at}>{note}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  )
}
