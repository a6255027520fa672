/**
 * Removes the cache `persist` stored in this browser, and stops every provider on the page from
 * storing it again: call it when the user signs out. Loads the storage code on demand.
 */
export async function clearBookkeepingCache(): Promise<void> {
  const storage = await import('./persist/database')
  await storage.clearStoredCache()
}
