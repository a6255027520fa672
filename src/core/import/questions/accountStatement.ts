import type { StatementSummary } from '../types'

/** What the host says of the account imported into, for finding its statement in a file of several. */
export interface AccountClues {
  /** The account's number (or IBAN) as the host gives it. */
  number?: string
  /** The account's name and description, which often end in its number's last digits ("Checking ••4321"). */
  names: ReadonlyArray<string | undefined>
}

/**
 * Digits a number ends with, as files write it masked (`XXXXXXXXXXXX4821`) or spaced (`DE89 3704 …`),
 * blanks and dashes between them skipped: read from the end, once (an unanchored `\d+$` retries
 * from every digit of a long run that does not end the text).
 */
function trailingDigits(text: string): string {
  let digits = ''
  for (let index = text.length - 1; index >= 0; index--) {
    const char = text[index] as string
    if (char >= '0' && char <= '9') digits = char + digits
    else if (char !== '-' && !/\s/.test(char)) break
  }
  return digits
}

/** Fewer digits say too little to tell two accounts apart. */
const ENOUGH_DIGITS = 4

/** Whether two ways of writing account numbers end alike: the same digits, or one the other's tail (a masked card, an IBAN around its account number). */
function sameAccount(fileNumber: string, digits: string): boolean {
  const file = trailingDigits(fileNumber)
  return Math.min(file.length, digits.length) >= ENOUGH_DIGITS && (file.endsWith(digits) || digits.endsWith(file))
}

/** The index of the one statement whose account `matches`, if exactly one does. */
function onlyMatch(statements: readonly StatementSummary[], matches: (accountId: string) => boolean): number | undefined {
  const found = statements.flatMap((statement, index) => (statement.accountId !== undefined && matches(statement.accountId) ? [index] : []))
  return found.length === 1 ? found[0] : undefined
}

/**
 * The statement of a file of several that is the account's: by the number the host gives, or without
 * one by a run of digits in the account's name or description. Absent when none or several match: then
 * the user is asked, since a guess would book one account's money into another.
 */
export function matchingStatement(statements: readonly StatementSummary[], clues: AccountClues): number | undefined {
  const number = clues.number ? trailingDigits(clues.number) : ''
  // A number the host gives is the account's: matching none, the file holds no statement of it, whatever a name says.
  if (number) return onlyMatch(statements, (accountId) => sameAccount(accountId, number))
  const runs = clues.names.flatMap((name) => name?.match(/\d{4,}/g) ?? [])
  return runs.length > 0 ? onlyMatch(statements, (accountId) => runs.some((run) => sameAccount(accountId, run))) : undefined
}

/** An account of the host's list, as far as finding its statement goes. */
export interface NamedAccount {
  id: string
  name: string
  description?: string
  accountNumber?: string
}

/**
 * The one account of `accounts` whose statement `statement` is, by the same clues that preselect an
 * account's statement (its number, else digits in its name or description): found only when exactly
 * one account's clues pick this statement among the file's, so a statement is never offered to two.
 */
export function accountOfStatement(
  statements: readonly StatementSummary[],
  index: number,
  accounts: readonly NamedAccount[],
): NamedAccount | undefined {
  const found = accounts.filter(
    (account) => matchingStatement(statements, { number: account.accountNumber, names: [account.name, account.description] }) === index,
  )
  return found.length === 1 ? found[0] : undefined
}

/** An account number as the screen shows it: its last 4 characters after dots (`••••4321`), so a number in full is never shown. */
export function maskedNumber(accountId: string): string {
  return `••••${accountId.replace(/[^0-9A-Za-z]/g, '').slice(-ENOUGH_DIGITS)}`
}
