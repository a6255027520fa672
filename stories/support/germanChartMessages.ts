import type { ChartMessages } from '../../src/messages/charts'

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
  'charts.stillReading': (lines) => `Lesen läuft: bisher ${lines} Buchungszeilen.`,
  'charts.unreadable': (count, n) => `${count} ${n === 1 ? 'Datensatz konnte' : 'Datensätze konnten'} nicht gelesen werden und ${n === 1 ? 'fehlt' : 'fehlen'}.`,
  'charts.legend': 'Legende',

  'charts.cashFlow.title': 'Geldeingänge und -ausgänge',
  'charts.cashFlow.in': 'Eingänge',
  'charts.cashFlow.out': 'Ausgänge',
  'charts.cashFlow.net': 'Netto',
  'charts.cashFlow.month': 'Monat',
  'charts.cashFlow.total': 'Summe',
  'charts.cashFlow.summary': (months, moneyIn, moneyOut, net) => `Geldeingänge und -ausgänge, ${months}: Eingänge ${moneyIn}, Ausgänge ${moneyOut}, netto ${net}`,
  'charts.cashFlow.months': (first, last) => `${first} bis ${last}`,
  'charts.cashFlow.busiest': (month, moneyIn, moneyOut) => `; der umsatzstärkste Monat war ${month} (Eingänge ${moneyIn}, Ausgänge ${moneyOut})`,
  'charts.cashFlow.empty': 'In diesen Monaten ging kein Geld ein oder aus.',
  'charts.cashFlow.point': (month, moneyIn, moneyOut, net) => `${month}: Eingänge ${moneyIn}, Ausgänge ${moneyOut}, netto ${net}`,
  'charts.cashFlow.transfers': (count, n) =>
    n === 0 ? 'Umbuchungen zwischen Ihren eigenen Konten sind nicht enthalten.' : `Umbuchungen zwischen Ihren eigenen Konten sind nicht enthalten (${count} in diesen Monaten).`,

  'charts.spending.title': 'Ausgaben nach Kategorie',
  'charts.spending.category': 'Kategorie',
  'charts.spending.amount': 'Ausgaben',
  'charts.spending.share': 'Anteil',
  'charts.spending.transactions': 'Umsätze',
  'charts.spending.other': (count, n) => `Sonstige (${count} ${n === 1 ? 'Kategorie' : 'Kategorien'})`,
  'charts.spending.unnamed': (id) => `Kategorie ${id}`,
  'charts.spending.uncategorized': (amount, count, n) => `Noch nicht kategorisiert: ${amount} in ${count} ${n === 1 ? 'Umsatz' : 'Umsätzen'}`,
  'charts.spending.summary': (period, total) => `Ausgaben nach Kategorie, ${period}: insgesamt ${total}`,
  'charts.spending.largest': (name, amount, share) => `; am größten ist ${name} mit ${amount} (${share})`,
  'charts.spending.summaryUncategorized': (amount, count, n) => `; ${amount} in ${count} ${n === 1 ? 'Umsatz ist' : 'Umsätzen sind'} noch nicht kategorisiert`,
  'charts.spending.empty': 'In diesem Zeitraum ging kein Geld aus.',
  'charts.spending.point': (name, amount, share, count, n) => `${name}: ${amount}, ${share} der Ausgaben, ${count} ${n === 1 ? 'Umsatz' : 'Umsätze'}`,
  'charts.spending.transactionCount': (count, n) => `${count} ${n === 1 ? 'Umsatz' : 'Umsätze'}`,
  'charts.spending.period': (from, to) => (from === to ? from : `${from} bis ${to}`),

  'charts.balance.title': 'Saldo im Zeitverlauf',
  'charts.balance.date': 'Datum',
  'charts.balance.balance': 'Saldo',
  'charts.balance.beginning': 'Anfangssaldo',
  'charts.balance.summary': (account, from, to, first, last) => `Saldo von ${account}, ${from} bis ${to}: von ${first} auf ${last}`,
  'charts.balance.range': (lowest, lowestOn, highest, highestOn) => `; am niedrigsten ${lowest} am ${lowestOn}, am höchsten ${highest} am ${highestOn}`,
  'charts.balance.empty': 'In diesem Zeitraum gibt es keine Buchungszeilen: der Saldo hat sich nicht bewegt.',
  'charts.balance.point': (date, balance) => `${date}: ${balance}`,
}
