import { useId, useMemo } from 'react'
import { formatDate } from '../../../format/date'
import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import type { QueueRulesMessages } from '../../../messages/queue/queueRules'
import { useLocaleSettings } from '../../../react/provider/provided'
import type { CategorizationRule, RuleChange } from '../../../core/rules/types'
import { Money } from '../../shared/cells'
import { useModalDialog } from '../../shared/dialog/useModalDialog'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { ruleNameOf as ruleName } from '../../shared/ruleOffer/ruleName'
import { rowName } from '../../../core/queue/view/queueFilter'
import type { Matched } from '../../../core/queue/rules/ruleMatches'

/** Rows a preview lists per rule; the rest are counted. */
const PREVIEW_ROWS = 100

/** The rows "Apply rules" would change, by rule (in the rules' order), each with what its rule gives it. */
export function ApplyPreview({
  rows,
  messages,
  changeText,
  onApply,
  onCancel,
}: {
  rows: readonly Matched[]
  messages: QueueRulesMessages
  /** What a change gives, its categories marked by `isolate()`. */
  changeText: (change: RuleChange) => string | undefined
  onApply: () => void
  onCancel: () => void
}) {
  const dialog = useModalDialog()
  const id = useId()
  const { locale } = useLocaleSettings()
  const groups = useMemo(() => {
    const byRule = new Map<string, { rule: CategorizationRule; rows: Matched[] }>()
    for (const matched of rows) {
      const group = byRule.get(matched.match.rule.id)
      if (group) group.rows.push(matched)
      else byRule.set(matched.match.rule.id, { rule: matched.match.rule, rows: [matched] })
    }
    return [...byRule.values()]
  }, [rows])
  const count = formatCount(rows.length, locale)
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={id} className="bk-dialog__title">
        {messages['queueRules.preview.title'](count, rows.length)}
      </h2>
      <p className="bk-field__hint">{messages['queueRules.preview.intro']}</p>
      <div>
        {groups.map(({ rule, rows: ruleRows }) => (
          <table key={rule.id} className="bk-shortcuts__table">
            <caption>
              <IsolatedText text={messages['queueRules.preview.rule'](isolate(ruleName(rule)), formatCount(ruleRows.length, locale))} />
            </caption>
            <thead>
              <tr>
                <th scope="col">{messages['queueRules.preview.date']}</th>
                <th scope="col">{messages['queueRules.preview.description']}</th>
                <th scope="col">{messages['queueRules.preview.amount']}</th>
                <th scope="col">{messages['queueRules.preview.category']}</th>
              </tr>
            </thead>
            <tbody>
              {ruleRows.slice(0, PREVIEW_ROWS).map(({ transaction, match }) => (
                <tr key={transaction.id}>
                  <td>{formatDate(transaction.date, locale)}</td>
                  <td>{rowName(transaction)}</td>
                  <td>
                    <Money minor={transaction.amount} />
                  </td>
                  <td>
                    <IsolatedText text={changeText(match.change) ?? ''} />
                  </td>
                </tr>
              ))}
              {ruleRows.length > PREVIEW_ROWS && (
                <tr>
                  <td colSpan={4}>{messages['queueRules.preview.more'](formatCount(ruleRows.length - PREVIEW_ROWS, locale))}</td>
                </tr>
              )}
            </tbody>
          </table>
        ))}
      </div>
      <div className="bk-dialog__actions">
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- Cancel first: Enter never applies by accident */}
        <button type="button" className="bk-button" autoFocus onClick={onCancel}>
          {messages['queueRules.preview.cancel']}
        </button>
        <button type="button" className="bk-button" data-variant="primary" onClick={onApply}>
          {messages['queueRules.preview.apply'](count)}
        </button>
      </div>
    </dialog>
  )
}
