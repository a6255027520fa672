/**
 * What a CSV column can hold, as its header names it: a module of its own, so that the tables of
 * names (`columnNames.ts` and the Nordic and aside tables it gathers) share it without a circle.
 */

/** The roles a header can name. `rank` orders names of one role: the higher, the better a fit. */
export type ColumnRole =
  | 'date'
  /** The day a payment started, where another column dates its completion. */
  | 'startDate'
  | 'payee'
  | 'narrative'
  | 'amount'
  | 'moneyOut'
  | 'moneyIn'
  | 'direction'
  | 'bankId'
  /** Who paid, where a file names payer and payee apart (DKB): the description of money in. */
  | 'payer'
  /** Whether the bank has settled the row (`COMPLETED`, `PENDING`, `Gebucht`, `Umsatz vorgemerkt`). */
  | 'status'
  /** A fee charged on the row, part of what it books. */
  | 'fee'
  /** The row's currency. */
  | 'currency'
  /** A card or its holder (`Card Member`, `Card Number`): the file is a card's statement. */
  | 'card'
  /** Named so they are never taken for an amount or a description. */
  | 'balance'
  | 'other'
