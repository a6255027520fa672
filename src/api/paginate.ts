import type { Cursor } from './types'

/** The most records the service answers in one page (README decision 10). */
export const MAX_PAGE_SIZE = 250

/** A page of any list style: v6 (`cursor.after` in the body) or v5 (`cursor` string from the header style). */
export interface AnyPage<T> {
  data: T[]
  cursor?: Cursor | string
}

/** Fetches the page that starts at `cursor` (`undefined`: the first page). */
export type FetchPage<P> = (cursor: string | undefined, signal: AbortSignal | undefined) => Promise<P>

/** Options of `paginate` and `collectAll`. */
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

/**
 * Walks every page of a cursor-paginated list, first to last.
 *
 * ```ts
 * for await (const page of paginate((cursor, signal) => client.queryInvoices({ cursor, limit: 250 }, { signal }))) …
 * ```
 */
export async function* paginate<T, P extends AnyPage<T>>(fetchPage: FetchPage<P>, { signal, from }: PaginateOptions = {}): AsyncGenerator<P, void, undefined> {
  let cursor: string | undefined = from === '' ? undefined : from
  do {
    signal?.throwIfAborted()
    const page = await fetchPage(cursor, signal)
    signal?.throwIfAborted()
    yield page
    const next = nextCursor(page)
    if (next !== undefined && next === cursor) throw new Error('The service answered the same cursor twice; stopping to avoid an endless walk.')
    cursor = next
  } while (cursor !== undefined)
}

/** Every record of every page, in order. */
export async function collectAll<T, P extends AnyPage<T>>(fetchPage: FetchPage<P>, options?: PaginateOptions): Promise<T[]> {
  const all: T[] = []
  for await (const page of paginate<T, P>(fetchPage, options)) all.push(...page.data)
  return all
}
