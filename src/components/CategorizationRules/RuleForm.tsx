import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { isolate } from '../../format/isolate'
import { formatMoneyInput } from '../../format/money'
import { formMessages } from '../../messages/forms/form'
import { formatCount } from '../../messages/messageSet'
import { categorizationRulesMessages } from '../../messages/forms/categorizationRules'
import { categorizationRuleFormMessages } from '../../messages/forms/categorizationRuleForm'
import type { CategorizationRulesState } from '../../react/rules/categorizationRules'
import { useLocaleSettings, useMessages } from '../../react/provider/provided'
import type { CategorizationRule } from '../../core/rules/types'
import { FormAlert, type FormAlertContent } from '../shared/form/errors/FormAlert'
import { FormField } from '../shared/form/FormField'
import { MoneyInput } from '../shared/form/MoneyInput'
import { problemResolver } from '../shared/form/errors/resolverErrors'
import { useUnsavedChanges } from '../shared/form/useUnsavedChanges'
import { Heading } from '../shared/root/heading'
import { PickerField } from '../shared/pickers/PickerField'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { checkRuleValues, ruleFormValues, ruleFromValues, type RuleCheckContext, type RuleFormValues } from '../../core/rules/ruleValues'
import { newRuleId } from '../../core/rules/ruleIds'
import { ruleName, type RuleNames } from './ruleText'
import { RuleTestResult } from './RuleTestResult'
import { SplitLines } from './SplitLines'
import type { RulePickerSources } from './useRuleNames'
import { useRuleTest } from './useRuleTest'

/** The time a rule is made or changed at. */
const nowIso = () => new Date().toISOString()
const resolver = problemResolver<RuleFormValues, RuleCheckContext>(checkRuleValues)
/** What a rule without a category yet is tested with: it matches, and no transaction has this category. */
const NO_CATEGORY_YET = '\u0000'

/** Props of the rule form. */
export interface RuleFormProps {
  /** The rule to edit; a new one without. */
  rule: CategorizationRule | undefined
  /** The list it is saved into (the whole list is stored). */
  rules: readonly CategorizationRule[]
  state: CategorizationRulesState
  names: RuleNames
  sources: RulePickerSources
  /** Why the last save failed, if it did (not a conflict), in words. */
  failure: string | undefined
  /** Stores `next` (the list with this rule in it); resolves to whether it was stored. */
  onSave: (next: CategorizationRule[], rule: CategorizationRule) => Promise<boolean>
  onCancel: () => void
}

/**
 * New rule / Edit rule: the conditions, tested against the company's history as they change (and
 * always before Save), the category or split, vendor or customer, memo, whether it confirms, its
 * name and, for a new rule, its place. A failed save keeps everything typed and says why.
 */
export function RuleForm({ rule, rules, state, names, sources, failure, onSave, onCancel }: RuleFormProps) {
  const messages = useMessages(categorizationRuleFormMessages)
  const listText = useMessages(categorizationRulesMessages)
  const form = useMessages(formMessages)
  const { locale, currency } = useLocaleSettings()
  const format = useMemo(() => ({ locale, currency }), [locale, currency])
  const id = useId()
  const title = useRef<HTMLHeadingElement>(null)
  const context: RuleCheckContext = { format, messages, form, example: formatMoneyInput(450, format) }
  const methods = useForm<RuleFormValues, RuleCheckContext>({
    defaultValues: ruleFormValues(rule, format),
    resolver,
    context,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const { control, register, handleSubmit, formState } = methods
  const values = useWatch({ control }) as RuleFormValues
  const [alert, setAlert] = useState<FormAlertContent>()
  // The rule as it read when Save found the test out of date: the result for it says so.
  const [staleSave, setStaleSave] = useState<string>()
  const [saving, setSaving] = useState(false)
  useUnsavedChanges(formState.isDirty, undefined)
  // The form opens where the user will type: its title first, so a screen reader hears which form.
  useEffect(() => title.current?.focus(), [])

  // The rule as it reads now, for the test: what does not read yet is left out.
  const draft = ruleFromValues(values, format, rule, { id: rule?.id ?? 'draft', now: '' })
  const testable = draft.conditions.description !== undefined || draft.conditions.amount !== undefined
  const categorized = draft.actions.categoryId !== undefined || draft.actions.split !== undefined
  const tested = testable ? (categorized ? draft : { ...draft, actions: { ...draft.actions, categoryId: NO_CATEGORY_YET } }) : undefined
  const test = useRuleTest(tested, state.history, state.test)

  const shownAlert: FormAlertContent | undefined =
    alert ??
    (state.conflict
      ? { tone: 'warning', title: messages['categorizationRules.form.conflict'] }
      : failure && !saving
        ? {
            tone: 'danger',
            title: messages['categorizationRules.form.saveFailed'],
            details: [failure],
            actions: [{ label: listText['categorizationRules.tryAgain'], onClick: () => void submit() }],
          }
        : undefined)

  const save = async (typed: RuleFormValues) => {
    if (saving) return
    setAlert(undefined)
    // The user sees what the rule would do before it is saved: a result for other conditions is run again first.
    if (testable && !test.waiting && !test.current) {
      setStaleSave(test.key)
      test.runNow()
      return
    }
    const made = ruleFromValues(typed, format, rule, { id: rule?.id ?? newRuleId(), now: nowIso() })
    const next = rule
      ? rules.map((each) => (each.id === rule.id ? made : each))
      : typed.placement === 'top'
        ? [made, ...rules]
        : [...rules, made]
    setSaving(true)
    const saved = await onSave(next, made)
    setSaving(false)
    if (saved) methods.reset(typed)
  }
  const submit = handleSubmit(save, () => {
    // Every problem counts, the split's total too (an error of the lines, not of one field).
    const fields = checkRuleValues(methods.getValues(), context).length
    setAlert({ tone: 'danger', title: messages['categorizationRules.form.checkErrors'](formatCount(fields, locale), fields) })
  })

  const field = (name: keyof RuleFormValues, label: string, hint?: string, money = false) => (
    <FormField label={label} hint={hint} error={formState.errors[name]?.message} name={name}>
      {(controlProps) =>
        money ? (
          <MoneyInput {...controlProps} {...register(name)} />
        ) : (
          <input className="bk-input" autoComplete="off" {...controlProps} {...register(name)} />
        )
      }
    </FormField>
  )
  const select = (name: keyof RuleFormValues, label: string, choices: readonly (readonly [string, string])[]) => (
    <FormField label={label} name={name}>
      {(controlProps) => (
        <select className="bk-select" {...controlProps} {...register(name)}>
          {choices.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
  const radios = (
    name: 'actionKind' | 'confirm' | 'placement',
    legend: string,
    choices: readonly (readonly [string, string, string?])[],
  ) => (
    <fieldset className="bk-editor-form__fields bk-rules__choices">
      <legend className="bk-field__label">{legend}</legend>
      {choices.map(([value, text, hint]) => (
        <label key={value} className="bk-rules__choice">
          <input type="radio" value={value} aria-describedby={hint ? `${id}-${value}` : undefined} {...register(name)} />
          <span>
            {text}
            {hint && <br />}
            {hint && (
              <span id={`${id}-${value}`} className="bk-field__hint">
                {hint}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  )
  const m = (key: keyof typeof messages) => messages[key] as string

  return (
    <FormProvider {...methods}>
      <form
        className="bk-editor-form bk-rule-form"
        aria-labelledby={`${id}-title`}
        aria-busy={saving}
        data-state={saving ? 'saving' : 'editing'}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <div className="bk-editor-form__header">
          <Heading below={1} id={`${id}-title`} ref={title} tabIndex={-1} className="bk-editor-form__title">
            {rule ? (
              <IsolatedText text={messages['categorizationRules.form.editTitle'](isolate(ruleName(rule, listText)))} />
            ) : (
              m('categorizationRules.form.newTitle')
            )}
          </Heading>
          {formState.isDirty && (
            <span className="bk-badge" data-tone="warning">
              {m('categorizationRules.form.unsaved')}
            </span>
          )}
        </div>
        <FormAlert alert={shownAlert} />
        <fieldset className="bk-form-section bk-editor-form__section" data-section="conditions">
          <legend>{m('categorizationRules.form.conditions')}</legend>
          {select('descriptionMatch', m('categorizationRules.form.descriptionMatch'), [
            ['contains', m('categorizationRules.form.match.contains')],
            ['startsWith', m('categorizationRules.form.match.startsWith')],
            ['is', m('categorizationRules.form.match.is')],
            ['notContains', m('categorizationRules.form.match.notContains')],
            ['anyWord', m('categorizationRules.form.match.anyWord')],
          ])}
          {field('descriptionText', m('categorizationRules.form.descriptionText'), m('categorizationRules.form.descriptionHint'))}
          {select('direction', m('categorizationRules.form.direction'), [
            ['either', m('categorizationRules.form.direction.either')],
            ['out', m('categorizationRules.form.direction.out')],
            ['in', m('categorizationRules.form.direction.in')],
          ])}
          {select('amountKind', m('categorizationRules.form.amountKind'), [
            ['any', m('categorizationRules.form.amount.any')],
            ['is', m('categorizationRules.form.amount.is')],
            ['between', m('categorizationRules.form.amount.between')],
          ])}
          {values.amountKind === 'is' &&
            field('amountIs', m('categorizationRules.form.amountIs'), m('categorizationRules.form.amountHint'), true)}
          {values.amountKind === 'between' && (
            <>
              {field('amountFrom', m('categorizationRules.form.amountFrom'), m('categorizationRules.form.amountHint'), true)}
              {field('amountTo', m('categorizationRules.form.amountTo'), undefined, true)}
            </>
          )}
          <PickerField
            control={control}
            name="bankAccountId"
            label={m('categorizationRules.form.bankAccount')}
            source={sources.bankAccounts}
            noneLabel={m('categorizationRules.form.anyAccount')}
          />
        </fieldset>
        <RuleTestResult
          test={test}
          testable={testable}
          categorized={categorized}
          syncing={state.historySyncing}
          staleSave={staleSave !== undefined && staleSave === test.key}
          names={names}
          messages={messages}
          format={format}
        />
        <fieldset className="bk-form-section bk-editor-form__section" data-section="actions">
          <legend>{m('categorizationRules.form.actions')}</legend>
          {radios('actionKind', m('categorizationRules.form.actionKind'), [
            ['category', m('categorizationRules.form.action.category')],
            ['split', m('categorizationRules.form.action.split')],
          ])}
          {values.actionKind === 'category' ? (
            <PickerField
              control={control}
              name="categoryId"
              label={m('categorizationRules.form.category')}
              source={sources.categories}
              noneLabel={m('categorizationRules.form.chooseCategory')}
            />
          ) : (
            <SplitLines sources={sources} format={format} />
          )}
          <PickerField
            control={control}
            name="vendorId"
            label={m('categorizationRules.form.vendor')}
            source={sources.vendors}
            noneLabel={m('categorizationRules.form.none')}
          />
          <PickerField
            control={control}
            name="customerId"
            label={m('categorizationRules.form.customer')}
            source={sources.customers}
            noneLabel={m('categorizationRules.form.none')}
          />
          {field('memo', m('categorizationRules.form.memo'))}
        </fieldset>
        <div className="bk-form-section bk-editor-form__fields" data-section="behaviour">
          {radios('confirm', m('categorizationRules.form.confirm'), [
            ['suggest', m('categorizationRules.form.confirm.suggest'), m('categorizationRules.form.confirm.suggestHint')],
            ['confirm', m('categorizationRules.form.confirm.confirm'), m('categorizationRules.form.confirm.confirmHint')],
          ])}
          {field('name', m('categorizationRules.form.name'), m('categorizationRules.form.nameHint'))}
          {!rule &&
            radios('placement', m('categorizationRules.form.placement'), [
              ['top', m('categorizationRules.form.placement.top')],
              ['bottom', m('categorizationRules.form.placement.bottom')],
            ])}
        </div>
        <div className="bk-editor-form__actions">
          <button
            type="submit"
            className="bk-button"
            data-variant="primary"
            aria-disabled={saving || undefined}
            data-busy={saving || undefined}
          >
            {saving ? m('categorizationRules.form.saving') : m('categorizationRules.form.save')}
          </button>
          <button type="button" className="bk-button" onClick={onCancel}>
            {m('categorizationRules.form.cancel')}
          </button>
          <div className="bk-field__hint" role="status">
            {saving ? listText['categorizationRules.saving'] : ''}
          </div>
        </div>
      </form>
    </FormProvider>
  )
}
