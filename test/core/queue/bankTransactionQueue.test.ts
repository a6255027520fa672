// @vitest-environment jsdom
// The review queue's pure parts: which statuses count as reviewed, the filter over the synced set,
// and the save items of an action and of its undo (the id and only the fields that change, or on a
// whole-update service the whole record as read with the change over it).
import type { BankTransaction } from '../../../src/api/types'
import { filterKey, isReviewed } from '../../../src/core/queue/view/queueFilter'
import { QueueIndex } from '../../../src/core/queue/view/queueIndex'
import type { BankTransactionListFilter } from '../../../src/components/BankTransactionList/types'
import { byDateDescending } from '../../../src/core/queue/bankTransactionSet'
import { bankTransactionItem, restoreItem, reviewItem } from '../../../src/api/writes/bankTransactionItems'
import { isTypingTarget } from '../../../src/components/shared/typingTarget'

const line = (id: string, extra: Partial<BankTransaction> = {}): BankTransaction =>
  ({
    id,
    date: '2026-06-01',
    amount: -1250,
    status: 'ACTIVE',
    description: 'Flour order',
    reviewStatus: 'UNREVIEWED',
    bankAccount: { id: 'bka_1', name: 'Checking' },
    ...extra,
  }) as BankTransaction

describe('isReviewed', () => {
  it('counts the owner’s review and the reconciliation outcomes, nothing else', () => {
    for (const status of ['REVIEWED', 'RECONCILED', 'RECONCILIATION_DISCREPANCY']) expect(isReviewed(status)).toBe(true)
    for (const status of ['UNREVIEWED', '', undefined, null, 'SOMETHING_NEW']) expect(isReviewed(status)).toBe(false)
  })
})

describe('QueueIndex', () => {
  const set = [
    line('a'),
    line('b', { reviewStatus: 'RECONCILED', amount: 5000, description: 'Card sales settlement', date: '2026-05-02' }),
    line('c', {
      vendor: { id: 'vnd_1', name: 'Millstone Flour Supply' },
      description: 'POS DEBIT',
      bankAccount: { id: 'bka_2', name: 'Savings' },
    }),
    line('d', { category: { id: 'ctg_1' } as BankTransaction['category'], description: 'Boxes', date: '2026-04-01' }),
  ].sort(byDateDescending)
  const index = new QueueIndex()
  index.sync(set, undefined, (id) => (id === 'ctg_1' ? 'Packaging' : undefined))
  const ids = (filter: BankTransactionListFilter, kept: readonly string[] = []) => {
    index.rows(filter, filterKey(filter))
    index.keep(kept)
    return index.rows(filter, filterKey(filter)).map((transaction) => transaction.id)
  }

  it('splits the views by review status, keeping rows just acted on', () => {
    expect(ids({})).toEqual(['a', 'c', 'd'])
    expect(ids({ view: 'reviewed' })).toEqual(['b'])
    expect(ids({ view: 'reviewed' }, ['a'])).toEqual(['a', 'b'])
    expect(index.counts()).toEqual({ toReview: 3, reviewed: 1 })
  })

  it('narrows by account, dates, direction and a search over description, counterparty and category names', () => {
    expect(ids({ bankAccountId: 'bka_2' })).toEqual(['c'])
    expect(ids({ from: '2026-05-01', to: '2026-06-30' })).toEqual(['a', 'c'])
    expect(ids({ view: 'reviewed', direction: 'in' })).toEqual(['b'])
    expect(ids({ direction: 'in' })).toEqual([])
    expect(ids({ search: 'MILLSTONE' })).toEqual(['c'])
    expect(ids({ search: 'packaging' })).toEqual(['d'])
  })
})

describe('filterKey', () => {
  it('is the same for filters with the same content, whatever the object or the order of its members', () => {
    expect(filterKey({ view: 'reviewed', direction: 'out', search: 'flour' })).toBe(
      filterKey({ search: 'flour', direction: 'out', view: 'reviewed' }),
    )
    // No view is the "To review" view.
    expect(filterKey({})).toBe(filterKey({ view: 'toReview' }))
    for (const other of [
      { view: 'reviewed' },
      { bankAccountId: 'bka_1' },
      { from: '2026-06-01' },
      { to: '2026-06-01' },
      { direction: 'in' },
      { search: 'flour' },
    ] as const) {
      expect(filterKey(other)).not.toBe(filterKey({}))
    }
    expect(filterKey({ from: '2026-06-01' })).not.toBe(filterKey({ to: '2026-06-01' }))
  })
})

describe('reviewItem and restoreItem', () => {
  it('sends the id and only what changes; a reconciled line keeps its status', () => {
    expect(reviewItem(line('a'), { categoryId: 'ctg_2', review: true })).toEqual({ id: 'a', categoryId: 'ctg_2', reviewStatus: 'REVIEWED' })
    expect(reviewItem(line('b', { reviewStatus: 'RECONCILED' }), { categoryId: 'ctg_2', review: true })).toEqual({
      id: 'b',
      categoryId: 'ctg_2',
    })
    expect(
      reviewItem(line('c', { category: { id: 'ctg_2', name: 'Rent' }, reviewStatus: 'REVIEWED' }), { categoryId: 'ctg_2', review: true }),
    ).toBeUndefined()
  })

  it('puts back the previous category (or none) and review status', () => {
    const before = line('a')
    expect(restoreItem(before, { id: 'a', categoryId: 'ctg_2', reviewStatus: 'REVIEWED' })).toEqual({
      id: 'a',
      categoryId: null,
      reviewStatus: 'UNREVIEWED',
    })
    expect(
      restoreItem(line('d', { category: { id: 'ctg_1' } as BankTransaction['category'] }), { id: 'd', reviewStatus: 'REVIEWED' }),
    ).toEqual({ id: 'd', reviewStatus: 'UNREVIEWED' })
  })

  it('attaches receipts after the files the record has, leaves its review alone, and undoes to the files it had', () => {
    const before = line('a', { attachments: [{ id: 'att_1', fileName: 'old.pdf' }] as BankTransaction['attachments'] })
    const item = reviewItem(before, { attach: ['att_2', 'att_1', 'att_3'] })
    expect(item).toEqual({ id: 'a', attachmentIds: ['att_1', 'att_2', 'att_3'] })
    expect(restoreItem(before, item!)).toEqual({ id: 'a', attachmentIds: ['att_1'] })
    expect(restoreItem(line('b'), reviewItem(line('b'), { attach: ['att_9'] })!)).toEqual({ id: 'b', attachmentIds: [] })
    // Files it has already: nothing to send.
    expect(reviewItem(before, { attach: ['att_1'] })).toBeUndefined()
  })

  it('pairs a transfer side with its other side, reviewed, and undoes to the pair (or none) and the type it had', () => {
    const before = line('a', { type: 'EXPENSE' })
    const item = reviewItem(before, { pairWith: 'b', review: true })
    expect(item).toEqual({ id: 'a', matchingBankTransactionId: 'b', reviewStatus: 'REVIEWED' })
    expect(restoreItem(before, item!)).toEqual({ id: 'a', matchingBankTransactionId: null, reviewStatus: 'UNREVIEWED' })
    const paired = line('c', { matchingBankTransaction: { id: 'd' } as BankTransaction['matchingBankTransaction'] })
    // Unpairing sends null, and its undo pairs it again; a pair it has already sends nothing.
    expect(restoreItem(paired, reviewItem(paired, { pairWith: null })!)).toEqual({ id: 'c', matchingBankTransactionId: 'd' })
    expect(reviewItem(paired, { pairWith: 'd' })).toBeUndefined()
    const marked = reviewItem(before, { type: 'TRANSFER' })
    expect(restoreItem(before, marked!)).toEqual({ id: 'a', type: 'EXPENSE' })
  })

  it('on a whole-update service, sends the whole transaction as read with the change, and undoes with the whole record as it was', () => {
    const before = line('a', {
      notes: 'Two sacks',
      vendor: { id: 'vnd_1', name: 'Millstone Flour Supply' },
      customData: { empty: false, object: true, nodeType: 'OBJECT' },
    })
    const item = reviewItem(before, { categoryId: 'ctg_2', review: true }, 'whole')
    expect(item).toEqual({
      id: 'a',
      date: '2026-06-01',
      amount: -1250,
      status: 'ACTIVE',
      description: 'Flour order',
      notes: 'Two sacks',
      bankAccountId: 'bka_1',
      vendorId: 'vnd_1',
      categoryId: 'ctg_2',
      reviewStatus: 'REVIEWED',
    })
    expect(
      reviewItem(
        line('c', { category: { id: 'ctg_2', name: 'Rent' }, reviewStatus: 'REVIEWED' }),
        { categoryId: 'ctg_2', review: true },
        'whole',
      ),
    ).toBeUndefined()
    // The record had no category: the whole record, with the category the action set cleared.
    expect(restoreItem(before, item!, 'whole')).toEqual({ ...bankTransactionItem(before), categoryId: null })
    const categorized = line('d', { category: { id: 'ctg_1', name: 'Packaging' } })
    expect(restoreItem(categorized, reviewItem(categorized, { categoryId: 'ctg_2' }, 'whole')!, 'whole')).toEqual(
      bankTransactionItem(categorized),
    )
  })
})

describe('isTypingTarget', () => {
  it('takes text fields, text areas, selects and editable content as typing; boxes, buttons and rows are not', () => {
    document.body.innerHTML = `
      <input id="text"><input id="search" type="search"><input id="box" type="checkbox"><input id="radio" type="radio">
      <textarea id="area"></textarea><select id="select"><option>A</option></select>
      <div contenteditable="true"><span id="inside">typed</span></div><div contenteditable="false"><span id="off">shown</span></div>
      <button id="button">Save</button><div id="row" role="row" tabindex="0"></div>`
    const typing = (id: string) => isTypingTarget(document.getElementById(id))
    expect(['text', 'search', 'area', 'select', 'inside'].map(typing)).toEqual([true, true, true, true, true])
    expect(['box', 'radio', 'off', 'button', 'row'].map(typing)).toEqual([false, false, false, false, false])
    expect(isTypingTarget(null)).toBe(false)
  })
})
