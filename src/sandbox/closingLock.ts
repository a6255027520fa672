import { ApiFailure } from './errors'
import type { Store } from './store'

/**
 * README decision 6: while a company's modifications are DISABLED, nothing dated on or before its
 * closing date may be created, changed, moved there, or deleted.
 */
export function assertModifiable(store: Store, companyId: string, ...dates: ReadonlyArray<string | undefined>): void {
  const { closing } = store.company(companyId)
  if (closing.modifications !== 'DISABLED') return
  if (dates.some((date) => date !== undefined && date <= closing.date)) {
    throw ApiFailure.of(
      400,
      'NOT_MODIFIABLE',
      `The books are closed through ${closing.date}; records dated on or before it cannot be changed.`,
      'date',
    )
  }
}
