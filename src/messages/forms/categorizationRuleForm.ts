/**
 * English strings of `<CategorizationRules>`'s rule form and its test against history: they load
 * with the form, not with the list. A host overrides any of them through the provider's `messages`.
 * Amounts and counts arrive formatted in the provider's locale; `n` is the count as a number.
 */
const transactions = (n: number) => (n === 1 ? 'transaction' : 'transactions')

export const categorizationRuleFormMessages = {
  'categorizationRules.form.newTitle': 'New rule',
  'categorizationRules.form.editTitle': (name: string) => `Edit rule “${name}”`,
  'categorizationRules.form.unsaved': 'Not saved',
  'categorizationRules.form.conditions': 'When a transaction…',
  'categorizationRules.form.descriptionMatch': 'Description',
  'categorizationRules.form.match.contains': 'contains',
  'categorizationRules.form.match.startsWith': 'starts with',
  'categorizationRules.form.match.is': 'is exactly',
  'categorizationRules.form.match.notContains': 'does not contain',
  'categorizationRules.form.match.anyWord': 'has any of these words',
  'categorizationRules.form.descriptionText': 'Words in the description',
  'categorizationRules.form.descriptionHint':
    'Case, accents, punctuation and the bank’s reference numbers and dates do not count: “Corner Cup” matches “CORNER CUP #1234 06/03”.',
  'categorizationRules.form.direction': 'Money',
  'categorizationRules.form.direction.either': 'In or out',
  'categorizationRules.form.direction.in': 'Money in',
  'categorizationRules.form.direction.out': 'Money out',
  'categorizationRules.form.amountKind': 'Amount',
  'categorizationRules.form.amount.any': 'Any amount',
  'categorizationRules.form.amount.is': 'Exactly',
  'categorizationRules.form.amount.between': 'Between',
  'categorizationRules.form.amountIs': 'Amount, exactly',
  'categorizationRules.form.amountFrom': 'Amount from',
  'categorizationRules.form.amountTo': 'Amount to',
  'categorizationRules.form.amountHint': 'Without a sign: money in or out is chosen above.',
  'categorizationRules.form.bankAccount': 'Bank account',
  'categorizationRules.form.anyAccount': 'Any bank account',
  'categorizationRules.form.actions': 'Then…',
  'categorizationRules.form.actionKind': 'Categorize',
  'categorizationRules.form.action.category': 'In one category',
  'categorizationRules.form.action.split': 'Split over several categories',
  'categorizationRules.form.category': 'Category',
  'categorizationRules.form.chooseCategory': 'Choose a category',
  'categorizationRules.form.line': (number: number) => `Line ${number}`,
  'categorizationRules.form.lineCategory': (number: number) => `Line ${number} category`,
  'categorizationRules.form.lineShare': (number: number) => `Line ${number} share`,
  'categorizationRules.form.lineKind': (number: number) => `Line ${number} share as`,
  'categorizationRules.form.kind.percent': 'Percentage',
  'categorizationRules.form.kind.amount': 'Fixed amount',
  'categorizationRules.form.addLine': 'Add a line',
  'categorizationRules.form.removeLine': (number: number) => `Remove line ${number}`,
  'categorizationRules.form.splitHint':
    'Fixed amounts come first; the percentages share what is left and must add up to 100%. Only fixed amounts: the rule splits only transactions of exactly their total.',
  'categorizationRules.form.percentTotal': (total: string) => `Percentages add up to ${total}.`,
  'categorizationRules.form.fixedTotal': (total: string) => `Fixed amounts add up to ${total}.`,
  'categorizationRules.form.vendor': 'Vendor (optional)',
  'categorizationRules.form.customer': 'Customer (optional)',
  'categorizationRules.form.memo': 'Memo (optional)',
  'categorizationRules.form.none': 'None',
  'categorizationRules.form.confirm': 'What the rule does',
  'categorizationRules.form.confirm.suggest': 'Suggest only',
  'categorizationRules.form.confirm.suggestHint':
    'Its category is the first suggestion in the review queue; you accept it with Enter. Nothing changes until you do.',
  'categorizationRules.form.confirm.confirm': 'Categorize and mark reviewed automatically',
  'categorizationRules.form.confirm.confirmHint':
    'Transactions it matches are categorized and marked reviewed as they arrive in the queue. Each one can be undone there.',
  'categorizationRules.form.name': 'Name (optional)',
  'categorizationRules.form.nameHint': 'Without a name, the rule is called by its description words.',
  'categorizationRules.form.save': 'Save rule',
  'categorizationRules.form.saving': 'Saving…',
  'categorizationRules.form.cancel': 'Cancel',
  'categorizationRules.form.placement': 'Place it',
  'categorizationRules.form.placement.top': 'At the top (checked first)',
  'categorizationRules.form.placement.bottom': 'At the bottom (checked last)',
  'categorizationRules.form.saveFailed': 'The rule was not saved.',
  'categorizationRules.form.conflict':
    'The rules were changed elsewhere while you worked, so this rule was not saved. Below, their rules have your change merged in: check them, then save the merge.',
  'categorizationRules.form.checkErrors': (count: string, n: number) =>
    n === 1 ? 'One field needs a fix before the rule is saved.' : `${count} fields need a fix before the rule is saved.`,

  // The form's checks: each names its field.
  'categorizationRules.error.needsCondition':
    'Words in the description: type them, or give an amount. A rule with neither would match every transaction.',
  'categorizationRules.error.descriptionWords': (text: string) =>
    `Words in the description: “${text}” holds only numbers or signs, which descriptions are matched without. Type a word of the payee’s name.`,
  'categorizationRules.error.amount': (field: string) => `${field}: type an amount, such as 4.50.`,
  'categorizationRules.error.amountDecimals': (field: string, digits: number) =>
    `${field}: at most ${digits} ${digits === 1 ? 'digit' : 'digits'} after the decimal mark.`,
  'categorizationRules.error.amountOrder': 'Amount to: it must be at least the amount from.',
  'categorizationRules.error.category': 'Category: choose one.',
  'categorizationRules.error.lineCategory': (number: number) => `Line ${number} category: choose one.`,
  'categorizationRules.error.lineShare': (number: number) => `Line ${number} share: type a percentage or an amount.`,
  'categorizationRules.error.linePercent': (number: number) => `Line ${number} share: a percentage from 0 to 100.`,
  'categorizationRules.error.lines': 'Split: give at least two lines.',
  'categorizationRules.error.percentTotal': (total: string) => `Split: the percentages add up to ${total}; they must add up to 100%.`,
  'categorizationRules.error.fixedOnly': (total: string) =>
    `Split: the fixed amounts add up to ${total}. Add a line with a percentage for what is left, or set the amount to exactly ${total}.`,
  'categorizationRules.error.vendorAndCustomer': 'Customer: a rule sets a vendor or a customer, not both.',

  // The test against history.
  'categorizationRules.test.title': 'Tested against your transactions',
  'categorizationRules.test.run': 'Test',
  'categorizationRules.test.running': 'Testing…',
  'categorizationRules.test.waiting': 'The transactions are still loading; the test runs once they are here.',
  'categorizationRules.test.needsCondition': 'Give the rule words or an amount to test it.',
  'categorizationRules.test.matched': (count: string, n: number) => `Would have matched ${count} ${transactions(n)}`,
  'categorizationRules.test.matchedSoFar': (count: string, n: number) =>
    `Would have matched ${count} ${transactions(n)} so far (older transactions are still loading)`,
  // The groups of what it matched, each transaction in one: "…: 208 you categorized the same way, 3 differently, 3 to review already have a category."
  'categorizationRules.test.group.same': (count: string) => `${count} you categorized the same way`,
  'categorizationRules.test.group.different': (count: string) => `${count} differently`,
  'categorizationRules.test.group.reviewed': (count: string) => `${count} already reviewed`,
  'categorizationRules.test.group.categorized': (count: string, n: number) =>
    `${count} to review already ${n === 1 ? 'has' : 'have'} a category`,
  'categorizationRules.test.group.toChange': (count: string) => `${count} to review it would categorize now`,
  'categorizationRules.test.noCategory': 'Choose a category to compare with how you categorized them.',
  'categorizationRules.test.show': 'Show',
  'categorizationRules.test.hide': 'Hide',
  'categorizationRules.test.showDifferent': (count: string) => `Show the ${count} categorized differently`,
  'categorizationRules.test.hideDifferent': (count: string) => `Hide the ${count} categorized differently`,
  'categorizationRules.test.differentLabel': 'Transactions you categorized differently',
  'categorizationRules.test.date': 'Date',
  'categorizationRules.test.description': 'Description',
  'categorizationRules.test.amount': 'Amount',
  'categorizationRules.test.category': 'Their category',
  'categorizationRules.test.split': 'Split',
  'categorizationRules.test.uncategorized': 'Uncategorized',
  'categorizationRules.test.stale': 'The conditions changed since this test: here is what the rule does now. Save again to save it.',
}

/** The rule form's strings, as a host may override them. */
export type CategorizationRuleFormMessages = typeof categorizationRuleFormMessages
