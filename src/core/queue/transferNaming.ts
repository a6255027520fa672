/**
 * How strongly a transfer side's description names the account of its other side, and whether it
 * says transfer or payment: "ONLINE PAYMENT TO CARD 7714" names Business Card ••7714 by its last
 * four digits, "TRANSFER FROM RESERVE SAVINGS" names Reserve Savings by its name, "XFER TO SAVINGS"
 * names any savings account by its kind. The pairing weighs it before the days between the sides.
 * Pure; each text is read once (`readText`, `numberTokens`: one pass, no regular expression).
 */
import type { BankTransaction } from '../../api/types'
import { readText } from '../rules/words'
import { numberTokens } from './invoiceTokens'

/** What an account is, as its name tells it: the words a bank writes for it differ by kind. */
type AccountKind = 'card' | 'savings' | 'checking' | 'loan' | 'lineOfCredit'

/** Words a description or an account's name says each kind of account by, as `readText` folds them. */
const KIND_WORDS: Readonly<Record<AccountKind, ReadonlySet<string>>> = {
  card: new Set(['card', 'crd', 'visa', 'mastercard', 'amex', 'cc']),
  savings: new Set(['savings', 'saving', 'sav', 'svgs']),
  checking: new Set(['checking', 'chequing', 'chk', 'chking', 'dda']),
  loan: new Set(['loan', 'mortgage']),
  lineOfCredit: new Set(['loc', 'heloc']),
}
/** Checked in this order: "Line of Credit" before a card's "credit", a card before anything it may also say. */
const KINDS: readonly AccountKind[] = ['lineOfCredit', 'card', 'loan', 'savings', 'checking']

/**
 * Words a bank writes on either side of money moved between one's own accounts, as the rules'
 * reader folds them (`readText`): the full words, and the short forms statements print.
 */
const TRANSFER_WORDS: ReadonlySet<string> = new Set([
  'transfer',
  'transfers',
  'transferred',
  'xfer',
  'xfr',
  'trf',
  'tfr',
  'trnsfr',
  'payment',
  'pymt',
  'pmt',
  'autopay',
])

/**
 * How strongly a description names an account: by its last four digits, its name, its kind, or
 * nothing; and against it, a kind of account that is neither its own side's nor this one's
 * ("PAYMENT TO CARD" read against a savings account). A name outweighs a kind on both sides; the
 * digits, a name and a kind.
 */
const NAMED_BY = { otherKind: -1, nothing: 0, kind: 1, name: 3, lastFour: 5 } as const

/** A side as the naming reads it: its description's words and number tokens, and its own account's marks. */
interface SideReading {
  /** The description's words, in order (`readText`), joined by spaces and with one at each end. */
  spaced: string
  /** The kinds of account the description names by a word of theirs ("CARD", "SAVINGS"). */
  kindsSaid: readonly AccountKind[]
  /** The description's tokens holding four digits or more, as the last four of each digit run at a token's end. */
  lastFours: ReadonlySet<string>
  /** Whether the description says transfer or payment. */
  saysTransfer: boolean
  /** The side's own account: its kind, its name's words spaced as `spaced` is ('' for none), and the last four digits of its display name. */
  account: { kind: AccountKind | undefined; name: string; lastFour: string | undefined }
}

// Kept while the record lives: the set's records are replaced, never changed, so a pairing run
// again after a save reads only what is new.
const readings = new WeakMap<BankTransaction, SideReading>()

function readingOf(transaction: BankTransaction): SideReading {
  let reading = readings.get(transaction)
  if (!reading) {
    const description = typeof transaction.description === 'string' ? transaction.description : ''
    const words = readText(description).words
    const wordSet = new Set(words)
    const lastFours = new Set<string>()
    for (const token of numberTokens(description)) {
      const four = trailingFour(token)
      if (four) lastFours.add(four)
    }
    const { name, displayName } = transaction.bankAccount ?? {}
    const nameWords = readText(name ?? '').words
    reading = {
      spaced: ` ${words.join(' ')} `,
      kindsSaid: KINDS.filter((kind) => kindOf(wordSet, kind)),
      lastFours,
      saysTransfer: words.some((word) => TRANSFER_WORDS.has(word)),
      account: {
        kind: accountKind(new Set([...nameWords, ...readText(displayName ?? '').words])),
        name: nameWords.length > 0 ? ` ${nameWords.join(' ')} ` : '',
        lastFour: trailingFour(displayName ?? ''),
      },
    }
    readings.set(transaction, reading)
  }
  return reading
}

const isDigit = (code: number) => code >= 48 && code <= 57

/** The last four digits of `text` when it ends in a run of four digits or more ("••7714", "x7714", "7714"), else `undefined`. */
function trailingFour(text: string): string | undefined {
  let start = text.length
  while (start > 0 && isDigit(text.charCodeAt(start - 1))) start--
  return text.length - start >= 4 ? text.slice(text.length - 4) : undefined
}

/** Whether `words` say `kind` of account: one of its words, or "line" and "credit" together for a line of credit. */
function kindOf(words: ReadonlySet<string>, kind: AccountKind): boolean {
  if (kind === 'lineOfCredit' && words.has('line') && words.has('credit')) return true
  for (const word of KIND_WORDS[kind]) if (words.has(word)) return true
  return false
}

/** The kind of account its name's words say, the first of `KINDS`' order: "Business Card", "Reserve Savings"; none for "Operating". */
const accountKind = (words: ReadonlySet<string>) => KINDS.find((kind) => kindOf(words, kind))

/** How strongly `side`'s description names `other`'s account (`NAMED_BY`). */
function names(side: SideReading, other: SideReading): number {
  const account = other.account
  if (account.lastFour && side.lastFours.has(account.lastFour)) return NAMED_BY.lastFour
  // The name's words in a row, found by a search of the spaced words: no loop of loops over outside text.
  if (account.name !== '' && side.spaced.includes(account.name)) return NAMED_BY.name
  if (account.kind && side.kindsSaid.includes(account.kind)) return NAMED_BY.kind
  // A kind said that is neither this account's nor the side's own: the money went to (or came from) another.
  for (const kind of side.kindsSaid) if (kind !== side.account.kind) return NAMED_BY.otherKind
  return NAMED_BY.nothing
}

/**
 * How strongly the two descriptions name each other's account (`NAMED_BY`, added: -2 to 10): a pair
 * the words name outranks a nearer one. A description naming another kind of account counts
 * against the pair whatever the other says: "ONLINE PAYMENT TO CARD" is no savings account's
 * transfer, even where the savings side says "TRANSFER FROM CHECKING 4821".
 */
export function namedBetween(from: BankTransaction, to: BankTransaction): number {
  const [out, into] = [readingOf(from), readingOf(to)]
  const [said, heard] = [names(out, into), names(into, out)]
  return said < 0 || heard < 0 ? Math.min(said, 0) + Math.min(heard, 0) : said + heard
}

/** Whether `transaction`'s description says transfer or payment. */
export function saysTransfer(transaction: BankTransaction): boolean {
  return readingOf(transaction).saysTransfer
}
