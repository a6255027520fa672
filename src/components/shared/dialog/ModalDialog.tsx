import type { ComponentPropsWithoutRef, RefObject } from 'react'

/** Props of `ModalDialog`: a `<dialog>`'s own, with the ref `useModalDialog` made and what Escape does. */
export interface ModalDialogProps extends Omit<ComponentPropsWithoutRef<'dialog'>, 'onCancel' | 'aria-labelledby'> {
  /** `useModalDialog()`'s ref: the dialog is shown modally while mounted. */
  dialog: RefObject<HTMLDialogElement | null>
  /** The id of its heading, which names it (else an `aria-label` does). */
  titleId?: string
  /** Escape: React state decides whether the dialog is open, not the browser (the caller unmounts it, or stops what is on its way). */
  onCancel: () => void
}

/** A modal `<dialog>`, named by its heading, whose Escape is the caller's to handle. */
export function ModalDialog({ dialog, titleId, onCancel, ...props }: ModalDialogProps) {
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      {...props}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    />
  )
}
