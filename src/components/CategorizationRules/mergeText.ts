/**
 * A merge in plain words, as the conflict view says it: "“Corner Cup”: you changed its category to
 * Meals; they switched it off.", and each difference's question with both sides' values. Pure. A
 * rule's name and each name in a value (a description's words, a category) are marked by
 * `isolate()`: `IsolatedText` draws them in `<bdi>`.
 */
import { isolate } from '../../format/isolate'
import type { MoneyFormat } from '../../format/money'
import type { CategorizationRulesMessages } from '../../messages/forms/categorizationRules'
import type { CategorizationRule } from '../../core/rules/types'
import type { MergeDifference, MergeSide, RuleField, RuleMergeNote, SideChange } from '../../core/rules/mergeRules'
import { actionsText, conditionsText, ruleName, type RuleNames } from './ruleText'

/** What the texts need besides the merge. */
export interface MergeTextContext {
  names: RuleNames
  messages: CategorizationRulesMessages
  format: MoneyFormat
}

const CONDITION_KEYS: Partial<Record<RuleField, keyof CategorizationRule['conditions']>> = {
  description: 'description',
  direction: 'direction',
  amount: 'amount',
  bankAccount: 'bankAccountId',
}
const ACTION_KEYS: Partial<Record<RuleField, readonly (keyof CategorizationRule['actions'])[]>> = {
  category: ['categoryId', 'split'],
  payee: ['vendorId', 'customerId'],
  memo: ['memo'],
}

/** One part of `rule` in words ("Description contains “Corner Cup”", "Meals", "off"), or `undefined` when the rule has none. */
function partText(field: RuleField, rule: CategorizationRule, { names, messages: m, format }: MergeTextContext): string | undefined {
  if (field === 'name') return rule.name?.trim() ? `“${isolate(rule.name.trim())}”` : undefined
  if (field === 'enabled') return m[rule.enabled ? 'categorizationRules.conflict.value.on' : 'categorizationRules.conflict.value.off']
  if (field === 'confirm')
    return m[rule.confirm ? 'categorizationRules.conflict.value.confirms' : 'categorizationRules.conflict.value.suggests']
  const condition = CONDITION_KEYS[field]
  if (condition) {
    if (rule.conditions[condition] === undefined) return undefined
    // Its names are marked already, each apart from our words around them.
    return conditionsText({ ...rule, conditions: { [condition]: rule.conditions[condition] } }, names, m, format)[0]
  }
  const actions = Object.fromEntries((ACTION_KEYS[field] ?? []).map((key) => [key, rule.actions[key]]))
  return actionsText({ ...rule, actions }, names, m, format) || undefined
}

/** What one side did to a rule, as phrases ("switched it off", "changed its category to Meals"). */
function changePhrases(change: SideChange, rule: CategorizationRule | undefined, context: MergeTextContext): string[] {
  const m = context.messages
  if (change.kind === 'added') return [m['categorizationRules.conflict.added']]
  if (change.kind === 'deleted' || !rule) return [m['categorizationRules.conflict.deleted']]
  return change.fields.map((field) => {
    if (field === 'enabled') return m[rule.enabled ? 'categorizationRules.conflict.switchedOn' : 'categorizationRules.conflict.switchedOff']
    if (field === 'confirm') return m[rule.confirm ? 'categorizationRules.conflict.confirms' : 'categorizationRules.conflict.suggests']
    const part = m[`categorizationRules.conflict.part.${field}`]
    const value = partText(field, rule, context)
    return value === undefined ? m['categorizationRules.conflict.removed'](part) : m['categorizationRules.conflict.changedTo'](part, value)
  })
}

/** The name a note goes by: as both knew it, else as it was added. */
function noteName(note: RuleMergeNote, messages: CategorizationRulesMessages): string {
  return isolate(ruleName((note.base ?? note.mine ?? note.theirs) as CategorizationRule, messages))
}

/** A rule's note in one sentence: "“Corner Cup”: you changed its category to Meals; they switched it off." */
export function noteText(note: RuleMergeNote, context: MergeTextContext): string {
  const m = context.messages
  const list = new Intl.ListFormat(context.format.locale, { type: 'conjunction' })
  const sides = [
    note.mineChange && m['categorizationRules.conflict.you'](list.format(changePhrases(note.mineChange, note.mine, context))),
    note.theirsChange && m['categorizationRules.conflict.they'](list.format(changePhrases(note.theirsChange, note.theirs, context))),
  ].filter((side) => side !== undefined)
  return m['categorizationRules.conflict.note'](noteName(note, m), sides.join('; '))
}

/** A difference's question, and each side's answer in words. */
export function differenceText(
  difference: MergeDifference,
  note: RuleMergeNote | undefined,
  context: MergeTextContext,
): { legend: string } & Record<MergeSide, string> {
  const m = context.messages
  const yours = m['categorizationRules.conflict.yours']
  const theirs = m['categorizationRules.conflict.theirsValue']
  if (difference.field === 'order' || !note)
    return {
      legend: m['categorizationRules.conflict.chooseOrder'],
      mine: yours(m['categorizationRules.conflict.order.yours']),
      theirs: theirs(m['categorizationRules.conflict.order.theirsValue']),
    }
  const name = noteName(note, m)
  if (difference.field === 'deleted') {
    const side = (rule: CategorizationRule | undefined) =>
      m[rule ? 'categorizationRules.conflict.value.kept' : 'categorizationRules.conflict.value.deleted']
    return { legend: m['categorizationRules.conflict.chooseRule'](name), mine: yours(side(note.mine)), theirs: theirs(side(note.theirs)) }
  }
  const field = difference.field
  const value = (rule: CategorizationRule | undefined) =>
    (rule && partText(field, rule, context)) ?? m['categorizationRules.conflict.value.none']
  return {
    legend: m['categorizationRules.conflict.choosePart'](name, m[`categorizationRules.conflict.part.${field}`]),
    mine: yours(value(note.mine)),
    theirs: theirs(value(note.theirs)),
  }
}
