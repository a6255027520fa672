// A bank transaction as read, restated as its save item: what a whole update sends (service.updates
// 'whole'), shared by the editor and the review queue; and the queue's review and undo items in
// either style (the described service's whole updates, which the queue's jsdom tests meet only in
// BankTransactionList.test.tsx's smoke test).
import type { BankTransaction } from '../../src/api/types'
import { bankTransactionItem, bankTransactionUpdate, restoreItem, reviewItem } from '../../src/api/writes/bankTransactionItems'

const location = { id: 'dim_location', name: 'Location', requiredness: 'REQUIRED' as const }
const expenses = { id: 'gla_expense', name: 'Office expenses' }

const answered: BankTransaction = {
  id: 'btxn_7',
  type: 'EXPENSE',
  date: '2026-06-12',
  amount: -12000,
  displayName: 'Paper Co',
  description: 'Paper',
  status: 'ACTIVE',
  reviewStatus: 'REVIEWED',
  apiName: 'POS',
  apiSourceId: 'r-7',
  iconUrl: 'https://icons.example/paper.png',
  bankAccount: { id: 'bka_checking', name: 'Checking' },
  dimensionValues: [
    { id: 'dv_market', dimension: location, name: 'Market', child: { id: 'dv_market_saturday', dimension: location, name: 'Saturday' } },
  ],
  customer: { id: 'cus_1', name: 'Blue Heron', email: 'ap@blueheron.example' },
  vendor: { id: 'vnd_paper', name: 'Paper Co' },
  suggestedCategories: [{ id: 'ctg_office' }],
  glAccount: expenses,
  matchingBankTransaction: { id: 'btxn_3', amount: 12000 },
  conversation: { id: 'cnv_1', readStatus: 'UNREAD' },
  company: { id: 'co_1', name: 'Maple Crumb Bakery' },
  attachments: [{ id: 'att_9', url: 'https://files.example/att_9', fileName: 'paper.pdf', fileSize: '3 KB' }],
  tax: { paymentInfo: { region: 'FEDERAL', year: 2026, quarter: 'Q2' } },
  children: [
    { id: 'btxn_7_1', amount: -10000, categoryId: 'ctg_office', classSegmentIds: [] },
    { id: 'btxn_7_2', amount: -2000, notes: 'Delivery', glAccountId: 'gla_freight' },
  ],
  customData: { till: 3 },
}

describe('bankTransactionItem', () => {
  it('names every reference by its id as the request item does, and leaves out what the request item has no member for', () => {
    expect(bankTransactionItem(answered)).toEqual({
      id: 'btxn_7',
      date: '2026-06-12',
      amount: -12000,
      type: 'EXPENSE',
      description: 'Paper',
      status: 'ACTIVE',
      reviewStatus: 'REVIEWED',
      apiName: 'POS',
      apiSourceId: 'r-7',
      bankAccountId: 'bka_checking',
      vendorId: 'vnd_paper',
      customerId: 'cus_1',
      // No category: the answered account is the transaction's own.
      glAccountId: 'gla_expense',
      matchingBankTransactionId: 'btxn_3',
      classSegmentIds: ['dv_market_saturday'],
      tax: { paymentInfo: { region: 'FEDERAL', year: 2026, quarter: 'Q2' } },
      children: [
        { id: 'btxn_7_1', amount: -10000, classSegmentIds: [], categoryId: 'ctg_office' },
        { id: 'btxn_7_2', amount: -2000, notes: 'Delivery', glAccountId: 'gla_freight' },
      ],
      attachmentIds: ['att_9'],
      customData: { till: 3 },
    })
  })

  it('leaves out the answered GL account beside a category (it follows the category), an empty tax, and unreadable custom data', () => {
    const item = bankTransactionItem({
      ...answered,
      category: { id: 'ctg_office', name: 'Office' },
      classSegments: [{ id: 'dv_main', label: location, name: 'Main Street' }],
      tax: {},
      customData: { empty: false, object: true, nodeType: 'OBJECT' },
    })
    expect(item).toMatchObject({ categoryId: 'ctg_office', classSegmentIds: ['dv_main'] })
    expect(item).not.toHaveProperty('glAccountId')
    expect(item).not.toHaveProperty('tax')
    expect(item).not.toHaveProperty('customData')
  })
})

describe('bankTransactionUpdate', () => {
  it('is the id and the changes when partial, the whole record under the changes when whole; null clears either way', () => {
    const changes = { categoryId: 'ctg_office', vendorId: null }
    expect(bankTransactionUpdate(answered, changes, 'partial')).toEqual({ id: 'btxn_7', categoryId: 'ctg_office', vendorId: null })
    const whole = bankTransactionUpdate(answered, changes, 'whole')
    expect(whole).toEqual({ ...bankTransactionItem(answered), categoryId: 'ctg_office', vendorId: null })
    expect(Object.keys(whole)[0]).toBe('id')
  })
})

describe('the review queue’s items, by update style', () => {
  // An open row to review, without a category, whose listing answered its custom data unreadable.
  const toReview: BankTransaction = {
    ...answered,
    reviewStatus: 'UNREVIEWED',
    glAccount: undefined,
    children: undefined,
    customData: { empty: false, object: true, nodeType: 'OBJECT' },
  }

  it('a one-click categorize is the id, the category and the review when partial; the whole record under them when whole, never the unreadable custom data', () => {
    const change = { categoryId: 'ctg_office', review: true }
    expect(reviewItem(toReview, change, 'partial')).toEqual({ id: 'btxn_7', categoryId: 'ctg_office', reviewStatus: 'REVIEWED' })
    const whole = reviewItem(toReview, change, 'whole')
    expect(whole).toEqual({ ...bankTransactionItem(toReview), categoryId: 'ctg_office', reviewStatus: 'REVIEWED' })
    expect(whole).toMatchObject({ date: '2026-06-12', amount: -12000, bankAccountId: 'bka_checking', attachmentIds: ['att_9'] })
    expect(whole).not.toHaveProperty('customData')
    // Nothing to change sends nothing, in either style.
    expect(
      reviewItem({ ...toReview, reviewStatus: 'REVIEWED', category: { id: 'ctg_office', name: 'Office' } }, change, 'whole'),
    ).toBeUndefined()
  })

  it('an undo puts back no category and the review status: only those when partial, over the record as it was when whole', () => {
    const sent = reviewItem(toReview, { categoryId: 'ctg_office', review: true }, 'partial')!
    expect(restoreItem(toReview, sent, 'partial')).toEqual({ id: 'btxn_7', categoryId: null, reviewStatus: 'UNREVIEWED' })
    const whole = restoreItem(toReview, sent, 'whole')
    expect(whole).toEqual({ ...bankTransactionItem(toReview), categoryId: null, reviewStatus: 'UNREVIEWED' })
    expect(whole).not.toHaveProperty('customData')
  })
})
