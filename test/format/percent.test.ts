// The percents a statement shows: its change % and its % of income told the same way, by the
// locale's Intl percent with one fraction digit always, a change with its sign and a share
// without; no change % of a zero.
import { formatChangeShare, formatIncomeShare } from '../../src/format/percent'

/** The fraction digits a formatted percent shows: the digits after its last separator. */
const fractionDigits = (text: string) => /[.,](\d+)\D*$/.exec(text)?.[1]?.length ?? 0

describe('a statement’s percents', () => {
  it('tell a change % and a % of income with the same fraction digits, in every locale', () => {
    for (const locale of ['en-US', 'de-DE', 'fr-CA']) {
      const texts = [
        formatChangeShare(1125, 1000, locale),
        formatChangeShare(3000, 1000, locale),
        formatChangeShare(-50, 1000, locale),
        formatIncomeShare(0.4523, locale),
        formatIncomeShare(1, locale),
        formatIncomeShare(-0.0381, locale),
      ]
      expect(texts.map(fractionDigits), locale).toEqual([1, 1, 1, 1, 1, 1])
    }
  })

  it('write them in the locale’s style: a change with its sign, a share without', () => {
    expect(formatChangeShare(1125, 1000, 'en-US')).toBe('+12.5%')
    expect(formatChangeShare(875, -1000, 'en-US')).toBe('+187.5%')
    expect(formatIncomeShare(0.4523, 'en-US')).toBe('45.2%')
    expect(formatIncomeShare(0.5, 'en-US')).toBe('50.0%')
    expect(formatChangeShare(1125, 1000, 'de-DE')).toBe('+12,5\u00a0%')
    expect(formatIncomeShare(0.4523, 'de-DE')).toBe('45,2\u00a0%')
  })

  it('give no change % of a zero, and no sign to a change that rounds to none', () => {
    expect(formatChangeShare(500, 0, 'en-US')).toBe('')
    expect(formatChangeShare(100_001, 100_000, 'en-US')).toBe('0.0%')
  })
})
