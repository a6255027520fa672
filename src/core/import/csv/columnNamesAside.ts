/**
 * The names of columns no row's date, amount or description is read from: a card or its holder,
 * which says the file is a card's statement, and another amount, currency or date than the row's
 * own, named so they are never taken for one. Normalized as `columnNames.ts` compares them.
 */
import type { ColumnRole } from './columnRole'

/** Each role's names with their rank, as in `columnNames.ts`. */
export const NAMES_ASIDE: ReadonlyArray<readonly [ColumnRole, number, readonly string[]]> = [
  [
    'card',
    2,
    [
      ...['card member', 'cardmember', 'card number', 'card no', 'card', 'cardholder', 'card holder', 'card holder name', 'card used'],
      ...['kartennummer', 'karteninhaber', 'karteninhaberin', 'karte', 'numero de carte', 'titulaire de la carte', 'porteur'],
      ...['numero de tarjeta', 'titular de la tarjeta', 'numero carta', 'titolare carta', 'kaartnummer', 'kaarthouder'],
      ...['kortnummer', 'kortholder', 'kortinnehavare', 'kortindehaver', 'korttinumero', 'numero do cartao', 'titular do cartao'],
    ],
  ],
  // Another amount, currency or date than the row's own: named so it is never taken for one.
  [
    'other',
    1,
    [
      'category',
      'kategorie',
      'categorie',
      'categoria',
      'account',
      'konto',
      'iban',
      'bic',
      'reference number',
      'ref number',
      'bank reference',
      'original amount',
      'original currency',
      'type foreign currency',
      'amount foreign currency',
      'oorspr bedrag',
      'oorspr munt',
      'total fees',
      'exchange to amount',
      'orig currency',
      'orig amount',
      'local currency',
      'local amount',
    ],
  ],
]
