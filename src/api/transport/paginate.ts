import { BookkeepingPagingError } from '../errors'
import type { PageCursor } from '../types'

/** The most records the service answers in one page (README decision 10). */
export const MAX_PAGE_SIZE = 250

/** A page of any list style: v6 (`cursor.after` in the body) or v5 (`cursor` string from the header style). */
export interface AnyPage<T> {
  data: T[]
  cursor?: PageCursor | string
}

/** Fetches the page that starts at `cursor` (`undefined`: the first page). */
export type FetchPage<P> = (cursor: string | undefined, signal: AbortSignal | undefined) => Promise<P>

/** Options of `paginate`: where the walk starts, and what stops it. */
export interface PaginateOptions {
  /** Stops the walk: the pending page request is aborted and the iteration rejects with the signal's reason. */
  signal?: AbortSignal
  /** Starts at the page this cursor names instead of the first: resumes a walk that stopped there. */
  from?: string
}

/** The cursor that fetches the page after `page`, or `undefined` on the last page. */
export function nextCursor(page: AnyPage<unknown>): string | undefined {
  const { cursor } = page
  const next = typeof cursor === 'string' ? cursor : cursor?.after
  return next === '' ? undefined : next
}

/** The record's `id`, when it has one: how a walk tells a new record from one it has seen. */
function idOf(record: unknown): string | undefined {
  const id = typeof record === 'object' && record !== null ? (record as { id?: unknown }).id : undefined
  return typeof id === 'string' ? id : undefined
}

/**
 * Keeps a walk over cursor pages finite whatever the service answers: following a cursor it has
 * followed before, or moving past a page that brought no record it had not seen, would never end,
 * so `next` throws `BookkeepingPagingError` instead. Records without an `id` always count as new.
 */
export class PageWalk {
  readonly #cursors = new Set<string>()
  readonly #ids = new Set<string>()
  #pagesRead = 0

  /** `from`: the cursor the walk starts at, when it resumes one that stopped there. */
  constructor(from?: string) {
    if (from) this.#cursors.add(from)
  }

  /** The cursor of the page after `page`, `undefined` after the last one; throws when following it would not end. */
  next(page: AnyPage<unknown>): string | undefined {
    this.#pagesRead++
    let somethingNew = false
    for (const record of page.data) {
      const id = idOf(record)
      if (id === undefined || !this.#ids.has(id)) somethingNew = true
      if (id !== undefined) this.#ids.add(id)
    }
    const next = nextCursor(page)
    if (next === undefined) return undefined
    if (this.#cursors.has(next)) throw new BookkeepingPagingError('repeatedCursor', this.#pagesRead)
    if (!somethingNew) throw new BookkeepingPagingError('noProgress', this.#pagesRead)
    this.#cursors.add(next)
    return next
  }
}

/** Why the loaded pages of an infinite query stop where they do, memoised per pages array. */
const stalls = new WeakMap<readonly AnyPage<unknown>[], BookkeepingPagingError | undefined>()

/**
 * For the pages an infinite query has loaded: the `BookkeepingPagingError` that following the last
 * one would meet, or `undefined` when its cursor (if any) leads somewhere new. A pure function of
 * the pages, so a refetch, which loads its pages afresh, is judged on them alone.
 */
export function pagingStall(pages: readonly AnyPage<unknown>[], firstCursor?: string): BookkeepingPagingError | undefined {
  if (stalls.has(pages)) return stalls.get(pages)
  const walk = new PageWalk(firstCursor)
  let stall: BookkeepingPagingError | undefined
  try {
    for (const page of pages) walk.next(page)
  } catch (error) {
    if (!(error instanceof BookkeepingPagingError)) throw error
    stall = error
  }
  stalls.set(pages, stall)
  return stall
}

/**
 * Walks every page of a cursor-paginated list, first to last; stops with `BookkeepingPagingError`
 * when the service would page for ever (a cursor followed before, or a page with nothing new).
 *
 * ```ts
 * for await (const page of paginate((cursor, signal) => client.queryInvoices({ cursor, limit: 250 }, { signal }))) …
 * ```
 */
export async function* paginate<T, P extends AnyPage<T>>(
  fetchPage: FetchPage<P>,
  { signal, from }: PaginateOptions = {},
): AsyncGenerator<P, void, undefined> {
  let cursor: string | undefined = from === '' ? undefined : from
  const walk = new PageWalk(cursor)
  do {
    signal?.throwIfAborted()
    const page = await fetchPage(cursor, signal)
    signal?.throwIfAborted()
    yield page
    cursor = walk.next(page)
  } while (cursor !== undefined)
}

/** Every record of every page, in order. */
export async function collectAll<T, P extends AnyPage<T>>(fetchPage: FetchPage<P>, options?: PaginateOptions): Promise<T[]> {
  const all: T[] = []
  for await (const page of paginate<T, P>(fetchPage, options)) all.push(...page.data)
  return all
}
