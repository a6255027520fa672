import { useId } from 'react'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import type { OptionSource } from '../../core/forms/optionSource'
import { OptionPicker } from '../shared/pickers/OptionPicker'
import { IsolatedText } from '../shared/text/SentenceWithName'
import type { UnknownCategory } from '../../core/rules/ruleImport'

interface ImportCategoriesProps {
  unknown: readonly UnknownCategory[]
  /** The user's category for each unknown one, by the file's id ('' or none: its rules are left out). */
  answers: Readonly<Record<string, string>>
  source: OptionSource | undefined
  categoryName: (id: string) => string | undefined
  messages: CategorizationRulesMessages
  locale: string
  onAnswer: (fileId: string, categoryId: string) => void
}

/** The file's categories this company does not have, by the file's name: a category of the company's for each, or its rules left out. */
export function ImportCategories({ unknown, answers, source, categoryName, messages, locale, onAnswer }: ImportCategoriesProps) {
  const id = useId()
  return (
    <fieldset className="bk-form-section bk-editor-form__fields" aria-describedby={`${id}-hint`}>
      <legend>{messages['categorizationRules.importUnknownTitle']}</legend>
      <div id={`${id}-hint`} className="bk-field__hint">
        {messages['categorizationRules.importUnknownHint']}
      </div>
      {unknown.map((category, index) => {
        const label = messages['categorizationRules.importUnknown'](
          category.name === undefined ? messages['categorizationRules.text.unknownCategory'](isolate(category.id)) : isolate(category.name),
          formatCount(category.rules, locale),
          category.rules,
        )
        const value = answers[category.id] ?? ''
        const name = value ? categoryName(value) : undefined
        return (
          <div key={category.id} className="bk-field">
            <label className="bk-field__label" htmlFor={`${id}-${index}`}>
              <IsolatedText text={label} />
            </label>
            <OptionPicker
              id={`${id}-${index}`}
              label={label}
              source={source}
              value={value}
              selected={value && name ? { id: value, name } : undefined}
              noneLabel={messages['categorizationRules.importLeaveOut']}
              onChange={(chosen) => onAnswer(category.id, chosen)}
            />
          </div>
        )
      })}
    </fieldset>
  )
}
