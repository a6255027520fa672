/** Input types that take no typing: a letter pressed on them may be a shortcut. */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'image'])

/**
 * Whether a key pressed on `target` is typing: a text field, a text area, a select (letters jump to
 * an option) or editable content. Shortcuts never fire on those.
 */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  if (target instanceof HTMLInputElement) return !NOT_TYPED.has(target.type)
  return target.closest('[contenteditable]:not([contenteditable="false"])') !== null
}
