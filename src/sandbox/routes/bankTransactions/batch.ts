import { ApiFailure, badRequest, errorItem, type ErrorItem } from '../../service/errors'
import { readJsonObject, successResponse } from '../../service/http'
import type { JsonObject } from '../../model'
import type { ProfileConventions } from '../../service/profile'
import { InputReader, isJsonObject } from '../../service/validate'
import type { Viewer } from '../../service/viewer'
import type { Store } from '../../store'
import type { Route } from '../types'

/** What saving one item produced: its HTTP-style status and the saved record in wire shape. */
export interface SavedItem {
  statusCode: number
  data: unknown
}

interface ItemResult {
  result: 'SUCCESS' | 'FAILURE'
  statusCode: number
  data: unknown
  error: ErrorItem[]
}

/**
 * The batch protocol shared by both save endpoints: `{data: [...]}` in; 200 with an outer SUCCESS
 * and one result per item out, in order. An item's failure is reported in that item and never
 * stops the others; only a missing or malformed `data`, or one longer than `maxItems` (the
 * sandbox's `maxBatchItems`), fails the whole request.
 */
async function runBatch(request: Request, maxItems: number, saveItem: (item: JsonObject) => SavedItem): Promise<Response> {
  return runBatchOn(await readJsonObject(request), maxItems, saveItem)
}

/** The `POST` route of a save endpoint: a batch of items, each saved by `saveItem` as the viewer and under the profile's conventions. */
export function batchSaveRoute(
  path: string,
  saveItem: (store: Store, viewer: Viewer, item: JsonObject, conventions: ProfileConventions) => SavedItem,
): Route {
  return {
    method: 'POST',
    path,
    access: 'write',
    async handle({ request, store, viewer, conventions, options }) {
      return runBatch(request, options.maxBatchItems, (item) => saveItem(store, viewer, item, conventions))
    },
  }
}

/** `runBatch` on a body already read, for a route that looks at the body before choosing to save. */
export function runBatchOn(body: JsonObject, maxItems: number, saveItem: (item: JsonObject) => SavedItem): Response {
  const reader = new InputReader()
  const items = reader.array(body, 'data', { max: maxItems })
  if (!reader.ok) throw badRequest(reader.issues)
  if (items === undefined || items === null)
    throw ApiFailure.of(400, 'REQUIRED', 'data is required: an array of the records to save.', 'data')
  const results = items.map((item): ItemResult => {
    if (!isJsonObject(item)) return failed(400, [errorItem('INVALID_FORMAT', 'Each element of data must be an object.')])
    try {
      const saved = saveItem(item)
      return { result: 'SUCCESS', statusCode: saved.statusCode, data: saved.data, error: [] }
    } catch (error) {
      if (error instanceof ApiFailure) return failed(error.status, [...error.errors])
      return failed(500, [errorItem('UNKNOWN_ERROR', 'Something went wrong while saving this item. It was not saved.')])
    }
  })
  return successResponse({ data: results, error: [] })
}

function failed(statusCode: number, error: ErrorItem[]): ItemResult {
  return { result: 'FAILURE', statusCode, data: null, error }
}
