import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { isClosedPeriodRefusal } from '../../api/writes/outcome'
import { formatDate } from '../../format/date'
import { isolate } from '../../format/isolate'
import { formatMoney } from '../../format/money'
import { accountsOfTransactions, type GlAccountInfo } from '../../core/statements/glAccounts'
import { bankReconciliationMessages } from '../../messages/reconcile/bankReconciliation'
import { bankReconciliationPartMessages } from '../../messages/reconcile/bankReconciliationParts'
import { formatCount } from '../../messages/messageSet'
import { sharedMessages } from '../../messages/shared'
import { useBankTransactions } from '../../react/queue/bankTransactions'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import type { FinishChoice, FinishResult } from '../../react/reconcile/reconciliation'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { ConfirmDialog } from '../shared/dialog/ConfirmDialog'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import { errorMessage } from '../shared/text/errorMessage'
import { FormField } from '../shared/form/FormField'
import { OptionPicker } from '../shared/pickers/OptionPicker'
import type { PickerOption } from '../../core/forms/optionSource'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { refusalText, unknownReasonText } from '../shared/text/writeOutcomeText'
import { LockedWayOut, useLockedWayOut } from './LockedWayOut'

// The parts of the finish that show only after a click: loaded then, or in idle time before.

const useFinishMessages = () => ({ ...useMessages(bankReconciliationMessages), ...useMessages(bankReconciliationPartMessages) })

/**
 * A dialog the worksheet unmounts rather than closes leaves the focus nowhere: it goes back to what
 * held it before (the button that opened it), noted before the dialog moves it.
 */
function useFocusBackToOpener() {
  const opener = useRef<Element | null>(null)
  useLayoutEffect(() => {
    opener.current = document.activeElement
  }, [])
  useEffect(
    () => () => {
      const lost = document.activeElement === null || document.activeElement === document.body
      if (lost && opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus()
    },
    [],
  )
}

/**
 * The plain warning before finishing with a difference left: the rows are then saved with a
 * discrepancy. The worksheet unmounts it rather than closing it, and a modal dialog taken out of the
 * page leaves the focus nowhere: the focus goes back to what held it before (the button that opened
 * it), noted before the dialog moves it to Cancel.
 */
export function DiscrepancyDialog({
  difference,
  onConfirm,
  onCancel,
}: {
  difference: number
  onConfirm: () => void
  onCancel: () => void
}) {
  const messages = useFinishMessages()
  const format = useLocaleSettings()
  useFocusBackToOpener()
  return (
    <ConfirmDialog
      open
      title={messages['bankReconciliation.discrepancyTitle']}
      confirmLabel={messages['bankReconciliation.discrepancyConfirm']}
      cancelLabel={messages['bankReconciliation.cancel']}
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{messages['bankReconciliation.discrepancyBody'](formatMoney(Math.abs(difference), format))}</p>
    </ConfirmDialog>
  )
}

/**
 * The question before finishing at a zero difference while statement rows tick transactions still
 * to review: they are not cleared, so something else ticked may stand in their place.
 */
export function NotClearedDialog({ count, onConfirm, onCancel }: { count: number; onConfirm: () => void; onCancel: () => void }) {
  const messages = useFinishMessages()
  const { locale } = useLocaleSettings()
  useFocusBackToOpener()
  return (
    <ConfirmDialog
      open
      title={messages['bankReconciliation.notClearedTitle']}
      confirmLabel={messages['bankReconciliation.finishAnyway']}
      cancelLabel={messages['bankReconciliation.cancel']}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      <p>{messages['bankReconciliation.notClearedBody'](formatCount(count, locale), count)}</p>
    </ConfirmDialog>
  )
}

const optionOf = (account: Pick<GlAccountInfo, 'id' | 'name' | 'accountNo'>): PickerOption => ({
  id: account.id,
  name: account.name,
  ...(account.accountNo ? { description: account.accountNo } : {}),
})

/** The accounts to pick: the host's chart, else the accounts the synced transactions name (said so). */
function useAccountOptions(accounts: readonly GlAccountInfo[] | undefined): { options: PickerOption[]; found: boolean } {
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE, enabled: accounts === undefined })
  const transactions = set.data?.transactions
  return useMemo(() => {
    if (accounts) return { options: accounts.map(optionOf), found: false }
    const seen = accountsOfTransactions(transactions ?? [])
    const options = [...seen.values()].map((account) =>
      optionOf({ id: account.id, name: account.name ?? account.id, accountNo: account.accountNo }),
    )
    return { options: options.sort((a, b) => a.name.localeCompare(b.name)), found: true }
  }, [accounts, transactions])
}

/**
 * The difference booked as a journal entry dated the statement's end date: the account it goes to
 * (picked), against the bank account's own ledger account: shown, not offered, when the host names
 * it (another account there would post the bank's side where the bank is not), picked only when
 * unknown; the amount and date shown. Booking finishes the reconciliation.
 */
export function AdjustmentDialog({
  difference,
  endDate,
  accounts,
  bankGlAccountId,
  onConfirm,
  onCancel,
}: {
  difference: number
  endDate: string
  accounts: readonly GlAccountInfo[] | undefined
  bankGlAccountId: string | undefined
  onConfirm: (choice: FinishChoice) => void
  onCancel: () => void
}) {
  const messages = useFinishMessages()
  const format = useLocaleSettings()
  const dialog = useModalDialog()
  const titleId = useId()
  const { options, found } = useAccountOptions(accounts)
  const [glAccountId, setGlAccountId] = useState('')
  const [bankAccount, setBankAccount] = useState(bankGlAccountId ?? '')
  const knownId = useId()
  const bankName = bankGlAccountId && (options.find((option) => option.id === bankGlAccountId)?.name ?? bankGlAccountId)
  const [errors, setErrors] = useState<{ account?: string; bank?: string }>({})
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next = {
      account: !glAccountId
        ? messages['bankReconciliation.adjustmentAccountRequired']
        : glAccountId === bankAccount
          ? messages['bankReconciliation.sameAccounts']
          : undefined,
      bank: bankAccount ? undefined : messages['bankReconciliation.bankGlAccountRequired'],
    }
    setErrors(next)
    if (next.account || next.bank) {
      const form = event.currentTarget as HTMLFormElement
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
    const name = options.find((option) => option.id === glAccountId)?.name
    onConfirm({ outcome: 'adjusted', glAccountId, bankGlAccountId: bankAccount, ...(name ? { glAccountName: name } : {}) })
  }
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-reconcile__adjustment"
      data-size="form"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <form onSubmit={submit} noValidate aria-labelledby={titleId}>
        <h2 id={titleId} className="bk-dialog__title">
          {messages['bankReconciliation.adjustmentTitle']}
        </h2>
        <div className="bk-dialog__body">
          <p>
            {messages['bankReconciliation.adjustmentIntro'](formatMoney(Math.abs(difference), format), formatDate(endDate, format.locale))}{' '}
            {messages[difference > 0 ? 'bankReconciliation.adjustmentIn' : 'bankReconciliation.adjustmentOut']}
          </p>
          <FormField
            label={messages['bankReconciliation.adjustmentAccount']}
            error={errors.account}
            hint={found ? messages['bankReconciliation.accountsFound'] : undefined}
            name="glAccountId"
          >
            {(control) => (
              <OptionPicker
                {...control}
                source={options}
                value={glAccountId}
                onChange={setGlAccountId}
                noneLabel={messages['bankReconciliation.noAccount']}
                label={messages['bankReconciliation.adjustmentAccount']}
              />
            )}
          </FormField>
          {bankName ? (
            <div className="bk-field" data-field="bankGlAccountId">
              <span className="bk-field__label" id={knownId}>
                {messages['bankReconciliation.bankGlAccount']}
              </span>
              <output className="bk-reconcile__carried" aria-labelledby={knownId}>
                {bankName}
              </output>
              <p className="bk-field__hint">{messages['bankReconciliation.bankGlAccountKnown']}</p>
            </div>
          ) : (
            <FormField label={messages['bankReconciliation.bankGlAccount']} error={errors.bank} name="bankGlAccountId">
              {(control) => (
                <OptionPicker
                  {...control}
                  source={options}
                  value={bankAccount}
                  onChange={setBankAccount}
                  noneLabel={messages['bankReconciliation.noAccount']}
                  label={messages['bankReconciliation.bankGlAccount']}
                />
              )}
            </FormField>
          )}
        </div>
        <div className="bk-dialog__actions">
          <button type="button" className="bk-button" onClick={onCancel}>
            {messages['bankReconciliation.cancel']}
          </button>
          <button type="submit" className="bk-button" data-variant="primary">
            {messages['bankReconciliation.adjustmentConfirm']}
          </button>
        </div>
      </form>
    </dialog>
  )
}

/**
 * A finish that stopped: the adjustment not booked, the transactions not all saved (each said, with
 * why), or the record not kept; Try again sends what is left (nothing twice), Back returns to the
 * worksheet as it is now.
 */
export function FinishOutcome({
  outcome,
  closingDate,
  onRetry,
  onUndo,
  onCountLocked,
  onBack,
}: {
  outcome: FinishResult | Error
  /** The books' closing date as last read: named when the closing refused rows. */
  closingDate: string | undefined
  onRetry: (() => void) | undefined
  /** Undoes the finish left on its way: offered at once when the closing refused what it has left, if it can end. */
  onUndo: (() => void) | undefined
  /** Finishes it counting the rows the closing refused as cleared in a closed period: offered with Undo it. */
  onCountLocked: (() => void) | undefined
  onBack: () => void
}) {
  const messages = useFinishMessages()
  const shared = useMessages(sharedMessages)
  const { locale } = useLocaleSettings()
  // The books were closed meanwhile: trying again is refused the same way; what is left is said below.
  const closedMeanwhile =
    !(outcome instanceof Error) && outcome.interrupted && outcome.rows.some((row) => isClosedPeriodRefusal(row.outcome))
      ? outcome.interrupted
      : undefined
  const wayOut = useLockedWayOut(closedMeanwhile, closingDate)
  const lines: string[] = []
  let title = messages['bankReconciliation.finishFailed']
  let retry = onRetry
  let undo: (() => void) | undefined
  if (outcome instanceof Error) {
    title = messages['bankReconciliation.finishFailedBecause'](errorMessage(outcome, shared))
  } else {
    const { adjustment, rows, recordNotKept } = outcome
    if (adjustment && adjustment.status !== 'saved') {
      title = messages['bankReconciliation.adjustmentFailed'](
        adjustment.status === 'refused'
          ? refusalText(adjustment, shared)
          : adjustment.status === 'unknown'
            ? unknownReasonText(adjustment, shared, locale)
            : shared['shared.errorTitle'],
      )
    }
    const failed = rows.filter((row) => row.outcome.status !== 'saved')
    if (failed.length > 0) {
      const saved = rows.length - failed.length
      title = messages['bankReconciliation.partly'](formatCount(saved, locale), formatCount(rows.length, locale), rows.length)
      for (const { transaction, outcome: one } of failed) {
        const name = isolate(transaction.description || transaction.id)
        if (one.status === 'refused') lines.push(messages['bankReconciliation.rowRefused'](name, refusalText(one, shared)))
        else if (one.status === 'unknown')
          lines.push(messages['bankReconciliation.rowUnknown'](name, unknownReasonText(one, shared, locale)))
        else if (one.status === 'notSent') lines.push(messages['bankReconciliation.rowNotSent'](name))
      }
      if (closedMeanwhile) {
        title = messages['bankReconciliation.closedMeanwhile'](
          closingDate && formatDate(closingDate, locale),
          formatCount(saved, locale),
          formatCount(rows.length, locale),
          rows.length,
        )
        retry = undefined
        undo = onUndo
      }
    }
    if (outcome.reversal && outcome.reversal.status !== 'saved') title = messages['bankReconciliation.undoItFailed']
    if (recordNotKept) title = messages['bankReconciliation.recordNotKept']
    if (outcome.notClaimed) {
      title = outcome.notClaimed.conflict
        ? messages['bankReconciliation.claimConflict']
        : messages['bankReconciliation.finishFailedBecause'](errorMessage(outcome.notClaimed.error, shared))
      if (outcome.notClaimed.conflict) retry = undefined
    }
  }
  return (
    <div className="bk-alert bk-reconcile__outcome" data-tone="danger" role="alert">
      <p className="bk-form-alert__title">{title}</p>
      {lines.length > 0 && (
        <ul className="bk-form-alert__details">
          {lines.map((line, index) => (
            <li key={index}>
              <IsolatedText text={line} />
            </li>
          ))}
        </ul>
      )}
      {wayOut && undo && onCountLocked ? (
        <LockedWayOut wayOut={wayOut} onCount={onCountLocked} onUndo={undo}>
          <button type="button" className="bk-button" onClick={onBack}>
            {messages['bankReconciliation.back']}
          </button>
        </LockedWayOut>
      ) : (
        <div className="bk-form-alert__actions">
          {undo && (
            <button type="button" className="bk-button" data-variant="primary" onClick={undo}>
              {messages['bankReconciliation.undoIt']}
            </button>
          )}
          {retry && (
            <button type="button" className="bk-button" data-variant="primary" onClick={retry}>
              {messages['bankReconciliation.tryAgain']}
            </button>
          )}
          <button type="button" className="bk-button" onClick={onBack}>
            {messages['bankReconciliation.back']}
          </button>
        </div>
      )}
    </div>
  )
}
