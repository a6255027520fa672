// Property-based tests of money parsing (fast-check): whatever integer of minor units is shown,
// it reads back as the same integer, in many locales and currencies; and whatever a user types
// or pastes is either read exactly or refused with a reason a form turns into a message naming
// the field. Never NaN, never a float, never a rounded value. (Example tests: money.test.ts.)
import * as fc from 'fast-check'
import { formMessages, moneyProblemMessage } from '../../src/messages/forms/form'
import { formatMoney, formatMoneyInput, minorDigits, parseMoney, type MoneyFormat, type ParsedMoney } from '../../src/format/money'
import { createTally } from '../support/tally'

const tally = createTally('format/money.property')

/** Locales with their own grouping and decimal habits, and currencies with 0, 2 and 3 minor digits. */
const FORMATS: readonly MoneyFormat[] = [
  { locale: 'en-US', currency: 'USD' },
  { locale: 'en-GB', currency: 'GBP' },
  { locale: 'de-DE', currency: 'EUR' },
  { locale: 'fr-FR', currency: 'EUR' },
  { locale: 'es-ES', currency: 'EUR' },
  { locale: 'de-CH', currency: 'CHF' },
  { locale: 'fr-CH', currency: 'CHF' },
  { locale: 'pt-BR', currency: 'BRL' },
  { locale: 'sv-SE', currency: 'SEK' },
  { locale: 'en-IN', currency: 'INR' },
  { locale: 'hi-IN', currency: 'INR' },
  { locale: 'ja-JP', currency: 'JPY' },
  { locale: 'ko-KR', currency: 'KRW' },
  { locale: 'en-US', currency: 'KWD' },
  { locale: 'ar-EG', currency: 'EGP' },
  { locale: 'ar-SA', currency: 'SAR' },
]

/** Formats whose typed amounts use ASCII digits and exactly one decimal mark: the digit oracle below applies. */
const PLAIN_FORMATS: ReadonlyArray<{ format: MoneyFormat; decimal: string }> = [
  { format: { locale: 'en-US', currency: 'USD' }, decimal: '.' },
  { format: { locale: 'de-DE', currency: 'EUR' }, decimal: ',' },
  { format: { locale: 'ja-JP', currency: 'JPY' }, decimal: '.' },
  { format: { locale: 'en-US', currency: 'KWD' }, decimal: '.' },
]

const PROBLEMS = new Set(['empty', 'invalid', 'tooManyDecimals', 'tooLarge'])
const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER)

/** Minor-unit amounts: small ones often, and the whole safe range. */
const minorAmount = fc.oneof(
  fc.integer({ min: -10_000, max: 10_000 }),
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.maxSafeInteger(),
  fc.constantFrom(0, 1, -1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER),
)

/**
 * The shape every parse must have: a safe integer, or a known refusal carrying the currency's
 * decimals, which the forms turn into a message that names the field.
 */
function expectWellFormed(parsed: ParsedMoney, format: MoneyFormat, text: string): void {
  tally.inputs++
  if (parsed.ok) {
    expect(Number.isSafeInteger(parsed.minor), `${JSON.stringify(text)} → ${parsed.minor}`).toBe(true)
    return
  }
  expect(PROBLEMS.has(parsed.problem), `${JSON.stringify(text)} → ${parsed.problem}`).toBe(true)
  expect(parsed.maxDecimals).toBe(minorDigits(format))
  const message = moneyProblemMessage(parsed.problem, 'Amount', parsed.maxDecimals, formatMoneyInput(123456, format), formMessages)
  expect(message).toMatch(/^Amount /)
  expect(message).not.toMatch(/NaN|undefined|Infinity/)
}

/**
 * An independent reading of an accepted text's magnitude: its ASCII digits, with those after the
 * last decimal mark as the fraction, shifted by the currency's digits in BigInt (no float anywhere).
 */
function digitOracle(text: string, decimal: string, digits: number): bigint {
  const at = text.lastIndexOf(decimal)
  const whole = (at === -1 ? text : text.slice(0, at)).replace(/[^0-9]/g, '')
  const fraction = (at === -1 ? '' : text.slice(at + decimal.length)).replace(/[^0-9]/g, '')
  return BigInt(`${whole}${fraction.padEnd(digits, '0')}` || '0')
}

function expectExact(parsed: ParsedMoney, text: string, decimal: string, format: MoneyFormat): void {
  if (!parsed.ok) return
  const magnitude = digitOracle(text, decimal, minorDigits(format))
  expect(BigInt(Math.abs(parsed.minor)), JSON.stringify(text)).toBe(magnitude)
  // A negative result needs a minus sign or parentheses in what was typed.
  if (parsed.minor < 0) expect(text, JSON.stringify(text)).toMatch(/[-\u2212\u2012\u2013(]/)
}

describe('format then parse gives the same integer', () => {
  it('with the currency symbol (formatMoney), in every locale and currency', () => {
    fc.assert(
      fc.property(minorAmount, fc.constantFrom(...FORMATS), (minor, format) => {
        const text = formatMoney(minor, format)
        tally.inputs++
        expect(parseMoney(text, format), `${JSON.stringify(text)} in ${format.locale}/${format.currency}`).toEqual({ ok: true, minor })
      }),
      { numRuns: 250 },
    )
  })

  it('as an input shows it (formatMoneyInput), in every locale and currency', () => {
    fc.assert(
      fc.property(minorAmount, fc.constantFrom(...FORMATS), (minor, format) => {
        const text = formatMoneyInput(minor, format)
        tally.inputs++
        expect(parseMoney(text, format), `${JSON.stringify(text)} in ${format.locale}/${format.currency}`).toEqual({ ok: true, minor })
      }),
      { numRuns: 250 },
    )
  })
})

describe('typed decimal numbers', () => {
  const typedNumber = fc.record({
    plain: fc.constantFrom(...PLAIN_FORMATS),
    sign: fc.constantFrom('', '-', '+', '\u2212'),
    whole: fc.stringMatching(/^[0-9]{0,19}$/),
    fraction: fc.stringMatching(/^[0-9]{0,5}$/),
    withMark: fc.boolean(),
  })

  it('are read exactly, or refused for too many decimals or too large a figure: never rounded', () => {
    fc.assert(
      fc.property(typedNumber, ({ plain: { format, decimal }, sign, whole, fraction, withMark }) => {
        const digits = minorDigits(format)
        const mark = withMark || fraction !== '' ? decimal : ''
        const text = `${sign}${whole}${mark}${fraction}`
        const parsed = parseMoney(text, format)
        expectWellFormed(parsed, format, text)
        if (whole === '' && fraction === '') {
          expect(parsed.ok, JSON.stringify(text)).toBe(false)
        } else if (fraction.length > digits) {
          expect(parsed, JSON.stringify(text)).toEqual({ ok: false, problem: 'tooManyDecimals', maxDecimals: digits })
        } else {
          const magnitude = BigInt(`${whole}${fraction.padEnd(digits, '0')}`)
          if (magnitude > MAX_SAFE) {
            expect(parsed, JSON.stringify(text)).toEqual({ ok: false, problem: 'tooLarge', maxDecimals: digits })
          } else {
            const negative = sign === '-' || sign === '\u2212'
            const minor = magnitude === 0n ? 0 : Number(negative ? -magnitude : magnitude)
            expect(parsed, JSON.stringify(text)).toEqual({ ok: true, minor })
          }
        }
      }),
      { numRuns: 300 },
    )
  })
})

/** Characters that amounts are made of, and the ones that trip naive parsers. */
const AMOUNT_CHARACTERS = [
  ...'0123456789012345678901234567890123456789',
  ...",.,.,. \u00a0\u202f'’-−+()$€¥￥eExXN_a:;/",
  'USD',
  'EUR',
  'JPY',
  'KWD',
  'Infinity',
  'NaN',
  '1e',
  '0x',
  '١',
  '٫',
  '٬',
  '\u200f',
  '\u061c',
]

describe('random text', () => {
  const amountish = fc.string({ unit: fc.constantFrom(...AMOUNT_CHARACTERS), maxLength: 24 })

  it('made of amount characters is read exactly or refused with a message, in the plain locales', () => {
    fc.assert(
      fc.property(amountish, fc.constantFrom(...PLAIN_FORMATS), (text, { format, decimal }) => {
        const parsed = parseMoney(text, format)
        expectWellFormed(parsed, format, text)
        expectExact(parsed, text, decimal, format)
      }),
      { numRuns: 500 },
    )
  })

  it('made of amount characters never yields NaN, a float or an unsafe integer in any locale', () => {
    fc.assert(
      fc.property(amountish, fc.constantFrom(...FORMATS), (text, format) => {
        expectWellFormed(parseMoney(text, format), format, text)
      }),
      { numRuns: 400 },
    )
  })

  it('of any Unicode never throws and never yields NaN', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.string({ unit: 'binary' })),
        fc.constantFrom(...FORMATS),
        (text, format) => {
          expectWellFormed(parseMoney(text, format), format, text)
        },
      ),
      { numRuns: 400 },
    )
  })

  it('edited from a shown amount (a character inserted, deleted or replaced) is read exactly or refused', () => {
    const edit = fc.record({
      minor: minorAmount,
      plain: fc.constantFrom(...PLAIN_FORMATS),
      symbol: fc.boolean(),
      at: fc.nat(),
      op: fc.constantFrom('insert', 'delete', 'replace'),
      char: fc.constantFrom(...AMOUNT_CHARACTERS),
    })
    fc.assert(
      fc.property(edit, ({ minor, plain: { format, decimal }, symbol, at, op, char }) => {
        const shown = symbol ? formatMoney(minor, format) : formatMoneyInput(minor, format)
        const i = at % (shown.length + 1)
        const text =
          op === 'insert'
            ? shown.slice(0, i) + char + shown.slice(i)
            : op === 'delete'
              ? shown.slice(0, i) + shown.slice(i + 1)
              : shown.slice(0, i) + char + shown.slice(i + 1)
        const parsed = parseMoney(text, format)
        expectWellFormed(parsed, format, text)
        expectExact(parsed, text, decimal, format)
      }),
      { numRuns: 500 },
    )
  })
})
