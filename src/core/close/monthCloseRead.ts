/**
 * The strict readers of a month's close and of the company's signed-off months as the store gives
 * them back (src/core/close/monthClose.ts): anything unknown or mistyped is refused with its field's
 * path, and such a record is never written over. Loaded with the records' first read.
 */
import { CLOSE_ITEM_IDS, isMonth, type CloseRecord, type SignedMonths } from './monthClose'

/** A stored value read back: the record, or the path of the first field that could not be read. */
export type Reading<T> = { ok: true; record: T } | { ok: false; field: string }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const extraKey = (value: Record<string, unknown>, keys: readonly string[]) => Object.keys(value).find((key) => !keys.includes(key))
const isInstant = (value: unknown): value is string => typeof value === 'string' && !Number.isNaN(Date.parse(value))
const isText = (value: unknown): value is string => typeof value === 'string'
const isMinor = (value: unknown): value is number => Number.isSafeInteger(value)
const DATE = /^\d{4}-\d{2}-\d{2}$/
const ITEM_STATES: readonly unknown[] = ['done', 'toDo', 'unknown']

/** The field of `item` that cannot be read, or `undefined`. */
function itemProblem(item: unknown): string | undefined {
  if (!isObject(item)) return ''
  const extra = extraKey(item, ['id', 'state', 'figure', 'reason'])
  if (extra !== undefined) return extra
  if (!(CLOSE_ITEM_IDS as readonly unknown[]).includes(item.id)) return 'id'
  if (!ITEM_STATES.includes(item.state)) return 'state'
  if (item.figure !== undefined && !isMinor(item.figure)) return 'figure'
  if (item.reason !== undefined && !isText(item.reason)) return 'reason'
  return undefined
}

/** The field of `signOff` that cannot be read, or `undefined`. */
function signOffProblem(signOff: unknown): string | undefined {
  if (!isObject(signOff)) return ''
  const extra = extraKey(signOff, ['at', 'by', 'items', 'trialBalance', 'balances', 'transactions', 'reopened'])
  if (extra !== undefined) return extra
  if (!isInstant(signOff.at)) return 'at'
  if (signOff.by !== undefined && !isText(signOff.by)) return 'by'
  if (!Array.isArray(signOff.items)) return 'items'
  for (const [index, item] of signOff.items.entries()) {
    const problem = itemProblem(item)
    if (problem !== undefined) return `items.${index}${problem && `.${problem}`}`
  }
  const totals = signOff.trialBalance
  if (
    totals !== undefined &&
    !(isObject(totals) && extraKey(totals, ['debits', 'credits']) === undefined && isMinor(totals.debits) && isMinor(totals.credits))
  )
    return 'trialBalance'
  if (signOff.balances !== undefined) {
    if (!Array.isArray(signOff.balances)) return 'balances'
    for (const [index, kept] of signOff.balances.entries())
      if (!Array.isArray(kept) || kept.length !== 2 || !isText(kept[0]) || kept[0] === '' || !isMinor(kept[1])) return `balances.${index}`
  }
  if (!Array.isArray(signOff.transactions)) return 'transactions'
  for (const [index, kept] of signOff.transactions.entries()) {
    const [id, date, amount, category] = Array.isArray(kept) ? kept : []
    if (
      !Array.isArray(kept) ||
      kept.length !== 4 ||
      !isText(id) ||
      id === '' ||
      !isText(date) ||
      !DATE.test(date) ||
      !isMinor(amount) ||
      !isText(category)
    )
      return `transactions.${index}`
  }
  const reopened = signOff.reopened
  if (reopened !== undefined) {
    if (!isObject(reopened)) return 'reopened'
    const extraReopened = extraKey(reopened, ['at', 'by', 'reason'])
    if (extraReopened !== undefined) return `reopened.${extraReopened}`
    if (!isInstant(reopened.at)) return 'reopened.at'
    if (reopened.by !== undefined && !isText(reopened.by)) return 'reopened.by'
    if (reopened.reason !== undefined && !isText(reopened.reason)) return 'reopened.reason'
  }
  return undefined
}

/** Reads a month's stored close: anything unknown or mistyped is refused with its field's path (never written over). */
export function readCloseRecord(value: unknown, month: string): Reading<CloseRecord> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = extraKey(value, ['format', 'formatVersion', 'month', 'signOffs'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== 'bookkit.close') return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (value.month !== month) return { ok: false, field: 'month' }
  if (!Array.isArray(value.signOffs)) return { ok: false, field: 'signOffs' }
  for (const [index, signOff] of value.signOffs.entries()) {
    const problem = signOffProblem(signOff)
    if (problem !== undefined) return { ok: false, field: `signOffs.${index}${problem && `.${problem}`}` }
  }
  return { ok: true, record: value as unknown as CloseRecord }
}

/** Reads a company's list of signed-off months, as strictly. */
export function readSignedMonths(value: unknown): Reading<SignedMonths> {
  if (!isObject(value)) return { ok: false, field: '' }
  const extra = extraKey(value, ['format', 'formatVersion', 'months'])
  if (extra !== undefined) return { ok: false, field: extra }
  if (value.format !== 'bookkit.closeMonths') return { ok: false, field: 'format' }
  if (value.formatVersion !== 1) return { ok: false, field: 'formatVersion' }
  if (!Array.isArray(value.months)) return { ok: false, field: 'months' }
  for (const [index, entry] of value.months.entries()) {
    const at = `months.${index}`
    if (!isObject(entry)) return { ok: false, field: at }
    const extraEntry = extraKey(entry, ['month', 'at', 'by'])
    if (extraEntry !== undefined) return { ok: false, field: `${at}.${extraEntry}` }
    if (!isMonth(entry.month)) return { ok: false, field: `${at}.month` }
    if (!isInstant(entry.at)) return { ok: false, field: `${at}.at` }
    if (entry.by !== undefined && !isText(entry.by)) return { ok: false, field: `${at}.by` }
  }
  return { ok: true, record: value as unknown as SignedMonths }
}
