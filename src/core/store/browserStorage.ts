/**
 * What bookkit keeps in this browser's `localStorage`, in one place, and its removal at sign-out.
 * Every key starts with `bookkit:`, then what it holds, then whose, then which record:
 *
 *   bookkit:store:<digest>:<key>                       bookkit's own records without a host `store` (./store.ts)
 *   bookkit:statementImport:<digest>:<bankAccountId>   an account's import settings (src/react/import/importSettings.ts)
 *   bookkit:ownerAnswer:<digest>:<companyId>:<step>    an owner's answer not sent yet (src/components/OwnerQuestions/useAnswerDraft.ts)
 *
 * The digest is the SHA-256 of the user's `sessionKey`, never the id itself. A user's keys are found
 * by it, so the next user of a shared browser never reads them, and a change of user removes them;
 * a sign-out (`clearBookkeepingCache()`) removes every `bookkit:` key, whoever's.
 */

/** Every key bookkit writes in `localStorage` starts so. */
const PREFIX = 'bookkit:'

/** What a key holds: bookkit's own records, an account's import settings, or an answer to the bookkeeper not sent yet. */
type StoredKind = 'store' | 'statementImport' | 'ownerAnswer'

/**
 * Records kept where storage cannot hold them (refused, or a user whose digest cannot be made), for
 * the page's life, by user. In memory the `sessionKey` itself may name them: it is never written.
 */
const inMemory = new Map<string, Map<string, string>>()

/** How many times this page cleared everything (`forgetEveryone`). */
let clearings = 0

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

/** Removes the `bookkit:` keys `whose` picks. */
function removeKeys(whose: (key: string) => boolean): void {
  const storage = localStorageOrNothing()
  if (!storage) return
  try {
    const keys: string[] = []
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index)
      if (key?.startsWith(PREFIX) && whose(key)) keys.push(key)
    }
    // After the walk: removing a key during it moves the ones after it down an index.
    for (const key of keys) storage.removeItem(key)
  } catch {
    // Storage refused: nothing of bookkit's is in it.
  }
}

/**
 * The signed-in user as this browser's storage knows them, one a session: made with the session as
 * a plain object, and filled by this module when it first keeps something for them, so a page that
 * keeps nothing loads none of this.
 */
export interface StorageOwner {
  readonly sessionKey: string
  /** The digest of `sessionKey`, made once, on first use (it is async); `undefined` in it: none can be made. */
  digest?: Promise<string | undefined>
  /** How many times the page had cleared everything when they first kept something: a clearing since is a sign-out. */
  since?: number
  /** They signed out: nothing more is kept for them, even a write that was on its way. */
  signedOut?: boolean
}

/** Their digest, made once; `undefined` where it cannot be made (no `crypto.subtle`): their records then stay in memory, and `persist` stores nothing. */
export function digestOf(owner: StorageOwner): Promise<string | undefined> {
  return (owner.digest ??= sessionDigest(owner.sessionKey).catch(() => undefined))
}

/** Whether nothing more may be kept for `owner`: they signed out, or the page cleared everything since they kept something. */
const isSignedOut = (owner: StorageOwner) => owner.signedOut === true || (owner.since !== undefined && owner.since !== clearings)

/** `owner` signed out: removes everything kept for them in this browser (their keys, by their digest, and the page's memory of them). */
export async function signOut(owner: StorageOwner): Promise<void> {
  owner.signedOut = true
  inMemory.delete(owner.sessionKey)
  const digest = await digestOf(owner)
  if (digest !== undefined) removeKeys((key) => key.split(':')[2] === digest)
}

/** Removes everything bookkit keeps in this browser's storage and the page's memory, whoever's; nothing more is kept for an owner who kept something before. */
export function forgetEveryone(): void {
  clearings++
  inMemory.clear()
  removeKeys(() => true)
}

/** One user's part of this browser's storage. */
export interface OwnStorage {
  /** The text kept under `key`, or `null`. */
  read(kind: StoredKind, key: string): string | null
  /**
   * Keeps `text` under `key`, or removes what is kept there (`null`: one method, as this module is in
   * every page's first load); throws where storage is full or refused, and once the user has signed
   * out (everything of theirs is gone then).
   */
  write(kind: StoredKind, key: string, text: string | null): void
}

function refuseSignedOut(owner: StorageOwner): void {
  if (isSignedOut(owner)) throw new Error('bookkit: the user signed out; nothing was kept in this browser.')
}

/** The part of this browser's storage `owner`'s records are kept in: `localStorage` under their digest, or the page's memory. */
export async function ownStorage(owner: StorageOwner): Promise<OwnStorage> {
  owner.since ??= clearings
  const digest = await digestOf(owner)
  const storage = digest === undefined ? undefined : localStorageOrNothing()
  if (!storage) {
    return {
      read: (kind, key) => inMemory.get(owner.sessionKey)?.get(`${kind}:${key}`) ?? null,
      write: (kind, key, text) => {
        refuseSignedOut(owner)
        const records = inMemory.get(owner.sessionKey) ?? new Map<string, string>()
        inMemory.set(owner.sessionKey, records)
        if (text === null) records.delete(`${kind}:${key}`)
        else records.set(`${kind}:${key}`, text)
      },
    }
  }
  const own = (kind: StoredKind, key: string) => `${PREFIX}${kind}:${digest}:${key}`
  return {
    read: (kind, key) => storage.getItem(own(kind, key)) ?? takeOver(storage, owner, `${PREFIX}${kind}:${key}`, own(kind, key)),
    write: (kind, key, text) => {
      refuseSignedOut(owner)
      if (text === null) storage.removeItem(own(kind, key))
      else storage.setItem(own(kind, key), text)
    },
  }
}

/**
 * A record an earlier release kept without a user (`bookkit:store:rules:<companyId>`,
 * `bookkit:statementImport:<bankAccountId>`): the first user who reads it after the upgrade takes
 * it over, moved under their own key. That is who read it before the upgrade (the user of this
 * browser), so nobody loses their rules, reconciliations or settings; a sign-out removes any left.
 */
function takeOver(storage: Storage, owner: StorageOwner, unowned: string, own: string): string | null {
  const text = storage.getItem(unowned)
  if (text === null || isSignedOut(owner)) return null
  try {
    storage.setItem(own, text)
    storage.removeItem(unowned)
  } catch {
    // Full: read where it is, and taken over at a later read.
  }
  return text
}
