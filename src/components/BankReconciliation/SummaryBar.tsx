import { useId, useState } from 'react'
import type { WriteProgress } from '../../api/writes/outcome'
import { formatMoney, type MoneyFormat } from '../../format/money'
import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { formatCount } from '../../messages/messageSet'
import type { ClearedTotals } from '../../core/reconcile/worksheet'

interface SummaryBarProps {
  messages: BankReconciliationMessages
  format: MoneyFormat
  counting: { received: number } | undefined
  /** The cleared totals, when they are final (the set is whole and there is an end date); withheld otherwise. */
  totals: ClearedTotals | undefined
  /** The beginning balance (carried over or typed) and the statement's ending balance, when known. */
  opening: number | undefined
  closing: number | undefined
  /** `undefined` while counting or without the statement's balances: then no figure is shown, never 0. */
  difference: number | undefined
  canFinish: boolean
  /** Why Finish is not offered, when the reason is not the figures (a future end date, a read-only session, a finish on its way). */
  unavailable?: string
  /** How many statement rows tick a transaction still to review (said, and asked about before a finish). */
  notClearedYet?: number
  /** The finish on its way. */
  progress: WriteProgress | undefined
  onCancel: () => void
  onFinish: () => void
  onDiscrepancy: () => void
  onAdjustment: () => void
}

/** What the difference says: while counting that it is, without balances that there is none yet, else the figure. */
function differenceText({
  messages,
  format,
  counting,
  difference,
}: Pick<SummaryBarProps, 'messages' | 'format' | 'counting' | 'difference'>) {
  if (counting) return messages['bankReconciliation.counting'](formatCount(counting.received, format.locale))
  if (difference === undefined) return messages['bankReconciliation.noDifference']
  return messages['bankReconciliation.differenceIs'](formatMoney(difference, format))
}

/** One figure of the summary: a term and its amount, or nothing while it is not known. */
function Figure({ term, minor, format }: { term: string; minor: number | undefined; format: MoneyFormat }) {
  if (minor === undefined) return null
  return (
    <div>
      <dt>{term}</dt>
      <dd>{formatMoney(minor, format)}</dd>
    </div>
  )
}

/**
 * The summary as a statement reads (beginning balance, what cleared in and out, the cleared
 * balance, the ending balance) and the difference, kept in view below the grids (sticky), with the
 * finish. The difference alone is a polite live region and a tab stop: a screen reader hears it
 * change as rows are ticked, and a keyboard user reaches it without hunting.
 */
export function SummaryBar(props: SummaryBarProps) {
  const { messages, format, counting, totals, opening, closing, difference, canFinish, progress } = props
  const balanced = difference === 0
  const unavailableId = useId()
  const totalsId = useId()
  // In a narrow container the totals fold away (a phone's screen is for the rows): this opens them.
  const [expanded, setExpanded] = useState(false)
  const withheld = counting !== undefined || difference === undefined
  const shown = totals !== undefined && !counting
  return (
    <section
      className="bk-reconcile__summary"
      aria-label={messages['bankReconciliation.summary']}
      data-balanced={balanced || undefined}
      data-expanded={expanded || undefined}
    >
      {shown && (
        <dl id={totalsId} className="bk-reconcile__totals">
          <Figure term={messages['bankReconciliation.openingBalance']} minor={opening} format={format} />
          {/* Money out is shown negative, as in the grids, the history and the report. */}
          <Figure
            term={messages['bankReconciliation.clearedIn'](formatCount(totals.countIn, format.locale), totals.countIn)}
            minor={totals.clearedIn}
            format={format}
          />
          <Figure
            term={messages['bankReconciliation.clearedOut'](formatCount(totals.countOut, format.locale), totals.countOut)}
            minor={totals.clearedOut}
            format={format}
          />
          <Figure
            term={messages['bankReconciliation.clearedBalance']}
            minor={opening === undefined ? undefined : opening + totals.clearedIn + totals.clearedOut}
            format={format}
          />
          <Figure term={messages['bankReconciliation.closingBalance']} minor={closing} format={format} />
        </dl>
      )}
      {/* The difference is a tab stop of its own: the figure the whole worksheet is for. */}
      <p
        className="bk-reconcile__difference"
        role="status"
        aria-live="polite"
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard user reaches the difference without hunting for it
        tabIndex={0}
        data-state={withheld ? 'withheld' : balanced ? 'balanced' : 'open'}
      >
        {differenceText(props)}
      </p>
      {shown && (
        <button
          type="button"
          className="bk-button bk-reconcile__totals-toggle"
          data-variant="ghost"
          aria-expanded={expanded}
          aria-controls={totalsId}
          onClick={() => setExpanded(!expanded)}
        >
          {messages['bankReconciliation.totals']}
        </button>
      )}
      {!withheld && props.notClearedYet ? (
        <p className="bk-alert" data-tone="warning">
          {messages['bankReconciliation.notClearedYet'](formatCount(props.notClearedYet, format.locale), props.notClearedYet)}
        </p>
      ) : null}
      <div className="bk-reconcile__finish">
        {progress ? (
          <>
            <p className="bk-reconcile__progress" role="status">
              {progress.total > 0
                ? messages['bankReconciliation.finishing'](
                    formatCount(progress.done, format.locale),
                    formatCount(progress.total, format.locale),
                  )
                : messages['bankReconciliation.finishingStarted']}
            </p>
            <button type="button" className="bk-button" onClick={props.onCancel}>
              {messages['bankReconciliation.cancel']}
            </button>
          </>
        ) : difference !== undefined && difference !== 0 && canFinish ? (
          <>
            <button type="button" className="bk-button" onClick={props.onDiscrepancy}>
              {messages['bankReconciliation.finishWithDifference']}
            </button>
            {/* Not primary: only Finish at zero is; booking a difference is a choice to weigh. */}
            <button type="button" className="bk-button" onClick={props.onAdjustment}>
              {messages['bankReconciliation.bookAdjustment']}
            </button>
          </>
        ) : (
          <button
            type="button"
            className="bk-button"
            data-variant="primary"
            disabled={!canFinish || !balanced}
            aria-describedby={props.unavailable ? unavailableId : undefined}
            onClick={props.onFinish}
          >
            {messages['bankReconciliation.finish']}
          </button>
        )}
        {props.unavailable && !progress && (
          <p id={unavailableId} className="bk-reconcile__unavailable">
            {props.unavailable}
          </p>
        )}
      </div>
    </section>
  )
}
