import { isolate } from '../../../format/isolate'
import type { QueueRulesMessages } from '../../../messages/queue/queueRules'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { ruleNameOf as ruleName } from '../../shared/ruleOffer/ruleName'
import type { Confirmed } from '../../../core/queue/rules/confirmations'
import type { LeftAlone } from '../../../core/queue/rules/queueRulesModel'

/** Props of a row's rule actions. */
interface RowRuleActionsProps {
  /** The row's name in labels, marked by `isolate()`. */
  name: string
  tabIndex: number
  /** The row is current, categorized and reviewed. */
  settled: boolean
  /** A confirming rule's confirmation of the row, with its undo. */
  entry: Confirmed | undefined
  /** Someone else changed the row before a rule's save or undo: said on the row. */
  leftAlone: LeftAlone | undefined
  canMake: boolean
  messages: QueueRulesMessages
  onMake: () => void
  onUndo: () => void
}

/**
 * A row's rule actions in its category cell: "Make a rule…" on the current row once it is
 * categorized and reviewed (not on a row a rule confirmed: its rule is there already), a rule's
 * confirmation with its undo, and a row a rule left because someone else changed it.
 */
export function RowRuleActions({ name, tabIndex, settled, entry, leftAlone, canMake, messages, onMake, onUndo }: RowRuleActionsProps) {
  const shown = entry && isolate(ruleName(entry.rule))
  return (
    <>
      {settled && canMake && !entry && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          tabIndex={tabIndex}
          aria-label={messages['queueRules.makeRuleLabel'](name)}
          aria-keyshortcuts="r"
          onClick={onMake}
        >
          {messages['queueRules.makeRule']}
        </button>
      )}
      {entry && shown && (
        <span className="bk-transaction-category__suggestions">
          <span className="bk-field__hint">
            <IsolatedText text={messages['queueRules.confirmedRow'](shown)} />
          </span>
          <button
            type="button"
            className="bk-button"
            tabIndex={tabIndex}
            aria-label={messages['queueRules.undoRowLabel'](name, shown)}
            onClick={onUndo}
          >
            {messages['queueRules.undoRow']}
          </button>
        </span>
      )}
      {!entry && leftAlone && (
        <span className="bk-field__hint" data-left-alone={leftAlone}>
          {messages[leftAlone === 'notConfirmed' ? 'queueRules.changedNotConfirmed' : 'queueRules.changedNotUndone']}
        </span>
      )}
    </>
  )
}
