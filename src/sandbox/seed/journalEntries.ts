import { addDays, dateFromDayNumber } from '../dates'
import type { JournalEntryLine, JournalEntryRecord } from '../model'
import { journalEntryPostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { dimensionValueId, glAccountId, type CompanyCatalog } from './catalog'
import type { SeedWindow } from './bankTransactions'

/** A bookkeeper's year of journal entries: opening balances, monthly depreciation, a few reclassifications. */
export function seedJournalEntries(store: Store, catalog: CompanyCatalog, random: Random, window: SeedWindow): void {
  const account = (role: string): string => glAccountId(catalog, role)
  const firstDate = dateFromDayNumber(window.firstDay)
  const drafts: Array<Omit<JournalEntryRecord, 'id' | 'seq' | 'createdAt' | 'updatedAt'>> = []
  const entry = (date: string, description: string, children: JournalEntryLine[], extra: Partial<JournalEntryRecord> = {}): void => {
    drafts.push({
      companyId: catalog.id, date, description, recurrence: null, apiName: 'MANUAL_ENTRY', apiSourceId: null, bankAccountId: null,
      dimensionValueIds: [], children, attachmentIds: [], customData: {}, ...extra,
    })
  }

  entry(firstDate, 'Opening balances', catalog.journal.opening.map(([role, drAmount, crAmount]) => ({ glAccountId: account(role), drAmount, crAmount })))
  for (let day = window.firstDay; day <= window.today; day++) {
    const date = dateFromDayNumber(day)
    if (!dateFromDayNumber(day + 1).endsWith('-01')) continue
    const amount = catalog.journal.monthlyDepreciation
    entry(date, 'Monthly depreciation', [
      { glAccountId: account('depreciation'), drAmount: amount, crAmount: 0 },
      { glAccountId: account('accumulated_depreciation'), drAmount: 0, crAmount: amount },
    ], {
      recurrence: { updateType: 'FUTURE_ONLY', frequency: 'MONTHLY', interval: 1, endDate: addDays(firstDate, 5 * 365) },
      apiSourceId: `depreciation-${date.slice(0, 7)}`,
    })
  }
  for (const reclass of catalog.journal.reclassifications) {
    for (let i = 0; i < 3; i++) {
      const amount = random.int(reclass.amount[0], reclass.amount[1])
      entry(dateFromDayNumber(random.int(window.firstDay, window.today)), reclass.description, [
        { glAccountId: account(reclass.to), drAmount: amount, crAmount: 0 },
        { glAccountId: account(reclass.from), drAmount: 0, crAmount: amount },
      ], {
        dimensionValueIds: reclass.dimensionKey === undefined ? [] : [dimensionValueId(catalog, reclass.dimensionKey)],
        customData: { preparedBy: 'bookkeeper' },
      })
    }
  }

  drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
  for (const draft of drafts) {
    const id = store.ids.next('mje')
    const stamp = `${draft.date}T17:00:00.000Z`
    const record: JournalEntryRecord = { ...draft, id, seq: Number(id.slice(4)), createdAt: stamp, updatedAt: stamp }
    store.journalEntries.set(id, record)
    store.claimExternalId('journalEntry', record, id)
    store.ledger.repost(id, journalEntryPostings(record))
  }
}
