import { forgetEveryone } from '../../core/store/browserStorage'

/**
 * Removes everything bookkit kept in this browser, whoever's: the records it keeps without a host
 * `store` (rules, reconciliations, worksheets, import settings) and the cache `persist` stored. A
 * provider already keeping something here keeps nothing more: call it when the user signs out.
 * Loads the code of the stored cache on demand.
 */
export async function clearBookkeepingCache(): Promise<void> {
  // First, and without the stored cache's code: a page that cannot load it still forgets the records.
  forgetEveryone()
  const storage = await import('./persist/database')
  await storage.clearStoredCache()
}
