/** Account numbers as a column may hold them: IBANs (`DE89 3704 0044 0532 0130 00`), checked the way banks check them, and national numbers of digits. */

/** Longer than any IBAN written with spaces: never scanned. */
const LONGEST = 42

const isDigit = (char: string): boolean => char >= '0' && char <= '9'
const isLetter = (char: string): boolean => char >= 'A' && char <= 'Z'

/**
 * Whether the text is an IBAN: two letters, two check digits and 11 to 30 letters or digits
 * (spaces between allowed), whose check digits hold (ISO 13616: the number, its first four
 * characters moved to its end and letters counted from A = 10, leaves 1 divided by 97). One pass.
 */
export function isIban(text: string): boolean {
  if (text.length > LONGEST) return false
  let compact = ''
  for (const char of text.toUpperCase()) if (char !== ' ') compact += char
  if (compact.length < 15 || compact.length > 34) return false
  const [first, second, third, fourth] = compact
  if (!isLetter(first as string) || !isLetter(second as string) || !isDigit(third as string) || !isDigit(fourth as string)) return false
  let remainder = 0
  for (const char of compact.slice(4) + compact.slice(0, 4)) {
    if (isDigit(char)) remainder = (remainder * 10 + Number(char)) % 97
    else if (isLetter(char)) remainder = (remainder * 100 + char.charCodeAt(0) - 55) % 97
    else return false
  }
  return remainder === 1
}

/** The fewest digits of an account number written without letters (a Swedish bankgiro, `123-4567`, has seven). */
const FEWEST_ACCOUNT_DIGITS = 6
const ACCOUNT_SEPARATORS = new Set([' ', '-', '.', '/'])

/**
 * Whether the text is an account number rather than a name: an IBAN, or digits in groups split by
 * blanks, hyphens, dots or slashes (`3300 12 34567`, `5402-1184726`, a Swish number
 * `46701234567`), as a Nordic export writes the other party's account. One pass.
 */
export function isAccountNumber(text: string): boolean {
  if (text.length > LONGEST) return false
  if (isIban(text)) return true
  let digits = 0
  for (const char of text) {
    if (isDigit(char)) digits += 1
    else if (!ACCOUNT_SEPARATORS.has(char)) return false
  }
  return digits >= FEWEST_ACCOUNT_DIGITS && isDigit(text[0] as string) && isDigit(text[text.length - 1] as string)
}
