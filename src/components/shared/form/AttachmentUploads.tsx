import type { Dispatch, SetStateAction } from 'react'
import type { Attachment } from '../../../api/types'
import { isolate } from '../../../format/isolate'
import { formatFileSize } from '../../../format/fileSize'
import { useMessages, useLocaleSettings } from '../../../react/provider/provided'
import type { UploadAttachment } from '../../../react/provider/upload'
import { formMessages } from '../../../messages/forms/form'
import { IsolatedText } from '../text/SentenceWithName'
import { attachmentKind } from './attachmentKind'
import { useAttachmentUploads, type PendingUpload } from './useAttachmentUploads'

/** Props of the uploads a record's attachments field holds. */
export interface PendingUploadsProps {
  upload: UploadAttachment | undefined
  /** The files chosen or dropped that are not attached yet; the field keeps them. */
  pending: readonly PendingUpload[]
  setPending: Dispatch<SetStateAction<readonly PendingUpload[]>>
  onUploaded: (attachment: Attachment) => void
}

/**
 * The attachments field's uploads, in their own chunk: needed only once the user chooses or drops
 * a file, so the field shows the record's files without this code. Runs the uploads and lists
 * each with its progress and cancel, or its failure with retry and dismiss (items of the field's list).
 */
export function PendingUploads({ upload, pending, setPending, onUploaded }: PendingUploadsProps) {
  const messages = useMessages(formMessages)
  const { locale } = useLocaleSettings()
  const uploads = useAttachmentUploads(upload, pending, setPending, onUploaded)
  return pending.map((entry) => {
    // Isolated: each sentence below holds the file's name among our words.
    const name = isolate(entry.file.name)
    return (
      <li key={`upload-${entry.key}`} className="bk-attachments__item" data-kind={attachmentKind(entry.file.name)} data-state={entry.state}>
        <span className="bk-attachments__icon" aria-hidden="true" />
        <span className="bk-attachments__name">{entry.file.name}</span>
        <span className="bk-attachments__size">{formatFileSize(entry.file.size, locale)}</span>
        {entry.state === 'uploading' ? (
          <>
            <progress
              className="bk-attachments__progress"
              max={1}
              value={entry.progress}
              aria-label={messages['shared.attachments.uploading'](name)}
            />
            <button type="button" className="bk-button" data-variant="ghost" onClick={() => uploads.cancel(entry)}>
              <IsolatedText text={messages['shared.attachments.cancel'](name)} />
            </button>
          </>
        ) : (
          <>
            <span className="bk-field__error" role="alert">
              <IsolatedText
                text={messages['shared.attachments.failed'](name, entry.reason ?? messages['shared.attachments.failedReason'])}
              />
            </span>
            <button type="button" className="bk-button" onClick={() => uploads.retry(entry)}>
              <IsolatedText text={messages['shared.attachments.retry'](name)} />
            </button>
            <button type="button" className="bk-button" data-variant="ghost" onClick={() => uploads.dismiss(entry)}>
              <IsolatedText text={messages['shared.attachments.dismiss'](name)} />
            </button>
          </>
        )}
      </li>
    )
  })
}
