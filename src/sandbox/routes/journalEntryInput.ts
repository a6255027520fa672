import type { JournalEntryLine, JsonObject } from '../model'
import type { ExampleValueSets, ProfileConventions } from '../service/profile'
import { MAX_ID, type InputReader } from '../service/validate'

/** The sandbox's value sets for the recurrence (README decision 13), where they are closed. */
const RECURRENCE_FREQUENCIES = ['DAILY', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const
const RECURRENCE_UPDATE_TYPES = ['FUTURE_ONLY', 'ALL'] as const
const MAX_LINES = 500

type Sent<T> = T | null | undefined

interface RecurrenceInput {
  updateType: Sent<string>
  frequency: Sent<string>
  interval: Sent<number>
  endDate: Sent<string>
}

export interface JournalEntryInput {
  id: Sent<string>
  description: Sent<string>
  date: Sent<string>
  recurrence: Sent<RecurrenceInput>
  apiName: Sent<string>
  apiSourceId: Sent<string>
  bankAccountId: Sent<string>
  dimensionValueIds: Sent<string[]>
  children: Sent<JournalEntryLine[]>
  attachmentIds: Sent<string[]>
  customData: Sent<JsonObject>
}

/**
 * Reads one journal-entry save item's shape as the profile's conventions say; problems land in
 * `reader.issues`. Without `journalEntryDatesInRequest`, `date` and `recurrence.endDate` are not
 * members of the item: they are not read, so whatever is sent there is ignored.
 */
export function readJournalEntryInput(reader: InputReader, item: JsonObject, conventions: ProfileConventions): JournalEntryInput {
  const dates = conventions.journalEntryDatesInRequest
  return {
    id: reader.id(item, 'id'),
    description: reader.string(item, 'description'),
    date: dates ? reader.date(item, 'date') : undefined,
    recurrence: readRecurrence(reader, item, conventions.exampleValueSets, dates),
    apiName: reader.string(item, 'apiName', { max: MAX_ID }),
    apiSourceId: reader.string(item, 'apiSourceId', { max: MAX_ID }),
    bankAccountId: reader.id(item, 'bankAccountId'),
    dimensionValueIds: reader.stringList(item, 'dimensionValueIds', { max: 20 }),
    children: readLines(reader, item),
    attachmentIds: reader.stringList(item, 'attachmentIds', { max: 20 }),
    customData: reader.customData(item, 'customData'),
  }
}

function readRecurrence(reader: InputReader, item: JsonObject, sets: ExampleValueSets, withEndDate: boolean): Sent<RecurrenceInput> {
  const recurrence = reader.object(item, 'recurrence')
  if (recurrence === undefined || recurrence === null) return recurrence
  const at = reader.at('recurrence')
  return {
    updateType: at.exampleOf(recurrence, 'updateType', RECURRENCE_UPDATE_TYPES, sets),
    frequency: at.exampleOf(recurrence, 'frequency', RECURRENCE_FREQUENCIES, sets),
    interval: at.integer(recurrence, 'interval', { min: 1, max: 99 }),
    endDate: withEndDate ? at.date(recurrence, 'endDate') : undefined,
  }
}

/** Lines with a GL account and non-negative whole-cent amounts; the balance rules come later. */
function readLines(reader: InputReader, item: JsonObject): Sent<JournalEntryLine[]> {
  const list = reader.array(item, 'children', { max: MAX_LINES })
  if (list === undefined || list === null) return list
  const children = reader.at('children')
  return list.flatMap((child, index): JournalEntryLine[] => {
    if (typeof child !== 'object' || child === null || Array.isArray(child)) {
      children.fail('INVALID_FORMAT', index, `${children.path(index)} must be an object.`)
      return []
    }
    const line = child as JsonObject
    const at = children.at(index)
    const glAccountId = at.id(line, 'glAccountId')
    at.require(line.glAccountId, 'glAccountId')
    const drAmount = at.integer(line, 'drAmount', { min: 0 })
    const crAmount = at.integer(line, 'crAmount', { min: 0 })
    if (typeof glAccountId !== 'string') return []
    return [{ glAccountId, drAmount: drAmount ?? 0, crAmount: crAmount ?? 0 }]
  })
}
