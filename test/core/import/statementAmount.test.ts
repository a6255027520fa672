// Bank-written amounts (src/core/import/statementAmount.ts): examples as statements write them, the
// refusals, the decimal-mark inference, and a property test that any integer written in any
// bank's style reads back as itself.
import * as fc from 'fast-check'
import { inferDecimalMark, minorDigitsOf, parseStatementAmount } from '../../../src/core/import/statementAmount'
import type { DecimalMark } from '../../../src/core/import/types'

const point = { decimalMark: '.', digits: 2 } as const
const comma = { decimalMark: ',', digits: 2 } as const

describe('parseStatementAmount', () => {
  it.each([
    ['12.34', 1234],
    ['-12.34', -1234],
    ['+12.34', 1234],
    ['\u221212.34', -1234],
    ['(12.34)', -1234],
    ['12.34-', -1234],
    ['12.34 -', -1234],
    ['$1,234.56', 123456],
    ['-$1,234.56', -123456],
    ['$-1,234.56', -123456],
    ['($1,234.56)', -123456],
    ['US$ 9.99', 999],
    ['£4.50', 450],
    ['USD 12.00', 1200],
    ['12.00 USD', 1200],
    ['1 234.56', 123456],
    ["1'234.50", 123450],
    ['1\u2019234.50', 123450],
    ['1,234,567.89', 123456789],
    ['12', 1200],
    ['12.5', 1250],
    ['.5', 50],
    ['-.05', -5],
    ['0.00', 0],
    ['-0.00', 0],
    ['  7.10  ', 710],
    ['\u200e-7.10', -710],
    ['1,25,000.00', 12500000],
    ['12,34,56,789.50', 123456789_50],
    ['-₹1,25,000', -12500000],
    ['12.50 DR', -1250],
    ['1500.00 CR', 150000],
    ['12.50Dr', -1250],
    ['1,500.00 Cr.', 150000],
    ['DR 12.50', -1250],
    ['CR 1,25,000.00', 12500000],
    ['$12.50 DR', -1250],
  ])('reads %j with a decimal point as %i', (text, minor) => {
    expect(parseStatementAmount(text, point)).toBe(minor)
  })

  it.each([
    ['12,34', 1234],
    ['-1.234,56', -123456],
    ['1.234,56 EUR', 123456],
    ['-1.234,56 €', -123456],
    ['€ -12,50', -1250],
    ['12,50-', -1250],
    ['1 234,56', 123456],
    ['1\u00a0234,56', 123456],
    ['1\u202f234,56', 123456],
    ["1'234,56", 123456],
    ['1.234', 123400],
    ['1.234.567', 123456700],
    ['45', 4500],
  ])('reads %j with a decimal comma as %i', (text, minor) => {
    expect(parseStatementAmount(text, comma)).toBe(minor)
  })

  it.each([
    ['', point],
    ['   ', point],
    ['12.345', point],
    ['1,2345', point],
    ['1,23', point],
    ['12,34', point],
    ['1,234.567', point],
    ['1,234,56', point],
    ['1,234 567.00', point],
    ['12.', point],
    ['.', point],
    ['-', point],
    ['()', point],
    ['(-12.34)', point],
    ['-12.34-', point],
    ['--12', point],
    ['-12.34 CR', point],
    ['(12.34) DR', point],
    ['12.34 DR CR', point],
    ['1,25,00.00', point],
    ['12,5,000.00', point],
    ['1,25,000,00', comma],
    ['$12.34 USD', point],
    ['12 34', point],
    ['1e5', point],
    ['abc', point],
    ['0x10', point],
    ['1.23', comma],
    ['1.2345', comma],
    ['12,345', comma],
    ['1,234.56', comma],
  ] as const)('refuses %j', (text, style) => {
    expect(parseStatementAmount(text, style)).toBeUndefined()
  })

  it('never rounds: more decimals than the currency has are refused, as many are read', () => {
    expect(parseStatementAmount('1.005', point)).toBeUndefined()
    expect(parseStatementAmount('1.005', { decimalMark: '.', digits: 3 })).toBe(1005)
    expect(parseStatementAmount('1500', { decimalMark: '.', digits: 0 })).toBe(1500)
    expect(parseStatementAmount('1,500', { decimalMark: '.', digits: 0 })).toBe(1500)
    expect(parseStatementAmount('1500.5', { decimalMark: '.', digits: 0 })).toBeUndefined()
  })

  it('keeps the largest safe amounts exact and refuses larger ones', () => {
    expect(parseStatementAmount('90,071,992,547,409.91', point)).toBe(Number.MAX_SAFE_INTEGER)
    expect(parseStatementAmount('90071992547409.92', point)).toBeUndefined()
  })
})

describe('inferDecimalMark', () => {
  it('decides by the sample only one mark reads', () => {
    expect(inferDecimalMark(['1.234,56'])).toBe(',')
    expect(inferDecimalMark(['12,50'])).toBe(',')
    expect(inferDecimalMark(['-4,50', '1.200,00', '12'])).toBe(',')
    expect(inferDecimalMark(['1,234.56'])).toBe('.')
    expect(inferDecimalMark(['1.234'])).toBe(',')
  })

  it("prefers '.' when every sample reads either way, unless another sample decides", () => {
    expect(inferDecimalMark(['12', '1 234', '-7'])).toBe('.')
    expect(inferDecimalMark(['1,234'], 3)).toBe('.')
    expect(inferDecimalMark(['1,234', '0,5'], 3)).toBe(',')
  })

  it('ignores blank samples and gives undefined when no mark reads them all', () => {
    expect(inferDecimalMark(['', '  ', '4.50'])).toBe('.')
    expect(inferDecimalMark(['12,50', '1,234.56'])).toBeUndefined()
    expect(inferDecimalMark(['abc'])).toBeUndefined()
  })
})

describe('minorDigitsOf', () => {
  it('gives the currency’s minor digits and refuses what is no currency code', () => {
    expect(minorDigitsOf('USD')).toBe(2)
    expect(minorDigitsOf('EUR')).toBe(2)
    expect(minorDigitsOf('JPY')).toBe(0)
    expect(minorDigitsOf('KWD')).toBe(3)
    expect(() => minorDigitsOf('euro')).toThrow(RangeError)
  })
})

/** `minor` written the way a bank might, by plain string work (no number formatting to trust). */
function writeAmount(
  minor: bigint,
  digits: number,
  mark: DecimalMark,
  group: string,
  sign: string,
  dropZeros: boolean,
  currency: string,
): string {
  const negative = minor < 0n
  const units = (negative ? -minor : minor).toString().padStart(digits + 1, '0')
  const whole = units.slice(0, units.length - digits)
  let fraction = units.slice(units.length - digits)
  if (dropZeros) fraction = fraction.replace(/0+$/, '')
  const grouped = group === '' ? whole : whole.replace(/\B(?=(\d{3})+$)/g, group)
  const number = fraction === '' ? grouped : `${grouped}${mark}${fraction}`
  const signed = !negative ? number : sign === '()' ? `(${number})` : sign === 'trailing' ? `${number}-` : `${sign}${number}`
  return currency === '' ? signed : currency.endsWith(' ') ? `${currency}${signed}` : `${signed} ${currency}`
}

describe('parseStatementAmount, property', () => {
  it('reads back any integer written with either mark, any thousands separator and any sign style', () => {
    const style = fc.constantFrom<readonly [DecimalMark, string]>(
      ['.', ''],
      ['.', ','],
      ['.', ' '],
      ['.', '\u00a0'],
      ['.', "'"],
      [',', ''],
      [',', '.'],
      [',', ' '],
      [',', '\u202f'],
      [',', '\u2019'],
    )
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.constantFrom(0, 2, 3),
        style,
        fc.constantFrom('-', '\u2212', '()', 'trailing'),
        fc.boolean(),
        fc.constantFrom('', 'EUR', 'USD ', '$'),
        (minor, digits, [mark, group], sign, dropZeros, currency) => {
          const text = writeAmount(minor, digits, mark, group, sign, dropZeros, currency)
          expect(parseStatementAmount(text, { decimalMark: mark, digits }), text).toBe(Number(minor))
        },
      ),
      { numRuns: 2000 },
    )
  })

  it('gives an integer or undefined for any text, never a fraction or NaN', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(..."0123456789.,-+() $€\u00a0'CRDUSE".split('')), maxLength: 16 }),
        fc.constantFrom<DecimalMark>('.', ','),
        (text, decimalMark) => {
          const minor = parseStatementAmount(text, { decimalMark, digits: 2 })
          if (minor !== undefined) expect(Number.isSafeInteger(minor), text).toBe(true)
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('refuses any amount written with one decimal more than the currency has', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 9 }), fc.integer({ min: 1, max: 9 }), fc.constantFrom(0, 2, 3), (whole, extra, digits) => {
        const text = `${whole}.${'0'.repeat(digits)}${extra}`
        expect(parseStatementAmount(text, { decimalMark: '.', digits }), text).toBeUndefined()
      }),
    )
  })
})
