import type { QueueRulesMessages } from '../../src/messages/queue/queueRules'
import type { BankTransactionEditorMessages } from '../../src/messages/queue/bankTransactionEditor'

/** The strings of rules in the queue and the editor that a row and the offer show, as a host translating them would pass them to the provider's `messages`. */
type Overrides = Partial<QueueRulesMessages & BankTransactionEditorMessages>

/** German: the rule's suggestion on a row, and the offer to make a rule. */
export const germanQueueRulesMessages: Overrides = {
  'queueRules.byRule': (rule) => `Nach Regel „${rule}“`,
  'queueRules.useRule': (category, name, rule) => `${name} als ${category} kategorisieren, nach Regel „${rule}“`,
  'queueRules.makeRule': 'Regel erstellen…',
  'queueRules.makeRuleLabel': (name) => `Regel aus ${name} erstellen`,
  'queueRules.offer.title': (text, category) => `„${text}“ immer als ${category} kategorisieren?`,
  'queueRules.offer.why': (count) => `Sie haben es ${count}-mal so kategorisiert.`,
  'queueRules.offer.edit': 'Bedingungen bearbeiten',
  'queueRules.offer.text': 'Beschreibung',
  'queueRules.offer.match': 'Wie sie passt',
  'queueRules.offer.match.contains': 'enthält',
  'queueRules.offer.match.startsWith': 'beginnt mit',
  'queueRules.offer.match.is': 'ist',
  'queueRules.offer.match.notContains': 'enthält nicht',
  'queueRules.offer.match.anyWord': 'eines dieser Wörter',
  'queueRules.offer.direction': 'Geld',
  'queueRules.offer.direction.any': 'Ein und aus',
  'queueRules.offer.direction.in': 'Geldeingang',
  'queueRules.offer.direction.out': 'Geldausgang',
  'queueRules.offer.category': 'Kategorie',
  'queueRules.offer.chooseCategory': 'Kategorie wählen…',
  'queueRules.offer.wouldChange': (count, n) =>
    n === 0
      ? 'Sie würde jetzt keine offene Buchung ändern.'
      : n === 1
        ? 'Sie würde jetzt 1 offene Buchung ändern.'
        : `Sie würde jetzt ${count} offene Buchungen ändern.`,
  'queueRules.offer.create': 'Regel anlegen',
  'queueRules.offer.creating': 'Wird angelegt…',
  'queueRules.offer.notNow': 'Nicht jetzt',
  'queueRules.offer.close': 'Schließen',
  'bankTransactionEditor.alwaysCategorize': 'Regel erstellen…',
}

/** Canadian French: the same strings. */
export const frenchQueueRulesMessages: Overrides = {
  'queueRules.byRule': (rule) => `Selon la règle « ${rule} »`,
  'queueRules.useRule': (category, name, rule) => `Classer ${name} dans ${category}, selon la règle « ${rule} »`,
  'queueRules.makeRule': 'Créer une règle…',
  'queueRules.makeRuleLabel': (name) => `Créer une règle à partir de ${name}`,
  'queueRules.offer.title': (text, category) => `Toujours classer « ${text} » dans ${category}?`,
  'queueRules.offer.why': (count) => `Vous l’avez classée ainsi ${count} fois.`,
  'queueRules.offer.edit': 'Modifier les conditions',
  'queueRules.offer.text': 'Description',
  'queueRules.offer.match': 'Correspondance',
  'queueRules.offer.match.contains': 'contient',
  'queueRules.offer.match.startsWith': 'commence par',
  'queueRules.offer.match.is': 'est',
  'queueRules.offer.match.notContains': 'ne contient pas',
  'queueRules.offer.match.anyWord': 'l’un de ces mots',
  'queueRules.offer.direction': 'Argent',
  'queueRules.offer.direction.any': 'Entrées et sorties',
  'queueRules.offer.direction.in': 'Entrées',
  'queueRules.offer.direction.out': 'Sorties',
  'queueRules.offer.category': 'Catégorie',
  'queueRules.offer.chooseCategory': 'Choisir une catégorie…',
  'queueRules.offer.wouldChange': (count, n) =>
    n === 0
      ? 'Elle ne changerait aucune opération à vérifier maintenant.'
      : n === 1
        ? 'Elle changerait 1 opération à vérifier maintenant.'
        : `Elle changerait ${count} opérations à vérifier maintenant.`,
  'queueRules.offer.create': 'Créer la règle',
  'queueRules.offer.creating': 'Création…',
  'queueRules.offer.notNow': 'Pas maintenant',
  'queueRules.offer.close': 'Fermer',
  'bankTransactionEditor.alwaysCategorize': 'Créer une règle…',
}
