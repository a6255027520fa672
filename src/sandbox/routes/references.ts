import { ApiFailure, errorItem, truncate, type ErrorItem } from '../service/errors'
import type { Store } from '../store'
import { canSee, type Viewer } from '../service/viewer'

/**
 * Checks the ids an item refers to. An id this token cannot see is 404 NOT_FOUND; one of another
 * company than the record's is 400 INVALID_VALUE. Problems are collected so one answer names them all.
 */
export class ReferenceCheck {
  readonly issues: ErrorItem[] = []

  constructor(
    private readonly store: Store,
    private readonly viewer: Viewer,
    private readonly companyId: string,
  ) {}

  one<T extends { companyId: string }>(
    collection: ReadonlyMap<string, T>,
    id: string | null | undefined,
    what: string,
    param: string,
  ): T | undefined {
    if (id === null || id === undefined) return undefined
    const record = collection.get(id)
    if (!record || !canSee(this.viewer, record.companyId)) {
      this.issues.push(
        errorItem('NOT_FOUND', `No ${what} with id ${JSON.stringify(truncate(id))} exists or it is not visible to this token.`, param),
      )
      return undefined
    }
    if (record.companyId !== this.companyId) {
      this.issues.push(
        errorItem('INVALID_VALUE', `The ${what} ${JSON.stringify(truncate(id))} belongs to another company than this record.`, param),
      )
      return undefined
    }
    return record
  }

  many<T extends { companyId: string }>(
    collection: ReadonlyMap<string, T>,
    ids: readonly string[] | null | undefined,
    what: string,
    param: string,
  ): void {
    ids?.forEach((id, index) => this.one(collection, id, what, `${param}[${index}]`))
  }

  /** Dimension values: at most one value per dimension on a record. */
  dimensionValues(ids: readonly string[] | null | undefined, param: string): void {
    if (!ids) return
    this.many(this.store.dimensionValues, ids, 'dimension value', param)
    const seen = new Set<string>()
    for (const id of ids) {
      const dimensionId = this.store.dimensionValues.get(id)?.dimensionId
      if (dimensionId === undefined) continue
      if (seen.has(dimensionId)) this.issues.push(errorItem('INVALID_VALUE', 'Choose at most one value per dimension.', param))
      seen.add(dimensionId)
    }
  }

  /** Throws the collected problems: 404 when any id was not found, else 400. */
  throwIfAny(): void {
    if (this.issues.length === 0) return
    const status = this.issues.some((issue) => issue.type === 'NOT_FOUND') ? 404 : 400
    throw new ApiFailure(status, this.issues)
  }
}
