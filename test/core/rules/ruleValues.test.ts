// The rule form's values, pure: a rule read into the form and made back is the same rule, in any
// locale; amounts and percentages are typed in the locale's marks; each problem names its field.
import { isolate } from '../../../src/format/isolate'
import { formMessages } from '../../../src/messages/forms/form'
import { categorizationRuleFormMessages } from '../../../src/messages/forms/categorizationRuleForm'
import { categorizationRulesMessages } from '../../../src/messages/forms/categorizationRules'
import { checkRuleValues, ruleFormValues, ruleFromValues, type RuleFormValues } from '../../../src/core/rules/ruleValues'
import { ruleSentence, type RuleNames } from '../../../src/components/CategorizationRules/ruleText'
import type { CategorizationRule } from '../../../src/core/rules/types'

const GERMAN = { locale: 'de-DE', currency: 'EUR' }
const US = { locale: 'en-US', currency: 'USD' }
const context = (format = US) => ({ format, messages: categorizationRuleFormMessages, form: formMessages, example: '4.50' })

const split: CategorizationRule = {
  id: 'rule_club',
  name: 'Warehouse club',
  enabled: false,
  confirm: true,
  conditions: {
    description: { match: 'startsWith', text: 'Warehouse club' },
    direction: 'out',
    amount: { from: 2_000, to: 123_456 },
    bankAccountId: 'bka_1',
  },
  actions: {
    split: [
      { categoryId: 'ctg_supplies', amount: 1_050 },
      { categoryId: 'ctg_ingredients', percent: 62.5 },
      { categoryId: 'ctg_marketing', percent: 37.5 },
    ],
    vendorId: 'vnd_club',
    memo: 'Monthly run',
  },
  createdAt: '2026-05-02T09:00:00.000Z',
  declined: ['btxn_9'],
}

describe('the rule form values', () => {
  it.each([US, GERMAN])('reads a rule into the form and makes the same rule back ($locale)', (format) => {
    const values = ruleFormValues(split, format)
    expect(checkRuleValues(values, context(format))).toEqual([])
    expect(ruleFromValues(values, format, split, { id: 'unused', now: '2026-06-30T12:00:00.000Z' })).toEqual({
      ...split,
      updatedAt: '2026-06-30T12:00:00.000Z',
    })
  })

  it.each([
    ['notContains', `Description does not contain “${isolate('Transfer')}” → ${isolate('Supplies')}`],
    ['anyWord', `Description has any of the words “${isolate('Transfer')}” → ${isolate('Supplies')}`],
  ] as const)('reads a “%s” condition into the form and makes it back, and says it', (match, sentence) => {
    const rule: CategorizationRule = {
      ...split,
      conditions: { description: { match, text: 'Transfer' } },
      actions: { categoryId: 'ctg_supplies' },
    }
    const values = ruleFormValues(rule, US)
    expect(values.descriptionMatch).toBe(match)
    expect(checkRuleValues(values, context())).toEqual([])
    expect(ruleFromValues(values, US, rule, { id: 'unused', now: rule.createdAt })).toEqual({ ...rule, updatedAt: rule.createdAt })
    const names: RuleNames = {
      category: () => 'Supplies',
      vendor: () => undefined,
      customer: () => undefined,
      bankAccount: () => undefined,
    }
    expect(ruleSentence(rule, names, categorizationRulesMessages, US)).toBe(sentence)
  })

  it('reads amounts and percentages as the locale types them', () => {
    const values: RuleFormValues = {
      ...ruleFormValues(undefined, GERMAN),
      descriptionText: 'Großmarkt',
      amountKind: 'between',
      amountFrom: '1.234,5',
      amountTo: '2.000',
      actionKind: 'split',
      lines: [
        { categoryId: 'a', kind: 'amount', share: '10,50' },
        { categoryId: 'b', kind: 'percent', share: '33,5' },
        { categoryId: 'c', kind: 'percent', share: '66,5' },
      ],
    }
    expect(checkRuleValues(values, context(GERMAN))).toEqual([])
    const made = ruleFromValues(values, GERMAN, undefined, { id: 'rule_new', now: '2026-06-30T12:00:00.000Z' })
    expect(made).toEqual({
      id: 'rule_new',
      enabled: true,
      confirm: false,
      createdAt: '2026-06-30T12:00:00.000Z',
      conditions: { description: { match: 'contains', text: 'Großmarkt' }, amount: { from: 123_450, to: 200_000 } },
      actions: {
        split: [
          { categoryId: 'a', amount: 1_050 },
          { categoryId: 'b', percent: 33.5 },
          { categoryId: 'c', percent: 66.5 },
        ],
      },
    })
  })

  it('names the field of every problem', () => {
    const values: RuleFormValues = {
      ...ruleFormValues(undefined, US),
      descriptionText: '#1234 06/03',
      amountKind: 'is',
      amountIs: '4.505',
      actionKind: 'split',
      lines: [
        { categoryId: 'a', kind: 'amount', share: '1.00' },
        { categoryId: 'b', kind: 'amount', share: '2.00' },
      ],
      vendorId: 'vnd_1',
      customerId: 'cus_1',
    }
    expect(checkRuleValues(values, context())).toEqual([
      {
        name: 'descriptionText',
        message: expect.stringMatching(/^Words in the description: “\u2068#1234 06\/03\u2069” holds only numbers or signs/),
      },
      { name: 'amountIs', message: expect.stringMatching(/^Amount, exactly/) },
      { name: 'lines.root', message: expect.stringMatching(/^Split: the fixed amounts add up to 3\.00\. Add a line with a percentage/) },
      { name: 'customerId', message: 'Customer: a rule sets a vendor or a customer, not both.' },
    ])
    // Fixed amounts alone are right for exactly their total.
    expect(checkRuleValues({ ...values, descriptionText: 'Club', amountIs: '3.00', customerId: '' }, context())).toEqual([])
  })

  it('says an amount typed wrong, a split line without its category, and percentages that do not make 100%', () => {
    const values: RuleFormValues = {
      ...ruleFormValues(undefined, US),
      amountKind: 'between',
      amountFrom: '12,34,5',
      amountTo: '3.00',
      actionKind: 'split',
      lines: [
        { categoryId: '', kind: 'percent', share: '60' },
        { categoryId: '', kind: 'percent', share: '30' },
      ],
    }
    expect(checkRuleValues(values, context())).toEqual([
      { name: 'amountFrom', message: 'Amount from must be an amount, such as 4.50.' },
      { name: 'lines.0.categoryId', message: 'Line 1 category: choose one.' },
      { name: 'lines.1.categoryId', message: 'Line 2 category: choose one.' },
      { name: 'lines.root', message: 'Split: the percentages add up to 90%; they must add up to 100%.' },
    ])
  })

  it('says a rule in plain words', () => {
    const names: RuleNames = {
      category: (id) => ({ ctg_supplies: 'Supplies', ctg_ingredients: 'Ingredients', ctg_marketing: 'Marketing' })[id],
      vendor: () => 'Big Box Club',
      customer: () => undefined,
      bankAccount: () => 'Checking',
    }
    expect(ruleSentence(split, names, categorizationRulesMessages, US)).toBe(
      `Description starts with “${isolate('Warehouse club')}” · money out · $20.00–$1,234.56 · in ${isolate('Checking')} → ${isolate('Supplies')} $10.50 · ${isolate('Ingredients')} 62.5% · ${isolate('Marketing')} 37.5%, vendor ${isolate('Big Box Club')}, memo “${isolate('Monthly run')}”`,
    )
  })
})
