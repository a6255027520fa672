// The queue's rules model (rules/queueRulesModel.ts) held by a component: made once, given the
// provider's store, the queue's writes and the host's events as its ports, told what changed, and
// subscribed to. The model does the work; this only connects it.
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react'
import type { BankTransaction } from '../../api/types'
import type { BankTransactionSet } from '../../core/queue/bankTransactionSet'
import { isStoreConflict } from '../../core/store/store'
import { rereadRulesOf, saveRulesOf } from '../../react/rules/categorizationRules'
import { useBookkeepingContext } from '../../react/provider/context'
import { recordStore } from '../../core/store/recordStore'
import { noteRuleUse } from '../../react/rules/ruleUse'
import type { CompiledRules } from '../../core/rules/match'
import type { CategorizationRule } from '../../core/rules/types'
import { QueueRulesModel, type QueueRulesPorts, type QueueRulesState } from './rules/queueRulesModel'
import type { RowLock } from './rowContext'
import type { useReviewActions } from './useReviewActions'

/** What the queue gives its rules. */
export interface QueueRulesInput {
  set: BankTransactionSet
  byCompany: ReadonlyMap<string, CompiledRules>
  companyId: string | undefined
  mayConfirm: boolean
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  /** Whether a row is a deposit that pays an open invoice or a side of a transfer: no rule confirms it. */
  heldFromRules: ((transaction: BankTransaction) => boolean) | undefined
  actions: ReturnType<typeof useReviewActions>
  keep: (ids: readonly string[]) => void
  /** The synced set read again from the service now (what changed since); `undefined` when it could not be read. */
  reread: () => Promise<BankTransactionSet | undefined>
}

/** This tab's name in claims: unique enough among a company's open queues. */
const newOwner = () => `tab_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/** The queue's rules model, connected to the queue, and its state as it changes. */
export function useQueueRulesModel(input: QueueRulesInput): { model: QueueRulesModel; state: QueueRulesState } {
  const context = useBookkeepingContext()
  const { set, byCompany, companyId, mayConfirm, lockOf, heldFromRules, actions, keep, reread } = input

  /** Adds `ids` to a rule's declined, on the rules as stored now (read again once if another save came first). */
  const decline = async (company: string, ruleId: string, ids: readonly string[]) => {
    const add = (rules: CategorizationRule[]) =>
      rules.map((rule) => (rule.id === ruleId ? { ...rule, declined: [...new Set([...(rule.declined ?? []), ...ids])] } : rule))
    try {
      await saveRulesOf(context, company, add)
    } catch (error) {
      if (!isStoreConflict(error)) throw error
      await rereadRulesOf(context, company)
      await saveRulesOf(context, company, add)
    }
  }
  const ports: QueueRulesPorts = {
    store: recordStore(context),
    owner: '',
    now: () => Date.now(),
    reread,
    save: (rows, changeOf) => actions.apply(rows, changeOf),
    undoRows: (ids) => actions.undoRows(ids),
    isLocked: (row) => lockOf(row) !== undefined,
    heldFromRules: (row) => heldFromRules?.(row) ?? false,
    isSaving: (id) => actions.results.get(id)?.state === 'saving',
    keep,
    applied: (company, ruleId, rows, confirmed) => {
      if (rows.length === 0) return
      context.emit({ type: 'ruleApplied', companyId: company, ruleId, transactionIds: rows.map(({ id }) => id), confirmed })
      // A count, not the user's work: one that cannot be saved is not worth interrupting the queue.
      void noteRuleUse(context, company, new Map([[ruleId, rows.length]])).catch(() => undefined)
    },
    decline,
  }
  const [owner] = useState(newOwner)
  const [model] = useState(() => new QueueRulesModel({ ...ports, owner }, companyId))
  // The latest writes and locks for a confirmation that ends after a re-render.
  useLayoutEffect(() => model.connect({ ...ports, owner }))
  useEffect(() => () => model.dispose(), [model])

  // Matched when the rules or the records change, never in a key's handler.
  useEffect(() => model.apply({ type: 'synced', input: { set, byCompany, companyId } }), [model, set, byCompany, companyId])
  // Again when what is held back changes: rows held until a transfer's pairs were found again are confirmed then.
  // oxlint-disable-next-line react/exhaustive-effect-dependencies -- the change of `heldFromRules` is the trigger; the model reads it through its ports
  useEffect(() => model.apply({ type: 'mayConfirm', mayConfirm }), [model, mayConfirm, heldFromRules])

  const state = useSyncExternalStore(
    (listener) => model.subscribe(listener),
    () => model.state,
    () => model.state,
  )
  return { model, state }
}
