import { useEffect, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { UploadAttachment } from '../../../react/provider/upload'

/** Receipts on their way to one row: uploading (with their progress, 0 to 1), or refused by the host's upload. */
export type RowReceipts =
  | { state: 'uploading'; files: readonly File[]; progress: number }
  | { state: 'failed'; files: readonly File[]; reason: string | undefined }

/**
 * Receipts dropped on (or pasted into) a row: every file goes through the host's upload, with its
 * progress on the row, and once all are stored they are attached to the transaction in one save
 * (`onUploaded`). A refused upload keeps its files, so "Retry" sends them again; nothing is lost.
 */
export function useRowReceipts(
  upload: UploadAttachment | undefined,
  onUploaded: (transaction: BankTransaction, attachmentIds: string[]) => void,
  onFailed: (transaction: BankTransaction, reason: string | undefined) => void,
) {
  const [receipts, setReceipts] = useState<ReadonlyMap<string, RowReceipts>>(new Map())
  const running = useRef(new Map<string, AbortController>())
  useEffect(() => {
    const controllers = running.current
    return () => {
      for (const controller of controllers.values()) controller.abort()
    }
  }, [])

  const set = (id: string, receipt: RowReceipts | undefined) =>
    setReceipts((previous) => {
      const next = new Map(previous)
      if (receipt) next.set(id, receipt)
      else next.delete(id)
      return next
    })

  /** Uploads `files` for `transaction`; false when there is no upload, or the row has receipts on their way already. */
  const attach = (transaction: BankTransaction, files: readonly File[]): boolean => {
    const { id } = transaction
    if (!upload || files.length === 0 || running.current.has(id)) return false
    const controller = new AbortController()
    running.current.set(id, controller)
    const sent = files.map(() => 0)
    set(id, { state: 'uploading', files, progress: 0 })
    const uploads = files.map((file, position) =>
      upload(file, {
        signal: controller.signal,
        onProgress: (fraction) => {
          sent[position] = Math.min(1, Math.max(0, fraction))
          if (!controller.signal.aborted)
            set(id, { state: 'uploading', files, progress: sent.reduce((sum, part) => sum + part, 0) / files.length })
        },
      }),
    )
    Promise.all(uploads).then(
      (attachments) => {
        running.current.delete(id)
        if (controller.signal.aborted) return
        set(id, undefined)
        onUploaded(
          transaction,
          attachments.map((attachment) => attachment.id),
        )
      },
      (error: unknown) => {
        running.current.delete(id)
        if (controller.signal.aborted) return
        // One refused file stops the rest: the row's receipts are attached together or not at all.
        controller.abort()
        const reason = error instanceof Error && error.message ? error.message : undefined
        set(id, { state: 'failed', files, reason })
        onFailed(transaction, reason)
      },
    )
    return true
  }

  return {
    receipts,
    attach,
    retry: (transaction: BankTransaction) => {
      const receipt = receipts.get(transaction.id)
      if (receipt?.state === 'failed') attach(transaction, receipt.files)
    },
    dismiss: (id: string) => set(id, undefined),
  }
}
