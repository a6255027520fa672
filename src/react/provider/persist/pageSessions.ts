// Loaded with database.ts, as a part of its own: sweep.ts asks the same sessions.

/**
 * The page's sessions that store their cache know of each other by two events on the page, so no
 * module keeps a list of them: `CLEARING`, sent by `clearStoredCache` before it clears the store
 * (each session stops storing at once), and `STORING`, whose detail each collects its digest into.
 */
export const CLEARING = 'bookkit:clearing-stored-cache'
export const STORING = 'bookkit:storing-sessions'

/** What `STORING` asks: the digests of the sessions storing now, or (`staying`) of those whose provider is still mounted. */
export interface StoringQuestion {
  digests: Set<string>
  staying: boolean
}

/** The digests of the sessions of this page that store their cache now; `staying`: leaving out sessions whose provider has unmounted. */
export function storingDigests(staying = false): Set<string> {
  const ask = new CustomEvent<StoringQuestion>(STORING, { detail: { digests: new Set(), staying } })
  globalThis.dispatchEvent(ask)
  return ask.detail.digests
}
