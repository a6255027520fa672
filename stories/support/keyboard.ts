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

/** Waits until the search for what was typed has answered and `name` heads the picker's list. */
async function firstChoiceIs(canvas: Canvas, label: string, name: string | RegExp) {
  const list = canvas.getByRole('listbox', { name: `${label}: choices` })
  await waitFor(async () => {
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(within(list).getAllByRole('option')[0]).toHaveAccessibleName(name)
  })
}

/** Tabs to a searching picker, types, and chooses the first match with Arrow Down and Enter. */
export async function pickFirstMatch(canvas: Canvas, label: string, typed: string, name: string | RegExp) {
  await tabTo(canvas.getByLabelText(label))
  await userEvent.keyboard(typed)
  await firstChoiceIs(canvas, label, name)
  await userEvent.keyboard('{ArrowDown}{Enter}')
}
