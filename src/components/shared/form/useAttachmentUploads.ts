import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react'
import type { Attachment } from '../../../api/types'
import type { UploadAttachment } from '../../../react/provider/upload'

/** One file on its way to the host's storage, or refused by it. */
export interface PendingUpload {
  key: number
  file: File
  /** 0 to 1, as the host reports it. */
  progress: number
  state: 'uploading' | 'failed'
  /** Why it failed (the host's error message, when it gave one). */
  reason?: string
  /** Counts the tries: a retry is a new attempt, with its own upload. */
  attempt: number
}

const attemptOf = (entry: PendingUpload) => `${entry.key}/${entry.attempt}`

/**
 * Runs the host's uploads for the `pending` files the form holds: every entry in 'uploading' gets
 * its upload, with its own AbortController (cancel aborts it, and so does leaving the form),
 * reports progress, and on success hands the service's Attachment to `onUploaded`. A failure
 * stays listed, with its reason, until retried or dismissed.
 *
 * The form adds entries itself, before this code is here: the uploads start after a render, from
 * whatever is pending, so a file chosen before this hook's chunk arrived is uploaded once it does.
 */
export function useAttachmentUploads(
  upload: UploadAttachment | undefined,
  pending: readonly PendingUpload[],
  setPending: Dispatch<SetStateAction<readonly PendingUpload[]>>,
  onUploaded: (attachment: Attachment) => void,
) {
  // Every attempt started, and its controller until it settles (null after). A settled attempt
  // stays known: a render from before it settled must not start it again.
  const attempts = useRef(new Map<string, AbortController | null>())
  const uploaded = useRef(onUploaded)
  useEffect(() => {
    uploaded.current = onUploaded
  })
  useEffect(() => {
    const started = attempts.current
    return () => {
      for (const controller of started.values()) controller?.abort()
      // Strict mode unmounts once for show and mounts again: what was aborted then starts again.
      started.clear()
    }
  }, [])

  const patch = (key: number, change: Partial<PendingUpload> | undefined) =>
    setPending((previous) =>
      change
        ? previous.map((entry) => (entry.key === key ? { ...entry, ...change } : entry))
        : previous.filter((entry) => entry.key !== key),
    )

  useEffect(() => {
    if (!upload) return
    for (const entry of pending) {
      const attempt = attemptOf(entry)
      if (entry.state !== 'uploading' || attempts.current.has(attempt)) continue
      const controller = new AbortController()
      attempts.current.set(attempt, controller)
      const settled = () => {
        if (attempts.current.get(attempt) === controller) attempts.current.set(attempt, null)
      }
      upload(entry.file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          if (!controller.signal.aborted) patch(entry.key, { progress: Math.min(1, Math.max(0, fraction)) })
        },
      }).then(
        (attachment) => {
          settled()
          if (controller.signal.aborted) return
          patch(entry.key, undefined)
          uploaded.current(attachment)
        },
        (error: unknown) => {
          settled()
          if (controller.signal.aborted) return
          patch(entry.key, { state: 'failed', reason: error instanceof Error && error.message ? error.message : undefined })
        },
      )
    }
  })

  return {
    cancel: (entry: PendingUpload) => {
      attempts.current.get(attemptOf(entry))?.abort()
      patch(entry.key, undefined)
    },
    retry: (entry: PendingUpload) => patch(entry.key, { state: 'uploading', progress: 0, reason: undefined, attempt: entry.attempt + 1 }),
    dismiss: (entry: PendingUpload) => patch(entry.key, undefined),
  }
}
