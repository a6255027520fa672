/**
 * Where a suspense account's balance at a month's end comes from (src/core/close/suspenseHeld.ts), for
 * the close's suspense item: every line of the account up to the month's end, page after page, and
 * the books' closing. Read when the user opens the item, never for the checklist itself.
 */
import { useMemo } from 'react'
import { MAX_PAGE_SIZE } from '../../api/transport/paginate'
import { heldBalance, type HeldBalance, type HeldLine } from '../../core/close/suspenseHeld'
import { isCalendarDate } from '../../format/period'
import { useClosing } from './closing'
import { useEveryPage } from '../query/everyPage'
import { useGeneralLedger } from '../query/reads'

/** A suspense account's balance at a month's end and where it is held, once every line is read. */
export interface SuspenseHeld {
  /** `undefined` while the lines are read, or when they cannot be. */
  held: HeldBalance | undefined
  /** The day through which the books are closed (changes dated on or before it refused); `undefined` when they are not. */
  closedThrough: string | undefined
  error: Error | null
}

const isLine = (line: Partial<HeldLine> | undefined): line is HeldLine =>
  isCalendarDate(line?.date) && Number.isSafeInteger(line?.drAmount) && Number.isSafeInteger(line?.crAmount)

/** The balance of `glAccountId` at the end of `to` and the dates that hold it; `companyId`'s closing. */
export function useSuspenseHeld(glAccountId: string, to: string, companyId: string | undefined): SuspenseHeld {
  const query = useMemo(() => ({ limit: MAX_PAGE_SIZE, filter: { endDate: to } }), [to])
  const result = useGeneralLedger(glAccountId, query)
  useEveryPage(result)
  const closing = useClosing({ companyId })
  const lines = result.data?.lines
  const whole = result.data !== undefined && !result.hasNextPage && !result.data.stalled
  const closedThrough = closing.data && !closing.data.modificationsEnabled && closing.data.date ? closing.data.date : undefined
  const closingRead = closing.data !== undefined || closing.isError
  const held = useMemo(
    () => (whole && closingRead && lines ? heldBalance(lines.filter(isLine), closedThrough) : undefined),
    [whole, closingRead, lines, closedThrough],
  )
  return { held, closedThrough, error: result.error ?? result.data?.stalled ?? null }
}
