const countFormats = new Map<string, Intl.NumberFormat>()

/** A count as a message shows it, in the locale's digits and grouping ("1,000" in en-US, "1.000" in de-DE). */
export function formatCount(count: number, locale: string): string {
  let format = countFormats.get(locale)
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)))
  return format.format(count)
}
