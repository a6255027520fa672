// What a statement's check under its table says: whether the books balance (the balance sheet, the
// trial balance) or the net change in cash ties to the bank accounts (the statement of cash flows).
import type { FigureStatus } from './figureStatus'

/**
 * What a check can say: `fromRecords`, a statement of only the accounts the records name makes no
 * claim (a missing account is no difference); `whenRead`, it waits while accounts are read;
 * `stopped`, an account could not be read, so it cannot be told; `holds`, or `differs`.
 */
export type CheckSaying = 'fromRecords' | 'whenRead' | 'stopped' | 'holds' | 'differs'

/** A difference a check names: its amount in minor units, and the date or period it is of. */
export interface CheckDifference<At> {
  amount: number
  at: At
}

/** The differences a check names: those known and other than zero, of a date or period that is known. */
export function differencesOf<At>(
  candidates: ReadonlyArray<{ amount: number | undefined; at: At | undefined }>,
): Array<CheckDifference<At>> {
  return candidates.filter(
    (candidate): candidate is CheckDifference<At> => candidate.amount !== undefined && candidate.amount !== 0 && candidate.at !== undefined,
  )
}

/**
 * What the check says: only the host's chart makes a claim; it is told once every account is read
 * (`known`), waits while any is, and cannot be told once one failed and nothing is read.
 */
export function checkSaying({
  figures,
  known,
  reading,
  accountsFailed,
  differences,
}: {
  figures: FigureStatus
  /** Every account behind it is read and the chart is the host's. */
  known: boolean
  /** Some account is still being read. */
  reading: boolean
  accountsFailed: number
  /** How many differences it names (`differencesOf`). */
  differences: number
}): CheckSaying {
  if (figures === 'partial') return 'fromRecords'
  if (!known) return reading || accountsFailed === 0 ? 'whenRead' : 'stopped'
  return differences > 0 ? 'differs' : 'holds'
}
