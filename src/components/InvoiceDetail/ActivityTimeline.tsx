import type { InvoiceActivity } from '../../api/types'
import { StatusBadge, type BadgeTone } from '../shared/cells'
import type { DetailText } from './format'
import { enumLabel } from '../../messages/forms/invoiceDetail'
import { parseDateTime } from '../../format/date'

/** How an activity's status reads at a glance; a status bookkit does not know stays neutral. */
function toneOf(status: string | undefined, failed: boolean): BadgeTone {
  if (failed) return 'danger'
  return status === 'SUCCESS' ? 'success' : 'neutral'
}

/** An event's instant; those without a readable datetime sort first. */
const instantOf = (entry: InvoiceActivity): number => parseDateTime(entry.datetime ?? '') ?? Number.MIN_SAFE_INTEGER

/**
 * The `<time>` element's machine-readable value: the instant in UTC, since a zoneless value there
 * would mean the viewer's local time, not the UTC the service meant.
 */
function machineDateTime(datetime: string): string {
  const instant = parseDateTime(datetime)
  return instant === undefined ? datetime : new Date(instant).toISOString()
}

/** What happened to the invoice, oldest first: each event, when, whether it worked and, when not, why. */
export function ActivityTimeline({
  activity,
  text,
  labelledBy,
}: {
  activity: readonly InvoiceActivity[]
  text: DetailText
  labelledBy: string
}) {
  const { messages } = text
  // By instant, not by text: `…T12:00:00Z`, `…T12:00:00.000` and `…T08:00:00-04:00` are one moment.
  const sorted = [...activity].sort((a, b) => instantOf(a) - instantOf(b))
  return (
    <ol className="bk-invoice-detail__timeline" aria-labelledby={labelledBy}>
      {sorted.map((entry, index) => {
        const failed = entry.status === 'FAILURE' || Boolean(entry.error)
        return (
          <li key={`${entry.datetime ?? ''}-${index}`} className="bk-invoice-detail__event" data-tone={toneOf(entry.status, failed)}>
            <span className="bk-invoice-detail__event-type">{entry.type ? enumLabel(messages, 'activity', entry.type) : null}</span>{' '}
            {entry.datetime && (
              <time className="bk-invoice-detail__event-time" dateTime={machineDateTime(entry.datetime)}>
                {text.dateTime(entry.datetime)}
              </time>
            )}{' '}
            <StatusBadge
              status={entry.status}
              label={entry.status ? enumLabel(messages, 'activityStatus', entry.status) : undefined}
              tone={toneOf(entry.status, failed)}
            />{' '}
            {entry.error && <p className="bk-invoice-detail__event-error">{messages['invoiceDetail.activity.failed'](entry.error)}</p>}
          </li>
        )
      })}
    </ol>
  )
}
