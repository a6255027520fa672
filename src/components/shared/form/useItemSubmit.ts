import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { WriteOutcome, WriteProgress } from '../../../api/writes/outcome'
import { useImportsWhenIdle } from '../../../react/provider/idle'
import { useBookkeepingContext } from '../../../react/provider/context'
import { useMessages, useLocaleSettings } from '../../../react/provider/provided'
import type { FormAlertContent } from './errors/FormAlert'
import { formMessages } from '../../../messages/forms/form'
import { settleHoldMessages } from '../../../messages/queue/settleHold'
import { sharedMessages } from '../../../messages/shared'
import { resolveMessages } from '../../../messages/messageSet'
import { countFieldErrors } from './errors/resolverErrors'
import type { ServiceErrorTarget } from '../../../core/forms/fieldProblems'
import { useSingleFlight } from '../hooks/useSingleFlight'
import { useStillPending } from './useStillPending'
import type { SettleHoldProps } from './holdStatus'
import type { DraftState } from './saveOutcome'

/** What becomes of an answer (saveOutcome.ts): needed once a save is sent, it loads in idle time once the form has shown. */
const loadOutcomes = () => import('./saveOutcome')

/**
 * What a form's checked values become: the one item to send, with where each of the service's
 * errors about it lands and, for a record the service gives bookkit no way to check, where the user
 * can see whether it was stored (a journal entry: the ledger of one of its accounts); or why nothing
 * is sent (no alert when the form already shows why).
 */
type ItemToSend<Item> =
  | { item: Item; errorTarget: (param: string | undefined) => ServiceErrorTarget<string>; whereToCheck?: string }
  | { alert?: FormAlertContent }

/** A save item that may create a record: without `id`, with the idempotency key of its draft. */
interface CreatableItem {
  id?: string | null
  apiSourceId?: string | null
}

/** What an editor tells its submit: the form, its batch save, and its own rules for building and placing. */
export interface ItemSubmitOptions<Values extends FieldValues, Item extends CreatableItem, Saved> {
  form: UseFormReturn<Values>
  /** The component's batch save; the form sends one item through it. */
  mutation: {
    isPending: boolean
    mutateAsync: (items: Item[]) => Promise<WriteOutcome<Saved>[]>
    progress: WriteProgress | undefined
    cancel: () => void
    sendAnyway: () => void
  }
  /** The item for values that passed the form's checks, or why it is not sent; a promise where building it loads code first. */
  itemFor: (values: Values) => ItemToSend<Item> | Promise<ItemToSend<Item>>
  /** The label of the choice that drops a draft the user found stored, to start another. */
  startOverLabel?: string
  /** The label of the choice to send a new record while its first attempt may still land: "Save as a new transaction anyway". */
  saveAnywayLabel: string
  /** The title of the alert after a successful save. */
  savedTitle: string
  /** After a save the service confirmed; not called when it confirmed without sending the record back (the alert says so). */
  onSaved: (saved: Saved) => void
}

/**
 * The submit of an editor that saves one item: validates, sends the item once however often Save is
 * pressed, and says which outcome it had: saved; refused (the service's errors on their fields); or
 * unknown (no answer in time, a lost answer, a 5xx, a cancel), said with its reason. A save still on
 * its way after a few seconds says so and can be cancelled. The form keeps every value whatever
 * happens; only `onSaved`, or the user's own choice to start over, resets it.
 *
 * A create carries its draft's key as `apiSourceId` (unless the host gave one), kept across retries
 * and renewed after a success. An unknown outcome is never resolved by sending again blindly: the
 * bank-transaction hooks find out by a sync before anything is sent again; for a record the service
 * cannot list, the alert says where to look and the user chooses between saving again and starting over.
 *
 * A save that timed out or was cancelled may still land until a settle window after it was sent
 * (README decision 20). Saved again meanwhile, a record bookkit can look for waits, then looks
 * (the write holds, `pending.hold` counts down); one it cannot look for is not sent again until
 * then. Either way the user may send it at once, beside a warning that it may be booked twice.
 */
export function useItemSubmit<Values extends FieldValues, Item extends CreatableItem, Saved>({
  form,
  mutation,
  itemFor,
  startOverLabel,
  saveAnywayLabel,
  savedTitle,
  onSaved,
}: ItemSubmitOptions<Values, Item, Saved>) {
  const formText = useMessages(formMessages)
  const holdText = useMessages(settleHoldMessages)
  const shared = useMessages(sharedMessages)
  const { locale } = useLocaleSettings()
  // What the form says of an answer comes with the code that reads the answer: it lays these over its own.
  const overrides = useBookkeepingContext().messages
  const flight = useSingleFlight()
  const [alert, setAlert] = useState<FormAlertContent>()
  // The draft's key, kept across retries and renewed after a success, and whether its last attempt got no answer.
  const draft = useRef<DraftState>({ lostAnswer: false, key: null })
  // An attempt bookkit cannot look for that may still land: nothing is sent again before `until`
  // unless the user says so; `then` is what the alert says once it can no longer land.
  const [held, setHeld] = useState<{ until: number; then: FormAlertContent; item: Item }>()
  // The item of the save on its way: whether sending it anyway would create a record.
  const [sending, setSending] = useState<Item>()
  useImportsWhenIdle([loadOutcomes])
  // What becomes of an answer, once here (nothing is sent before): it also says when a save the service asked to wait is sent.
  const [outcomes, setOutcomes] = useState<Awaited<ReturnType<typeof loadOutcomes>>>()
  // An alert's "Save again" runs the save as it stands when pressed, whatever render drew the alert.
  const runNow = useRef(() => {})

  const startOver = () => {
    draft.current.key = null
    draft.current.lostAnswer = false
    setHeld(undefined)
    form.reset()
    setAlert(undefined)
  }

  const save = async (values: Values, anyway: boolean) => {
    // Held: the alert already says why nothing is sent, and the hold offers to send anyway.
    if (held && !anyway && isAhead(held.until)) return
    const [prepared, later] = await Promise.all([itemFor(values), loadOutcomes()])
    setOutcomes(later)
    if (!('item' in prepared)) {
      if (prepared.alert) setAlert(prepared.alert)
      return
    }
    const creates = !prepared.item.id
    draft.current.key ??= later.newDraftKey()
    const item = creates && !prepared.item.apiSourceId ? { ...prepared.item, apiSourceId: draft.current.key } : prepared.item
    setSending(item)
    setHeld(undefined)
    const [outcome] = await mutation.mutateAsync([item])
    if (!outcome) return
    later.settleOutcome(outcome, {
      form,
      item,
      errorTarget: prepared.errorTarget,
      whereToCheck: prepared.whereToCheck,
      draft: draft.current,
      text: { form: formText, shared, locale, resolve: (defaults) => resolveMessages(defaults, overrides) },
      startOverLabel,
      savedTitle,
      saveAgain: () => runNow.current(),
      startOver,
      setAlert,
      hold: (until, then) => setHeld({ until, then, item }),
      onSaved,
    })
  }

  const run = ({ anyway = false } = {}) => {
    // Two clicks can land before the re-render that marks the save pending: the flight's ref catches the second.
    if (mutation.isPending) return
    flight.run(async () => {
      if (!held || anyway) setAlert(undefined)
      try {
        await form.handleSubmit(
          (values) => save(values, anyway),
          (errors) => setAlert({ tone: 'danger', title: formText['shared.form.fixErrors'](Math.max(1, countFieldErrors(errors))) }),
        )()
      } catch {
        // The form's checks, and what becomes of an answer, load by the first Save, and may fail to
        // (the network): nothing was sent, Save tries again.
        setAlert({ tone: 'danger', title: formText['shared.form.saveFailed'] })
      }
    })
  }

  useLayoutEffect(() => {
    runNow.current = run
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    run()
  }

  // Once the first attempt can no longer land, the choice to save again comes back.
  useEffect(() => {
    if (!held) return
    const timer = setTimeout(() => {
      setHeld(undefined)
      setAlert((shown) => (shown?.title === formText['shared.form.outcomeUnknown'] ? held.then : shown))
    }, held.until - Date.now())
    return () => clearTimeout(timer)
  })

  const saving = flight.running || mutation.isPending
  const stillSaving = useStillPending(saving)
  const anyway = (item: Item | undefined) => ({
    anywayLabel: item?.id ? holdText['shared.hold.saveAnyway'] : saveAnywayLabel,
    creates: !item?.id,
  })
  const checkingUntil = saving ? mutation.progress?.checkingUntil : undefined
  const waitingUntil = mutation.progress?.waitingUntil
  const hold: SettleHoldProps | undefined =
    checkingUntil !== undefined
      ? { until: checkingUntil, checking: true, ...anyway(sending), onSendAnyway: mutation.sendAnyway }
      : held && !saving
        ? { until: held.until, checking: false, ...anyway(held.item), onSendAnyway: () => run({ anyway: true }) }
        : undefined
  return {
    submit,
    saving,
    alert,
    setAlert,
    pending: {
      stillSaving,
      waitingUntil,
      waitingText: waitingUntil === undefined ? undefined : outcomes?.waitingText(waitingUntil, shared, locale),
      hold,
      onCancelSave: mutation.cancel,
    },
  }
}

/** Whether an instant is still to come. */
const isAhead = (at: number | undefined): boolean => at !== undefined && at > Date.now()
