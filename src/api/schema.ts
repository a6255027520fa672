import type * as Generated from './schema.gen'

/**
 * The OpenAPI document's raw generated types, for what the named types leave out:
 * `Schema.components['schemas']['StringComparison']`.
 */
export declare namespace Schema {
  /** Every schema of the document, by name (`components['schemas']['Invoice']`). */
  export type components = Generated.components
}
