import { useMutation, type QueryClient, type UseMutationResult } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { WriteProgress } from '../../api/writes/outcome'

/** What a write is handed besides its variables: a signal that cancels it, one that ends its hold for an earlier attempt, and where its progress goes. */
export interface WriteControls {
  signal: AbortSignal
  /** Aborted by `sendAnyway()`: a write held while an earlier attempt may still land is sent at once. */
  release: AbortSignal
  onProgress: (progress: WriteProgress) => void
}

/**
 * A write hook's mutation. It resolves to what became of the write (per item for a batch: saved,
 * refused, unknown or not sent) and rejects only for a defect, never for the write's fate.
 * `progress` counts a write sent in batches; `cancel()` stops every write of this hook on its way
 * (what was sent is then unknown, what was not is not sent). A write held while an earlier attempt
 * of it may still land (`progress.checkingUntil`) waits, then checks; `sendAnyway()` sends it at once,
 * which may book it twice if the earlier attempt lands after all.
 */
export type WriteMutationResult<TResult, TVariables> = UseMutationResult<TResult, Error, TVariables> & {
  /** How far the write on its way has got; `undefined` when none is. */
  progress: WriteProgress | undefined
  cancel: () => void
  /** Ends the hold of every write of this hook waiting for an earlier attempt to settle: each is looked for once more, and sent if not found. */
  sendAnyway: () => void
}

/** `run` as a mutation of `queryClient` that can be cancelled and reports its progress. */
export function useWriteMutation<TResult, TVariables>(
  queryClient: QueryClient,
  run: (variables: TVariables, controls: WriteControls) => Promise<TResult>,
): WriteMutationResult<TResult, TVariables> {
  const running = useRef(new Map<AbortController, AbortController>())
  const [progress, setProgress] = useState<WriteProgress>()
  const mutation = useMutation(
    {
      retry: false,
      mutationFn: async (variables: TVariables) => {
        const controller = new AbortController()
        const release = new AbortController()
        running.current.set(controller, release)
        try {
          return await run(variables, { signal: controller.signal, release: release.signal, onProgress: setProgress })
        } finally {
          running.current.delete(controller)
          if (running.current.size === 0) setProgress(undefined)
        }
      },
    },
    queryClient,
  )
  const cancel = () => {
    for (const controller of running.current.keys()) controller.abort(new DOMException('The user cancelled the save.', 'AbortError'))
  }
  const sendAnyway = () => {
    for (const release of running.current.values()) release.abort()
  }
  return { ...mutation, progress, cancel, sendAnyway }
}
