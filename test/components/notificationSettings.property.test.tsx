// <NotificationSettingsForm> under overlapping changes: any interleaving of up to six clicks across
// the three preferences, any of the saves refused (400, 500 or no answer at all), each answer after
// its own delay. At rest the screen equals what the service holds, and every refusal was announced.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as fc from 'fast-check'
import { delay, http, HttpResponse } from 'msw'
import type { NotificationPreference, NotificationSettings } from '../../src/api/types'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SANDBOX } from '../../src/sandbox'
import { renderWithSandbox, TEST_BASE_URL, useSandboxServer } from '../support/sandbox'

const PATH = '/v6/notifications/settings'
const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })
const owner = SANDBOX.users.bakeryOwner

const PREFERENCES = [
  ['financialSummaries', 'Financial summaries'],
  ['bankConnectionErrors', 'Bank connection errors'],
  ['conversations', 'Conversations'],
] as const
const CHOICES: Record<NotificationPreference, string> = { EMAIL: 'Email', SMS: 'Text message (SMS)', OFF: 'Off' }

type Outcome = 'saved' | 'refused-400' | 'failed-500' | 'no-answer'

type PreferenceKey = (typeof PREFERENCES)[number][0]

/**
 * Answers the n-th save as `outcomes[n]` says, after `delays[n]` ms; a saved one goes on to the
 * sandbox. Records each refused change: the preference where the body differs from what the
 * service holds (a save sends its change over the confirmed settings, and nothing else; a change
 * back to the held value, made while another is on its way, differs nowhere, and after a 500 or no
 * answer the form's read-back finds it held: saved, not refused).
 */
function scriptSaves(outcomes: readonly Outcome[], delays: readonly number[]) {
  const refused: Array<{ preference: PreferenceKey | undefined; value: NotificationPreference | undefined }> = []
  let sent = 0
  state.server.use(
    http.post(`${TEST_BASE_URL}${PATH}`, async ({ request }) => {
      const index = sent++
      const { data } = (await request.clone().json()) as { data: NotificationSettings }
      const held = state.sandbox.inspect.notificationSettings(owner) as NotificationSettings
      const changed = PREFERENCES.map(([key]) => key).filter((key) => data[key] !== held[key])
      expect(changed.length).toBeLessThanOrEqual(1)
      await delay(delays[index % delays.length])
      const outcome = outcomes[index % outcomes.length]
      if (outcome === 'saved') return undefined
      const preference = changed[0]
      // After a 500 or no answer the form reads the settings again: a change the service already holds is saved.
      if (outcome === 'refused-400' || preference !== undefined)
        refused.push({ preference, value: preference && (data[preference] as NotificationPreference) })
      if (outcome === 'no-answer') return HttpResponse.error()
      const [status, type] = outcome === 'refused-400' ? [400, 'INVALID_VALUE'] : [500, 'UNKNOWN_ERROR']
      return HttpResponse.json({ result: 'FAILURE', error: [{ type, message: `Refused (${status}).` }] }, { status })
    }),
  )
  return { refused }
}

/** What the radios show, per preference (`null` when none is checked). */
function onScreen(): NotificationSettings {
  const shown = {} as Record<PreferenceKey, NotificationPreference | null>
  for (const [key, name] of PREFERENCES) {
    const checked = within(screen.getByRole('group', { name })).queryByRole('radio', { checked: true }) as HTMLInputElement | null
    shown[key] = (checked?.value as NotificationPreference | undefined) ?? null
  }
  return shown
}

/** Every refusal text that was ever on screen, collected as the DOM changes. */
function recordAnnouncements(): { texts: string[]; stop: () => void } {
  const texts: string[] = []
  const observer = new MutationObserver(() => {
    for (const alert of document.querySelectorAll('[role="alert"] [data-preference]')) texts.push(alert.textContent ?? '')
  })
  observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  return { texts, stop: () => observer.disconnect() }
}

const change = fc.record({
  preference: fc.integer({ min: 0, max: 2 }),
  value: fc.constantFrom<NotificationPreference>('EMAIL', 'SMS', 'OFF'),
  /** ms before the next click: 0 clicks while saves are on their way, larger lets some answer first. */
  pause: fc.integer({ min: 0, max: 40 }),
})

describe('NotificationSettingsForm under overlapping changes', () => {
  it('ends with the screen equal to the service, and announces every refusal', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(change, { minLength: 1, maxLength: 6 }),
        fc.array(fc.constantFrom<Outcome>('saved', 'refused-400', 'failed-500', 'no-answer'), { minLength: 6, maxLength: 6 }),
        fc.array(fc.integer({ min: 0, max: 30 }), { minLength: 6, maxLength: 6 }),
        async (changes, outcomes, delays) => {
          state.reset()
          const saves = scriptSaves(outcomes, delays)
          const onSaveError = vi.fn()
          const announcements = recordAnnouncements()
          try {
            renderWithSandbox(<NotificationSettingsForm onSaveError={onSaveError} />, state.sandbox, { userId: owner })
            await screen.findByRole('group', { name: 'Financial summaries' })

            for (const { preference, value, pause } of changes) {
              const [, name] = PREFERENCES[preference] as (typeof PREFERENCES)[number]
              fireEvent.click(within(screen.getByRole('group', { name })).getByRole('radio', { name: CHOICES[value] }))
              await act(() => new Promise((resolve) => setTimeout(resolve, pause)))
            }

            // At rest: no preference has a save on its way.
            await waitFor(() => expect(document.querySelector('[data-state="saving"]')).toBeNull())
            const held = state.sandbox.inspect.notificationSettings(owner)
            expect(onScreen()).toEqual(held)
            expect(onSaveError).toHaveBeenCalledTimes(saves.refused.length)
            for (const { preference, value } of saves.refused) {
              if (!preference || !value) continue
              const label = PREFERENCES.find(([key]) => key === preference)?.[1]
              expect(announcements.texts.some((text) => text.startsWith(`${label} could not be changed to ${CHOICES[value]}.`))).toBe(true)
            }

            // A refusal stays announced until its preference is changed again, naming what the service kept.
            for (const alert of screen.queryAllByRole('alert').flatMap((region) => [...region.querySelectorAll('[data-preference]')])) {
              const key = alert.getAttribute('data-preference') as keyof NotificationSettings
              const kept = held?.[key]
              expect(alert).toHaveTextContent(`It is back to ${kept === null || kept === undefined ? 'Not set' : CHOICES[kept]}.`)
            }
          } finally {
            announcements.stop()
            cleanup()
          }
        },
      ),
      { numRuns: 30, endOnFailure: true },
    )
  }, 120_000)
})
