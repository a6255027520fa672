/**
 * Where the service's per-item errors land in the editor. Apart from the checks (validation.ts):
 * it is needed when an answer comes back, the checks only from the first Save, and they load then.
 */
import { paramPath, type ServiceErrorTarget } from '../fieldProblems'

/** Where a service error lands: on a field, on a section of the form, or in the form's alert. */
export type ErrorTarget = ServiceErrorTarget<'splits' | 'classSegments' | 'attachments'>

const TOP_FIELDS = new Set([
  'bankAccountId',
  'date',
  'type',
  'amount',
  'description',
  'notes',
  'status',
  'reviewStatus',
  'vendorId',
  'customerId',
  'categoryId',
  'glAccountId',
  'matchingBankTransactionId',
  'userAccess',
  'accountantAccess',
])
const SPLIT_FIELDS = new Set(['amount', 'notes', 'categoryId', 'glAccountId', 'customerId', 'invoiceId', 'billId', 'payrollId'])
const TAX_FIELDS = new Set(['region', 'year', 'quarter'])

/**
 * Maps an error's `param` (`amount`, `children[1].categoryId`, `tax.paymentInfo.year`…) to the place
 * the user can fix it. `splitCount` keeps a stale index from pointing at a split that is gone.
 */
export function errorTarget(param: string | undefined, splitCount: number): ErrorTarget {
  if (!param) return { kind: 'form' }
  const [head = '', ...rest] = paramPath(param)
  if (TOP_FIELDS.has(head) && rest.length === 0) return { kind: 'field', name: head }
  if (head === 'tax') {
    const last = rest.at(-1) ?? ''
    return TAX_FIELDS.has(last) ? { kind: 'field', name: `tax.${last}` } : { kind: 'field', name: 'tax.region' }
  }
  if (head === 'classSegmentIds') return { kind: 'section', section: 'classSegments' }
  if (head === 'attachmentIds') return { kind: 'section', section: 'attachments' }
  if (head === 'children') {
    const [index, field] = rest
    const at = Number(index)
    if (field && SPLIT_FIELDS.has(field) && Number.isInteger(at) && at < splitCount) return { kind: 'field', name: `splits.${at}.${field}` }
    return { kind: 'section', section: 'splits' }
  }
  return { kind: 'form' }
}
