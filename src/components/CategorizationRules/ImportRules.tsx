import { useId, useMemo, useRef, useState, type ChangeEvent } from 'react'
import { formatCount } from '../../messages/messageSet'
import type { CategorizationRulesMessages } from '../../messages/categorizationRules'
import { parseRuleBook, type RuleBookProblem } from '../../rules/ruleBook'
import type { CategorizationRule, RuleBook } from '../../rules/types'
import type { OptionSource, PickerOption } from '../shared/pickers/optionSource'
import { ImportCategories } from './ImportCategories'
import { newRuleId } from './ruleIds'
import { importRules, planCategories, type CategoryPlan, type ImportResult, type ImportTarget } from './ruleImport'

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

/** The company's categories to find the file's by name: those known, and for a host's search, what it finds for each name asked. */
async function categoriesFor(book: RuleBook, known: readonly PickerOption[], source: OptionSource | undefined, target: ImportTarget) {
  const unknown = planCategories(book, { ...target, categories: known }).unknown
  if (typeof source !== 'function') return known
  const found = await Promise.all(
    unknown.flatMap(({ name }) => (name ? [source(name, { signal: new AbortController().signal }).catch(() => [])] : [])),
  )
  return [...known, ...found.flat()]
}

interface ImportRulesProps {
  current: readonly CategorizationRule[]
  /** What the company has: its categories by name, and whether it knows a category, vendor or customer id. */
  target: ImportTarget
  /** Where the choice of a category for an unknown one comes from. */
  categorySource: OptionSource | undefined
  categoryName: (id: string) => string | undefined
  messages: CategorizationRulesMessages
  locale: string
  /** Stores the list the import makes; resolves to whether it was stored. */
  onImport: (next: CategorizationRule[], count: number) => Promise<boolean>
}

/**
 * "Import rules": a rules file read and checked whole (a problem names the field, and nothing is
 * imported), its categories found in this company by name and the rest asked about, then the
 * user's choice to add the rules after the current ones (those identical to one kept are not added
 * twice) or to replace them. Nothing is stored until the user confirms; the import is saved like
 * any change, so a conflict is shown as one.
 */
export function ImportRules({ current, target, categorySource, categoryName, messages, locale, onImport }: ImportRulesProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [read, setRead] = useState<{ name: string; book: RuleBook; plan: CategoryPlan; target: ImportTarget }>()
  const [problem, setProblem] = useState<string>()
  const [mode, setMode] = useState<'add' | 'replace'>('add')
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({})
  const result = useMemo(
    () => read && importRules(read.book, read.plan, answers, read.target, mode === 'add' ? current : [], newRuleId),
    [read, answers, mode, current],
  )

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
    const categories = await categoriesFor(reading.book, target.categories, categorySource, target)
    const found = { ...target, categories }
    setProblem(undefined)
    setMode('add')
    setAnswers({})
    setRead({ name: file.name, book: reading.book, plan: planCategories(reading.book, found), target: found })
  }
  const cancel = () => {
    setRead(undefined)
    input.current?.focus()
  }
  const confirm = async () => {
    if (!result || result.rules.length === 0) return
    const next = mode === 'replace' ? result.rules : [...current, ...result.rules]
    if (await onImport(next, result.rules.length)) setRead(undefined)
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
      {read && result && (
        <fieldset className="bk-form-section bk-editor-form__fields bk-rules-import__choice">
          <legend>{messages['categorizationRules.importRead'](count(read.book.rules.length), read.book.rules.length, read.name)}</legend>
          {read.plan.unknown.length > 0 && (
            <ImportCategories
              unknown={read.plan.unknown}
              answers={answers}
              source={categorySource}
              categoryName={(each) => categoryName(each) ?? read.target.categories.find((option) => option.id === each)?.name}
              messages={messages}
              locale={locale}
              onAnswer={(fileId, categoryId) => setAnswers((before) => ({ ...before, [fileId]: categoryId }))}
            />
          )}
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
          <ImportNotes mapped={Object.keys(read.plan.byName).length} result={result} messages={messages} count={count} />
          <div className="bk-toolbar">
            <button
              type="button"
              className="bk-button"
              data-variant="primary"
              aria-disabled={result.rules.length === 0 || undefined}
              onClick={() => void confirm()}
            >
              {messages['categorizationRules.importConfirm'](count(result.rules.length), result.rules.length)}
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

/** What the import does besides adding: categories found by name, rules here already, left out, or without their vendor or customer. */
function ImportNotes({
  mapped,
  result,
  messages,
  count,
}: {
  mapped: number
  result: ImportResult
  messages: CategorizationRulesMessages
  count: (n: number) => string
}) {
  const notes = [
    mapped > 0 && messages['categorizationRules.importMappedByName'](count(mapped), mapped),
    result.alreadyThere > 0 && messages['categorizationRules.importAlreadyThere'](count(result.alreadyThere), result.alreadyThere),
    result.leftOut > 0 && messages['categorizationRules.importLeftOut'](count(result.leftOut), result.leftOut),
    result.payeeDropped > 0 && messages['categorizationRules.importPayeeDropped'](count(result.payeeDropped), result.payeeDropped),
  ].filter((note) => note !== false)
  return (
    // Said as the answers change what the import does.
    <div role="status">
      {notes.length > 0 && (
        <ul className="bk-field__hint">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
    </div>
  )
}
