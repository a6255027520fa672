/**
 * What a CSV column holds, by its header: the names English, German, French, Spanish, Italian and
 * Dutch banks give their columns, the Nordic banks' (`columnNamesNordic.ts`), and those of columns
 * no row is read from (`columnNamesAside.ts`). Names are compared without case, accents or
 * punctuation, and without a currency code after them (`Betrag (EUR)` is `betrag`).
 */
import { NAMES_ASIDE } from './columnNamesAside'
import { NORDIC_NAMES } from './columnNamesNordic'
import type { ColumnRole } from './columnRole'

export type { ColumnRole } from './columnRole'

export interface NamedRole {
  role: ColumnRole
  rank: number
}

/** Each role's names, normalized, with their rank: `[role, rank, names]`. */
const NAMES: ReadonlyArray<readonly [ColumnRole, number, readonly string[]]> = [
  // A booking (posting) date is the bank's date of record, which a bank feed syncs too; a value
  // date is when interest starts to count, and a transaction date is when the card was used.
  [
    'date',
    3,
    [
      'booking date',
      'posting date',
      'posted date',
      'post date',
      'buchungstag',
      'buchungsdatum',
      'buchung',
      'date comptable',
      'date de comptabilisation',
      'fecha contable',
      'boekdatum',
      'boekingsdatum',
      'completed date',
      'date completed',
    ],
  ],
  ['date', 3, ['data di registrazione', 'data contabile']],
  // Revolut's start date is always written; its completion date is empty while a row is pending.
  ['startDate', 2, ['started date', 'date started']],
  [
    'date',
    2,
    [
      'date',
      'datum',
      'fecha',
      'data',
      'transaction date',
      'trans date',
      'txn date',
      'date d operation',
      'date operation',
      'date de l operation',
      'date de transaction',
      'fecha operacion',
      'fecha de operacion',
      'transactiedatum',
    ],
  ],
  [
    'date',
    1,
    [
      'value date',
      'valuta',
      'valutadatum',
      'wertstellung',
      'wertstellungsdatum',
      'date de valeur',
      'date valeur',
      'valeur',
      'fecha valor',
      'valuedatum',
      'rentedatum',
    ],
  ],
  [
    'payee',
    3,
    [
      'payee',
      'payee name',
      'name',
      'merchant',
      'merchant name',
      'counterparty',
      'counterparty name',
      'beneficiary',
      'auftraggeber empfanger',
      'empfanger auftraggeber',
      'auftraggeber begunstigter',
      'auftraggeber beguenstigter',
      'auftraggeber',
      'empfanger',
      'zahlungsempfanger',
      'beguenstigter zahlungspflichtiger',
      'begunstigter zahlungspflichtiger',
      'beguenstigter',
      'begunstigter',
      'name zahlungsbeteiligter',
      'tiers',
      'beneficiaire',
      'nom',
      'beneficiario',
      'ordenante',
      'contraparte',
      'naam',
      'naam omschrijving',
      // ING's English export of the same column.
      'name description',
      'tegenpartij',
      'naam tegenpartij',
      'counter party',
      'partner name',
      'zahlungsempfanger in',
      'zahlungsempfaenger in',
    ],
  ],
  ['payer', 3, ['payer', 'payer name', 'zahlungspflichtige r', 'zahlungspflichtiger']],
  [
    'narrative',
    3,
    [
      'description',
      'transaction description',
      'details',
      'transaction details',
      'detail',
      'narrative',
      'particulars',
      'libelle',
      'libelle operation',
      'libelle de l operation',
      'intitule',
      'concepto',
      'descripcion',
      'omschrijving',
      'beschreibung',
      'avisierungstext',
      'texte de notification',
      'testo di avviso',
    ],
  ],
  [
    'narrative',
    2,
    [
      'memo',
      'notes',
      'note',
      'verwendungszweck',
      'mededelingen',
      'remarks',
      'betreff',
      'mitteilung',
      'communication',
      'informations complementaires',
      'observaciones',
      'omschrijving 1',
    ],
  ],
  // A payment reference is what the payer wrote (`RENT`, `REELBOX.COM`, an invoice number): it
  // repeats month after month, so it says what the row is about and is never the bank's id.
  [
    'narrative',
    2,
    [
      'reference',
      'ref',
      'payment reference',
      'transaction reference',
      'referenz',
      'kundenreferenz',
      'referencia',
      'referentie',
      'riferimento',
    ],
  ],
  // The kind of booking ("Lastschrift", "Gutschrift"): a description only when nothing better is there.
  [
    'narrative',
    1,
    [
      'buchungstext',
      'umsatzart',
      'umsatztyp',
      'bewegungstyp',
      'type de l operation',
      'tipo de operacion',
      'type de transaction',
      'tipo di movimento',
    ],
  ],
  ['amount', 2, ['amount', 'transaction amount', 'amt', 'betrag', 'umsatz', 'montant', 'montant de l operation', 'importe', 'bedrag']],
  [
    'moneyOut',
    2,
    [
      'debit',
      'debits',
      'debit amount',
      'withdrawal',
      'withdrawals',
      'withdrawal amount',
      'paid out',
      'money out',
      'out',
      'outflow',
      'soll',
      'ausgang',
      'ausgange',
      'ausgaben',
      'belastung',
      'cargo',
      'cargos',
      'debe',
      'af',
      'uitgaven',
      'lastschrift',
      'addebito',
      'addebiti',
    ],
  ],
  [
    'moneyIn',
    2,
    [
      'credit',
      'credits',
      'credit amount',
      'deposit',
      'deposits',
      'deposit amount',
      'paid in',
      'money in',
      'in',
      'inflow',
      'haben',
      'eingang',
      'eingange',
      'einnahmen',
      'gutschrift',
      'abono',
      'abonos',
      'haber',
      'bij',
      'ontvangsten',
      'accredito',
      'accrediti',
    ],
  ],
  [
    'direction',
    2,
    [
      'debit credit',
      'credit debit',
      'cr dr',
      'dr cr',
      'd c',
      'c d',
      'debit credit indicator',
      'dr cr indicator',
      's h',
      'soll haben',
      'af bij',
      'bij af',
      'sens',
      'debe haber',
      'cargo abono',
      'in out',
    ],
  ],
  ['direction', 1, ['type', 'transaction type', 'indicator']],
  // Only a name that says id: the bank's own id of each row, used to know it again next month.
  [
    'bankId',
    2,
    [
      'transaction id',
      'fitid',
      'id',
      'transaktions id',
      'transaktionsnummer',
      'transactie id',
      'numero de transaction',
      'transaction number',
      'transferwise id',
    ],
  ],
  [
    'status',
    2,
    [
      'state',
      'status',
      'transaction status',
      'buchungsstatus',
      'umsatzstatus',
      'statut',
      'estado',
      'stato',
      ...['zustand', 'etat', 'estat', 'situacao', 'situacion', 'tila', 'tilstand', 'transaktionsstatus', 'betalingsstatus'],
      'info',
      'pending',
      'vorgemerkt',
    ],
  ],
  ['fee', 2, ['fee', 'fees', 'transaction fee', 'gebuhr', 'gebuhren', 'entgelt', 'frais', 'comision', 'commissione', 'commissioni']],
  ['currency', 2, ['currency', 'ccy', 'payment currency', 'wahrung', 'waehrung', 'devise', 'divisa', 'munt', 'monnaie']],
  ['balance', 2, ['balance', 'running balance', 'saldo', 'kontostand', 'solde', 'saldo na mutatie', 'saldo na trn']],
]

const ROLE_OF_NAME = new Map<string, NamedRole>()
for (const [role, rank, names] of [...NAMES, ...NORDIC_NAMES, ...NAMES_ASIDE])
  for (const name of names) if (!ROLE_OF_NAME.has(name)) ROLE_OF_NAME.set(name, { role, rank })

/** Currency codes and words banks append to an amount's header (`Betrag (EUR)`, `Amount in GBP`, `Crédit en CHF`), and a date's time zone (`Date started (UTC)`). */
const CURRENCY_SUFFIX = / (?:in |en )?(?:utc|eur|usd|gbp|chf|cad|aud|nzd|sek|nok|dkk|pln|czk|huf|eu)$/

/** A name as compared: lower case, accents and punctuation gone (`Auftraggeber/Empfänger` → `auftraggeber empfanger`). */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/gi, 'o')
    .replace(/æ/gi, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** The role a header names, or `undefined` for a name bookkit does not know. */
export function roleOfHeader(name: string): NamedRole | undefined {
  const normalized = normalizeName(name)
  return ROLE_OF_NAME.get(normalized) ?? ROLE_OF_NAME.get(normalized.replace(CURRENCY_SUFFIX, ''))
}
