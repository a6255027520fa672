import { useEffect, useMemo, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import { formatDate } from '../../../format/date'
import { minorDigits, type MoneyFormat } from '../../../format/money'
import { formatCount } from '../../../messages/messageSet'
import { reconciliationHistoryMessages } from '../../../messages/reconcile/reconciliationHistory'
import { useBankTransactions } from '../../../react/queue/bankTransactions'
import { useLocaleSettings, useMessages, useSession } from '../../../react/provider/provided'
import { useReconciliations } from '../../../react/reconcile/reconciliation'
import { ReconciliationsUnreadableError } from '../../../core/reconcile/reconciliationParts'
import { QUEUE_PAGE_SIZE } from '../../../react/queue/queuePageSize'
import type { Reconciliation } from '../../../core/reconcile/types'
import { changesSince, type ReconciledChange } from '../../../core/reconcile/worksheet'
import { downloadCsv } from '../../shared/files/download'
import { EmptyState, ErrorState, LoadingState } from '../../shared/root/states'
import { HistoryItem } from './HistoryItem'
import { reportPeriod } from '../../../core/reconcile/report'
import { fileNamePart, historyCsv, reconciliationCsv } from './reportCsv'
import { ReconciliationReport } from './ReconciliationReport'
import { UndoLastReconciliation } from './UndoLastReconciliation'

/** Props of the account's reconciliation history (a part of `<BankReconciliation>`, loaded after the worksheet). */
export interface ReconciliationHistoryProps {
  /** The company whose store keeps the account's reconciliations. */
  companyId: string
  bankAccountId: string
  /** The account's name, for the report's title and the CSV's file name. */
  bankAccountName?: string
  /** The history's heading level (the component's own level + 1). */
  headingLevel: 2 | 3 | 4 | 5 | 6
  /** The last reconciliation was undone: the worksheet's "Reconciled…" banner no longer holds. */
  onUndone?: (reconciliation: Reconciliation) => void
}

/**
 * What changed since each reconciliation, by its id, once the account's transactions are all read
 * (`undefined` before: a transaction not read yet is not "gone", and nothing is called unchanged).
 */
type ChangesById = ReadonlyMap<string, readonly ReconciledChange[]> | undefined

/** The account's finished reconciliations, newest first, with a report, CSV and Undo of the last one. */
export function ReconciliationHistory({ companyId, bankAccountId, bankAccountName, headingLevel, onUndone }: ReconciliationHistoryProps) {
  const messages = useMessages(reconciliationHistoryMessages)
  const { locale, currency } = useLocaleSettings()
  const format: MoneyFormat = { locale, currency }
  const { readOnly } = useSession()
  const stored = useReconciliations(companyId, bankAccountId)
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  const [reportOf, setReportOf] = useState<Reconciliation>()
  const [undoing, setUndoing] = useState(false)
  // The undo's notice holds while the reconciliation it left last is still the last: finishing that month again ends it.
  const [notice, setNotice] = useState<{ text: string; lastAfter: string | undefined }>()
  const heading = useRef<HTMLHeadingElement>(null)
  const reconciliations = stored.data?.book.reconciliations
  const whole = set.data && set.data.syncing === undefined ? set.data.transactions : undefined
  const changes: ChangesById = useMemo(() => {
    if (!whole || !reconciliations) return undefined
    const byId = new Map<string, BankTransaction>()
    for (const transaction of whole) if (transaction.bankAccount?.id === bankAccountId) byId.set(transaction.id, transaction)
    return new Map(reconciliations.map((one) => [one.id, changesSince(one, byId)]))
  }, [whole, reconciliations, bankAccountId])
  const Title = `h${headingLevel}` as const
  const account = bankAccountName ?? reconciliations?.at(-1)?.bankAccountName ?? bankAccountId
  const digits = minorDigits(format)
  const csvOf = (one: Reconciliation) =>
    downloadCsv(
      reconciliationCsv(one, {
        words: messages,
        digits,
        account,
        period: reportPeriod(reconciliations ?? [one], one),
        changes: changes?.get(one.id),
      }),
      `reconciliation-${fileNamePart(account)}-${one.endDate}.csv`,
    )
  // After an undo, the focus goes to the history's title once the dialog has closed (nothing outside a modal dialog takes the focus).
  const [focusTitle, setFocusTitle] = useState(0)
  useEffect(() => {
    if (focusTitle > 0) heading.current?.focus()
  }, [focusTitle])

  let body
  if (stored.isPending) body = <LoadingState rows={3} columns={3} label={messages['reconciliationHistory.loading']} />
  else if (stored.isError) {
    const retry = () => void stored.refetch()
    body =
      stored.error instanceof ReconciliationsUnreadableError ? (
        <div className="bk-state" data-state="error" role="alert">
          <p className="bk-state__title">{messages['reconciliationHistory.unreadable'](stored.error.field)}</p>
          <button type="button" className="bk-button" onClick={retry}>
            {messages['reconciliationHistory.tryAgain']}
          </button>
        </div>
      ) : (
        <ErrorState error={stored.error} title={messages['reconciliationHistory.loadFailed']} onRetry={retry} />
      )
  } else if (!reconciliations || reconciliations.length === 0)
    body = (
      <EmptyState title={messages['reconciliationHistory.empty']}>
        <p>{messages['reconciliationHistory.emptyHint']}</p>
      </EmptyState>
    )
  else {
    const list = reconciliations
    body = (
      <>
        <div className="bk-toolbar">
          <button
            type="button"
            className="bk-button"
            onClick={() => downloadCsv(historyCsv(list, messages, digits), `reconciliations-${fileNamePart(account)}.csv`)}
          >
            {messages['reconciliationHistory.historyCsv']}
          </button>
        </div>
        {changes === undefined && (
          <p className="bk-field__hint" role="status">
            {set.isError && !set.isFetching
              ? messages['reconciliationHistory.checkFailed']
              : messages['reconciliationHistory.checking'](formatCount(set.data?.syncing?.received ?? 0, locale))}
          </p>
        )}
        {/* Why no Undo is offered: a read-only session is told, not left to wonder. */}
        {readOnly && <p className="bk-field__hint">{messages['reconciliationHistory.undoReadOnly']}</p>}
        <ol className="bk-attachments__list" aria-label={messages['reconciliationHistory.listLabel']}>
          {list
            .map((one, index) => (
              <HistoryItem
                key={one.id}
                reconciliation={one}
                changes={changes?.get(one.id)}
                messages={messages}
                format={format}
                canUndo={index === list.length - 1 && !readOnly}
                onReport={() => setReportOf(one)}
                onCsv={() => csvOf(one)}
                onUndo={() => {
                  setNotice(undefined)
                  setUndoing(true)
                }}
              />
            ))
            .reverse()}
        </ol>
      </>
    )
  }
  const last = reconciliations?.at(-1)
  const noticeHolds = notice !== undefined && stored.isSuccess && notice.lastAfter === last?.id

  return (
    <section className="bk-reconciliation-history" aria-labelledby={`${bankAccountId}-history`}>
      <Title ref={heading} id={`${bankAccountId}-history`} tabIndex={-1}>
        {messages['reconciliationHistory.title']}
      </Title>
      <p role="status">{noticeHolds ? notice.text : ''}</p>
      {body}
      {reportOf && reconciliations && (
        <ReconciliationReport
          reconciliation={reportOf}
          period={reportPeriod(reconciliations, reportOf)}
          account={account}
          changes={changes?.get(reportOf.id)}
          checking={changes === undefined}
          messages={messages}
          format={format}
          onCsv={() => csvOf(reportOf)}
          onClose={() => setReportOf(undefined)}
        />
      )}
      {undoing && last && (
        <UndoLastReconciliation
          companyId={companyId}
          bankAccountId={bankAccountId}
          reconciliation={last}
          messages={messages}
          format={format}
          onClose={(undone) => {
            setUndoing(false)
            if (!undone) return
            const count = last.transactions.length
            setNotice({
              text: messages['reconciliationHistory.undo.done'](formatDate(last.endDate, locale), formatCount(count, locale), count),
              lastAfter: reconciliations?.at(-2)?.id,
            })
            onUndone?.(last)
            // Its Undo button is gone with it: the focus goes to the history's title, above the notice.
            setFocusTitle((times) => times + 1)
          }}
        />
      )}
    </section>
  )
}
