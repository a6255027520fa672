import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { GeneralLedger } from '../src/components/GeneralLedger'
import { InvoiceList } from '../src/components/InvoiceList'
import { ManualJournalEntryForm } from '../src/components/ManualJournalEntryForm'
import { isolate } from '../src/format/isolate'
import { NotificationSettingsForm } from '../src/components/NotificationSettingsForm'
import { SANDBOX } from '../src/sandbox'
import { channelDimension, locationDimension } from './support/hostOptions'
import { storySandbox } from './support/sandbox'
import { expectPseudoLocalized, pseudoMessages } from './support/pseudoLocale'
import { asShown } from './support/sentences'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
const messages = pseudoMessages()
const dimensionValues = [
  { id: bakery.dimensions.location.values.mainStreet, name: 'Main Street shop', dimension: locationDimension },
  { id: bakery.dimensions.channel.values.retail, name: 'Retail', dimension: channelDimension },
]
const ACCOUNT = { id: bakery.glAccounts.busyExpense, name: 'Ingredients & Packaging', accountNo: '5000', type: 'EXPENSE' }

const byText = (root: HTMLElement, text: string) => within(root).findByText(text)

/** The checks at the canvas's full width, then with the host narrowed to a phone's 320 px. */
async function expectAtEveryWidth(canvasElement: HTMLElement, data: readonly string[] = []) {
  const host = canvasElement.querySelector<HTMLElement>('.story-pseudo-host') as HTMLElement
  await expectPseudoLocalized(canvasElement, data)
  host.dataset.width = 'narrow'
  await new Promise((resolve) => requestAnimationFrame(resolve))
  await expect(host.getBoundingClientRect().width).toBe(320)
  await expectPseudoLocalized(canvasElement, data)
}

/**
 * Every component with every string in the pseudo-locale: accented, about 40 % longer and wrapped in
 * ⟦ ⟧. Each play function opens what there is to open, then proves that no visible text or
 * accessible name is left unmarked (only data: rows, amounts, dates, names the story passed in) and
 * that no label, button, legend, column header, badge or heading is cut off or spills out.
 */
const meta = {
  title: 'Locale/Pseudo-locale',
  parameters: {
    bookkit: { messages },
    sandbox: { volume: { invoicesPerCompany: 30, bankTransactionsPerCompany: 30, extraGlLinesPerCompany: 40 } },
    docs: {
      description: {
        component:
          'Every visible string of every component in a pseudo-locale (accented, ~40 % longer, between ⟦ ⟧): nothing is hard-coded, and long translations wrap instead of overflowing.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div className="story-pseudo-host">
        <Story />
      </div>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const InvoiceListPseudo: Story = {
  name: 'InvoiceList',
  render: () => <InvoiceList />,
  play: async ({ canvasElement }) => {
    await byText(canvasElement, messages['invoiceList.totals'])
    await userEvent.click(within(canvasElement).getByRole('button', { name: messages['invoiceList.filters']('0', 0) }))
    // The status badges sit in the rows (data), but the statuses are ours to translate.
    const badges = [...canvasElement.querySelectorAll('.bk-grid__body .bk-badge')]
    await expect(badges.length).toBeGreaterThan(0)
    for (const badge of badges) await expect(badge.textContent).toMatch(/^⟦.*⟧$/)
    await expectAtEveryWidth(canvasElement)
  },
}

export const GeneralLedgerPseudo: Story = {
  name: 'GeneralLedger',
  render: () => <GeneralLedger glAccountId={ACCOUNT.id} glAccount={ACCOUNT} filterOptions={{ dimensionValues }} />,
  play: async ({ canvasElement }) => {
    await byText(canvasElement, messages['generalLedger.beginningBalance'])
    await expectAtEveryWidth(canvasElement, [ACCOUNT.name])
  },
}

export const BankTransactionEditorPseudo: Story = {
  name: 'BankTransactionEditor',
  render: () => (
    <BankTransactionEditor
      bankAccountId={bakery.bankAccounts.checking}
      defaults={{ type: 'EXPENSE' }}
      options={{
        bankAccounts: [{ id: bakery.bankAccounts.checking, name: 'Checking ••4821' }],
        classSegments: dimensionValues,
        dimensions: [locationDimension, channelDimension],
      }}
      onCancel={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await byText(canvasElement, messages['bankTransactionEditor.titleCreate'])
    await userEvent.type(canvas.getByLabelText(messages['bankTransactionEditor.amount']), '12.5')
    await userEvent.click(canvas.getByRole('button', { name: messages['bankTransactionEditor.addSplit'] }))
    // An empty split and no location: the save is refused, and every error shows.
    await userEvent.clear(
      await canvas.findByLabelText(messages['bankTransactionEditor.splitField'](messages['bankTransactionEditor.amount'], 1)),
    )
    await userEvent.click(canvas.getByRole('button', { name: messages['bankTransactionEditor.create'] }))
    await waitFor(() => expect(canvasElement.querySelectorAll('.bk-field__error').length).toBeGreaterThan(1))
    await expectAtEveryWidth(canvasElement, [channelDimension.name])
  },
}

/** An open expense of the story's sandbox, as a host would pass one from its list. */
function StoredExpense({ storyId }: { storyId: string }) {
  const [transaction] = useState(() => {
    const sandbox = storySandbox(storyId)
    const closing = sandbox.inspect.closing(bakery.id).date
    return (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (record) => record.date > closing && record.type === 'EXPENSE',
    )
  })
  return (
    <BankTransactionEditor
      transaction={transaction}
      options={{ classSegments: dimensionValues, dimensions: [locationDimension, channelDimension] }}
    />
  )
}

export const BankTransactionEditorDeletePseudo: Story = {
  name: 'BankTransactionEditor: edit, and the delete dialog',
  render: (_args, { id }) => <StoredExpense storyId={id} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await byText(canvasElement, messages['bankTransactionEditor.titleEdit'])
    await userEvent.click(canvas.getByRole('button', { name: messages['bankTransactionEditor.delete'] }))
    await expect(await canvas.findByRole('dialog', { name: messages['bankTransactionEditor.deleteTitle'] })).toBeVisible()
    await expectAtEveryWidth(canvasElement, [channelDimension.name])
  },
}

export const ManualJournalEntryFormPseudo: Story = {
  name: 'ManualJournalEntryForm',
  render: () => (
    <ManualJournalEntryForm
      options={{
        glAccounts: [{ id: bakery.glAccounts.rent, name: 'Rent', description: '6100' }],
        dimensionValues,
        dimensions: [locationDimension, channelDimension],
      }}
      onCancel={() => {}}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await byText(canvasElement, messages['manualJournalEntryForm.titleCreate'])
    await userEvent.type(
      canvas.getByLabelText(messages['manualJournalEntryForm.lineField'](messages['manualJournalEntryForm.debit'], 1)),
      '10',
    )
    await userEvent.click(canvas.getByRole('button', { name: messages['manualJournalEntryForm.create'] }))
    await waitFor(() => expect(canvasElement.querySelectorAll('.bk-field__error').length).toBeGreaterThan(1))
    await expectAtEveryWidth(canvasElement, [channelDimension.name])
  },
}

export const ManualJournalEntryFormSavedPseudo: Story = {
  name: 'ManualJournalEntryForm: the saved answer',
  render: () => (
    <ManualJournalEntryForm
      defaults={{ date: '2026-06-15' }}
      options={{
        glAccounts: [
          { id: bakery.glAccounts.checking, name: 'Checking', description: '1010' },
          { id: bakery.glAccounts.ownerEquity, name: 'Owner’s equity', description: '3000' },
        ],
        dimensionValues,
        dimensions: [locationDimension, channelDimension],
      }}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const m = messages
    await byText(canvasElement, m['manualJournalEntryForm.titleCreate'])
    const field = (name: string, line: number) => m['manualJournalEntryForm.lineField'](name, line)
    await userEvent.type(canvas.getByLabelText(m['manualJournalEntryForm.description']), 'Owner puts money in')
    // By id: an option's text holds the account's name isolated from its number.
    await userEvent.selectOptions(canvas.getByLabelText(field(m['manualJournalEntryForm.glAccount'], 1)), bakery.glAccounts.checking)
    await userEvent.type(canvas.getByLabelText(field(m['manualJournalEntryForm.debit'], 1)), '250')
    await userEvent.selectOptions(canvas.getByLabelText(field(m['manualJournalEntryForm.glAccount'], 2)), bakery.glAccounts.ownerEquity)
    await userEvent.type(canvas.getByLabelText(field(m['manualJournalEntryForm.credit'], 2)), '250')
    await userEvent.selectOptions(
      canvas.getByLabelText(asShown(m['manualJournalEntryForm.requiredLabel'](isolate(locationDimension.name)))),
      'Main Street shop',
    )
    await userEvent.click(canvas.getByRole('button', { name: m['manualJournalEntryForm.create'] }))
    await byText(canvasElement, m['manualJournalEntryForm.answer'])
    // The saved entry's status is the service's value, shown through our messages.
    await expect(canvasElement.querySelector('.bk-saved-entry .bk-badge')?.textContent).toBe(m['manualJournalEntryForm.value.ACTIVE'])
    await expectAtEveryWidth(canvasElement, [channelDimension.name])
  },
}

export const NotificationSettingsFormPseudo: Story = {
  name: 'NotificationSettingsForm',
  render: () => <NotificationSettingsForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const group = await canvas.findByRole('group', { name: messages['notificationSettingsForm.financialSummaries'] })
    await userEvent.click(within(group).getByRole('radio', { name: messages['notificationSettingsForm.channel.OFF'] }))
    await byText(
      canvasElement,
      messages['notificationSettingsForm.saved'](
        messages['notificationSettingsForm.financialSummaries'],
        messages['notificationSettingsForm.channel.OFF'],
      ),
    )
    await expectAtEveryWidth(canvasElement)
  },
}
