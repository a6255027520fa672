import type * as Generated from './schema.gen'

/**
 * The OpenAPI document's raw generated types, for what the named types leave out:
 * `Schema.components['schemas']['StringComparison']`, `Schema.paths['/v6/closing']['get']`.
 */
export declare namespace Schema {
  /** Every path of the service and its operations' parameters, bodies and answers. */
  export type paths = Generated.paths
  /** Every schema of the document, by name (`components['schemas']['Invoice']`). */
  export type components = Generated.components
  /** Every operation, by its `operationId`. */
  export type operations = Generated.operations
}
