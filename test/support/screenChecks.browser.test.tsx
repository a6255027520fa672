// The screen checks every story runs (screenChecks.ts), each shown failing on a deliberately bad
// element and passing on a good one, in Chromium's layout: a check that cannot fail would let
// every story pass without looking.
import { render } from '@testing-library/react'
import { createElement } from 'react'
import { page, userEvent } from 'vitest/browser'
import { expectScreenSound, screenFailures, watchScreen, type ScreenWatch } from './screenChecks'

let shown: HTMLElement | undefined

/** Puts plain HTML on the page (the checks measure any document, bookkit's or not). */
function show(html: string): HTMLElement {
  shown = document.createElement('div')
  shown.innerHTML = html
  document.body.append(shown)
  for (const dialog of shown.querySelectorAll('dialog')) dialog.showModal()
  return shown
}

afterEach(() => {
  for (const dialog of shown?.querySelectorAll('dialog') ?? []) dialog.close()
  shown?.remove()
  shown = undefined
})

const failuresOf = (check: string, options?: Parameters<typeof screenFailures>[1]) =>
  screenFailures('a test', options).filter((failure) => failure.includes(` · ${check} · `))

const CUT = 'display:block;width:60px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap'
const FORM = '<form><label>Memo <input></label></form>'

describe('at 1280 px', () => {
  beforeEach(() => page.viewport(1280, 800))

  it('finds a 98 px dialog holding a form, and passes one wide enough for it', () => {
    show(`<dialog aria-label="Edit transaction" style="box-sizing:border-box;width:98px">${FORM}</dialog>`)
    expect(failuresOf('dialog-width')).toEqual([
      expect.stringMatching(
        /^a test · dialog-width · dialog "Edit transaction".*: 98 px wide, holds a form or table: needs at least 320 px$/,
      ),
      expect.stringMatching(/^a test · dialog-width · dialog "Edit transaction".*: content \d+ px wide in \d+ px$/),
    ])
    shown?.querySelector('dialog')?.style.setProperty('width', '400px')
    expect(failuresOf('dialog-width')).toEqual([])
  })

  it('finds a control narrower than the first word of its label, and passes one as wide', () => {
    show('<label for="category">Category</label><select id="category" style="width:24px;padding:0"><option>Rent</option></select>')
    expect(failuresOf('control-width')).toEqual([
      expect.stringMatching(/combobox "Category".*: 24 px wide, narrower than "Category" \(\d+ px\)$/),
    ])
    shown?.querySelector('select')?.style.setProperty('width', '160px')
    expect(failuresOf('control-width')).toEqual([])
  })

  it('finds a button whose text is cut with no tooltip, and passes it with its whole text in its name and title', () => {
    show(`<button style="${CUT}">Owner's investment</button>`)
    expect(failuresOf('cut-text')).toEqual([
      expect.stringMatching(
        /button "Owner's investment".*: text \d+ px wide in \d+ px, its whole text not in both its name and a tooltip$/,
      ),
    ])
    shown?.querySelector('button')?.setAttribute('title', "Owner's investment")
    expect(failuresOf('cut-text')).toEqual([])
  })

  it('finds an amount cut in a cell even with a tooltip, and passes it whole', () => {
    show(`<table><tr><td><span class="bk-money" style="${CUT};width:30px" title="$292.90">$292.90</span></td></tr></table>`)
    expect(failuresOf('cut-text')).toEqual([
      expect.stringMatching(/cell "\$292\.90".*› "\$292\.90": an amount or number cut: text \d+ px wide in 30 px$/),
    ])
    shown?.querySelector('span')?.style.setProperty('width', 'auto')
    expect(failuresOf('cut-text')).toEqual([])
  })

  it('finds an amount column cut off by its container, and passes it inside', () => {
    show(
      '<div style="width:120px;overflow:hidden"><table style="width:300px"><tr><td style="width:200px">Rent</td><td data-numeric>$1,250.00</td></tr></table></div>',
    )
    expect(failuresOf('cut-text')).toEqual([
      expect.stringMatching(/cell "\$1,250\.00".*: an amount or number cut: drawn from \d+ to \d+ px, clipped by div/),
    ])
    shown?.querySelector('table')?.style.setProperty('width', '100px')
    shown?.querySelector('td')?.style.setProperty('width', 'auto')
    expect(failuresOf('cut-text')).toEqual([])
  })

  it('finds the focus on <body> after an interaction, or on a row scrolled out of its region, and passes a visible one', async () => {
    show(
      '<button>Save match</button><div style="height:100px;overflow:auto"><div style="height:600px"></div><div tabindex="0" role="row" aria-label="Rent">Rent</div></div>',
    )
    const saved = shown?.querySelector('button')
    saved?.focus()
    saved?.blur()
    expect(failuresOf('focus', { interacted: true })).toEqual(['a test · focus · <body>: the focus is on the page itself, on no element'])
    expect(failuresOf('focus', { interacted: false })).toEqual([])
    shown?.querySelector<HTMLElement>('[role="row"]')?.focus({ preventScroll: true })
    expect(failuresOf('focus', { interacted: true })).toEqual([
      expect.stringMatching(/row "Rent".*: outside the viewport .* \d+×0 px seen$/),
    ])
    saved?.focus()
    expect(failuresOf('focus', { interacted: true })).toEqual([])
  })
})

describe('at 390 px', () => {
  beforeEach(() => page.viewport(390, 800))

  it('finds a modal dialog under 90 % of the viewport, and passes one that fills it', () => {
    show('<dialog aria-label="Delete rule" style="box-sizing:border-box;width:200px;max-width:none"><p>Delete this rule?</p></dialog>')
    expect(failuresOf('dialog-width')).toEqual([
      expect.stringMatching(/dialog "Delete rule".*: 200 px wide in a 390 px viewport: needs at least 90 % \(351 px\)$/),
    ])
    shown?.querySelector('dialog')?.style.setProperty('width', '360px')
    expect(failuresOf('dialog-width')).toEqual([])
  })

  it('finds a dialog whose table scrolls sideways, and passes it when the region says it must', () => {
    show(
      '<dialog aria-label="Reconcile" style="box-sizing:border-box;width:360px;max-width:none"><div class="region" style="overflow-x:auto"><table style="width:800px"><tr><td>Rent</td></tr></table></div></dialog>',
    )
    expect(failuresOf('sideways-scroll')).toEqual([
      expect.stringMatching(/div\.region: scrolls sideways: content 800 px wide in \d+ px; widest: .+, \d+ px past the edge$/),
    ])
    shown?.querySelector('.region')?.setAttribute('data-sideways-scroll', '')
    expect(failuresOf('sideways-scroll')).toEqual([])
  })
})

describe('the console', () => {
  let watch: ScreenWatch | undefined
  afterEach(() => watch?.stop())

  it('finds an error logged, and a React warning, while watched; nothing once stopped', () => {
    watch = watchScreen()
    expect(() => expectScreenSound('a quiet test', { messages: watch?.messages })).not.toThrow()
    console.error('The ledger could not load')
    // Children in an array without keys: the React warning the watch must catch.
    render(createElement('ul', null, [createElement('li', null, 'Rent'), createElement('li', null, 'Payroll')]))
    expect(watch.messages).toEqual([
      'console.error: The ledger could not load',
      expect.stringMatching(/^console\.error: Each child in a list should have a unique "key" prop/),
    ])
    expect(() => expectScreenSound('a noisy test', { messages: watch?.messages })).toThrow(
      /^The screen of a noisy test has 2 failure\(s\):\na noisy test · console · console: console\.error: The ledger could not load\n/,
    )
    watch.stop()
    console.error('After the watch')
    expect(watch.messages).toHaveLength(2)
  })

  it('counts a key or a click as the user acting, and nothing else', async () => {
    watch = watchScreen()
    show('<button>Reconcile</button>')
    shown?.querySelector('button')?.focus()
    expect(watch.interacted).toBe(false)
    await userEvent.keyboard('{Shift}')
    expect(watch.interacted).toBe(true)
  })
})
