/** IBANs as a column may hold them (`DE89 3704 0044 0532 0130 00`), checked the way banks check them. */

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
