/// <reference types="vite/client" />
// <ManualJournalEntryForm> in Chromium, with every stylesheet a partner loads and the sandbox behind
// the service worker: a refused Source ID, typed under "Advanced" and closed again before Save,
// opens "Advanced" and takes the focus there, in view (a closed disclosure's field cannot hold
// focus, so the save's own focus could not reach it). What is sent and the profiles:
// ManualJournalEntryForm.test.tsx and manualJournalEntryFormFields.test.tsx.
import { act, render, screen, waitFor } from '@testing-library/react'
import { page, userEvent } from 'vitest/browser'
import type { ManualJournalEntry } from '../../src/api/types'
import { ManualJournalEntryForm, type ManualJournalEntryFormOptions } from '../../src/components/ManualJournalEntryForm'
import { BookkeepingProvider } from '../../src/react'
import { createSandbox, SANDBOX, sandboxHandlers } from '../../src/sandbox'
import { useBrowserWorker } from '../support/browserWorker'

import.meta.glob('../../src/styles/*.css', { eager: true })

const BASE_URL = 'https://sandbox.bookkit.test'
const bakery = SANDBOX.companies.bakery
const location = { id: bakery.dimensions.location.id, name: 'Location', requiredness: 'REQUIRED' as const }
const options: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
  dimensionValues: [{ id: bakery.dimensions.location.values.mainStreet, name: 'Main Street', dimension: location }],
}
const worker = useBrowserWorker()
afterEach(() => worker.resetHandlers())
vi.setConfig({ testTimeout: 30_000 })

describe.each([
  [1280, 800],
  [390, 700],
])('at %i × %i px', (width, height) => {
  beforeEach(async () => {
    await page.viewport(width, height)
  })

  it('a refused Source ID opens "Advanced" and takes the focus there, in view', async () => {
    const sandbox = createSandbox({
      seed: 1,
      today: '2026-06-30',
      volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 },
    })
    worker.use(...sandboxHandlers(sandbox, { baseUrl: BASE_URL }))
    const held = (sandbox.inspect.journalEntries(bakery.id) as unknown as ManualJournalEntry[]).find((entry) => entry.apiSourceId)!
    render(
      <BookkeepingProvider baseUrl={BASE_URL} fetchToken={async () => sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })}>
        <ManualJournalEntryForm options={options} />
      </BookkeepingProvider>,
    )
    await screen.findByRole('form', { name: /journal entry/i })
    // The page's state changes with each of these: inside act(), as React asks of a test.
    await act(async () => {
      await userEvent.fill(screen.getByLabelText('Description'), 'Reclassify deposit')
      await userEvent.fill(screen.getByLabelText('Date'), '2026-06-15')
      await userEvent.selectOptions(screen.getByLabelText('GL account (line 1)'), 'Miscellaneous')
      await userEvent.fill(screen.getByLabelText('Debit (line 1)'), '15.00')
      await userEvent.selectOptions(screen.getByLabelText('GL account (line 2)'), 'Checking')
      await userEvent.fill(screen.getByLabelText('Credit (line 2)'), '15.00')
      await userEvent.selectOptions(screen.getByLabelText('Location (required)'), 'Main Street')
      const advanced = screen.getByText('Advanced')
      await userEvent.click(advanced)
      await userEvent.fill(screen.getByLabelText('API name'), held.apiName!)
      await userEvent.fill(screen.getByLabelText('Source ID'), held.apiSourceId!)
      await userEvent.click(advanced)
    })
    const sourceId = screen.getByLabelText('Source ID')
    expect(sourceId).not.toBeVisible()

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Create entry' })))
    await waitFor(() => expect(sourceId).toHaveAttribute('aria-invalid', 'true'))
    await waitFor(() => expect(sourceId).toHaveFocus())
    expect(sourceId).toBeVisible()
    const box = sourceId.getBoundingClientRect()
    expect(box.top).toBeGreaterThanOrEqual(0)
    expect(box.bottom).toBeLessThanOrEqual(window.innerHeight)
  })
})
