import type { GlEntry } from '../../api/types'
import type { GeneralLedgerMessages } from '../../messages/statements/generalLedger'

/** The amounts of a GL line that the table and the CSV show. */
export type LedgerAmountName = 'debit' | 'credit' | 'runningBalance'

/** The header of each amount's column, which also names the amount in a message. */
export const AMOUNT_COLUMN = {
  debit: 'generalLedger.column.debit',
  credit: 'generalLedger.column.credit',
  runningBalance: 'generalLedger.column.runningBalance',
} as const satisfies Record<LedgerAmountName, keyof GeneralLedgerMessages>

const MEMBER = { debit: 'drAmount', credit: 'crAmount', runningBalance: 'runningBalance' } as const satisfies Record<
  LedgerAmountName,
  keyof GlEntry
>
const OTHER_SIDE = { debit: 'credit', credit: 'debit' } as const
const NOUN: Record<LedgerAmountName, string> = { debit: 'debit amount', credit: 'credit amount', runningBalance: 'running balance' }

/** A line's amounts in minor units, each read and checked. */
export interface LedgerLineAmounts {
  debit: number
  credit: number
  runningBalance: number
}

/** How a value the service sent reads in an error: strings quoted, so "12.50" is not mistaken for a number. */
function described(value: unknown): string {
  if (value === undefined) return 'nothing'
  return typeof value === 'number' ? String(value) : String(JSON.stringify(value))
}

/** A GL line with an amount that is not a whole number of minor units: no figure made from it can be trusted. */
export class UnreadableLedgerAmountError extends Error {
  override readonly name = 'UnreadableLedgerAmountError'
  /** The line's `id` as the service sent it. */
  readonly lineId: unknown
  /** The line's date (`YYYY-MM-DD`) as the service sent it; empty when it sent none. */
  readonly date: string

  constructor(
    /** Where the line is among the lines read, counting from 1. */
    readonly lineNumber: number,
    line: GlEntry,
    /** Which of its amounts could not be read. */
    readonly amount: LedgerAmountName,
    /** What the service sent for it. */
    readonly value: unknown,
  ) {
    const date = typeof line.date === 'string' ? line.date : ''
    super(`Line ${lineNumber} (${date}) has a ${NOUN[amount]} bookkit cannot read: ${described(value)}`)
    this.lineId = line.id
    this.date = date
  }
}

/**
 * One amount of a line in minor units, or `undefined` when it cannot be read (not a safe integer:
 * a float, a string, beyond 2^53, missing). A debit or credit the service left out (absent or null)
 * is the line's zero side and reads as 0, but only beside the other side: a line with neither has
 * lost its amount.
 */
export function readLedgerAmount(line: GlEntry, amount: LedgerAmountName): number | undefined {
  const value: unknown = line[MEMBER[amount]]
  if (Number.isSafeInteger(value)) return value as number
  if (value != null || amount === 'runningBalance') return undefined
  return line[MEMBER[OTHER_SIDE[amount]]] == null ? undefined : 0
}

/** Every amount of the line numbered `lineNumber` (from 1), or the error naming the first one that cannot be read. */
export function readLedgerLine(line: GlEntry, lineNumber: number): LedgerLineAmounts {
  const read = (amount: LedgerAmountName) => {
    const minor = readLedgerAmount(line, amount)
    if (minor === undefined) throw new UnreadableLedgerAmountError(lineNumber, line, amount, line[MEMBER[amount]])
    return minor
  }
  return { debit: read('debit'), credit: read('credit'), runningBalance: read('runningBalance') }
}
