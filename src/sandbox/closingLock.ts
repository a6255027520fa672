import { ApiFailure } from './service/errors'
import type { Store } from './store'

/**
 * README decision 6: while a company's modifications are DISABLED, nothing dated on or before its
 * closing date may be created, changed, moved there, or deleted.
 */
export function assertModifiable(store: Store, companyId: string, ...dates: ReadonlyArray<string | undefined>): void {
  const closedOn = dates
    .map((date) => (date === undefined ? undefined : closedThrough(store, companyId, date)))
    .find((on) => on !== undefined)
  if (closedOn !== undefined) {
    throw ApiFailure.of(
      400,
      'NOT_MODIFIABLE',
      `The books are closed through ${closedOn}; records dated on or before it cannot be changed.`,
      'date',
    )
  }
}

/** The closing date when a record dated `date` is locked by it (decision 6), else undefined. */
export function closedThrough(store: Store, companyId: string, date: string): string | undefined {
  const { closing } = store.company(companyId)
  return closing.modifications === 'DISABLED' && date <= closing.date ? closing.date : undefined
}
