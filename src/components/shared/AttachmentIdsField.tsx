import { useId, useState, type KeyboardEvent } from 'react'
import type { Attachment } from '../../api/types'
import { useMessages } from '../../react/hooks'
import { formMessages } from '../../messages/form'
import { safeHttpUrl } from './safeUrl'

/** Props of the list of attachment ids a record carries. */
export interface AttachmentIdsFieldProps {
  value: string[]
  onChange: (ids: string[]) => void
  /** What the service told about the record's files, to show names and sizes instead of bare ids. */
  known?: readonly Attachment[]
  disabled?: boolean
  error?: string
}

/**
 * The record's attachments by id: each shown with its file name and size when known, removable,
 * and new ones added by the id of a file the host already uploaded (the service has no upload).
 */
export function AttachmentIdsField({ value, onChange, known = [], disabled, error }: AttachmentIdsFieldProps) {
  const messages = useMessages(formMessages)
  const id = useId()
  const [draft, setDraft] = useState('')
  const [problem, setProblem] = useState<string>()
  const add = () => {
    const next = draft.trim()
    if (next === '') return
    if (value.includes(next)) {
      setProblem(messages['shared.attachments.duplicate'])
      return
    }
    setProblem(undefined)
    setDraft('')
    onChange([...value, next])
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the id; it must not submit the surrounding form.
    if (event.key !== 'Enter') return
    event.preventDefault()
    add()
  }
  const shownError = problem ?? error
  return (
    <fieldset className="bk-attachments" aria-describedby={shownError ? `${id}-error` : undefined}>
      <legend className="bk-field__label">{messages['shared.attachments.label']}</legend>
      {value.length === 0 ? (
        <p className="bk-field__hint">{messages['shared.attachments.empty']}</p>
      ) : (
        <ul className="bk-attachments__list">
          {value.map((attachmentId) => {
            const file = known.find((attachment) => attachment.id === attachmentId)
            const url = safeHttpUrl(file?.url)
            const name = file?.fileName ?? attachmentId
            return (
              <li key={attachmentId} className="bk-attachments__item">
                {url ? (
                  <a href={url} target="_blank" rel="noreferrer noopener" className="bk-attachments__name">
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
                  onClick={() => onChange(value.filter((other) => other !== attachmentId))}
                >
                  {messages['shared.attachments.remove'](name)}
                </button>
              </li>
            )
          })}
        </ul>
      )}
      <div className="bk-attachments__add">
        <label className="bk-field">
          <span className="bk-field__label">{messages['shared.attachments.addLabel']}</span>
          <input
            className="bk-input"
            value={draft}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
          />
        </label>
        <button type="button" className="bk-button" disabled={disabled} onClick={add}>
          {messages['shared.attachments.add']}
        </button>
      </div>
      <p id={`${id}-hint`} className="bk-field__hint">
        {messages['shared.attachments.addHint']}
      </p>
      {shownError && (
        <p id={`${id}-error`} className="bk-field__error">
          {shownError}
        </p>
      )}
    </fieldset>
  )
}
