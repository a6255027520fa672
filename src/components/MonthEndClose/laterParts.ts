// The checklist's and the months' later part (LaterItems.tsx), and the close put together from what
// is drawn at once and what it brings: the component's own `useMonthEndClose`, whose first paint
// waits for no chunk.
import { useState } from 'react'
import { useCloseMonths, useCloseState, type MonthEndCloseState } from '../../react/close/monthCloseState'
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
  const months = useCloseMonths(month)
  const [later, setLater] = useState<LaterCounts>()
  const close = useCloseState(month, months, { companyId }, later?.match, later?.ledger)
  return { close, months, onLater: setLater }
}
