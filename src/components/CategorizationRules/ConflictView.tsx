import { useEffect, useId, useMemo, useRef, useState } from 'react'
import type { MoneyFormat } from '../../format/money'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import type { RulesConflict } from '../../react/rules/categorizationRules'
import type { CategorizationRule } from '../../core/rules/types'
import { Heading, HeadingsBelow } from '../shared/root/heading'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { mergeRules, type MergeDifference, type MergeSide, type RulesMerge } from '../../core/rules/mergeRules'
import { differenceText, noteText, type MergeTextContext } from './mergeText'
import { ruleName, ruleSentence, type RuleNames } from './ruleText'

interface ConflictViewProps {
  conflict: RulesConflict
  names: RuleNames
  messages: CategorizationRulesMessages
  format: MoneyFormat
  busy: boolean
  /** Saves their rules with the user's change merged in, as chosen. */
  onSaveMerged: (rules: CategorizationRule[]) => void
  onKeepMine: () => void
  onKeepTheirs: () => void
}

/**
 * A save the store refused because the rules changed meanwhile: their rules with the user's change
 * merged in, every change of either side said plainly, each place where both changed the same
 * thing a choice of yours or theirs, and the merged list. Nothing is written until the user saves
 * the merge, keeps all of theirs, or keeps all of their own.
 */
export function ConflictView({ conflict, names, messages, format, busy, onSaveMerged, onKeepMine, onKeepTheirs }: ConflictViewProps) {
  const title = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const [chosen, setChosen] = useState<Readonly<Record<string, MergeSide>>>({})
  // The user's action just failed in a way they must decide on: the choice takes the focus.
  useEffect(() => title.current?.focus(), [])
  const merge = useMemo(() => mergeRules(conflict.base, conflict.mine, conflict.theirs, (id) => chosen[id]), [conflict, chosen])
  const context: MergeTextContext = { names, messages, format }
  const choose = (id: string, side: MergeSide) => setChosen((before) => ({ ...before, [id]: side }))
  const act = (run: () => void) => () => !busy && run()

  return (
    <div className="bk-alert bk-editor-form__fields bk-rules-conflict" data-tone="warning" role="group" aria-labelledby={titleId}>
      <Heading below={1} id={titleId} ref={title} tabIndex={-1} className="bk-rules-conflict__heading">
        {messages['categorizationRules.conflict.title']}
      </Heading>
      <div>{messages['categorizationRules.conflict.body']}</div>
      <div className="bk-rules-conflict__sides">
        <HeadingsBelow>
          <MergeNotes merge={merge} context={context} onChoose={choose} />
          <div className="bk-form-section bk-editor-form__fields bk-rules-conflict" data-side="merged">
            <Heading below={1} className="bk-rules-conflict__title">
              {messages['categorizationRules.conflict.merged']}
            </Heading>
            {merge.rules.length === 0 ? (
              <div className="bk-field__hint">{messages['categorizationRules.conflict.none']}</div>
            ) : (
              <ol className="bk-attachments__list" aria-label={messages['categorizationRules.conflict.merged']}>
                {merge.rules.map((rule) => (
                  <li key={rule.id} className="bk-attachments__item">
                    <strong>{ruleName(rule, messages)}</strong>{' '}
                    {!rule.enabled && <span className="bk-badge">{messages['categorizationRules.off']}</span>}{' '}
                    <span>
                      <IsolatedText text={ruleSentence(rule, names, messages, format)} />
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </HeadingsBelow>
      </div>
      <div className="bk-toolbar">
        <button
          type="button"
          className="bk-button"
          data-variant="primary"
          aria-disabled={busy || undefined}
          onClick={act(() => onSaveMerged(merge.rules))}
        >
          {messages['categorizationRules.conflict.saveMerged']}
        </button>
        <button type="button" className="bk-button" aria-disabled={busy || undefined} onClick={act(onKeepMine)}>
          {messages['categorizationRules.conflict.keepMine']}
        </button>
        <button type="button" className="bk-button" aria-disabled={busy || undefined} onClick={act(onKeepTheirs)}>
          {messages['categorizationRules.conflict.keepTheirs']}
        </button>
      </div>
    </div>
  )
}

/** Every change of either side, a sentence each, with a choice under each difference. */
function MergeNotes({
  merge,
  context,
  onChoose,
}: {
  merge: RulesMerge
  context: MergeTextContext
  onChoose: (id: string, side: MergeSide) => void
}) {
  const m = context.messages
  const { order } = merge
  const orderText =
    order.mine && order.theirs
      ? m['categorizationRules.conflict.order.both']
      : order.mine
        ? m['categorizationRules.conflict.order.mine']
        : order.theirs
          ? m['categorizationRules.conflict.order.theirs']
          : undefined
  return (
    <div className="bk-form-section bk-editor-form__fields bk-rules-conflict" data-side="changes">
      <Heading below={1} className="bk-rules-conflict__title">
        {m['categorizationRules.conflict.changes']}
      </Heading>
      <ul className="bk-attachments__list" aria-label={m['categorizationRules.conflict.changes']}>
        {merge.notes.map((note) => (
          <li key={note.ruleId} className="bk-attachments__item" data-difference={note.differences.length > 0 || undefined}>
            <div>
              <IsolatedText text={noteText(note, context)} />
            </div>
            {note.differences.map((difference) => (
              <DifferenceChoice
                key={difference.id}
                difference={difference}
                text={differenceText(difference, note, context)}
                onChoose={onChoose}
              />
            ))}
          </li>
        ))}
        {orderText && (
          <li className="bk-attachments__item" data-difference={order.difference !== undefined || undefined}>
            <div>{orderText}</div>
            {order.difference && (
              <DifferenceChoice
                difference={order.difference}
                text={differenceText(order.difference, undefined, context)}
                onChoose={onChoose}
              />
            )}
          </li>
        )}
      </ul>
    </div>
  )
}

function DifferenceChoice({
  difference,
  text,
  onChoose,
}: {
  difference: MergeDifference
  text: { legend: string } & Record<MergeSide, string>
  onChoose: (id: string, side: MergeSide) => void
}) {
  const name = useId()
  return (
    <fieldset className="bk-editor-form__fields bk-rules__choices">
      <legend className="bk-field__label">
        <IsolatedText text={text.legend} />
      </legend>
      {(['mine', 'theirs'] as const).map((side) => (
        <label key={side} className="bk-rules__choice">
          <input
            type="radio"
            name={name}
            value={side}
            checked={difference.chosen === side}
            onChange={() => onChoose(difference.id, side)}
          />
          <IsolatedText text={text[side]} />
        </label>
      ))}
    </fieldset>
  )
}
