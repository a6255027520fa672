// How the close decides each item of the set and the store, and the month as a whole, in Node: what
// is left to review once the set has arrived, an account reconciled through the month's end only
// with no finish under way, the changes since a sign-off (told, not left to do, once it is
// reopened), the checklist's count and "ready" (never of a month with nothing recorded), the twelve
// months' states, the questions to the owner still open about the month's transactions, and the
// items a sign-off still needs a reason for. What the hook reads is
// test/react/close/monthEndClose.test.tsx's; what the user sees, the component tests'.
import type { BankTransaction } from '../../../src/api/types'
import type { CloseAccountBalance, CloseItemOf, LedgerItems, MonthEndCloseItem } from '../../../src/core/close/closeItems'
import {
  changesItem,
  changesWithLedger,
  checklistOf,
  lackingReasons,
  monthSummary,
  reconcileItem,
  reviewItem,
  stateOfLeft,
  syncReadOf,
  type SyncRead,
  type TalliedMonth,
} from '../../../src/core/close/items'
import { emptyCloseRecord, monthRange, signedTransactionOf, type CloseRecord, type SignOff } from '../../../src/core/close/monthClose'
import type { CloseBankAccount } from '../../../src/core/close/monthTallies'
import { daysWaited, questionsItem } from '../../../src/core/close/questionsItem'
import type { OwnerQuestion, QuestionsRecord } from '../../../src/core/questions/types'
import type { ReconciliationBook } from '../../../src/core/reconcile/types'
import { bookOf, reconciliationOf } from '../../support/reconciliations'
import { useViewerTimeZone } from '../../support/timeZone'

const MAY = monthRange('2026-05')
const WHOLE: SyncRead = { read: true, whole: true, figures: 'final', error: null }
const SYNCING: SyncRead = { read: true, whole: false, figures: 'counting', error: null }
const NOT_READ: SyncRead = { read: false, whole: false, figures: 'unknown', error: null }

const transaction = (id: string, date: string, amount: number): BankTransaction => ({ id, date, amount }) as BankTransaction
const checking: CloseBankAccount = { bankAccountId: 'bka_checking', name: 'Business Checking', since: '2025-07-01' }
const card: CloseBankAccount = { bankAccountId: 'bka_card', name: 'Visa Card', since: '2026-03-04' }
const june: CloseBankAccount = { bankAccountId: 'bka_savings', name: 'Savings', since: '2026-06-02' }

const signOff = (extra: Partial<SignOff> = {}): SignOff => ({
  at: '2026-06-03T09:00:00.000Z',
  by: 'Dana at Cornerstone Bookkeeping',
  items: [],
  transactions: [signedTransactionOf(transaction('bt_rent', '2026-05-02', -120000))],
  ...extra,
})
const recordOf = (...signOffs: SignOff[]): CloseRecord => ({ ...emptyCloseRecord('2026-05'), signOffs })

describe('stateOfLeft', () => {
  it('is to do with anything left, done with nothing left only on final figures, else not known', () => {
    expect(stateOfLeft(3, 'counting')).toBe('toDo')
    expect(stateOfLeft(-250, 'final')).toBe('toDo')
    expect(stateOfLeft(0, 'final')).toBe('done')
    expect(stateOfLeft(0, 'counting')).toBe('unknown')
    expect(stateOfLeft(0, 'partial')).toBe('unknown')
    expect(stateOfLeft(undefined, 'final')).toBe('unknown')
  })
})

describe('syncReadOf', () => {
  it('reads the set whole once no page is left, so far while it syncs, stopped when a page failed, unknown before it arrives', () => {
    expect(syncReadOf({ data: { syncing: undefined }, isError: false, isFetching: false, error: null })).toMatchObject(WHOLE)
    expect(syncReadOf({ data: { syncing: {} }, isError: false, isFetching: true, error: null })).toMatchObject(SYNCING)
    const failed = new Error('the service is down')
    expect(syncReadOf({ data: { syncing: {} }, isError: true, isFetching: false, error: failed })).toEqual({
      read: true,
      whole: false,
      figures: 'stopped',
      error: failed,
    })
    expect(syncReadOf({ data: undefined, isError: false, isFetching: true, error: null })).toMatchObject(NOT_READ)
  })
})

describe('reviewItem', () => {
  it('counts what is left to review, done only once the set is whole and none is left', () => {
    expect(reviewItem(MAY, WHOLE, { month: '2026-05', transactions: 40, toReview: 3 })).toMatchObject({
      state: 'toDo',
      left: 3,
      toReview: 3,
      transactions: 40,
    })
    expect(reviewItem(MAY, WHOLE, { month: '2026-05', transactions: 40, toReview: 0 })).toMatchObject({ state: 'done', left: 0 })
    expect(reviewItem(MAY, SYNCING, { month: '2026-05', transactions: 12, toReview: 0 })).toMatchObject({ state: 'unknown', left: 0 })
    expect(reviewItem(MAY, NOT_READ, { month: '2026-05', transactions: 0, toReview: 0 })).toMatchObject({
      state: 'unknown',
      left: undefined,
      transactions: undefined,
    })
  })
})

describe('reconcileItem', () => {
  /** The reconcile item of `accounts`, each account's book read as `byAccount` says (an error: its read failed; none: still read). */
  const reconcile = (sync: SyncRead, accounts: CloseBankAccount[], byAccount: Record<string, ReconciliationBook | Error | undefined>) =>
    reconcileItem(
      MAY,
      sync,
      accounts,
      accounts.map(({ bankAccountId }) => {
        const book = byAccount[bankAccountId]
        return book instanceof Error ? { isError: true, error: book } : { data: book && { book }, isError: false, error: null }
      }),
    )
  const through = (bankAccountId: string, endDate: string) => bookOf(reconciliationOf(bankAccountId, endDate, []))

  it('is done when every account begun by the month’s end is reconciled through it; an account begun after it is not asked', () => {
    const item = reconcile(WHOLE, [checking, card, june], {
      bka_checking: through('bka_checking', '2026-05-31'),
      bka_card: through('bka_card', '2026-06-30'),
    })
    expect(item).toMatchObject({ state: 'done', left: 0, figures: 'final' })
    expect(item.accounts.map((one) => [one.bankAccountId, one.state, one.reconciledThrough])).toEqual([
      ['bka_checking', 'done', '2026-05-31'],
      ['bka_card', 'done', '2026-06-30'],
    ])
  })

  it('leaves an account to do when reconciled a day short, never reconciled, or with a finish or an undo under way; its fix opens on the first', () => {
    const finishing: ReconciliationBook = {
      ...through('bka_card', '2026-05-31'),
      finishing: {} as NonNullable<ReconciliationBook['finishing']>,
    }
    const item = reconcile(WHOLE, [checking, card], { bka_checking: through('bka_checking', '2026-05-30'), bka_card: finishing })
    expect(item.accounts.map((one) => [one.state, one.finishing])).toEqual([
      ['toDo', false],
      ['toDo', true],
    ])
    expect(item).toMatchObject({ state: 'toDo', left: 2, filter: { ...MAY, bankAccountId: 'bka_checking' } })

    const undoing = bookOf({ ...reconciliationOf('bka_card', '2026-05-31', []), undoingSince: '2026-06-02T10:00:00.000Z' })
    expect(reconcile(WHOLE, [card], { bka_card: undoing }).state).toBe('toDo')
    expect(reconcile(WHOLE, [card], { bka_card: bookOf() }).accounts[0]).toMatchObject({
      state: 'toDo',
      reconciledThrough: undefined,
    })
  })

  it('is to do for one account not through whatever another’s book says; not known while a book is read; stopped when one failed', () => {
    const failed = new Error('the store is down')
    const reading = reconcile(WHOLE, [checking, card], { bka_checking: through('bka_checking', '2026-05-31') })
    expect(reading).toMatchObject({ state: 'unknown', left: undefined, figures: 'counting' })
    const stopped = reconcile(WHOLE, [checking, card], { bka_checking: through('bka_checking', '2026-05-31'), bka_card: failed })
    expect(stopped).toMatchObject({ state: 'unknown', figures: 'stopped', error: failed })
    const oneShort = reconcile(WHOLE, [checking, card], { bka_checking: through('bka_checking', '2026-04-30') })
    expect(oneShort).toMatchObject({ state: 'toDo', left: undefined })
  })

  it('asks no account until the set is whole: one may yet begin in the month', () => {
    expect(reconcile(SYNCING, [checking], { bka_checking: through('bka_checking', '2026-05-31') })).toMatchObject({
      state: 'unknown',
      figures: 'counting',
      accounts: [],
    })
  })
})

describe('changesItem and changesWithLedger', () => {
  const now = [transaction('bt_rent', '2026-05-02', -125000), transaction('bt_new', '2026-05-20', 5000)]

  it('has nothing to do before the month’s first sign-off, and is not known while the record is read or when it failed', () => {
    expect(changesItem(MAY, { data: emptyCloseRecord('2026-05'), isError: false, error: null }, undefined)).toMatchObject({
      state: 'done',
      left: 0,
      since: undefined,
    })
    expect(changesItem(MAY, { isError: false, error: null }, now)).toMatchObject({
      state: 'unknown',
      figures: 'counting',
    })
    expect(changesItem(MAY, { isError: true, error: new Error('unreadable') }, undefined)).toMatchObject({
      figures: 'stopped',
    })
  })

  it('counts each transaction changed or added since the sign-off in force as to do, once the set is whole', () => {
    const record = recordOf(signOff())
    expect(changesItem(MAY, { data: record, isError: false, error: null }, undefined)).toMatchObject({ state: 'unknown', left: undefined })
    const item = changesItem(MAY, { data: record, isError: false, error: null }, now)
    expect(item).toMatchObject({ state: 'toDo', left: 2, since: record.signOffs[0] })
    expect(item.changes.map(({ id, kind }) => [id, kind])).toEqual([
      ['bt_rent', 'changed'],
      ['bt_new', 'added'],
    ])
  })

  it('tells the changes to a month reopened, leaving nothing to do: its next sign-off is made over them', () => {
    const record = recordOf(signOff({ reopened: { at: '2026-06-10T09:00:00.000Z', reason: 'A deposit was keyed wrong' } }))
    const item = changesItem(MAY, { data: record, isError: false, error: null }, now)
    expect(item).toMatchObject({ state: 'done', left: 0 })
    expect(item.changes).toHaveLength(2)
  })

  const rent = { id: 'gl_rent', name: 'Rent', type: 'EXPENSE' }
  const utilities = { id: 'gl_utilities', name: 'Utilities', type: 'EXPENSE' }
  const balances = (rentNow: number, utilitiesNow: number): CloseAccountBalance[] => [
    { account: rent, balance: rentNow },
    { account: utilities, balance: utilitiesNow },
  ]

  it('counts each account whose balance moved since the sign-off, the totals as they were (a reclassifying entry)', () => {
    const kept = signOff({
      transactions: [],
      trialBalance: { debits: 500000, credits: 500000 },
      balances: [
        ['gl_rent', 240000],
        ['gl_utilities', 30000],
      ],
    })
    const item = changesItem(MAY, { data: recordOf(kept), isError: false, error: null }, [])
    const totals = { debits: 500000, credits: 500000 }
    expect(changesWithLedger(item, totals, balances(240000, 30000))).toMatchObject({ state: 'done', left: 0, balances: [] })
    const moved = changesWithLedger(item, totals, balances(230000, 40000))
    expect(moved).toMatchObject({ state: 'toDo', left: 2, trialBalance: totals, changes: [] })
    expect(moved.balances.map(({ account, then, now: at }) => [account.id, at - then])).toEqual([
      ['gl_rent', -10000],
      ['gl_utilities', 10000],
    ])
  })

  it('tells a sign-off that kept no balances (an older one) by the trial balance’s totals: one change', () => {
    const kept = signOff({ transactions: [], trialBalance: { debits: 500000, credits: 500000 } })
    const item = changesItem(MAY, { data: recordOf(kept), isError: false, error: null }, [])
    expect(changesWithLedger(item, { debits: 510000, credits: 510000 }, balances(1, 2))).toMatchObject({
      state: 'toDo',
      left: 1,
      balances: [],
    })
    expect(changesWithLedger(item, { debits: 500000, credits: 500000 }, undefined)).toMatchObject({ state: 'done', left: 0 })
  })
})

/** A month's items from the set and the store, every one done unless given. */
function tallied(parts: Partial<TalliedMonth> = {}): TalliedMonth {
  const base = { figures: 'final' as const, left: 0, error: null, filter: MAY, state: 'done' as const }
  return {
    month: '2026-05',
    review: { ...base, id: 'review', toReview: 0, transactions: 40 },
    reconcile: {
      ...base,
      id: 'reconcile',
      accounts: [
        {
          bankAccountId: 'bka_checking',
          name: 'Business Checking',
          reconciledThrough: '2026-05-31',
          finishing: false,
          error: null,
          state: 'done',
        },
      ],
    },
    changes: { ...base, id: 'changes', since: undefined, changes: [], trialBalance: undefined, balances: [] },
    questions: { ...base, id: 'questions', waiting: 0, answered: 0, oldestAskedAt: undefined, oldestDays: undefined },
    record: emptyCloseRecord('2026-05'),
    recordError: null,
    ...parts,
  }
}
const doneBase = { state: 'done' as const, figures: 'final' as const, left: 0, error: null, filter: MAY }
const matchDone: CloseItemOf<'match'> = { ...doneBase, id: 'match', deposits: 0, transfers: 0 }
const ledgerDone: LedgerItems = {
  suspense: { ...doneBase, id: 'suspense', accounts: [] },
  receivables: { ...doneBase, id: 'receivables', ledger: 0, accounts: [], invoices: 0, difference: 0, explaining: [] },
  balances: { ...doneBase, id: 'balances', trialBalance: 0, balanceSheet: 0 },
  totals: { debits: 100, credits: 100 },
  accountBalances: [],
}
const nothingRecorded = () =>
  tallied({
    review: { ...tallied().review, toReview: 0, transactions: 0 },
    reconcile: { ...tallied().reconcile, accounts: [] },
  })

describe('checklistOf', () => {
  it('is ready once all eight items are done, in their order', () => {
    const checklist = checklistOf(tallied(), matchDone, ledgerDone)
    expect(checklist.items.map((item) => item.id)).toEqual([
      'review',
      'questions',
      'reconcile',
      'match',
      'suspense',
      'receivables',
      'balances',
      'changes',
    ])
    expect(checklist).toMatchObject({ ready: true, toDo: 0, unknown: 0, nothingRecorded: false, signedOff: undefined })
  })

  it('stands the items not told yet as not known, still counting, and is not ready', () => {
    const checklist = checklistOf(tallied(), undefined, undefined)
    expect(checklist.items.filter((item) => item.figures === 'counting').map((item) => item.id)).toEqual([
      'match',
      'suspense',
      'receivables',
      'balances',
    ])
    expect(checklist).toMatchObject({ ready: false, unknown: 4, toDo: 0 })
    expect(checklistOf(undefined, matchDone, ledgerDone)).toMatchObject({ items: [], ready: false, nothingRecorded: false })
  })

  it('counts the items to do and not known, and is not ready with one of either', () => {
    const review = { ...tallied().review, state: 'toDo' as const, left: 2, toReview: 2 }
    const balances = { ...ledgerDone.balances, state: 'unknown' as const, figures: 'partial' as const, left: undefined }
    expect(checklistOf(tallied({ review }), matchDone, { ...ledgerDone, balances })).toMatchObject({ ready: false, toDo: 1, unknown: 1 })
  })

  it('says nothing is recorded by a month before the books began, and never that it is ready; a month signed off says its sign-off instead', () => {
    expect(checklistOf(nothingRecorded(), matchDone, ledgerDone)).toMatchObject({ nothingRecorded: true, ready: false })
    const signed = recordOf(signOff())
    expect(checklistOf({ ...nothingRecorded(), record: signed }, matchDone, ledgerDone)).toMatchObject({
      nothingRecorded: false,
      signedOff: signed.signOffs[0],
    })
  })

  it('adds what the ledger moved since the sign-off to the changes item, and is then not ready', () => {
    const kept = signOff({ transactions: [], balances: [['gl_rent', 240000]] })
    const changes = changesItem(MAY, { data: recordOf(kept), isError: false, error: null }, [])
    const ledger = { ...ledgerDone, accountBalances: [{ account: { id: 'gl_rent', name: 'Rent', type: 'EXPENSE' }, balance: 250000 }] }
    const checklist = checklistOf(tallied({ changes, record: recordOf(kept) }), matchDone, ledger)
    expect(checklist.items.at(-1)).toMatchObject({ id: 'changes', state: 'toDo', left: 1 })
    expect(checklist).toMatchObject({ ready: false, toDo: 1 })
  })
})

describe('lackingReasons', () => {
  it('names each item not done without a reason; a reason of blanks is none', () => {
    const items: MonthEndCloseItem[] = checklistOf(
      tallied({ review: { ...tallied().review, state: 'toDo', left: 3 } }),
      { ...matchDone, state: 'unknown', left: undefined, figures: 'counting' },
      ledgerDone,
    ).items
    expect(lackingReasons(items, {})).toEqual(['review', 'match'])
    expect(lackingReasons(items, { review: 'The owner looked at them', match: '   ' })).toEqual(['match'])
    expect(lackingReasons(items, { review: 'Seen', match: 'Seen' })).toEqual([])
  })
})

describe('monthSummary', () => {
  it('says a month signed off, and changed since with how many changes', () => {
    const record = recordOf(signOff())
    expect(monthSummary(tallied({ record }), undefined)).toMatchObject({ state: 'signedOff', count: 0, signedOff: record.signOffs[0] })
    const changes = { ...tallied().changes, left: 3 }
    expect(monthSummary(tallied({ record, changes }), undefined)).toMatchObject({ state: 'changed', count: 3 })
  })

  it('says nothing recorded of a month before the books began, and a month with items to do how many', () => {
    expect(monthSummary(nothingRecorded(), undefined)).toEqual({ month: '2026-05', state: 'empty', count: 0, signedOff: undefined })
    const review = { ...tallied().review, state: 'toDo' as const, left: 2 }
    const match = { ...matchDone, state: 'toDo' as const, left: 1, transfers: 1 }
    expect(monthSummary(tallied({ review }), match)).toMatchObject({ state: 'toDo', count: 2 })
  })

  it('says ready once the set’s, the store’s and the suggestions’ items are done, and counting until the suggestions are counted or the record read', () => {
    expect(monthSummary(tallied(), matchDone).state).toBe('ready')
    expect(monthSummary(tallied(), undefined).state).toBe('counting')
    expect(monthSummary(tallied({ record: undefined }), matchDone).state).toBe('counting')
  })
})

describe('questionsItem', () => {
  /** A question of the bookkeeper's about the transactions dated `dates`, asked at `askedAt`, unanswered unless given. */
  const question = (id: string, dates: string[], askedAt: string, extra: Partial<OwnerQuestion> = {}): OwnerQuestion => ({
    id,
    kind: 'transaction',
    subjects: dates.map((date, at) => ({
      transactionId: `bt_${id}_${at}`,
      date,
      amount: -41200,
      description: 'CEDAR AND PINE HARDWARE #44',
      hadAttachment: false,
    })),
    text: 'What was this for?',
    choices: [],
    receiptNeeded: false,
    askedAt,
    answers: [],
    ...extra,
  })
  const answer = (transactionId: string | undefined, at: string) => ({
    id: `ans_${transactionId ?? 'request'}_${at}`,
    transactionId,
    at,
    note: 'Shelving for the shop',
  })
  const read = (...questions: OwnerQuestion[]) => ({
    data: { format: 'bookkit.questions', formatVersion: 1, questions } satisfies QuestionsRecord,
    isError: false,
    error: null,
  })
  const TODAY = '2026-06-30'

  it('counts the open questions about the month’s transactions, waiting and answered apart, with the oldest’s age; not a closed one, a general request or another month’s', () => {
    const waiting = question('waiting', ['2026-05-12'], '2026-06-18T15:00:00.000Z')
    const answered = question('answered', ['2026-05-20'], '2026-06-25T15:00:00.000Z', {
      answers: [answer('bt_answered_0', '2026-06-26T10:00:00.000Z')],
    })
    // A month's receipts: one of its two given is not all of them.
    const receipts = question('receipts', ['2026-05-03', '2026-05-28'], '2026-06-20T15:00:00.000Z', {
      kind: 'receipts',
      month: '2026-05',
      receiptNeeded: true,
      answers: [answer('bt_receipts_0', '2026-06-21T10:00:00.000Z')],
    })
    const used = question('used', ['2026-05-05'], '2026-06-01T15:00:00.000Z', {
      answers: [answer('bt_used_0', '2026-06-02T10:00:00.000Z')],
      closed: { at: '2026-06-03T09:00:00.000Z', outcome: 'used' },
    })
    const general = question('general', [], '2026-06-01T15:00:00.000Z', {
      kind: 'general',
      text: 'Send May’s statement for the savings account',
    })
    const april = question('april', ['2026-04-30'], '2026-05-02T15:00:00.000Z')
    const item = questionsItem(MAY, read(waiting, answered, receipts, used, general, april), TODAY)
    expect(item).toMatchObject({
      state: 'toDo',
      figures: 'final',
      left: 3,
      waiting: 2,
      answered: 1,
      oldestAskedAt: '2026-06-18T15:00:00.000Z',
      oldestDays: 12,
      filter: MAY,
    })
  })

  it('is done once the record is read with none open, or none is kept; not known while it is read, and stopped when it cannot be', () => {
    const closed = question('closed', ['2026-05-12'], '2026-06-18T15:00:00.000Z', {
      closed: { at: '2026-06-19T09:00:00.000Z', outcome: 'withdrawn' },
    })
    expect(questionsItem(MAY, read(closed), TODAY)).toMatchObject({
      state: 'done',
      left: 0,
      waiting: 0,
      answered: 0,
      oldestDays: undefined,
    })
    expect(questionsItem(MAY, read(), TODAY)).toMatchObject({ state: 'done', figures: 'final', left: 0 })
    expect(questionsItem(MAY, undefined, TODAY)).toMatchObject({
      state: 'unknown',
      figures: 'counting',
      left: undefined,
      waiting: undefined,
    })
    const failed = new Error('the store is down')
    expect(questionsItem(MAY, { isError: true, error: failed }, TODAY)).toMatchObject({
      state: 'unknown',
      figures: 'stopped',
      error: failed,
    })
  })

  it('keeps the month from being ready while a question is open, and asks a reason for it at sign-off', () => {
    const open = questionsItem(MAY, read(question('waiting', ['2026-05-12'], '2026-06-18T15:00:00.000Z')), TODAY)
    const checklist = checklistOf(tallied({ questions: open }), matchDone, ledgerDone)
    expect(checklist).toMatchObject({ ready: false, toDo: 1 })
    expect(lackingReasons(checklist.items, {})).toEqual(['questions'])
    expect(lackingReasons(checklist.items, { questions: 'The owner is away until the 10th' })).toEqual([])
    expect(monthSummary(tallied({ questions: open }), matchDone)).toMatchObject({ state: 'toDo', count: 1 })
  })

  describe('where the user is', () => {
    useViewerTimeZone('Asia/Tokyo')

    it('counts the days from the day it was asked there: asked late on the 18th in UTC is the 19th in Tokyo', () => {
      expect(daysWaited('2026-06-18T23:30:00.000Z', TODAY)).toBe(11)
      expect(daysWaited('2026-06-30T01:00:00.000Z', TODAY)).toBe(0)
    })
  })
})
