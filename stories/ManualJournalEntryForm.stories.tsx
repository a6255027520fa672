import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type ComponentProps } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import type { ManualJournalEntry } from '../src/api/types'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../src/components/ManualJournalEntryForm'
import { createSandbox, SANDBOX, type Sandbox } from '../src/sandbox'
import { channelDimension, locationDimension, searchIn } from './support/hostOptions'
import { pickFirstMatch, tabTo, typeInto } from './support/keyboard'
import { pickableLabel, pickableRecords } from './support/pickable'
import { STORY_SANDBOX_DEFAULTS, storySandbox } from './support/sandbox'

const bakery = SANDBOX.companies.bakery
const SAVE_PATH = '/v6/accounting/manualJournalEntries'

const options: ManualJournalEntryFormOptions = {
  glAccounts: searchIn([
    { id: bakery.glAccounts.checking, name: 'Checking', description: '1010' },
    { id: bakery.glAccounts.ownerEquity, name: 'Owner’s equity', description: '3000' },
    { id: bakery.glAccounts.rent, name: 'Rent', description: '6100' },
    { id: bakery.glAccounts.unused, name: 'Miscellaneous', description: '6900' },
    // Another company's account: the service refuses the line that uses it.
    { id: SANDBOX.companies.bikeShop.glAccounts.rent, name: 'Shop rent (another company)', description: '6100' },
  ]),
  dimensionValues: searchIn([
    { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street shop', dimension: locationDimension },
    { id: bakery.dimensions.location.values.riverside, name: 'Riverside shop', dimension: locationDimension },
    { id: bakery.dimensions.channel.values.wholesale, name: 'Wholesale', dimension: channelDimension },
  ]),
  dimensions: [locationDimension, channelDimension],
}

const entries = (sandbox: Sandbox) => sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]
// An open entry under no location (the seed files depreciation under Main Street, payroll taxes under none).
const openEntry = (sandbox: Sandbox) =>
  entries(sandbox).find(
    (entry) => entry.date > sandbox.inspect.closing(bakery.id).date && (entry.dimensionValues ?? []).length === 0,
  ) as ManualJournalEntry
const closedEntry = (sandbox: Sandbox) =>
  entries(sandbox).find((entry) => entry.date <= sandbox.inspect.closing(bakery.id).date) as ManualJournalEntry

/** The form on an entry picked from the story's sandbox once, as a host would pass one it holds. */
function StoredEntry({
  storyId,
  choose,
  ...props
}: ComponentProps<typeof ManualJournalEntryForm> & { storyId: string; choose: (sandbox: Sandbox) => ManualJournalEntry }) {
  const [entry] = useState(() => choose(storySandbox(storyId)))
  return <ManualJournalEntryForm {...props} entry={entry} />
}

/** Types a two-line entry by keyboard: the owner puts money in (debit checking, credit equity, `credit` of it). */
async function fillEntry(
  canvas: ReturnType<typeof within>,
  creditAccount = 'Owner',
  creditName: string | RegExp = /Owner’s equity/,
  credit = '2,500.00',
) {
  await canvas.findByRole('form', { name: 'New journal entry' })
  await typeInto(canvas, 'Description', 'Owner contribution')
  await pickFirstMatch(canvas, 'GL account (line 1)', 'Check', /Checking/)
  await typeInto(canvas, 'Debit (line 1)', '2,500.00')
  await pickFirstMatch(canvas, 'GL account (line 2)', creditAccount, creditName)
  await typeInto(canvas, 'Credit (line 2)', credit)
  await pickFirstMatch(canvas, 'Location (required)', 'Main', 'Main Street shop')
}

async function pressCreate(canvas: ReturnType<typeof within>, keys = '{Enter}') {
  await tabTo(canvas.getByRole('button', { name: 'Create entry' }))
  await userEvent.keyboard(keys)
}

const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 }

/** Entries to pick in the Controls panel: the same seed and volume as every story's sandbox, so each is in the story's own too. */
const PICKABLE = (() => {
  const sandbox = createSandbox({ ...STORY_SANDBOX_DEFAULTS, volume: VOLUME })
  const closing = sandbox.inspect.closing(bakery.id).date
  return pickableRecords(entries(sandbox).slice(0, 10), 'None: a new entry', (entry) =>
    pickableLabel(entry.date, entry.description || entry.id, entry.amount, closing),
  )
})()

const meta = {
  title: 'Components/ManualJournalEntryForm',
  component: ManualJournalEntryForm,
  // The docs page renders every story at once, all answered by the sandbox prepared last: stories
  // that make theirs fail, slow or huge are tagged '!autodocs' (they stay in the sidebar and run as tests).
  tags: ['autodocs'],
  argTypes: {
    entry: { ...PICKABLE, description: 'The entry to edit (from the sandbox here); none creates one.' },
    defaults: { control: 'object', description: 'Starting values of a new entry, as a save item.' },
    companyId: { control: 'text', description: 'Whose closing applies, for a token that sees several companies.' },
    options: { control: false, description: 'Where the pickers get their choices: lists or search functions.' },
    className: { control: 'text' },
  },
  args: {
    options,
    defaults: { date: '2026-06-15' },
    onSaved: fn(),
    onCancel: fn(),
    onDirtyChange: fn(),
    onLoadStart: fn(),
    onLoadError: fn(),
  },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'Creates or updates one manual journal entry: lines with one side each, live debit and credit totals and their difference, dimensions, attachments, recurrence and integration ids. It saves only a balanced entry, then shows the service’s answer. Pick an entry from the story’s sandbox in the Controls below.',
      },
    },
  },
} satisfies Meta<typeof ManualJournalEntryForm>

export default meta
type Story = StoryObj<typeof meta>

/** A balanced entry typed by keyboard; Enter twice still saves one entry, and the service's answer is shown. */
export const Create: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEntry(canvas)
    await pressCreate(canvas, '{Enter}{Enter}')
    await canvas.findByText('Journal entry created.')
  },
}

/** Out of balance: the live difference says by how much, and Save sends nothing. */
export const Unbalanced: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // A cent more credited than debited, typed in its field in order (no Tab round the page back to it).
    await fillEntry(canvas, 'Owner', /Owner’s equity/, '2,500.01')
    await pressCreate(canvas)
    await canvas.findAllByText('Debits and credits must be equal and above zero before the entry can be saved.')
  },
}

/** The host gives no GL accounts (the service lists none): each line's account select says why it offers only "None". */
export const WithoutChartOfAccounts: Story = {
  args: { options: { dimensionValues: options.dimensionValues, dimensions: options.dimensions } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByText('No GL accounts to choose from: this app has not given its chart of accounts.')
  },
}

/** An existing entry: description and the required location set by keyboard; only those are sent. */
export const Edit: Story = {
  render: (args, { id }) => <StoredEntry {...args} storyId={id} choose={openEntry} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByRole('form', { name: 'Journal entry' })
    await typeInto(canvas, 'Description', '{End} (reviewed)')
    // The seeded entry has no location, which this host's books require.
    await pickFirstMatch(canvas, 'Location (required)', 'Riv', 'Riverside shop')
    await tabTo(canvas.getByRole('button', { name: 'Save' }))
    await userEvent.keyboard('{Enter}')
    await canvas.findByText('Journal entry saved.')
  },
}

/** An entry dated in the closed period opens read-only and says why. */
export const ClosedPeriod: Story = {
  render: (args, { id }) => <StoredEntry {...args} storyId={id} choose={closedEntry} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/dated in a closed period/)
  },
}

/** A read-only token: the form says so and nothing can be changed. */
export const ReadOnlySession: Story = {
  parameters: { bookkit: { scope: 'read' } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('You have view-only access, so nothing here can be changed.')
  },
}

/** The service refuses a line (an account of another company): the error lands on that line's account. */
export const ServerValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEntry(canvas, 'Shop', /Shop rent/)
    await pressCreate(canvas)
    await waitFor(() => expect(canvas.getByLabelText('GL account (line 2)')).toHaveAttribute('aria-invalid', 'true'))
  },
}

/** A 500 on save may come after storing, and entries cannot be listed: the form says it is not known whether it was saved and where to look, every value stays, and Save again creates exactly one entry. */
export const SaveFailure: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ status: 500, path: SAVE_PATH })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEntry(canvas)
    await pressCreate(canvas)
    // A 500 may come after storing, and entries cannot be listed: the outcome is not known, and the form says where to look.
    await canvas.findByText('It is not known whether this was saved.')
  },
}

/**
 * The service finishes the save 4 s after it arrived, after the form gave up at 3 s: the entry may
 * still land until the settle window (twice the write limit, 6 s from the send) has passed, so the
 * form offers no Save again until then. It says so with the time left, and offers **Save as a new
 * entry anyway** only beside the warning that it would be booked twice. Then the user looks where
 * the alert says, and finds it.
 */
export const TimedOutMayStillLand: Story = {
  tags: ['!autodocs'],
  parameters: { bookkit: { requestTimeout: { write: 3_000 } } },
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ finishAfterMs: 4_000, path: SAVE_PATH })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEntry(canvas)
    await pressCreate(canvas)
    await canvas.findByRole('button', { name: 'Save as a new entry anyway' })
  },
}

/**
 * The save on its way (here the service never answers it; the form loaded at once): the button
 * says Saving… and extra Enter presses send nothing.
 */
export const SlowSave: Story = {
  tags: ['!autodocs'],
  beforeEach: ({ id }) => {
    storySandbox(id).failNext({ hang: true, path: SAVE_PATH })
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await fillEntry(canvas)
    await pressCreate(canvas)
    await canvas.findByRole('button', { name: 'Saving…' })
  },
}

/** The dark theme, on a recurring entry being edited. */
export const DarkTheme: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  render: (args, { id }) => <StoredEntry {...args} storyId={id} choose={openEntry} />,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Balanced.')
  },
}
