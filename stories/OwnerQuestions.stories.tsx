import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { fn, within } from 'storybook/test'
import { OwnerQuestions, type OwnerQuestionsProps } from '../src/components/OwnerQuestions'
import { BookkeepingProvider } from '../src/react'
import { SANDBOX } from '../src/sandbox'
import { fakeHostUpload } from './support/hostUpload'
import { askTheBakery } from './support/ownerQuestions'
import { inPhone } from './support/phone'
import { SANDBOX_BASE_URL, storySandbox } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'

const bakery = SANDBOX.companies.bakery

/** The owner's page as a partner's app has it: its provider with the host's upload and store (the story sandbox's). */
function OwnersPage({ storyId, scope = 'write', ...props }: OwnerQuestionsProps & { storyId: string; scope?: 'read' | 'write' }) {
  const [sandbox] = useState(() => storySandbox(storyId))
  const [upload] = useState(() => fakeHostUpload(sandbox, 'succeeds', 150))
  const [fetchToken] = useState(() => sandboxFetchToken(SANDBOX.users.bakeryOwner, scope))
  return (
    <div className="story-canvas" data-bk-theme="light">
      <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken} store={sandbox.store} onUploadAttachment={upload}>
        <OwnerQuestions {...props} />
      </BookkeepingProvider>
    </div>
  )
}

const meta = {
  title: 'Components/OwnerQuestions',
  component: OwnerQuestions,
  tags: ['autodocs'],
  parameters: {
    bookkit: { noProvider: true },
    docs: {
      description: {
        component:
          'The business owner’s side of the bookkeeper’s questions, in plain words: how many wait, then one at a time — the transaction as the bank shows it, the choices offered as buttons, a note, a receipt by photo or file (through the provider’s `onUploadAttachment`), or “I don’t know”. Each answer is saved when sent, in the provider’s `store` (the service has no questions: a read-only token answers too), and whatever the owner gives is kept in this browser until it is sent. On a wide container the waiting questions are listed beside the card. The stories’ bookkeeper has asked the bakery’s owner what a purchase was for, for three receipts of a month, and for a bank statement.',
      },
    },
  },
  argTypes: {
    companyId: {
      control: 'text',
      description: 'The company whose questions the owner answers; default the one the page’s synced bank transactions name.',
    },
    onAnswered: { control: false, description: 'After each answer is saved, with the question answered.' },
    headingLevel: {
      control: { type: 'select' },
      options: [2, 3, 4, 5, 6],
      description: 'The level of the title, `2` to `6`; the question’s heading is one below.',
    },
    'aria-label': { control: 'text', description: 'The region’s name, when the host’s page names it otherwise than the title does.' },
    'aria-labelledby': { control: 'text', description: 'The id of the host’s element that names the region.' },
    onLoadStart: { control: false, description: 'Reading the questions started.' },
    onLoadError: { control: false, description: 'The questions could not be read (after the retries).' },
    onError: { control: false, description: 'A render error inside the component: contained there and reported here.' },
    className: { control: 'text', description: 'Extra class names on the root element.' },
  },
  args: { companyId: bakery.id, onAnswered: fn(), onLoadStart: fn(), onLoadError: fn() },
  // The bakery's questions in the story's store, as the bookkeeper left them (none for *Nothing To Answer*).
  beforeEach: ({ id, parameters }) => {
    if (!parameters.nothingAsked) askTheBakery(storySandbox(id))
  },
  render: (args, { id }) => <OwnersPage {...args} storyId={id} />,
  // What axe checks: the first question, once the questions are read.
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 3, name: 'What was this for?' })
  },
} satisfies Meta<typeof OwnerQuestions>

export default meta
type Story = StoryObj<typeof meta>

/** A wide page: the three questions listed beside the card of the oldest (what a purchase was for, with three choices). */
export const Default: Story = {}

/** On a phone (390 px): one question at a time, with Back, Skip and "1 of 5"; the list folds away. */
export const Narrow: Story = {
  decorators: [inPhone],
}

/** The owner signed in with a read-only token: the answer goes to the host's store, never to the service, so answering is open. */
export const ReadOnlyToken: Story = {
  render: (args, { id }) => <OwnersPage {...args} storyId={id} scope="read" />,
}

/** Nothing waits: the thanks. */
export const NothingToAnswer: Story = {
  parameters: { nothingAsked: true },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Nothing to answer — thank you')
  },
}
