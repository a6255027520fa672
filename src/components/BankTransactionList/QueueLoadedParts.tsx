/**
 * The queue's parts that load once its rows have painted, drawn together: the rules, the deposits
 * matched to invoices, and the transfers. Each reports what it gives the rows (its view) to the
 * queue; the rules hold back from the rows the other two claim, and confirm nothing until both
 * have looked at the set as it is.
 */
import { Suspense, useMemo } from 'react'
import type { BankTransaction } from '../../api/types'
import type { ReviewLine } from '../../api/writes/bankTransactionItems'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import type { QueueIndex } from '../../core/queue/view/queueIndex'
import type { OptionSource, PickerOption } from '../../core/forms/optionSource'
import { QueueMatches, QueueRules, QueueTransfers } from './queueParts'
import type { QueueMatchesView, QueueRulesView, QueueTransfersView } from './queueRulesView'
import type { RowLock } from '../../core/queue/view/rowLocks'
import type { useReviewActions } from './review/useReviewActions'

export interface QueueLoadedPartsProps {
  set: BankTransactionSet
  reread: () => Promise<BankTransactionSet | undefined>
  companyId: string | undefined
  /** The rows the queue's filters show now, in its order. */
  shown: readonly BankTransaction[]
  /** Where below the rows the rules' offer is drawn (QueueRules' `offerSlot`). */
  offerSlot: HTMLElement | null
  /** The bank accounts the set names (the queue's index keeps them). */
  bankAccounts: readonly PickerOption[]
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  lockKey: string
  /** A session that writes, with the closing known. */
  mayWrite: boolean
  readOnly: boolean
  actions: ReturnType<typeof useReviewActions>
  keep: (ids: readonly string[]) => void
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  /** The host's category for a card processor's fee (`BankTransactionListProps.feeCategoryId`). */
  feeCategoryId: string | undefined
  categoryName: (id: string) => string | undefined
  /** The parts' views as they last reported them. */
  views: { matches: QueueMatchesView | undefined; transfers: QueueTransfersView | undefined }
  onApplyMatch: (transaction: BankTransaction, lines: readonly ReviewLine[]) => void
  /** The queue's index: each row as the queue holds it now, for the transfers' writes. */
  index: QueueIndex
  onRulesView: (view: QueueRulesView) => void
  onMatchesView: (view: QueueMatchesView) => void
  onTransfersView: (view: QueueTransfersView) => void
}

export function QueueLoadedParts(props: QueueLoadedPartsProps) {
  const { set, lockOf, categories, known, actions, views } = props
  const { matches, transfers } = views
  // One function while the two views stand: the rules count their rows again only when it changes.
  const heldFromRules = useMemo(
    () => (transaction: BankTransaction) =>
      (matches?.paysInvoice(transaction) ?? false) || (transfers?.isTransferSide(transaction) ?? false),
    [matches, transfers],
  )
  return (
    <>
      <Suspense fallback={null}>
        <QueueRules
          set={set}
          reread={props.reread}
          companyId={props.companyId}
          lockOf={lockOf}
          lockKey={props.lockKey}
          // Not before the open invoices and the transfers are known: a confirming rule never takes a
          // deposit that pays an invoice, nor a transfer's side.
          mayConfirm={props.mayWrite && matches?.current === true && transfers?.current === true}
          heldFromRules={heldFromRules}
          shown={props.shown}
          offerSlot={props.offerSlot}
          mayChange={!props.readOnly}
          actions={actions}
          keep={props.keep}
          categories={categories}
          known={known}
          categoryName={props.categoryName}
          onView={props.onRulesView}
        />
      </Suspense>
      <Suspense fallback={null}>
        <QueueMatches
          set={set}
          lockOf={lockOf}
          categories={categories}
          known={known}
          feeCategoryId={props.feeCategoryId}
          onApply={props.onApplyMatch}
          onView={props.onMatchesView}
        />
      </Suspense>
      <Suspense fallback={null}>
        <QueueTransfers
          set={set}
          companyId={props.companyId}
          bankAccounts={props.bankAccounts}
          lockOf={lockOf}
          lockKey={props.lockKey}
          index={props.index}
          actions={actions}
          onSay={(text, tone) => actions.announce({ kind: 'said', text, tone })}
          onView={props.onTransfersView}
        />
      </Suspense>
    </>
  )
}
