/**
 * The queue's offer "Always categorize … as …?", drawn (through a portal) in the place the queue
 * keeps below its rows: appearing or leaving there, it never moves the row the user is on. Closed
 * or used, it gives the focus back to the row the rule was made from.
 */
import { useMemo, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { ofCompany } from '../../../core/rules/storedRules'
import type { CategorizationRule } from '../../../core/rules/types'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { RuleOfferForm } from '../../shared/ruleOffer/RuleOfferForm'
import { CURRENT_ROW, focusRow } from '../review/focusRow'
import type { Offer } from '../../../core/queue/rules/ruleOffers'

export interface QueueRuleOfferProps {
  offer: Offer
  /** Where it is drawn: the queue's place below its rows. */
  slot: HTMLElement
  /** An element inside the queue, from which the focus finds the queue's rows. */
  queue: RefObject<HTMLElement | null>
  set: BankTransactionSet
  /** How many companies the queue holds: with one, the set itself is the offer's history. */
  companyCount: number
  categories: OptionSource | readonly PickerOption[]
  categoryName: (id: string) => string | undefined
  onCreated: (rule: CategorizationRule) => void
  onClosed: (declined: boolean) => void
}

export function QueueRuleOffer({
  offer,
  slot,
  queue,
  set,
  companyCount,
  categories,
  categoryName,
  onCreated,
  onClosed,
}: QueueRuleOfferProps) {
  const { transactions } = set
  const { companyId } = offer
  // One company's set is its history as it is, not a copy made on every save.
  const history = useMemo(
    () => (companyCount === 1 ? transactions : ofCompany(transactions as BankTransaction[], companyId)),
    [transactions, companyId, companyCount],
  )
  const backToRow = () => focusRow(queue.current, [offer.transaction.id, CURRENT_ROW])
  return createPortal(
    <RuleOfferForm
      key={`${offer.transaction.id}\n${offer.categoryId}`}
      transaction={offer.transaction}
      companyId={companyId}
      categoryId={offer.categoryId}
      times={offer.times}
      history={history}
      historySoFar={set.syncing !== undefined}
      // One company's history is the set itself: its changes move the count.
      historyChange={history === transactions ? set.change : undefined}
      categories={categories}
      categoryName={categoryName}
      focusFirst={offer.asked}
      onCreated={(rule) => {
        // Back to the row the rule was made from, before the form (and the focus in it) leaves.
        backToRow()
        onCreated(rule)
      }}
      onClose={(declined) => {
        if (slot.contains(document.activeElement)) backToRow()
        onClosed(declined)
      }}
    />,
    slot,
  )
}
