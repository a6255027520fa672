/** `minor` units as Intl itself writes them (an exact decimal string, no float): the oracle stories check amounts against. */
export function intlMoney(locale: string, currency: string, minor: number): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency })
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2
  const units = String(Math.abs(minor)).padStart(digits + 1, '0')
  const decimal = digits === 0 ? units : `${units.slice(0, -digits)}.${units.slice(-digits)}`
  return format.format(`${minor < 0 ? '-' : ''}${decimal}` as unknown as number)
}
