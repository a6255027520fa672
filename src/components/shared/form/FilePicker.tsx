import { useId, type Ref } from 'react'
import { formMessages } from '../../../messages/forms/form'
import { useMessages } from '../../../react/provider/provided'

/** Props of `FilePicker`. */
export interface FilePickerProps {
  /** The input's id: its label is the caller's (`<label htmlFor>`), which may sit outside, as a drop zone's does. */
  id: string
  /** The file types offered, as the input's `accept`. */
  accept: string
  /** The name of the file chosen last, said beside the button. */
  fileName: string | undefined
  /** The button's words and what is said before a choice; the shared form's ("Choose file…", "No file chosen") by default. */
  pickLabel?: string
  noFileLabel?: string
  /** Ids of what else describes the input (a hint, a problem), after the file's name. */
  describedBy?: string
  /** Whether the file's name describes the input; false while what `describedBy` says names the file already (a problem with it). Default true. */
  nameDescribes?: boolean
  disabled?: boolean
  ref?: Ref<HTMLInputElement>
  onChoose: (file: File) => void
}

/**
 * A file input drawn as a button with the chosen file's name beside it, the same in every
 * component. The input is the one control, by keyboard or pointer (visually hidden, it keeps the
 * focus, which its face shows); it is emptied after each choice, so that choosing the same file
 * again (fixed at the bank, or edited) reads it again, and the name beside it says what was chosen.
 */
export function FilePicker({
  id,
  accept,
  fileName,
  pickLabel,
  noFileLabel,
  describedBy,
  nameDescribes = true,
  disabled,
  ref,
  onChoose,
}: FilePickerProps) {
  const messages = useMessages(formMessages)
  const nameId = useId()
  return (
    <div className="bk-file-picker">
      <input
        ref={ref}
        id={id}
        className="bk-file-picker__input bk-visually-hidden"
        type="file"
        accept={accept}
        aria-describedby={[nameDescribes ? nameId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onChoose(file)
        }}
      />
      {/* The input's face: a pointer's target that opens the same dialog; hidden from assistive technology, which has the input itself. */}
      <label htmlFor={id} className="bk-button bk-file-picker__pick" aria-hidden="true">
        {pickLabel ?? messages['shared.form.pickFile']}
      </label>
      <span id={nameId} className="bk-file-picker__name" data-chosen={fileName !== undefined || undefined}>
        {fileName ?? noFileLabel ?? messages['shared.form.noFile']}
      </span>
    </div>
  )
}
