import { useEffect, useRef, useState } from 'react'
import type { Attachment } from '../../../api/types'
import type { UploadAttachment } from '../../../react/upload'

/** One file on its way to the host's storage, or refused by it. */
export interface PendingUpload {
  key: number
  file: File
  /** 0 to 1, as the host reports it. */
  progress: number
  state: 'uploading' | 'failed'
  /** Why it failed (the host's error message, when it gave one). */
  reason?: string
}

/**
 * Runs the host's uploads: each file gets its own AbortController (cancel aborts it, and so does
 * leaving the form), reports progress, and on success hands the service's Attachment to `onUploaded`.
 * A failure stays listed, with its reason, until retried or dismissed.
 */
export function useAttachmentUploads(upload: UploadAttachment | undefined, onUploaded: (attachment: Attachment) => void) {
  const [pending, setPending] = useState<readonly PendingUpload[]>([])
  const controllers = useRef(new Map<number, AbortController>())
  const nextKey = useRef(0)
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  })
  useEffect(() => {
    const running = controllers.current
    return () => {
      for (const controller of running.values()) controller.abort()
    }
  }, [])

  const patch = (key: number, change: Partial<PendingUpload> | undefined) =>
    setPending((previous) => (change ? previous.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)) : previous.filter((entry) => entry.key !== key)))

  const run = (file: File, key: number) => {
    if (!upload) return
    const controller = new AbortController()
    controllers.current.set(key, controller)
    upload(file, { signal: controller.signal, onProgress: (fraction) => patch(key, { progress: Math.min(1, Math.max(0, fraction)) }) }).then(
      (attachment) => {
        controllers.current.delete(key)
        if (controller.signal.aborted) return
        patch(key, undefined)
        uploaded.current(attachment)
      },
      (error: unknown) => {
        controllers.current.delete(key)
        if (controller.signal.aborted) return
        patch(key, { state: 'failed', reason: error instanceof Error && error.message ? error.message : undefined })
      },
    )
  }

  const start = (files: Iterable<File>) => {
    for (const file of files) {
      const key = nextKey.current++
      setPending((previous) => [...previous, { key, file, progress: 0, state: 'uploading' }])
      run(file, key)
    }
  }

  return {
    pending,
    start,
    cancel: (key: number) => {
      controllers.current.get(key)?.abort()
      controllers.current.delete(key)
      patch(key, undefined)
    },
    retry: (key: number) => {
      const entry = pending.find((candidate) => candidate.key === key)
      if (!entry) return
      patch(key, { state: 'uploading', progress: 0, reason: undefined })
      run(entry.file, key)
    },
    dismiss: (key: number) => patch(key, undefined),
  }
}
