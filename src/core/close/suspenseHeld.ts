/**
 * Where a suspense account's balance at a month's end comes from, for the close's suspense item to
 * lead to its fix: the lines since the balance was last zero or on its other side (the dates that
 * hold it), and the part of it dated on or before the books' closing date, which no change to those
 * lines can clear: only a journal entry dated after it can. Pure: the lines are read in
 * src/react/close/monthCloseSuspense.ts.
 */
import type { ManualJournalEntryInput } from '../../api/types'

/** A ledger line as the walk reads it: its date and its sides, in minor units. */
export interface HeldLine {
  date: string
  drAmount: number
  crAmount: number
}

/** A balance and where it is held. All amounts are debits less credits, in minor units. */
export interface HeldBalance {
  /** The balance after the last line. */
  balance: number
  /** The first date of the lines that hold it; `undefined` when it is zero. */
  from: string | undefined
  /** The part of it dated on or before the closing date, never more than the balance itself; 0 when none is. */
  closed: number
}

/**
 * The balance of `lines` (every line of the account up to the month's end, in date order) and the
 * dates that hold it; `closedThrough` is the day through which the books are closed (records dated
 * on or before it cannot change), when they are.
 */
export function heldBalance(lines: readonly HeldLine[], closedThrough: string | undefined): HeldBalance {
  let balance = 0
  let atClosing = 0
  const after: number[] = []
  for (const line of lines) {
    balance += line.drAmount - line.crAmount
    if (closedThrough !== undefined && line.date <= closedThrough) atClosing = balance
    after.push(balance)
  }
  if (balance === 0) return { balance, from: undefined, closed: 0 }
  // The last line after which the balance was zero or on the other side: the ones after it hold it.
  let start = lines.length - 1
  while (start > 0 && Math.sign(after[start - 1]!) === Math.sign(balance)) start--
  const from = lines[start]!.date
  const heldBeforeClosing = closedThrough !== undefined && from <= closedThrough && Math.sign(atClosing) === Math.sign(balance)
  const closed = heldBeforeClosing ? Math.sign(balance) * Math.min(Math.abs(atClosing), Math.abs(balance)) : 0
  return { balance, from, closed }
}

/**
 * The journal entry that clears `amount` (debits less credits) from `glAccountId` on `date`: the
 * account's line on the other side, and a line of the same amount whose account the user chooses.
 */
export function clearingEntry(glAccountId: string, amount: number, date: string, description: string): ManualJournalEntryInput {
  const size = Math.abs(amount)
  const clearing = amount > 0 ? { crAmount: size } : { drAmount: size }
  const other = amount > 0 ? { drAmount: size } : { crAmount: size }
  return {
    date,
    description,
    children: [
      { glAccountId, ...clearing },
      { glAccountId: '', ...other },
    ],
  }
}
