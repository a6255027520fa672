import { useCallback, useEffect, useRef, useState } from 'react'
import { ownStorage, type OwnStorage, type StorageOwner } from '../../core/store/browserStorage'
import type { OwnerQuestion } from '../../core/questions/types'
import { useBookkeepingContext } from '../../react/provider/context'
import { useLatestRef } from '../shared/hooks/useLatestRef'
import { draftFor, hasInput, newDraft, readDraft, type AnswerDraft } from './answerDraft'

/** A new answer's id: random, so two tabs or two owners never make the same one (`getRandomValues` is everywhere, `randomUUID` only on HTTPS). */
function newAnswerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10))
  return `a_${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

/** Where one step's draft is kept: `bookkit:ownerAnswer:<digest>:<companyId>:<questionId>:<transactionId or "request">`. */
const keyOf = (companyId: string, questionId: string, transactionId: string | undefined) =>
  `${companyId}:${questionId}:${transactionId ?? 'request'}`

/** Keeps `draft` for the step, or removes it when it holds nothing; storage full or refused (or a sign-out) keeps it on screen only. */
export function keepDraft(storage: OwnStorage, key: string, draft: AnswerDraft | undefined): void {
  try {
    storage.write('ownerAnswer', key, draft && hasInput(draft) ? JSON.stringify(draft) : null)
  } catch {
    // Nothing more can be kept in this browser: the answer is still on screen to send.
  }
}

/** Keeps `draft` for `owner`'s step of a question, as the owner's page does while they type (for the sign-out's test of every kind of key). */
export async function keepOwnerAnswer(
  owner: StorageOwner,
  step: { companyId: string; questionId: string; transactionId?: string },
  draft: AnswerDraft,
): Promise<void> {
  keepDraft(await ownStorage(owner), keyOf(step.companyId, step.questionId, step.transactionId), draft)
}

/** One step's draft: `undefined` until it is read back from this browser (a few milliseconds: the user's digest). */
export interface AnswerDraftState {
  draft: AnswerDraft | undefined
  /** The draft was kept from before (a reload, another visit): the screen says so. */
  restored: boolean
  /** Changes the draft and keeps it at once: every key the owner presses is kept. */
  change: (patch: Partial<Omit<AnswerDraft, 'answerId'>>) => void
  /** The answer was saved: the draft goes. */
  forget: () => void
}

/**
 * The draft of the answer to `question` (about `transactionId`, none for a general request), kept
 * in this browser under the signed-in user (src/core/store/browserStorage.ts) from the first key
 * pressed until the answer is saved, so nothing typed is lost on a reload or a lost connection; a
 * sign-out (`clearBookkeepingCache()`) removes it with the user's other keys.
 */
export function useAnswerDraft(companyId: string, question: OwnerQuestion, transactionId: string | undefined): AnswerDraftState {
  const { owner } = useBookkeepingContext()
  const key = keyOf(companyId, question.id, transactionId)
  const [state, setState] = useState<{ key: string; draft: AnswerDraft; restored: boolean }>()
  const storage = useRef<OwnStorage | undefined>(undefined)
  // The draft as last changed, for a change made before the render that shows the one before it.
  const latest = useRef(state)
  // Read when the step is shown, not on every change of the question (a refetch): a kept choice
  // the bookkeeper took away meanwhile is dropped at the next step's read.
  const questionRef = useLatestRef(question)

  useEffect(() => {
    let current = true
    void ownStorage(owner).then((own) => {
      if (!current) return
      storage.current = own
      const kept = readDraft(own.read('ownerAnswer', key))
      latest.current = {
        key,
        draft: kept ? draftFor(questionRef.current, kept) : newDraft(newAnswerId()),
        restored: kept !== undefined && hasInput(kept),
      }
      setState(latest.current)
    })
    return () => {
      current = false
    }
  }, [owner, key, questionRef])

  const change = useCallback(
    (patch: Partial<Omit<AnswerDraft, 'answerId'>>) => {
      const shown = latest.current
      if (!shown || shown.key !== key) return
      const draft = { ...shown.draft, ...patch }
      // A part taken away is absent, not undefined: the kept text is read back strictly.
      for (const part of ['choiceId', 'attachment'] as const) if (part in patch && patch[part] === undefined) delete draft[part]
      latest.current = { ...shown, draft }
      setState(latest.current)
      if (storage.current) keepDraft(storage.current, key, draft)
    },
    [key],
  )
  const forget = useCallback(() => {
    if (storage.current) keepDraft(storage.current, key, undefined)
  }, [key])

  const shown = state?.key === key ? state : undefined
  return { draft: shown?.draft, restored: shown?.restored ?? false, change, forget }
}
