import { lazy, Suspense, useMemo } from 'react'
import { Controller } from 'react-hook-form'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import type { MoneyFormat } from '../../format/money'
import type { UploadAttachment } from '../../react/provider/upload'
import { useMessages, useServiceProfile } from '../../react/provider/provided'
import { useBookkeepingContext } from '../../react/provider/context'
import { AttachmentsField } from '../shared/form/AttachmentsField'
import { buildDimensionIndex, type DimensionIndex } from '../../core/forms/dimensions'
import { EditorForm } from '../shared/form/EditorForm'
import { formMessages } from '../../messages/forms/form'
import { localToday } from '../../format/localToday'
import type { RecordLockState } from '../shared/form/lock/useRecordLock'
import { useRecordForm } from '../shared/form/useRecordForm'
import { formValidationContext } from '../../core/forms/validationContext'
import { deferredResolver } from '../shared/form/errors/resolverErrors'
import {
  formValuesFromDefaults,
  formValuesFromTransaction,
  type BankTransactionFormValues,
} from '../../core/forms/bankTransaction/bankTransactionForm'
import type { ValidationContext } from '../../core/forms/bankTransaction/validation'
import { BankLineFacts } from './BankLineFacts'
import { CategorizationFields } from './fields/CategorizationFields'
import { ClassSegmentFields } from './fields/ClassSegmentFields'
import { DeleteTransaction } from './DeleteTransaction'
import { DetailsFields, MemoField } from './fields/DetailsFields'
import { bankTransactionEditorMessages } from '../../messages/queue/bankTransactionEditor'
import { MoreDetailsSection } from './fields/MoreDetailsSection'
import { DEFAULT_VALUE_SETS, type BankTransactionEditorOptions, type BankTransactionIdField } from './options'
import { SplitList } from './SplitList'
import { useTransactionSubmit } from './useTransactionSubmit'

/**
 * "More details" (overrides, tax payment, statuses) is what a business owner rarely opens: it is not
 * in the editor's first load, and comes right after the form has shown. Until then its fields are
 * not drawn, but the form holds their values all along, so nothing read or typed is lost. It comes
 * in the editor's one later chunk (afterFormShows.ts), with the checks Save runs.
 */
const loadAfterFormShows = () => import('./afterFormShows')
const MoreDetailsFields = lazy(() => loadAfterFormShows().then((module) => ({ default: module.MoreDetailsFields })))
// "Ask the owner…" comes with the same chunk, as the form shows: none of its code is in the editor's first load.
const AskOwner = lazy(() => loadAfterFormShows().then((module) => ({ default: module.AskOwner })))
/** "This changes a reconciled month" or "a signed-off month": once the form shows; they read the store. */
const StoreNotices = lazy(() => import('./storeParts').then((module) => ({ default: module.StoreNotices })))

/** The form's own checks run first on Save: they come with the later chunk, and a Save before it waits for them. */
const transactionResolver = deferredResolver<BankTransactionFormValues, ValidationContext>(() =>
  loadAfterFormShows().then((module) => module.validateBankTransaction),
)

/** What the form is given by the editor's root. */
export interface TransactionFormProps {
  record: BankTransaction | undefined
  defaults: BankTransactionInput | undefined
  /** Whose store keeps the months' close when the transaction does not name its company (a new one). */
  companyId: string | undefined
  options: BankTransactionEditorOptions
  format: MoneyFormat
  lock: RecordLockState
  onSaved: (saved: BankTransaction) => void
  onDeleted: (deleted: BankTransaction) => void
  onCancel?: () => void
  onDirtyChange?: (dirty: boolean) => void
  /** Raw id inputs the host asked for. */
  idFields: readonly BankTransactionIdField[]
  /** The host's upload (the editor's prop, else the provider's). */
  upload: UploadAttachment | undefined
}

function indexFor(record: BankTransaction | undefined, options: BankTransactionEditorOptions): DimensionIndex {
  return buildDimensionIndex(options.dimensions, options.classSegments, [...(record?.classSegments ?? record?.dimensionValues ?? [])])
}

function valuesFor(
  record: BankTransaction | undefined,
  defaults: BankTransactionInput | undefined,
  options: BankTransactionEditorOptions,
  format: MoneyFormat,
  newReviewStatus: string | false,
) {
  const index = indexFor(record, options)
  return record
    ? formValuesFromTransaction(record, index, format)
    : formValuesFromDefaults(defaults ?? {}, index, format, localToday(), newReviewStatus)
}

/**
 * The editor's form, in the order a business owner decides: the bank line (facts, or inputs for a new
 * one), category, vendor or customer, memo, dimensions, splits, receipts; everything else in "More
 * details". Then the save and delete actions.
 */
export function TransactionForm({
  record,
  defaults,
  companyId,
  options,
  format,
  lock,
  onSaved,
  onDeleted,
  onCancel,
  onDirtyChange,
  idFields,
  upload,
}: TransactionFormProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const formText = useMessages(formMessages)
  // The checks' own strings come with them: they lay the host's overrides over those themselves.
  const overrides = useBookkeepingContext().messages
  const valueSets = { ...DEFAULT_VALUE_SETS, ...options.valueSets }
  const { newTransactionReviewStatus } = useServiceProfile()
  const index = useMemo(() => indexFor(record, options), [record, options])

  const { form, baseline, showSaved, showGone } = useRecordForm({
    record,
    valuesFor: (shown) => valuesFor(shown, defaults, options, format, newTransactionReviewStatus),
    resolver: transactionResolver,
    context: { ...formValidationContext(format, index.dimensions, lock, messages, formText), overrides },
  })

  const save = useTransactionSubmit({
    form,
    record,
    companyId,
    baseline,
    format,
    passthrough: defaults,
    onSaved: (saved) => {
      showSaved(saved)
      onSaved(saved)
    },
  })

  const deleted = record?.status === 'DELETED'
  const locked = lock.lock !== undefined || deleted
  const { submitCount } = form.formState
  const creating = record === undefined

  return (
    <EditorForm
      {...{ form, save, creating, locked, onDirtyChange, onCancel }}
      block="bk-bank-transaction-editor"
      words={(word) => messages[`bankTransactionEditor.${word}`]}
      lock={lock.lock}
      notice={
        deleted &&
        !lock.lock && (
          <p className="bk-alert" data-tone="warning">
            {messages['bankTransactionEditor.deleted']}
          </p>
        )
      }
      actions={
        record && (
          <>
            {/* Asked in a closed month too: the question is the store's, not the service's. */}
            {!deleted && (
              <Suspense fallback={null}>
                <AskOwner
                  transaction={record}
                  companyId={companyId}
                  categories={options.categories}
                  onAsked={(said) => save.setAlert({ tone: 'success', title: said })}
                />
              </Suspense>
            )}
            {!locked && (
              <DeleteTransaction
                transaction={record}
                companyId={companyId}
                format={format}
                disabled={save.saving}
                onDeleted={(gone, note) => {
                  showGone(gone)
                  // A transfer's side: the note says its other side is no longer paired.
                  save.setAlert({ tone: 'success', title: messages['bankTransactionEditor.deleted'], ...(note ? { details: [note] } : {}) })
                  onDeleted(gone)
                }}
                onFailed={save.setAlert}
              />
            )}
          </>
        )
      }
    >
      {creating ? (
        <DetailsFields record={record} options={options} valueSets={valueSets} format={format} />
      ) : (
        <BankLineFacts record={record} format={format} />
      )}
      <CategorizationFields record={record} options={options} locked={locked} />
      <MemoField />
      <ClassSegmentFields index={index} source={options.classSegments} />
      <SplitList index={index} options={options} format={format} submitted={submitCount > 0} idFields={idFields} />
      <Controller
        control={form.control}
        name="attachmentIds"
        render={({ field, formState }) => (
          <AttachmentsField
            value={field.value}
            onChange={field.onChange}
            known={record?.attachments}
            upload={upload}
            idInput={idFields.includes('attachmentIds')}
            disabled={locked}
            error={formState.errors.root?.attachments?.message}
          />
        )}
      />
      <MoreDetailsSection editing={!creating}>
        {!creating && <DetailsFields record={record} options={options} valueSets={valueSets} format={format} />}
        <Suspense fallback={null}>
          <MoreDetailsFields record={record} options={options} valueSets={valueSets} format={format} />
        </Suspense>
      </MoreDetailsSection>
      {!deleted && (
        <Suspense fallback={null}>
          <StoreNotices record={record} companyId={companyId} format={format} />
        </Suspense>
      )}
      {save.confirmDialog}
    </EditorForm>
  )
}
