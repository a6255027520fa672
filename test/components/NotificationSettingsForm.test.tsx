// <NotificationSettingsForm> in jsdom against the sandbox, on the bookkit service: each change
// saves at once, shows at once, rolls back and explains itself on failure, and a read-only session
// cannot change anything. The described service has nowhere to save settings: its smoke test shows
// them read-only (that the client then refuses a save without a request: test/api/serviceProfile.test.ts).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NotificationSettingsForm } from '../../src/components/NotificationSettingsForm'
import { SANDBOX } from '../../src/sandbox'
import { BOOKKIT, DESCRIBED } from '../support/profiles'
import { recordRequests } from '../support/requests'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

const PATH = '/v6/notifications/settings'
const owner = SANDBOX.users.bakeryOwner

const NO_VOLUME = { invoicesPerCompany: 0, bankTransactionsPerCompany: 0, extraGlLinesPerCompany: 0 }

describe('NotificationSettingsForm on the described service (smoke)', () => {
  const state = useSandboxServer({ profile: DESCRIBED.profile, volume: NO_VOLUME })

  it('shows the settings read-only, says where they are changed, and sends nothing', async () => {
    const requests = recordRequests(state.server)
    renderWithSandbox(<NotificationSettingsForm />, state.sandbox, { userId: owner })
    const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
    expect(screen.getByText('These are your current choices. They are changed in your account settings, not here.')).toBeInTheDocument()
    for (const radio of within(summaries).getAllByRole('radio')) expect(radio).toBeDisabled()
    expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
    await userEvent.setup().click(within(summaries).getByRole('radio', { name: 'Off' }))
    expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0)
  })
})

describe('NotificationSettingsForm (bookkit service)', () => {
  const state = useSandboxServer({ profile: BOOKKIT.profile, volume: NO_VOLUME })

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

  describe('saving', () => {
    // A token body without scope leaves the session's rights unknown until a write is refused (readOnlyLearned.test.tsx).
    it('shows a read-only session the values, disabled', async () => {
      renderForm({}, 'read')
      const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
      await screen.findByText('You have view-only access, so nothing here can be changed.')
      for (const radio of within(summaries).getAllByRole('radio')) expect(radio).toBeDisabled()
      expect(within(summaries).getByRole('radio', { name: 'Email' })).toBeChecked()
    })

    it('checks a choice at once, before the save answers, marks it saving, and announces it once saved', async () => {
      const onSaved = vi.fn()
      state.reset({ latencyMs: 150 })
      renderForm({ onSaved })
      const summaries = await screen.findByRole('group', { name: 'Financial summaries' })
      const off = within(summaries).getByRole('radio', { name: 'Off' }) as HTMLInputElement
      const wasChecked = off.checked
      // Whether the service has answered the save (MSW reports a match once the sandbox has answered).
      let saveAnswered = false
      const onAnswered = ({ request }: { request: Request }) => void (saveAnswered ||= request.method === 'POST')
      state.server.events.on('request:match', onAnswered)
      onTestFinished(() => void state.server.events.removeListener('request:match', onAnswered))
      fireEvent.click(off)
      const checkedAtOnce = off.checked
      // Once React has rendered the click, the radio is still checked, the group saving, and the save still unanswered.
      await act(async () => {})
      expect([wasChecked, checkedAtOnce, off.checked, saveAnswered]).toEqual([false, true, true, false])
      expect(group('Financial summaries')).toHaveAttribute('data-state', 'saving')
      expect(stored()?.financialSummaries).toBe('EMAIL')
      expect(await screen.findByText('Saved: Financial summaries, Off.')).toHaveAttribute('role', 'status')
      expect(off).toBeChecked()
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
})
