import { forwardRef, type InputHTMLAttributes } from 'react'

/**
 * A text input for an amount typed in the provider's locale. It holds the text as typed: parsing
 * to minor units happens in `src/format/money.ts` when the form checks or saves it, so a half-typed
 * "1,2" is never rewritten under the user's cursor.
 */
export const MoneyInput = forwardRef<HTMLInputElement, Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>>(
  function MoneyInput(props, ref) {
    return (
      <input
        ref={ref}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        className="bk-input"
        data-kind="money"
        {...props}
      />
    )
  },
)
