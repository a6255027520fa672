import { useId, useState } from 'react'
import { isolate } from '../../format/isolate'
import type { BankStatementImportStepMessages } from '../../messages/forms/bankStatementImportSteps'
import type { CategorizationRule, RuleMatch } from '../../core/rules/types'
import { Money } from '../shared/cells'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import { IsolatedText } from '../shared/text/SentenceWithName'

export interface RuleCellProps {
  match: RuleMatch | undefined
  /** What the cell says: the category's name, or "Split". */
  category: string | undefined
  messages: BankStatementImportStepMessages
  categoryName: (id: string) => string
  ruleName: (rule: CategorizationRule) => string
}

/**
 * The category a rule gives a row, and the rule: a split's lines open on demand in a dialog, since
 * a grid row keeps one line's height.
 */
export function RuleCell({ match, category, messages, categoryName, ruleName }: RuleCellProps) {
  const [open, setOpen] = useState(false)
  if (!match) return null
  // Isolated: the rule's name is said in sentences of ours.
  const rule = isolate(ruleName(match.rule))
  const lines = match.change.children
  return (
    <span className="bk-import__state" data-split={lines ? '' : undefined}>
      {lines ? (
        <button type="button" className="bk-import__problem-link" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {category}
        </button>
      ) : (
        <span className="bk-import__rule-category">{category}</span>
      )}{' '}
      <span className="bk-field__hint">
        <IsolatedText text={messages['statementImport.rules.rule'](rule)} />
      </span>
      {open && lines && (
        <SplitDialog
          title={messages['statementImport.rules.splitTitle'](rule)}
          close={messages['statementImport.rules.close']}
          lines={lines.map((line) => ({ name: categoryName(line.categoryId), amount: line.amount }))}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  )
}

/** A rule's split lines: each category and its amount. Escape or Close closes it, and the focus goes back to the cell's button. */
function SplitDialog({
  title,
  close,
  lines,
  onClose,
}: {
  title: string
  close: string
  lines: { name: string; amount: number }[]
  onClose: () => void
}) {
  const dialog = useModalDialog()
  const id = useId()
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-import__split-lines"
      aria-labelledby={id}
      // The grid's keys (arrows, Enter, Space) are the row's, not the dialog's.
      onKeyDown={(event) => event.stopPropagation()}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={id} className="bk-dialog__title">
        <IsolatedText text={title} />
      </h2>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>
            <bdi>{line.name}</bdi> <Money minor={Math.abs(line.amount)} />
          </li>
        ))}
      </ul>
      <div className="bk-dialog__actions">
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- the dialog's one control: the browser would focus it anyway */}
        <button type="button" className="bk-button" autoFocus onClick={onClose}>
          {close}
        </button>
      </div>
    </dialog>
  )
}
