import type { BooksOverviewMessages } from '../../src/messages/statements/booksOverview'
import type { ChartMessages } from '../../src/messages/statements/charts'
import type { ReceivablesAgingMessages } from '../../src/messages/statements/receivablesAging'
import type { ReceivablesAgingSplitMessages } from '../../src/messages/statements/receivablesAgingSplit'

/**
 * Every string of the overview and of the charts in it in Canadian French, as a host would hand
 * them to the provider's `messages`: typed as the whole tables, so a key bookkit adds and this
 * leaves out fails the type check. Amounts, months, dates and counts arrive already formatted in
 * the provider's locale.
 */
export const frenchOverviewMessages: ChartMessages & ReceivablesAgingMessages & ReceivablesAgingSplitMessages & BooksOverviewMessages = {
  'charts.showTable': 'Afficher en tableau',
  'charts.showChart': 'Afficher en graphique',
  'charts.loading': 'Chargement du graphique…',
  'charts.errorTitle': 'Les chiffres n’ont pas pu être chargés.',
  'charts.stillCounting': (received) => `Décompte en cours : ${received} transactions reçues jusqu’ici, les plus anciennes arrivent.`,
  'charts.stillCountingMark': 'décompte en cours',
  'charts.stopped': (received, n) =>
    `Lecture arrêtée après ${received} ${n === 1 ? 'transaction' : 'transactions'} : les chiffres sont des sommes partielles.`,
  'charts.stoppedMark': 'somme partielle',
  'charts.soFar': ' (jusqu’ici)',
  'charts.stillReading': (lines) => `Lecture en cours : ${lines} lignes du grand livre jusqu’ici.`,
  'charts.unreadable': (count, n) =>
    `${count} ${n === 1 ? 'enregistrement illisible est laissé' : 'enregistrements illisibles sont laissés'} de côté.`,
  'charts.legend': 'Légende',

  'charts.cashFlow.title': 'Entrées et sorties d’argent',
  'charts.cashFlow.in': 'Entrées',
  'charts.cashFlow.out': 'Sorties',
  'charts.cashFlow.net': 'Net',
  'charts.cashFlow.month': 'Mois',
  'charts.cashFlow.total': 'Total',
  'charts.cashFlow.summary': (months, moneyIn, moneyOut, net) =>
    `Entrées et sorties d’argent, ${months} : entrées ${moneyIn}, sorties ${moneyOut}, net ${net}`,
  'charts.cashFlow.months': (first, last) => `${first} à ${last}`,
  'charts.cashFlow.busiest': (month, moneyIn, moneyOut) =>
    `; le mois le plus actif a été ${month} (entrées ${moneyIn}, sorties ${moneyOut})`,
  'charts.cashFlow.empty': 'Aucune entrée ni sortie d’argent pendant ces mois.',
  'charts.cashFlow.point': (month, moneyIn, moneyOut, net) => `${month} : entrées ${moneyIn}, sorties ${moneyOut}, net ${net}`,
  'charts.cashFlow.transfers': (count, n) =>
    n === 0
      ? 'Les virements sont exclus : l’argent passé entre vos propres comptes, ou du propriétaire et vers lui.'
      : `Les virements sont exclus (${count} pendant ces mois) : l’argent passé entre vos propres comptes, ou du propriétaire et vers lui.`,

  'charts.spending.title': 'Dépenses par catégorie',
  'charts.spending.category': 'Catégorie',
  'charts.spending.amount': 'Sorties',
  'charts.spending.share': 'Part',
  'charts.spending.transactions': 'Transactions',
  'charts.spending.other': (count, n) => `Autres (${count} ${n === 1 ? 'catégorie' : 'catégories'})`,
  'charts.spending.unnamed': 'Catégorie sans nom',
  'charts.spending.uncategorized': (amount, count, n) =>
    `Pas encore catégorisé : ${amount} en ${count} ${n === 1 ? 'transaction' : 'transactions'}`,
  'charts.spending.summary': (period, total) => `Dépenses par catégorie, ${period} : ${total} au total`,
  'charts.spending.largest': (name, amount, share) => `; la plus grande est ${name} avec ${amount} (${share})`,
  'charts.spending.summaryUncategorized': (amount, count, n) =>
    `; ${amount} en ${count} ${n === 1 ? 'transaction n’est' : 'transactions ne sont'} pas encore ${n === 1 ? 'catégorisée' : 'catégorisées'}`,
  'charts.spending.empty': 'Aucune sortie d’argent pendant cette période.',
  'charts.spending.point': (name, amount, share, count, n) =>
    `${name} : ${amount}, ${share}, ${count} ${n === 1 ? 'transaction' : 'transactions'}`,
  'charts.spending.transactionCount': (count, n) => `${count} ${n === 1 ? 'transaction' : 'transactions'}`,
  'charts.spending.period': (from, to) => (from === to ? from : `${from} au ${to}`),

  'charts.balance.title': 'Solde dans le temps',
  'charts.balance.date': 'Date',
  'charts.balance.balance': 'Solde',
  'charts.balance.beginning': 'Solde d’ouverture',
  'charts.balance.summary': (account, from, to, first, last) => `Solde de ${account}, du ${from} au ${to} : de ${first} à ${last}`,
  'charts.balance.range': (lowest, lowestOn, highest, highestOn) =>
    `; au plus bas ${lowest} le ${lowestOn}, au plus haut ${highest} le ${highestOn}`,
  'charts.balance.empty': 'Aucune ligne à ces dates : le solde n’a pas bougé.',
  'charts.balance.point': (date, balance) => `${date} : ${balance}`,
  'charts.balance.summaryNoBalance': (account, from, to) =>
    `Solde de ${account}, du ${from} au ${to} : aucune ligne pendant ces dates, et le service n’a donné aucun solde avant elles`,
  'charts.balance.stopped': (lines, n) =>
    `Lecture arrêtée après ${lines} ${n === 1 ? 'ligne' : 'lignes'} du grand livre : le solde n’est tracé que jusque-là.`,

  'charts.aging.title': 'Qui vous doit de l’argent',
  'charts.aging.bucket.current': 'Pas encore échu',
  'charts.aging.bucket.late1to30': 'En retard de 1 à 30 jours',
  'charts.aging.bucket.late31to60': 'En retard de 31 à 60 jours',
  'charts.aging.bucket.late61to90': 'En retard de 61 à 90 jours',
  'charts.aging.bucket.lateOver90': 'En retard de plus de 90 jours',
  'charts.aging.due': 'Échéance',
  'charts.aging.amount': 'Dû',
  'charts.aging.invoices': 'Factures',
  'charts.aging.total': 'Total',
  'charts.aging.invoiceCount': (count, n) => `${count} ${n === 1 ? 'facture' : 'factures'}`,
  'charts.aging.summary': (total, count, n, asOf) =>
    `Vos clients vous doivent ${total} sur ${count} ${n === 1 ? 'facture' : 'factures'} au ${asOf}`,
  'charts.aging.summaryOverdue': (overdue, count, n) => `; ${overdue} en retard, sur ${count} ${n === 1 ? 'facture' : 'factures'}`,
  'charts.aging.summaryNothingOverdue': '; rien n’est en retard',
  'charts.aging.soFar': ' jusqu’ici',
  'charts.aging.point': (bucket, amount, count, n) => `${bucket} : ${amount}, ${count} ${n === 1 ? 'facture' : 'factures'}`,
  'charts.aging.empty': 'Personne ne vous doit rien : toutes les factures sont payées.',
  'charts.aging.noInvoices': 'Aucune facture pour l’instant : personne ne vous doit rien.',
  'charts.aging.nobody': 'Personne ne vous doit rien.',
  'charts.aging.customersTitle': 'Qui vous doit le plus',
  'charts.aging.customer': 'Client',
  'charts.aging.overdue': 'En retard',
  'charts.aging.stillReading': (count) => `Lecture en cours : ${count} factures jusqu’ici.`,
  'charts.aging.stopped': (count, n) =>
    `Lecture arrêtée après ${count} ${n === 1 ? 'facture' : 'factures'} : les chiffres sont des sommes partielles.`,
  'charts.aging.unreadable': (count, n) =>
    `${count} ${n === 1 ? 'facture sans solde, date ou paiement lisible est laissée' : 'factures sans solde, date ou paiement lisibles sont laissées'} de côté.`,
  'charts.aging.leftOut': 'Les brouillons et les factures annulées ou radiées ne doivent rien et sont laissés de côté.',
  'charts.aging.by.caption': (dimension) => `Qui vous doit, par ${dimension}`,
  'charts.aging.by.notSpecified': 'Non précisé',
  'charts.aging.by.otherValues': 'Autres valeurs ou non précisé',
  'charts.aging.by.showing': 'Colonne affichée',
  'charts.aging.by.more': (count) => `et ${count} de plus`,
  'charts.aging.by.notRead': 'Pas encore lu',
  'charts.aging.by.failed': 'Les factures d’une colonne n’ont pas pu être lues.',
  'charts.aging.by.soFar': 'jusqu’ici',
  'charts.aging.by.figure': (amount, column, bucket) => `${amount}, ${column}, ${bucket}`,
  'charts.aging.by.derived':
    'Non précisé est calculé, non lu : le total moins les factures des colonnes de valeurs, chacune comptée une fois. La colonne d’une valeur comprend les valeurs qui en dépendent.',
  'charts.aging.by.derivedOther':
    'Autres valeurs ou non précisé est calculé, non lu : le total moins les factures des colonnes de valeurs, chacune comptée une fois. La colonne d’une valeur comprend les valeurs qui en dépendent.',
  'charts.aging.by.shared': (count, n) =>
    `${count} ${n === 1 ? 'facture est classée' : 'factures sont classées'} sous deux valeurs : chacune paraît dans les deux colonnes et compte une fois dans le total.`,

  'overview.title': 'Vos livres en un coup d’œil',
  'overview.loading': 'Chargement…',
  'overview.errorTitle': 'Ceci n’a pas pu être chargé.',

  'overview.toReview.title': 'À vérifier',
  'overview.toReview.label': (n) => (n === 1 ? 'transaction à vérifier' : 'transactions à vérifier'),
  'overview.toReview.soFar': (n) => `${n === 1 ? 'transaction' : 'transactions'} à vérifier jusqu’ici, les plus anciennes arrivent`,
  'overview.toReview.none': 'Rien à vérifier : toutes les transactions sont vérifiées.',
  'overview.toReview.noTransactions': 'Aucune transaction bancaire pour l’instant : rien à vérifier.',
  'overview.toReview.stopped': (n) =>
    `${n === 1 ? 'transaction' : 'transactions'} à vérifier jusqu’ici : la lecture s’est arrêtée avant les plus anciennes`,
  'overview.toReview.action': 'Vérifier les transactions',

  'overview.money.title': (month) => `Entrées et sorties, ${month}`,
  'overview.money.in': 'Entrées',
  'overview.money.out': 'Sorties',
  'overview.money.net': 'Net',
  'overview.money.more': (difference, month) => `${difference} de plus qu’en ${month}`,
  'overview.money.less': (difference, month) => `${difference} de moins qu’en ${month}`,
  'overview.money.same': (month) => `comme en ${month}`,
  'overview.money.stillCounting': 'Décompte en cours : les transactions plus anciennes arrivent.',
  'overview.money.stopped': (count, n) =>
    `Lecture arrêtée après ${count} ${n === 1 ? 'transaction' : 'transactions'} : ce sont des sommes partielles.`,
  'overview.money.action': (month) => `Voir ${month}`,

  'overview.owed.title': 'Ce qu’on vous doit',
  'overview.owed.total': (count, n) => `sur ${count} ${n === 1 ? 'facture ouverte' : 'factures ouvertes'}`,
  'overview.owed.overdue': (amount, count, n) => `${amount} en retard, sur ${count} ${n === 1 ? 'facture' : 'factures'}`,
  'overview.owed.nothingOverdue': 'Rien en retard.',
  'overview.owed.nobody': 'Personne ne vous doit rien.',
  'overview.owed.allPaid': 'Personne ne vous doit rien : toutes les factures sont payées.',
  'overview.owed.noInvoices': 'Aucune facture pour l’instant : personne ne vous doit rien.',
  'overview.owed.soFar': (count) => `Jusqu’ici : ${count} factures lues, d’autres arrivent.`,
  'overview.owed.stopped': (count, n) =>
    `Lecture arrêtée après ${count} ${n === 1 ? 'facture' : 'factures'} : ce sont des sommes partielles.`,
  'overview.owed.action': 'Voir les factures ouvertes',
}
