/**
 * English strings of `<CategorizationRules>`; a host overrides any of them through the provider's
 * `messages`. Amounts, dates and counts arrive formatted in the provider's locale; `n` is the count
 * as a number, for plurals.
 */
const transactions = (n: number) => (n === 1 ? 'transaction' : 'transactions')
const rules = (n: number) => (n === 1 ? 'rule' : 'rules')

export const categorizationRulesMessages = {
  'categorizationRules.title': 'Categorization rules',
  'categorizationRules.intro':
    'Rules categorize bank transactions the way you always do. They are checked from the top: the first rule that matches a transaction gives its category.',
  'categorizationRules.loading': 'Loading the rules…',
  'categorizationRules.loadFailed': 'The rules could not be read.',
  'categorizationRules.unreadable': (field: string) =>
    `The stored rules cannot be read (${field} is not as this version writes it): they were written by a newer version or edited by hand. Nothing was changed, and nothing will be saved over them.`,
  'categorizationRules.company': 'Company',
  'categorizationRules.storedShared': 'Rules are kept with these books, shared with everyone who works on them.',
  'categorizationRules.storedBrowser':
    'Rules are kept in this browser only: another browser, or someone else working on these books, does not see them. Export them to keep a copy.',
  'categorizationRules.empty': 'No rules yet',
  'categorizationRules.emptyHint':
    'A rule says how to categorize transactions whose description holds certain words, like “Corner Cup” → Meals. Make one here with New rule, or accept the offer the review queue makes after you categorize the same description the same way a few times. A rule suggests its category first; it confirms on its own only if you ask it to.',
  'categorizationRules.new': 'New rule',
  'categorizationRules.export': 'Export rules',
  'categorizationRules.import': 'Import rules',
  'categorizationRules.listLabel': 'Rules, in the order they are checked',
  'categorizationRules.reorderHint': 'To move a focused rule, press Alt+Arrow Up or Alt+Arrow Down.',
  'categorizationRules.position': (position: string, count: string) => `${position} of ${count}`,
  'categorizationRules.unnamed': 'Rule without a description',
  'categorizationRules.confirms': 'Confirms automatically',
  'categorizationRules.off': 'Off',
  'categorizationRules.use': 'Use rule',
  'categorizationRules.switch': (name: string) => `Use rule “${name}”`,
  'categorizationRules.edit': 'Edit',
  'categorizationRules.editRule': (name: string) => `Edit “${name}”`,
  'categorizationRules.delete': 'Delete',
  'categorizationRules.deleteRule': (name: string) => `Delete “${name}”`,
  'categorizationRules.moveUp': 'Move up',
  'categorizationRules.moveUpRule': (name: string) => `Move up “${name}”`,
  'categorizationRules.moveDown': 'Move down',
  'categorizationRules.moveDownRule': (name: string) => `Move down “${name}”`,
  'categorizationRules.moved': (name: string, position: string, count: string) => `Moved “${name}” to ${position} of ${count}.`,
  'categorizationRules.switchedOn': (name: string) => `“${name}” is on.`,
  'categorizationRules.switchedOff': (name: string) => `“${name}” is off: it matches nothing until you switch it on.`,
  'categorizationRules.deleted': (name: string) => `Deleted “${name}”.`,
  'categorizationRules.undo': 'Undo',
  'categorizationRules.restored': (name: string) => `“${name}” is back.`,
  'categorizationRules.saved': (name: string) => `Saved “${name}”.`,
  'categorizationRules.saving': 'Saving the rules…',
  'categorizationRules.saveFailed': (reason: string) => `The rules could not be saved. ${reason}`,
  'categorizationRules.tryAgain': 'Try again',
  'categorizationRules.discard': 'Discard this change',

  // How a rule reads in the list.
  'categorizationRules.text.contains': (text: string) => `Description contains “${text}”`,
  'categorizationRules.text.startsWith': (text: string) => `Description starts with “${text}”`,
  'categorizationRules.text.is': (text: string) => `Description is “${text}”`,
  'categorizationRules.text.in': 'money in',
  'categorizationRules.text.out': 'money out',
  'categorizationRules.text.amountIs': (amount: string) => `exactly ${amount}`,
  'categorizationRules.text.amountBetween': (from: string, to: string) => `${from}–${to}`,
  'categorizationRules.text.account': (account: string) => `in ${account}`,
  'categorizationRules.text.anyTransaction': 'Every transaction',
  'categorizationRules.text.share': (category: string, share: string) => `${category} ${share}`,
  'categorizationRules.text.vendor': (vendor: string) => `vendor ${vendor}`,
  'categorizationRules.text.customer': (customer: string) => `customer ${customer}`,
  'categorizationRules.text.memo': (memo: string) => `memo “${memo}”`,
  'categorizationRules.text.unknownCategory': (id: string) => `category ${id}`,

  // The form.
  'categorizationRules.form.newTitle': 'New rule',
  'categorizationRules.form.editTitle': (name: string) => `Edit rule “${name}”`,
  'categorizationRules.form.unsaved': 'Not saved',
  'categorizationRules.form.loading': 'Loading the rule form…',
  'categorizationRules.form.conditions': 'When a transaction…',
  'categorizationRules.form.descriptionMatch': 'Description',
  'categorizationRules.form.match.contains': 'contains',
  'categorizationRules.form.match.startsWith': 'starts with',
  'categorizationRules.form.match.is': 'is exactly',
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
    'The rules were changed elsewhere while you worked, so this rule was not saved. Compare both versions below and choose.',
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
  'categorizationRules.test.same': (count: string) => `${count} of them you categorized the same way`,
  'categorizationRules.test.different': (count: string) => `${count} differently`,
  'categorizationRules.test.noCategory': 'Choose a category to compare with how you categorized them.',
  'categorizationRules.test.show': 'Show',
  'categorizationRules.test.hide': 'Hide',
  'categorizationRules.test.showDifferent': (count: string) => `Show the ${count} categorized differently`,
  'categorizationRules.test.hideDifferent': (count: string) => `Hide the ${count} categorized differently`,
  'categorizationRules.test.toChange': (count: string, n: number) =>
    n === 0 ? 'It would change no transaction to review now.' : `It would change ${count} ${transactions(n)} to review now.`,
  'categorizationRules.test.differentLabel': 'Transactions you categorized differently',
  'categorizationRules.test.date': 'Date',
  'categorizationRules.test.description': 'Description',
  'categorizationRules.test.amount': 'Amount',
  'categorizationRules.test.category': 'Their category',
  'categorizationRules.test.split': 'Split',
  'categorizationRules.test.uncategorized': 'Uncategorized',
  'categorizationRules.test.stale': 'The conditions changed since this test: here is what the rule does now. Save again to save it.',

  // A conflict.
  'categorizationRules.conflict.title': 'The rules were changed elsewhere',
  'categorizationRules.conflict.body':
    'Someone else, or this app in another tab, saved the rules after you opened them, so your change was not saved. Compare both versions and choose which to keep.',
  'categorizationRules.conflict.theirs': 'Their rules (stored now)',
  'categorizationRules.conflict.mine': 'Your rules (not saved)',
  'categorizationRules.conflict.added': 'Only here',
  'categorizationRules.conflict.changed': 'Different',
  'categorizationRules.conflict.moved': 'Other place',
  'categorizationRules.conflict.none': 'No rules',
  'categorizationRules.conflict.keepMine': 'Keep mine (replace theirs)',
  'categorizationRules.conflict.keepTheirs': 'Keep theirs (drop my change)',
  'categorizationRules.conflict.keptTheirs': 'Kept their rules; your change was dropped.',
  'categorizationRules.conflict.keptMine': 'Kept your rules; they replace theirs.',

  // Import and export.
  'categorizationRules.importFile': 'Rules file (JSON)',
  'categorizationRules.importRead': (count: string, n: number, name: string) => `${name} holds ${count} ${rules(n)}.`,
  'categorizationRules.importMode': 'With the current rules',
  'categorizationRules.importMode.add': (count: string, n: number) => `Add them after the current ${count} ${rules(n)}`,
  'categorizationRules.importMode.replace': (count: string, n: number) => `Replace the current ${count} ${rules(n)}`,
  'categorizationRules.importConfirm': (count: string, n: number) => `Import ${count} ${rules(n)}`,
  'categorizationRules.importCancel': 'Cancel import',
  'categorizationRules.imported': (count: string, n: number) => `Imported ${count} ${rules(n)}.`,
  'categorizationRules.importProblem.notJson': (name: string) => `${name} is not a JSON file: export the rules again and import that file.`,
  'categorizationRules.importProblem.notRules': (name: string) =>
    `${name} is not a rules file: export the rules from bookkit and import that file.`,
  'categorizationRules.importProblem.newerFormat': (name: string) =>
    `${name} was written by a newer version of bookkit and cannot be read by this one.`,
  'categorizationRules.importProblem.missing': (name: string, field: string) => `${name}: ${field} is missing. Nothing was imported.`,
  'categorizationRules.importProblem.invalid': (name: string, field: string) => `${name}: ${field} is not valid. Nothing was imported.`,
  'categorizationRules.importProblem.unreadable': (name: string) => `${name} could not be read.`,
}

/** `<CategorizationRules>`'s strings, as a host may override them. */
export type CategorizationRulesMessages = typeof categorizationRulesMessages
