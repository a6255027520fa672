import type { FieldValues, UseFormReturn } from 'react-hook-form'
import type { WriteOutcome } from '../../../api/writes/outcome'
import type { ServiceErrorTarget } from '../../../core/forms/fieldProblems'
import type { FormMessages } from '../../../messages/forms/form'
import { formOutcomeMessages, type FormOutcomeMessages } from '../../../messages/forms/formOutcome'
import type { MessageSet } from '../../../messages/messageSet'
import type { SharedMessages } from '../../../messages/shared'
import { busyText, refusalText, unknownReasonText } from '../text/writeOutcomeText'
import type { FormAlertContent } from './errors/FormAlert'
import { placeServiceErrors } from './errors/serviceErrors'

/*
 * What an editor's save does from the moment it sends: a new draft's idempotency key, what it says
 * of a wait the service asked for, and what it does with the answer (`useItemSubmit`). It loads in
 * idle time once the form has shown, and Save waits for it before it sends anything.
 */

/** A fresh idempotency key for a draft: 128 random bits (`randomUUID` exists only in secure contexts). */
export function newDraftKey(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16))
  return `bk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

type Unknown<Saved> = Extract<WriteOutcome<Saved>, { status: 'unknown' }>

/** The record a draft's save holds on to across attempts: whether the last one got no answer, and its idempotency key. */
export interface DraftState {
  /** The last attempt of this draft got no answer: the service may hold it. */
  lostAnswer: boolean
  /** The draft's idempotency key; null for a fresh one on its next create. */
  key: string | null
}

/** What the form is, says and offers, for an outcome of `item`. */
export interface OutcomeSetting<Values extends FieldValues, Item extends { id?: string | null }, Saved> {
  form: UseFormReturn<Values>
  /** The item sent; where each of the service's errors about it lands, and where to look for it if it cannot be checked. */
  item: Item
  errorTarget: (param: string | undefined) => ServiceErrorTarget<string>
  whereToCheck: string | undefined
  draft: DraftState
  /** The form's strings; `resolve` lays the host's over a table that comes with this code (formOutcome.ts). */
  text: { form: FormMessages; shared: SharedMessages; locale: string; resolve: <M extends MessageSet>(defaults: M) => M }
  startOverLabel: string | undefined
  savedTitle: string
  /** Sends the draft again (an alert's "Save again"). */
  saveAgain: () => void
  /** Drops the draft, to start another. */
  startOver: () => void
  setAlert: (alert: FormAlertContent) => void
  /** Holds the draft until an earlier attempt can no longer land; `then` is the alert for after. */
  hold: (until: number, then: FormAlertContent) => void
  onSaved: (saved: Saved) => void
}

/** What the form says of an answer, with the host's words where it gave any. */
function answerText(text: OutcomeSetting<FieldValues, { id?: string | null }, unknown>['text']): FormOutcomeMessages {
  return text.resolve(formOutcomeMessages)
}

/** The alert of an unknown outcome: its reason, and where to look or what the next save does. */
function unknownAlert<Values extends FieldValues, Item extends { id?: string | null }, Saved>(
  outcome: Unknown<Saved>,
  setting: OutcomeSetting<Values, Item, Saved>,
  mayStillLand: boolean,
): FormAlertContent {
  const { text, item, whereToCheck, startOverLabel } = setting
  const said = answerText(text)
  const reason = unknownReasonText(outcome, text.shared, text.locale)
  if (outcome.canCheck || !whereToCheck)
    return {
      tone: 'warning',
      title: text.form['shared.form.outcomeUnknown'],
      details: [reason, said['shared.form.outcomeWillBeChecked']],
    }
  return {
    tone: 'warning',
    title: text.form['shared.form.outcomeUnknown'],
    details: [reason, whereToCheck],
    actions: [
      // While the first may still land, sending again is the hold's choice, with its warning.
      ...(mayStillLand ? [] : [{ label: said['shared.form.saveAgain'], onClick: setting.saveAgain }]),
      ...(!item.id && startOverLabel ? [{ label: startOverLabel, onClick: setting.startOver }] : []),
    ],
  }
}

/**
 * Says which outcome the save of `setting.item` had: saved; refused (the service's errors on their
 * fields); or unknown, with its reason, held while the attempt may still land where bookkit cannot
 * look for it. Keeps `setting.draft` up to date.
 */
export function settleOutcome<Values extends FieldValues, Item extends { id?: string | null }, Saved>(
  outcome: WriteOutcome<Saved>,
  setting: OutcomeSetting<Values, Item, Saved>,
): void {
  const { draft, text, setAlert } = setting
  const said = answerText(text)
  const creates = !setting.item.id
  switch (outcome.status) {
    case 'unknown': {
      draft.lostAnswer = true
      const { settlesAt } = outcome
      const mayStillLand = settlesAt !== undefined && settlesAt > Date.now()
      if (!outcome.canCheck && mayStillLand) setting.hold(settlesAt, unknownAlert(outcome, setting, false))
      setAlert(unknownAlert(outcome, setting, mayStillLand))
      return
    }
    case 'notSent':
      setAlert({ tone: 'danger', title: text.form['shared.form.saveFailed'] })
      return
    case 'refused': {
      // Sent again by the user's choice, the draft met its own first attempt.
      if (creates && draft.lostAnswer && outcome.errors.some((error) => error.type === 'DUPLICATE')) {
        setAlert({
          tone: 'success',
          title: said['shared.form.alreadySaved'],
          actions: setting.startOverLabel ? [{ label: setting.startOverLabel, onClick: setting.startOver }] : undefined,
        })
        return
      }
      // Signing in failed, or the service failed (a check found nothing stored): nothing to fix, only to try again.
      if (outcome.kind === 'auth' || outcome.statusCode >= 500) {
        setAlert({ tone: 'danger', title: text.form['shared.form.saveFailed'], details: [refusalText(outcome, text.shared)] })
        return
      }
      const details = placeServiceErrors(setting.form, outcome.errors, setting.errorTarget)
      setAlert({ tone: 'danger', title: said['shared.form.serverRefused'], details })
      return
    }
    case 'saved': {
      // The next create is another record: a new key.
      draft.key = null
      draft.lostAnswer = false
      const details = [
        ...(outcome.recovered ? [said['shared.form.savedAfterCheck']] : []),
        ...(outcome.record ? [] : [said['shared.form.savedWithoutRecord']]),
      ]
      setAlert({ tone: 'success', title: setting.savedTitle, details: details.length > 0 ? details : undefined })
      if (outcome.record) setting.onSaved(outcome.record)
      return
    }
    default:
      return outcome satisfies never
  }
}

/** When a save the service asked to wait (429) is sent again, as the form's status says it. */
export function waitingText(until: number, shared: SharedMessages, locale: string): string {
  return busyText(until, shared['shared.waitingToSend'], shared, locale)
}
