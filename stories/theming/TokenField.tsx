import { useId } from 'react'
import { longHex, splitLength, type ThemeToken } from './tokens'

interface TokenFieldProps {
  token: ThemeToken
  value: string
  /** The theme's default, shown beside a changed value. */
  fallback: string
  onChange: (value: string) => void
}

/** One variable: its name as the label, and an input that suits its value. */
export function TokenField({ token, value, fallback, onChange }: TokenFieldProps) {
  const id = useId()
  const changed = value !== fallback
  return (
    <div className="theming-token" data-kind={token.kind} data-changed={changed || undefined}>
      <label className="theming-token__name" htmlFor={id}>
        {token.name}
      </label>
      <TokenInput id={id} token={token} value={value} onChange={onChange} />
      {changed && <span className="theming-token__default">default {fallback === '' ? '(none)' : fallback}</span>}
    </div>
  )
}

function TokenInput({ id, token, value, onChange }: { id: string; token: ThemeToken; value: string; onChange: (value: string) => void }) {
  const length = token.kind === 'length' ? splitLength(value) : undefined
  switch (token.kind) {
    case 'color':
      return (
        <span className="theming-token__control">
          <input id={id} type="color" value={longHex(value)} onChange={(event) => onChange(event.target.value)} />
          <output htmlFor={id}>{value}</output>
        </span>
      )
    case 'number':
      return <input id={id} type="number" step="any" value={value} onChange={(event) => onChange(event.target.value)} />
    case 'length': {
      // A length typed as something else (`calc(…)`) leaves the number field for a text field.
      if (!length && value !== '') return <input id={id} type="text" value={value} onChange={(event) => onChange(event.target.value)} />
      const unit = length?.unit ?? splitLength(token.light)?.unit ?? 'px'
      return (
        <span className="theming-token__control">
          <input
            id={id}
            type="number"
            step="any"
            value={length?.amount ?? ''}
            onChange={(event) => onChange(event.target.value === '' ? '' : `${event.target.value}${unit}`)}
          />
          <span className="theming-token__unit">{unit}</span>
        </span>
      )
    }
    case 'text':
      return <input id={id} type="text" spellCheck={false} value={value} onChange={(event) => onChange(event.target.value)} />
    default:
      return token.kind satisfies never
  }
}
