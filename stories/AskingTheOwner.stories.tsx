import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ReactNode } from 'react'
import { within } from 'storybook/test'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { MonthEndClose } from '../src/components/MonthEndClose'
import { OwnerQuestions } from '../src/components/OwnerQuestions'
import { BookkeepingProvider, useOwnerQuestions } from '../src/react'
import { SANDBOX } from '../src/sandbox'
import { fakeHostUpload } from './support/hostUpload'
import { askTheBakery } from './support/ownerQuestions'
import { SANDBOX_BASE_URL, storySandbox } from './support/sandbox'
import { sandboxFetchToken } from './support/StoryProvider'
import { bakeryChart, TODAY } from './support/statements'
import { viewerToday } from './support/viewerToday'
import './asking.stories.css'

const bakery = SANDBOX.companies.bakery

/** One provider of the page: whose token it holds, on the story's one sandbox and its one host store. */
function Side({ storyId, userId, scope, children }: { storyId: string; userId: string; scope: 'read' | 'write'; children: ReactNode }) {
  const [sandbox] = useState(() => storySandbox(storyId))
  const [fetchToken] = useState(() => sandboxFetchToken(userId, scope))
  const [upload] = useState(() => fakeHostUpload(sandbox, 'succeeds', 150))
  return (
    <BookkeepingProvider baseUrl={SANDBOX_BASE_URL} fetchToken={fetchToken} store={sandbox.store} onUploadAttachment={upload}>
      {children}
    </BookkeepingProvider>
  )
}

/** The host's own navigation badge, from `useOwnerQuestions()`: what waits for the owner, what waits for the bookkeeper. */
function QuestionsBadge() {
  const { status, open, answered } = useOwnerQuestions({ companyId: bakery.id })
  return (
    <p className="story-conversation__host" role="status">
      Questions to the owner: {status === 'ready' ? `${open} waiting, ${answered} answered` : '…'}
    </p>
  )
}

/** The bookkeeper's screen (the review queue and the month's close) beside the owner's phone, on one sandbox and one store. */
function Conversation({ storyId, month }: { storyId: string; month: string }) {
  return (
    <div className="story-canvas story-conversation" data-bk-theme="light">
      <section className="story-conversation__side" aria-label="The bookkeeper’s screen">
        <Side storyId={storyId} userId={SANDBOX.users.bookkeeper} scope="write">
          <QuestionsBadge />
          <BankTransactionList companyId={bakery.id} editor="inline" />
          <MonthEndClose month={month} companyId={bakery.id} accounts={bakeryChart(storyId)} userName="Dana at Cornerstone Bookkeeping" />
        </Side>
      </section>
      <section className="story-conversation__side" aria-label="The owner’s phone">
        <Side storyId={storyId} userId={SANDBOX.users.bakeryOwner} scope="read">
          <OwnerQuestions companyId={bakery.id} />
        </Side>
      </section>
    </div>
  )
}

const meta = {
  title: 'Guides/Asking the owner',
  component: Conversation,
  parameters: {
    bookkit: { noProvider: true },
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Both sides of one conversation, on one sandbox and one host `store`: Maple Crumb Bakery’s bookkeeper (a bookkeeper’s token, with write access) works the review queue and the month’s close; the bakery’s owner (a read-only token) answers on `<OwnerQuestions>`, at a phone’s 390 px. The bookkeeper has asked what a purchase was for, for three receipts of a month, and for a bank statement. The story sandbox’s today is 2026-06-30.',
      },
    },
  },
  // Where the user is, it is the sandbox's today.
  beforeEach: viewerToday(TODAY),
  args: { storyId: '', month: '2026-06' },
  argTypes: {
    storyId: { control: false, table: { disable: true } },
    month: { control: 'text', description: 'The month the bookkeeper’s close checks, `YYYY-MM`.' },
  },
  render: (args, { id }) => <Conversation {...args} storyId={id} />,
} satisfies Meta<typeof Conversation>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The questions the bookkeeper asked, as both see them: on the left the host's badge (three waiting
 * for the owner), the queue, and June's close, whose item "Questions waiting for the owner" counts
 * the two about June's purchases (the statement asked for is about no transaction) and the oldest's
 * ten days; on the right the owner's first question, what a purchase was for, with the choices
 * offered.
 */
export const BothSides: Story = {
  name: 'Both sides of one conversation',
  beforeEach: ({ id }) => {
    askTheBakery(storySandbox(id))
  },
  // What axe and the screen checks see: the owner's first question, the bookkeeper's close once it has read the same store, and the queue's rows with its view of the asked ones.
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('heading', { level: 3, name: 'What was this for?' })
    await canvas.findByText('2 waiting for the owner. The oldest was asked 10 days ago.')
    // The queue's rows are drawn (not its skeleton while the set is read), and its view of the asked rows offered.
    await canvas.findAllByRole('button', { name: /^Open / }, { timeout: 10_000 })
    await canvas.findByRole('radio', { name: /^Waiting for the owner/ })
  },
}
