// The checklist's and the months' later part (LaterItems.tsx), and the close put together from what
// is drawn at once and what it brings: the component's own `useMonthEndClose`, whose first paint
// waits for no chunk.
import { useMemo, useState } from 'react'
import { isMonth } from '../../core/close/monthClose'
import { PeriodError } from '../../format/period'
import { useClosing, useClosingAskable } from '../../react/close/closing'
import { useCloseState, type MonthEndCloseState } from '../../react/close/monthCloseState'
import { useCloseTallies } from '../../react/close/monthCloseTallies'
import { lazyPart } from '../shared/lazyPart'
import type { LaterCounts } from './LaterItems'

/** The part that counts the suggestions left and the ledger's items, loaded as the component first draws. */
export const LaterPart = lazyPart(
  () => import('./LaterItems'),
  (module) => module.default,
)

/** `useMonthEndClose` for the checklist: the set's and the store's items at once, the others as the later part tells them. */
export function useChecklistClose(
  month: string,
  { companyId }: { companyId?: string },
): { close: MonthEndCloseState; months: readonly string[]; onLater: (counts: LaterCounts) => void } {
  const readable = isMonth(month)
  const months = useMemo(() => (readable ? [month] : []), [readable, month])
  const tallies = useCloseTallies(months, { companyId, enabled: readable })
  const askable = useClosingAskable(companyId)
  const closing = useClosing({ companyId, enabled: readable && askable })
  const [later, setLater] = useState<LaterCounts>()
  const close = useCloseState(
    readable ? month : undefined,
    tallies,
    readable ? later?.match.get(month) : undefined,
    later?.ledger,
    askable ? closing.data : undefined,
    readable ? null : new PeriodError('month', month, 'month'),
  )
  return { close, months, onLater: setLater }
}
