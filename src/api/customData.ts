import { isRecord } from './transport/envelope'

/**
 * Keys of the JSON-node introspection flags that the live service has been seen to answer in place
 * of a bank transaction's `customData` (a serialisation fault on its side).
 */
const INTROSPECTION_FLAGS = new Set([
  'array',
  'bigDecimal',
  'bigInteger',
  'binary',
  'boolean',
  'containerNode',
  'double',
  'empty',
  'float',
  'floatingPointNumber',
  'int',
  'integralNumber',
  'long',
  'missingNode',
  'nodeType',
  'null',
  'number',
  'object',
  'pojo',
  'short',
  'textual',
  'valueNode',
  'embeddedValue',
])

/**
 * True when `customData` is that introspection shape rather than the data the partner saved: every
 * key is a flag name, and the tell-tale `nodeType` or `empty`/`object` pair is there.
 */
export function isUnreadableCustomData(customData: unknown): boolean {
  if (!isRecord(customData)) return false
  const keys = Object.keys(customData)
  if (keys.length === 0 || !keys.every((key) => INTROSPECTION_FLAGS.has(key))) return false
  return 'nodeType' in customData || ('empty' in customData && 'object' in customData)
}
