// What the theming stories assert, in the browser: the computed styles of the live components
// follow the wrapper's preset and edits, popups and the top-layer dialog included.
import axe from 'axe-core'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { presetById, shownValue, type PresetId, type ThemeState } from './presets'
import { THEME_TOKENS } from './tokens'

/** `#1f6f43` → `rgb(31, 111, 67)`, the way getComputedStyle reports a colour. */
export function rgbOf(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

/** The first family of a font stack, without quotes. */
function firstFamily(stack: string): string {
  return (stack.split(',')[0] ?? '').trim().replace(/^['"]|['"]$/g, '')
}

/** A variable's value for a page state, from the same tokens.css the components use. */
export function valueOf(name: string, state: ThemeState): string {
  const token = THEME_TOKENS.find((candidate) => candidate.name === name)
  if (!token) throw new Error(`${name} is not declared in tokens.css`)
  return shownValue(token, state)
}

const css = (element: Element) => getComputedStyle(element)

export const stageOf = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('theming-stage')

/** Waits until the live components have loaded their data. */
export async function waitForLiveComponents(canvasElement: HTMLElement) {
  const stage = within(stageOf(canvasElement))
  await stage.findByRole('form', { name: 'Bank transaction' })
  await stage.findByRole('group', { name: 'Financial summaries' })
  await stage.findByRole('figure', { name: /^Money out by category, June 2026: / })
  await waitFor(() => expect(stageOf(canvasElement).querySelectorAll('.bk-grid__body [role="row"]').length).toBeGreaterThan(3))
}

/** The computed styles of the live components match the page state's variables. */
export async function expectThemeApplied(canvasElement: HTMLElement, state: ThemeState) {
  const stage = stageOf(canvasElement)
  const value = (name: string) => valueOf(name, state)
  await expect(stage).toHaveAttribute('data-bk-theme', presetById(state.preset).theme)
  const save = within(stage).getByRole('button', { name: 'Save' })
  await expect(css(save).backgroundColor).toBe(rgbOf(value('--bk-color-primary')))
  await expect(css(save).color).toBe(rgbOf(value('--bk-color-primary-text')))
  await expect(css(save).borderRadius).toBe(value('--bk-radius'))
  await expect(css(save).minHeight).toBe(value('--bk-control-height'))
  for (const root of stage.querySelectorAll('.bk-root')) {
    await expect(firstFamily(css(root).fontFamily)).toBe(firstFamily(value('--bk-font-family')))
    await expect(css(root).backgroundColor).toBe(rgbOf(value('--bk-color-bg')))
    await expect(css(root).color).toBe(rgbOf(value('--bk-color-text')))
  }
  const row = stage.querySelector('.bk-grid__body [role="row"]') as HTMLElement
  await expect(row.getBoundingClientRect().height).toBeCloseTo(Number.parseFloat(value('--bk-row-height')), 0)
  const toolbar = stage.querySelector('.bk-toolbar') as HTMLElement
  await expect(css(toolbar).rowGap).toBe(value('--bk-space'))
}

/**
 * Runs axe's contrast rule on a transient part while it is shown. The story's own axe run comes
 * after the play function: the popup is closed by then, and an open modal dialog would make axe skip
 * the rest of the page (it is inert), so the dialog is checked here and closed again.
 */
async function expectReadable(element: Element) {
  const results = await axe.run(element, { runOnly: { type: 'rule', values: ['color-contrast'] } })
  await expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.failureSummary ?? ''}`)),
  ).toEqual([])
}

/** Opens the Category combobox: its option list inherits the wrapper's variables and stays readable. */
export async function expectPopupThemed(canvasElement: HTMLElement, state: ThemeState) {
  const stage = within(stageOf(canvasElement))
  const input = stage.getByRole('combobox', { name: 'Category' })
  await userEvent.clear(input)
  await userEvent.type(input, 'r')
  const list = stage.getByRole('listbox', { name: 'Category: choices' })
  await waitFor(async () => {
    await expect(list).toHaveAttribute('aria-busy', 'false')
    await expect(within(list).getAllByRole('option').length).toBeGreaterThan(1)
  })
  await userEvent.keyboard('{ArrowDown}{ArrowDown}')
  const popup = list.closest('.bk-combobox__popup') as HTMLElement
  await expect(popup).toBeVisible()
  await expect(css(popup).backgroundColor).toBe(rgbOf(valueOf('--bk-color-surface-raised', state)))
  await expect(css(popup).borderRadius).toBe(valueOf('--bk-radius', state))
  const option = within(list).getAllByRole('option')[1] as HTMLElement
  await expect(firstFamily(css(option).fontFamily)).toBe(firstFamily(valueOf('--bk-font-family', state)))
  await expect(css(option).backgroundColor).toBe(rgbOf(valueOf('--bk-color-row-selected', state)))
  await expectReadable(popup)
  await userEvent.keyboard('{Escape}')
  await userEvent.tab()
}

/** Opens the delete confirmation (a modal <dialog> in the top layer): it still wears the wrapper's variables and stays readable. */
export async function expectDialogThemed(canvasElement: HTMLElement, state: ThemeState) {
  const stage = within(stageOf(canvasElement))
  await userEvent.click(stage.getByRole('button', { name: 'Delete' }))
  const dialog = await stage.findByRole('dialog', { name: 'Delete this bank transaction?' })
  await expect(dialog.matches(':modal')).toBe(true)
  await expect(css(dialog).backgroundColor).toBe(rgbOf(valueOf('--bk-color-surface-raised', state)))
  await expect(css(dialog).color).toBe(rgbOf(valueOf('--bk-color-text', state)))
  await expect(css(dialog).borderRadius).toBe(valueOf('--bk-radius', state))
  await expect(firstFamily(css(dialog).fontFamily)).toBe(firstFamily(valueOf('--bk-font-family', state)))
  const confirm = within(dialog).getByRole('button', { name: 'Delete' })
  await expect(css(confirm).backgroundColor).toBe(rgbOf(valueOf('--bk-color-danger', state)))
  await expect(css(confirm).borderRadius).toBe(valueOf('--bk-radius', state))
  await expectReadable(dialog)
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  await waitFor(() => expect(dialog).not.toBeVisible())
}

/** The state a preset opens with. */
export const fresh = (preset: PresetId): ThemeState => ({ preset, edits: {} })
