import { useEffect, useId, useRef, type ReactNode } from 'react'

/** Props of a confirmation asked before something that cannot be undone. */
export interface ConfirmDialogProps {
  open: boolean
  title: string
  children?: ReactNode
  confirmLabel: string
  cancelLabel: string
  /** `danger` for destructive actions (delete). */
  tone?: 'primary' | 'danger'
  /** The confirmed action is running: the confirm button is inert and says so through `busyLabel`. */
  busy?: boolean
  busyLabel?: string
  onConfirm: () => void
  onCancel: () => void
  /** While busy, Cancel (and Escape) stops waiting for the action through this; without it, Cancel waits too. */
  onStopWaiting?: () => void
}

/**
 * A native modal `<dialog>`: the browser traps focus, closes it on Escape and returns focus to the
 * button that opened it. It stays inside the component's DOM, so it inherits the host's `--bk-*`
 * variables even from the top layer. Cancel takes focus first: Enter never deletes by accident.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'primary',
  busy = false,
  busyLabel,
  onConfirm,
  onCancel,
  onStopWaiting,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const cancel = useRef<HTMLButtonElement>(null)
  const opener = useRef<Element | null>(null)
  const id = useId()
  const dismiss = busy ? onStopWaiting : onCancel

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    const shown = element.hasAttribute('open')
    if (open && !shown) {
      opener.current = element.ownerDocument.activeElement
      // jsdom and very old browsers have no showModal: the open attribute still shows the dialog.
      if (typeof element.showModal === 'function') element.showModal()
      else element.setAttribute('open', '')
      cancel.current?.focus()
    } else if (!open && shown) {
      if (typeof element.close === 'function') element.close()
      else element.removeAttribute('open')
      // Browsers return focus on close; the fallback needs it done, and doing it twice is harmless.
      const previous = opener.current
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [open])

  return (
    <dialog
      ref={dialog}
      className="bk-dialog"
      data-tone={tone}
      aria-labelledby={`${id}-title`}
      aria-describedby={children ? `${id}-body` : undefined}
      onCancel={(event) => {
        // Escape: React state decides whether the dialog is open, not the browser.
        event.preventDefault()
        dismiss?.()
      }}
    >
      <h2 id={`${id}-title`} className="bk-dialog__title">
        {title}
      </h2>
      {children && (
        <div id={`${id}-body`} className="bk-dialog__body">
          {children}
        </div>
      )}
      <div className="bk-dialog__actions">
        <button ref={cancel} type="button" className="bk-button" onClick={dismiss} disabled={!dismiss}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className="bk-button"
          data-variant={tone}
          aria-disabled={busy || undefined}
          data-busy={busy || undefined}
          onClick={() => {
            if (!busy) onConfirm()
          }}
        >
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  )
}
