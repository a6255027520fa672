import { useId, type ReactNode } from 'react'
import { IsolatedText } from '../text/SentenceWithName'

/** What a field's control must carry so its label, hint and error are announced with it. */
export interface FieldControlProps {
  id: string
  'aria-describedby'?: string
  'aria-invalid'?: true
  /** -1 keeps the control out of the tab order (a control in a grid row that is not the grid's tab stop). */
  tabIndex?: number
}

/** Props of one labelled form field. */
export interface FormFieldProps {
  label: ReactNode
  hint?: ReactNode
  /** The field's problem, in a sentence naming the field; a name from outside in it marked by `isolate()`. */
  error?: string
  /** Extra state for CSS, such as the field's name. */
  name?: string
  children: (control: FieldControlProps) => ReactNode
}

/**
 * A label, a control, a hint and an error, wired together by ids. The error is not a live region:
 * a failed save moves focus to the first invalid control, which reads its error through
 * `aria-describedby`, so several errors never talk over each other.
 */
export function FormField({ label, hint, error, name, children }: FormFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined
  return (
    <div className="bk-field" data-field={name} data-invalid={error ? '' : undefined}>
      <label className="bk-field__label" htmlFor={id}>
        {label}
      </label>
      {children({ id, 'aria-describedby': describedBy, ...(error ? { 'aria-invalid': true as const } : {}) })}
      {hint && (
        <p id={hintId} className="bk-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="bk-field__error">
          <IsolatedText text={error} />
        </p>
      )}
    </div>
  )
}
