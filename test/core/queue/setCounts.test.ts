// What the queue's rules count over the set (its companies, how often each description was
// categorized each way), followed through the set's changes as the queue hands them over: after any
// run of saves the counts must equal a count of the whole set, and a set that does not follow the
// one counted last is counted anew.
import type { BankTransaction } from '../../../src/api/types'
import { byDateDescending, mergeChanges, type BankTransactionSet } from '../../../src/core/queue/bankTransactionSet'
import { choiceName, keyOf, setChoices, setCompanies } from '../../../src/core/queue/view/setCounts'

const line = (id: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date: `2026-06-${id.padStart(2, '0')}`,
    amount: -1250,
    status: 'ACTIVE',
    description: 'CORNER CUP #1234',
    reviewStatus: 'UNREVIEWED',
    company: { id: 'co_1', name: 'Maple Crumb Bakery' },
    ...extra,
  }) as BankTransaction

const reviewed = (id: string, categoryId: string, extra: Partial<BankTransaction> = {}) =>
  line(id, { reviewStatus: 'REVIEWED', category: { id: categoryId, name: categoryId }, ...extra })

const first: BankTransactionSet = {
  transactions: [
    reviewed('1', 'ctg_meals'),
    reviewed('2', 'ctg_meals', { description: 'Corner Cup 06/03' }),
    reviewed('3', 'ctg_office'),
    line('4'),
    line('5', { company: { id: 'co_2', name: 'Harbour Lane Books' } }),
  ].sort(byDateDescending),
  lastUpdatedDate: undefined,
}

/** The set after `changed` are saved, with the change the queue hands over. */
const saved = (set: BankTransactionSet, changed: BankTransaction[], removed: string[] = []): BankTransactionSet => ({
  ...mergeChanges(set.transactions, changed, removed),
  lastUpdatedDate: undefined,
})

const meals = choiceName('co_1', 'ctg_meals', keyOf('Corner Cup'))

it('counts each description categorized each way, and follows saves, undos and deletions record by record', () => {
  const choices = setChoices(undefined)
  choices.followNow(first)
  // A reference number and a date do not make another description.
  expect(choices.count(meals)).toBe(2)

  // Row 4 categorized as row 1 was, row 1 recategorized, row 2 deleted.
  const second = saved(first, [reviewed('4', 'ctg_meals'), reviewed('1', 'ctg_office')])
  const third = saved(second, [], ['2'])
  choices.followNow(second)
  choices.followNow(third)

  const recounted = setChoices(undefined)
  recounted.followNow({ transactions: [...third.transactions], lastUpdatedDate: undefined })
  expect(choices.names().sort()).toEqual(recounted.names().sort())
  expect(choices.count(meals)).toBe(1)
  expect(choices.count(choiceName('co_1', 'ctg_office', keyOf('Corner Cup')))).toBe(2)
  // Records still to review count for nothing.
  expect(choices.names().every((name) => !name.startsWith('co_2'))).toBe(true)
})

it('names the companies the records name, and drops one once its last record leaves', () => {
  const companies = setCompanies()
  companies.followNow(first)
  expect(companies.names().sort()).toEqual(['co_1', 'co_2'])
  companies.followNow(saved(first, [], ['5']))
  expect(companies.names()).toEqual(['co_1'])
})

it('counts anew a set that does not follow the one counted last', async () => {
  const choices = setChoices(undefined)
  choices.followNow(first)
  // Another page's set, made without a change from this one (a sync after sign-in, a restore).
  const other: BankTransactionSet = { transactions: [reviewed('7', 'ctg_meals')], lastUpdatedDate: undefined }
  await choices.follow(other, new AbortController().signal)
  expect(choices.names()).toEqual([meals])
  expect(choices.count(meals)).toBe(1)
})
