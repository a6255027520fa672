/**
 * Which transactions of a synced set change a month signed off now ("this changes a signed-off
 * month"): one pass over the set puts each transaction with the signed-off months it concerns
 * (the month it is dated in, and the month whose sign-off kept it), then each month's changes are
 * told by `changesSinceSignOff` over those alone. Pure: the hook (src/react/close/signedOffChanges.ts)
 * reads the records and calls it once per change of the set or of the records.
 */
import type { BankTransaction } from '../../api/types'
import { changesSinceSignOff, monthOf, signOffInForce, type CloseRecord, type SignedChange, type SignOff } from './monthClose'

/** A transaction that changes a month signed off now: added to it, or changed, since its sign-off. */
export interface SignedOffFlag {
  /** The month it changes, `YYYY-MM`. */
  month: string
  /** When the month was signed off, ISO 8601. */
  signedOffAt: string
  /** Who signed it off, as the host named them; absent when it did not. */
  by?: string
  kind: 'added' | 'changed'
  /** For `changed`: what differs from the sign-off's. */
  changes: SignedChange['changes']
}

/**
 * The transactions of `transactions` (the set's, top-level) that changed since the sign-off in
 * force of their month, by id. `records` are the months signed off now; one not read, or whose
 * sign-off was reopened since the list was read, flags nothing. One deleted since is not flagged:
 * no row shows it. One moved between two signed-off months is told against the month it left.
 */
export function signedOffFlagsOf(
  transactions: readonly BankTransaction[],
  records: ReadonlyArray<CloseRecord | undefined>,
): Map<string, SignedOffFlag> {
  const flags = new Map<string, SignedOffFlag>()
  const signOffs = new Map<string, SignOff>()
  const keptIn = new Map<string, string>()
  for (const record of records) {
    const signOff = signOffInForce(record)
    if (!record || !signOff) continue
    signOffs.set(record.month, signOff)
    for (const [id] of signOff.transactions) keptIn.set(id, record.month)
  }
  if (signOffs.size === 0) return flags

  const concerning = new Map<string, BankTransaction[]>()
  const put = (month: string, transaction: BankTransaction) => {
    const list = concerning.get(month)
    if (list) list.push(transaction)
    else concerning.set(month, [transaction])
  }
  for (const transaction of transactions) {
    const month = monthOf(transaction.date)
    if (signOffs.has(month)) put(month, transaction)
    const kept = keptIn.get(transaction.id)
    if (kept !== undefined && kept !== month) put(kept, transaction)
  }

  for (const [month, signOff] of signOffs)
    for (const change of changesSinceSignOff(signOff, month, concerning.get(month) ?? [])) {
      if (change.kind === 'deleted' || (change.kind === 'added' && flags.has(change.id))) continue
      flags.set(change.id, {
        month,
        signedOffAt: signOff.at,
        ...(signOff.by !== undefined && { by: signOff.by }),
        kind: change.kind,
        changes: change.changes,
      })
    }
  return flags
}
