import { useRef, useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { BatchItemResult } from '../../api/results'
import type { FindCreated } from '../../react/createdRecords'
import { useMessages } from '../../react/hooks'
import { errorMessage } from './errorMessage'
import type { FormAlertContent } from './FormAlert'
import { formMessages } from '../../messages/form'
import { sharedMessages } from '../../messages/shared'
import { countFieldErrors } from './resolverErrors'
import { placeServiceErrors, type ServiceErrorTarget } from './serviceErrors'
import { useSingleFlight } from './useSingleFlight'

/** What a form's checked values become: the one item to send, or why nothing is sent (no alert when the form already shows why). */
export type ItemToSend<Item> = { item: Item } | { alert?: FormAlertContent }

/** A save item that may create a record: without `id`, with the idempotency key of its draft. */
interface CreatableItem {
  id?: string | null
  apiSourceId?: string | null
}

/** A saved record, as the service answers it. */
interface SavedRecord {
  apiSourceId?: string | null
}

/** What an editor tells its submit: the form, its batch save, and its own rules for building and placing. */
export interface ItemSubmitOptions<Values extends FieldValues, Item extends CreatableItem, Saved extends SavedRecord> {
  form: UseFormReturn<Values>
  /** The component's batch save; the form sends one item through it. */
  mutation: { isPending: boolean; mutateAsync: (items: Item[]) => Promise<BatchItemResult<Saved>[]> }
  /** The item for values that passed the form's checks, or why it is not sent. */
  itemFor: (values: Values) => ItemToSend<Item>
  /** Where each of the service's errors lands, for the values that were sent. */
  errorTargetsFor: (sent: Values) => (param: string | undefined) => ServiceErrorTarget<string>
  /** Finds the record an earlier attempt of this draft created when its answer was lost. */
  findCreated: FindCreated<Item>
  /** The title of the alert after a successful save. */
  savedTitle: string
  onSaved: (saved: Saved) => void
}

/** A fresh idempotency key for a draft: 128 random bits (`randomUUID` exists only in secure contexts). */
function newDraftKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return `bk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/**
 * The submit of an editor that saves one item: validates, sends the item once however often Save is
 * pressed, and says what happened in the form's alert: the fields to fix, the service's errors on
 * their fields, a request that failed with its reason, or the save. The form keeps every value
 * whatever happens; only `onSaved` may reset it.
 *
 * A create is idempotent: it carries its draft's key as `apiSourceId` (unless the host gave one),
 * kept across retries and renewed after a success. When an attempt got no answer and a retry is
 * refused as DUPLICATE, the first attempt did store the record: it is found, sent the draft's
 * values as an update, and the save ends as saved. One record, one `onSaved`.
 */
export function useItemSubmit<Values extends FieldValues, Item extends CreatableItem, Saved extends SavedRecord>({
  form,
  mutation,
  itemFor,
  errorTargetsFor,
  findCreated,
  savedTitle,
  onSaved,
}: ItemSubmitOptions<Values, Item, Saved>) {
  const formText = useMessages(formMessages)
  const shared = useMessages(sharedMessages)
  const flight = useSingleFlight()
  const [alert, setAlert] = useState<FormAlertContent>()
  const draftKey = useRef<string>(null)
  // Keys sent in attempts that got no answer: the service may hold their record.
  const unanswered = useRef(new Set<string>())

  const send = async (item: Item): Promise<BatchItemResult<Saved> | undefined> => {
    const [result] = await mutation.mutateAsync([item])
    const key = item.apiSourceId
    if (!result || result.ok || !key || !unanswered.current.has(key) || !result.errors.some((error) => error.type === 'DUPLICATE')) return result
    const id = await findCreated(item)
    if (id === undefined) return result
    const [stored] = await mutation.mutateAsync([{ ...item, id }])
    return stored?.ok && stored.data.apiSourceId === key ? stored : result
  }

  const save = async (values: Values) => {
    const prepared = itemFor(values)
    if (!('item' in prepared)) {
      if (prepared.alert) setAlert(prepared.alert)
      return
    }
    const creates = !prepared.item.id
    draftKey.current ??= newDraftKey()
    const item = creates && !prepared.item.apiSourceId ? { ...prepared.item, apiSourceId: draftKey.current } : prepared.item
    let result
    try {
      result = await send(item)
    } catch (error) {
      if (creates && item.apiSourceId) unanswered.current.add(item.apiSourceId)
      setAlert({ tone: 'danger', title: formText['shared.form.saveFailed'], details: [errorMessage(error, shared)] })
      return
    }
    if (!result) return
    if (!result.ok) {
      const details = placeServiceErrors(form, result.errors, errorTargetsFor(values))
      setAlert({ tone: 'danger', title: formText['shared.form.serverRefused'], details })
      return
    }
    // The next create is another record: a new key.
    draftKey.current = null
    unanswered.current.clear()
    setAlert({ tone: 'success', title: savedTitle })
    onSaved(result.data)
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // Two clicks can land before the re-render that marks the save pending: the flight's ref catches the second.
    if (mutation.isPending) return
    flight.run(async () => {
      setAlert(undefined)
      await form.handleSubmit(save, (errors) => setAlert({ tone: 'danger', title: formText['shared.form.fixErrors'](Math.max(1, countFieldErrors(errors))) }))()
    })
  }

  return { submit, saving: flight.running || mutation.isPending, alert, setAlert }
}
