import { expect } from 'storybook/test'
import { englishMessages, type BookkitMessages } from '../../src/messages'
import { ownSentence } from './sentences'

/**
 * The pseudo-locale: every English default accented, about 40 % longer and wrapped in ⟦ ⟧, so a
 * story shows at a glance (and a play function proves) that no visible string bypasses `messages`
 * and that the layout takes longer translations.
 */

const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [
    letter,
    [...'åƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index] as string,
  ]),
)
// Padding in words, so long labels wrap at spaces the way real translations do.
const FILLER = ' ļöŕéɱ îþšûɱ ðöļöŕ šîţ åɱéţ çöñšéçţéţûŕ åðîþîšçîñĝ éļîţ šéð ðö éîûšɱöð ţéɱþöŕ'

/** `text` in the pseudo-locale: accented, padded by about 40 %, between ⟦ and ⟧. */
export function pseudoLocalize(text: string): string {
  const accented = [...text].map((char) => ACCENTED[char] ?? char).join('')
  const extra = Math.ceil(text.length * 0.4)
  return `⟦${accented}${FILLER.repeat(Math.ceil(extra / FILLER.length))
    .slice(0, extra)
    .trimEnd()}⟧`
}

/** Every message of every component in the pseudo-locale; a function message's result is wrapped. */
export function pseudoMessages(): BookkitMessages {
  const entries = Object.entries(englishMessages()).map(([key, message]) => [
    key,
    typeof message === 'function'
      ? (...values: never[]) => pseudoLocalize((message as (...values: never[]) => string)(...values))
      : pseudoLocalize(message),
  ])
  return Object.fromEntries(entries) as BookkitMessages
}

/** The text left once every ⟦…⟧ (nested ones too: a function's result may hold other messages) is taken out. */
export function withoutMarked(text: string): string {
  let depth = 0
  let left = ''
  for (const char of text) {
    if (char === '⟦') depth++
    else if (char === '⟧') depth = Math.max(0, depth - 1)
    else if (depth === 0) left += char
  }
  return left
}

/**
 * Where a component shows data rather than its own words: the records' rows, amounts, dates, names
 * of files, the lines of a saved entry. Their text is the sandbox's, not a message.
 */
const DATA = ['.bk-grid__body', '.bk-money', 'time', '.bk-attachments__name', '.bk-saved-entry__lines tbody', '.bk-bank-line__value'].join(
  ', ',
)
/** An `<option>` whose value is a record id (`cus_…`, `bka_…`) shows that record's name: data. */
const RECORD_ID = /^[a-z]+_[A-Za-z0-9]/
/** A record id shown as it is (`mje_co1_0001`). */
const WHOLE_ID = /^[a-z]+_[A-Za-z0-9_]+$/
const LETTERS = /\p{L}/u
const ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription', 'aria-valuetext']

function shown(element: Element): boolean {
  return element.closest('[aria-hidden="true"], [hidden], dialog:not([open])') === null && element.checkVisibility()
}

/** Whether `element` or an ancestor is clipped to nothing on purpose (a column a narrow layout keeps for screen readers only). */
function clippedAway(element: Element): boolean {
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (getComputedStyle(current).clipPath === 'inset(50%)') return true
  }
  return false
}

/**
 * Every visible text (text nodes, and the attributes assistive technology reads) inside `root`
 * that carries letters outside the pseudo-locale's markers, except data. `data` lists texts the
 * story passed in itself (an account's name, a dimension's name used as a field label).
 */
export function unmarkedTexts(root: Element, data: readonly string[] = []): string[] {
  const found: string[] = []
  const allowed = new Set(data)
  const check = (text: string, where: Element, what: string) => {
    const left = withoutMarked(text).trim()
    if (LETTERS.test(left) && !allowed.has(left) && !WHOLE_ID.test(left))
      found.push(`${what} in <${where.tagName.toLowerCase()} class="${where.className}">: "${text.trim()}"`)
  }
  // A sentence that draws its names in <bdi> is read whole, its words and names together: the
  // message's markers are at its ends, not around each text node.
  const sentences = new Set<Element>()
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest(DATA) || parent.closest('option, optgroup, select, script, style') || !shown(parent)) continue
    const sentence = parent.localName === 'bdi' ? parent.parentElement : parent
    if (sentence && sentence.querySelector(':scope > bdi')) {
      if (!sentences.has(sentence)) check(ownSentence(sentence), sentence, 'text')
      sentences.add(sentence)
    } else check(node.textContent ?? '', parent, 'text')
  }
  for (const select of root.querySelectorAll('select')) {
    if (!shown(select)) continue
    for (const option of select.options) if (!RECORD_ID.test(option.value)) check(option.text, option, 'option')
  }
  for (const element of root.querySelectorAll(ATTRIBUTES.map((name) => `[${name}]`).join(', '))) {
    if (element.closest(DATA) || !shown(element)) continue
    for (const name of ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value) check(value, element, name)
    }
  }
  return found
}

/** What a user reads as a label or a heading: each must show all of its text. */
const LABELS = [
  'button',
  'label',
  'legend',
  '[role="columnheader"]',
  '.bk-field__label',
  '.bk-badge',
  'h2',
  'h3',
  'dt',
  'th',
  '.bk-state__title',
].join(', ')

/**
 * Every label, button, legend, column header, badge and heading inside `root` whose text does not
 * fit its box (cut off or spilling over), and each component whose content is wider than itself.
 * Visually hidden labels (1 px by design) and inline elements (no box width) are left out.
 */
export function overflowingLabels(root: Element): string[] {
  const found: string[] = []
  for (const element of root.querySelectorAll<HTMLElement>(LABELS)) {
    if (
      !shown(element) ||
      clippedAway(element) ||
      element.closest('.bk-visually-hidden') ||
      element.classList.contains('bk-visually-hidden')
    )
      continue
    const style = getComputedStyle(element)
    if (style.display === 'inline' || style.display === 'contents') continue
    if (element.scrollWidth > element.clientWidth + 1) {
      const cut = style.overflowX !== 'visible' || style.textOverflow === 'ellipsis'
      found.push(
        `${cut ? 'cut' : 'spills'}: <${element.tagName.toLowerCase()} class="${element.className}"> ${element.scrollWidth} > ${element.clientWidth}: "${element.textContent?.trim()}"`,
      )
    }
  }
  for (const component of root.querySelectorAll<HTMLElement>('.bk-root')) {
    if (component.scrollWidth > component.clientWidth + 1)
      found.push(`component ${component.dataset.bkComponent} is ${component.scrollWidth} px wide inside ${component.clientWidth} px`)
  }
  return found
}

/** The pseudo-locale checks of a play function: nothing hard-coded, nothing overflowing. */
export async function expectPseudoLocalized(root: Element, data: readonly string[] = []): Promise<void> {
  await expect(root.querySelectorAll('.bk-root').length).toBeGreaterThan(0)
  await expect(unmarkedTexts(root, data)).toEqual([])
  await expect(overflowingLabels(root)).toEqual([])
}
