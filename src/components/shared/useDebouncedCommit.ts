import { useEffect, useRef, useState } from 'react'

/**
 * A text field whose value reaches the query only once the user pauses typing. Returns the text to
 * show and its setter. `committed` is what the query holds; when it changes from outside (a host's
 * controlled prop, a "clear filters"), the field follows it instead of writing its stale text back.
 */
export function useDebouncedCommit(committed: string, commit: (text: string) => void, delayMs = 300): [string, (text: string) => void] {
  const [draft, setDraft] = useState(committed)
  const [seen, setSeen] = useState(committed)
  if (committed !== seen) {
    setSeen(committed)
    if (draft.trim() !== committed) setDraft(committed)
  }
  const latestCommit = useRef(commit)
  latestCommit.current = commit
  useEffect(() => {
    const text = draft.trim()
    if (text === committed) return
    const timer = setTimeout(() => latestCommit.current(text), delayMs)
    return () => clearTimeout(timer)
  }, [draft, committed, delayMs])
  return [draft, setDraft]
}
