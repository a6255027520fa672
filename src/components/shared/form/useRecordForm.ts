import { useEffect, useRef, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form'
import { useLatestRef } from '../hooks/useLatestRef'

/** What an editor's form is built from: the record it shows, how a record becomes values, and its checks. */
export interface RecordFormOptions<Shown extends { id: string }, Values extends FieldValues, Context> {
  /** The record being edited; `undefined` for a new one. */
  record: Shown | undefined
  /** The form's values for a record, or for a new one (the host's defaults). */
  valuesFor: (record: Shown | undefined) => Values
  resolver: Resolver<Values, Context>
  /** What the resolver gets on every run: react-hook-form reads its options afresh each render. */
  context: Context
}

/**
 * An editor's react-hook-form form over one record, with the baseline an update is compared to.
 * Another record from the host replaces the values; the same record again (a refetch) keeps what
 * the user changed. `showSaved` and `showGone` take the service's answer to a save or delete, so the
 * host passing that answer back changes nothing.
 */
export function useRecordForm<Shown extends { id: string }, Values extends FieldValues, Context>({
  record,
  valuesFor,
  resolver,
  context,
}: RecordFormOptions<Shown, Values, Context>) {
  const [initialValues] = useState(() => valuesFor(record))
  const baseline = useRef<Values | null>(initialValues)
  const form = useForm<Values, Context>({
    defaultValues: initialValues as DefaultValues<Values>,
    resolver,
    context,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })

  const shown = useRef(record)
  const latestValuesFor = useLatestRef(valuesFor)
  useEffect(() => {
    if (shown.current === record) return
    const sameRecord = record !== undefined && record.id === shown.current?.id
    shown.current = record
    baseline.current = latestValuesFor.current(record)
    form.reset(baseline.current, sameRecord ? { keepDirtyValues: true } : undefined)
  }, [record, form, latestValuesFor])

  /** The service's answer to a save: the record shown, the new baseline, and the values the form goes back to. */
  const showSaved = (saved: Shown) => {
    shown.current = saved
    baseline.current = valuesFor(saved)
    form.reset(baseline.current)
  }

  /** A record that is gone (deleted): the record shown, with the form back at its baseline. */
  const showGone = (gone: Shown) => {
    shown.current = gone
    form.reset(baseline.current ?? undefined)
  }

  return { form, baseline, showSaved, showGone }
}
