import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, userEvent, within } from 'storybook/test'
import { NotificationSettingsForm } from '../src/components/NotificationSettingsForm'
import { tabTo } from './support/keyboard'
import { storySandbox } from './support/sandbox'

const PATH = '/v6/notifications/settings'

const meta = {
  title: 'Components/NotificationSettingsForm',
  component: NotificationSettingsForm,
  // The docs page renders every story at once, all answered by the sandbox prepared last: stories
  // that make theirs fail, slow or huge are tagged '!autodocs' (they stay in the sidebar and run as tests).
  tags: ['autodocs'],
  argTypes: { className: { control: 'text' } },
  args: { onSaved: fn(), onSaveError: fn(), onLoadStart: fn(), onLoadError: fn() },
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'The signed-in user’s three notification preferences as radio groups. Each change saves at once, optimistically; a refused change is rolled back and explained, with a retry. A read-only session sees the values disabled. Every call shows in the Actions panel. The form in the dark theme and in a host’s own look is in *Theming* (its live components).',
      },
    },
  },
} satisfies Meta<typeof NotificationSettingsForm>

export default meta
type Story = StoryObj<typeof meta>

/** The financial summaries group, once the settings are read. */
const summariesShown = (canvasElement: HTMLElement) => within(canvasElement).findByRole('group', { name: 'Financial summaries' })

/** The owner's preferences; Tab into a group and the arrow keys change (and save) the choice. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summaries = await summariesShown(canvasElement)
    await tabTo(within(summaries).getByRole('radio', { name: 'Email' }), 20)
    await userEvent.keyboard('{ArrowRight}')
    await within(canvasElement).findByText('Saved: Financial summaries, Text message (SMS).')
  },
}

/** A preference never chosen reads "Not set"; choosing one by keyboard sets it. */
export const NotSet: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('group', { name: 'Conversations' })
  },
}

/** The service answers 500: the choice goes back and the form says so; Try again saves it. */
export const SaveFailure: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, path: PATH, method: 'POST' })
  },
  play: async ({ canvasElement }) => {
    const summaries = await summariesShown(canvasElement)
    await tabTo(within(summaries).getByRole('radio', { name: 'Email' }), 20)
    await userEvent.keyboard('{ArrowLeft}')
    await within(canvasElement).findByText(/It is back to Email\./)
  },
}

/** The service refuses the change (400): rolled back and explained, like any failure. */
export const ServerValidationError: Story = {
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 400, path: PATH, method: 'POST' })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const errors = await canvas.findByRole('group', { name: 'Bank connection errors' })
    await tabTo(within(errors).getByRole('radio', { name: 'Text message (SMS)' }), 20)
    await userEvent.keyboard('{ArrowRight}')
    await canvas.findByText(/^Bank connection errors could not be changed to Off\./)
  },
}

/**
 * The save on its way (here the service never answers it; the settings loaded at once): the new
 * choice shows at once, and is announced once saved.
 */
export const SlowSave: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ hang: true, path: PATH, method: 'POST' })
  },
  play: async ({ canvasElement }) => {
    const summaries = await summariesShown(canvasElement)
    await tabTo(within(summaries).getByRole('radio', { name: 'Email' }), 20)
    await userEvent.keyboard('{ArrowRight}')
  },
}

/** A read-only token sees the values, disabled, and is told why. */
export const ReadOnlySession: Story = {
  parameters: { bookkit: { scope: 'read' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have view-only access, so nothing here can be changed.')
  },
}
