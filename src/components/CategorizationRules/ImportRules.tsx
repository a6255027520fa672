import { useId, useRef, useState, type ChangeEvent } from 'react'
import { formatCount } from '../../messages/messageSet'
import type { CategorizationRulesMessages } from '../../messages/categorizationRules'
import { parseRuleBook, type RuleBookProblem } from '../../rules/ruleBook'
import type { CategorizationRule } from '../../rules/types'
import { newRuleId } from './ruleIds'

/** What an import problem says, naming the file and the field. */
function problemText(problem: RuleBookProblem, fileName: string, messages: CategorizationRulesMessages): string {
  switch (problem.problem) {
    case 'notJson':
      return messages['categorizationRules.importProblem.notJson'](fileName)
    case 'notRules':
      return messages['categorizationRules.importProblem.notRules'](fileName)
    case 'newerFormat':
      return messages['categorizationRules.importProblem.newerFormat'](fileName)
    case 'missing':
      return messages['categorizationRules.importProblem.missing'](fileName, problem.field)
    case 'invalid':
      return messages['categorizationRules.importProblem.invalid'](fileName, problem.field)
    case 'unknown':
      return messages['categorizationRules.importProblem.unknown'](fileName, problem.field)
    default:
      return problem.problem satisfies never
  }
}

/** The imported rules added after `current`: a rule whose id is taken already gets a new one, so both stay. */
function addImported(current: readonly CategorizationRule[], imported: readonly CategorizationRule[]): CategorizationRule[] {
  const taken = new Set(current.map((rule) => rule.id))
  return [...current, ...imported.map((rule) => (taken.has(rule.id) ? { ...rule, id: newRuleId() } : rule))]
}

interface ImportRulesProps {
  current: readonly CategorizationRule[]
  messages: CategorizationRulesMessages
  locale: string
  /** Stores the list the import makes; resolves to whether it was stored. */
  onImport: (next: CategorizationRule[], count: number) => Promise<boolean>
}

/**
 * "Import rules": a rules file read and checked whole (a problem names the field, and nothing is
 * imported), then the user's choice to add the rules after the current ones or to replace them.
 * The import is saved like any change, so a conflict is shown as one.
 */
export function ImportRules({ current, messages, locale, onImport }: ImportRulesProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [read, setRead] = useState<{ name: string; rules: CategorizationRule[] }>()
  const [problem, setProblem] = useState<string>()
  const [mode, setMode] = useState<'add' | 'replace'>('add')

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    setRead(undefined)
    let text: string
    try {
      text = await file.text()
    } catch {
      setProblem(messages['categorizationRules.importProblem.unreadable'](file.name))
      return
    }
    const reading = parseRuleBook(text)
    if (!reading.ok) {
      setProblem(problemText(reading.problem, file.name, messages))
      return
    }
    setProblem(undefined)
    setMode('add')
    setRead({ name: file.name, rules: reading.book.rules })
  }
  const cancel = () => {
    setRead(undefined)
    input.current?.focus()
  }
  const confirm = async () => {
    if (!read) return
    const next = mode === 'replace' ? read.rules : addImported(current, read.rules)
    if (await onImport(next, read.rules.length)) setRead(undefined)
  }
  const count = (n: number) => formatCount(n, locale)

  return (
    <div className="bk-rules-import">
      <div className="bk-field">
        <label className="bk-field__label" htmlFor={`${id}-file`}>
          {messages['categorizationRules.import']}
        </label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".json,application/json"
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => void choose(event)}
        />
      </div>
      <div role="alert">
        {problem && (
          <div id={`${id}-problem`} className="bk-alert" data-tone="danger">
            {problem}
          </div>
        )}
      </div>
      {read && (
        <fieldset className="bk-form-section bk-editor-form__fields bk-rules-import__choice">
          <legend>{messages['categorizationRules.importRead'](count(read.rules.length), read.rules.length, read.name)}</legend>
          <div
            role="radiogroup"
            aria-label={messages['categorizationRules.importMode']}
            className="bk-editor-form__fields bk-rules__choices"
          >
            {(['add', 'replace'] as const).map((choice) => (
              <label key={choice} className="bk-rules__choice">
                <input type="radio" name={`${id}-mode`} value={choice} checked={mode === choice} onChange={() => setMode(choice)} />
                {messages[`categorizationRules.importMode.${choice}`](count(current.length), current.length)}
              </label>
            ))}
          </div>
          <div className="bk-toolbar">
            <button type="button" className="bk-button" data-variant="primary" onClick={() => void confirm()}>
              {messages['categorizationRules.importConfirm'](count(read.rules.length), read.rules.length)}
            </button>
            <button type="button" className="bk-button" onClick={cancel}>
              {messages['categorizationRules.importCancel']}
            </button>
          </div>
        </fieldset>
      )}
    </div>
  )
}
