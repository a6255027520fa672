import { assertModifiable } from '../closingLock'
import { ApiFailure, badRequest, errorItem, notFound, type ErrorItem } from '../service/errors'
import type { JournalEntryLine, JournalEntryRecord, JsonObject } from '../model'
import { journalEntryPostings } from '../posting'
import type { ProfileConventions } from '../service/profile'
import { journalEntryWire } from '../serialize/journalEntry'
import type { Store } from '../store'
import { InputReader, MAX_AMOUNT } from '../service/validate'
import type { Viewer } from '../service/viewer'
import type { SavedItem } from './bankTransactions/batch'
import { readJournalEntryInput, type JournalEntryInput } from './journalEntryInput'
import { ReferenceCheck } from './references'

const KIND = 'journalEntry'

/**
 * Saves one journal-entry item (README decisions 3, 4 and 6). A create needs `children`; every
 * save must balance, with all lines in one company. What the item may carry, and whether external
 * ids are unique, follow the profile's conventions.
 */
export function saveJournalEntry(store: Store, viewer: Viewer, item: JsonObject, conventions: ProfileConventions): SavedItem {
  const reader = new InputReader()
  const input = readJournalEntryInput(reader, item, conventions)
  if (!reader.ok) throw badRequest(reader.issues)
  const existing = input.id == null ? undefined : store.visible(store.journalEntries, input.id, viewer)
  if (input.id != null && !existing) throw notFound('journal entry', input.id, 'id')
  const children = input.children ?? (input.children === null ? [] : existing?.children)
  if (!children || children.length === 0)
    throw ApiFailure.of(400, 'REQUIRED', 'children is required: the debit and credit lines of the entry.', 'children')

  const companyId = companyOf(store, viewer, children)
  if (existing && companyId !== existing.companyId) {
    throw ApiFailure.of(400, 'INVALID_VALUE', 'A journal entry cannot move to another company’s accounts.', 'children')
  }
  const balanceIssues = balanceProblems(children)
  if (balanceIssues.length > 0) throw badRequest(balanceIssues)

  const next = merge(existing, input, companyId, children, store.today)
  const check = new ReferenceCheck(store, viewer, companyId)
  check.one(store.bankAccounts, next.bankAccountId, 'bank account', 'bankAccountId')
  check.dimensionValues(next.dimensionValueIds, 'dimensionValueIds')
  check.many(store.attachments, next.attachmentIds, 'attachment', 'attachmentIds')
  check.throwIfAny()
  if (next.recurrence?.endDate != null && next.recurrence.endDate < next.date) {
    throw ApiFailure.of(400, 'INVALID_VALUE', 'recurrence.endDate must not be before the entry date.', 'recurrence.endDate')
  }
  assertModifiable(store, companyId, existing?.date, next.date)
  const owner = store.externalIdOwner(KIND, companyId, next.apiName, next.apiSourceId)
  if (conventions.deduplicatesExternalIds && owner !== undefined && owner !== next.id) {
    throw ApiFailure.of(
      409,
      'DUPLICATE',
      `A journal entry with apiName ${JSON.stringify(next.apiName ?? '')} and apiSourceId ${JSON.stringify(next.apiSourceId)} already exists.`,
      'apiSourceId',
    )
  }

  const stamp = store.clock.tick()
  let record: JournalEntryRecord
  if (existing) {
    record = { ...next, updatedAt: stamp }
    store.claimExternalId(KIND, existing, null)
  } else {
    const id = store.ids.next('mje')
    record = { ...next, id, seq: Number(id.slice(4)), createdAt: stamp, updatedAt: stamp }
  }
  store.claimExternalId(KIND, record, record.id)
  store.journalEntries.set(record.id, record)
  store.ledger.repost(record.id, journalEntryPostings(record))
  return { statusCode: existing ? 200 : 201, data: journalEntryWire(store, record) }
}

/** The one company every line's GL account belongs to; unknown accounts are 404, mixed companies 400. */
function companyOf(store: Store, viewer: Viewer, children: readonly JournalEntryLine[]): string {
  const anchor = children
    .map((child) => store.visible(store.glAccounts, child.glAccountId, viewer))
    .find((account) => account !== undefined)
  const check = new ReferenceCheck(store, viewer, anchor?.companyId ?? '')
  children.forEach((child, index) => check.one(store.glAccounts, child.glAccountId, 'GL account', `children[${index}].glAccountId`))
  const missing = check.issues.filter((issue) => issue.type === 'NOT_FOUND')
  if (missing.length > 0) throw new ApiFailure(404, missing)
  if (!anchor || check.issues.length > 0) {
    throw ApiFailure.of(400, 'INVALID_VALUE', 'All lines of a journal entry must use GL accounts of one company.', 'children')
  }
  return anchor.companyId
}

/** README decision 4: each line one side above zero, debits equal credits, and the total above zero. */
function balanceProblems(children: readonly JournalEntryLine[]): ErrorItem[] {
  const oneSided = children.findIndex((child) => child.drAmount > 0 === child.crAmount > 0)
  if (oneSided >= 0) {
    return [
      errorItem('INVALID_VALUE', `Line ${oneSided + 1} must have either a debit or a credit above zero, not both or neither.`, 'children'),
    ]
  }
  const debits = children.reduce((sum, child) => sum + child.drAmount, 0)
  const credits = children.reduce((sum, child) => sum + child.crAmount, 0)
  if (debits !== credits) return [errorItem('INVALID_VALUE', `Debits (${debits}) and credits (${credits}) must be equal.`, 'children')]
  if (debits > MAX_AMOUNT) return [errorItem('INVALID_VALUE', `The entry total must be at most ${MAX_AMOUNT}.`, 'children')]
  return []
}

function merge(
  existing: JournalEntryRecord | undefined,
  input: JournalEntryInput,
  companyId: string,
  children: JournalEntryLine[],
  today: string,
): JournalEntryRecord {
  const base: JournalEntryRecord = existing ?? {
    id: '',
    seq: 0,
    companyId,
    date: today,
    description: '',
    recurrence: null,
    apiName: null,
    apiSourceId: null,
    bankAccountId: null,
    dimensionValueIds: [],
    children: [],
    attachmentIds: [],
    customData: {},
    createdAt: '',
    updatedAt: '',
  }
  const sent = <T>(value: T | null | undefined, kept: T, cleared: T): T => (value === undefined ? kept : value === null ? cleared : value)
  const recurrence =
    input.recurrence == null
      ? sent(input.recurrence, base.recurrence, null)
      : {
          updateType: sent(input.recurrence.updateType, base.recurrence?.updateType ?? null, null),
          frequency: sent(input.recurrence.frequency, base.recurrence?.frequency ?? null, null),
          interval: sent(input.recurrence.interval, base.recurrence?.interval ?? null, null),
          endDate: sent(input.recurrence.endDate, base.recurrence?.endDate ?? null, null),
        }
  return {
    ...base,
    companyId,
    children: children.map((child) => ({ ...child })),
    date: input.date ?? base.date,
    description: sent(input.description, base.description, ''),
    recurrence,
    apiName: sent(input.apiName, base.apiName, null),
    apiSourceId: sent(input.apiSourceId, base.apiSourceId, null),
    bankAccountId: sent(input.bankAccountId, base.bankAccountId, null),
    dimensionValueIds: sent(input.dimensionValueIds, base.dimensionValueIds, []),
    attachmentIds: sent(input.attachmentIds, base.attachmentIds, []),
    customData: sent(input.customData, base.customData, {}),
  }
}
