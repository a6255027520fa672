/**
 * Hands the focus to `place` before a button's own action removes or disables it (Try again,
 * Cancel saving, a form opening in the button's stead): a removed or disabled button drops the
 * focus on the page's body, where a keyboard user starts over. A place that cannot take the focus
 * (a component's root, a row's name) is given `tabindex="-1"`.
 */
export function passFocus(place: HTMLElement | null | undefined): void {
  if (!place) return
  if (place.tabIndex < 0 && !place.hasAttribute('tabindex')) place.tabIndex = -1
  place.focus()
}
