/** Percentages the service sends as decimal strings ("12.5"), shown in the locale's style. */

const percentFormats = new Map<string, Intl.NumberFormat>()

/** `"12.5"` as "12.5%" in en-US, "12,5 %" in de-DE; anything that is not a plain decimal shows as it came. */
export function formatPercent(value: string, locale: string): string {
  const text = value.trim()
  if (!/^-?\d+(\.\d+)?$/.test(text)) return value
  let format = percentFormats.get(locale)
  if (!format) percentFormats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 4 })))
  return format.format(Number(text) / 100)
}
