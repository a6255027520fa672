import { useRef } from 'react'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { formatMoney, type MoneyFormat } from '../../format/money'
import { categorizationRuleFormMessages } from '../../messages/forms/categorizationRuleForm'
import { useMessages } from '../../react/provider/provided'
import { FormField } from '../shared/form/FormField'
import { MoneyInput } from '../shared/form/MoneyInput'
import { PickerField } from '../shared/pickers/PickerField'
import { newLine, typedAmount, typedPercent, type RuleFormValues } from '../../core/rules/ruleValues'
import { formatShare } from '../../format/percent'
import type { RulePickerSources } from './useRuleNames'

/**
 * A rule's split: lines of a category and a share, each a percentage or a fixed amount (typed in
 * the locale's money format), with the running totals; lines are added and removed.
 */
export function SplitLines({ sources, format }: { sources: RulePickerSources; format: MoneyFormat }) {
  const messages = useMessages(categorizationRuleFormMessages)
  const { control, register } = useFormContext<RuleFormValues>()
  const { errors } = useFormState({ control })
  const { fields, append, remove } = useFieldArray({ control, name: 'lines', keyName: 'key' })
  const lines = useWatch({ control, name: 'lines' })
  const addButton = useRef<HTMLButtonElement>(null)
  let percent = 0
  let fixed = 0
  let percentLines = 0
  for (const line of lines) {
    if (line.kind === 'percent') {
      percentLines++
      percent += typedPercent(line.share, format.locale) ?? 0
    } else fixed += typedAmount(line.share, format) ?? 0
  }
  const totals = [
    percentLines > 0 ? messages['categorizationRules.form.percentTotal'](formatShare(percent / 10_000, format.locale)) : '',
    percentLines < lines.length ? messages['categorizationRules.form.fixedTotal'](formatMoney(fixed, format)) : '',
  ]
    .filter(Boolean)
    .join(' ')
  const linesError = errors.lines?.root?.message

  return (
    <div className="bk-editor-form__fields bk-rule-split" data-section="split">
      <div className="bk-field__hint">{messages['categorizationRules.form.splitHint']}</div>
      {fields.map((field, index) => {
        const number = index + 1
        const lineErrors = errors.lines?.[index]
        return (
          <fieldset key={field.key} className="bk-form-section bk-editor-form__section">
            <legend>{messages['categorizationRules.form.line'](number)}</legend>
            <PickerField
              control={control}
              name={`lines.${index}.categoryId`}
              label={messages['categorizationRules.form.lineCategory'](number)}
              source={sources.categories}
              noneLabel={messages['categorizationRules.form.chooseCategory']}
            />
            <FormField label={messages['categorizationRules.form.lineKind'](number)} name="kind">
              {(controlProps) => (
                <select className="bk-select" {...controlProps} {...register(`lines.${index}.kind`)}>
                  <option value="percent">{messages['categorizationRules.form.kind.percent']}</option>
                  <option value="amount">{messages['categorizationRules.form.kind.amount']}</option>
                </select>
              )}
            </FormField>
            <FormField label={messages['categorizationRules.form.lineShare'](number)} error={lineErrors?.share?.message} name="share">
              {(controlProps) => <MoneyInput {...controlProps} {...register(`lines.${index}.share`)} />}
            </FormField>
            {fields.length > 2 && (
              <button
                type="button"
                className="bk-button"
                data-variant="ghost"
                onClick={() => {
                  remove(index)
                  // The removed line's button is gone; the focus goes where it still has a place.
                  addButton.current?.focus()
                }}
              >
                {messages['categorizationRules.form.removeLine'](number)}
              </button>
            )}
          </fieldset>
        )
      })}
      <div role="status" aria-live="polite" aria-atomic="true">
        {totals}
      </div>
      {linesError && <div className="bk-field__error">{linesError}</div>}
      <button
        ref={addButton}
        type="button"
        className="bk-button"
        onClick={() => append(newLine(lines.at(-1)?.kind), { focusName: `lines.${fields.length}.categoryId` })}
      >
        {messages['categorizationRules.form.addLine']}
      </button>
    </div>
  )
}
