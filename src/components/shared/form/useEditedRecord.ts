import { useMemo, useState } from 'react'
import type { MoneyFormat } from '../../../format/money'
import { useLocaleSettings, useUploadAttachment } from '../../../react/provider/provided'
import type { UploadAttachment } from '../../../react/provider/upload'

/** What an editor component edits and shows it with (see `useEditedRecord`). */
export interface EditedRecord<Record> {
  /** The record shown: the host's, or the one the editor saved or deleted until the host passes another. */
  record: Record | undefined
  /** The last record the editor saved or deleted, whatever the host passed since. */
  kept: Record | undefined
  /** Shows `saved` in place of the host's record (uncontrolled use). */
  keep: (saved: Record) => void
  format: MoneyFormat
  /** The host's upload: the editor's prop, else the provider's. */
  upload: UploadAttachment | undefined
}

/**
 * An editor's record, controlled or not: the host's `given` record, replaced by what the editor
 * saved or deleted until the host passes another one; with the money format and the upload.
 */
export function useEditedRecord<Record>(given: Record | undefined, onUploadAttachment: UploadAttachment | undefined): EditedRecord<Record> {
  const { locale, currency } = useLocaleSettings()
  const upload = useUploadAttachment(onUploadAttachment)
  const format = useMemo(() => ({ locale, currency }), [locale, currency])
  const [own, setOwn] = useState<{ from: Record | undefined; record: Record }>()
  return {
    record: own && own.from === given ? own.record : given,
    kept: own?.record,
    keep: (saved) => setOwn({ from: given, record: saved }),
    format,
    upload,
  }
}
