import type { JsonObject } from '../model'
import type { CustomDataStyle } from '../service/profile'

/**
 * What a Jackson `ObjectNode` serialises to when a service writes the node as a bean instead of
 * as JSON: its getters' flags. Every stored `customData` is an object, so only `empty` varies.
 */
interface IntrospectionFlags {
  empty: boolean
  object: true
  nodeType: 'OBJECT'
  array: false
  null: false
  textual: false
  number: false
  boolean: false
  valueNode: false
  containerNode: true
  missingNode: false
  pojo: false
  integralNumber: false
  floatingPointNumber: false
  bigDecimal: false
  bigInteger: false
  short: false
  int: false
  long: false
  float: false
  double: false
  binary: false
}

/** The flags the live service answers in place of an object's keys; `empty` when it has none. */
function introspectionFlags(customData: JsonObject): IntrospectionFlags {
  return {
    empty: Object.keys(customData).length === 0,
    object: true,
    nodeType: 'OBJECT',
    array: false,
    null: false,
    textual: false,
    number: false,
    boolean: false,
    valueNode: false,
    containerNode: true,
    missingNode: false,
    pojo: false,
    integralNumber: false,
    floatingPointNumber: false,
    bigDecimal: false,
    bigInteger: false,
    short: false,
    int: false,
    long: false,
    float: false,
    double: false,
    binary: false,
  }
}

/** A bank transaction's `customData` in the answer's style. */
export function customDataWire(customData: JsonObject, style: CustomDataStyle): JsonObject {
  switch (style) {
    case 'as-saved':
      return customData
    case 'introspection-flags':
      return { ...introspectionFlags(customData) }
    default:
      return style satisfies never
  }
}
