/**
 * The rule form's values (text as typed, so nothing is rewritten under the cursor), read from a
 * rule, checked field by field, and made back into a rule. Pure: messages come in as arguments.
 */
import { isolate } from '../../format/isolate'
import { formatMoneyInput, parseMoney, type MoneyFormat } from '../../format/money'
import { moneyProblemMessage, type FormMessages } from '../../messages/forms/form'
import type { CategorizationRuleFormMessages } from '../../messages/forms/categorizationRuleForm'
import { descriptionWords } from './words'
import type { CategorizationRule, DescriptionMatch, RuleConditions, RuleSplitLine } from './types'
import type { FieldProblem } from '../forms/fieldProblems'
import { formatPercentInput, formatShare } from '../../format/percent'

/** One line of a split, as typed. */
export interface SplitLineValues {
  categoryId: string
  kind: 'percent' | 'amount'
  share: string
}

/** The form's values. */
export interface RuleFormValues {
  descriptionMatch: DescriptionMatch
  descriptionText: string
  direction: 'either' | 'in' | 'out'
  amountKind: 'any' | 'is' | 'between'
  amountIs: string
  amountFrom: string
  amountTo: string
  bankAccountId: string
  actionKind: 'category' | 'split'
  categoryId: string
  lines: SplitLineValues[]
  vendorId: string
  customerId: string
  memo: string
  confirm: 'suggest' | 'confirm'
  name: string
  placement: 'top' | 'bottom'
}

/** What the checks need besides the values. */
export interface RuleCheckContext {
  format: MoneyFormat
  messages: CategorizationRuleFormMessages
  form: FormMessages
  /** An amount as the user would type it, for the "must be an amount" message. */
  example: string
}

/** A fresh split line, the kind of the line before it. */
export const newLine = (kind: SplitLineValues['kind'] = 'percent'): SplitLineValues => ({ categoryId: '', kind, share: '' })

// A percentage is typed in the locale's marks, with up to two decimals: a two-decimal currency's
// parser reads it exactly, in hundredths of a percent.
const PERCENT_CURRENCY = 'USD'

/** A typed percentage in hundredths of a percent ("33,5" in de-DE → 3350), or `undefined`. */
export function typedPercent(text: string, locale: string): number | undefined {
  const parsed = parseMoney(text, { locale, currency: PERCENT_CURRENCY })
  return parsed.ok && parsed.minor >= 0 ? parsed.minor : undefined
}

/** A typed unsigned amount in minor units, or `undefined`. */
export function typedAmount(text: string, format: MoneyFormat): number | undefined {
  const parsed = parseMoney(text, format)
  return parsed.ok ? Math.abs(parsed.minor) : undefined
}

/** The values of a new rule, or of `rule` to edit (amounts in the locale's style). */
export function ruleFormValues(rule: CategorizationRule | undefined, format: MoneyFormat): RuleFormValues {
  const conditions = rule?.conditions ?? {}
  const actions = rule?.actions ?? {}
  const amount = conditions.amount
  const money = (minor: number) => formatMoneyInput(minor, format)
  const split = actions.split ?? []
  return {
    descriptionMatch: conditions.description?.match ?? 'contains',
    descriptionText: conditions.description?.text ?? '',
    direction: conditions.direction ?? 'either',
    amountKind: amount === undefined ? 'any' : 'is' in amount ? 'is' : 'between',
    amountIs: amount && 'is' in amount ? money(amount.is) : '',
    amountFrom: amount && 'from' in amount ? money(amount.from) : '',
    amountTo: amount && 'to' in amount ? money(amount.to) : '',
    bankAccountId: conditions.bankAccountId ?? '',
    actionKind: split.length > 0 ? 'split' : 'category',
    categoryId: actions.categoryId ?? '',
    lines:
      split.length > 0
        ? split.map((line) =>
            line.percent === undefined
              ? { categoryId: line.categoryId, kind: 'amount' as const, share: money(line.amount) }
              : { categoryId: line.categoryId, kind: 'percent' as const, share: formatPercentInput(line.percent, format.locale) },
          )
        : [newLine(), newLine()],
    vendorId: actions.vendorId ?? '',
    customerId: actions.customerId ?? '',
    memo: actions.memo ?? '',
    confirm: rule?.confirm ? 'confirm' : 'suggest',
    name: rule?.name ?? '',
    placement: 'top',
  }
}

/** The conditions the values say, leaving out what does not read (yet): what a test can run on while the user types. */
function typedConditions(values: RuleFormValues, format: MoneyFormat): RuleConditions {
  const conditions: RuleConditions = {}
  const text = values.descriptionText.trim()
  if (text !== '') conditions.description = { match: values.descriptionMatch, text }
  if (values.direction !== 'either') conditions.direction = values.direction
  if (values.amountKind === 'is') {
    const is = typedAmount(values.amountIs, format)
    if (is !== undefined) conditions.amount = { is }
  } else if (values.amountKind === 'between') {
    const from = typedAmount(values.amountFrom, format)
    const to = typedAmount(values.amountTo, format)
    if (from !== undefined && to !== undefined && to >= from) conditions.amount = { from, to }
  }
  if (values.bankAccountId !== '') conditions.bankAccountId = values.bankAccountId
  return conditions
}

/** The split lines the values say, those that read; `undefined` when none does. */
function typedSplit(values: RuleFormValues, format: MoneyFormat): RuleSplitLine[] | undefined {
  const lines = values.lines.flatMap((line): RuleSplitLine[] => {
    if (line.categoryId === '') return []
    if (line.kind === 'percent') {
      const hundredths = typedPercent(line.share, format.locale)
      return hundredths === undefined ? [] : [{ categoryId: line.categoryId, percent: hundredths / 100 }]
    }
    const amount = typedAmount(line.share, format)
    return amount === undefined ? [] : [{ categoryId: line.categoryId, amount }]
  })
  return lines.length > 0 ? lines : undefined
}

/**
 * The rule the values make: a new one (`id`, made `now`, on) or `editing` changed (its id, making
 * date, switch and declined transactions kept). Call after `checkRuleValues` found nothing; for a
 * test while the user types, it makes what it can.
 */
export function ruleFromValues(
  values: RuleFormValues,
  format: MoneyFormat,
  editing: CategorizationRule | undefined,
  { id, now }: { id: string; now: string },
): CategorizationRule {
  const { name: _name, ...kept } = editing ?? { id, enabled: true, createdAt: now }
  const rule: CategorizationRule = {
    ...kept,
    confirm: values.confirm === 'confirm',
    conditions: typedConditions(values, format),
    actions: {},
    ...(editing ? { updatedAt: now } : {}),
  }
  const name = values.name.trim()
  if (name) rule.name = name
  if (values.actionKind === 'split') {
    const split = typedSplit(values, format)
    if (split) rule.actions.split = split
  } else if (values.categoryId !== '') rule.actions.categoryId = values.categoryId
  if (values.vendorId !== '') rule.actions.vendorId = values.vendorId
  if (values.customerId !== '') rule.actions.customerId = values.customerId
  const memo = values.memo.trim()
  if (memo) rule.actions.memo = memo
  return rule
}

/** Every problem of the values, in the order the fields appear, each naming its field. */
export function checkRuleValues(values: RuleFormValues, ctx: RuleCheckContext): FieldProblem[] {
  const { messages: m, form, format } = ctx
  const problems: FieldProblem[] = []
  const add = (name: string, message: string | undefined) => {
    if (message) problems.push({ name, message })
  }
  const amountProblem = (text: string, label: string) => {
    const parsed = parseMoney(text, format)
    return parsed.ok ? undefined : moneyProblemMessage(parsed.problem, label, parsed.maxDecimals, ctx.example, form)
  }

  const text = values.descriptionText.trim()
  if (text === '' && values.amountKind === 'any') add('descriptionText', m['categorizationRules.error.needsCondition'])
  else if (text !== '' && descriptionWords(text).length === 0)
    add('descriptionText', m['categorizationRules.error.descriptionWords'](isolate(text)))

  if (values.amountKind === 'is') add('amountIs', amountProblem(values.amountIs, m['categorizationRules.form.amountIs']))
  if (values.amountKind === 'between') {
    const fromProblem = amountProblem(values.amountFrom, m['categorizationRules.form.amountFrom'])
    const toProblem = amountProblem(values.amountTo, m['categorizationRules.form.amountTo'])
    add('amountFrom', fromProblem)
    add('amountTo', toProblem)
    const from = typedAmount(values.amountFrom, format)
    const to = typedAmount(values.amountTo, format)
    if (!fromProblem && !toProblem && from !== undefined && to !== undefined && to < from)
      add('amountTo', m['categorizationRules.error.amountOrder'])
  }

  if (values.actionKind === 'category') {
    if (values.categoryId === '') add('categoryId', m['categorizationRules.error.category'])
  } else checkSplit(values, ctx, add)

  if (values.vendorId !== '' && values.customerId !== '') add('customerId', m['categorizationRules.error.vendorAndCustomer'])
  return problems
}

function checkSplit(values: RuleFormValues, ctx: RuleCheckContext, add: (name: string, message: string | undefined) => void) {
  const { messages: m, format } = ctx
  if (values.lines.length < 2) add('lines.root', m['categorizationRules.error.lines'])
  let percentTotal = 0
  let fixedTotal = 0
  let percentLines = 0
  let sharesRead = true
  values.lines.forEach((line, index) => {
    const number = index + 1
    if (line.categoryId === '') add(`lines.${index}.categoryId`, m['categorizationRules.error.lineCategory'](number))
    if (line.kind === 'percent') {
      percentLines++
      const hundredths = typedPercent(line.share, format.locale)
      if (hundredths === undefined || hundredths > 10_000) {
        sharesRead = false
        add(`lines.${index}.share`, m['categorizationRules.error.linePercent'](number))
      } else percentTotal += hundredths
    } else {
      const amount = typedAmount(line.share, format)
      if (amount === undefined) {
        sharesRead = false
        add(`lines.${index}.share`, m['categorizationRules.error.lineShare'](number))
      } else fixedTotal += amount
    }
  })
  if (!sharesRead || values.lines.length < 2) return
  if (percentLines > 0 && percentTotal !== 10_000)
    add('lines.root', m['categorizationRules.error.percentTotal'](formatShare(percentTotal / 10_000, format.locale)))
  if (percentLines === 0) {
    const exactly = values.amountKind === 'is' ? typedAmount(values.amountIs, format) : undefined
    if (exactly !== fixedTotal) add('lines.root', m['categorizationRules.error.fixedOnly'](formatMoneyInput(fixedTotal, format)))
  }
}
