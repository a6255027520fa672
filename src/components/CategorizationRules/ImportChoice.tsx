/**
 * A rules file read whole, before anything is stored: its categories found in this company by name
 * and the rest asked about, then the user's choice to add its rules after the current ones (those
 * identical to one kept are not added twice) or to replace them. Loaded when the rules list has
 * painted (ImportRules.tsx keeps the file input up front).
 */
import { useEffect, useId, useMemo, useState } from 'react'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import type { CategorizationRule, RuleBook } from '../../core/rules/types'
import type { OptionSource, PickerOption } from '../../core/forms/optionSource'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { ImportCategories } from './ImportCategories'
import { newRuleId } from '../../core/rules/ruleIds'
import { importRules, planCategories, type CategoryPlan, type ImportResult, type ImportTarget } from '../../core/rules/ruleImport'

/** The company's categories to find the file's by name: those known, and for a host's search, what it finds for each name asked. */
async function categoriesFor(book: RuleBook, known: readonly PickerOption[], source: OptionSource | undefined, target: ImportTarget) {
  const unknown = planCategories(book, { ...target, categories: known }).unknown
  if (typeof source !== 'function') return known
  const found = await Promise.all(
    unknown.flatMap(({ name }) => (name ? [source(name, { signal: new AbortController().signal }).catch(() => [])] : [])),
  )
  return [...known, ...found.flat()]
}

/** What "Import rules" is given. */
export interface ImportRulesProps {
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

/** What the choice is given: the file read, and what ImportRules was given. */
export interface ImportChoiceProps extends ImportRulesProps {
  name: string
  book: RuleBook
  /** The choice is over (imported, or cancelled): the focus goes back to the file input. */
  onDone: (imported: boolean) => void
}

/** The choice of what a file read imports, and how. */
export function ImportChoice({
  name,
  book,
  current,
  target,
  categorySource,
  categoryName,
  messages,
  locale,
  onImport,
  onDone,
}: ImportChoiceProps) {
  const id = useId()
  const [found, setFound] = useState<{ plan: CategoryPlan; target: ImportTarget }>()
  const [mode, setMode] = useState<'add' | 'replace'>('add')
  const [answers, setAnswers] = useState<Readonly<Record<string, string>>>({})
  useEffect(() => {
    let live = true
    // A host's search is asked for each name the company's known categories lack.
    void categoriesFor(book, target.categories, categorySource, target).then((categories) => {
      const withFound = { ...target, categories }
      if (live) setFound({ plan: planCategories(book, withFound), target: withFound })
    })
    return () => {
      live = false
    }
    // Read once per file: the target and the source are the page's, read when the file was.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [book])
  const result = useMemo(
    () => found && importRules(book, found.plan, answers, found.target, mode === 'add' ? current : [], newRuleId),
    [book, found, answers, mode, current],
  )
  if (!found || !result) return null
  const confirm = async () => {
    if (result.rules.length === 0) return
    const next = mode === 'replace' ? result.rules : [...current, ...result.rules]
    if (await onImport(next, result.rules.length)) onDone(true)
  }
  const count = (n: number) => formatCount(n, locale)
  return (
    <fieldset className="bk-form-section bk-editor-form__fields bk-rules-import__choice">
      <legend>
        <IsolatedText text={messages['categorizationRules.importRead'](count(book.rules.length), book.rules.length, isolate(name))} />
      </legend>
      {found.plan.unknown.length > 0 && (
        <ImportCategories
          unknown={found.plan.unknown}
          answers={answers}
          source={categorySource}
          categoryName={(each) => categoryName(each) ?? found.target.categories.find((option) => option.id === each)?.name}
          messages={messages}
          locale={locale}
          onAnswer={(fileId, categoryId) => setAnswers((before) => ({ ...before, [fileId]: categoryId }))}
        />
      )}
      <div role="radiogroup" aria-label={messages['categorizationRules.importMode']} className="bk-editor-form__fields bk-rules__choices">
        {(['add', 'replace'] as const).map((choice) => (
          <label key={choice} className="bk-rules__choice">
            <input type="radio" name={`${id}-mode`} value={choice} checked={mode === choice} onChange={() => setMode(choice)} />
            {messages[`categorizationRules.importMode.${choice}`](count(current.length), current.length)}
          </label>
        ))}
      </div>
      <ImportNotes mapped={Object.keys(found.plan.byName).length} result={result} messages={messages} count={count} />
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
        <button type="button" className="bk-button" onClick={() => onDone(false)}>
          {messages['categorizationRules.importCancel']}
        </button>
      </div>
    </fieldset>
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
