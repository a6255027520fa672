// A month's sign-off and reopening as written to a host's store, on their own: the month's record
// is written first and the list of signed-off months from it, so a failure between the two leaves
// the record (the truth) and the next read of it mends the list; a month someone signed off
// meanwhile is not signed off twice; a record that cannot be read is never written over.
import { closeKey, emptyCloseRecord, signedMonthsKey, type SignOff } from '../../../src/core/close/monthClose'
import { CloseRecordUnreadableError, CloseRefusedError, readCloseRecordMending } from '../../../src/core/close/record'
import { reopenMonth, signOffMonth } from '../../../src/core/close/signOff'
import type { BookkitStore } from '../../../src/core/store/store'
import { createHostStore } from '../../../src/sandbox/hostStore'
import { closePortOn } from './closePort'

const COMPANY = 'co_1'
const MONTH = '2026-05'
const signOff = (by: string): SignOff => ({
  at: '2026-06-03T09:00:00.000Z',
  by,
  items: [{ id: 'review', state: 'done', figure: 0 }],
  transactions: [],
})

it('refuses to sign off a month someone signed off meanwhile, naming who, and changes nothing', async () => {
  const store = createHostStore()
  const context = closePortOn(store)
  await signOffMonth(context, COMPANY, MONTH, signOff('Dana at Cornerstone Bookkeeping'))
  const before = store.peek(closeKey(COMPANY, MONTH))
  await expect(signOffMonth(context, COMPANY, MONTH, signOff('Sam at Maple Crumb'))).rejects.toMatchObject({
    reason: 'signedOff',
    signOff: { by: 'Dana at Cornerstone Bookkeeping' },
  })
  expect(store.peek(closeKey(COMPANY, MONTH))).toEqual(before)
  await expect(reopenMonth(context, COMPANY, '2026-04', { at: '2026-06-04T09:00:00.000Z' })).rejects.toBeInstanceOf(CloseRefusedError)
  // Reopening what was signed off again meanwhile is not the user's to do either.
  await expect(reopenMonth(context, COMPANY, MONTH, { at: '2026-06-04T09:00:00.000Z' }, '2026-06-01T08:00:00.000Z')).rejects.toMatchObject({
    reason: 'signedOff',
  })
  expect(store.peek(closeKey(COMPANY, MONTH))).toEqual(before)
})

it('keeps the sign-off when the list fails to save, and the next read of the month mends the list', async () => {
  const host = createHostStore()
  let failList = true
  const store: BookkitStore = {
    load: (key) => host.load(key),
    save: async (key, value, base) => {
      if (failList && key === signedMonthsKey(COMPANY)) throw new Error('the host’s backend is down')
      return host.save(key, value, base)
    },
  }
  const context = closePortOn(store)
  // Signed off: the record is the truth, whatever became of the list.
  await signOffMonth(context, COMPANY, MONTH, signOff('Dana at Cornerstone Bookkeeping'))
  expect(host.peek(closeKey(COMPANY, MONTH))?.value).toMatchObject({ signOffs: [{ by: 'Dana at Cornerstone Bookkeeping' }] })
  expect(host.peek(signedMonthsKey(COMPANY))).toBeNull()

  failList = false
  await readCloseRecordMending(context, COMPANY, MONTH)
  await vi.waitFor(() => expect(host.peek(signedMonthsKey(COMPANY))?.value).toMatchObject({ months: [{ month: MONTH }] }))
})

it('never writes over a record it cannot read', async () => {
  const store = createHostStore()
  store.put(closeKey(COMPANY, MONTH), { ...emptyCloseRecord(MONTH), formatVersion: 9 })
  const context = closePortOn(store)
  await expect(signOffMonth(context, COMPANY, MONTH, signOff('Dana'))).rejects.toBeInstanceOf(CloseRecordUnreadableError)
  expect(store.peek(closeKey(COMPANY, MONTH))?.value).toMatchObject({ formatVersion: 9 })
})
