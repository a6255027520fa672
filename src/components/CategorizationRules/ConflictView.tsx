import { useEffect, useId, useRef } from 'react'
import type { MoneyFormat } from '../../format/money'
import type { CategorizationRulesMessages } from '../../messages/categorizationRules'
import type { RulesConflict } from '../../react/categorizationRules'
import type { CategorizationRule } from '../../rules/types'
import { Heading, HeadingsBelow } from '../shared/heading'
import { ruleName, ruleSentence, type RuleNames } from './ruleText'

type Difference = 'added' | 'changed' | 'moved' | undefined

/** How each rule of `side` differs from the other side: only there, different there, or at another place. */
function differences(side: readonly CategorizationRule[], other: readonly CategorizationRule[]): Difference[] {
  const there = new Map(other.map((rule, index) => [rule.id, { rule, index }]))
  const shared = (rules: readonly CategorizationRule[], from: ReadonlyMap<string, unknown>) => rules.filter((rule) => from.has(rule.id))
  const here = new Map(side.map((rule) => [rule.id, rule]))
  // The order of the rules both sides hold: a rule is moved when its place among them differs.
  const sharedHere = shared(side, there).map((rule) => rule.id)
  const sharedThere = shared(other, here).map((rule) => rule.id)
  return side.map((rule) => {
    const match = there.get(rule.id)
    if (!match) return 'added'
    if (JSON.stringify(match.rule) !== JSON.stringify(rule)) return 'changed'
    return sharedHere.indexOf(rule.id) !== sharedThere.indexOf(rule.id) ? 'moved' : undefined
  })
}

interface ConflictViewProps {
  conflict: RulesConflict
  names: RuleNames
  messages: CategorizationRulesMessages
  format: MoneyFormat
  busy: boolean
  onKeepMine: () => void
  onKeepTheirs: () => void
}

/**
 * A save the store refused because the rules changed meanwhile: their rules (stored now) beside the
 * user's, each difference marked, and the user's explicit choice of which to keep. Nothing is
 * written until the user chooses.
 */
export function ConflictView({ conflict, names, messages, format, busy, onKeepMine, onKeepTheirs }: ConflictViewProps) {
  const title = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  // The user's action just failed in a way they must decide on: the choice takes the focus.
  useEffect(() => title.current?.focus(), [])
  const side = (label: string, rules: readonly CategorizationRule[], other: readonly CategorizationRule[], which: 'theirs' | 'mine') => {
    const marks = differences(rules, other)
    return (
      <div className="bk-form-section bk-editor-form__fields bk-rules-conflict" data-side={which}>
        <Heading below={1} className="bk-rules-conflict__title">
          {label}
        </Heading>
        {rules.length === 0 ? (
          <div className="bk-field__hint">{messages['categorizationRules.conflict.none']}</div>
        ) : (
          <ol className="bk-attachments__list">
            {rules.map((rule, index) => {
              const mark = marks[index]
              return (
                <li key={rule.id} className="bk-attachments__item" data-difference={mark}>
                  <strong>{ruleName(rule, messages)}</strong>{' '}
                  {mark && (
                    <span className="bk-badge" data-tone="warning">
                      {messages[`categorizationRules.conflict.${mark}`]}
                    </span>
                  )}{' '}
                  {!rule.enabled && <span className="bk-badge">{messages['categorizationRules.off']}</span>}{' '}
                  <span>{ruleSentence(rule, names, messages, format)}</span>
                </li>
              )
            })}
          </ol>
        )}
      </div>
    )
  }
  return (
    <div className="bk-alert bk-editor-form__fields bk-rules-conflict" data-tone="warning" role="group" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} ref={title} tabIndex={-1} className="bk-rules-conflict__heading">
        {messages['categorizationRules.conflict.title']}
      </Heading>
      <div>{messages['categorizationRules.conflict.body']}</div>
      <div className="bk-rules-conflict__sides">
        <HeadingsBelow>
          {side(messages['categorizationRules.conflict.theirs'], conflict.theirs, conflict.mine, 'theirs')}
          {side(messages['categorizationRules.conflict.mine'], conflict.mine, conflict.theirs, 'mine')}
        </HeadingsBelow>
      </div>
      <div className="bk-toolbar">
        <button
          type="button"
          className="bk-button"
          data-variant="primary"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onKeepMine()}
        >
          {messages['categorizationRules.conflict.keepMine']}
        </button>
        <button type="button" className="bk-button" aria-disabled={busy || undefined} onClick={() => !busy && onKeepTheirs()}>
          {messages['categorizationRules.conflict.keepTheirs']}
        </button>
      </div>
    </div>
  )
}
