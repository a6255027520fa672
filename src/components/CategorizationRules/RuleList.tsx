import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { formatDate, parseDateTime } from '../../format/date'
import { isolate } from '../../format/isolate'
import type { MoneyFormat } from '../../format/money'
import { formatCount } from '../../messages/messageSet'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import type { CategorizationRule, RuleUse } from '../../core/rules/types'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { actionsText, conditionsText, ruleName, type RuleNames } from './ruleText'
import type { RuleControl } from './types'

/** A rule to focus once the list has drawn it: after a move, an undo or a save. */
export interface FocusRequest {
  ruleId: string
  control: RuleControl
}

/** "Applied 214 times, last on Jun 3, 2026" (the day in the viewer's time zone), or "Not applied yet". */
function appliedText(use: RuleUse['rules'][string] | undefined, messages: CategorizationRulesMessages, locale: string): string {
  if (!use || use.count === 0) return messages['categorizationRules.notApplied']
  const time = parseDateTime(use.lastAt)
  const at = time === undefined ? undefined : new Date(time)
  const day = at
    ? `${String(at.getFullYear()).padStart(4, '0')}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`
    : use.lastAt
  return messages['categorizationRules.applied'](formatCount(use.count, locale), use.count, formatDate(day, locale))
}

interface RuleListProps {
  rules: readonly CategorizationRule[]
  /** How often each rule applied and when last, by id (`undefined` while it is read: nothing is said). */
  use: RuleUse['rules'] | undefined
  names: RuleNames
  messages: CategorizationRulesMessages
  format: MoneyFormat
  readOnly: boolean
  focus: FocusRequest | undefined
  onFocused: () => void
  onToggle: (rule: CategorizationRule) => void
  onEdit: (rule: CategorizationRule) => void
  onDelete: (rule: CategorizationRule, index: number) => void
  onMove: (rule: CategorizationRule, index: number, by: -1 | 1, control: RuleControl) => void
}

/**
 * The rules in the order they are checked, each in plain words with its switch, Edit, Delete and
 * Move up / Move down. Alt+Arrow Up / Down moves the rule that holds the focus; the focus stays on
 * it (the list gives it back after the rule is drawn in its new place).
 */
export function RuleList({
  rules,
  use,
  names,
  messages,
  format,
  readOnly,
  focus,
  onFocused,
  onToggle,
  onEdit,
  onDelete,
  onMove,
}: RuleListProps) {
  const list = useRef<HTMLOListElement>(null)
  const hintId = useId()
  useLayoutEffect(() => {
    if (!focus) return
    const item = list.current?.querySelector<HTMLElement>(`[data-rule-id="${CSS.escape(focus.ruleId)}"]`)
    if (!item) return
    const control = item.querySelector<HTMLButtonElement | HTMLInputElement>(`[data-control="${focus.control}"]`)
    ;(control && !control.disabled ? control : item).focus()
    onFocused()
  }, [focus, onFocused])
  const count = formatCount(rules.length, format.locale)

  return (
    <>
      {!readOnly && (
        <div id={hintId} className="bk-field__hint">
          {messages['categorizationRules.reorderHint']}
        </div>
      )}
      <ol ref={list} className="bk-attachments__list" aria-label={messages['categorizationRules.listLabel']}>
        {rules.map((rule, index) => (
          <RuleItem
            key={rule.id}
            rule={rule}
            index={index}
            count={count}
            last={index === rules.length - 1}
            use={use === undefined ? undefined : appliedText(use[rule.id], messages, format.locale)}
            names={names}
            messages={messages}
            format={format}
            readOnly={readOnly}
            hintId={readOnly ? undefined : hintId}
            onToggle={onToggle}
            onEdit={onEdit}
            onDelete={onDelete}
            onMove={onMove}
          />
        ))}
      </ol>
    </>
  )
}

interface RuleItemProps extends Pick<
  RuleListProps,
  'names' | 'messages' | 'format' | 'readOnly' | 'onToggle' | 'onEdit' | 'onDelete' | 'onMove'
> {
  rule: CategorizationRule
  index: number
  count: string
  last: boolean
  /** How often it applied and when last, in words. */
  use: string | undefined
  hintId: string | undefined
}

function RuleItem({
  rule,
  index,
  count,
  last,
  use,
  names,
  messages,
  format,
  readOnly,
  hintId,
  onToggle,
  onEdit,
  onDelete,
  onMove,
}: RuleItemProps) {
  const id = useId()
  const name = ruleName(rule, messages)
  // Isolated in the buttons' labels, each a sentence of ours around it.
  const labelName = isolate(name)
  const position = messages['categorizationRules.position'](formatCount(index + 1, format.locale), count)
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (readOnly || !event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return
    const by = event.key === 'ArrowUp' ? -1 : 1
    event.preventDefault()
    if ((by === -1 && index === 0) || (by === 1 && last)) return
    const control = (event.target as HTMLElement).closest<HTMLElement>('[data-control]')?.dataset.control as RuleControl | undefined
    onMove(rule, index, by, control ?? 'item')
  }
  return (
    // The rule itself takes the focus, for Alt+Arrow to move it; its buttons do the same from inside it.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the keys move the focused rule; each move has its button too
    <li
      // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the rule is what Alt+Arrow moves, so it takes the focus
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="bk-form-section bk-attachments__item bk-rule"
      data-rule-id={rule.id}
      data-enabled={rule.enabled}
      aria-labelledby={`${id}-name`}
      aria-describedby={[`${id}-text`, use === undefined ? undefined : `${id}-use`, hintId].filter(Boolean).join(' ')}
    >
      <div className="bk-rule__summary">
        <div className="bk-toolbar">
          {/* Spaces between the parts: the layout ignores them, a screen reader reading the text does not. */}
          <span className="bk-rule__position">{position}</span> <strong id={`${id}-name`}>{name}</strong>{' '}
          {rule.confirm && (
            <span className="bk-badge" data-tone="warning">
              {messages['categorizationRules.confirms']}
            </span>
          )}{' '}
          {!rule.enabled && <span className="bk-badge">{messages['categorizationRules.off']}</span>}
        </div>
        <div id={`${id}-text`} className="bk-rule__text">
          <IsolatedText text={conditionsText(rule, names, messages, format).join(' · ')} /> →{' '}
          <strong>
            <IsolatedText text={actionsText(rule, names, messages, format)} />
          </strong>
        </div>
        {use !== undefined && (
          <div id={`${id}-use`} className="bk-field__hint bk-rule__use">
            {use}
          </div>
        )}
      </div>
      <div className="bk-toolbar">
        {/* A checkbox in the role of a switch: the browser gives it its keys (Space) and its state. */}
        <label>
          <input
            type="checkbox"
            // oxlint-disable-next-line jsx-a11y/role-has-required-aria-props -- a checkbox's own checked state is the switch's, as ARIA in HTML maps it
            role="switch"
            data-control="switch"
            checked={rule.enabled}
            aria-label={messages['categorizationRules.switch'](labelName)}
            disabled={readOnly}
            onChange={() => onToggle(rule)}
          />{' '}
          {messages['categorizationRules.use']}
        </label>
        {!readOnly && (
          <>
            <button
              type="button"
              className="bk-button"
              data-control="edit"
              aria-label={messages['categorizationRules.editRule'](labelName)}
              onClick={() => onEdit(rule)}
            >
              {messages['categorizationRules.edit']}
            </button>
            <button
              type="button"
              className="bk-button"
              data-variant="ghost"
              data-control="up"
              aria-label={messages['categorizationRules.moveUpRule'](labelName)}
              disabled={index === 0}
              onClick={() => onMove(rule, index, -1, 'up')}
            >
              {messages['categorizationRules.moveUp']}
            </button>
            <button
              type="button"
              className="bk-button"
              data-variant="ghost"
              data-control="down"
              aria-label={messages['categorizationRules.moveDownRule'](labelName)}
              disabled={last}
              onClick={() => onMove(rule, index, 1, 'down')}
            >
              {messages['categorizationRules.moveDown']}
            </button>
            <button
              type="button"
              className="bk-button"
              data-variant="ghost"
              data-control="delete"
              aria-label={messages['categorizationRules.deleteRule'](labelName)}
              onClick={() => onDelete(rule, index)}
            >
              {messages['categorizationRules.delete']}
            </button>
          </>
        )}
      </div>
    </li>
  )
}
