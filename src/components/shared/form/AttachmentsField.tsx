import { Suspense, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react'
import type { Attachment } from '../../../api/types'
import { isolate } from '../../../format/isolate'
import { useMessages } from '../../../react/provider/provided'
import type { UploadAttachment } from '../../../react/provider/upload'
import { formMessages } from '../../../messages/forms/form'
import { lazyPart, usePreloadPartsWhenIdle } from '../lazyPart'
import { safeHttpUrl } from '../safeUrl'
import { IsolatedText } from '../text/SentenceWithName'
import { attachmentKind } from './attachmentKind'
import type { PendingUpload } from './useAttachmentUploads'

/**
 * The running uploads (progress, cancel, retry, dismiss) come in a later chunk: a form shows its
 * record's files without them, and they are preloaded in idle time so the first file chosen does not wait.
 */
const pendingUploads = lazyPart(
  () => import('./AttachmentUploads'),
  (module) => module.PendingUploads,
)

/** Props of a record's attachments with the host's upload. */
export interface AttachmentsFieldProps {
  /** The attachment ids the record will save. */
  value: string[]
  onChange: (ids: string[]) => void
  /** What the service told about the record's files: names, sizes, links, icons. */
  known?: readonly Attachment[]
  /** The host's upload; without it files are shown and removable, not added. */
  upload?: UploadAttachment
  disabled?: boolean
  error?: string
  /** Also offer "Attachment ID to add": a file the host uploaded elsewhere, by its id (the host asked for it, `idFields`). */
  idInput?: boolean
}

/**
 * A record's receipts and other files: each with its name, size and icon (a link only to an http(s)
 * URL), removable; with the host's upload, "Attach receipt" (file picker or drop) with progress,
 * cancel, and a clear error that loses nothing. Uploaded ids join `value`.
 */
export function AttachmentsField({ value, onChange, known = [], upload, disabled, error, idInput }: AttachmentsFieldProps) {
  const messages = useMessages(formMessages)
  const id = useId()
  const [added, setAdded] = useState<readonly Attachment[]>([])
  // Uploads that finish together run before the form renders again: each must add to the ids the
  // one before it sent, not to the render's `value`, or all but the last are lost. A render takes the form's word again.
  const latestIds = useRef(value)
  useLayoutEffect(() => {
    latestIds.current = value
  })
  const change = (ids: string[]) => {
    latestIds.current = ids
    onChange(ids)
  }
  const onUploaded = (attachment: Attachment) => {
    setAdded((previous) => [...previous, attachment])
    change([...latestIds.current.filter((other) => other !== attachment.id), attachment.id])
  }
  // The files chosen or dropped and not attached yet are held here, not by the uploads' code: a
  // file chosen before that code is here waits in this list, and is uploaded when it lands.
  const [pending, setPending] = useState<readonly PendingUpload[]>([])
  const nextKey = useRef(0)
  const start = (files: Iterable<File>) => {
    const chosen = [...files].map((file): PendingUpload => ({ key: nextKey.current++, file, progress: 0, state: 'uploading', attempt: 0 }))
    setPending((previous) => [...previous, ...chosen])
  }
  const [dragging, setDragging] = useState(false)
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string>()
  const addById = () => {
    const next = draft.trim()
    if (next === '') return
    setProblem(value.includes(next) ? messages['shared.attachments.duplicate'] : undefined)
    if (value.includes(next)) return
    setDraft('')
    change([...latestIds.current, next])
  }
  const shownError = problem ?? error
  const files = [...added, ...known]
  const canAdd = upload !== undefined && !disabled
  usePreloadPartsWhenIdle([pendingUploads], canAdd)
  const onDrop = (event: DragEvent<HTMLFieldSetElement>) => {
    if (!canAdd) return
    event.preventDefault()
    setDragging(false)
    start(event.dataTransfer.files)
  }

  return (
    // Dropping files is a shortcut for the file picker below, which keyboard and screen-reader users reach.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <fieldset
      className="bk-attachments"
      data-state={dragging ? 'dragging' : undefined}
      aria-describedby={shownError ? `${id}-error` : undefined}
      onDragOver={(event) => {
        if (!canAdd) return
        event.preventDefault()
        setDragging(true)
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <legend className="bk-field__label">{messages['shared.attachments.label']}</legend>
      {value.length === 0 && pending.length === 0 && <p className="bk-field__hint">{messages['shared.attachments.empty']}</p>}
      <ul className="bk-attachments__list">
        {value.map((attachmentId) => {
          const file = files.find((attachment) => attachment.id === attachmentId)
          const name = file?.fileName ?? attachmentId
          const url = safeHttpUrl(file?.url)
          const icon = safeHttpUrl(file?.iconUrl)
          return (
            <li key={attachmentId} className="bk-attachments__item" data-kind={attachmentKind(name)}>
              {icon ? (
                <img className="bk-attachments__icon" src={icon} alt="" width={16} height={16} />
              ) : (
                <span className="bk-attachments__icon" aria-hidden="true" />
              )}
              {url ? (
                <a
                  href={url}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="bk-attachments__name"
                  aria-label={messages['shared.attachments.open'](isolate(name))}
                >
                  {name}
                </a>
              ) : (
                <span className="bk-attachments__name">{name}</span>
              )}
              {file?.fileSize && <span className="bk-attachments__size">{file.fileSize}</span>}
              <button
                type="button"
                className="bk-button"
                data-variant="ghost"
                disabled={disabled}
                onClick={() => change(latestIds.current.filter((other) => other !== attachmentId))}
              >
                <IsolatedText text={messages['shared.attachments.remove'](isolate(name))} />
              </button>
            </li>
          )
        })}
        {pending.length > 0 && (
          <Suspense fallback={null}>
            <pendingUploads.Component upload={upload} pending={pending} setPending={setPending} onUploaded={onUploaded} />
          </Suspense>
        )}
      </ul>
      {canAdd ? (
        <div className="bk-attachments__add">
          <label className="bk-button bk-attachments__pick">
            {messages['shared.attachments.attach']}
            <input
              className="bk-visually-hidden"
              type="file"
              multiple
              onChange={(event) => {
                if (event.target.files) start(event.target.files)
                event.target.value = ''
              }}
            />
          </label>
          <span className="bk-field__hint">{messages['shared.attachments.dropHint']}</span>
        </div>
      ) : (
        upload === undefined && value.length > 0 && <p className="bk-field__hint">{messages['shared.attachments.cannotAdd']}</p>
      )}
      {idInput && (
        <div className="bk-attachments__add">
          <label className="bk-field">
            <span className="bk-field__label">{messages['shared.attachments.addLabel']}</span>
            <input
              className="bk-input"
              value={draft}
              disabled={disabled}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                // Enter adds the id; it must not submit the surrounding form.
                if (event.key !== 'Enter') return
                event.preventDefault()
                addById()
              }}
            />
          </label>
          <button type="button" className="bk-button" disabled={disabled} onClick={addById}>
            {messages['shared.attachments.add']}
          </button>
          <p id={`${id}-hint`} className="bk-field__hint">
            {messages['shared.attachments.addHint']}
          </p>
        </div>
      )}
      {shownError && (
        <p id={`${id}-error`} className="bk-field__error">
          {shownError}
        </p>
      )}
    </fieldset>
  )
}
