import { useEffect, useId, useRef } from 'react'
import { formatDate } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { formatMoney, type MoneyFormat } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import type { ReconciliationHistoryMessages } from '../../../messages/reconcile/reconciliationHistory'
import type { ReconciledTransaction, Reconciliation } from '../../../core/reconcile/types'
import type { ReconciledChange } from '../../../core/reconcile/worksheet'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { ModalDialog } from '../../shared/dialog/ModalDialog'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { ChangeList, finishedText } from './HistoryItem'
import { clearedBalanceOf } from '../../../core/reconcile/notCleared'
import { clearedByKind, notClearedTotal, sumOf, type ReportPeriod } from '../../../core/reconcile/report'

interface ReconciliationReportProps {
  reconciliation: Reconciliation
  period: ReportPeriod
  account: string
  changes: readonly ReconciledChange[] | undefined
  /** The account's transactions are still being read: whether anything changed since is not known yet. */
  checking: boolean
  messages: ReconciliationHistoryMessages
  format: MoneyFormat
  onCsv: () => void
  onClose: () => void
}

/**
 * A reconciliation's report as accountants read one: whose company and account, the period and who
 * finished it, the summary from the statement's beginning balance through what cleared to its
 * ending balance and the difference, what had not cleared and the register balance at the end date,
 * then the cleared transactions by kind, those not cleared, and what changed since. Money out is
 * negative throughout. Printed alone, as a full page.
 */
export function ReconciliationReport({
  reconciliation,
  period,
  account,
  changes,
  checking,
  messages,
  format,
  onCsv,
  onClose,
}: ReconciliationReportProps) {
  const dialog = useModalDialog()
  const close = useRef<HTMLButtonElement>(null)
  // After the dialog's own effect has noted what held the focus (it gets it back on close).
  useEffect(() => close.current?.focus(), [])
  const id = useId()
  const { locale } = format
  const money = (minor: number) => formatMoney(minor, format)
  const end = formatDate(reconciliation.endDate, locale)
  const { moneyIn, moneyOut, closedPeriod } = clearedByKind(reconciliation)
  const { adjustment, uncleared } = reconciliation
  const unclearedTotal = notClearedTotal(reconciliation)
  const notClearedCaption = uncleared
    ? messages['reconciliationHistory.report.notCleared'](end, formatCount(uncleared.length, locale), uncleared.length)
    : ''
  const print = () => {
    const root = document.documentElement
    const done = () => {
      root.classList.remove('bk-print-one')
      dialog.current?.removeAttribute('data-printing')
      window.removeEventListener('afterprint', done)
    }
    window.addEventListener('afterprint', done)
    root.classList.add('bk-print-one')
    dialog.current?.setAttribute('data-printing', '')
    window.print()
  }
  return (
    <ModalDialog dialog={dialog} className="bk-dialog bk-reconciliation-report" data-size="wide" titleId={id} onCancel={onClose}>
      <h2 id={id} className="bk-dialog__title">
        {messages['reconciliationHistory.report.title']}
      </h2>
      <dl className="bk-reconciliation-history__figures">
        {reconciliation.companyName && (
          <div>
            <dt>{messages['reconciliationHistory.report.company']}</dt>
            <dd>{reconciliation.companyName}</dd>
          </div>
        )}
        <div>
          <dt>{messages['reconciliationHistory.report.account']}</dt>
          <dd>{account}</dd>
        </div>
        <div>
          <dt>{messages['reconciliationHistory.report.period']}</dt>
          <dd>
            {period.from === undefined
              ? messages['reconciliationHistory.report.first'](end)
              : `${formatDate(period.from, locale)} – ${end}`}
          </dd>
        </div>
        <div>
          <dt>{messages['reconciliationHistory.finished']}</dt>
          <dd>
            <IsolatedText text={finishedText(reconciliation, messages, locale)} />
          </dd>
        </div>
        {reconciliation.statementFile && (
          <div>
            <dt>{messages['reconciliationHistory.report.statementFile']}</dt>
            <dd>{reconciliation.statementFile}</dd>
          </div>
        )}
      </dl>
      <table className="bk-shortcuts__table bk-reconciliation-report__table">
        <caption>{messages['reconciliationHistory.report.summary']}</caption>
        <tbody>
          <SummaryRow label={messages['reconciliationHistory.opening']} amount={money(reconciliation.openingBalance)} />
          <SummaryRow
            label={messages['reconciliationHistory.report.moneyIn'](formatCount(moneyIn.length, locale), moneyIn.length)}
            amount={money(reconciliation.clearedIn)}
          />
          <SummaryRow
            label={messages['reconciliationHistory.report.moneyOut'](formatCount(moneyOut.length, locale), moneyOut.length)}
            amount={money(reconciliation.clearedOut)}
          />
          <SummaryRow label={messages['reconciliationHistory.report.clearedBalance']} amount={money(clearedBalanceOf(reconciliation))} />
          <SummaryRow label={messages['reconciliationHistory.closing']} amount={money(reconciliation.closingBalance)} />
          <SummaryRow
            label={
              adjustment
                ? messages['reconciliationHistory.report.adjustment'](isolate(adjustment.glAccountName ?? adjustment.glAccountId))
                : messages['reconciliationHistory.report.difference']
            }
            amount={money(adjustment ? adjustment.amount : reconciliation.difference)}
          />
          {unclearedTotal !== undefined && reconciliation.registerBalance !== undefined && (
            <>
              <SummaryRow label={notClearedCaption} amount={money(unclearedTotal)} />
              <SummaryRow
                label={messages['reconciliationHistory.report.registerBalance'](end)}
                amount={money(reconciliation.registerBalance)}
              />
            </>
          )}
        </tbody>
      </table>
      <p className="bk-field__hint">{messages['reconciliationHistory.report.signs']}</p>
      <Cleared
        caption={messages['reconciliationHistory.report.moneyIn'](formatCount(moneyIn.length, locale), moneyIn.length)}
        rows={moneyIn}
        total={sumOf(moneyIn)}
        messages={messages}
        format={format}
      />
      <Cleared
        caption={messages['reconciliationHistory.report.moneyOut'](formatCount(moneyOut.length, locale), moneyOut.length)}
        rows={moneyOut}
        total={sumOf(moneyOut)}
        messages={messages}
        format={format}
      />
      {/* Counted in the cleared totals above, though never saved: the closing locks them. */}
      {closedPeriod.length > 0 && (
        <Cleared
          caption={messages['reconciliationHistory.report.closedPeriod'](formatCount(closedPeriod.length, locale), closedPeriod.length)}
          rows={closedPeriod}
          total={sumOf(closedPeriod)}
          messages={messages}
          format={format}
        />
      )}
      {uncleared && unclearedTotal !== undefined ? (
        <Cleared caption={notClearedCaption} rows={uncleared} total={unclearedTotal} messages={messages} format={format} />
      ) : (
        <p>{messages['reconciliationHistory.report.notClearedNotKept']}</p>
      )}
      {changes && changes.length > 0 ? (
        <section aria-labelledby={`${id}-changed`}>
          <h3 id={`${id}-changed`}>
            {messages['reconciliationHistory.changedCount'](formatCount(changes.length, locale), changes.length)}
          </h3>
          <ChangeList reconciliation={reconciliation} changes={changes} messages={messages} format={format} />
        </section>
      ) : (
        // Nothing is called unchanged before every transaction is read.
        !checking && <p>{messages['reconciliationHistory.report.noChange']}</p>
      )}
      <div className="bk-dialog__actions bk-reconciliation-report__actions">
        <button type="button" className="bk-button" onClick={print}>
          {messages['reconciliationHistory.report.print']}
        </button>
        <button type="button" className="bk-button" onClick={onCsv}>
          {messages['reconciliationHistory.csv']}
        </button>
        <button ref={close} type="button" className="bk-button" data-variant="primary" onClick={onClose}>
          {messages['reconciliationHistory.report.close']}
        </button>
      </div>
    </ModalDialog>
  )
}

/** A figure of the summary; a name in its label marked by `isolate()`. */
function SummaryRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr>
      <th scope="row">
        <IsolatedText text={label} />
      </th>
      <td className="bk-money">{amount}</td>
    </tr>
  )
}

/** One kind of transactions (money in or out cleared, or those not cleared), oldest first, with their total. */
function Cleared({
  caption,
  rows,
  total,
  messages,
  format,
}: {
  caption: string
  rows: readonly ReconciledTransaction[]
  total: number
  messages: ReconciliationHistoryMessages
  format: MoneyFormat
}) {
  return (
    <table className="bk-shortcuts__table bk-reconciliation-report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{messages['reconciliationHistory.report.date']}</th>
          <th scope="col">{messages['reconciliationHistory.report.description']}</th>
          <th scope="col">{messages['reconciliationHistory.report.amount']}</th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td colSpan={3}>{messages['reconciliationHistory.report.none']}</td>
          </tr>
        ) : (
          rows.map((one) => (
            <tr key={one.id}>
              <td>{formatDate(one.date, format.locale)}</td>
              <td>{one.description ?? ''}</td>
              <td className="bk-money">{formatMoney(one.amount, format)}</td>
            </tr>
          ))
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            {messages['reconciliationHistory.report.total']}
          </th>
          <td className="bk-money">{formatMoney(total, format)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
