import type * as Wire from '../../api/types'
import type { JournalEntryRecord } from '../model'
import type { Store } from '../store'
import { attachmentsWire, dimensionValuesWire, glAccountWire } from './shared'

/** A journal entry as the save answer carries it; `amount` is the sum of either side, a line's `amount` its non-zero side. */
export function journalEntryWire(store: Store, entry: JournalEntryRecord): Wire.ManualJournalEntry {
  const recurrence = entry.recurrence
  return {
    id: entry.id,
    status: 'ACTIVE',
    date: entry.date,
    description: entry.description,
    amount: entry.children.reduce((sum, child) => sum + child.drAmount, 0),
    recurrence:
      recurrence === null
        ? undefined
        : {
            frequency: recurrence.frequency ?? undefined,
            interval: recurrence.interval ?? undefined,
            endDate: recurrence.endDate ?? undefined,
          },
    apiName: entry.apiName ?? undefined,
    apiSourceId: entry.apiSourceId ?? undefined,
    bankAccount: entry.bankAccountId === null ? undefined : { id: entry.bankAccountId },
    dimensionValues: dimensionValuesWire(store, entry.dimensionValueIds),
    children: entry.children.map((child) => ({
      glAccount: glAccountWire(store, child.glAccountId),
      amount: child.drAmount > 0 ? child.drAmount : child.crAmount,
      crAmount: child.crAmount,
      drAmount: child.drAmount,
    })),
    attachments: attachmentsWire(store, entry.attachmentIds),
    customData: entry.customData,
  }
}
