import { useEffect, useState } from 'react'
import { useLatestRef } from './useLatestRef'

/** How a typed text becomes a value: `ok: false` while it cannot be read (the draft is then kept, not sent). */
type DraftParse<V> = (text: string) => { ok: true; value: V } | { ok: false }

export interface DebouncedDraftOptions<V> {
  /** The value the query holds now. */
  value: V
  /** The text shown for `value`. */
  format: (value: V) => string
  parse: DraftParse<V>
  /** Sends a new value; called once the user pauses typing and the text reads as a different value. */
  commit: (value: V) => void
  equals?: (a: V, b: V) => boolean
  delayMs?: number
}

/**
 * A typed filter field (search, an amount) whose text reaches the query only once the user pauses
 * and only when it reads as a value. When the value changes from outside (a host's controlled prop,
 * "clear filters"), the field follows it, unless the text already says the same value: what the
 * user typed ("1234" against "1,234.00") is never rewritten under their fingers.
 */
export function useDebouncedDraft<V>({
  value,
  format,
  parse,
  commit,
  equals = Object.is,
  delayMs = 300,
}: DebouncedDraftOptions<V>): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => format(value))
  const [seen, setSeen] = useState(value)
  if (!equals(seen, value)) {
    setSeen(value)
    const parsed = parse(draft)
    if (!parsed.ok || !equals(parsed.value, value)) setDraft(format(value))
  }
  const latest = useLatestRef({ parse, commit, equals })
  useEffect(() => {
    const parsed = latest.current.parse(draft)
    if (!parsed.ok || latest.current.equals(parsed.value, value)) return
    const timer = setTimeout(() => latest.current.commit(parsed.value), delayMs)
    return () => clearTimeout(timer)
  }, [draft, value, delayMs, latest])
  return [draft, setDraft]
}

/** A search box: trimmed text, empty meaning no search. */
export const searchDraft = {
  format: (value: string) => value,
  parse: (text: string) => ({ ok: true as const, value: text.trim() }),
}
