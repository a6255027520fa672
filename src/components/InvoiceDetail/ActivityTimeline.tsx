import type { InvoiceActivity } from '../../api/types'
import { StatusBadge, type BadgeTone } from '../shared/cells'
import type { DetailText } from './format'
import { enumLabel } from '../../messages/invoiceDetail'

/** How an activity's status reads at a glance; a status bookkit does not know stays neutral. */
function toneOf(status: string | undefined, failed: boolean): BadgeTone {
  if (failed) return 'danger'
  return status === 'SUCCESS' ? 'success' : 'neutral'
}

/** What happened to the invoice, oldest first: each event, when, whether it worked and, when not, why. */
export function ActivityTimeline({ activity, text, labelledBy }: { activity: readonly InvoiceActivity[]; text: DetailText; labelledBy: string }) {
  const { messages } = text
  const sorted = [...activity].sort((a, b) => (a.datetime ?? '').localeCompare(b.datetime ?? ''))
  return (
    <ol className="bk-invoice-detail__timeline" aria-labelledby={labelledBy}>
      {sorted.map((entry, index) => {
        const failed = entry.status === 'FAILURE' || Boolean(entry.error)
        return (
          <li key={`${entry.datetime ?? ''}-${index}`} className="bk-invoice-detail__event" data-tone={toneOf(entry.status, failed)}>
            <span className="bk-invoice-detail__event-type">{entry.type ? enumLabel(messages, 'activity', entry.type) : null}</span>
            {entry.datetime && (
              <time className="bk-invoice-detail__event-time" dateTime={entry.datetime}>
                {text.dateTime(entry.datetime)}
              </time>
            )}
            <StatusBadge status={entry.status} label={entry.status ? enumLabel(messages, 'activityStatus', entry.status) : undefined} tone={toneOf(entry.status, failed)} />
            {entry.error && <p className="bk-invoice-detail__event-error">{messages['invoiceDetail.activity.failed'](entry.error)}</p>}
          </li>
        )
      })}
    </ol>
  )
}
