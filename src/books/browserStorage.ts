/**
 * What bookkit keeps in this browser's `localStorage`, in one place.
 * Every key starts with `bookkit:`, then what it holds, then whose, then which record:
 *
 *   bookkit:store:<digest>:<key>                       bookkit's own records without a host `store` (./store.ts)
 *   bookkit:statementImport:<digest>:<bankAccountId>   an account's import settings (../react/importSettings.ts)
 *
 * The digest is the SHA-256 of the user's `sessionKey`, never the id itself. A user's keys are found
 * by it, so the next user of a shared browser never reads them.
 */

/** Every key bookkit writes in `localStorage` starts so. */
const PREFIX = 'bookkit:'

/** What a key holds: bookkit's own records, or an account's import settings. */
type StoredKind = 'store' | 'statementImport'

/**
 * Records kept where storage cannot hold them (refused, or a user whose digest cannot be made), for
 * the page's life, by user. In memory the `sessionKey` itself may name them: it is never written.
 */
const inMemory = new Map<string, Map<string, string>>()

/** The browser's storage, or nothing where a page may not use it (a sandboxed frame, storage turned off). */
function localStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/** The digest `sessionKey`'s entries are named by. Rejects where `crypto.subtle` is missing (a page not served over HTTPS): nothing is stored there. */
export async function sessionDigest(sessionKey: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(sessionKey))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/**
 * The signed-in user as this browser's storage knows them: by the digest of their `sessionKey`,
 * made once, on first use (it is async, and a page that keeps nothing never needs it). One a session.
 */
export class StorageOwner {
  #digest: Promise<string | undefined> | undefined

  constructor(readonly sessionKey: string) {}

  /** Their digest; `undefined` where it cannot be made (no `crypto.subtle`): their records then stay in memory. */
  digest(): Promise<string | undefined> {
    return (this.#digest ??= sessionDigest(this.sessionKey).catch(() => undefined))
  }
}

/** One user's part of this browser's storage. */
export interface OwnStorage {
  /** The text kept under `key`, or `null`. */
  read(kind: StoredKind, key: string): string | null
  /** Keeps `text` under `key`; throws where storage is full or refused. */
  write(kind: StoredKind, key: string, text: string): void
}

/** The part of this browser's storage `owner`'s records are kept in: `localStorage` under their digest, or the page's memory. */
export async function ownStorage(owner: StorageOwner): Promise<OwnStorage> {
  const digest = await owner.digest()
  const storage = digest === undefined ? undefined : localStorageOrNothing()
  if (!storage) {
    return {
      read: (kind, key) => inMemory.get(owner.sessionKey)?.get(`${kind}:${key}`) ?? null,
      write: (kind, key, text) => {
        const records = inMemory.get(owner.sessionKey) ?? new Map<string, string>()
        inMemory.set(owner.sessionKey, records.set(`${kind}:${key}`, text))
      },
    }
  }
  const own = (kind: StoredKind, key: string) => `${PREFIX}${kind}:${digest}:${key}`
  return {
    read: (kind, key) => storage.getItem(own(kind, key)) ?? takeOver(storage, `${PREFIX}${kind}:${key}`, own(kind, key)),
    write: (kind, key, text) => {
      storage.setItem(own(kind, key), text)
    },
  }
}

/**
 * A record an earlier release kept without a user (`bookkit:store:rules:<companyId>`,
 * `bookkit:statementImport:<bankAccountId>`): the first user who reads it after the upgrade takes
 * it over, moved under their own key. That is who read it before the upgrade (the user of this
 * browser), so nobody loses their rules, reconciliations or settings.
 */
function takeOver(storage: Storage, unowned: string, own: string): string | null {
  const text = storage.getItem(unowned)
  if (text === null) return null
  try {
    storage.setItem(own, text)
    storage.removeItem(unowned)
  } catch {
    // Full: read where it is, and taken over at a later read.
  }
  return text
}
