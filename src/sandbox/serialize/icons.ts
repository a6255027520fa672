/**
 * Icons as self-contained SVG data URLs: no request leaves the page, so stories and offline
 * development never show broken images.
 */
const cache = new Map<string, string>()

/** A round icon with the label's first letter. */
export function iconUrl(label: string, color: string): string {
  const key = `${label}|${color}`
  let url = cache.get(key)
  if (url === undefined) {
    const letter = (label.trim()[0] ?? '?').toUpperCase().replace(/[^A-Z0-9]/, '?')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${color}"/><text x="16" y="21" font-size="15" font-family="sans-serif" text-anchor="middle" fill="#fff">${letter}</text></svg>`
    url = `data:image/svg+xml,${encodeURIComponent(svg)}`
    cache.set(key, url)
  }
  return url
}

const TYPE_COLORS: Record<string, string> = {
  ASSET: '#2f6f9f',
  LIABILITY: '#9f4f2f',
  EQUITY: '#6f4f9f',
  REVENUE: '#2f8f4f',
  EXPENSE: '#8f6f1f',
}

/** One colour per account type, so icons group visually. */
export function accountTypeColor(type: string): string {
  return TYPE_COLORS[type] ?? '#5f5f5f'
}
