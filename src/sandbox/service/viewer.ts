/** Who a request acts for, as its token says. */
export interface Viewer {
  /** `null` for a partner-level token. */
  readonly userId: string | null
  /** The companies whose records this token sees, in a stable order (the first is the default). */
  readonly companyIds: readonly string[]
  readonly scope: 'read' | 'write'
}

/** The key of a viewer's own notification settings; a partner-level token has the partner's. */
export const PARTNER_SETTINGS_KEY = 'partner'

/** Whose notification settings a viewer reads and writes. */
export function settingsKey(viewer: Viewer): string {
  return viewer.userId ?? PARTNER_SETTINGS_KEY
}

/** Whether the viewer's token covers that company. */
export function canSee(viewer: Viewer, companyId: string): boolean {
  return viewer.companyIds.includes(companyId)
}
