import { useId, type Dispatch, type SetStateAction } from 'react'
import type { Attachment } from '../../api/types'
import { isolate } from '../../format/isolate'
import type { OwnerQuestionsMessages } from '../../messages/questions/ownerQuestions'
import type { UploadAttachment } from '../../react/provider/upload'
import { useAttachmentUploads, type PendingUpload } from '../shared/form/useAttachmentUploads'
import { IsolatedText } from '../shared/text/SentenceWithName'

/** What a receipt may be: a photo or a PDF, as the editors take them. */
const RECEIPT_TYPES = 'image/*,application/pdf'

/**
 * The receipt of one answer: a photo taken now (`capture`, the phone's camera) or a file chosen,
 * sent through the host's `onUploadAttachment` as the editors send theirs; the one uploaded is
 * kept in the draft until the answer is sent, so a reload never uploads it again. Each input is
 * the control (visually hidden, it keeps the focus), its label the face a finger presses.
 */
export function ReceiptField({
  messages,
  upload,
  attachment,
  pending,
  setPending,
  onUploaded,
  onRemove,
  needed,
}: {
  messages: OwnerQuestionsMessages
  upload: UploadAttachment | undefined
  attachment: Attachment | undefined
  pending: readonly PendingUpload[]
  setPending: Dispatch<SetStateAction<readonly PendingUpload[]>>
  onUploaded: (attachment: Attachment) => void
  onRemove: () => void
  needed: boolean
}) {
  const id = useId()
  const uploads = useAttachmentUploads(upload, pending, setPending, onUploaded)
  const choose = (files: FileList | null) => {
    const file = files?.[0]
    if (file) setPending([{ key: Date.now(), file, progress: 0, state: 'uploading', attempt: 0 }])
  }
  const entry = pending[0]
  return (
    <fieldset className="bk-owner-questions__receipt" data-needed={needed || undefined}>
      <legend className="bk-field__label">{messages['ownerQuestions.receipt']}</legend>
      {needed && <p className="bk-field__hint">{messages['ownerQuestions.receiptNeeded']}</p>}
      {!upload ? (
        <p className="bk-field__hint">{messages['ownerQuestions.noUpload']}</p>
      ) : (
        <div className="bk-owner-questions__pickers">
          {(['photo', 'file'] as const).map((kind) => (
            <span key={kind}>
              <input
                id={`${id}-${kind}`}
                className="bk-file-picker__input bk-visually-hidden"
                type="file"
                accept={RECEIPT_TYPES}
                capture={kind === 'photo' ? 'environment' : undefined}
                disabled={entry?.state === 'uploading'}
                onChange={(event) => {
                  choose(event.target.files)
                  // Emptied: the same file chosen again (after removing it) is read again.
                  event.target.value = ''
                }}
              />
              <label htmlFor={`${id}-${kind}`} className="bk-button bk-file-picker__pick">
                {kind === 'photo' ? messages['ownerQuestions.takePhoto'] : messages['ownerQuestions.chooseFile']}
              </label>
            </span>
          ))}
        </div>
      )}
      {entry?.state === 'uploading' && (
        <p className="bk-owner-questions__upload" role="status">
          <IsolatedText text={messages['ownerQuestions.uploading'](isolate(entry.file.name))} />
          <progress max={1} value={entry.progress} aria-hidden="true" />
        </p>
      )}
      {entry?.state === 'failed' && (
        <div className="bk-alert" data-tone="danger" role="alert">
          <p>
            <IsolatedText
              text={messages['ownerQuestions.uploadFailed'](
                isolate(entry.file.name),
                entry.reason ?? messages['ownerQuestions.uploadFailedReason'],
              )}
            />
          </p>
          <button type="button" className="bk-button" onClick={() => uploads.retry(entry)}>
            {messages['ownerQuestions.retry']}
          </button>
        </div>
      )}
      {attachment && (
        <p className="bk-owner-questions__attached" data-attached>
          <span className="bk-owner-questions__attached-name">
            <IsolatedText text={messages['ownerQuestions.uploaded'](isolate(attachment.fileName))} />
          </span>
          <button type="button" className="bk-button" data-variant="ghost" onClick={onRemove}>
            <IsolatedText text={messages['ownerQuestions.removeReceipt'](isolate(attachment.fileName))} />
          </button>
        </p>
      )}
    </fieldset>
  )
}
