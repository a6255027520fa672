import { useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { queueRulesMessages } from '../../messages/queueRules'
import type { BankTransactionSet } from '../../books/bankTransactionSet'
import { ofCompany } from '../../react/categorizationRules'
import { useBookkeepingContext } from '../../react/context'
import { useMessages } from '../../react/provided'
import { QUEUE_PAGE_SIZE } from '../../react/reviewCount'
import { ruleNameOf } from '../shared/ruleOffer/ruleName'
import { RuleOfferForm } from '../shared/ruleOffer/RuleOfferForm'
import { useCategoryNames } from '../shared/pickers/useCategoryNames'
import type { BankTransactionEditorOptions } from './options'

/**
 * The editor's "Always categorize like this…": the offer form for the transaction and the category
 * chosen in the form, below the category. Loaded when the user asks for it.
 */
export function EditorRuleOffer({
  record,
  categoryId,
  options,
  onClose,
}: {
  record: BankTransaction
  categoryId: string
  options: BankTransactionEditorOptions
  onClose: (created: string | undefined) => void
}) {
  const messages = useMessages(queueRulesMessages)
  const [records] = useState(() => [record])
  const categoryName = useCategoryNames(options.categories, records)
  const chosen = categoryName(categoryId)
  const companyId = record.company?.id ?? 'default'
  // The queue's synced set, when the page has one: "it would change N now" counts it (the editor alone syncs nothing).
  const { queryClient, keys } = useBookkeepingContext()
  const [history] = useState(() => {
    const set = queryClient.getQueryData<BankTransactionSet>(keys.bankTransactions.list(QUEUE_PAGE_SIZE))
    return set ? ofCompany(set.transactions, companyId) : undefined
  })
  return (
    <RuleOfferForm
      transaction={record}
      companyId={companyId}
      history={history}
      categoryId={categoryId}
      categories={options.categories ?? (chosen ? [{ id: categoryId, name: chosen }] : [])}
      categoryName={categoryName}
      focusFirst
      onCreated={(rule) => onClose(messages['queueRules.offer.created'](ruleNameOf(rule)))}
      onClose={() => onClose(undefined)}
    />
  )
}
