import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import { useLocaleSettings } from '../../react/provider/provided'
import { hasIsolatedNames } from '../../format/isolate'
import { IsolatedText } from './text/SentenceWithName'

/** An amount of minor units in the provider's locale and currency; negative amounts are marked for CSS. */
export function Money({ minor, currency }: { minor: number | null | undefined; currency?: string }) {
  const settings = useLocaleSettings()
  if (typeof minor !== 'number' || !Number.isSafeInteger(minor)) return <span className="bk-money" data-sign="none" />
  const sign = minor < 0 ? 'negative' : minor > 0 ? 'positive' : 'zero'
  return (
    <span className="bk-money" data-sign={sign}>
      {formatMoney(minor, { locale: settings.locale, currency: currency ?? settings.currency })}
    </span>
  )
}

/** A `YYYY-MM-DD` date in the provider's locale, machine-readable in `dateTime`. */
export function DateText({ date }: { date: string | null | undefined }) {
  const { locale } = useLocaleSettings()
  if (typeof date !== 'string' || date === '') return null
  return <time dateTime={date}>{formatDate(date, locale)}</time>
}

/** Tone of a status badge, chosen from the status text the service sends. */
export type BadgeTone = 'neutral' | 'success' | 'warning' | 'danger'

const TONES: Record<string, BadgeTone> = {
  overdue: 'danger',
  void: 'neutral',
  voided: 'neutral',
  paid: 'success',
  reconciled: 'success',
  'partially paid': 'warning',
  partially_paid: 'warning',
  'due today': 'warning',
  reconciliation_discrepancy: 'danger',
  deleted: 'neutral',
}

/** A status as the service names it, with a tone for known values; it reads `label` (the status translated) or the status as it came. */
export function StatusBadge({ status, label, tone }: { status: string | null | undefined; label?: string; tone?: BadgeTone }) {
  if (typeof status !== 'string' || status === '') return null
  return (
    // The title: a narrow column may cut the badge ("Partially p…"), never its tooltip.
    <span className="bk-badge" data-tone={tone ?? TONES[status.toLowerCase()] ?? 'neutral'} title={label ?? status}>
      {label ?? status}
    </span>
  )
}

/**
 * A name or description as the service sent it, however long: drawn on at most two lines (a
 * list's cell keeps its one) and cut short with an ellipsis, the whole text still in the page for
 * assistive technology and in its `title` on hover. Isolated, as a name from outside is: the span
 * itself (`dir="auto"`, what makes `<bdi>` a `<bdi>`), or, for a text of our own that holds names
 * marked by `isolate()` ("4000 · Sales"), each name.
 */
export function ClampedText({ text, className }: { text: string | null | undefined; className?: string }) {
  // Only what is absent is left out: a value of another type still fails the render, for the component's error boundary to report.
  if (text === null || text === undefined || text === '') return null
  // A sentence of ours keeps the page's direction, its names each in <bdi>; a name alone is isolated
  // by its own box, as <bdi> would be (an inner <bdi> would outgrow the clamp's lines).
  const sentence = hasIsolatedNames(text)
  return (
    <span className={className ? `bk-clamp ${className}` : 'bk-clamp'} title={text} dir={sentence ? undefined : 'auto'}>
      {sentence ? <IsolatedText text={text} /> : text}
    </span>
  )
}
