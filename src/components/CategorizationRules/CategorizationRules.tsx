import { useId, useMemo, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { useBankTransactions } from '../../react/queue/bankTransactions'
import { useMessages } from '../../react/provider/provided'
import { QUEUE_PAGE_SIZE } from '../../react/queue/queuePageSize'
import { categorizationRulesMessages } from '../../messages/forms/categorizationRules'
import { ComponentRoot } from '../shared/root/ComponentRoot'
import { Heading } from '../shared/root/heading'
import { useLandmarkName } from '../shared/root/landmark'
import { ErrorState, LoadingState } from '../shared/root/states'
import { useLoadCallbacks } from '../shared/root/useLoadCallbacks'
import { CompanyRules } from './CompanyRules'
import type { CategorizationRulesProps } from './types'

interface CompanyOption {
  id: string
  name: string
}

/** The companies `transactions` name, by name. */
function companiesOf(transactions: readonly BankTransaction[] | undefined): CompanyOption[] {
  const companies = new Map<string, string>()
  for (const { company } of transactions ?? [])
    if (company?.id && !companies.has(company.id)) companies.set(company.id, company.name || company.id)
  return [...companies].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name))
}

/**
 * A company's categorization rules, in the order they are checked: each in plain words, switched
 * on and off, edited, deleted (with an undo) and moved (buttons, or Alt+Arrow keys). A rule is
 * tested against the company's history before it is saved. Kept in the provider's `store` with
 * the version read, so a change made elsewhere meanwhile is shown beside the user's, never
 * overwritten; exported and imported as a JSON file.
 */
export function CategorizationRules({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: CategorizationRulesProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="CategorizationRules" {...root}>
      <RulesBody {...props} />
    </ComponentRoot>
  )
}

function RulesBody({
  companyId,
  options,
  onLoadStart,
  onLoadError,
}: Pick<CategorizationRulesProps, 'companyId' | 'options' | 'onLoadStart' | 'onLoadError'>) {
  const messages = useMessages(categorizationRulesMessages)
  const titleId = useId()
  const landmarkName = useLandmarkName(titleId)
  // The set the rules are tested against, and (without `companyId`) the companies it names.
  const set = useBankTransactions({ limit: QUEUE_PAGE_SIZE })
  useLoadCallbacks({ fetching: set.isFetching, error: set.error }, { onLoadStart, onLoadError })
  const companies = useMemo(() => companiesOf(set.data?.transactions), [set.data?.transactions])
  const [chosen, setChosen] = useState<string>()
  const several = companyId === undefined && companies.length > 1
  const company = companyId ?? (several ? (companies.find((option) => option.id === chosen) ?? companies[0])?.id : undefined)

  let body
  // Which company's rules is known once the set has named its companies.
  if (companyId === undefined && !set.data)
    body = set.isError ? (
      <ErrorState error={set.error} onRetry={() => void set.refetch()} />
    ) : (
      <LoadingState rows={3} columns={2} label={messages['categorizationRules.loading']} />
    )
  else body = <CompanyRules key={company ?? ''} companyId={company} options={options} />

  return (
    <section className="bk-editor-form__fields bk-rules" {...landmarkName}>
      <Heading id={titleId} className="bk-rules__title">
        {messages['categorizationRules.title']}
      </Heading>
      <div className="bk-field__hint">{messages['categorizationRules.intro']}</div>
      {several && (
        <div className="bk-field bk-rules__company">
          <label className="bk-field__label" htmlFor={`${titleId}-company`}>
            {messages['categorizationRules.company']}
          </label>
          <select id={`${titleId}-company`} className="bk-select" value={company} onChange={(event) => setChosen(event.target.value)}>
            {companies.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </div>
      )}
      {body}
    </section>
  )
}
