import { useEffect, useRef, useState } from 'react'
import { paginate } from '../../api/paginate'
import type { GlEntry } from '../../api/types'
import { useBookkeepingClient } from '../../react/hooks'
import type { GeneralLedgerListQuery } from '../../react/queries'
import { MAX_PAGE_SIZE } from '../shared/pageSize'

/** Where an export is: `lines` counts the lines fetched so far. */
export type LedgerExportState =
  | { status: 'idle' }
  | { status: 'running'; lines: number }
  | { status: 'done'; lines: number }
  | { status: 'cancelled'; lines: number }
  | { status: 'failed'; error: unknown }

/** Every line of the filtered ledger and page 1's beginning balance. */
export interface LedgerExport {
  lines: GlEntry[]
  beginningBalance: number | null
}

/**
 * Walks every page of the filtered ledger at the largest page size (⌈N/250⌉ requests), reporting
 * progress, until done or cancelled. Unmounting cancels it.
 */
export function useLedgerExport(glAccountId: string, query: GeneralLedgerListQuery) {
  const client = useBookkeepingClient()
  const [state, setState] = useState<LedgerExportState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const start = async (deliver: (result: LedgerExport) => void) => {
    controller.current?.abort()
    const { signal } = (controller.current = new AbortController())
    const lines: GlEntry[] = []
    let beginningBalance: number | null = null
    let firstPage = true
    setState({ status: 'running', lines: 0 })
    try {
      const pages = paginate(
        (cursor, pageSignal) => client.queryGeneralLedger(glAccountId, { ...query, limit: MAX_PAGE_SIZE, ...(cursor ? { cursor } : {}) }, { signal: pageSignal }),
        { signal },
      )
      for await (const page of pages) {
        if (firstPage && typeof page.beginningBalance === 'number') beginningBalance = page.beginningBalance
        firstPage = false
        lines.push(...page.data)
        setState({ status: 'running', lines: lines.length })
      }
      deliver({ lines, beginningBalance })
      setState({ status: 'done', lines: lines.length })
    } catch (error) {
      setState(signal.aborted ? { status: 'cancelled', lines: lines.length } : { status: 'failed', error })
    } finally {
      if (controller.current?.signal === signal) controller.current = null
    }
  }

  const cancel = () => controller.current?.abort()

  return { state, start, cancel }
}
