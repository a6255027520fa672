import type { BankTransaction, AccountingDimension } from '../../../src/api/types'
import {
  amountDirection,
  amountsForTypeChange,
  formValuesFromDefaults,
  formValuesFromTransaction,
  newSplit,
  splitRemainder,
  type BankTransactionFormValues,
} from '../../../src/core/forms/bankTransaction/bankTransactionForm'
import { bankTransactionEditorMessages } from '../../../src/messages/queue/bankTransactionEditor'
import { toSaveItem } from '../../../src/core/forms/bankTransaction/saveItem'
import { errorTarget, validateBankTransaction, type ValidationContext } from '../../../src/core/forms/bankTransaction/validation'
import { buildDimensionIndex } from '../../../src/core/forms/dimensions'
import { formMessages } from '../../../src/messages/forms/form'
import { isolate } from '../../../src/format/isolate'

const format = { locale: 'en-US', currency: 'USD' }
const location: AccountingDimension = { id: 'dim_location', name: 'Location', requiredness: 'REQUIRED' }
const channel: AccountingDimension = { id: 'dim_channel', name: 'Channel', requiredness: 'NOT_REQUIRED' }
const index = buildDimensionIndex(
  [location, channel],
  [
    { id: 'dv_main', name: 'Main Street', dimension: location },
    { id: 'dv_retail', name: 'Retail', dimension: channel },
  ],
  [],
)

const transaction: BankTransaction = {
  id: 'btxn_1',
  type: 'EXPENSE',
  date: '2026-06-12',
  amount: -4235,
  description: 'Flour',
  notes: '',
  status: 'ACTIVE',
  reviewStatus: 'UNREVIEWED',
  bankAccount: { id: 'bka_checking', name: 'Checking' },
  vendor: { id: 'vnd_millstone', name: 'Millstone Flour' },
  category: { id: 'ctg_ingredients', name: 'Ingredients' },
  classSegments: [
    { id: 'dv_market', label: location, name: 'Market', child: { id: 'dv_market_saturday', label: location, name: 'Saturday' } },
  ],
  attachments: [{ id: 'att_1', url: 'https://files.example/att_1', fileName: 'receipt.pdf', fileSize: '12 KB' }],
  children: [],
  customData: { empty: false, object: true, nodeType: 'OBJECT' },
}

function valuesOf(tx: BankTransaction): BankTransactionFormValues {
  return formValuesFromTransaction(tx, buildDimensionIndex([location, channel], undefined, tx.classSegments ?? []), format)
}

describe('the sign of a typed figure', () => {
  it('goes the way the amount as read goes for an expense or income, the type’s way without one, and as typed for a transfer', () => {
    expect(amountDirection('EXPENSE', -1234)).toBe(-1)
    expect(amountDirection('EXPENSE', 1234)).toBe(1)
    expect(amountDirection('INCOME', -1234)).toBe(-1)
    expect(amountDirection('EXPENSE', undefined)).toBe(-1)
    expect(amountDirection('INCOME', undefined)).toBe(1)
    expect(amountDirection('TRANSFER', -1234)).toBe(1)
  })

  it('shows an expense as a positive figure and reads the chosen (deepest) segment', () => {
    const values = valuesOf(transaction)
    expect(values.amount).toBe('42.35')
    expect(values.classSegments).toEqual({ dim_location: 'dv_market_saturday', dim_channel: '' })
    expect(values.attachmentIds).toEqual(['att_1'])
  })

  it('goes the chosen type’s way when the user changes the type; a transfer keeps the saved sign, splits included', () => {
    const values = {
      ...valuesOf(transaction),
      splits: [
        { ...newSplit(index), amount: '40.00' },
        { ...newSplit(index), amount: '2.35' },
      ],
    }
    const toTransfer = amountsForTypeChange(values, 'TRANSFER', format)
    expect(toTransfer).toEqual({ amount: '-42.35', splitAmounts: ['-40.00', '-2.35'], direction: 1 })
    expect(amountsForTypeChange({ ...values, direction: 1, amount: '-42.35' }, 'EXPENSE', format)).toMatchObject({
      amount: '42.35',
      direction: -1,
    })
    expect(amountsForTypeChange(values, 'INCOME', format)).toEqual({ amount: '42.35', splitAmounts: ['40.00', '2.35'], direction: 1 })
    expect(amountsForTypeChange({ ...values, amount: '4x' }, 'TRANSFER', format).amount).toBe('4x')
    // A refund (an expense of +50.00) made a transfer is still +50.00.
    expect(amountsForTypeChange({ ...values, direction: 1, amount: '50.00', splits: [] }, 'TRANSFER', format)).toEqual({
      amount: '50.00',
      splitAmounts: [],
      direction: 1,
    })
  })
})

describe('amounts keep the sign the service gives them (README decision 5)', () => {
  // A refund is an expense coming in: its amount is positive, and so are its splits.
  const refund: BankTransaction = {
    ...transaction,
    amount: 5000,
    description: 'Flour returned',
    children: [
      { id: 'btxn_1_1', amount: 3000, categoryId: 'ctg_ingredients' },
      { id: 'btxn_1_2', amount: 2000, notes: 'Sack' },
    ],
  }
  const unsplitRefund: BankTransaction = { ...refund, children: [] }
  const negativeIncome: BankTransaction = { ...transaction, type: 'INCOME', amount: -2000, description: 'Sale reversed' }

  it('loads a refund with splits +30/+20 as 30.00 and 20.00 with nothing left, and saves it unchanged with its signs', () => {
    const baseline = valuesOf(refund)
    expect(baseline.amount).toBe('50.00')
    expect(baseline.splits.map((split) => split.amount)).toEqual(['30.00', '20.00'])
    // The editor sends nothing while the splits do not add up to the amount.
    expect(splitRemainder(baseline, format)).toBe(0)
    expect(toSaveItem(structuredClone(baseline), { format, record: refund, baseline })).toEqual({ id: 'btxn_1' })
    expect(toSaveItem(structuredClone(baseline), { format, record: refund, baseline, updates: 'whole' })).toMatchObject({
      type: 'EXPENSE',
      amount: 5000,
      children: [
        { id: 'btxn_1_1', amount: 3000 },
        { id: 'btxn_1_2', amount: 2000 },
      ],
    })
  })

  it('saves a refund whose split changed category with every sign as read', () => {
    const baseline = valuesOf(refund)
    const values = structuredClone(baseline)
    values.splits[0]!.categoryId = 'ctg_rent'
    expect(splitRemainder(values, format)).toBe(0)
    const children = [
      { id: 'btxn_1_1', amount: 3000, categoryId: 'ctg_rent' },
      { id: 'btxn_1_2', amount: 2000, notes: 'Sack' },
    ]
    expect(toSaveItem(values, { format, record: refund, baseline })).toEqual({ id: 'btxn_1', children })
    expect(toSaveItem(values, { format, record: refund, baseline, updates: 'whole' })).toMatchObject({
      type: 'EXPENSE',
      amount: 5000,
      children,
    })
  })

  it('keeps a refund coming in when its amount is corrected: 50.01 is sent as +5001', () => {
    const baseline = valuesOf(unsplitRefund)
    expect(baseline.amount).toBe('50.00')
    const values = { ...structuredClone(baseline), amount: '50.01' }
    expect(toSaveItem(values, { format, record: unsplitRefund, baseline })).toEqual({ id: 'btxn_1', amount: 5001 })
    expect(toSaveItem(values, { format, record: unsplitRefund, baseline, updates: 'whole' })).toMatchObject({
      type: 'EXPENSE',
      amount: 5001,
    })
  })

  it('keeps an income of −20.00 going out: unchanged, corrected to 20.50, and split', () => {
    const baseline = valuesOf(negativeIncome)
    expect(baseline.amount).toBe('20.00')
    expect(toSaveItem(structuredClone(baseline), { format, record: negativeIncome, baseline, updates: 'whole' })).toMatchObject({
      type: 'INCOME',
      amount: -2000,
    })
    expect(toSaveItem({ ...structuredClone(baseline), amount: '20.50' }, { format, record: negativeIncome, baseline })).toEqual({
      id: 'btxn_1',
      amount: -2050,
    })
    const split = {
      ...structuredClone(baseline),
      splits: [
        { ...newSplit(index), amount: '15.00' },
        { ...newSplit(index), amount: '5.00' },
      ],
    }
    expect(splitRemainder(split, format)).toBe(0)
    expect(toSaveItem(split, { format, record: negativeIncome, baseline }).children).toEqual([{ amount: -1500 }, { amount: -500 }])
  })

  it('keeps the host’s sign on a new transaction: an expense default of +5.00 is created as a refund', () => {
    const values = formValuesFromDefaults(
      { bankAccountId: 'bka_checking', date: '2026-06-20', type: 'EXPENSE', amount: 500 },
      index,
      format,
      '2026-06-30',
    )
    expect(values.amount).toBe('5.00')
    expect(toSaveItem(values, { format }).amount).toBe(500)
  })

  it('still saves a normal expense as money out and a normal income as money in', () => {
    const baseline = valuesOf(transaction)
    expect(toSaveItem({ ...structuredClone(baseline), amount: '50.01' }, { format, record: transaction, baseline })).toEqual({
      id: 'btxn_1',
      amount: -5001,
    })
    const income = { ...transaction, type: 'INCOME', amount: 2000 }
    const incomeBaseline = valuesOf(income)
    expect(
      toSaveItem({ ...structuredClone(incomeBaseline), amount: '20.50' }, { format, record: income, baseline: incomeBaseline }),
    ).toEqual({ id: 'btxn_1', amount: 2050 })
  })
})

describe('splitRemainder', () => {
  it('is the amount minus the splits, in exact cents', () => {
    const splits = [
      { ...newSplit(index), amount: '0.10' },
      { ...newSplit(index), amount: '0.20' },
    ]
    expect(splitRemainder({ amount: '0.30', splits }, format)).toBe(0)
    expect(splitRemainder({ amount: '1.00', splits }, format)).toBe(70)
    expect(splitRemainder({ amount: '0.25', splits }, format)).toBe(-5)
    expect(splitRemainder({ amount: '1.00', splits: [] }, format)).toBe(100)
  })

  it('is unknown while an amount does not parse, and follows the locale', () => {
    expect(splitRemainder({ amount: '1.00', splits: [{ ...newSplit(index), amount: 'abc' }] }, format)).toBeUndefined()
    const de = { locale: 'de-DE', currency: 'EUR' }
    expect(splitRemainder({ amount: '1.234,56', splits: [{ ...newSplit(index), amount: '1.000,00' }] }, de)).toBe(23456)
  })
})

describe('toSaveItem', () => {
  it('sends only the id when nothing changed', () => {
    const baseline = valuesOf(transaction)
    expect(toSaveItem(structuredClone(baseline), { format, record: transaction, baseline })).toEqual({ id: 'btxn_1' })
  })

  it('sends what changed, signed amounts, and null for a cleared field; never the unreadable custom data', () => {
    const baseline = valuesOf(transaction)
    const values: BankTransactionFormValues = { ...structuredClone(baseline), amount: '50.10', vendorId: '', notes: 'Two sacks' }
    const item = toSaveItem(values, { format, record: transaction, baseline, passthrough: { customData: transaction.customData } })
    expect(item).toEqual({ id: 'btxn_1', amount: -5010, vendorId: null, notes: 'Two sacks' })
  })

  it('sends every split again when one changes, with its id and the parent’s sign', () => {
    const tx = {
      ...transaction,
      children: [
        { id: 'btxn_1_1', amount: -4000, categoryId: 'ctg_ingredients' },
        { id: 'btxn_1_2', amount: -235, notes: 'Delivery' },
      ],
    }
    const baseline = valuesOf(tx)
    expect(baseline.splits.map((split) => split.amount)).toEqual(['40.00', '2.35'])
    const values = structuredClone(baseline)
    values.splits[1]!.notes = 'Delivery fee'
    expect(toSaveItem(values, { format, record: tx, baseline })).toEqual({
      id: 'btxn_1',
      children: [
        { id: 'btxn_1_1', amount: -4000, categoryId: 'ctg_ingredients' },
        { id: 'btxn_1_2', amount: -235, notes: 'Delivery fee' },
      ],
    })
  })

  it('on a whole-update service, sends the record as read with the changes over it, null for a cleared field, and never the unreadable custom data', () => {
    const baseline = valuesOf(transaction)
    const values: BankTransactionFormValues = { ...structuredClone(baseline), amount: '50.10', vendorId: '', notes: 'Two sacks' }
    expect(
      toSaveItem(values, { format, record: transaction, baseline, updates: 'whole', passthrough: { customData: { till: 3 } } }),
    ).toEqual({
      id: 'btxn_1',
      date: '2026-06-12',
      amount: -5010,
      type: 'EXPENSE',
      description: 'Flour',
      notes: 'Two sacks',
      status: 'ACTIVE',
      reviewStatus: 'UNREVIEWED',
      bankAccountId: 'bka_checking',
      vendorId: null,
      categoryId: 'ctg_ingredients',
      classSegmentIds: ['dv_market_saturday'],
      children: [],
      attachmentIds: ['att_1'],
    })
    // Nothing changed: still the whole record, which a replacing service keeps as it is.
    expect(toSaveItem(structuredClone(baseline), { format, record: transaction, baseline, updates: 'whole' })).toMatchObject({
      id: 'btxn_1',
      notes: '',
      vendorId: 'vnd_millstone',
    })
  })

  it('sends a user’s access choice on a whole update only once set: the service does not answer it', () => {
    const baseline = valuesOf(transaction)
    expect(toSaveItem(structuredClone(baseline), { format, record: transaction, baseline, updates: 'whole' })).not.toHaveProperty(
      'userAccess',
    )
    expect(
      toSaveItem({ ...structuredClone(baseline), userAccess: 'NONE' }, { format, record: transaction, baseline, updates: 'whole' }),
    ).toMatchObject({ userAccess: 'NONE' })
  })

  it('creates with the profile’s review status, none when it has none, and the host’s own status either way', () => {
    const create = (newReviewStatus: string | false, defaults = {}) =>
      toSaveItem(
        formValuesFromDefaults(
          { bankAccountId: 'bka_checking', date: '2026-06-20', amount: -500, ...defaults },
          index,
          format,
          '2026-06-30',
          newReviewStatus,
        ),
        { format },
      )
    expect(create('UNREVIEWED').reviewStatus).toBe('UNREVIEWED')
    expect(create(false)).not.toHaveProperty('reviewStatus')
    expect(create(false, { reviewStatus: 'REVIEWED' }).reviewStatus).toBe('REVIEWED')
  })

  it('creates with every filled field, the segments, the tax payment and the host’s readable custom data', () => {
    const values = formValuesFromDefaults(
      { bankAccountId: 'bka_checking', type: 'EXPENSE', date: '2026-06-20' },
      index,
      format,
      '2026-06-30',
    )
    Object.assign(values, {
      amount: '1,234.50',
      description: 'Oven repair',
      categoryId: 'ctg_repairs',
      classSegments: { dim_location: 'dv_main', dim_channel: '' },
      tax: { region: 'FEDERAL', year: '2026', quarter: 'Q2' },
      splits: [
        { ...newSplit(index), amount: '1,000.00', categoryId: 'ctg_repairs' },
        { ...newSplit(index), amount: '234.50', classSegments: { dim_location: 'dv_main', dim_channel: 'dv_retail' } },
      ],
    })
    const item = toSaveItem(values, { format, passthrough: { apiName: 'POS', apiSourceId: 'r-1', customData: { till: 3 } } })
    expect(item).toEqual({
      bankAccountId: 'bka_checking',
      date: '2026-06-20',
      type: 'EXPENSE',
      amount: -123450,
      description: 'Oven repair',
      reviewStatus: 'UNREVIEWED',
      categoryId: 'ctg_repairs',
      classSegmentIds: ['dv_main'],
      tax: { paymentInfo: { region: 'FEDERAL', year: 2026, quarter: 'Q2' } },
      children: [
        { amount: -100000, categoryId: 'ctg_repairs' },
        { amount: -23450, classSegmentIds: ['dv_main', 'dv_retail'] },
      ],
      apiName: 'POS',
      apiSourceId: 'r-1',
      customData: { till: 3 },
    })
    expect(toSaveItem(values, { format, passthrough: { customData: transaction.customData } }).customData).toBeUndefined()
  })
})

describe('validateBankTransaction', () => {
  const ctx: ValidationContext = {
    format,
    dimensions: [location, channel],
    isDateClosed: (date) => date <= '2026-04-30',
    closedThroughText: 'Apr 30, 2026',
    example: '1,234.56',
    messages: bankTransactionEditorMessages,
    form: formMessages,
    overrides: undefined,
  }
  const valid = () => ({
    ...formValuesFromDefaults({ bankAccountId: 'bka_checking', date: '2026-06-20', amount: -500 }, index, format, '2026-06-30'),
    classSegments: { dim_location: 'dv_main', dim_channel: '' },
  })

  it('accepts a complete transaction', () => {
    expect(validateBankTransaction(valid(), ctx)).toEqual([])
  })

  it('names the field in every problem', () => {
    const problems = validateBankTransaction(
      {
        ...valid(),
        bankAccountId: '',
        date: '2026-04-30',
        amount: '12.345',
        classSegments: { dim_location: '', dim_channel: '' },
        tax: { region: 'FEDERAL', year: '', quarter: '' },
      },
      ctx,
    )
    expect(problems).toEqual([
      { name: 'bankAccountId', message: 'Bank account is required.' },
      { name: 'date', message: 'Date falls in a closed period: the books are closed through Apr 30, 2026. Choose a later date.' },
      { name: 'amount', message: 'Amount takes at most 2 decimal places.' },
      { name: 'classSegments.dim_location', message: `${isolate('Location')} is required: choose a value.` },
      { name: 'tax.year', message: 'Tax year is required when any tax payment detail is given.' },
      { name: 'tax.quarter', message: 'Tax quarter is required when any tax payment detail is given.' },
    ])
  })

  it('refuses zero, a signed figure for an expense, and a bad split amount', () => {
    expect(validateBankTransaction({ ...valid(), amount: '0' }, ctx)).toEqual([{ name: 'amount', message: 'Amount cannot be zero.' }])
    expect(validateBankTransaction({ ...valid(), amount: '-5' }, ctx)[0]?.message).toBe(
      'Amount must be a positive figure: the type (Expense (money out)) sets the direction.',
    )
    expect(validateBankTransaction({ ...valid(), type: 'TRANSFER', amount: '-5' }, ctx)).toEqual([])
    expect(validateBankTransaction({ ...valid(), splits: [{ ...newSplit(index), amount: 'five' }] }, ctx)).toEqual([
      { name: 'splits.0.amount', message: 'Amount (split 1) must be an amount, such as 1,234.56.' },
    ])
  })
  it('says what the host wrote for a check whose words come with the checks, not with the form', () => {
    const overrides = {
      'bankTransactionEditor.amountZero': 'Der Betrag darf nicht null sein.',
      'bankTransactionEditor.taxYear': 'Steuerjahr',
      'bankTransactionEditor.taxIncomplete': (field: string) => `${field} fehlt.`,
    }
    const withOverrides = { ...ctx, overrides }
    expect(validateBankTransaction({ ...valid(), amount: '0' }, withOverrides)).toEqual([
      { name: 'amount', message: 'Der Betrag darf nicht null sein.' },
    ])
    expect(validateBankTransaction({ ...valid(), tax: { region: 'FEDERAL', year: '', quarter: 'Q1' } }, withOverrides)).toEqual([
      { name: 'tax.year', message: 'Steuerjahr fehlt.' },
    ])
  })
})

describe('errorTarget', () => {
  it.each<[string | undefined, ReturnType<typeof errorTarget>]>([
    ['amount', { kind: 'field', name: 'amount' }],
    ['date', { kind: 'field', name: 'date' }],
    ['bankAccountId', { kind: 'field', name: 'bankAccountId' }],
    ['categoryId', { kind: 'field', name: 'categoryId' }],
    ['children', { kind: 'section', section: 'splits' }],
    ['children[1].amount', { kind: 'field', name: 'splits.1.amount' }],
    ['children[1].categoryId', { kind: 'field', name: 'splits.1.categoryId' }],
    ['children[7].amount', { kind: 'section', section: 'splits' }],
    ['children[0].id', { kind: 'section', section: 'splits' }],
    ['tax.paymentInfo.year', { kind: 'field', name: 'tax.year' }],
    ['classSegmentIds', { kind: 'section', section: 'classSegments' }],
    ['attachmentIds[2]', { kind: 'section', section: 'attachments' }],
    ['apiSourceId', { kind: 'form' }],
    ['id', { kind: 'form' }],
    [undefined, { kind: 'form' }],
  ])('%s', (param, target) => {
    expect(errorTarget(param, 2)).toEqual(target)
  })
})
