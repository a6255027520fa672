import type { ManualJournalEntry } from '../../src/api/types'
import { describedService } from '../../src/api/service'
import {
  emptyLine,
  formValuesFromDefaults,
  formValuesFromEntry,
  journalTotals,
} from '../../src/components/ManualJournalEntryForm/journalEntryForm'
import { toEntrySaveItem } from '../../src/components/ManualJournalEntryForm/entrySaveItem'
import { journalEntryItem } from '../../src/components/ManualJournalEntryForm/journalEntryItem'
import { manualJournalEntryFormMessages } from '../../src/messages/forms/manualJournalEntryForm'
import { entryErrorTarget, validateJournalEntry, type EntryValidationContext } from '../../src/components/ManualJournalEntryForm/validation'
import { buildDimensionIndex } from '../../src/core/forms/dimensions'
import { formMessages } from '../../src/messages/forms/form'

const format = { locale: 'en-US', currency: 'USD' }
const index = buildDimensionIndex([], undefined, [])
const line = (glAccountId: string, debit: string, credit: string) => ({ glAccountId, debit, credit })

describe('journalTotals', () => {
  it('adds debits and credits exactly and is balanced only when equal and above zero', () => {
    expect(journalTotals([line('a', '0.10', ''), line('b', '0.20', ''), line('c', '', '0.30')], format)).toEqual({
      debits: 30,
      credits: 30,
      difference: 0,
      balanced: true,
    })
    expect(journalTotals([line('a', '10', ''), line('b', '', '9.99')], format)).toMatchObject({ difference: 1, balanced: false })
    expect(journalTotals([emptyLine(), emptyLine()], format)).toMatchObject({ debits: 0, credits: 0, balanced: false })
    expect(journalTotals([line('a', 'ten', ''), line('b', '', '10')], format)).toMatchObject({
      debits: undefined,
      difference: undefined,
      balanced: false,
    })
  })
})

describe('toEntrySaveItem', () => {
  it('creates with one side per line, blank lines dropped, and the recurrence', () => {
    const values = formValuesFromDefaults(
      { date: '2026-06-15', bankAccountId: 'bka_1', customData: { batch: 7 } },
      index,
      format,
      '2026-06-30',
    )
    values.description = 'Accrue June rent'
    values.lines = [line('gla_rent', '1,500.00', ''), line('gla_payable', '', '1,500.00'), emptyLine()]
    values.recurrence = { frequency: 'MONTHLY', interval: '', endDate: '2026-12-31', updateType: '' }
    expect(toEntrySaveItem(values, { format, passthrough: { bankAccountId: 'bka_1', customData: { batch: 7 } } })).toEqual({
      description: 'Accrue June rent',
      date: '2026-06-15',
      children: [
        { glAccountId: 'gla_rent', drAmount: 150000 },
        { glAccountId: 'gla_payable', crAmount: 150000 },
      ],
      recurrence: { frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' },
      bankAccountId: 'bka_1',
      customData: { batch: 7 },
    })
  })

  it('updates with only what changed, and null for a removed recurrence', () => {
    const entry: ManualJournalEntry = {
      id: 'mje_1',
      status: 'ACTIVE',
      date: '2026-06-15',
      description: 'Rent',
      amount: 150000,
      recurrence: { frequency: 'MONTHLY', interval: 1 },
      children: [
        { glAccount: { id: 'gla_rent', name: 'Rent' }, drAmount: 150000, crAmount: 0, amount: 150000 },
        { glAccount: { id: 'gla_cash', name: 'Cash' }, drAmount: 0, crAmount: 150000, amount: 150000 },
      ],
    }
    const baseline = formValuesFromEntry(entry, index, format)
    expect(baseline.lines).toEqual([line('gla_rent', '1,500.00', ''), line('gla_cash', '', '1,500.00')])
    expect(toEntrySaveItem(structuredClone(baseline), { format, entry, baseline })).toEqual({ id: 'mje_1' })
    const values = structuredClone(baseline)
    values.recurrence.frequency = ''
    values.recurrence.interval = ''
    values.description = 'Office rent'
    expect(toEntrySaveItem(values, { format, entry, baseline })).toEqual({ id: 'mje_1', description: 'Office rent', recurrence: null })
  })
})

describe('on the described service', () => {
  const entry: ManualJournalEntry = {
    id: 'mje_2',
    status: 'ACTIVE',
    date: '2026-06-15',
    description: 'Rent',
    amount: 150000,
    recurrence: { frequency: 'MONTHLY', interval: 1, endDate: '2026-12-31' },
    bankAccount: { id: 'bka_1' },
    dimensionValues: [
      { id: 'dv_main', name: 'Main Street', dimension: { id: 'dim_location', name: 'Location', requiredness: 'REQUIRED' } },
    ],
    children: [
      { glAccount: { id: 'gla_rent', name: 'Rent' }, drAmount: 150000, crAmount: 0, amount: 150000 },
      { glAccount: { id: 'gla_cash', name: 'Cash' }, drAmount: 0, crAmount: 150000, amount: 150000 },
    ],
    attachments: [{ id: 'att_1', url: 'https://files.example/att_1', fileName: 'lease.pdf', fileSize: '80 KB' }],
    customData: { lease: 'L-4' },
  }

  it('creates without a date or an end date: its request item has neither', () => {
    const values = formValuesFromDefaults({ date: '2026-06-15' }, index, format, '2026-06-30')
    values.description = 'Accrue June rent'
    values.lines = [line('gla_rent', '1,500.00', ''), line('gla_payable', '', '1,500.00')]
    values.recurrence = { frequency: 'MONTHLY', interval: '2', endDate: '2026-12-31', updateType: '' }
    expect(toEntrySaveItem(values, { format, service: describedService })).toEqual({
      description: 'Accrue June rent',
      children: [
        { glAccountId: 'gla_rent', drAmount: 150000 },
        { glAccountId: 'gla_payable', crAmount: 150000 },
      ],
      recurrence: { frequency: 'MONTHLY', interval: 2 },
    })
  })

  it('restates the entry as read, without its date or end date, and lays the changes over it', () => {
    expect(journalEntryItem(entry, describedService)).toEqual({
      id: 'mje_2',
      description: 'Rent',
      recurrence: { frequency: 'MONTHLY', interval: 1 },
      bankAccountId: 'bka_1',
      dimensionValueIds: ['dv_main'],
      children: [
        { glAccountId: 'gla_rent', drAmount: 150000, crAmount: 0 },
        { glAccountId: 'gla_cash', drAmount: 0, crAmount: 150000 },
      ],
      attachmentIds: ['att_1'],
      customData: { lease: 'L-4' },
    })
    expect(journalEntryItem(entry, { journalEntryDate: true, recurrenceEndDate: true })).toMatchObject({
      date: '2026-06-15',
      recurrence: { endDate: '2026-12-31' },
    })

    const baseline = formValuesFromEntry(entry, buildDimensionIndex([], undefined, entry.dimensionValues ?? []), format)
    const values = structuredClone(baseline)
    values.description = 'Office rent'
    values.attachmentIds = []
    expect(toEntrySaveItem(values, { format, entry, baseline, service: describedService })).toEqual({
      ...journalEntryItem(entry, describedService),
      description: 'Office rent',
      attachmentIds: [],
    })
    // Removing the recurrence clears it on a merging service and on a replacing one alike.
    values.recurrence.frequency = ''
    values.recurrence.interval = ''
    expect(toEntrySaveItem(values, { format, entry, baseline, service: describedService }).recurrence).toBeNull()
  })

  it('never sends unreadable custom data back', () => {
    const unreadable = { ...entry, customData: { empty: false, object: true, nodeType: 'OBJECT' } }
    expect(journalEntryItem(unreadable, describedService)).not.toHaveProperty('customData')
  })
})

describe('validateJournalEntry', () => {
  const ctx: EntryValidationContext = {
    format,
    dimensions: [],
    isDateClosed: (date) => date <= '2026-04-30',
    closedThroughText: 'Apr 30, 2026',
    example: '1,234.56',
    messages: manualJournalEntryFormMessages,
    form: formMessages,
    journalEntryDate: true,
    recurrenceEndDate: true,
  }
  it('checks each line and the recurrence, naming the line', () => {
    const values = formValuesFromDefaults({ date: '2026-06-15' }, index, format, '2026-06-30')
    values.lines = [line('', '10', ''), line('gla_b', '', ''), line('gla_c', '-5', ''), emptyLine()]
    values.recurrence = { frequency: '', interval: '0', endDate: '2026-01-01', updateType: '' }
    expect(validateJournalEntry(values, ctx)).toEqual([
      { name: 'lines.0.glAccountId', message: 'Choose a GL account for line 1.' },
      { name: 'lines.1.debit', message: 'Line 2 needs a debit or a credit.' },
      { name: 'lines.2.debit', message: 'Debit (line 3) must be above zero.' },
      { name: 'recurrence.frequency', message: 'Choose how often the entry repeats, or clear the other recurrence fields.' },
      { name: 'recurrence.interval', message: 'Every must be a whole number from 1 to 99.' },
      { name: 'recurrence.endDate', message: 'Ends on must not be before the entry date.' },
    ])
  })

  it('checks no date the user cannot set: none against the closing, and no end date against it', () => {
    const values = formValuesFromDefaults({ date: '2026-01-15' }, index, format, '2026-06-30')
    values.lines = [line('gla_a', '10', ''), line('gla_b', '', '10')]
    values.recurrence = { frequency: 'MONTHLY', interval: '', endDate: '2026-01-01', updateType: '' }
    expect(validateJournalEntry(values, ctx).map((problem) => problem.name)).toEqual(['date', 'recurrence.endDate'])
    expect(validateJournalEntry(values, { ...ctx, journalEntryDate: false })).toEqual([])
    // An end date the user cannot set asks for no frequency either.
    values.recurrence.frequency = ''
    expect(validateJournalEntry(values, { ...ctx, journalEntryDate: false, recurrenceEndDate: false })).toEqual([])
  })
})

describe('entryErrorTarget', () => {
  it('maps sent line indexes back to the form’s lines', () => {
    expect(entryErrorTarget('children[1].glAccountId', [0, 2])).toEqual({ kind: 'field', name: 'lines.2.glAccountId' })
    expect(entryErrorTarget('children', [0, 1])).toEqual({ kind: 'section', section: 'lines' })
    expect(entryErrorTarget('recurrence.endDate', [])).toEqual({ kind: 'field', name: 'recurrence.endDate' })
    expect(entryErrorTarget('apiSourceId', [])).toEqual({ kind: 'field', name: 'apiSourceId' })
    expect(entryErrorTarget('bankAccountId', [])).toEqual({ kind: 'form' })
    // A date the form does not offer has no field to land on.
    expect(entryErrorTarget('date', [], describedService)).toEqual({ kind: 'form' })
    expect(entryErrorTarget('recurrence.endDate', [], describedService)).toEqual({ kind: 'form' })
  })
})
