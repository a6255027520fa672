import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test'
import {
  expectDialogThemed,
  expectPopupThemed,
  expectThemeApplied,
  fresh,
  rgbOf,
  stageOf,
  valueOf,
  waitForLiveComponents,
} from './theming/checks'
import { LIVE_COMPONENTS_SANDBOX, LiveComponents } from './theming/LiveComponents'
import { presetById, type PresetId } from './theming/presets'
import { ThemingPlayground } from './theming/ThemingPlayground'
import { THEME_TOKENS, TOKENS_CSS } from './theming/tokens'
// The page's own layout; the component stylesheets come from the preview.
import './theming/theming.stories.css'

const meta = {
  title: 'Theming',
  component: ThemingPlayground,
  args: { initialPreset: 'light' },
  parameters: { sandbox: LIVE_COMPONENTS_SANDBOX, layout: 'fullscreen' },
  render: (args, { id }) => (
    <ThemingPlayground {...args}>
      <LiveComponents storyId={id} />
    </ThemingPlayground>
  ),
} satisfies Meta<typeof ThemingPlayground>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A preset's story: the live components wear it, the Category popup and the delete confirmation
 * too, each checked for contrast while shown; the story's own axe run then checks the whole page.
 */
function presetStory(preset: PresetId): Story {
  return {
    args: { initialPreset: preset },
    play: async ({ canvasElement, step }) => {
      await waitForLiveComponents(canvasElement)
      await step('the components wear the preset', () => expectThemeApplied(canvasElement, fresh(preset)))
      await step('so does the Category option list, with readable contrast', () => expectPopupThemed(canvasElement, fresh(preset)))
      await step('and the delete confirmation in the top layer, with readable contrast', () =>
        expectDialogThemed(canvasElement, fresh(preset)),
      )
    },
  }
}

/** The defaults of tokens.css: nothing declared. */
export const Light: Story = presetStory('light')

/** `data-bk-theme="dark"` on the wrapper, nothing else. */
export const Dark: Story = presetStory('dark')

/** A made-up partner: green, a humanist system font, round corners, roomy spacing and rows. */
export const FernwoodCoop: Story = presetStory('fernwood')

/** A made-up partner: purple, a geometric system font with monospaced amounts, square corners, compact rows. */
export const HarborLaneStudio: Story = presetStory('harbor-lane')

/** Switch presets, then change single variables: each change shows at once on the live components. */
export const LiveEditing: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement)
    const editor = within(canvas.getByRole('form', { name: 'Theme variables' }))
    const stage = () => within(stageOf(canvasElement))
    const saveButton = () => stage().getByRole('button', { name: 'Save' })
    const hostCss = () => canvas.getByTestId('host-css')
    await waitForLiveComponents(canvasElement)

    await step('every variable declared in tokens.css has a field', async () => {
      // Counted from the raw text, not from the page's own parser.
      const declared = new Set(Array.from(TOKENS_CSS.matchAll(/(--bk-[\w-]+)\s*:/g), (match) => match[1]))
      await expect(THEME_TOKENS.map((token) => token.name).sort()).toEqual([...declared].sort())
      for (const name of declared) await expect(editor.getByLabelText(name as string)).toBeInTheDocument()
      await expect(editor.getByLabelText('--bk-color-primary')).toHaveAttribute('type', 'color')
      await expect(editor.getByLabelText('--bk-radius')).toHaveAttribute('type', 'number')
      await expect(editor.getByLabelText('--bk-z-overlay')).toHaveAttribute('type', 'number')
      await expect(editor.getByLabelText('--bk-font-family')).toHaveAttribute('type', 'text')
    })

    // Each preset's values on the live components are its own story's; here the switch: to the
    // dark one (which also turns the wrapper's `data-bk-theme`) and back.
    await step('switching presets re-themes the live components', async () => {
      for (const preset of ['dark', 'light'] as const) {
        await userEvent.click(editor.getByRole('radio', { name: presetById(preset).label }))
        await expectThemeApplied(canvasElement, fresh(preset))
      }
      await expect(hostCss()).toHaveTextContent('nothing to declare')
    })

    await step('a colour picked for --bk-color-primary paints the primary button', async () => {
      const before = getComputedStyle(saveButton()).backgroundColor
      fireEvent.input(editor.getByLabelText('--bk-color-primary'), { target: { value: '#8a3b12' } })
      await waitFor(() => expect(getComputedStyle(saveButton()).backgroundColor).toBe(rgbOf('#8a3b12')))
      await expect(before).not.toBe(rgbOf('#8a3b12'))
      await expect(hostCss()).toHaveTextContent('--bk-color-primary: #8a3b12;')
    })

    await step('a number typed for --bk-radius rounds buttons, fields and the grid', async () => {
      const radius = editor.getByLabelText('--bk-radius')
      await userEvent.clear(radius)
      await userEvent.type(radius, '3')
      await expect(getComputedStyle(saveButton()).borderRadius).toBe('3px')
      await expect(getComputedStyle(stage().getByLabelText('Description')).borderRadius).toBe('3px')
      await expect(getComputedStyle(stageOf(canvasElement).querySelector('.bk-grid-region') as Element).borderRadius).toBe('3px')
    })

    await step('a font stack typed for --bk-font-family reaches every component', async () => {
      const font = editor.getByLabelText('--bk-font-family')
      await userEvent.clear(font)
      await userEvent.type(font, 'Georgia, serif')
      for (const root of stageOf(canvasElement).querySelectorAll('.bk-root'))
        await expect(getComputedStyle(root).fontFamily).toBe('Georgia, serif')
      await expect(hostCss()).toHaveTextContent('--bk-font-family: Georgia, serif;')
    })

    await step('a colour picked for --bk-chart-category-1 paints the largest category’s bar', async () => {
      const bar = () => stageOf(canvasElement).querySelector('.bk-chart__bar[data-series="category"]') as Element
      await expect(getComputedStyle(bar()).fill).toBe(rgbOf(valueOf('--bk-chart-category-1', fresh('light'))))
      fireEvent.input(editor.getByLabelText('--bk-chart-category-1'), { target: { value: '#8a3b12' } })
      await waitFor(() => expect(getComputedStyle(bar()).fill).toBe(rgbOf('#8a3b12')))
      await expect(hostCss()).toHaveTextContent('--bk-chart-category-1: #8a3b12;')
    })

    await step('reset returns to the preset', async () => {
      await userEvent.click(editor.getByRole('button', { name: 'Reset 4 changes to Light' }))
      await expectThemeApplied(canvasElement, fresh('light'))
    })
  },
}
