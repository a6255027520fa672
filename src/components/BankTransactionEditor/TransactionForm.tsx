import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { Controller, FormProvider, useForm } from 'react-hook-form'
import type { BankTransaction, BankTransactionInput } from '../../api/types'
import { formatDate } from '../../format/date'
import { formatMoneyInput, type MoneyFormat } from '../../format/money'
import { useMessages } from '../../react/hooks'
import { AttachmentIdsField } from '../shared/AttachmentIdsField'
import { errorMessage } from '../shared/errorMessage'
import { buildDimensionIndex, type DimensionIndex } from '../shared/dimensions'
import { FormAlert } from '../shared/FormAlert'
import { formMessages } from '../shared/formMessages'
import { localToday } from '../shared/localToday'
import { LockNotice } from '../shared/LockNotice'
import { sharedMessages } from '../shared/messages'
import type { RecordLockState } from '../shared/useRecordLock'
import { useUnsavedChanges } from '../shared/useUnsavedChanges'
import { formValuesFromDefaults, formValuesFromTransaction, type BankTransactionFormValues } from './bankTransactionForm'
import { CategorizationFields } from './CategorizationFields'
import { ClassSegmentFields } from './ClassSegmentFields'
import { DeleteTransaction } from './DeleteTransaction'
import { DetailsFields } from './DetailsFields'
import { bankTransactionEditorMessages } from './messages'
import { DEFAULT_VALUE_SETS, type BankTransactionEditorOptions } from './options'
import { SplitList } from './SplitList'
import { StatusFields } from './StatusFields'
import { TaxPaymentFields } from './TaxPaymentFields'
import { useTransactionSubmit } from './useTransactionSubmit'
import { transactionResolver, type ValidationContext } from './validation'

/** What the form is given by the editor's root. */
export interface TransactionFormProps {
  record: BankTransaction | undefined
  defaults: BankTransactionInput | undefined
  options: BankTransactionEditorOptions
  format: MoneyFormat
  lock: RecordLockState
  onSaved: (saved: BankTransaction) => void
  onDeleted: (deleted: BankTransaction) => void
  onCancel?: () => void
  onDirtyChange?: (dirty: boolean) => void
}

function indexFor(record: BankTransaction | undefined, options: BankTransactionEditorOptions): DimensionIndex {
  return buildDimensionIndex(options.dimensions, options.classSegments, [...(record?.classSegments ?? record?.dimensionValues ?? [])])
}

function valuesFor(record: BankTransaction | undefined, defaults: BankTransactionInput | undefined, options: BankTransactionEditorOptions, format: MoneyFormat) {
  const index = indexFor(record, options)
  return record ? formValuesFromTransaction(record, index, format) : formValuesFromDefaults(defaults ?? {}, index, format, localToday())
}

/** The editor's form: every field of the save item, the splits, and the save and delete actions. */
export function TransactionForm({ record, defaults, options, format, lock, onSaved, onDeleted, onCancel, onDirtyChange }: TransactionFormProps) {
  const messages = useMessages(bankTransactionEditorMessages)
  const formText = useMessages(formMessages)
  const shared = useMessages(sharedMessages)
  const titleId = useId()
  const lockId = useId()
  const valueSets = { ...DEFAULT_VALUE_SETS, ...options.valueSets }
  const index = useMemo(() => indexFor(record, options), [record, options])

  const [initialValues] = useState(() => valuesFor(record, defaults, options, format))
  const baseline = useRef<BankTransactionFormValues | null>(initialValues)
  const validation: ValidationContext = {
    format,
    dimensions: index.dimensions,
    isDateClosed: lock.isDateClosed,
    closedThroughText: lock.closedThrough ? formatDate(lock.closedThrough, format.locale) : '',
    example: formatMoneyInput(123456, format),
    messages,
    form: formText,
  }
  // The resolver gets `validation` on every run: react-hook-form reads its options afresh each render.
  const form = useForm<BankTransactionFormValues, ValidationContext>({
    defaultValues: initialValues,
    resolver: transactionResolver,
    context: validation,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  // A new record from the host replaces the values; the same record again (a refetch) keeps what the user changed.
  const shown = useRef(record)
  useEffect(() => {
    if (shown.current === record) return
    const sameRecord = record !== undefined && record.id === shown.current?.id
    shown.current = record
    baseline.current = valuesFor(record, defaults, options, format)
    form.reset(baseline.current, sameRecord ? { keepDirtyValues: true } : undefined)
  }, [record, defaults, options, format, form])

  const { submit, saving, alert, setAlert } = useTransactionSubmit({
    form,
    record,
    baseline,
    format,
    passthrough: defaults,
    onSaved: (saved) => {
      shown.current = saved
      baseline.current = valuesFor(saved, defaults, options, format)
      form.reset(baseline.current)
      onSaved(saved)
    },
  })

  const deleted = record?.status === 'DELETED'
  const locked = lock.lock !== undefined || deleted
  const { isDirty, submitCount } = form.formState
  useUnsavedChanges(isDirty && !locked, onDirtyChange)
  const creating = record === undefined

  return (
    <FormProvider {...form}>
      <form
        className="bk-bank-transaction-editor__form"
        aria-labelledby={titleId}
        aria-describedby={lock.lock ? lockId : undefined}
        aria-busy={saving}
        data-mode={creating ? 'create' : 'edit'}
        data-state={saving ? 'saving' : locked ? 'read-only' : 'editing'}
        data-dirty={isDirty || undefined}
        noValidate
        onSubmit={(event) => (locked ? event.preventDefault() : submit(event))}
      >
        <header className="bk-bank-transaction-editor__header">
          <h2 id={titleId} className="bk-bank-transaction-editor__title">
            {messages[creating ? 'bankTransactionEditor.titleCreate' : 'bankTransactionEditor.titleEdit']}
          </h2>
          {isDirty && !locked && (
            <span className="bk-badge" data-tone="warning">
              {messages['bankTransactionEditor.unsaved']}
            </span>
          )}
        </header>
        {lock.lock && <LockNotice id={lockId} lock={lock.lock} />}
        {deleted && !lock.lock && (
          <p className="bk-alert" data-tone="warning">
            {messages['bankTransactionEditor.deleted']}
          </p>
        )}
        <FormAlert alert={alert} />
        <fieldset className="bk-bank-transaction-editor__fields" disabled={locked}>
          <DetailsFields record={record} options={options} valueSets={valueSets} format={format} />
          <CategorizationFields record={record} options={options} format={format} />
          <ClassSegmentFields index={index} source={options.classSegments} />
          <SplitList index={index} options={options} format={format} submitted={submitCount > 0} />
          <TaxPaymentFields valueSets={valueSets} />
          <Controller
            control={form.control}
            name="attachmentIds"
            render={({ field, formState }) => (
              <AttachmentIdsField value={field.value} onChange={field.onChange} known={record?.attachments} disabled={locked} error={formState.errors.root?.attachments?.message} />
            )}
          />
          <StatusFields valueSets={valueSets} />
        </fieldset>
        <div className="bk-bank-transaction-editor__actions">
          {!locked && (
            <button type="submit" className="bk-button" data-variant="primary" aria-disabled={saving || undefined} data-busy={saving || undefined}>
              {saving ? messages['bankTransactionEditor.saving'] : messages[creating ? 'bankTransactionEditor.create' : 'bankTransactionEditor.save']}
            </button>
          )}
          {onCancel && (
            <button type="button" className="bk-button" onClick={onCancel}>
              {messages['bankTransactionEditor.cancel']}
            </button>
          )}
          {record && !locked && (
            <DeleteTransaction
              transaction={record}
              format={format}
              disabled={saving}
              onDeleted={(gone) => {
                shown.current = gone
                form.reset(baseline.current ?? undefined)
                setAlert({ tone: 'success', title: messages['bankTransactionEditor.deleted'] })
                onDeleted(gone)
              }}
              onFailed={(error) => setAlert({ tone: 'danger', title: messages['bankTransactionEditor.deleteFailed'], details: [errorMessage(error, shared)] })}
            />
          )}
        </div>
      </form>
    </FormProvider>
  )
}
