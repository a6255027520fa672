// <OwnerQuestions> before its receipt's part (ReceiptField.tsx, loaded on its own) is here: the card
// offers the choices, the note and Send at once, and what the owner gives meanwhile is kept and
// sent with the receipt chosen once the part lands.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OwnerQuestions } from '../../src/components/OwnerQuestions'
import type { QuestionsRecord } from '../../src/core/questions/types'
import { questionsKey } from '../../src/core/store/store'
import { clearBookkeepingCache } from '../../src/react'
import { SANDBOX } from '../../src/sandbox'
import { askTheBakery } from '../../stories/support/ownerQuestions'
import { BOOKKIT } from '../support/profiles'
import { renderWithSandbox, useSandboxServer } from '../support/sandbox'

// The part lands only when the test says so: until then, importing it waits.
const receiptPart = vi.hoisted(() => {
  let land = () => {}
  const landed = new Promise<void>((resolve) => (land = resolve))
  return { landed, land: () => land() }
})
vi.mock('../../src/components/OwnerQuestions/ReceiptField', async (importOriginal) => {
  await receiptPart.landed
  return importOriginal()
})

const bakery = SANDBOX.companies.bakery

afterEach(() => clearBookkeepingCache())
const state = useSandboxServer({
  profile: BOOKKIT.profile,
  volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 60, extraGlLinesPerCompany: 0 },
})

it('keeps the choice and the note given before the receipt’s part is here, and sends them with the receipt chosen once it lands', async () => {
  const { whatFor } = askTheBakery(state.sandbox)
  const upload = vi.fn(async (file: File) => state.sandbox.addAttachment({ fileName: file.name, fileSize: '1 KB', companyId: bakery.id }))
  renderWithSandbox(<OwnerQuestions companyId={bakery.id} />, state.sandbox, {
    userId: SANDBOX.users.bakeryOwner,
    provider: { onUploadAttachment: upload },
  })
  await screen.findByRole('heading', { level: 3, name: 'What was this for?' })
  const card = screen.getByRole('article')
  const user = userEvent.setup()
  await user.click(await within(card).findByRole('button', { name: 'Marketing' }))
  await user.type(within(card).getByRole('textbox', { name: 'Anything to add?' }), 'Flyers for the market')
  // The receipt's field is not drawn yet: nothing of it can be pressed and lost.
  expect(within(card).queryByLabelText('Choose a file')).toBeNull()

  receiptPart.land()
  const receipt = new File(['%PDF-1.4'], 'flyers.pdf', { type: 'application/pdf' })
  await user.upload(await within(card).findByLabelText('Choose a file'), receipt)
  await waitFor(() => expect(card.querySelector('[data-attached]')).not.toBeNull())
  expect(within(card).getByRole('button', { name: 'Marketing' })).toHaveAttribute('aria-pressed', 'true')
  expect(within(card).getByRole('textbox', { name: 'Anything to add?' })).toHaveValue('Flyers for the market')

  await user.click(within(card).getByRole('button', { name: 'Send answer' }))
  await screen.findByRole('heading', { level: 3, name: /Please add the receipts/ })
  const record = (await state.sandbox.store.load(questionsKey(bakery.id)))!.value as QuestionsRecord
  const [answer] = record.questions.find(({ id }) => id === whatFor.id)!.answers
  expect(answer).toMatchObject({
    choiceId: `category:${bakery.categories.marketing}`,
    note: 'Flyers for the market',
    attachment: { fileName: 'flyers.pdf' },
  })
  expect(upload).toHaveBeenCalledOnce()
})
