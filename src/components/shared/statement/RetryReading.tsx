import { passFocus } from '../passFocus'

/** "Try again" in an account's row that could not be read; the focus goes to the row's name, which stays as the row reads again. */
export function RetryReading({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <button
      type="button"
      className="bk-button"
      onClick={(event) => {
        passFocus(event.currentTarget.closest('tr')?.querySelector('th'))
        onRetry()
      }}
    >
      {label}
    </button>
  )
}
