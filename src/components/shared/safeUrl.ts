/**
 * `url` when it is an absolute http(s) URL, else `undefined`. Everything the service sends that
 * becomes a link or an image source goes through here: `javascript:`, `data:` and `vbscript:` never do.
 */
export function safeHttpUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.trim() === '') return undefined
  try {
    const parsed = new URL(url.trim())
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined
  } catch {
    return undefined
  }
}
