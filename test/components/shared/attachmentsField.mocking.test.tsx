// The attachments field without its later chunk: the record's files, "Attach receipt" and the id
// input show at first render; the running uploads' code (AttachmentUploads) comes later, and a file
// chosen or dropped before it lands is held and uploaded once it does, its id joining the value.
import { isolate } from '../../../src/format/isolate'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode, useState, type ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Attachment } from '../../../src/api/types'
import { AttachmentsField } from '../../../src/components/shared/form/AttachmentsField'
import { BookkeepingProvider, type UploadAttachment } from '../../../src/react'

// The later chunk lands only when a test says so: until then, importing it waits.
const chunk = vi.hoisted(() => {
  let land = () => {}
  const landed = new Promise<void>((resolve) => (land = resolve))
  return { landed, land: () => land() }
})
vi.mock('../../../src/components/shared/form/AttachmentUploads', async (importOriginal) => {
  await chunk.landed
  return importOriginal()
})

const rentInvoice: Attachment = {
  id: 'att_rent_march',
  fileName: 'rent-march.pdf',
  fileSize: '48 KB',
  url: 'https://files.example.test/rent-march.pdf',
}

/** A host form around the field: it keeps the ids the record will save, and shows them. */
function HostForm({
  initial = [],
  known = [],
  upload,
  idInput,
}: {
  initial?: string[]
  known?: Attachment[]
  upload?: UploadAttachment
  idInput?: boolean
}) {
  const [ids, setIds] = useState(initial)
  return (
    <>
      <AttachmentsField value={ids} onChange={setIds} known={known} upload={upload} idInput={idInput} />
      <output aria-label="Ids to save">{ids.join(' ')}</output>
    </>
  )
}

function renderField(form: ReactNode, strict = false) {
  const page = (
    <BookkeepingProvider baseUrl="https://books.example.test" fetchToken={() => new Promise(() => {})}>
      {form}
    </BookkeepingProvider>
  )
  return render(strict ? <StrictMode>{page}</StrictMode> : page)
}

/** A host upload the test settles, call by call. */
function hostUpload() {
  const calls: { file: File; signal: AbortSignal; resolve: (attachment: Attachment) => void }[] = []
  const upload = vi.fn<UploadAttachment>((file, { signal }) => new Promise<Attachment>((resolve) => calls.push({ file, signal, resolve })))
  return { upload, calls }
}
const stored = (file: File): Attachment => ({
  id: `att_${file.name.replace(/\W/g, '_')}`,
  fileName: file.name,
  fileSize: `${file.size} B`,
  url: `https://files.example.test/${file.name}`,
})
const flour = () => new File(['%PDF-1.4 flour'], 'flour-receipt.pdf', { type: 'application/pdf' })
const butter = () => new File(['%PDF-1.4 butter'], 'butter-receipt.pdf', { type: 'application/pdf' })

// In this order: the chunk has not landed for the first two tests, and stays landed after the second.
describe('AttachmentsField', () => {
  it('shows the record’s files, "Attach receipt" and the id input at first render, with no later chunk', () => {
    const { upload } = hostUpload()
    renderField(<HostForm initial={[rentInvoice.id]} known={[rentInvoice]} upload={upload} idInput />)
    expect(screen.getByRole('group', { name: 'Attachments' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Open ${isolate('rent-march.pdf')} (new tab)` })).toHaveAttribute('href', rentInvoice.url)
    expect(screen.getByText('48 KB')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Remove rent-march.pdf' })).toBeEnabled()
    expect(screen.getByLabelText('Attach receipt')).toBeInTheDocument()
    expect(screen.getByText('Or drop files here.')).toBeInTheDocument()
    expect(screen.getByLabelText('Attachment ID to add')).toBeInTheDocument()
  })

  it('holds files chosen or dropped before the uploads’ code lands, then uploads them and keeps both ids', async () => {
    const user = userEvent.setup()
    const { upload, calls } = hostUpload()
    renderField(<HostForm initial={[rentInvoice.id]} known={[rentInvoice]} upload={upload} />)
    await user.upload(screen.getByLabelText('Attach receipt'), flour())
    fireEvent.drop(screen.getByRole('group', { name: 'Attachments' }), { dataTransfer: { files: [butter()], types: ['Files'] } })
    expect(upload).not.toHaveBeenCalled()

    chunk.land()
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(2))
    expect(calls.map((call) => call.file.name)).toEqual(['flour-receipt.pdf', 'butter-receipt.pdf'])
    expect(await screen.findByRole('progressbar', { name: `Uploading ${isolate('butter-receipt.pdf')}` })).toBeInTheDocument()
    // Both finish before the form renders again: each id must join the one before it.
    for (const call of calls) call.resolve(stored(call.file))
    expect(await screen.findByRole('link', { name: `Open ${isolate('butter-receipt.pdf')} (new tab)` })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Open ${isolate('flour-receipt.pdf')} (new tab)` })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Ids to save' })).toHaveTextContent(
      `${rentInvoice.id} att_flour_receipt_pdf att_butter_receipt_pdf`,
    )
    expect(screen.queryByRole('progressbar')).toBeNull()
  })

  it('in strict mode, uploads a chosen file and adds its id once', async () => {
    const user = userEvent.setup()
    const { upload, calls } = hostUpload()
    renderField(<HostForm upload={upload} />, true)
    await user.upload(screen.getByLabelText('Attach receipt'), flour())
    // Strict mode mounts the uploads twice: the first mount's upload is aborted, the second's runs.
    await waitFor(() => expect(calls.filter((call) => !call.signal.aborted)).toHaveLength(1))
    for (const call of calls) call.resolve(stored(call.file))
    expect(await screen.findByRole('link', { name: `Open ${isolate('flour-receipt.pdf')} (new tab)` })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Ids to save' })).toHaveTextContent(/^att_flour_receipt_pdf$/)
    expect(screen.queryByRole('progressbar')).toBeNull()
  })
})
