import { expect, userEvent, waitFor, within } from 'storybook/test'

type Canvas = ReturnType<typeof within>

/** Presses Tab (at most `presses` times) until `element` has focus: keyboard only. */
export async function tabTo(element: HTMLElement, presses = 80) {
  for (let pressed = 0; pressed < presses && element.ownerDocument.activeElement !== element; pressed++) await userEvent.tab()
  await expect(element).toHaveFocus()
}

/** Tabs to the field labelled `label` and types `text`. */
export async function typeInto(canvas: Canvas, label: string, text: string) {
  await tabTo(canvas.getByLabelText(label))
  await userEvent.keyboard(text)
}

/**
 * Waits until the search for what was typed has answered and `name` heads the list `field`
 * controls (found by `aria-controls`: its accessible name holds the label's names isolated).
 */
async function firstChoiceIs(field: HTMLElement, name: string | RegExp) {
  const list = field.ownerDocument.getElementById(field.getAttribute('aria-controls') ?? '') as HTMLElement
  await expect(list).toHaveAttribute('role', 'listbox')
  await waitFor(async () => {
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName(name)
  })
}

/** Tabs to a searching picker, types, and chooses the first match with Arrow Down and Enter. */
export async function pickFirstMatch(canvas: Canvas, label: string, typed: string, name: string | RegExp) {
  const field = canvas.getByLabelText(label)
  await tabTo(field)
  await userEvent.keyboard(typed)
  await firstChoiceIs(field, name)
  await userEvent.keyboard('{ArrowDown}{Enter}')
}
