import type { BookkitMessages } from '../../src/messages/bookkitMessages'

/** Every key of `<BankStatementImport>`'s strings. */
type StatementImportKey = Extract<keyof BookkitMessages, `statementImport.${string}`>

/** The strings of `<BankStatementImport>`: typed as the whole table, so a key bookkit adds and this leaves out fails the type check. */
export type StatementImportMessages = Pick<BookkitMessages, StatementImportKey>

const zeilen = (n: number) => (n === 1 ? 'Zeile' : 'Zeilen')
const buchungen = (n: number) => (n === 1 ? 'Buchung' : 'Buchungen')

/**
 * Every string of the statement import in German, as a host would hand them to the provider's
 * `messages`. Amounts, dates and counts arrive already formatted in the provider's locale; `n` is
 * the count as a number, for plurals.
 */
export const germanImportMessages: StatementImportMessages = {
  'statementImport.title': 'Kontoauszug importieren',
  'statementImport.step.choose': 'Datei mit dem Kontoauszug wählen',
  'statementImport.step.settings': 'So wird die Datei gelesen',
  'statementImport.step.preview': 'Zeilen prüfen',
  'statementImport.step.importing': 'Import läuft',
  'statementImport.step.done': 'Import abgeschlossen',

  'statementImport.account': 'Bankkonto',
  'statementImport.chooseAccount': 'Konto wählen',
  'statementImport.file': 'Kontoauszugsdatei',
  'statementImport.pickFile': 'Datei wählen…',
  'statementImport.noFile': 'Keine Datei gewählt',
  'statementImport.fileHint':
    'Eine CSV-, OFX-, QFX-, QIF- oder CAMT.053-Datei, wie Ihre Bank sie exportiert. Wählen Sie sie aus oder ziehen Sie sie hierher.',
  'statementImport.dropHere': 'Datei hier ablegen, um sie zu lesen',
  'statementImport.chooseAccountFirst': 'Wählen Sie zuerst das Konto, zu dem der Auszug gehört.',
  'statementImport.reading': (name) => `${name} wird gelesen…`,
  'statementImport.readingRows': (name, count) => `${name} wird gelesen: bisher ${count} Zeilen…`,
  'statementImport.readFailed': (name) => `${name} konnte nicht gelesen werden.`,
  'statementImport.fileSummary': (name, format, count, n) => `${name}: ${format}, ${count} ${zeilen(n)}`,
  'statementImport.format.csv': 'CSV',
  'statementImport.format.ofx': 'OFX',
  'statementImport.format.qfx': 'QFX (Quicken)',
  'statementImport.format.camt053': 'CAMT.053',
  'statementImport.format.qif': 'QIF (Quicken)',
  'statementImport.fileAccount': (account) => `Konto in der Datei: ${account}`,
  'statementImport.chooseAnother': 'Andere Datei wählen',

  'statementImport.problem.empty':
    'Diese Datei ist leer. Laden Sie den Kontoauszug erneut bei Ihrer Bank herunter, als CSV, OFX oder CAMT.053.',
  'statementImport.problem.pdf':
    'Das ist ein PDF: zum Drucken gemacht, nicht zum Einlesen. Laden Sie den Kontoauszug im Online-Banking stattdessen als CSV, OFX (auch „Money“ oder „Quicken“ genannt) oder CAMT.053 herunter.',
  'statementImport.problem.image':
    'Das ist ein Bild, keine Kontoauszugsdatei. Laden Sie den Kontoauszug im Online-Banking als CSV, OFX oder CAMT.053 herunter.',
  'statementImport.problem.spreadsheet':
    'Das ist eine Tabellenkalkulations-Arbeitsmappe. Öffnen Sie sie und speichern Sie sie als CSV, oder laden Sie den Kontoauszug bei Ihrer Bank als CSV herunter.',
  'statementImport.problem.truncated':
    'Diese Datei endet zu früh: Sie wurde abgeschnitten, vermutlich beim Herunterladen. Laden Sie sie erneut bei Ihrer Bank herunter.',
  'statementImport.problem.unknown':
    'Diese Datei kann nicht als Kontoauszug gelesen werden. Laden Sie den Kontoauszug bei Ihrer Bank als CSV, OFX, QFX oder CAMT.053 herunter.',
  'statementImport.problem.textStatement':
    'Dies ist ein Kontoauszug als Text, keine CSV-Datei: Exportieren Sie ihn im Online-Banking als CSV oder OFX.',
  'statementImport.problem.zip': 'Das ist ein ZIP-Archiv. Entpacken Sie es und wählen Sie den Kontoauszug darin.',
  'statementImport.problem.camt052':
    'Das ist ein camt.052-Kontobericht, eine Zwischenübersicht, deren Umsätze sich noch ändern können. Laden Sie stattdessen den Kontoauszug herunter: camt.053.',
  'statementImport.problem.camt054':
    'Das ist eine camt.054-Avis einzelner Lastschriften oder Gutschriften, kein Kontoauszug. Laden Sie stattdessen den Kontoauszug herunter: camt.053.',
  'statementImport.problem.mt940':
    'Das ist ein SWIFT-MT940-Kontoauszug, der hier nicht gelesen werden kann. Laden Sie den Kontoauszug als CAMT.053, CSV oder OFX herunter.',
  'statementImport.problem.unsafe':
    'Diese Datei erklärt eigene XML-Entitäten, was ein Kontoauszug nie tut und womit eine Datei ohne Ende wachsen kann. Sie wurde nicht gelesen. Laden Sie den Kontoauszug erneut herunter.',
  'statementImport.problem.tooLong': (line) =>
    `Zeile ${line} dieser Datei ist viel zu lang für eine Buchung: Das ist kein Kontoauszug. Laden Sie den Kontoauszug als CSV, OFX oder CAMT.053 herunter.`,
  'statementImport.problem.noColumns': 'In dieser Datei wurden keine Spalten für Datum und Betrag gefunden. Wählen Sie sie unten aus.',
  'statementImport.problem.noRows':
    'Diese Datei enthält keine Buchungen. Prüfen Sie den Zeitraum, den Sie beim Herunterladen gewählt haben.',
  'statementImport.problem.currency': (file, books) =>
    `Die Beträge dieser Datei sind in ${file}, diese Bücher werden in ${books} geführt: Importieren Sie den Auszug eines Kontos in ${books}.`,

  'statementImport.readAs': (settings) => `Gelesen als ${settings}`,
  'statementImport.readAs.negativeOut': (amount) => `${amount} (negativ = Ausgang)`,
  'statementImport.readAs.positiveOut': (amount) => `${amount} (positiv = Ausgang)`,
  'statementImport.readAs.direction': (amount, direction) => `${amount} (${direction} sagt Eingang oder Ausgang)`,
  'statementImport.readAs.split': (moneyOut, moneyIn) => `${moneyOut} (Ausgang) · ${moneyIn} (Eingang)`,
  'statementImport.readAs.memo': (description, memo) => `${description} + ${memo}`,
  'statementImport.change': 'Ändern',
  'statementImport.encoding': 'Zeichenkodierung',
  'statementImport.encodingHint': 'Ändern Sie sie, wenn Buchstaben wie ä, ö, ü oder ß unten falsch aussehen.',
  'statementImport.encodingByMark': (encoding) => `Zeichenkodierung: ${encoding}, wie die Datei selbst an ihrem Anfang angibt.`,
  'statementImport.encoding.utf-8': 'UTF-8',
  'statementImport.encoding.windows-1252': 'Windows (Westeuropäisch)',
  'statementImport.encoding.iso-8859-15': 'ISO 8859-15 (Latin-9)',
  'statementImport.encoding.utf-16le': 'UTF-16 (Little Endian)',
  'statementImport.encoding.utf-16be': 'UTF-16 (Big Endian)',
  'statementImport.delimiter': 'Felder sind getrennt durch',
  'statementImport.delimiter.comma': 'Kommas',
  'statementImport.delimiter.semicolon': 'Semikolons',
  'statementImport.delimiter.tab': 'Tabulatoren',
  'statementImport.delimiter.bar': 'Senkrechte Striche',
  'statementImport.headerRow': 'Spaltennamen',
  'statementImport.headerRowAt': (line, names) => `Zeile ${line}: ${names}`,
  'statementImport.noHeader': 'Die Datei hat keine Spaltennamen',
  'statementImport.skipped': (count, n) =>
    `${n === 1 ? 'Die Zeile' : `Die ${count} Zeilen`} über den Spaltennamen ${n === 1 ? 'stammt' : 'stammen'} von der Bank und ${n === 1 ? 'wird' : 'werden'} übersprungen.`,
  'statementImport.columnNumbered': (number) => `Spalte ${number}`,
  'statementImport.column.date': 'Datum',
  'statementImport.column.startDate': 'Datum des Auftrags (noch nicht ausgeführter Buchungen)',
  'statementImport.column.description': 'Beschreibung',
  'statementImport.column.memo': 'Weiteres zur Buchung',
  'statementImport.column.amount': 'Betrag',
  'statementImport.column.direction': 'Ein- oder Ausgang',
  'statementImport.column.moneyOut': 'Ausgang',
  'statementImport.column.moneyIn': 'Eingang',
  'statementImport.column.bankId': 'Buchungsnummer der Bank',
  'statementImport.column.payer': 'Zahler (bei Eingängen)',
  'statementImport.column.status': 'Gebucht oder vorgemerkt',
  'statementImport.column.fee': 'Gebühr',
  'statementImport.column.currency': 'Währung',
  'statementImport.notInFile': 'Nicht in dieser Datei',
  'statementImport.layout': 'Beträge stehen',
  'statementImport.layout.signed': 'In einer Spalte, negativ für Ausgänge',
  'statementImport.layout.direction': 'In einer Spalte, mit einer Spalte für Ein- oder Ausgang',
  'statementImport.layout.split': 'In zwei Spalten: Ausgang und Eingang',
  'statementImport.decimalMark': 'Zahlen sind geschrieben als',
  'statementImport.decimalMark.point': '1,234.56',
  'statementImport.decimalMark.comma': '1.234,56 oder 1 234,56',
  'statementImport.dateFormat': 'Daten sind geschrieben als',
  'statementImport.dateFormat.serial': 'Tageszahlen, wie Excel Daten speichert (46174)',
  'statementImport.dateQuestion': (examples) => `Daten wie ${examples} lassen sich auf zwei Arten lesen. Welche meint Ihre Bank?`,
  'statementImport.dateChoice': (pattern, example, date) => `${pattern}: ${example} ist der ${date}`,
  'statementImport.positiveIsMoneyOut': 'Positive Beträge sind Ausgänge (wie auf einer Kreditkartenabrechnung)',
  'statementImport.cardQuestion':
    'Die meisten Beträge dieser Datei sind positiv, wie auf einer Kreditkartenabrechnung, auf der Belastungen positiv stehen. Was sind ihre positiven Beträge?',
  'statementImport.cardAnswer.out': 'Ausgänge: Belastungen, wie auf einer Kreditkartenabrechnung',
  'statementImport.cardAnswer.in': 'Eingänge: Einzahlungen und erhaltene Zahlungen',

  'statementImport.step.statement': 'Konten in dieser Datei',
  'statementImport.statementQuestion': (count, account) =>
    `Diese Datei enthält die Kontoauszüge von ${count} Konten. Welcher ist der von ${account}? Nur seine Buchungen werden importiert.`,
  'statementImport.statementQuestionUnnamed': (count) =>
    `Diese Datei enthält die Kontoauszüge von ${count} Konten. Welcher ist der des Kontos, in das Sie importieren? Nur seine Buchungen werden importiert.`,
  'statementImport.statementMatched':
    'Gewählt, weil seine Nummer zu der des Kontos passt. Wählen Sie einen anderen, wenn es nicht der Auszug dieses Kontos ist.',
  'statementImport.statementKind.bank': 'Bankkonto',
  'statementImport.statementKind.card': 'Kreditkarte',
  'statementImport.statementNoNumber': 'ohne Nummer',
  'statementImport.statementLabel': (kind, number, currency, count, n) => `${kind} ${number}, in ${currency}: ${count} ${buchungen(n)}`,
  'statementImport.leftOut': (count, n) =>
    `${count} ${n === 1 ? 'weiterer Kontoauszug' : 'weitere Kontoauszüge'} dieser Datei ${n === 1 ? 'wird' : 'werden'} ausgelassen und nicht importiert:`,
  'statementImport.importNext': (number, account) => `${number} als Nächstes in ${account} importieren`,
  'statementImport.leftOutDone': (count, n) =>
    `${count} ${n === 1 ? 'weiterer Kontoauszug' : 'weitere Kontoauszüge'} dieser Datei ${n === 1 ? 'wurde' : 'wurden'} ausgelassen und nicht importiert:`,
  'statementImport.checking': (count) => `Es wird geprüft, was das Konto schon enthält: bisher ${count} Buchungen gelesen…`,
  'statementImport.previewFailed':
    'Was das Konto schon enthält, konnte nicht gelesen werden; daher lässt sich nicht sagen, welche Zeilen neu sind.',
  'statementImport.tryAgain': 'Erneut versuchen',
  'statementImport.state.new': 'Neu',
  'statementImport.state.likelyDuplicate': 'Wahrscheinlich doppelt',
  'statementImport.state.alreadyImported': 'Schon importiert',
  'statementImport.state.closedPeriod': 'In einem abgeschlossenen Zeitraum',
  'statementImport.state.repeatedInFile': 'In dieser Datei wiederholt',
  'statementImport.state.notSettled': 'Nicht gebucht',
  'statementImport.state.invalid': 'Nicht lesbar',
  'statementImport.count': (label, count) => `${label}: ${count}`,
  'statementImport.toImport': (count, n) => `${count} ${buchungen(n)} zu importieren`,
  'statementImport.moneyIn': 'Eingänge',
  'statementImport.moneyOut': 'Ausgänge',
  'statementImport.balance.agrees': (opening, openingDate, closing, closingDate) =>
    `Die Buchungen der Datei stimmen mit ihren Salden überein: ${opening} am ${openingDate}, ${closing} am ${closingDate}.`,
  'statementImport.balance.differs': (difference) =>
    `Die Buchungen der Datei stimmen nicht mit ihren Salden überein: Sie weichen um ${difference} ab. Der Datei fehlen vielleicht Buchungen; laden Sie sie erneut bei Ihrer Bank herunter.`,
  'statementImport.balance.closingOnly': (closing, date) => `Die Datei nennt einen Saldo von ${closing} am ${date}.`,
  'statementImport.balance.unknown': (count, n) =>
    `Ob die Buchungen der Datei mit ihren Salden übereinstimmen, lässt sich nicht sagen, solange ${n === 1 ? 'eine Zeile' : `${count} Zeilen`} nicht gelesen werden ${n === 1 ? 'kann' : 'können'}.`,
  'statementImport.show': 'Zeigen',
  'statementImport.show.all': 'Alle Zeilen',
  'statementImport.show.ruled': (count) => `Per Regel kategorisiert: ${count}`,
  'statementImport.show.unruled': (count) => `Ohne Regel: ${count}`,
  'statementImport.previewLabel': 'Zeilen der Datei',
  'statementImport.grid.line': 'Zeile',
  'statementImport.grid.date': 'Datum',
  'statementImport.grid.description': 'Beschreibung',
  'statementImport.grid.moneyIn': 'Eingang',
  'statementImport.grid.moneyOut': 'Ausgang',
  'statementImport.grid.rule': 'Kategorie per Regel',
  'statementImport.grid.state': 'Was geschieht',
  'statementImport.row.new': 'Wird neu importiert',
  'statementImport.row.alreadyImported': 'Schon im Konto: wird nicht erneut importiert',
  'statementImport.row.likelyDuplicate': (description, date, amount) =>
    `Sieht aus wie „${description}“, ${amount} am ${date}, schon im Konto: wird nur importiert, wenn angehakt`,
  'statementImport.row.closedPeriod': (date) => `Die Bücher sind bis ${date} abgeschlossen: wird nicht importiert`,
  'statementImport.row.repeatedInFile': (line) => `Dieselbe Buchung wie Zeile ${line} dieser Datei: wird einmal importiert`,
  'statementImport.row.pending': 'Bei der Bank vorgemerkt, nicht gebucht: wird nicht importiert',
  'statementImport.row.reverted': 'Von der Bank storniert, nicht gebucht: wird nicht importiert',
  'statementImport.row.declined': 'Abgelehnt, nicht gebucht: wird nicht importiert',
  'statementImport.importAnyway': 'Trotzdem importieren',
  'statementImport.importAnywayLine': (line) => `Zeile ${line} trotzdem importieren`,
  'statementImport.rowProblem.noDate': 'kein Datum',
  'statementImport.rowProblem.badDate': (value) => `„${value}“ ist kein Datum im gewählten Format`,
  'statementImport.rowProblem.noAmount': 'kein Betrag',
  'statementImport.rowProblem.badAmount': (value) => `„${value}“ ist kein Betrag im gewählten Format`,
  'statementImport.rowProblem.inAndOut': 'sowohl Eingang als auch Ausgang sind ausgefüllt',
  'statementImport.rowProblem.badDirection': (value) => `„${value}“ sagt weder Eingang noch Ausgang`,
  'statementImport.rowProblem.shortRow': 'die Zeile ist abgeschnitten',
  'statementImport.rowProblem.currency': (currency, books) => `in ${currency}, und diese Bücher werden in ${books} geführt`,
  'statementImport.rowProblem.tooLong.date': 'das Datum ist viel zu lang für ein Datum',
  'statementImport.rowProblem.tooLong.amount': 'der Betrag ist viel zu lang für einen Betrag',
  'statementImport.rowProblem.tooLong.description': 'der Text ist viel länger, als eine Bank ihn schreibt',
  'statementImport.rowProblem.notTransaction': 'weder die Spaltennamen noch eine Buchung',
  'statementImport.errorsTitle': (count, n) =>
    `${n === 1 ? 'Eine Zeile kann' : `${count} Zeilen können`} nicht gelesen werden und ${n === 1 ? 'wird' : 'werden'} nicht importiert:`,
  'statementImport.errorLine': (line, reason) => `Zeile ${line}: ${reason}`,
  'statementImport.moreErrors': (count) => `und ${count} weitere (zeigen Sie die nicht lesbaren Zeilen, um alle zu sehen)`,
  'statementImport.import': (count, n) => `${count} ${buchungen(n)} importieren`,
  'statementImport.nothingToImport': 'Nichts zu importieren: Keine Zeile ist neu für das Konto.',
  'statementImport.rules.count': (count, total, n) => `Regeln kategorisieren ${count} von ${total} ${zeilen(n)}`,
  'statementImport.rules.loading': 'Die Kategorisierungsregeln werden gelesen…',
  'statementImport.rules.matching': 'Die Kategorisierungsregeln werden angewendet…',
  'statementImport.rules.waiting': 'Der Import beginnt, sobald die Kategorisierungsregeln angewendet sind.',
  'statementImport.rules.failed':
    'Die Kategorisierungsregeln konnten nicht gelesen werden. Versuchen Sie es erneut, oder importieren Sie die Zeilen ohne ihre Kategorien.',
  'statementImport.rules.importWithout': 'Ohne Regeln importieren',
  'statementImport.rules.split': 'Aufgeteilt',
  'statementImport.pays': (numbers, customer, open) => `Zahlt ${numbers} · ${customer} · ${open} offen`,
  'statementImport.paysOr': ' oder ',
  'statementImport.paysCount': (count, n) =>
    n === 1
      ? '1 Zeile würde eine offene Rechnung bezahlen: keine Regel erfasst sie, sie kommt mit ihrem Vorschlag zur Prüfung.'
      : `${count} Zeilen würden offene Rechnungen bezahlen: keine Regel erfasst sie, sie kommen mit ihren Vorschlägen zur Prüfung.`,
  'statementImport.rules.splitTitle': (rule) => `Aufteilung nach der Regel „${rule}“`,
  'statementImport.rules.rule': (rule) => `Regel: ${rule}`,
  'statementImport.rules.numbered': (position) => `Regel ${position}`,
  'statementImport.rules.close': 'Schließen',

  'statementImport.progress': (done, total) => `Import läuft: ${done} von ${total} erledigt…`,
  'statementImport.cancel': 'Abbrechen',
  'statementImport.importAnywayNow': 'Jetzt trotzdem importieren',

  'statementImport.imported': (count, n, account) => `${count} ${buchungen(n)} in ${account} importiert.`,
  'statementImport.importedUnnamed': (count, n) => `${count} ${buchungen(n)} importiert.`,
  'statementImport.arriveToReview': 'Sie warten in der Prüfliste darauf, kategorisiert zu werden.',
  'statementImport.nothingImported': 'Es wurde nichts importiert.',
  'statementImport.alreadyThere': (count, n) =>
    `${n === 1 ? 'Eine war' : `${count} waren`} schon im Konto und ${n === 1 ? 'wurde' : 'wurden'} nicht erneut importiert.`,
  'statementImport.refused': (count, n) => `${n === 1 ? 'Eine Zeile wurde' : `${count} Zeilen wurden`} abgelehnt:`,
  'statementImport.unknown': (count, n) =>
    `Ob ${n === 1 ? 'eine Zeile' : `${count} Zeilen`} angekommen ${n === 1 ? 'ist' : 'sind'}, ist nicht bekannt. Importieren Sie den Rest, um abzuschließen: Was angekommen ist, wird gefunden und nicht doppelt importiert.`,
  'statementImport.notSent': (count, n) => `${n === 1 ? 'Eine Zeile wurde' : `${count} Zeilen wurden`} nicht gesendet.`,
  'statementImport.notChecked':
    'Nichts wurde gesendet: Was das Konto schon enthält, konnte kurz vor dem Senden nicht gelesen werden. Versuchen Sie es erneut.',
  'statementImport.savedUnseen': (count, n) =>
    `${n === 1 ? 'Eine wurde' : `${count} wurden`} gespeichert, ohne zurückgeschickt zu werden: ${n === 1 ? 'Sie erscheint' : 'Sie erscheinen'}, sobald das Konto erneut gelesen wird, und können bis dahin nicht rückgängig gemacht werden.`,
  'statementImport.importRest': 'Den Rest importieren',
  'statementImport.review': 'Jetzt prüfen',
  'statementImport.undo': 'Import rückgängig machen',
  'statementImport.undoing': (done, total) => `Wird rückgängig gemacht: ${done} von ${total} gelöscht…`,
  'statementImport.undone': (count, n) => `Import rückgängig gemacht: ${count} ${buchungen(n)} gelöscht.`,
  'statementImport.undoRefused': (count, n) => `${count} ${buchungen(n)} ${n === 1 ? 'konnte' : 'konnten'} nicht gelöscht werden:`,
  'statementImport.undoUnknown': (count, n) =>
    `Ob ${n === 1 ? 'eine Löschung' : `${count} Löschungen`} angekommen ${n === 1 ? 'ist' : 'sind'}, ist nicht bekannt. Machen Sie den Import erneut rückgängig, um abzuschließen.`,
  'statementImport.undoAgain': 'Erneut rückgängig machen',
  'statementImport.refusedLine': (line, reason) => `Zeile ${line}: ${reason}`,
  'statementImport.undoRefusedLine': (description, date, reason) => `${description} vom ${date}: ${reason}`,
  'statementImport.another': 'Weitere Datei importieren',
}
