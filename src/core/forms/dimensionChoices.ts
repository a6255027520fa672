/*
 * What a form's dimension choices become on Save: the ids it sends, and the required ones left
 * without a value. Apart from the index the form draws from (dimensions.ts): the forms' checks and
 * save items load after the form shows, and these with them.
 */
import type { AccountingDimension } from '../../api/types'
import type { DimensionSelection } from './dimensions'

/** The value ids to save: every chosen one, then those the editor kept without showing. */
export function idsOf(selection: DimensionSelection, extra: readonly string[]): string[] {
  return [...Object.values(selection).filter((id) => id !== ''), ...extra]
}

/** The required dimensions left without a value. */
export function missingRequired(selection: DimensionSelection, dimensions: readonly AccountingDimension[]): AccountingDimension[] {
  return dimensions.filter((dimension) => dimension.requiredness === 'REQUIRED' && !selection[dimension.id])
}
