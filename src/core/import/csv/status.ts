/**
 * Whether the bank has settled a row, as a cell says it in the languages of the banks bookkit
 * reads: a status column's word (`COMPLETED`, `Udført`, `Venter`, `Umsatz vorgemerkt`), or a
 * pending mark where the date or amount would be (`Reserverat`, `Prel.`). Words are compared
 * whole, without case or accents.
 */
import type { StatementRow } from '../types'

/** How a row the bank has not settled stands: pending, reverted or declined. */
type Unsettled = NonNullable<StatementRow['unsettled']>

/** What a status cell may say: `settled` words are known so that a column of them is recognised as a status column. */
export type Status = Unsettled | 'settled'

const SETTLED = [
  // English
  ...['completed', 'complete', 'booked', 'posted', 'settled', 'cleared', 'done', 'success', 'successful', 'processed', 'executed'],
  // German, French, Dutch
  ...['gebucht', 'abgeschlossen', 'ausgefuhrt', 'durchgefuhrt', 'erledigt', 'comptabilise', 'execute', 'effectue', 'termine'],
  ...['geboekt', 'verwerkt', 'uitgevoerd', 'voltooid'],
  // Danish, Norwegian, Swedish, Finnish
  ...['udfort', 'bogfort', 'gennemfort', 'utfort', 'bokfort', 'gjennomfort', 'genomford', 'bokford', 'utford', 'slutford'],
  ...['valmis', 'kirjattu', 'suoritettu'],
  // Spanish, Italian, Portuguese
  ...['contabilizado', 'completado', 'realizado', 'ejecutado', 'liquidado', 'contabilizzato', 'eseguito', 'completato'],
  ...['concluido', 'efetuado', 'efectuado', 'processado'],
]

const PENDING = [
  ...['pending', 'authorised', 'authorized', 'authorisation', 'authorization', 'on hold', 'hold', 'processing', 'in progress'],
  ...['reserved', 'not settled', 'uncleared', 'not booked'],
  ...['vorgemerkt', 'ausstehend', 'in bearbeitung', 'nicht gebucht', 'reserviert'],
  ...['en attente', 'en cours', 'a venir', 'en traitement', 'non comptabilise', 'reserve'],
  ...['in behandeling', 'gereserveerd', 'voorlopig', 'in afwachting', 'nog niet verwerkt'],
  ...['venter', 'reserveret', 'afventer', 'afventende', 'ikke bogfort', 'reservert', 'ikke bokfort'],
  ...['vantande', 'vantar', 'reserverad', 'reserverat', 'reserverade', 'preliminar', 'prel', 'ej bokford'],
  ...['odottaa', 'varattu', 'kasittelyssa'],
  ...['pendiente', 'retenido', 'en proceso', 'en tramite', 'in sospeso', 'in attesa', 'da contabilizzare', 'in lavorazione'],
  ...['pendente', 'agendado', 'em processamento', 'em processo'],
]

const REVERTED = [
  ...['reverted', 'reversed', 'cancelled', 'canceled', 'voided', 'void', 'refunded'],
  ...['storniert', 'annule', 'annulee', 'geannuleerd', 'teruggeboekt', 'gestorneerd'],
  ...['annulleret', 'tilbagefort', 'annullert', 'kansellert', 'tilbakefort', 'annullerad', 'makulerad', 'aterford', 'peruttu'],
  ...['anulado', 'cancelado', 'revertido', 'annullato', 'stornato', 'estornado'],
]

const DECLINED = [
  ...['declined', 'failed', 'rejected', 'abgelehnt', 'fehlgeschlagen', 'refuse', 'refusee', 'rejete', 'echoue'],
  ...['geweigerd', 'mislukt', 'afgewezen', 'afvist', 'avvist', 'avvisad', 'nekad', 'avslagen', 'hylatty'],
  ...['rechazado', 'denegado', 'rifiutato', 'respinto', 'recusado', 'rejeitado'],
]

/**
 * Yes and no under a column named for pending rows ("Pending", "Vorgemerkt"): known as statuses
 * only in a column named so, never in a cell elsewhere (a `Recurring` column of yes and no).
 */
const YES = ['yes', 'true', 'ja', 'oui', 'si', 'sim', 'kylla']
const NO = ['no', 'false', 'nein', 'non', 'nej', 'nei', 'nao', 'ei']

const WORDS = new Map<string, Status>([
  ...SETTLED.map((word) => [word, 'settled'] as const),
  ...PENDING.map((word) => [word, 'pending'] as const),
  ...REVERTED.map((word) => [word, 'reverted'] as const),
  ...DECLINED.map((word) => [word, 'declined'] as const),
])
const ANSWERS = new Map<string, Status>([...YES.map((word) => [word, 'pending'] as const), ...NO.map((word) => [word, 'settled'] as const)])

/** Words a bank puts before the status (`Umsatz vorgemerkt`, `Transaction pending`, `Status: Venter`). */
const LEADS = new Set(['umsatz', 'buchung', 'transaction', 'payment', 'zahlung', 'status', 'state', 'statut', 'estado', 'stato'])

/** Letters that no accent removal turns into ASCII. */
const LETTERS: Readonly<Record<string, string>> = { ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', đ: 'd', ł: 'l', ı: 'i' }

/** Longer than any status: a description, never scanned further. */
const LONGEST = 40

/**
 * A cell's words as compared: lower case, accents gone, each run of other characters one space,
 * `undefined` for text too long to be a status. One pass over at most `LONGEST` characters.
 */
function wordsOf(text: string): string | undefined {
  if (text.length > LONGEST) return undefined
  let words = ''
  for (const char of text.normalize('NFKD').toLowerCase()) {
    const letters = LETTERS[char] ?? (char >= 'a' && char <= 'z' ? char : undefined)
    if (letters !== undefined) words += letters
    else if (!/\p{M}/u.test(char) && words !== '' && !words.endsWith(' ')) words += ' '
  }
  return words.trimEnd()
}

/** The status the words say, whole or after a lead word (`umsatz vorgemerkt`). */
function statusOfWords(words: string, known: ReadonlyMap<string, Status>): Status | undefined {
  const status = known.get(words)
  if (status !== undefined) return status
  const space = words.indexOf(' ')
  return space !== -1 && LEADS.has(words.slice(0, space)) ? known.get(words.slice(space + 1)) : undefined
}

/**
 * What a status cell says (`COMPLETED`, `Udført`, `Venter`, `Umsatz vorgemerkt`…), or `undefined`
 * for words that are none. `answers`: yes and no count too, as under a column named "Pending".
 */
export function statusOf(text: string, { answers = false }: { answers?: boolean } = {}): Status | undefined {
  const words = wordsOf(text)
  if (words === undefined || words === '') return undefined
  return statusOfWords(words, WORDS) ?? (answers ? ANSWERS.get(words) : undefined)
}

/** Whether the cell is a mark of a row not yet booked (`Reserverat` in the date column, `Vorgemerkt`, `Pending`). */
export function isPendingMark(text: string): boolean {
  return statusOf(text) === 'pending'
}
