// A month's sign-off as the editor's warning reads it: its own module, so the editor's part reads
// the company's list of signed-off months (one store read) and a month's record only when the list
// names it, without the queue's flag code or the synced set's.
import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { BankTransaction } from '../../api/types'
import { changesSinceSignOff, signOffInForce, type SignedChange, type SignedMonth, type SignOff } from '../../core/close/monthClose'
import { useBookkeepingContext } from '../provider/context'
import { closeRecordQuery, signedMonthsQuery } from './monthCloseQuery'

/**
 * The company's months signed off now: `undefined` while the list is read, or when it cannot be (a
 * warning that cannot be given is not given; the save is never held up for it).
 */
export function useSignedMonths(companyId: string): readonly SignedMonth[] | undefined {
  const context = useBookkeepingContext()
  return useQuery(signedMonthsQuery(context, companyId), context.queryClient).data?.months
}

/**
 * How `transaction` was added to or changed in `month` (a month the list names, the one it is
 * dated in; `undefined` reads nothing) since the month's sign-off in force, and that sign-off:
 * `undefined` while the month's record is read, when it cannot be, when the month was reopened
 * since, or when nothing changed. Told once per transaction, not per render.
 */
export function useChangeSinceSignOff(
  companyId: string,
  transaction: BankTransaction | undefined,
  month: string | undefined,
): { month: string; signOff: SignOff; change: SignedChange } | undefined {
  const context = useBookkeepingContext()
  const record = useQuery({ ...closeRecordQuery(context, companyId, month ?? ''), enabled: month !== undefined }, context.queryClient)
  const signOff = signOffInForce(record.data)
  return useMemo(() => {
    if (!transaction || !signOff || month === undefined) return undefined
    const change = changesSinceSignOff(signOff, month, [transaction]).find((one) => one.id === transaction.id)
    return change && change.kind !== 'deleted' ? { month, signOff, change } : undefined
  }, [transaction, signOff, month])
}
