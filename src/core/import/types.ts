/**
 * What reading a bank statement gives: its rows, the settings the reading inferred (a CSV's
 * columns, number and date formats), and every problem, each named so a screen can say it in the
 * user's words. Framework-free; the import's steps (decode → parse → infer → validate → match →
 * plan) each live in their own file of this folder.
 */

/** The kinds of file bookkit reads. QFX is OFX with Intuit's additions; QIF is Quicken's older line-by-line format. */
export type StatementFileFormat = 'csv' | 'ofx' | 'qfx' | 'camt053' | 'qif'

/** The text encodings a statement may be read with. Strict UTF-8 (BOM or not) is tried first; Windows-1252 otherwise. */
export type StatementEncoding = 'utf-8' | 'windows-1252' | 'iso-8859-15' | 'utf-16le' | 'utf-16be'

/** The encodings a user can choose between, in the order offered. */
export const STATEMENT_ENCODINGS: readonly StatementEncoding[] = ['utf-8', 'windows-1252', 'iso-8859-15', 'utf-16le', 'utf-16be']

/** How a CSV's dates are written. Each is parsed strictly: every field of the pattern, no other text. */
export type StatementDateFormat =
  | 'YYYY-MM-DD'
  | 'YYYY/MM/DD'
  | 'YYYYMMDD'
  | 'MM/DD/YYYY'
  | 'DD/MM/YYYY'
  | 'DD.MM.YYYY'
  | 'DD-MM-YYYY'
  | 'MM-DD-YYYY'
  | 'MM/DD/YY'
  | 'DD/MM/YY'
  | 'DD.MM.YY'
  | 'DD-MM-YY'
  | 'MM-DD-YY'
  | 'D MMM YYYY'
  /** `30 Jun 26`, `30-Jun-26`: a two-digit year, as every `YY` format, is the one within 50 years of today's. */
  | 'D MMM YY'
  | 'MMM D, YYYY'
  /** Excel's day numbers (`46174` is 2026-06-01), as a bank's export saved through Excel has them: only ever the whole column's format, never guessed. */
  | 'serial'

/** The separator between a CSV's fields. */
export type CsvDelimiter = ',' | ';' | '\t' | '|'

/** The mark between whole units and cents: `1,234.56` uses `'.'`, `1.234,56` and `1 234,56` use `','`. */
export type DecimalMark = '.' | ','

/**
 * Which column (0-based) holds what. A row's amount comes from one of three layouts: `amount`
 * alone (signed); `amount` with `direction` (a column saying in or out: `DR`/`CR`, `Debit`/`Credit`,
 * `S`/`H`, …); or `moneyOut` and `moneyIn` (two columns, one filled per row).
 */
export interface CsvColumns {
  /** The row's date: where a file dates a payment twice, its completion (booking), so a payment started June 30 and completed July 1 is July's. */
  date: number
  /** The day a payment started, beside a completion date that is empty until it completes (Revolut's `Started Date`): the date of a row without one. */
  startDate?: number
  description: number
  /** More text about the row (a memo, a reference), joined to the description with ` · `. */
  memo?: number
  amount?: number
  direction?: number
  moneyOut?: number
  moneyIn?: number
  /** A column with the bank's own id of each row, when the file has one: used as the `apiSourceId`. */
  bankId?: number
  /** Who paid, where the file names payer and payee apart (DKB): the description of money in; `description` then describes money out. */
  payer?: number
  /** Whether the bank has settled the row (`COMPLETED`/`PENDING`/`REVERTED`, `Gebucht`/`Vorgemerkt`): see `StatementRow.unsettled`. */
  status?: number
  /** A fee the bank charged on the row, part of what it books: money out whichever sign it is written with. */
  fee?: number
  /** Each row's currency (ISO code): a row in another than the books' has the problem `currency`. */
  currency?: number
}

/** How a CSV is read: inferred by `readBankStatement`, each one changeable by the user. */
export interface CsvSettings {
  delimiter: CsvDelimiter
  /** The 0-based record of the header; records above it are the bank's own lines and are skipped. `-1`: the file has no header. */
  headerRow: number
  columns: CsvColumns
  decimalMark: DecimalMark
  dateFormat: StatementDateFormat
  /** Amounts are written positive for money out (a card export's charges): each sign is turned. */
  positiveIsMoneyOut: boolean
}

/** Why one row cannot be imported. `field` is what the user would fix. */
export type RowProblemCode =
  /** The date is empty. */
  | 'noDate'
  /** The date does not fit the chosen format, or is no calendar day. */
  | 'badDate'
  /** No amount (or neither money in nor money out). */
  | 'noAmount'
  /** The amount is not a number in the chosen format, or has more decimals than the currency. */
  | 'badAmount'
  /** Both money in and money out are filled. */
  | 'inAndOut'
  /** The direction column says neither in nor out. */
  | 'badDirection'
  /** The row has fewer fields than the columns chosen need (a cut-off line). */
  | 'shortRow'
  /** The row states a currency other than the books' (`value` holds it): its amount is not in the books' money. */
  | 'currency'
  /** A line that is neither the header nor a transaction (a stray line among the rows): shown so nothing is lost unseen. */
  | 'notTransaction'
  /** The date or amount is far longer than any (over 64 characters), or the description (over 4,096): `field` says which. */
  | 'tooLong'

/** Why one row cannot be imported, with the text the file has. */
export interface RowProblem {
  code: RowProblemCode
  field: 'date' | 'amount' | 'direction' | 'currency' | 'description' | 'row'
  /** The text as the file has it, when there is one. */
  value?: string
}

/** One transaction of the file, as read. */
export interface StatementRow {
  /**
   * Where it is in the file, for messages a user can find: a CSV record's or QIF transaction's
   * 1-based line number (as a text editor counts them), or an OFX/CAMT entry's 1-based number among the file's transactions.
   */
  line: number
  /** `YYYY-MM-DD`; absent when the row has a date problem. */
  date?: string
  /** Integer minor units, signed as the bank account sees it: positive money in, negative money out. Absent when unreadable. */
  amount?: number
  description: string
  /** The bank's own id of the transaction (OFX `FITID`, CAMT `AcctSvcrRef` or `NtryRef`, a CSV id column). */
  bankId?: string
  /** Why it cannot be imported; absent for a row that can. */
  problem?: RowProblem
  /**
   * A transaction the bank has not settled: still pending, reverted, or declined. It may change or
   * vanish, so it is shown and never imported.
   */
  unsettled?: 'pending' | 'reverted' | 'declined'
  /** The index in the reading's `statements` of the statement the row belongs to, for a file of several (OFX, CAMT, QIF). */
  statement?: number
  /**
   * A row of a batch the bank books as one entry (CAMT): `part` (1-based) when the bank itemised it
   * and this is one of the parts, absent when this row is the whole batch. Both forms of one batch
   * share its identity (`ref`, the entry's own reference as written, and the entry's date and
   * `amount`), so a batch imported itemised is known when it comes again unitemised, and the other way round.
   */
  batch?: { ref?: string; amount: number; part?: number }
}

/** One statement of a file (OFX `STMTRS`/`CCSTMTRS`, CAMT `Stmt`): files may hold several accounts. */
export interface StatementSummary {
  /** `bank` for a bank account's statement, `card` for a credit card's. */
  kind: 'bank' | 'card'
  /** The account's number or IBAN as the file writes it. */
  accountId?: string
  currency?: string
  /** How many of the reading's rows are of this statement. */
  rows: number
  /** Balances this statement states. */
  balances?: { opening?: StatementBalance; closing?: StatementBalance }
}

/** Why a file cannot be read at all: nothing of it is sent. */
export type FileProblemCode =
  /** No bytes, or only blank lines. */
  | 'empty'
  | 'pdf'
  | 'image'
  /** An Excel or OpenDocument workbook (a ZIP or an OLE file). */
  | 'spreadsheet'
  /** A ZIP archive that is no workbook: the statement is inside it. */
  | 'zip'
  /** A camt.052 account report (intraday: not a statement of booked transactions). */
  | 'camt052'
  /** camt.054 debit and credit notifications (not a statement). */
  | 'camt054'
  /** A SWIFT MT940 statement, which bookkit does not read. */
  | 'mt940'
  /** XML that declares entities (an XML bomb may): refused unread, as unsafe. */
  | 'unsafe'
  /** A line, or an OFX or CAMT tag's name, too long to be a transaction's (`detail`: its 1-based line number): not a statement. */
  | 'tooLong'
  /** A bank's plain-text statement (fixed-width columns: `Date  Description  Money out  Money in  Balance`), not a CSV. */
  | 'textStatement'
  /** An OFX or CAMT file that ends before its last element closes, or XML that does not parse. */
  | 'truncated'
  /** Text bookkit cannot read as a statement of any kind it knows. */
  | 'unknown'
  /** A CSV in which no date and amount columns can be found. */
  | 'noColumns'
  /** Readable, but without a single transaction. */
  | 'noRows'
  /** The file states a currency other than the books'. `detail` holds the file's. */
  | 'currency'

/** Why a file cannot be read at all, and the detail a sentence needs (the file's currency). */
export interface FileProblem {
  code: FileProblemCode
  detail?: string
}

/** A balance the file states (OFX `LEDGERBAL`, CAMT `OPBD`/`CLBD`). */
export interface StatementBalance {
  /** Integer minor units, positive in the account's favour. */
  amount: number
  /** `YYYY-MM-DD`. */
  date: string
}

/** What a CSV reading inferred, for a screen that shows the mapping. */
export interface CsvLayout {
  settings: CsvSettings
  /** The header's fields, when `headerRow >= 0`; otherwise absent. */
  header?: string[]
  /** The records above the header (the bank's own lines), as text. */
  preamble: string[]
  /** The first records after the header (at most 5), as fields, to show beside the mapping. */
  sample: string[][]
  columnCount: number
  /**
   * The date formats every date of the file fits. More than one (`03/04/2026`: March 4 or April 3):
   * the user is asked, with `dateExamples`, unless `options.csv.dateFormat` said.
   */
  dateFormats: StatementDateFormat[]
  /** Distinct dates as the file writes them, the most telling first (those that fit one format only), at most 5. */
  dateExamples: string[]
  /** Whether the settings' `dateFormat` was chosen by the reading among several that fit (so: ask). */
  dateFormatAmbiguous: boolean
  /**
   * The file may be a card's statement, on which charges are positive: whether positive amounts are
   * money out is asked. Set when its columns name a card (`Card Member`, `Card Number`,
   * `Kartennummer`…) or a line above them says credit card, and then `positiveIsMoneyOut` is true
   * unless given; and when more amounts are positive than negative, unless a running balance shows
   * the signs as written, and then `positiveIsMoneyOut` stays as given, else false: no sign is
   * turned by a guess.
   */
  looksLikeCardExport: boolean
}

/** How a QIF's dates were read: its dates are written in the exporting program's locale, so, as a CSV's, asked about when more than one format fits. */
export interface QifLayout {
  /** The format the rows were read with: `options.qif.dateFormat`, else the first that fits. */
  dateFormat: StatementDateFormat
  /** The formats every date fits; more than one (`03/04/26`): the user is asked, with `dateExamples`. */
  dateFormats: StatementDateFormat[]
  /** Distinct dates (`'` years written `/`, blanks dropped), those the formats read differently first, at most 5. */
  dateExamples: string[]
  /** Whether `dateFormat` was chosen by the reading among several that fit (so: ask). */
  dateFormatAmbiguous: boolean
}

/** What `readBankStatement` gives. */
export interface BankStatementReading {
  format: StatementFileFormat
  fileName: string
  encoding: StatementEncoding
  /** Whether the encoding is the user's choice for this file (`options.encoding`); false when inferred, and when a byte order mark overrode the choice. */
  encodingGiven: boolean
  /**
   * How the encoding was settled, when neither by the user's choice nor from the bytes alone:
   * `byteOrderMark` (the file starts with one: it wins over any choice, so none is to be offered)
   * or `remembered` (`options.rememberedEncoding`, which the bytes fit).
   */
  encodingFrom?: 'byteOrderMark' | 'remembered'
  rows: StatementRow[]
  /** Set when the file cannot be read: `rows` is then empty and nothing is to be imported. */
  problem?: FileProblem
  /** For a CSV: the inferred (or given) settings and what the mapping screen shows. */
  csv?: CsvLayout
  /** For a QIF: how its dates were read, and whether to ask. */
  qif?: QifLayout
  /** The currency the file states (OFX `CURDEF`, CAMT `Ccy`). */
  currency?: string
  /** The account the file states (OFX `ACCTID`, CAMT IBAN), as written. */
  accountId?: string
  /** Balances the file states. */
  balances?: { opening?: StatementBalance; closing?: StatementBalance }
  /**
   * The statements of an OFX or CAMT file, in file order (each row's `statement` indexes them).
   * A file of several accounts is imported one statement at a time.
   */
  statements?: StatementSummary[]
}

/** Options of `readBankStatement`. Every setting left out is inferred from the file. */
export interface ReadStatementOptions {
  /**
   * The user's choice of encoding for this file: it wins over what the file declares and over the
   * bytes, but not over a byte order mark (a mark says for certain how the file is written).
   */
  encoding?: StatementEncoding
  /**
   * A first guess (the account's encoding of its last import): used only when the file has no
   * byte order mark and declares no charset, and only when the bytes fit it (valid UTF-8;
   * Windows-1252 without its undefined bytes and not valid UTF-8; UTF-16 of even length and
   * mostly Latin text). Otherwise the file is read as if nothing were remembered.
   */
  rememberedEncoding?: StatementEncoding
  /** Settings of a CSV the user chose (or remembered for this account); the rest is inferred. */
  csv?: Partial<CsvSettings>
  /** How a QIF's dates are written, as the user chose (answering `reading.qif`'s question); else inferred. */
  qif?: { dateFormat?: StatementDateFormat }
  /** The books' currency (ISO 4217, default `'USD'`): how many decimals an amount has, and which a file may state. */
  currency?: string
  signal?: AbortSignal
  /** Rows read so far, for a long file. */
  onProgress?: (progress: { rows: number }) => void
}
