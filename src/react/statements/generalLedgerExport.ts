import { hashKey } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { isTransientError } from '../../api/errors'
import { MAX_PAGE_SIZE, nextCursor, paginate } from '../../api/transport/paginate'
import { PAGE_RETRY_POLICY, retryTransient, type RetryPolicy } from '../../api/transport/retry'
import type { GlEntry } from '../../api/types'
import { useBookkeepingContext } from '../provider/context'
import type { GeneralLedgerListQuery } from '../query/queries'

/** Where an export is; `linesWalked` counts the lines fetched so far, kept across a resume. */
export type GeneralLedgerExportState =
  | { status: 'idle'; linesWalked: 0 }
  /** `retrying`: a page failed transiently and is being tried again after a pause. */
  | { status: 'running'; linesWalked: number; retrying: boolean }
  | { status: 'done'; linesWalked: number }
  | { status: 'cancelled'; linesWalked: number }
  /** `resumable`: the failure was transient and outlasted the retries; `resume()` continues from the page that failed. */
  | { status: 'failed'; linesWalked: number; error: unknown; resumable: boolean }

/** Every line of the filtered ledger, in the service's order, and page 1's beginning balance. */
export interface GeneralLedgerExport {
  lines: GlEntry[]
  beginningBalance: number | null
}

/** Tuning of `useGeneralLedgerExport`. */
export interface GeneralLedgerExportOptions {
  /** How a page that failed transiently is retried; default three retries after 0.5, 1 and 2 s. */
  retry?: RetryPolicy
}

/** The options of bookkit's own export control: the public ones, and the hand-over of the file. */
export interface DeliveredExportOptions extends GeneralLedgerExportOptions {
  /**
   * Hands the walked export over (writes the file). The export is `done` only once this returns;
   * what it throws fails the export with that error, so nothing reports a file that was never made.
   */
  deliver?: (result: GeneralLedgerExport) => void | Promise<void>
}

/** What an export walk has reached: the lines so far and the cursor of the page to fetch next. */
interface WalkProgress {
  /** Which ledger and filter the lines are of; a resume of another one starts over. */
  walk: string
  lines: GlEntry[]
  beginningBalance: number | null
  /** Whether page 1 (the one with the beginning balance) is in. */
  firstPageIn: boolean
  /** The cursor of the page to fetch next; `undefined` before page 1. */
  cursor: string | undefined
}

const IDLE: GeneralLedgerExportState = Object.freeze({ status: 'idle', linesWalked: 0 })

/**
 * Walks every page of one account's filtered ledger at the largest page size, for a CSV or any
 * other full copy. A page that fails transiently is retried with backoff and the walk goes on from
 * where it was; a lasting failure keeps what was walked, and `resume()` continues from the cursor
 * it stopped at. `start()` and `resume()` resolve to the whole export, or `undefined` when it
 * failed or was cancelled. Unmounting, or a new account or filter, cancels a running walk.
 */
export function useGeneralLedgerExport(glAccountId: string, query: GeneralLedgerListQuery = {}, options: GeneralLedgerExportOptions = {}) {
  return useDeliveredLedgerExport(glAccountId, query, options)
}

/**
 * `useGeneralLedgerExport` with a `deliver` step inside the walk, for the component's CSV: its
 * failure is the export's, shown like a failed page, and `start()` and `resume()` never reject.
 */
export function useDeliveredLedgerExport(
  glAccountId: string,
  query: GeneralLedgerListQuery,
  { retry = PAGE_RETRY_POLICY, deliver }: DeliveredExportOptions,
) {
  const { client, keys } = useBookkeepingContext()
  const body = { ...query, limit: MAX_PAGE_SIZE }
  const walk = hashKey(keys.generalLedger.list(glAccountId, body))
  const [state, setState] = useState<GeneralLedgerExportState>(IDLE)
  const [stateOf, setStateOf] = useState(walk)
  const controller = useRef<AbortController | null>(null)
  const progress = useRef<WalkProgress | null>(null)

  // Another ledger or filter: the state shown was of the old one.
  if (stateOf !== walk) {
    setStateOf(walk)
    setState(IDLE)
  }
  useEffect(
    () => () => {
      // Unmounted, or another ledger or filter: a walk of this one is of no use any more.
      if (progress.current?.walk !== walk) return
      controller.current?.abort()
      controller.current = null
      progress.current = null
    },
    [walk],
  )

  const run = async (from: WalkProgress): Promise<GeneralLedgerExport | undefined> => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    progress.current = from
    const { signal } = current
    // A walk that a newer one replaced says nothing more.
    const report = (next: GeneralLedgerExportState) => {
      if (controller.current === current) setState(next)
    }
    report({ status: 'running', linesWalked: from.lines.length, retrying: false })
    try {
      const fetchPage = (cursor: string | undefined) =>
        retryTransient(() => client.queryGeneralLedger(glAccountId, { ...body, ...(cursor ? { cursor } : {}) }, { signal }), retry, {
          signal,
          onRetry: () => report({ status: 'running', linesWalked: from.lines.length, retrying: true }),
        })
      for await (const page of paginate(fetchPage, { signal, from: from.cursor })) {
        if (!from.firstPageIn && typeof page.beginningBalance === 'number') from.beginningBalance = page.beginningBalance
        // The lines and the cursor after them move together, so a resume never repeats or skips a page.
        from.firstPageIn = true
        from.lines.push(...page.data)
        from.cursor = nextCursor(page)
        report({ status: 'running', linesWalked: from.lines.length, retrying: false })
      }
      // The walk is whole: a failed delivery has no page to resume from, so the next try starts over.
      if (controller.current === current) progress.current = null
      const result = { lines: from.lines, beginningBalance: from.beginningBalance }
      await deliver?.(result)
      report({ status: 'done', linesWalked: from.lines.length })
      return result
    } catch (error) {
      if (signal.aborted) report({ status: 'cancelled', linesWalked: from.lines.length })
      else report({ status: 'failed', linesWalked: from.lines.length, error, resumable: isTransientError(error) })
      return undefined
    } finally {
      if (controller.current === current) controller.current = null
    }
  }

  /** Walks from the first page; a running export is cancelled first. */
  const start = () => run({ walk, lines: [], beginningBalance: null, firstPageIn: false, cursor: undefined })

  /** Continues a failed export from the page it stopped at; with nothing to continue, starts over. */
  const resume = () => {
    const stopped = progress.current
    if (state.status !== 'failed' || !stopped || stopped.walk !== walk) return start()
    return run(stopped)
  }

  /** Stops the walk at once, mid-request or mid-pause; nothing is delivered. */
  const cancel = (): void => {
    controller.current?.abort()
  }

  return { state, start, resume, cancel }
}
