import { useId, useState } from 'react'
import { formatDate } from '../../format/date'
import type { MoneyFormat } from '../../format/money'
import { formatCount } from '../../messages/messageSet'
import type { CategorizationRuleFormMessages } from '../../messages/forms/categorizationRuleForm'
import type { RuleTestRow } from '../../core/rules/types'
import { Money } from '../shared/cells'
import type { RuleNames } from './ruleText'
import { ruleTestGroups } from '../../core/rules/ruleTestGroups'
import type { RuleTestState } from './useRuleTest'

interface RuleTestResultProps {
  test: RuleTestState
  /** The rule has conditions to test. */
  testable: boolean
  /** The rule gives a category (or split) to compare with the user's. */
  categorized: boolean
  /** Older pages of the history are still arriving: the counts say "so far". */
  syncing: boolean
  /** Save found the result out of date: it was run again for the rule as it reads now. */
  staleSave: boolean
  names: RuleNames
  messages: CategorizationRuleFormMessages
  format: MoneyFormat
}

/**
 * What the rule would have done to the company's history: how many transactions it matches, in
 * groups that add up (categorized the same way, otherwise (listed on Show), to review with a
 * category already, to review it would change now). Announced politely as it changes.
 */
export function RuleTestResult({ test, testable, categorized, syncing, staleSave, names, messages, format }: RuleTestResultProps) {
  const id = useId()
  const [showing, setShowing] = useState(false)
  const { result } = test
  const count = (n: number) => formatCount(n, format.locale)
  let summary: string
  if (!testable) summary = messages['categorizationRules.test.needsCondition']
  else if (test.waiting) summary = messages['categorizationRules.test.waiting']
  else if (!result) summary = messages['categorizationRules.test.running']
  else {
    const matched = messages[syncing ? 'categorizationRules.test.matchedSoFar' : 'categorizationRules.test.matched'](
      count(result.matched),
      result.matched,
    )
    const groups = ruleTestGroups(result, categorized).map(({ group, count: n }) =>
      messages[`categorizationRules.test.group.${group}`](count(n), n),
    )
    summary = groups.length > 0 ? `${matched}: ${groups.join(', ')}.` : `${matched}.`
    if (!categorized) summary += ` ${messages['categorizationRules.test.noCategory']}`
  }
  const different = result && categorized && testable ? result.different : []
  return (
    <div className="bk-form-section bk-editor-form__fields bk-rule-test" data-state={test.current ? 'current' : 'updating'}>
      <div className="bk-rule-test__title">{messages['categorizationRules.test.title']}</div>
      <div role="status" aria-live="polite" aria-atomic="true">
        {staleSave && test.current && (
          <div className="bk-alert" data-tone="warning">
            {messages['categorizationRules.test.stale']}
          </div>
        )}
        <div className="bk-rule-test__summary">{summary}</div>
      </div>
      <div className="bk-toolbar">
        {testable && !test.waiting && (
          <button type="button" className="bk-button" onClick={test.runNow} aria-disabled={test.current || undefined}>
            {test.current ? messages['categorizationRules.test.run'] : messages['categorizationRules.test.running']}
          </button>
        )}
        {different.length > 0 && (
          <button
            type="button"
            className="bk-button"
            aria-expanded={showing}
            aria-controls={`${id}-different`}
            onClick={() => setShowing(!showing)}
          >
            {messages[showing ? 'categorizationRules.test.hideDifferent' : 'categorizationRules.test.showDifferent'](
              count(different.length),
            )}
          </button>
        )}
      </div>
      {different.length > 0 && showing && (
        <DifferentRows id={`${id}-different`} rows={different} names={names} messages={messages} format={format} />
      )}
    </div>
  )
}

function DifferentRows({
  id,
  rows,
  names,
  messages,
  format,
}: {
  id: string
  rows: readonly RuleTestRow[]
  names: RuleNames
  messages: CategorizationRuleFormMessages
  format: MoneyFormat
}) {
  const category = (row: RuleTestRow) =>
    row.categoryId === undefined
      ? messages['categorizationRules.test.uncategorized']
      : row.categoryId === 'split'
        ? messages['categorizationRules.test.split']
        : (names.category(row.categoryId) ?? row.categoryId)
  return (
    <div
      className="bk-grid-region"
      id={id}
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a long or wide table scrolls in its region, reached by keyboard too (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label={messages['categorizationRules.test.differentLabel']}
    >
      <table>
        <caption className="bk-visually-hidden">{messages['categorizationRules.test.differentLabel']}</caption>
        <thead>
          <tr>
            <th scope="col">{messages['categorizationRules.test.date']}</th>
            <th scope="col">{messages['categorizationRules.test.description']}</th>
            <th scope="col" data-kind="money">
              {messages['categorizationRules.test.amount']}
            </th>
            <th scope="col">{messages['categorizationRules.test.category']}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.transactionId}>
              <td>{formatDate(row.date, format.locale)}</td>
              <td>{row.description}</td>
              <td data-kind="money">
                <Money minor={row.amount} />
              </td>
              <td>{category(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
