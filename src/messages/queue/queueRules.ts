/**
 * English strings of categorization rules where the user works: the review queue's rule
 * suggestions, confirmations and "Apply rules", and the offer "Always categorize … as …?" (in the
 * queue and the bank-transaction editor). Their own module: it loads with the rules' part of the
 * queue, after the first rows are painted. A host overrides any of them through the provider's `messages`.
 */
export const queueRulesMessages = {
  'queueRules.byRule': (rule: string) => `By rule “${rule}”`,
  'queueRules.useRule': (category: string, name: string, rule: string) => `Categorize ${name} as ${category}, by rule “${rule}”`,
  'queueRules.split': (categories: string) => `Split: ${categories}`,
  'queueRules.confirmedRow': (rule: string) => `Confirmed by rule “${rule}”`,
  'queueRules.undoRow': 'Undo',
  'queueRules.undoRowLabel': (name: string, rule: string) => `Undo the confirmation of ${name} by rule “${rule}”`,
  'queueRules.confirmed': (rule: string, count: string, n: number) =>
    n === 1 ? `Rule “${rule}” confirmed 1 transaction.` : `Rule “${rule}” confirmed ${count} transactions.`,
  'queueRules.changedNotConfirmed': 'Changed by someone else; not confirmed',
  'queueRules.changedNotUndone': 'Changed by someone else; not undone',
  'queueRules.notChecked': 'The transactions could not be read again, so nothing was undone. Try again.',
  'queueRules.undoAll': 'Undo all',
  'queueRules.undoAllLabel': (rule: string) => `Undo all confirmations by rule “${rule}”`,
  'queueRules.declineFailed': (rule: string) =>
    `Restored, but rule “${rule}” could not note it: it may confirm the transaction again next time. Undo again to retry.`,
  'queueRules.applyAll': (count: string, n: number) =>
    n === 1 ? 'Apply rules to the 1 transaction to review' : `Apply rules to the ${count} transactions to review`,
  'queueRules.applyAllSoFar': (count: string, n: number) =>
    n === 1
      ? 'Apply rules to the 1 transaction to review so far (older ones are still arriving)'
      : `Apply rules to the ${count} transactions to review so far (older ones are still arriving)`,
  'queueRules.preview.title': (count: string, n: number) =>
    n === 1 ? 'Apply rules to 1 transaction?' : `Apply rules to ${count} transactions?`,
  'queueRules.preview.intro': 'Each transaction is categorized as its rule says and marked reviewed. Undo takes it all back.',
  'queueRules.preview.rule': (rule: string, count: string) => `Rule “${rule}” (${count})`,
  'queueRules.preview.date': 'Date',
  'queueRules.preview.description': 'Description',
  'queueRules.preview.amount': 'Amount',
  'queueRules.preview.category': 'Category',
  'queueRules.preview.more': (count: string) => `…and ${count} more`,
  'queueRules.preview.apply': (count: string) => `Apply to ${count}`,
  'queueRules.preview.cancel': 'Cancel',
  'queueRules.makeRule': 'Make a rule…',
  'queueRules.makeRuleLabel': (name: string) => `Make a rule from ${name}`,
  'queueRules.offer.title': (text: string, category: string) => `Always categorize “${text}” as ${category}?`,
  'queueRules.offer.titleNoCategory': (text: string) => `Always categorize “${text}” the same way?`,
  'queueRules.offer.why': (count: string) => `You categorized it this way ${count} times.`,
  'queueRules.offer.edit': 'Edit the conditions',
  'queueRules.offer.text': 'Description',
  'queueRules.offer.match': 'How it matches',
  'queueRules.offer.match.contains': 'contains',
  'queueRules.offer.match.startsWith': 'starts with',
  'queueRules.offer.match.is': 'is',
  'queueRules.offer.match.notContains': 'does not contain',
  'queueRules.offer.match.anyWord': 'any of these words',
  'queueRules.offer.direction': 'Money',
  'queueRules.offer.direction.any': 'In and out',
  'queueRules.offer.direction.in': 'Money in',
  'queueRules.offer.direction.out': 'Money out',
  'queueRules.offer.category': 'Category',
  'queueRules.offer.chooseCategory': 'Choose a category…',
  'queueRules.offer.matches': (count: string, n: number) =>
    n === 0 ? 'It matches no transaction.' : n === 1 ? 'It matches 1 transaction.' : `It matches ${count} transactions.`,
  'queueRules.offer.matchesSoFar': (count: string, n: number) =>
    n === 1 ? 'So far, it matches 1 transaction.' : `So far, it matches ${count} transactions.`,
  'queueRules.offer.wouldChange': (count: string, n: number) =>
    n === 0
      ? 'It would change no transaction to review now.'
      : n === 1
        ? 'It would change 1 transaction to review now.'
        : `It would change ${count} transactions to review now.`,
  'queueRules.offer.wouldChangeSoFar': (count: string, n: number) =>
    n === 1
      ? 'So far, it would change 1 transaction to review (older ones are still arriving).'
      : `So far, it would change ${count} transactions to review (older ones are still arriving).`,
  'queueRules.offer.create': 'Create rule',
  'queueRules.offer.creating': 'Creating…',
  'queueRules.offer.notNow': 'Not now',
  'queueRules.offer.close': 'Close',
  'queueRules.offer.created': (text: string) => `Rule “${text}” created.`,
  'queueRules.offer.textMissing': 'Description: type the words a description must have.',
  'queueRules.offer.categoryMissing': 'Category: choose the category the rule gives.',
  'queueRules.offer.conflict':
    'The rules were changed meanwhile (in another tab, or by another user). Nothing was overwritten: try again to add this rule to them.',
  'queueRules.offer.tryAgain': 'Try again',
  'queueRules.offer.failed': 'The rule could not be saved. Try again.',
  'queueRules.offer.unreadable':
    'The stored rules cannot be read (written by a newer version, or edited by hand), so nothing was added. Open the rules to see why.',
}

/** The strings of categorization rules in the queue and the editor, as a host may override them. */
export type QueueRulesMessages = typeof queueRulesMessages
