import type { ChartMessages } from '../../src/messages/statements/charts'
import type { ReceivablesAgingMessages } from '../../src/messages/statements/receivablesAging'
import type { ReceivablesAgingSplitMessages } from '../../src/messages/statements/receivablesAgingSplit'

/**
 * Every chart string in German, as a host would hand them to the provider's `messages`: the
 * amounts, months, dates and counts arrive already formatted in the provider's locale.
 */
export const germanChartMessages: ChartMessages = {
  'charts.showTable': 'Als Tabelle zeigen',
  'charts.showChart': 'Als Diagramm zeigen',
  'charts.loading': 'Diagramm wird geladen…',
  'charts.errorTitle': 'Die Zahlen konnten nicht geladen werden.',
  'charts.stillCounting': (received) => `Zählung läuft: ${received} Umsätze bisher erhalten, ältere folgen.`,
  'charts.stillCountingMark': 'Zählung läuft',
  'charts.stopped': (received, n) =>
    `Lesen nach ${received} ${n === 1 ? 'Umsatz' : 'Umsätzen'} angehalten: die Zahlen sind Summen bis hierher.`,
  'charts.stoppedMark': 'Summe bis hierher',
  'charts.soFar': ' (bisher)',
  'charts.stillReading': (lines) => `Lesen läuft: bisher ${lines} Buchungszeilen.`,
  'charts.unreadable': (count, n) =>
    `${count} ${n === 1 ? 'Datensatz konnte' : 'Datensätze konnten'} nicht gelesen werden und ${n === 1 ? 'fehlt' : 'fehlen'}.`,
  'charts.legend': 'Legende',

  'charts.cashFlow.title': 'Geldeingänge und -ausgänge',
  'charts.cashFlow.in': 'Eingänge',
  'charts.cashFlow.out': 'Ausgänge',
  'charts.cashFlow.net': 'Netto',
  'charts.cashFlow.month': 'Monat',
  'charts.cashFlow.total': 'Summe',
  'charts.cashFlow.summary': (months, moneyIn, moneyOut, net) =>
    `Geldeingänge und -ausgänge, ${months}: Eingänge ${moneyIn}, Ausgänge ${moneyOut}, netto ${net}`,
  'charts.cashFlow.months': (first, last) => `${first} bis ${last}`,
  'charts.cashFlow.busiest': (month, moneyIn, moneyOut) =>
    `; der umsatzstärkste Monat war ${month} (Eingänge ${moneyIn}, Ausgänge ${moneyOut})`,
  'charts.cashFlow.empty': 'In diesen Monaten ging kein Geld ein oder aus.',
  'charts.cashFlow.point': (month, moneyIn, moneyOut, net) => `${month}: Eingänge ${moneyIn}, Ausgänge ${moneyOut}, netto ${net}`,
  'charts.cashFlow.transfers': (count, n) =>
    n === 0
      ? 'Umbuchungen sind nicht enthalten: Geld zwischen Ihren eigenen Konten oder von und an den Inhaber.'
      : `Umbuchungen sind nicht enthalten (${count} in diesen Monaten): Geld zwischen Ihren eigenen Konten oder von und an den Inhaber.`,

  'charts.spending.title': 'Ausgaben nach Kategorie',
  'charts.spending.category': 'Kategorie',
  'charts.spending.amount': 'Ausgaben',
  'charts.spending.share': 'Anteil',
  'charts.spending.transactions': 'Umsätze',
  'charts.spending.other': (count, n) => `Sonstige (${count} ${n === 1 ? 'Kategorie' : 'Kategorien'})`,
  'charts.spending.unnamed': 'Kategorie ohne Namen',
  'charts.spending.uncategorized': (amount, count, n) =>
    `Noch nicht kategorisiert: ${amount} in ${count} ${n === 1 ? 'Umsatz' : 'Umsätzen'}`,
  'charts.spending.summary': (period, total) => `Ausgaben nach Kategorie, ${period}: insgesamt ${total}`,
  'charts.spending.largest': (name, amount, share) => `; am größten ist ${name} mit ${amount} (${share})`,
  'charts.spending.summaryUncategorized': (amount, count, n) =>
    `; ${amount} in ${count} ${n === 1 ? 'Umsatz ist' : 'Umsätzen sind'} noch nicht kategorisiert`,
  'charts.spending.empty': 'In diesem Zeitraum ging kein Geld aus.',
  'charts.spending.point': (name, amount, share, count, n) => `${name}: ${amount}, ${share}, ${count} ${n === 1 ? 'Umsatz' : 'Umsätze'}`,
  'charts.spending.transactionCount': (count, n) => `${count} ${n === 1 ? 'Umsatz' : 'Umsätze'}`,
  'charts.spending.period': (from, to) => (from === to ? from : `${from} bis ${to}`),

  'charts.balance.title': 'Saldo im Zeitverlauf',
  'charts.balance.date': 'Datum',
  'charts.balance.balance': 'Saldo',
  'charts.balance.beginning': 'Anfangssaldo',
  'charts.balance.summary': (account, from, to, first, last) => `Saldo von ${account}, ${from} bis ${to}: von ${first} auf ${last}`,
  'charts.balance.summaryNoBalance': (account, from, to) =>
    `Saldo von ${account}, ${from} bis ${to}: keine Buchungszeilen in diesem Zeitraum, und der Dienst nannte keinen Saldo davor`,
  'charts.balance.stopped': (lines, n) =>
    `Lesen nach ${lines} ${n === 1 ? 'Buchungszeile' : 'Buchungszeilen'} angehalten: der Saldo ist nur so weit gezeichnet.`,
  'charts.balance.range': (lowest, lowestOn, highest, highestOn) =>
    `; am niedrigsten ${lowest} am ${lowestOn}, am höchsten ${highest} am ${highestOn}`,
  'charts.balance.empty': 'In diesem Zeitraum gibt es keine Buchungszeilen: der Saldo hat sich nicht bewegt.',
  'charts.balance.point': (date, balance) => `${date}: ${balance}`,
}

/** The aging's strings in German, beside the charts' shared ones. */
export const germanAgingMessages: ReceivablesAgingMessages & ReceivablesAgingSplitMessages = {
  'charts.aging.title': 'Wer Ihnen Geld schuldet',
  'charts.aging.bucket.current': 'Noch nicht fällig',
  'charts.aging.bucket.late1to30': '1–30 Tage überfällig',
  'charts.aging.bucket.late31to60': '31–60 Tage überfällig',
  'charts.aging.bucket.late61to90': '61–90 Tage überfällig',
  'charts.aging.bucket.lateOver90': 'Über 90 Tage überfällig',
  'charts.aging.due': 'Fälligkeit',
  'charts.aging.amount': 'Offen',
  'charts.aging.invoices': 'Rechnungen',
  'charts.aging.total': 'Summe',
  'charts.aging.invoiceCount': (count, n) => `${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'}`,
  'charts.aging.summary': (total, count, n, asOf) =>
    `Kunden schulden Ihnen ${total} aus ${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'}, Stand ${asOf}`,
  'charts.aging.summaryOverdue': (overdue, count, n) =>
    `; davon sind ${overdue} überfällig, aus ${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'}`,
  'charts.aging.summaryNothingOverdue': '; nichts davon ist überfällig',
  'charts.aging.soFar': ' (bisher)',
  'charts.aging.point': (bucket, amount, count, n) => `${bucket}: ${amount}, ${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'}`,
  'charts.aging.empty': 'Niemand schuldet Ihnen etwas: jede Rechnung ist bezahlt.',
  'charts.aging.noInvoices': 'Noch keine Rechnungen: niemand schuldet Ihnen etwas.',
  'charts.aging.nobody': 'Niemand schuldet Ihnen etwas.',
  'charts.aging.customersTitle': 'Wer Ihnen am meisten schuldet',
  'charts.aging.customer': 'Kunde',
  'charts.aging.overdue': 'Überfällig',
  'charts.aging.stillReading': (count) => `Wird gelesen: bisher ${count} Rechnungen.`,
  'charts.aging.stopped': (count, n) =>
    `Lesen nach ${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'} angehalten: die Zahlen sind Summen bis hierher.`,
  'charts.aging.unreadable': (count, n) =>
    `${count} ${n === 1 ? 'Rechnung' : 'Rechnungen'} ohne lesbaren Saldo, lesbares Datum oder lesbare Zahlung ${n === 1 ? 'bleibt' : 'bleiben'} außen vor.`,
  'charts.aging.leftOut': 'Entwürfe, stornierte und abgeschriebene Rechnungen schulden nichts und bleiben außen vor.',
  'charts.aging.by.caption': (dimension) => `Wer Ihnen schuldet, nach ${dimension}`,
  'charts.aging.by.notSpecified': 'Nicht angegeben',
  'charts.aging.by.otherValues': 'Andere Werte oder nicht angegeben',
  'charts.aging.by.showing': 'Angezeigte Spalte',
  'charts.aging.by.more': (count) => `und ${count} weitere`,
  'charts.aging.by.notRead': 'Noch nicht gelesen',
  'charts.aging.by.failed': 'Die Rechnungen einer Spalte konnten nicht gelesen werden.',
  'charts.aging.by.soFar': 'bis hierher',
  'charts.aging.by.figure': (amount, column, bucket) => `${amount}, ${column}, ${bucket}`,
  'charts.aging.by.derived':
    'Nicht angegeben ist errechnet, nicht gelesen: die Summe abzüglich der Rechnungen in den Wertspalten, jede einmal gezählt. Die Spalte eines Werts enthält die Werte darunter.',
  'charts.aging.by.derivedOther':
    'Andere Werte oder nicht angegeben ist errechnet, nicht gelesen: die Summe abzüglich der Rechnungen in den Wertspalten, jede einmal gezählt. Die Spalte eines Werts enthält die Werte darunter.',
  'charts.aging.by.shared': (count, n) =>
    `${count} ${n === 1 ? 'Rechnung ist' : 'Rechnungen sind'} unter zwei Werten abgelegt: jede steht in beiden Spalten und zählt einmal in der Summe.`,
}
