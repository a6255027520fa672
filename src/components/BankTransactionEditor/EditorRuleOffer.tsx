import { useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { isolate } from '../../format/isolate'
import { queueRulesMessages } from '../../messages/queue/queueRules'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { ofCompany } from '../../core/rules/storedRules'
import { rulesCompanyOf } from '../../react/rules/categorizationRules'
import { useBookkeepingContext } from '../../react/provider/context'
import { useMessages } from '../../react/provider/provided'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { ruleNameOf } from '../shared/ruleOffer/ruleName'
import { RuleOfferForm } from '../shared/ruleOffer/RuleOfferForm'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { useCategoryNames } from '../shared/pickers/useCategoryNames'
import type { BankTransactionEditorOptions } from './options'

/**
 * The editor's "Make a rule…": the offer form for the transaction and the category
 * chosen in the form, below the category. Loaded when the user asks for it.
 */
export default function EditorRuleOffer({
  record,
  categoryId,
  options,
  onClose,
}: {
  record: BankTransaction
  categoryId: string
  options: BankTransactionEditorOptions
  onClose: () => void
}) {
  const messages = useMessages(queueRulesMessages)
  const [records] = useState(() => [record])
  const categoryName = useCategoryNames(options.categories, records)
  const chosen = categoryName(categoryId)
  const companyId = rulesCompanyOf([record])
  // The queue's synced set, when the page has one: "it would change N now" counts it (the editor alone syncs nothing).
  const { queryClient, keys } = useBookkeepingContext()
  const [{ history, soFar }] = useState(() => {
    const set = queryClient.getQueryData<BankTransactionSet>(keys.bankTransactions.list(QUEUE_PAGE_SIZE))
    return { history: set ? ofCompany(set.transactions, companyId) : undefined, soFar: set?.syncing !== undefined }
  })
  const [created, setCreated] = useState<string>()
  // Once made, the offer gives way to what was done (announced), with a way to close it.
  if (created)
    return (
      <p className="bk-toolbar" role="status">
        <span>
          <IsolatedText text={created} />
        </span>
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- the Create button the focus was on is gone: it goes to what replaced it */}
        <button type="button" className="bk-button" data-variant="ghost" autoFocus onClick={onClose}>
          {messages['queueRules.offer.close']}
        </button>
      </p>
    )
  return (
    <RuleOfferForm
      transaction={record}
      companyId={companyId}
      history={history}
      historySoFar={soFar}
      categoryId={categoryId}
      categories={options.categories ?? (chosen ? [{ id: categoryId, name: chosen }] : [])}
      categoryName={categoryName}
      focusFirst
      onCreated={(rule) => setCreated(messages['queueRules.offer.created'](isolate(ruleNameOf(rule))))}
      onClose={onClose}
    />
  )
}
