// <NotificationSettingsForm> in jsdom against the sandbox, on both service profiles: each change
// saves at once, shows at once, rolls back and explains itself on failure, and a read-only session
// cannot change anything. The described service has nowhere to save settings: it shows them read-only.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SANDBOX } from '../../src/sandbox'
import { PROFILES } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const PATH = '/v6/notifications/settings'
const owner = SANDBOX.users.bakeryOwner

describe.each(PROFILES)('NotificationSettingsForm ($profile service)', ({ profile, service }) => {
  const state = useSandboxServer({ profile, volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 } })

  function renderForm(props: Parameters<typeof NotificationSettingsForm>[0] = {}, scope: 'read' | 'write' = 'write') {
    return renderWithSandbox(<NotificationSettingsForm {...props} />, state.sandbox, { userId: owner, scope })
  }
  const group = (name: string) => screen.getByRole('group', { name })
  const stored = () => state.sandbox.inspect.notificationSettings(owner)

  describe('showing', () => {
    it('shows each preference as a labelled radio group, with "Not set" for none', async () => {
      renderForm()
      const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
      expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
      expect(within(group('Bank connection errors')).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked()
      const conversations = group('Conversations')
      expect(within(conversations).queryByRole('radio', { checked: true })).not.toBeInTheDocument()
      expect(conversations).toHaveAccessibleDescription(/Not set yet/)
    })
  })

  // The described service names no endpoint that saves settings.
  if (service.saveNotificationSettings === false)
    describe('without a save endpoint', () => {
      it('shows the settings read-only, says where they are changed, and sends nothing', async () => {
        const requests = recordRequests(state.server)
        renderForm()
        const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
        expect(screen.getByText('These are your current choices. They are changed in your account settings, not here.')).toBeInTheDocument()
        for (const radio of within(summaries).getAllByRole('radio')) expect(radio).toBeDisabled()
        expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
        await userEvent.setup().click(within(summaries).getByRole('radio', { name: 'Off' }))
        expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
        expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
      })
    })

  if (service.saveNotificationSettings !== false)
    describe('saving', () => {
      // A token body without scope leaves the session's rights unknown until a write is refused (readOnlyLearned.test.tsx).
      it('shows a read-only session the values, disabled', async () => {
        renderForm({}, 'read')
        const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
        await screen.findByText('You have view-only access, so nothing here can be changed.')
        for (const radio of within(summaries).getAllByRole('radio')) expect(radio).toBeDisabled()
        expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
      })

      it('saves a change at once, shows it before the answer, and announces it', async () => {
        const user = userEvent.setup()
        const onSaved = vi.fn()
        state.reset({ latencyMs: 150 })
        renderForm({ onSaved })
        const off = within(await screen.findByRole('group', { name: 'Financial summaries' })).getByRole('radio', { name: 'Off' })
        await user.click(off)
        // Optimistic: checked while the request is still on its way, the group marked saving.
        expect(off).toBeChecked()
        expect(screen.getByRole('group', { name: 'Financial summaries' })).toHaveAttribute('data-state', 'saving')
        expect(stored()?.financialSummaries).toBe('EMAIL')
        expect(await screen.findByText('Saved: Financial summaries, Off.')).toHaveAttribute('role', 'status')
        expect(stored()).toEqual({ financialSummaries: 'OFF', bankConnectionErrors: 'SMS', conversations: null })
        expect(onSaved).toHaveBeenCalledWith({ financialSummaries: 'OFF', bankConnectionErrors: 'SMS', conversations: null })
      })

      it('moves between choices with the arrow keys, saving each', async () => {
        const user = userEvent.setup()
        renderForm()
        const conversations = await screen.findByRole('group', { name: 'Conversations' })
        await user.click(within(conversations).getByRole('radio', { name: 'Email' }))
        await waitFor(() => expect(stored()?.conversations).toBe('EMAIL'))
        await user.keyboard('{ArrowRight}')
        expect(within(conversations).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked()
        await waitFor(() => expect(stored()?.conversations).toBe('SMS'))
      })

      it('rolls a refused change back and says so; trying again saves it', async () => {
        const user = userEvent.setup()
        const onSaveError = vi.fn()
        state.sandbox.failNext({ status: 500, path: PATH, method: 'POST' })
        renderForm({ onSaveError })
        const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
        await user.click(within(summaries).getByRole('radio', { name: 'Text message (SMS)' }))

        const alert = await screen.findByRole('alert')
        await waitFor(() => expect(alert).toHaveTextContent('Financial summaries could not be changed to Text message (SMS).'))
        expect(alert).toHaveTextContent('It is back to Email.')
        expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
        expect(summaries).toHaveAttribute('data-state', 'failed')
        expect(stored()?.financialSummaries).toBe('EMAIL')
        expect(onSaveError).toHaveBeenCalledTimes(1)

        await user.click(within(alert).getByRole('button', { name: 'Try again to save Financial summaries' }))
        await waitFor(() => expect(stored()?.financialSummaries).toBe('SMS'))
        expect(within(summaries).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked()
        expect(screen.getByRole('alert')).toBeEmptyDOMElement()
      })

      it('rolls a change the service refuses as invalid (400) back, and says so', async () => {
        const user = userEvent.setup()
        state.sandbox.failNext({ status: 400, path: PATH, method: 'POST' })
        renderForm()
        const errors = await screen.findByRole('group', { name: 'Bank connection errors' })
        await user.click(within(errors).getByRole('radio', { name: 'Off' }))
        await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Bank connection errors could not be changed to Off.'))
        expect(within(errors).getByRole('radio', { name: 'Text message (SMS)' })).toBeChecked()
        expect(stored()?.bankConnectionErrors).toBe('SMS')
      })
    })

  if (service.saveNotificationSettings !== false)
    describe('a click on a choice', () => {
      it('checks the radio at once, before the save answers, and keeps it checked', async () => {
        state.reset({ latencyMs: 200 })
        renderWithSandbox(<NotificationSettingsForm />, state.sandbox)
        const summaries = await screen.findByRole('group', { name: /financial summaries/i })
        const off = within(summaries).getByRole('radio', { name: /off/i })
        const wasChecked = (off as HTMLInputElement).checked
        // Whether the service has answered the save (MSW reports a match once the sandbox has answered).
        let saveAnswered = false
        const onAnswered = ({ request }: { request: Request }) => void (saveAnswered ||= request.method === 'POST')
        state.server.events.on('request:match', onAnswered)
        onTestFinished(() => void state.server.events.removeListener('request:match', onAnswered))
        fireEvent.click(off)
        const checkedAtOnce = (off as HTMLInputElement).checked
        // Once React has rendered the click, the radio is still checked, and the save is still unanswered.
        await act(async () => {})
        expect([wasChecked, checkedAtOnce, (off as HTMLInputElement).checked, saveAnswered]).toEqual([false, true, true, false])
        await screen.findByText(/saved/i)
        expect(off).toBeChecked()
      })
    })
})
