// A statement split by a dimension (a class, location or project): one column per value, read
// from the ledger filtered by that value (a period's debits and credits), "Not specified" derived
// as the total less what the value columns hold, and the total, which is the statement's own.
import type { FigureStatus } from './figureStatus'

/** A value of the dimension a statement is split by. */
export interface DimensionColumnValue {
  id: string
  /** Its own name ("Main Street shop"). */
  name: string
  /** The value it is nested under, if any. */
  parentId: string | undefined
  /** The values nested under it, in order: its column is the sum of theirs and of the lines filed under it directly. */
  childIds: string[]
  /** 0 at the top, 1 under a parent, … */
  depth: number
  /** Where bookkit heard of it: the host's `dimensionValues`, or only the company's records. */
  from: 'host' | 'records'
}

/**
 * What a column of a statement split by a dimension holds: a value's lines; the lines filed under
 * none of the values (`notSpecified`), or, with some values chosen, under none of those
 * (`otherValues`), each the total less what the value columns hold; or the total.
 */
export type DimensionColumnKind = 'value' | 'notSpecified' | 'otherValues' | 'total'

/** One column of a statement split by a dimension. */
export interface DimensionColumn {
  kind: DimensionColumnKind
  /** The value of a `value` column. */
  value?: DimensionColumnValue
  /** How far its figures have come, by the statements' rules (a `notSpecified` column is final only once the total and every value column are). */
  status: FigureStatus
  /** Its figures are worked out from the other columns, not read (`notSpecified`, `otherValues`). */
  derived: boolean
}

/** How a statement is split by a dimension, beside its columns. */
export interface ByDimension {
  dimension: { id: string; name: string }
  /** Every value of the dimension known (the host's, then those the records name), each parent before its children. */
  values: DimensionColumnValue[]
  /** The values the statement shows: those chosen (`byValues`), or every one. */
  chosen: string[]
  /** Chosen values past the column limit (`maxValueColumns`): not read, not shown ("and 4 more"). */
  more: string[]
  /**
   * Lines the ledger gave under two values of the dimension, neither nested in the other: each
   * shows in both columns and counts once in the total and in what `notSpecified` takes away.
   */
  sharedLines: number
}

/** The column limit when the host sets none. */
export const DEFAULT_VALUE_COLUMNS = 8
