/**
 * Where an item of the close is fixed, in a modal dialog when the host takes no `onOpen`: the
 * review queue filtered to the month (to review, the suggestions, or Waiting for the owner for the questions;
 * the reviewed ones for the changes), the reconciliation of the account, the ledger of the account (the suspense's with its
 * fix: SuspenseLedger.tsx), or the trial balance at the month's end. Loaded when the user first opens one; Escape or Close returns focus to the
 * item's button.
 */
import type { CloseItemFilter } from '../../core/close/closeItems'
import type { GlAccountInfo } from '../../core/statements/glAccounts'
import type { CloseItemId } from '../../core/close/monthClose'
import { BankReconciliation } from '../BankReconciliation/BankReconciliation'
import { BankTransactionList } from '../BankTransactionList/BankTransactionList'
import { GeneralLedger } from '../GeneralLedger/GeneralLedger'
import { TrialBalance } from '../TrialBalance/TrialBalance'
import { ModalDialog } from '../shared/dialog/ModalDialog'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import { ledgerAccountOf, SuspenseLedger } from './SuspenseLedger'

export function OpenDialog({
  item,
  filter,
  accounts,
  companyId,
  title,
  closeLabel,
  onClose,
}: {
  item: CloseItemId
  filter: CloseItemFilter
  accounts: readonly GlAccountInfo[] | undefined
  companyId: string | undefined
  title: string
  closeLabel: string
  onClose: () => void
}) {
  const dialog = useModalDialog()
  const month = { from: filter.from, to: filter.to }
  let body
  switch (item) {
    case 'reconcile':
      body = <BankReconciliation bankAccountId={filter.bankAccountId} companyId={companyId} accounts={accounts} />
      break
    case 'suspense':
      body = filter.glAccountId ? (
        <SuspenseLedger glAccountId={filter.glAccountId} filter={filter} accounts={accounts} companyId={companyId} />
      ) : (
        <TrialBalance asOf={filter.to} accounts={accounts} companyId={companyId} />
      )
      break
    case 'receivables': {
      const account = filter.glAccountId ? ledgerAccountOf(accounts, filter.glAccountId) : undefined
      body = filter.glAccountId ? (
        <GeneralLedger
          glAccountId={filter.glAccountId}
          {...(account && { glAccount: account })}
          defaultFilter={{ beginDate: filter.from, endDate: filter.to }}
        />
      ) : (
        <TrialBalance asOf={filter.to} accounts={accounts} companyId={companyId} />
      )
      break
    }
    case 'balances':
      body = <TrialBalance asOf={filter.to} accounts={accounts} companyId={companyId} />
      break
    default:
      body = (
        <BankTransactionList
          editor="inline"
          companyId={companyId}
          defaultFilter={{
            ...month,
            view: item === 'changes' ? 'reviewed' : item === 'questions' ? 'waiting' : 'toReview',
            ...(filter.bankAccountId && { bankAccountId: filter.bankAccountId }),
          }}
        />
      )
  }
  return (
    <ModalDialog dialog={dialog} className="bk-dialog bk-close__dialog" data-size="wide" aria-label={title} onCancel={onClose}>
      <div className="bk-dialog__actions">
        <button type="button" className="bk-button" data-variant="ghost" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
      {body}
    </ModalDialog>
  )
}
