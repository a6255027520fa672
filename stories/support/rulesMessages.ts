import type { CategorizationRulesMessages } from '../../src/messages/forms/categorizationRules'

/** Some of `<CategorizationRules>`'s strings, as a host translating the list would pass them to the provider's `messages`. */
type RulesOverrides = Partial<CategorizationRulesMessages>

const regeln = (n: number) => (n === 1 ? 'Regel' : 'Regeln')
const règles = (n: number) => (n === 1 ? 'règle' : 'règles')

/** The list of rules in German: amounts and positions arrive formatted in de-DE. */
export const germanRulesMessages: RulesOverrides = {
  'categorizationRules.title': 'Kategorisierungsregeln',
  'categorizationRules.intro':
    'Regeln kategorisieren Bankbuchungen so, wie Sie es immer tun. Sie werden von oben nach unten geprüft: Die erste passende Regel gibt ihre Kategorie.',
  'categorizationRules.storedShared': 'Die Regeln liegen bei diesen Büchern und gelten für alle, die an ihnen arbeiten.',
  'categorizationRules.storedBrowser':
    'Die Regeln bleiben in diesem Browser, bis Sie sich abmelden: Ein anderer Browser oder andere, die an diesen Büchern arbeiten, sehen sie nicht. Exportieren Sie sie, um eine Kopie zu behalten.',
  'categorizationRules.new': 'Neue Regel',
  'categorizationRules.export': 'Regeln exportieren',
  'categorizationRules.import': 'Regeln importieren',
  'categorizationRules.listLabel': 'Regeln, in der Reihenfolge ihrer Prüfung',
  'categorizationRules.reorderHint': 'Eine Regel mit dem Fokus verschieben Sie mit Alt+Pfeil nach oben oder Alt+Pfeil nach unten.',
  'categorizationRules.position': (position, count) => `${position} von ${count}`,
  'categorizationRules.confirms': 'Bestätigt automatisch',
  'categorizationRules.off': 'Aus',
  'categorizationRules.applied': (count, n, date) => `${n === 1 ? 'Einmal' : `${count}-mal`} angewendet, zuletzt am ${date}`,
  'categorizationRules.notApplied': 'Noch nie angewendet',
  'categorizationRules.use': 'Regel nutzen',
  'categorizationRules.switch': (name) => `Regel „${name}“ nutzen`,
  'categorizationRules.edit': 'Bearbeiten',
  'categorizationRules.editRule': (name) => `Bearbeiten: „${name}“`,
  'categorizationRules.delete': 'Löschen',
  'categorizationRules.deleteRule': (name) => `Löschen: „${name}“`,
  'categorizationRules.moveUp': 'Nach oben',
  'categorizationRules.moveUpRule': (name) => `Nach oben: „${name}“`,
  'categorizationRules.moveDown': 'Nach unten',
  'categorizationRules.moveDownRule': (name) => `Nach unten: „${name}“`,
  'categorizationRules.moved': (name, position, count) => `„${name}“ steht jetzt an Stelle ${position} von ${count}.`,
  'categorizationRules.text.contains': (text) => `Beschreibung enthält „${text}“`,
  'categorizationRules.text.startsWith': (text) => `Beschreibung beginnt mit „${text}“`,
  'categorizationRules.text.is': (text) => `Beschreibung ist „${text}“`,
  'categorizationRules.text.notContains': (text) => `Beschreibung enthält nicht „${text}“`,
  'categorizationRules.text.anyWord': (text) => `Beschreibung enthält eines der Wörter „${text}“`,
  'categorizationRules.text.in': 'Eingang',
  'categorizationRules.text.out': 'Ausgang',
  'categorizationRules.text.amountIs': (amount) => `genau ${amount}`,
  'categorizationRules.text.account': (account) => `auf ${account}`,
  'categorizationRules.text.vendor': (vendor) => `Lieferant ${vendor}`,
  'categorizationRules.text.memo': (memo) => `Notiz „${memo}“`,
  'categorizationRules.importMode.add': (count, n) => `Nach den ${count} bisherigen ${regeln(n)} anfügen`,
  'categorizationRules.importMode.replace': (count, n) => `Die ${count} bisherigen ${regeln(n)} ersetzen`,
}

/** The list of rules in Canadian French: amounts and positions arrive formatted in fr-CA. */
export const frenchRulesMessages: RulesOverrides = {
  'categorizationRules.title': 'Règles de catégorisation',
  'categorizationRules.intro':
    'Les règles catégorisent les opérations bancaires comme vous le faites toujours. Elles sont vérifiées de haut en bas : la première qui correspond donne sa catégorie.',
  'categorizationRules.storedShared': 'Les règles sont gardées avec ces livres, communes à tous ceux qui y travaillent.',
  'categorizationRules.storedBrowser':
    'Les règles sont gardées dans ce navigateur jusqu’à votre déconnexion : un autre navigateur, ou une autre personne qui travaille sur ces livres, ne les voit pas. Exportez-les pour en garder une copie.',
  'categorizationRules.new': 'Nouvelle règle',
  'categorizationRules.export': 'Exporter les règles',
  'categorizationRules.import': 'Importer des règles',
  'categorizationRules.listLabel': 'Règles, dans l’ordre où elles sont vérifiées',
  'categorizationRules.reorderHint': 'Pour déplacer la règle qui a le focus, appuyez sur Alt+Flèche haut ou Alt+Flèche bas.',
  'categorizationRules.position': (position, count) => `${position} sur ${count}`,
  'categorizationRules.confirms': 'Confirme automatiquement',
  'categorizationRules.off': 'Désactivée',
  'categorizationRules.applied': (count, n, date) => `Appliquée ${count} fois, la dernière le ${date}`,
  'categorizationRules.notApplied': 'Jamais appliquée',
  'categorizationRules.use': 'Utiliser la règle',
  'categorizationRules.switch': (name) => `Utiliser la règle « ${name} »`,
  'categorizationRules.edit': 'Modifier',
  'categorizationRules.editRule': (name) => `Modifier « ${name} »`,
  'categorizationRules.delete': 'Supprimer',
  'categorizationRules.deleteRule': (name) => `Supprimer « ${name} »`,
  'categorizationRules.moveUp': 'Monter',
  'categorizationRules.moveUpRule': (name) => `Monter « ${name} »`,
  'categorizationRules.moveDown': 'Descendre',
  'categorizationRules.moveDownRule': (name) => `Descendre « ${name} »`,
  'categorizationRules.moved': (name, position, count) => `« ${name} » est maintenant en position ${position} sur ${count}.`,
  'categorizationRules.text.contains': (text) => `Description contient « ${text} »`,
  'categorizationRules.text.startsWith': (text) => `Description commence par « ${text} »`,
  'categorizationRules.text.is': (text) => `Description est « ${text} »`,
  'categorizationRules.text.notContains': (text) => `Description ne contient pas « ${text} »`,
  'categorizationRules.text.anyWord': (text) => `Description contient l’un des mots « ${text} »`,
  'categorizationRules.text.in': 'entrée d’argent',
  'categorizationRules.text.out': 'sortie d’argent',
  'categorizationRules.text.amountIs': (amount) => `exactement ${amount}`,
  'categorizationRules.text.account': (account) => `dans ${account}`,
  'categorizationRules.text.vendor': (vendor) => `fournisseur ${vendor}`,
  'categorizationRules.text.memo': (memo) => `note « ${memo} »`,
  'categorizationRules.importMode.add': (count, n) => `Les ajouter après les ${count} ${règles(n)} actuelles`,
  'categorizationRules.importMode.replace': (count, n) => `Remplacer les ${count} ${règles(n)} actuelles`,
}
