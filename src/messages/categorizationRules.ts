/**
 * English strings of `<CategorizationRules>`; a host overrides any of them through the provider's
 * `messages`. Amounts, dates and counts arrive formatted in the provider's locale; `n` is the count
 * as a number, for plurals.
 */
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
  'categorizationRules.form.loading': 'Loading the rule form…',
  'categorizationRules.discard': 'Discard this change',

  // How a rule reads in the list.
  'categorizationRules.text.contains': (text: string) => `Description contains “${text}”`,
  'categorizationRules.text.startsWith': (text: string) => `Description starts with “${text}”`,
  'categorizationRules.text.is': (text: string) => `Description is “${text}”`,
  'categorizationRules.text.notContains': (text: string) => `Description does not contain “${text}”`,
  'categorizationRules.text.anyWord': (text: string) => `Description has any of the words “${text}”`,
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
  'categorizationRules.importProblem.unknown': (name: string, field: string) =>
    `${name}: ${field} is not a field bookkit knows. Nothing was imported.`,
  'categorizationRules.importProblem.unreadable': (name: string) => `${name} could not be read.`,
}

/** `<CategorizationRules>`'s strings, as a host may override them. */
export type CategorizationRulesMessages = typeof categorizationRulesMessages
