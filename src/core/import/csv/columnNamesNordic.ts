/**
 * The names Danish, Norwegian, Swedish and Finnish banks give their columns, normalized as
 * `columnNames.ts` compares them (`Beløb` is `belob`, `Bokföringsdag` is `bokforingsdag`).
 */
import type { ColumnRole } from './columnRole'

/** Each role's names with their rank, as in `columnNames.ts`. */
export const NORDIC_NAMES: ReadonlyArray<readonly [ColumnRole, number, readonly string[]]> = [
  [
    'date',
    3,
    ['bogforingsdato', 'bogforingsdag', 'bokforingsdato', 'bokforingsdag', 'bokforingsdatum', 'bokfort dato', 'kirjauspaiva', 'kirjauspvm'],
  ],
  ['date', 2, ['dato', 'transaktionsdag', 'transaktionsdatum', 'transaksjonsdato', 'tapahtumapaiva', 'paivamaara', 'pvm']],
  ['date', 1, ['valutadag', 'valutadato', 'rentedato', 'rentedag', 'arvopaiva']],
  ['payee', 3, ['modtager', 'modtagernavn', 'mottaker', 'mottakernavn', 'mottagare', 'saaja', 'maksaja saaja', 'saaja maksaja']],
  // Nordea's `Rubrik` (`Otsikko` in Finland) is the row's text ("Kortköp 260602 CAFE TRAPPAN"); its
  // `Mottagare` and `Avsändare` hold account numbers, and are no payee for that (`descriptionColumns.ts`).
  [
    'narrative',
    3,
    ['tekst', 'text', 'beskrivelse', 'beskrivning', 'forklaring', 'kuvaus', 'selite', 'text mottagare', 'rubrik', 'otsikko'],
  ],
  ['narrative', 2, ['meddelelse', 'melding', 'meddelande', 'viesti', 'viite', 'referens']],
  ['amount', 2, ['belob', 'belop', 'belopp', 'maara', 'summa']],
  // DNB's two amount columns: out of and into the account.
  ['moneyOut', 2, ['ut fra konto', 'ut af konto', 'debet']],
  ['moneyIn', 2, ['inn pa konto', 'ind pa konto', 'kredit']],
  ['balance', 2, ['bokfort saldo', 'disponibelt belopp', 'disponibelt belop', 'disponibelt', 'saldo efter']],
  // Whether the account's holder has matched the row in the bank's app (`Ja`/`Nej`): no status of the bank's.
  ['other', 1, ['afstemt', 'avstemt', 'avstamd', 'verifikationsnummer', 'kategori', 'konto', 'tili']],
]
