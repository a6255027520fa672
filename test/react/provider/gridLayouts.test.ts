// The user's list layouts as plain data: the columns in the user's order as a list's offer changes
// (orderedColumns), one session's layouts as they change and once the stored ones arrive
// (GridLayouts), and what of a stored value is read back (readLayouts). The grid that shows them is
// tested in InvoiceListColumns.test.tsx (jsdom) and gridColumns.browser.test.tsx (Chromium).
import { orderedColumns } from '../../../src/components/shared/grid/gridTable'
import { GridLayouts, type GridLayout } from '../../../src/react/provider/gridLayouts'
import { readLayouts } from '../../../src/react/provider/persist/layouts'

describe('orderedColumns', () => {
  const offered = ['number', 'customer', 'date', 'total']

  it('is the list’s own order when the user chose none', () => {
    expect(orderedColumns(offered, undefined)).toEqual(offered)
  })

  it('keeps the user’s order, and places a column offered since after the one it follows in the list’s order', () => {
    // The user put the total first when the list offered no date; the date follows the customer.
    expect(orderedColumns(offered, ['total', 'number', 'customer'])).toEqual(['total', 'number', 'customer', 'date'])
    // A new first column stays first.
    expect(orderedColumns(offered, ['total', 'customer', 'date'])).toEqual(['number', 'total', 'customer', 'date'])
  })

  it('leaves out a column the list no longer offers, and a column named twice', () => {
    expect(orderedColumns(offered, ['date', 'paid', 'number', 'date', 'customer', 'total', 'number'])).toEqual([
      'date',
      'number',
      'customer',
      'total',
    ])
  })
})

describe('GridLayouts', () => {
  const wide: GridLayout = { widths: { customer: 320 } }
  const dateFirst: GridLayout = { order: ['date', 'number'] }

  it('sets and clears one list’s layout, telling its readers each time', () => {
    const layouts = new GridLayouts()
    const heard = vi.fn()
    layouts.subscribe(heard)
    const before = layouts.all()

    layouts.set('invoices', wide)
    expect(layouts.all()).toEqual({ invoices: wide })
    // A new object, so that useSyncExternalStore sees the change.
    expect(layouts.all()).not.toBe(before)
    layouts.set('generalLedger', dateFirst)
    layouts.set('invoices', undefined)
    expect(layouts.all()).toEqual({ generalLedger: dateFirst })
    expect(heard).toHaveBeenCalledTimes(3)
  })

  it('stores nothing until the stored layouts arrive, then every change', () => {
    const layouts = new GridLayouts()
    const store = vi.fn()
    layouts.keepIn({ generalLedger: dateFirst }, store)
    layouts.set('invoices', wide)
    expect(store).toHaveBeenLastCalledWith({ generalLedger: dateFirst, invoices: wide })
  })

  it('stores nothing at arrival when the user changed nothing: what is stored is what arrived', () => {
    const store = vi.fn()
    new GridLayouts().keepIn({ invoices: wide }, store)
    expect(store).not.toHaveBeenCalled()
  })

  it('applies the stored layouts to the lists the user has not changed meanwhile, and stores what the user changed before they arrived', () => {
    const layouts = new GridLayouts()
    const store = vi.fn()
    const heard = vi.fn()
    layouts.subscribe(heard)
    layouts.set('invoices', wide)

    layouts.keepIn({ invoices: dateFirst, generalLedger: dateFirst }, store)
    expect(layouts.all()).toEqual({ invoices: wide, generalLedger: dateFirst })
    expect(heard).toHaveBeenCalledTimes(2)
    // Without a later change, the next visit still finds the user's.
    expect(store).toHaveBeenLastCalledWith({ invoices: wide, generalLedger: dateFirst })
  })

  it('keeps a list the user reset before the stored layouts arrived at its default', () => {
    const layouts = new GridLayouts()
    const store = vi.fn()
    layouts.set('invoices', wide)
    layouts.set('invoices', undefined)

    layouts.keepIn({ invoices: dateFirst, generalLedger: dateFirst }, store)
    expect(layouts.all()).toEqual({ generalLedger: dateFirst })
    expect(store).toHaveBeenLastCalledWith({ generalLedger: dateFirst })
  })
})

describe('readLayouts', () => {
  it('keeps the layouts of a stored value and leaves out every other shape', () => {
    const good = { order: ['date', 'number'], hidden: ['paid'], widths: { customer: 240.5 } }
    expect(
      readLayouts({
        invoices: good,
        empty: {},
        numberedOrder: { order: [1, 2] },
        hiddenAsText: { hidden: 'paid' },
        widthAsText: { widths: { customer: '240px' } },
        noWidth: { widths: { customer: 0 } },
        endlessWidth: { widths: { customer: Number.POSITIVE_INFINITY } },
        widthsMissing: { widths: null },
        aName: 'invoices',
        nothing: null,
      }),
    ).toEqual({ invoices: good, empty: {} })
  })

  it.each([undefined, null, 'layouts', 42, true])('reads %s as no layouts', (stored) => {
    expect(readLayouts(stored)).toEqual({})
  })
})
