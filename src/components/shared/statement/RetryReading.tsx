import { useFocusPassedOn } from '../hooks/useFocusPassedOn'

/** The failed row's name cell: where the focus goes once "Try again" has read the account again. */
const rowNameOf = (button: HTMLElement) => button.closest('tr')?.querySelector<HTMLElement>('th') ?? null

/** "Try again" in an account's row that could not be read; the focus stays in the row once it reads. */
export function RetryReading({ label, onRetry }: { label: string; onRetry: () => void }) {
  const button = useFocusPassedOn<HTMLButtonElement>(rowNameOf)
  return (
    <button ref={button} type="button" className="bk-button" onClick={onRetry}>
      {label}
    </button>
  )
}
