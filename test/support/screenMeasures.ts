import { accessibleName, describeElement, plainText } from './screenNames'

/**
 * What a screen shows, measured in the page's own layout (Chromium): each function walks the part
 * of the document it is about once and answers what it found wrong, with the measure that shows it.
 * No waiting: the caller measures when the screen is in the state it wants judged.
 */

/** One thing a screen check found: which check, the element (role and name, or a selector) and the measure. */
export interface ScreenFinding {
  check: 'dialog-width' | 'control-width' | 'cut-text' | 'sideways-scroll' | 'focus'
  element: string
  measure: string
}

/** A viewport this wide or narrower is a phone's: dialogs fill it, and what can stack does not scroll sideways. */
const PHONE_WIDTH = 480

/**
 * The attribute a scroll region sets when its content cannot stack and scrolls sideways by design:
 * a statement's columns are periods a reader compares along a row, and folding them under each
 * other would lose the comparison. Only the region scrolls; the page never does.
 */
const SIDEWAYS_ATTRIBUTE = 'data-sideways-scroll'

const round = (px: number) => Math.round(px)
const DIALOGS = 'dialog[open], [role="dialog"], [role="alertdialog"]'
const TABLES = 'table, [role="grid"], [role="table"], [role="treegrid"]'
const CONTROLS = 'button, [role="button"], select, textarea, input, [role="combobox"], [role="textbox"]'
const TEXT_HOLDERS =
  'button, [role="button"], a[href], [role="link"], td, th, [role="cell"], [role="gridcell"], [role="rowheader"], [role="columnheader"]'
/** Figures bookkit marks: amounts (`Money`, numeric columns) and invoice numbers. */
const FIGURES = '.bk-money, [data-numeric], .bk-invoice-list__number-text'
const WITHOUT_WIDTH = new Set(['hidden', 'checkbox', 'radio', 'range', 'color', 'file', 'image'])

function viewport(document: Document) {
  return { width: document.documentElement.clientWidth, height: document.defaultView?.innerHeight ?? 0 }
}

/** Clipped to nothing by a clip path (`.bk-visually-hidden`, or a container query hiding a list's head), itself or an ancestor. */
function clippedAway(element: Element): boolean {
  for (let at: Element | null = element; at && at !== element.ownerDocument.body; at = at.parentElement) {
    if (getComputedStyle(at).clipPath !== 'none') return true
  }
  return false
}

/** Drawn with a box of its own and not hidden away (`.bk-visually-hidden` is a 1 px clipped box). */
function isShown(element: Element): boolean {
  const box = element.getBoundingClientRect()
  if (box.width <= 1 || box.height <= 1) return false
  if (!element.checkVisibility({ visibilityProperty: true })) return false
  return !clippedAway(element)
}

/** On a phone: the viewport is a phone's, or the component around the element is as narrow as one. */
function onPhone(element: Element, view: { width: number }): boolean {
  if (view.width <= PHONE_WIDTH) return true
  const root = element.closest('.bk-root')
  return root !== null && root.getBoundingClientRect().width <= PHONE_WIDTH
}

const clips = (overflow: string) => overflow !== 'visible'
const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll'

/** An amount or an invoice number: marked as one, or text of digits with at most a currency code beside them. */
function isFigure(element: Element, holder: Element): boolean {
  if (element.closest(FIGURES) && holder.contains(element.closest(FIGURES))) return true
  const text = plainText(element.textContent)
  if (!/\d/.test(text)) return false
  return text.replace(/[\d\s\p{P}\p{Sc}\p{Sm}]/gu, '').length <= 3
}

/** Every open dialog: wide enough for a form or table in it, 90 % of a phone's width, and its content fits it. */
export function dialogWidths(document: Document): ScreenFinding[] {
  const findings: ScreenFinding[] = []
  const view = viewport(document)
  const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16
  for (const dialog of document.querySelectorAll(DIALOGS)) {
    if (!isShown(dialog)) continue
    const width = dialog.getBoundingClientRect().width
    const element = describeElement(dialog)
    const holdsWork = dialog.querySelector(`form, select, textarea, input:not([type="hidden"]), ${TABLES}`) !== null
    const least = Math.min(20 * rem, view.width * 0.9)
    if (holdsWork && width < least - 0.5)
      findings.push({
        check: 'dialog-width',
        element,
        measure: `${round(width)} px wide, holds a form or table: needs at least ${round(least)} px`,
      })
    const modal = dialog.matches(':modal') || dialog.getAttribute('aria-modal') === 'true'
    if (modal && view.width <= PHONE_WIDTH && width < view.width * 0.9 - 0.5)
      findings.push({
        check: 'dialog-width',
        element,
        measure: `${round(width)} px wide in a ${view.width} px viewport: needs at least 90 % (${round(view.width * 0.9)} px)`,
      })
    if (dialog.scrollWidth > dialog.clientWidth + 1)
      findings.push({ check: 'dialog-width', element, measure: `content ${dialog.scrollWidth} px wide in ${dialog.clientWidth} px` })
  }
  return findings
}

function firstWord(text: string): string {
  return text.split(' ')[0] ?? ''
}

/** Every control at least as wide as the first word of its label, in its own font. */
export function controlWidths(document: Document): ScreenFinding[] {
  const findings: ScreenFinding[] = []
  const context = document.createElement('canvas').getContext('2d')
  if (!context) return findings
  for (const control of document.querySelectorAll(CONTROLS)) {
    if (control instanceof HTMLInputElement && WITHOUT_WIDTH.has(control.type)) continue
    if (!isShown(control)) continue
    const isButton = control.matches('button, [role="button"]')
    // A button's label is the text it shows; an icon button (no text) shows no word to fit.
    const word = firstWord(isButton ? plainText(control.textContent) : accessibleName(control))
    if (!word) continue
    // From the longhands: Chromium serializes no `font` shorthand for tabular digits, and the
    // canvas would keep the font of the control measured before.
    const style = getComputedStyle(control)
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const needed = context.measureText(word).width
    const width = control.getBoundingClientRect().width
    if (width + 0.5 < needed)
      findings.push({
        check: 'control-width',
        element: describeElement(control),
        measure: `${round(width)} px wide, narrower than "${word}" (${round(needed)} px)`,
      })
  }
  return findings
}

/** The element's text overflows its own box and the overflow is not shown (ellipsis, hidden, clamped). */
function cutMeasure(element: Element): string | undefined {
  if (!plainText(element.textContent)) return undefined
  const style = getComputedStyle(element)
  if (clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1)
    return `text ${element.scrollWidth} px wide in ${element.clientWidth} px`
  const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== ''
  if ((clamped || clips(style.overflowY)) && !scrolls(style.overflowY) && element.scrollHeight > element.clientHeight + 1)
    return `text ${element.scrollHeight} px high in ${element.clientHeight} px`
  return undefined
}

/** A figure drawn past the edge of a box that clips it (a column cut off by its table's container). */
function clippedBy(element: Element): string | undefined {
  const box = element.getBoundingClientRect()
  for (let parent = element.parentElement; parent && parent !== element.ownerDocument.body; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    if (!clips(style.overflowX) || scrolls(style.overflowX)) continue
    const edge = parent.getBoundingClientRect()
    if (box.left < edge.left - 1 || box.right > edge.right + 1)
      return `drawn from ${round(box.left)} to ${round(box.right)} px, clipped by ${describeElement(parent)} (${round(edge.left)} to ${round(edge.right)} px)`
  }
  return undefined
}

/** The whole text is in the tooltip: a `title` on the element or an ancestor within its holder, or a described-by tooltip. */
function hasTooltip(element: Element, holder: Element, text: string): boolean {
  // A box that cuts names drawn by ClampedText: each name's own span carries its title.
  const squash = (value: string) => value.replace(/\s/g, '')
  const titles = [...element.querySelectorAll('[title]')].map((inner) => plainText(inner.getAttribute('title'))).join('')
  if (titles && squash(titles).includes(squash(text))) return true
  for (let at: Element | null = element; at && holder.contains(at); at = at.parentElement) {
    if (plainText(at.getAttribute('title')).includes(text)) return true
    const describedBy = at.getAttribute('aria-describedby')
    if (describedBy) {
      const tips = describedBy.split(' ').map((id) => at?.ownerDocument.getElementById(id))
      if (tips.some((tip) => tip?.getAttribute('role') === 'tooltip' && plainText(tip.textContent).includes(text))) return true
    }
  }
  return false
}

/** Text in buttons, links and cells: never cut unless whole in the name and a tooltip; a figure never cut. */
export function cutTexts(document: Document): ScreenFinding[] {
  const findings: ScreenFinding[] = []
  for (const holder of document.querySelectorAll(TEXT_HOLDERS)) {
    if (!isShown(holder)) continue
    for (const element of [holder, ...holder.querySelectorAll('*')]) {
      // What is inside a nested holder (a button in a cell) is measured as that holder's.
      if (element !== holder && (element.parentElement?.closest(TEXT_HOLDERS) !== holder || element.matches(TEXT_HOLDERS))) continue
      if (element !== holder && !isShown(element)) continue
      const figure = isFigure(element, holder)
      const measure = cutMeasure(element) ?? (figure && element.matches(FIGURES) ? clippedBy(element) : undefined)
      if (!measure) continue
      const text = plainText(element.textContent)
      const described = `${describeElement(holder)}${element === holder ? '' : ` › "${text.length > 40 ? `${text.slice(0, 37)}…` : text}"`}`
      if (figure) findings.push({ check: 'cut-text', element: described, measure: `an amount or number cut: ${measure}` })
      else if (!accessibleName(holder).includes(text) || !hasTooltip(element, holder, text))
        findings.push({ check: 'cut-text', element: described, measure: `${measure}, its whole text not in both its name and a tooltip` })
      else continue
      break
    }
  }
  return findings
}

/** At a phone's width (the viewport's, or the component's own): nothing in a dialog, and no table's container, scrolls sideways, unless it says it must. */
export function sidewaysScrolls(document: Document): ScreenFinding[] {
  const view = viewport(document)
  const candidates = new Set<Element>()
  for (const dialog of document.querySelectorAll(DIALOGS))
    if (isShown(dialog)) for (const one of [dialog, ...dialog.querySelectorAll('*')]) candidates.add(one)
  for (const table of document.querySelectorAll(TABLES)) {
    for (let at: Element | null = table; at && at !== document.body; at = at.parentElement) {
      candidates.add(at)
      if (at.classList.contains('bk-root')) break
    }
  }
  const findings: ScreenFinding[] = []
  for (const element of candidates) {
    if (element.scrollWidth <= element.clientWidth + 1 || element.hasAttribute(SIDEWAYS_ATTRIBUTE)) continue
    if (!scrolls(getComputedStyle(element).overflowX) || !onPhone(element, view) || !isShown(element)) continue
    findings.push({
      check: 'sideways-scroll',
      element: describeElement(element),
      measure: `scrolls sideways: content ${element.scrollWidth} px wide in ${element.clientWidth} px${widest(element)}`,
    })
  }
  return findings
}

/** What reaches furthest to the side inside a region that scrolls sideways: where to look. */
function widest(region: Element): string {
  const edge = region.getBoundingClientRect().left + region.clientWidth
  let furthest: Element | undefined
  let furthestRight = edge + 1
  for (const inner of region.querySelectorAll('*')) {
    const right = inner.getBoundingClientRect().right
    if (right > furthestRight) [furthest, furthestRight] = [inner, right]
  }
  return furthest ? `; widest: ${describeElement(furthest)}, ${round(furthestRight - edge)} px past the edge` : ''
}

/** The part of the element's box inside the viewport and every ancestor that clips it. */
function seenBox(element: Element, view: { width: number; height: number }) {
  let { left, top, right, bottom } = element.getBoundingClientRect()
  ;[left, top, right, bottom] = [Math.max(left, 0), Math.max(top, 0), Math.min(right, view.width), Math.min(bottom, view.height)]
  for (let parent = element.parentElement; parent && parent !== element.ownerDocument.body; parent = parent.parentElement) {
    const style = getComputedStyle(parent)
    const edge = parent.getBoundingClientRect()
    if (clips(style.overflowX)) [left, right] = [Math.max(left, edge.left), Math.min(right, edge.right)]
    if (clips(style.overflowY)) [top, bottom] = [Math.max(top, edge.top), Math.min(bottom, edge.bottom)]
  }
  return { width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}

/** A hidden file input keeps the focus while its label, drawn as a button, shows it. */
function faceOf(focused: Element): Element | undefined {
  if (isShown(focused)) return focused
  const labels = focused instanceof HTMLInputElement ? [...(focused.labels ?? [])] : []
  return labels.find(isShown)
}

/**
 * After an interaction: the focus is on an element the user can see, at least half of it inside
 * the viewport. Where the focus stayed on what the user last clicked, it is where the user left it;
 * and a play's click on a button below the fold, without scrolling to it as no user could, leaves
 * the viewport out of the judgement (the focus must still be on a drawn element).
 */
export function focusPlace(document: Document, clicked?: Element | null, clickedOutOfView = false): ScreenFinding[] {
  const focused = document.activeElement
  if (!focused || focused === document.body || focused === document.documentElement)
    return [{ check: 'focus', element: '<body>', measure: 'the focus is on the page itself, on no element' }]
  const element = describeElement(focused)
  const face = faceOf(focused)
  if (!face) return [{ check: 'focus', element, measure: 'the focused element is not drawn (no box, hidden or clipped away)' }]
  if (clickedOutOfView || (clicked && (face.contains(clicked) || focused.contains(clicked)))) return []
  const box = face.getBoundingClientRect()
  const view = viewport(document)
  const seen = seenBox(face, view)
  if (seen.width < Math.min(box.width, view.width) / 2 || seen.height < Math.min(box.height, view.height) / 2)
    return [
      {
        check: 'focus',
        element,
        measure: `outside the viewport (${view.width}×${view.height}) or its scroll region: box at ${round(box.left)},${round(box.top)} of ${round(box.width)}×${round(box.height)} px, ${round(seen.width)}×${round(seen.height)} px seen`,
      },
    ]
  return []
}
