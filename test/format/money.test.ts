import {
  formatMoney,
  formatMoneyInput,
  isCurrencyCode,
  minorDigits,
  minorToDecimal,
  parseMoney,
  type MoneyFormat,
} from '../../src/format/money'

const USD: MoneyFormat = { locale: 'en-US', currency: 'USD' }

function minor(text: string, format: MoneyFormat): number | string {
  const parsed = parseMoney(text, format)
  return parsed.ok ? parsed.minor : parsed.problem
}

describe('parseMoney is exact', () => {
  it('never goes through floating point (0.1 + 0.2 style cases)', () => {
    expect(minor('0.1', USD)).toBe(10)
    expect(minor('0.2', USD)).toBe(20)
    expect((minor('0.1', USD) as number) + (minor('0.2', USD) as number)).toBe(minor('0.3', USD))
    // Each of these is off by one cent through `Math.round(parseFloat(x) * 100)` or truncation.
    expect(minor('19.99', USD)).toBe(1999)
    expect(minor('4.35', USD)).toBe(435)
    expect(minor('1.15', USD)).toBe(115)
    expect(minor('1.005', USD)).toBe('tooManyDecimals')
    expect(minor('8.20', USD)).toBe(820)
    expect(minor('0.07', USD)).toBe(7)
  })

  it('keeps the largest safe amounts exact and refuses larger ones', () => {
    expect(minor('90,071,992,547,409.91', USD)).toBe(Number.MAX_SAFE_INTEGER)
    expect(minor('90071992547409.92', USD)).toBe('tooLarge')
    expect(minor('1000000000000000000', USD)).toBe('tooLarge')
  })

  it('reports the currency’s decimals with every refusal', () => {
    expect(parseMoney('x', USD)).toEqual({ ok: false, problem: 'invalid', maxDecimals: 2 })
    expect(parseMoney('1.5', { locale: 'ja-JP', currency: 'JPY' })).toEqual({ ok: false, problem: 'tooManyDecimals', maxDecimals: 0 })
    expect(parseMoney('1.2345', { locale: 'en-US', currency: 'KWD' })).toEqual({ ok: false, problem: 'tooManyDecimals', maxDecimals: 3 })
  })

  it('refuses what is not an amount', () => {
    for (const text of ['abc', '1e5', '--5', '1..2', '1.2.3', '.', '-', '$', '1 2 3x', '0x10', 'Infinity', 'NaN', '1,2', '12,34,5']) {
      expect(minor(text, USD), text).toBe('invalid')
    }
    expect(minor('', USD)).toBe('empty')
    expect(minor('   ', USD)).toBe('empty')
  })

  it('reads zero without a sign', () => {
    expect(Object.is(minor('-0.00', USD), 0)).toBe(true)
    expect(minor('0', USD)).toBe(0)
  })
})

describe.each<[string, MoneyFormat, Array<[string, number | string]>]>([
  [
    'en-US',
    USD,
    [
      ['1,234.56', 123456],
      ['$1,234.56', 123456],
      ['-1,234.56', -123456],
      ['-$1,234.56', -123456],
      ['$-1,234.56', -123456],
      ['($1,234.56)', -123456],
      ['USD 5', 500],
      ['1234.5', 123450],
      ['.5', 50],
      ['+7', 700],
      ['1,234,567', 123456700],
      ['1.234,56', 'invalid'],
      ['1,23', 'invalid'],
      ['1.234', 'tooManyDecimals'],
      ['1 234.56', 123456],
    ],
  ],
  [
    'de-DE',
    { locale: 'de-DE', currency: 'EUR' },
    [
      ['1.234,56', 123456],
      ['1.234,56 €', 123456],
      ['-1.234,56 €', -123456],
      ['1234,5', 123450],
      ['0,1', 10],
      ['1.234.567', 123456700],
      ['1,234', 'tooManyDecimals'],
      ['1234.56', 'invalid'],
      ['−5,00', -500],
    ],
  ],
  [
    'fr-FR',
    { locale: 'fr-FR', currency: 'EUR' },
    [
      ['1 234,56', 123456],
      ['1\u202f234,56 €', 123456],
      ['1\u00a0234,56', 123456],
      ['-1 234,56 €', -123456],
      ['1234,56', 123456],
      ['0,10', 10],
      ['1,001', 'tooManyDecimals'],
    ],
  ],
  [
    'fr-CA',
    { locale: 'fr-CA', currency: 'CAD' },
    [
      ['1 234,56 $', 123456],
      ['1\u00a0234,56\u00a0$', 123456],
      ['-0,01 $', -1],
      ['12,5', 1250],
    ],
  ],
  [
    'ja-JP',
    { locale: 'ja-JP', currency: 'JPY' },
    [
      ['￥1,234', 1234],
      ['¥1,234', 1234],
      ['1234', 1234],
      ['-500', -500],
      ['1234.5', 'tooManyDecimals'],
      ['1,234,567', 1234567],
    ],
  ],
  [
    'en-IN',
    { locale: 'en-IN', currency: 'INR' },
    [
      ['₹12,34,567.89', 123456789],
      ['12,34,567.89', 123456789],
      ['1,23,45,678', 1234567800],
      ['-₹1,00,000.00', -10000000],
      ['1,234,567.89', 123456789],
      ['12,3,456', 'invalid'],
      ['1,00,00', 'invalid'],
    ],
  ],
  [
    'de-CH',
    { locale: 'de-CH', currency: 'CHF' },
    [
      ['CHF 1’234.56', 123456],
      ["1'234.56", 123456],
      ['CHF-1’234.56', -123456],
      ['-1234.5', -123450],
      ['1234,56', 'invalid'],
    ],
  ],
  [
    'de-AT (currency style groups with dots)',
    { locale: 'de-AT', currency: 'EUR' },
    [
      ['€ 1.234,56', 123456],
      ['1 234,56', 123456],
      ['-€ 9.876.543,21', -987654321],
    ],
  ],
  [
    'ar-EG (Arabic-Indic digits and bidi marks)',
    { locale: 'ar-EG', currency: 'EGP' },
    [
      ['١٬٢٣٤٫٥٦', 123456],
      ['1234.56', 123456],
      ['\u061c-١٢٣٫٤٥', -12345],
    ],
  ],
])('parseMoney in %s', (_name, format, cases) => {
  it.each(cases)('%j → %j', (text, expected) => {
    expect(minor(text, format)).toBe(expected)
  })
})

const LOCALES = [
  'en-US',
  'en-GB',
  'en-IN',
  'en-CA',
  'de-DE',
  'de-AT',
  'de-CH',
  'fr-FR',
  'fr-CA',
  'fr-CH',
  'it-IT',
  'it-CH',
  'es-ES',
  'es-MX',
  'pt-BR',
  'nl-NL',
  'sv-SE',
  'nb-NO',
  'da-DK',
  'fi-FI',
  'pl-PL',
  'cs-CZ',
  'ru-RU',
  'uk-UA',
  'tr-TR',
  'el-GR',
  'he-IL',
  'ar-EG',
  'ar-SA',
  'fa-IR',
  'hi-IN',
  'bn-BD',
  'mr-IN',
  'th-TH',
  'ja-JP',
  'zh-CN',
  'zh-TW',
  'ko-KR',
  'vi-VN',
  'id-ID',
]
const CURRENCIES = ['USD', 'EUR', 'JPY', 'INR', 'CHF', 'KWD']
const AMOUNTS = [0, 1, -1, 5, 10, 99, 100, 12345, -12345, 123456789, -987654321, 100_000_000_000, Number.MAX_SAFE_INTEGER]

describe('every locale reads back what it shows', () => {
  it.each(LOCALES)('%s', (locale) => {
    for (const currency of CURRENCIES) {
      const format = { locale, currency }
      for (const amount of AMOUNTS) {
        expect(minor(formatMoney(amount, format), format), `${formatMoney(amount, format)} (${currency})`).toBe(amount)
        expect(minor(formatMoneyInput(amount, format), format), `${formatMoneyInput(amount, format)} (${currency})`).toBe(amount)
      }
    }
  })
})

describe('formatting', () => {
  it('shows minor units exactly', () => {
    expect(formatMoney(-1, USD)).toBe('-$0.01')
    expect(formatMoney(123456789012, USD)).toBe('$1,234,567,890.12')
    expect(formatMoney(Number.MAX_SAFE_INTEGER, USD)).toBe('$90,071,992,547,409.91')
    expect(formatMoneyInput(123450, { locale: 'de-DE', currency: 'EUR' })).toBe('1.234,50')
    expect(formatMoney(1234, { locale: 'ja-JP', currency: 'JPY' })).toBe('￥1,234')
  })

  it('knows each currency’s minor digits', () => {
    expect(minorDigits(USD)).toBe(2)
    expect(minorDigits({ locale: 'ja-JP', currency: 'JPY' })).toBe(0)
    expect(minorDigits({ locale: 'en-US', currency: 'KWD' })).toBe(3)
    expect(minorToDecimal(-5, 2)).toBe('-0.05')
    expect(() => minorToDecimal(0.5, 2)).toThrow(RangeError)
  })
})

describe('isCurrencyCode (a code from the service is only shown when Intl can show it)', () => {
  it.each([
    ['USD', true],
    ['JPY', true],
    ['usd', false],
    ['US', false],
    ['<img src=x> USD', false],
    [undefined, false],
    [840, false],
  ])('%j → %j', (code, expected) => {
    expect(isCurrencyCode(code)).toBe(expected)
  })
})
