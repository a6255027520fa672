import { addDays, dateFromDayNumber } from '../dates'
import type { JournalEntryLine, JournalEntryRecord } from '../model'
import { journalEntryPostings } from '../posting'
import type { Random } from '../random'
import type { Store } from '../store'
import { dimensionValueId, glAccountId, type CompanyCatalog } from './catalog'
import type { SeedWindow } from './economy'

/** A journal entry before it is stored: the store gives it its id and stamps. */
export type JournalEntryDraft = Omit<JournalEntryRecord, 'id' | 'seq' | 'createdAt' | 'updatedAt'>

/** The entry that opens the books on the window's first day: posted before any other record, so the first day's activity follows it in the ledger. */
export function seedOpeningBalances(store: Store, catalog: CompanyCatalog, window: SeedWindow): void {
  const children = catalog.journal.opening.map(([role, drAmount, crAmount]) => ({
    glAccountId: glAccountId(catalog, role),
    drAmount,
    crAmount,
  }))
  postJournalEntries(store, [journalEntryDraft(catalog, dateFromDayNumber(window.firstDay), 'Opening balances', children)])
}

/**
 * The rest of a bookkeeper's year of journal entries: monthly depreciation (filed where the
 * equipment is, if the catalog says), employer payroll taxes accrued at each month's end
 * (`payrollTaxByMonth`, as the bank's deposits pay them; the whole business's, under no value), a
 * few reclassifications, each under its value.
 */
export function seedJournalEntries(
  store: Store,
  catalog: CompanyCatalog,
  random: Random,
  window: SeedWindow,
  payrollTaxByMonth: ReadonlyMap<string, number>,
): void {
  const account = (role: string): string => glAccountId(catalog, role)
  const firstDate = dateFromDayNumber(window.firstDay)
  const { depreciationDimensionKey } = catalog.journal
  const depreciationValueIds = depreciationDimensionKey === undefined ? [] : [dimensionValueId(catalog, depreciationDimensionKey)]
  const drafts: JournalEntryDraft[] = []
  const entry = (date: string, description: string, children: JournalEntryLine[], extra: Partial<JournalEntryRecord> = {}): void => {
    drafts.push(journalEntryDraft(catalog, date, description, children, extra))
  }

  for (let day = window.firstDay; day <= window.today; day++) {
    const date = dateFromDayNumber(day)
    if (!dateFromDayNumber(day + 1).endsWith('-01')) continue
    const amount = catalog.journal.monthlyDepreciation
    entry(
      date,
      'Monthly depreciation',
      [
        { glAccountId: account('depreciation'), drAmount: amount, crAmount: 0 },
        { glAccountId: account('accumulated_depreciation'), drAmount: 0, crAmount: amount },
      ],
      {
        recurrence: { updateType: 'FUTURE_ONLY', frequency: 'MONTHLY', interval: 1, endDate: addDays(firstDate, 5 * 365) },
        apiSourceId: `depreciation-${date.slice(0, 7)}`,
        dimensionValueIds: depreciationValueIds,
      },
    )
    const payrollTax = payrollTaxByMonth.get(date.slice(0, 7)) ?? 0
    if (payrollTax > 0) {
      entry(
        date,
        'Employer payroll taxes',
        [
          { glAccountId: account('payroll_tax_expense'), drAmount: payrollTax, crAmount: 0 },
          { glAccountId: account('payroll_liabilities'), drAmount: 0, crAmount: payrollTax },
        ],
        { apiSourceId: `payroll-taxes-${date.slice(0, 7)}` },
      )
    }
  }
  for (const reclass of catalog.journal.reclassifications) {
    for (let i = 0; i < 3; i++) {
      const amount = random.int(reclass.amount[0], reclass.amount[1])
      entry(
        dateFromDayNumber(random.int(window.firstDay, window.today)),
        reclass.description,
        [
          { glAccountId: account(reclass.to), drAmount: amount, crAmount: 0 },
          { glAccountId: account(reclass.from), drAmount: 0, crAmount: amount },
        ],
        {
          dimensionValueIds: reclass.dimensionKey === undefined ? [] : [dimensionValueId(catalog, reclass.dimensionKey)],
          customData: { preparedBy: 'bookkeeper' },
        },
      )
    }
  }

  postJournalEntries(
    store,
    drafts.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)),
  )
}

/** A manual entry of `catalog`'s company with no recurrence, source, dimensions or attachments unless `extra` gives them. */
export function journalEntryDraft(
  catalog: CompanyCatalog,
  date: string,
  description: string,
  children: JournalEntryLine[],
  extra: Partial<JournalEntryRecord> = {},
): JournalEntryDraft {
  return {
    companyId: catalog.id,
    date,
    description,
    recurrence: null,
    apiName: 'MANUAL_ENTRY',
    apiSourceId: null,
    bankAccountId: null,
    dimensionValueIds: [],
    children,
    attachmentIds: [],
    customData: {},
    ...extra,
  }
}

/** Stores the entries in the given order, ids following it. */
export function postJournalEntries(store: Store, drafts: readonly JournalEntryDraft[]): void {
  for (const entry of drafts) {
    const id = store.ids.next('mje')
    const stamp = `${entry.date}T17:00:00.000Z`
    const record: JournalEntryRecord = { ...entry, id, seq: Number(id.slice(4)), createdAt: stamp, updatedAt: stamp }
    store.journalEntries.set(id, record)
    store.claimExternalId('journalEntry', record, id)
    store.ledger.repost(id, journalEntryPostings(record))
  }
}
