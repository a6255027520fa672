import type { Attachment } from '../../api/types'

/** What bookkit gives the host's upload: a signal that aborts it (the user cancelled), and a way to report progress. */
export interface UploadAttachmentContext {
  /** Aborted when the user cancels the upload or leaves the form. */
  signal: AbortSignal
  /** Reports how much is sent, from 0 to 1. */
  onProgress: (fraction: number) => void
}

/**
 * The host's upload of a receipt or other file: the service has no upload endpoint, so the host
 * stores the file and resolves to the service's `Attachment` (its `id` is what the record saves).
 */
export type UploadAttachment = (file: File, context: UploadAttachmentContext) => Promise<Attachment>
