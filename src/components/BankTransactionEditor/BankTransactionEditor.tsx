import { useEffect, useMemo, useState } from 'react'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { useLocaleSettings, useUploadAttachment } from '../../react/provider/provided'
import type { UploadAttachment } from '../../react/provider/upload'
import { ComponentRoot, type CommonComponentProps } from '../shared/root/ComponentRoot'
import type { LandmarkProps } from '../shared/root/landmark'
import { LoadingState } from '../shared/root/states'
import { useLoadCallbacks, type LoadCallbacks } from '../shared/root/useLoadCallbacks'
import { useRecordLock } from '../shared/form/lock/useRecordLock'
import type { BankTransactionEditorOptions, BankTransactionIdField } from './options'
import { TransactionForm } from './TransactionForm'
import { splitRow } from './SplitList'
import { useEmitEvent } from '../../react/provider/context'

/** Props of `<BankTransactionEditor>`. */
export interface BankTransactionEditorProps extends CommonComponentProps, LandmarkProps, LoadCallbacks {
  /**
   * The transaction to edit (from the v5 list, a save answer, or the host). Pass the saved one back
   * after `onSaved` to control it; left as it was, the editor carries on with what it saved.
   */
  transaction?: BankTransaction
  /** The bank account of a new transaction (when `transaction` is absent). */
  bankAccountId?: string
  /** Starting values of a new transaction, as a save item; `apiName`, `apiSourceId` and `customData` are sent as given. */
  defaults?: BankTransactionInput
  /** Whose closing applies when the transaction does not name its company (a new one, for a token that sees several companies). */
  companyId?: string
  /** Where the pickers get their choices: lists or search functions. */
  options?: BankTransactionEditorOptions
  /** After a successful save, with the saved record; not called when the service confirms a save without sending the record back and it cannot be read back (the form says it was saved). */
  onSaved?: (transaction: BankTransaction) => void
  /** After a confirmed delete, with the deleted record (`status: DELETED`). */
  onDeleted?: (transaction: BankTransaction) => void
  /** The user chose Cancel; shown only when given. */
  onCancel?: () => void
  /** The form became dirty (unsaved changes) or clean again. */
  onDirtyChange?: (dirty: boolean) => void
  /** Raw id inputs to show, which the default layout leaves out: a split's `invoiceId`, `billId`, `payrollId`, or `attachmentIds` typed by id. */
  idFields?: readonly BankTransactionIdField[]
  /** The host's upload of receipts; wins over the provider's `onUploadAttachment`. Without either, files are shown and removed, not added. */
  onUploadAttachment?: UploadAttachment
}

const NO_OPTIONS: BankTransactionEditorOptions = {}
const NO_ID_FIELDS: readonly BankTransactionIdField[] = []

/**
 * Creates or edits one bank transaction, focused on what a business owner decides: the bank line as
 * facts, then category (with suggestions), vendor or customer, memo, splits and receipts; the rest of
 * the save item in "More details". The closing lock, read-only sessions, per-field service errors,
 * and a confirmed delete.
 */
export function BankTransactionEditor({
  className,
  onError,
  headingLevel,
  'aria-label': label,
  'aria-labelledby': labelledBy,
  ...props
}: BankTransactionEditorProps) {
  const root = { className, onError, headingLevel, 'aria-label': label, 'aria-labelledby': labelledBy }
  return (
    <ComponentRoot name="BankTransactionEditor" {...root}>
      <EditorBody {...props} />
    </ComponentRoot>
  )
}

function EditorBody({
  transaction,
  bankAccountId,
  defaults,
  companyId,
  options = NO_OPTIONS,
  onSaved,
  onDeleted,
  onCancel,
  onDirtyChange,
  onLoadStart,
  onLoadError,
  idFields = NO_ID_FIELDS,
  onUploadAttachment,
}: Omit<BankTransactionEditorProps, keyof CommonComponentProps>) {
  const { locale, currency } = useLocaleSettings()
  const upload = useUploadAttachment(onUploadAttachment)
  const format = useMemo(() => ({ locale, currency }), [locale, currency])
  // Uncontrolled use: what the editor saved or deleted, until the host passes another transaction.
  const [own, setOwn] = useState<{ from: BankTransaction | undefined; record: BankTransaction }>()
  const record = own && own.from === transaction ? own.record : transaction
  const emit = useEmitEvent()
  const createDefaults = useMemo(
    () => ({
      ...defaults,
      ...((bankAccountId ?? defaults?.bankAccountId) ? { bankAccountId: bankAccountId ?? defaults?.bankAccountId } : {}),
    }),
    [defaults, bankAccountId],
  )
  // A transaction with splits shows them at first paint: their code loads now, while the closing does.
  const hasSplits = ((record ? record.children : createDefaults.children) ?? []).length > 0
  useEffect(() => {
    if (hasSplits) splitRow.preload().catch(() => undefined)
  }, [hasSplits])
  const lock = useRecordLock({ companyId: record?.company?.id ?? companyId, recordDate: record?.date })
  // What the editor loads is the closing (its lock); the record itself comes from the host.
  useLoadCallbacks(lock, { onLoadStart, onLoadError })
  if (lock.loading) return <LoadingState rows={4} columns={2} />
  return (
    <TransactionForm
      record={record}
      defaults={createDefaults}
      companyId={companyId}
      options={options}
      format={format}
      lock={lock}
      onSaved={(saved) => {
        setOwn({ from: transaction, record: saved })
        emit({ type: 'transactionSaved', transactionId: saved.id, created: record?.id === undefined })
        onSaved?.(saved)
      }}
      onDeleted={(deleted) => {
        setOwn({ from: transaction, record: deleted })
        emit({ type: 'transactionDeleted', transactionId: deleted.id })
        onDeleted?.(deleted)
      }}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      idFields={idFields}
      upload={upload}
    />
  )
}
