/**
 * How a screen check names what it measured: an element by its role and accessible name, the way a
 * user (and Testing Library's `getByRole`) finds it, or by a short selector when it has neither.
 * The name is an approximation of the accessible-name computation, enough to find the element again.
 */

const IMPLICIT_ROLES: Record<string, string> = {
  A: 'link',
  BUTTON: 'button',
  DIALOG: 'dialog',
  SELECT: 'combobox',
  TEXTAREA: 'textbox',
  TABLE: 'table',
  TD: 'cell',
  TH: 'columnheader',
  SUMMARY: 'button',
}

/** The element's role: its `role` attribute, or the one its tag implies. */
function roleOf(element: Element): string {
  const explicit = element.getAttribute('role')
  if (explicit) return explicit.split(' ')[0] ?? explicit
  if (element instanceof HTMLInputElement) {
    if (element.type === 'checkbox' || element.type === 'radio') return element.type
    return element.type === 'button' || element.type === 'submit' ? 'button' : 'textbox'
  }
  return IMPLICIT_ROLES[element.tagName] ?? element.tagName.toLowerCase()
}

/** Whitespace folded to single spaces, ends trimmed, bidi marks (a name's isolates) left out: text as a reader hears it. */
export function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

function textsOf(ids: string, document: Document): string {
  return ids
    .split(' ')
    .map((id) => plainText(document.getElementById(id)?.textContent))
    .join(' ')
}

/** A label's own text, without that of the control inside it (a select's options are not its name). */
function textBeside(label: Element, control: Element): string {
  const walker = label.ownerDocument.createTreeWalker(label, NodeFilter.SHOW_TEXT)
  let text = ''
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!control.contains(node)) text += ` ${node.textContent ?? ''}`
  return plainText(text)
}

/** The element's accessible name, approximately: labelled-by, label, `<label>`s, its text, its title. */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  if (labelledBy) return plainText(textsOf(labelledBy, element.ownerDocument))
  const label = element.getAttribute('aria-label')
  if (label) return plainText(label)
  if (element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
    const labels = [...(element.labels ?? [])].map((one) => textBeside(one, element)).join(' ')
    if (labels) return plainText(labels)
    return plainText(element.getAttribute('title') ?? element.getAttribute('placeholder'))
  }
  const text = plainText(element.textContent)
  return text || plainText(element.getAttribute('title'))
}

/** A short selector: the tag and its first class. */
function shortSelector(element: Element): string {
  const tag = element.tagName.toLowerCase()
  const first = element.classList[0]
  return first ? `${tag}.${first}` : tag
}

/** The element as a failure names it: `button "Save match"`, or `div.bk-grid-region` when it has no name. */
export function describeElement(element: Element): string {
  const role = roleOf(element)
  // A box without a role (a div, a span) has no name of its own: its text would mislead.
  const generic = !element.hasAttribute('role') && !(element.tagName in IMPLICIT_ROLES) && !(element instanceof HTMLInputElement)
  const name = generic ? '' : accessibleName(element)
  if (!name) return shortSelector(element)
  const shown = name.length > 60 ? `${name.slice(0, 57)}…` : name
  return `${role} "${shown}" (${shortSelector(element)})`
}
