import { Suspense, useId, useRef, useState } from 'react'
import { isolate } from '../../format/isolate'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import { parseRuleBook, type RuleBookProblem } from '../../core/rules/ruleBook'
import type { RuleBook } from '../../core/rules/types'
import { lazyPart } from '../shared/lazyPart'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { FilePicker } from '../shared/form/FilePicker'
import type { ImportRulesProps } from './ImportChoice'

/** What a file read imports, and how: loaded when the rules list has painted (CompanyRules preloads it). */
export const importChoice = lazyPart(
  () => import('./ruleParts'),
  (module) => module.ImportChoice,
)

/** What an import problem says, naming the file (marked by `isolate()`) and the field. */
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

/**
 * "Import rules": a rules file read and checked whole (a problem names the field, and nothing is
 * imported), then what it imports chosen (ImportChoice.tsx). Nothing is stored until the user
 * confirms; the import is saved like any change, so a conflict is shown as one.
 */
export function ImportRules({ current, target, categorySource, categoryName, messages, locale, onImport }: ImportRulesProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [read, setRead] = useState<{ name: string; book: RuleBook; serial: number }>()
  // Each file read is a choice of its own, even the same file again.
  const serial = useRef(0)
  const [problem, setProblem] = useState<string>()
  const [fileName, setFileName] = useState<string>()

  const choose = async (file: File) => {
    setFileName(file.name)
    setRead(undefined)
    let text: string
    try {
      text = await file.text()
    } catch {
      setProblem(messages['categorizationRules.importProblem.unreadable'](isolate(file.name)))
      return
    }
    const reading = parseRuleBook(text)
    if (!reading.ok) {
      setProblem(problemText(reading.problem, isolate(file.name), messages))
      return
    }
    setProblem(undefined)
    setRead({ name: file.name, book: reading.book, serial: ++serial.current })
  }

  return (
    <div className="bk-rules-import">
      <div className="bk-field">
        <label className="bk-field__label" htmlFor={`${id}-file`}>
          {messages['categorizationRules.import']}
        </label>
        <FilePicker
          ref={input}
          id={`${id}-file`}
          accept=".json,application/json"
          fileName={fileName}
          describedBy={problem ? `${id}-problem` : undefined}
          nameDescribes={!problem}
          onChoose={(file) => void choose(file)}
        />
      </div>
      <div role="alert">
        {problem && (
          <div id={`${id}-problem`} className="bk-alert" data-tone="danger">
            <IsolatedText text={problem} />
          </div>
        )}
      </div>
      {read && (
        <Suspense fallback={null}>
          <importChoice.Component
            key={read.serial}
            name={read.name}
            book={read.book}
            current={current}
            target={target}
            categorySource={categorySource}
            categoryName={categoryName}
            messages={messages}
            locale={locale}
            onImport={onImport}
            onDone={(imported) => {
              setRead(undefined)
              if (!imported) input.current?.focus()
            }}
          />
        </Suspense>
      )}
    </div>
  )
}
