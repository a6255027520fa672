// The pseudo-locale of stories/PseudoLocale.stories.tsx, and its two checks, proven on fixtures in
// Chromium (real layout): a check that finds nothing must be because there is nothing to find.
import { englishMessages } from '../../src/messages'
import { overflowingLabels, pseudoLocalize, pseudoMessages, unmarkedTexts, withoutMarked } from '../../stories/support/pseudoLocale'
import '../../src/styles/tokens.css'
import '../../src/styles/base.css'

function fixture(html: string): HTMLElement {
  const host = document.createElement('div')
  host.style.width = '600px'
  host.innerHTML = html
  document.body.append(host)
  return host
}
afterEach(() => document.body.replaceChildren())

describe('the pseudo-locale', () => {
  it('accents, lengthens by about 40 % and wraps a string', () => {
    const text = 'Remaining to allocate'
    const pseudo = pseudoLocalize(text)
    expect(pseudo).toMatch(/^⟦Ŕéɱåîñîñĝ ţö åļļöçåţé.*⟧$/)
    expect(pseudo.length - 2).toBeGreaterThanOrEqual(Math.floor(text.length * 1.35))
    expect(/[A-Za-z]/.test(pseudo)).toBe(false)
  })

  it('covers every message, and wraps what a function message returns', () => {
    const english = englishMessages()
    const pseudo = pseudoMessages()
    expect(Object.keys(pseudo).sort()).toEqual(Object.keys(english).sort())
    for (const message of Object.values(pseudo)) if (typeof message === 'string') expect(message).toMatch(/^⟦.+⟧$/s)
    expect(pseudo['invoiceList.loaded']('1,000', 1000, true)).toMatch(/^⟦1,000 îñṽöîçéš ļöåðéð, ɱöŕé åṽåîļåƀļé.*⟧$/)
    expect(typeof pseudo['shared.form.required']).toBe('function')
  })

  it('takes nested marked text out, and leaves what is outside', () => {
    expect(withoutMarked('⟦Šåṽéð: ⟦Fîñåñçé⟧, ⟦Öƒƒ⟧.⟧')).toBe('')
    expect(withoutMarked('⟦Ţýþé⟧ Hard-coded ⟦x⟧ 12')).toBe(' Hard-coded  12')
  })
})

describe('unmarkedTexts', () => {
  it('finds every unmarked text, option and accessible name, and only those', () => {
    const root = fixture(`
      <div class="bk-root">
        <label class="bk-field__label">Hard-coded label</label>
        <button type="button" aria-label="Close">⟦Çļöšé⟧</button>
        <span class="bk-visually-hidden">Read aloud only</span>
        <p>⟦Ŕéɱåîñîñĝ: 12,00 $⟧ 1.234,56 $</p>
        <div class="bk-grid__body"><span>Blue Heron Café</span></div>
        <span class="bk-money">US$ 12.00</span>
        <span aria-hidden="true">↕ Sort</span>
        <div hidden><span>Closed panel</span></div>
        <select><option value="">Any customer</option><option value="cus_co1_1">Blue Heron Café</option><option value="OPEN">⟦Öþéñ⟧</option></select>
        <h2>Ingredients &amp; Packaging</h2>
      </div>`)
    expect(unmarkedTexts(root, ['Ingredients & Packaging'])).toEqual([
      'text in <label class="bk-field__label">: "Hard-coded label"',
      'text in <span class="bk-visually-hidden">: "Read aloud only"',
      'option in <option class="">: "Any customer"',
      'aria-label in <button class="">: "Close"',
    ])
  })
})

describe('overflowingLabels', () => {
  it('finds a label cut off, a label spilling out and a component wider than its box, and leaves the rest', () => {
    const root = fixture(`
      <div class="bk-root" data-bk-component="Fixture" style="width: 300px">
        <button type="button" style="width: 60px; overflow: hidden; white-space: nowrap">⟦Çŕéåţé ţŕåñšåçţîöñ ļöŕéɱ⟧</button>
        <label style="display: block; width: 60px; white-space: nowrap">⟦Ðéšçŕîþţîöñ ļöŕéɱ îþšûɱ⟧</label>
        <legend style="width: 60px">⟦Ļöñĝ ļéĝéñð ţĥåţ ŵŕåþš åţ šþåçéš⟧</legend>
        <span class="bk-field__label">⟦inline: no box of its own⟧</span>
        <label class="bk-visually-hidden">⟦Ŕéåð åļöûð öñļý, åñð ţĥîš îš ļöñĝ⟧</label>
        <div style="width: 420px">wide content</div>
      </div>`)
    const found = overflowingLabels(root)
    expect(found).toHaveLength(3)
    expect(found[0]).toMatch(/^cut: <button/)
    expect(found[1]).toMatch(/^spills: <label/)
    expect(found[2]).toBe('component Fixture is 420 px wide inside 300 px')
  })
})
