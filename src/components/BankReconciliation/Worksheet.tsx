import { Suspense, useEffect, useMemo, useRef, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoney } from '../../format/money'
import type { BankStatementReading } from '../../core/import/types'
import type { BankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { formMessages } from '../../messages/forms/form'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import { useReconciliation, type FinishChoice, type FinishResult, type ReconciliationRow } from '../../react/reconcile/reconciliation'
import { reconciliationStatementOf } from '../../core/reconcile/statement'
import type { Reconciliation } from '../../core/reconcile/types'
import type { ClearedTotals } from '../../core/reconcile/worksheet'
import { levelBelow, useHeadingLevel } from '../shared/root/heading'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'
import { ErrorState, LoadingState } from '../shared/root/states'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { ClearedGrid } from './ClearedGrid'
import { DraftBar, useWorksheetDraft } from './DraftBar'
import { doneSentence } from './doneSentence'
import { StatementFields, readStatementText, statementText } from './StatementFields'
import { SummaryBar } from './SummaryBar'
import type { BankReconciliationProps, ReconciliationBankAccount } from './types'

// Each part shows only after an action, and loads in idle time once the worksheet has painted;
// those preloaded together load as one (idleParts.ts).
const loadIdleParts = () => import('./idleParts')
const discrepancyDialog = lazyPart(loadIdleParts, (module) => module.DiscrepancyDialog)
const adjustmentDialog = lazyPart(loadIdleParts, (module) => module.AdjustmentDialog)
const notClearedDialog = lazyPart(loadIdleParts, (module) => module.NotClearedDialog)
const finishOutcome = lazyPart(loadIdleParts, (module) => module.FinishOutcome)
const editorDialog = lazyPart(
  () => import('./EditorDialog'),
  (module) => module.EditorDialog,
)
const history = lazyPart(loadIdleParts, (module) => module.ReconciliationHistory)
const statementFile = lazyPart(loadIdleParts, (module) => module.StatementFile)
const interruptedFinish = lazyPart(
  () => import('./InterruptedFinish'),
  (module) => module.InterruptedFinish,
)
// Only a statement read can have rows the books lack: loaded when one has.
const statementOnlyRows = lazyPart(
  () => import('./StatementOnlyRows'),
  (module) => module.StatementOnlyRows,
)
const PARTS = [statementFile, discrepancyDialog, editorDialog, history]

interface WorksheetProps extends Omit<BankReconciliationProps, 'bankAccountId' | 'bankAccounts' | 'statement' | keyof CommonKeys> {
  bankAccountId: string
  account: ReconciliationBankAccount | undefined
  reading: BankStatementReading | undefined
  onRead: (reading: BankStatementReading | undefined) => void
  /** The account's name as its transactions give it, for a title when the host gave none. */
  onNamed: (name: string | undefined) => void
  messages: BankReconciliationMessages
}
type CommonKeys = Pick<BankReconciliationProps, 'className' | 'onError' | 'headingLevel' | 'aria-label' | 'aria-labelledby'>

/** The worksheet as it was sent: shown, not changeable, while a finish is on its way or stopped part-way. */
interface SentWorksheet {
  rows: readonly ReconciliationRow[]
  totals: ClearedTotals
  difference: number | undefined
}

/**
 * One account's reconciliation: the statement's figures, the two grids to tick, the summary with
 * the difference, and the finish; after a finish, the next month starts from empty fields.
 */
export function Worksheet({
  bankAccountId,
  account,
  reading,
  onRead,
  onNamed,
  messages,
  companyId,
  accounts,
  userName,
  onFinished,
  onOpenTransaction,
  options,
  onLoadStart,
  onLoadError,
}: WorksheetProps) {
  const { locale, currency } = useLocaleSettings()
  const format = useMemo(() => ({ locale, currency }), [locale, currency])
  const form = useMessages(formMessages)
  // The statement a finish used is done with: the next month starts from empty fields.
  const [used, setUsed] = useState<BankStatementReading>()
  const current = reading === used ? undefined : reading
  const statement = useMemo(() => reconciliationStatementOf(current), [current])
  const stated = statement?.balances?.closing
  const [text, setText] = useState(() => statementText(stated, format))
  const [filledFrom, setFilledFrom] = useState(stated && statement)
  // A new statement that states its closing fills the fields again (one that states none leaves what was typed).
  if (stated && filledFrom !== statement) {
    setFilledFrom(statement)
    setText(statementText(stated, format))
  }
  const read = readStatementText(text, format, messages, form)
  const state = useReconciliation(bankAccountId, {
    endDate: read.endDate,
    closingBalance: read.closing,
    openingBalance: read.opening,
    companyId,
    statement,
  })
  const draft = useWorksheetDraft({
    companyId: state.companyId,
    bankAccountId,
    text,
    rows: state.rows,
    fileName: statement?.fileName,
    onRestore: (saved, ticked, unticked) => {
      setText(saved)
      state.tick(ticked, true)
      state.tick(unticked, false)
    },
  })
  const accountName = account?.name ?? state.accountName
  useEffect(() => onNamed(accountName), [accountName, onNamed])
  useLoadCallbacks({ fetching: state.counting !== undefined, error: state.error }, { onLoadStart, onLoadError })
  usePreloadPartsWhenIdle(PARTS)

  const [sent, setSent] = useState<SentWorksheet>()
  const [outcome, setOutcome] = useState<FinishResult | Error>()
  const [done, setDone] = useState<Reconciliation>()
  const [abandonedOf, setAbandonedOf] = useState<string>()
  const [dialog, setDialog] = useState<'discrepancy' | 'adjustment' | 'notCleared'>()
  const [editing, setEditing] = useState<BankTransaction>()
  const doneRef = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (done) doneRef.current?.focus()
  }, [done])

  const settle = (result: FinishResult) => {
    if (result.abandoned) {
      setSent(undefined)
      return setOutcome(undefined)
    }
    if (!result.reconciliation) return setOutcome(result)
    setDone(result.reconciliation)
    setSent(undefined)
    setOutcome(undefined)
    setUsed(reading)
    onRead(undefined)
    setText(statementText(undefined, format))
    state.resetTicks()
    // The month is done: its saved work would only bring back what is reconciled now.
    draft.finished()
    onFinished?.(result.reconciliation)
  }
  const run = (send: () => Promise<FinishResult>) => {
    setDialog(undefined)
    setDone(undefined)
    setAbandonedOf(undefined)
    setOutcome(undefined)
    send().then(settle, (error: Error) => setOutcome(error))
  }
  const finish = (choice: FinishChoice) => {
    setSent({ rows: state.rows, totals: state.totals, difference: state.difference })
    // The books name the company on each transaction: the report's header says whose account it is.
    const companyName = state.rows.find((row) => row.transaction.company?.name)?.transaction.company?.name
    run(() => state.finish(choice, { userName, bankAccountName: accountName, ...(companyName ? { companyName } : {}) }))
  }
  // A finish whose record was kept goes on from it; one that wrote nothing is begun again.
  const retry = () => {
    const variables = state.finishing.variables
    if (state.interrupted) run(state.resume)
    else if (variables) run(() => state.finishing.mutateAsync(variables))
  }
  // Undo it: the interrupted finish's saved rows go back and its record goes.
  const undoIt = () => {
    const endDate = state.interrupted?.record.endDate
    run(() =>
      state.abandon().then((result) => {
        if (result.abandoned && endDate) setAbandonedOf(endDate)
        return result
      }),
    )
  }
  const countLocked = () => run(state.countLocked)
  const back = () => {
    setSent(undefined)
    setOutcome(undefined)
  }

  const rows = sent?.rows ?? state.rows
  const moneyIn = useMemo(() => rows.filter((row) => row.transaction.amount >= 0), [rows])
  const moneyOut = useMemo(() => rows.filter((row) => row.transaction.amount < 0), [rows])
  const finishing = state.finishing.isPending
  const frozen = sent !== undefined
  const closingDate = state.closing && !state.closing.modificationsEnabled ? state.closing.date : undefined
  const categorize = (transaction: BankTransaction) => (onOpenTransaction ? onOpenTransaction(transaction) : setEditing(transaction))
  const level = levelBelow(useHeadingLevel())
  const formatted = (minor: number) => formatMoney(minor, format)

  if (state.error && !finishing)
    return <ErrorState error={state.error} onRetry={state.retry} title={messages['bankReconciliation.loadFailed']} />

  const doneText = done && doneSentence(done, messages, locale, formatted)
  const unavailable =
    state.finishBlocked === 'future' && read.endDate
      ? messages['bankReconciliation.unavailableFuture'](formatDate(read.endDate, locale))
      : state.finishBlocked === 'readOnly'
        ? messages['bankReconciliation.unavailableReadOnly']
        : state.finishBlocked === 'underWay' && !frozen
          ? messages['bankReconciliation.unavailableUnderWay']
          : state.finishBlocked === 'undoing' && state.last
            ? messages['bankReconciliation.unavailableUndoing'](formatDate(state.last.endDate, locale))
            : undefined
  const gridProps = { messages, format, closingDate, frozen, onTick: state.tick, onCategorize: categorize }
  return (
    <div className="bk-reconcile__worksheet" data-state={finishing ? 'finishing' : state.counting ? 'counting' : 'ready'}>
      {doneText && (
        <p ref={doneRef} tabIndex={-1} className="bk-alert bk-reconcile__done" data-tone="success" role="status">
          {doneText} {messages['bankReconciliation.nextMonth']}
        </p>
      )}
      {abandonedOf && (
        <p className="bk-alert" data-tone="success" role="status">
          {messages['bankReconciliation.undoItDone'](formatDate(abandonedOf, locale))}
        </p>
      )}
      {state.interrupted && !finishing && !outcome && (
        <Suspense fallback={null}>
          <interruptedFinish.Component
            interrupted={state.interrupted}
            closingDate={closingDate}
            format={format}
            readOnly={state.finishBlocked === 'readOnly'}
            onResume={() => run(state.resume)}
            onAbandon={undoIt}
            onCountLocked={countLocked}
          />
        </Suspense>
      )}
      <StatementFields
        messages={messages}
        format={format}
        text={text}
        read={read}
        onChange={setText}
        last={state.last}
        known={state.reconciliations !== undefined}
        fileName={statement?.fileName ?? draft.restoredFile}
      >
        <Suspense fallback={null}>
          <statementFile.Component onRead={onRead} />
        </Suspense>
      </StatementFields>
      {state.openingCheck && !state.openingCheck.agrees && state.last && (
        <p className="bk-alert" data-tone="warning">
          {messages['bankReconciliation.openingDisagrees'](
            formatted(state.openingCheck.stated),
            formatted(state.openingCheck.expected),
            formatDate(state.last.endDate, locale),
          )}
        </p>
      )}
      {state.endDateReconciled && state.last && (
        <p className="bk-alert" data-tone="warning">
          {messages['bankReconciliation.monthReconciled'](formatDate(state.last.endDate, locale))}
        </p>
      )}
      {state.counting && rows.length === 0 ? (
        <LoadingState rows={4} columns={4} label={messages['bankReconciliation.loading']} />
      ) : read.endDate === undefined && !frozen ? (
        <p className="bk-reconcile__none">{messages['bankReconciliation.enterStatement']}</p>
      ) : (
        <div className="bk-reconcile__sides">
          <ClearedGrid direction="out" rows={moneyOut} {...gridProps} />
          <ClearedGrid direction="in" rows={moneyIn} {...gridProps} />
        </div>
      )}
      {state.statementOnly.length > 0 && !frozen && (
        <Suspense fallback={null}>
          <statementOnlyRows.Component bankAccountId={bankAccountId} rows={state.statementOnly} categories={options?.categories} />
        </Suspense>
      )}
      <SummaryBar
        messages={messages}
        format={format}
        counting={state.counting}
        totals={sent?.totals ?? (read.endDate === undefined ? undefined : state.totals)}
        opening={state.openingBalance}
        closing={read.closing}
        difference={sent ? sent.difference : state.difference}
        canFinish={!frozen && state.finishBlocked === undefined && !state.error}
        unavailable={unavailable}
        progress={finishing ? (state.finishing.progress ?? { done: 0, total: 0, saved: 0 }) : undefined}
        onCancel={state.finishing.cancel}
        notClearedYet={frozen ? 0 : state.notClearedYet}
        onFinish={() => (state.notClearedYet > 0 ? setDialog('notCleared') : finish({ outcome: 'balanced' }))}
        onDiscrepancy={() => setDialog('discrepancy')}
        onAdjustment={() => setDialog('adjustment')}
      />
      {state.companyId && <DraftBar draft={draft} messages={messages} locale={locale} disabled={frozen || finishing} />}
      <Suspense fallback={null}>
        {outcome && !finishing && (
          <finishOutcome.Component
            outcome={outcome}
            closingDate={closingDate}
            onRetry={state.finishing.variables ? retry : undefined}
            onUndo={state.interrupted ? undoIt : undefined}
            onCountLocked={countLocked}
            onBack={back}
          />
        )}
        {dialog === 'discrepancy' && state.difference !== undefined && (
          <discrepancyDialog.Component
            difference={state.difference}
            onConfirm={() => finish({ outcome: 'discrepancy' })}
            onCancel={() => setDialog(undefined)}
          />
        )}
        {dialog === 'notCleared' && (
          <notClearedDialog.Component
            count={state.notClearedYet}
            onConfirm={() => finish({ outcome: 'balanced' })}
            onCancel={() => setDialog(undefined)}
          />
        )}
        {dialog === 'adjustment' && state.difference !== undefined && read.endDate && (
          <adjustmentDialog.Component
            difference={state.difference}
            endDate={read.endDate}
            accounts={accounts}
            bankGlAccountId={account?.glAccountId}
            onConfirm={(choice: FinishChoice) => finish(choice)}
            onCancel={() => setDialog(undefined)}
          />
        )}
        {editing && (
          <editorDialog.Component transaction={editing} options={options} messages={messages} onClose={() => setEditing(undefined)} />
        )}
      </Suspense>
      {state.companyId && (
        <Suspense fallback={null}>
          <history.Component
            companyId={state.companyId}
            bankAccountId={bankAccountId}
            bankAccountName={accountName}
            headingLevel={level}
            // The green "Reconciled…" banner no longer holds once that month is undone.
            onUndone={(undone: Reconciliation) => setDone((shown) => (shown?.id === undone.id ? undefined : shown))}
          />
        </Suspense>
      )}
    </div>
  )
}
