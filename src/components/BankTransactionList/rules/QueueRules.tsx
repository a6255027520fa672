/**
 * The review queue's categorization rules, loaded after its first rows are painted: a thin view of
 * the queue's rules model (rules/queueRulesModel.ts), which matches each row to review, confirms
 * what confirming rules match (claimed across tabs, never over another person's work) and offers a
 * rule after repeated choices. This draws a rule's change as the row's first suggestion, the
 * confirmations with their undo, "Apply rules to the N transactions to review" with a preview, and
 * the offer; after each the focus returns to the row. It loads in turn the flags on rows changed
 * since their month was reconciled (ReconciledFlag.tsx) or signed off (SignedOffFlag.tsx), and
 * shows them on the rows beside their rule actions.
 */
import { createElement, Fragment, lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import type { BankTransactionSet } from '../../../core/queue/bankTransactionSet'
import { isolate, isolatedParts } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { queueRulesMessages } from '../../../messages/queue/queueRules'
import { useCompiledRules } from '../../../react/rules/categorizationRules'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { openToRules } from '../../../core/rules/match'
import type { CategorizationRule, RuleChange } from '../../../core/rules/types'
import type { OptionSource, PickerOption } from '../../../core/forms/optionSource'
import { IsolatedText } from '../../shared/text/SentenceWithName'
import { ruleNameOf as ruleName } from '../../shared/ruleOffer/ruleName'
import { ApplyPreview } from './ApplyPreview'
import { QueueRuleOffer } from './QueueRuleOffer'
import { CURRENT_ROW, focusRow } from '../review/focusRow'
import type { QueueSuggestion } from '../../../core/queue/review/suggestions'
import type { QueueRulesView } from '../queueRulesView'
import type { ReconciledFlagOf } from '../rows/ReconciledFlag'
import type { SignedOffFlagOf } from '../rows/SignedOffFlag'
import { RowRuleActions } from './RowRuleActions'
import type { RowLock } from '../../../core/queue/view/rowLocks'
import type { QueueRulesNotice } from '../../../core/queue/rules/queueRulesModel'
import { rowsToApply } from '../../../core/queue/rules/rowsToApply'
import { companyOf as companyOfRow, setCompanies } from '../../../core/queue/view/setCounts'
import { useQueueRulesModel } from './useQueueRulesModel'
import type { useReviewActions } from '../review/useReviewActions'

export interface QueueRulesProps {
  /**
   * Every synced transaction, newest first; while older pages are still arriving (`syncing`),
   * counts of rows say "so far". Its `change` (the records a save, an undo or a page changed) is
   * what the rules look at again: a key's save costs the records it changed, not the history.
   */
  set: BankTransactionSet
  /** The synced set read again from the service now (a sync of what changed since): a confirmation reads its rows again just before saving them. */
  reread: () => Promise<BankTransactionSet | undefined>
  /** The queue's company; without one each row's own (`company.id`), else `default`. */
  companyId: string | undefined
  lockOf: (transaction: BankTransaction) => RowLock | undefined
  /** Changes when what `lockOf` answers may change (the session, the closing): rows to apply are counted again then, not on every render. */
  lockKey: string
  /** Whether rows may be confirmed on their own: a session that writes, with the closing known. */
  mayConfirm: boolean
  /** Whether the session may change rows (and so make rules from them). */
  mayChange: boolean
  actions: ReturnType<typeof useReviewActions>
  /** Keeps rows in view whatever their review status (until the filter changes). */
  keep: (ids: readonly string[]) => void
  categories: OptionSource | undefined
  known: readonly PickerOption[]
  categoryName: (id: string) => string | undefined
  /** The rows the queue's filters show now, in its order: "Apply rules" changes only those. */
  shown: readonly BankTransaction[]
  /**
   * Where the offer "Always categorize … as …?" is drawn: below the rows, so that appearing there it
   * never pushes the row the user is on down the page (none yet: not drawn).
   */
  offerSlot: HTMLElement | null
  /** Whether a row is a deposit that pays an open invoice or a side of a transfer: no rule is offered for it, applied to it or confirms it. */
  heldFromRules: ((transaction: BankTransaction) => boolean) | undefined
  onView: (view: QueueRulesView) => void
}

/** The flag on reconciled rows changed since: its own part, loaded after this one. */
const QueueReconciled = lazy(() => import('../rows/ReconciledFlag'))
/** The flag on rows that change a signed-off month: its own part too, loaded after this one. */
const QueueSignedOff = lazy(() => import('../rows/SignedOffFlag'))

export function QueueRules(props: QueueRulesProps) {
  const {
    set,
    companyId,
    lockOf,
    lockKey,
    mayConfirm,
    mayChange,
    actions,
    categories,
    known,
    categoryName,
    heldFromRules,
    offerSlot,
    onView,
  } = props
  /** Open to rules, and not a deposit that pays an invoice nor a transfer's side (its match or its other side is its suggestion). */
  const forRules = (transaction: BankTransaction) => openToRules(transaction) && !heldFromRules?.(transaction)
  const messages = useMessages(queueRulesMessages)
  const { locale } = useLocaleSettings()
  const soFar = set.syncing !== undefined
  const companyOf = (transaction: BankTransaction) => companyOfRow(companyId, transaction)
  const [companies] = useState(setCompanies)
  if (!companyId) companies.followNow(set)
  const companyKey = companyId ?? companies.names().sort().join('\n')
  const companyIds = useMemo(() => companyKey.split('\n'), [companyKey])
  const { byCompany } = useCompiledRules(companyIds)
  const { model, state } = useQueueRulesModel({ ...props, byCompany })
  const { matches, confirmed, leftAlone, offer, notice } = state
  const root = useRef<HTMLDivElement>(null)
  // Reconciled rows edited since their reconciliation: flagged beside the row's rule actions, once
  // their part (and the store's reconciliations) has loaded after this one.
  const [reconciledFlag, setReconciledFlag] = useState<{ of: ReconciledFlagOf }>()
  const flagReconciled = useCallback((of: ReconciledFlagOf) => setReconciledFlag({ of }), [])
  // Rows that change a month signed off now: flagged the same way, beside the reconciled flag.
  const [signedOffFlag, setSignedOffFlag] = useState<{ of: SignedOffFlagOf }>()
  const flagSignedOff = useCallback((of: SignedOffFlagOf) => setSignedOffFlag({ of }), [])

  /** What a change gives, as it reads: its categories marked by `isolate()` ("⁨Meals⁩", "Split: ⁨Meals⁩, ⁨Travel⁩"). */
  const changeText = (change: RuleChange) =>
    change.children
      ? messages['queueRules.split'](change.children.map((line) => isolate(categoryName(line.categoryId) ?? line.categoryId)).join(', '))
      : change.categoryId
        ? isolate(categoryName(change.categoryId) ?? change.categoryId)
        : undefined

  /** Undoes confirmations; the focus goes to the row first (the one undone, or for all of a rule's the row the user came from), so it never drops to the page as the undo buttons leave. */
  const undo = (ids: readonly string[], from: string | undefined) => {
    focusRow(root.current, from === undefined ? [CURRENT_ROW, ...ids] : [from])
    void model.undo(ids)
  }

  const makeRule = (transaction: BankTransaction) => {
    // The rule's own row has its rule already.
    if (model.state.confirmed.has(transaction.id)) return
    const categoryId = transaction.category?.id ?? model.state.matches.get(transaction.id)?.match.change.categoryId ?? ''
    model.apply({ type: 'makeRule', transaction, companyId: companyOf(transaction), categoryId })
  }

  const view = useMemo<QueueRulesView>(
    () => ({
      suggestionOf: (transaction) => {
        const matched = matches.get(transaction.id)
        if (!matched || !forRules(transaction)) return undefined
        const { rule, change } = matched.match
        const text = changeText(change)
        if (!text) return undefined
        const shown = isolate(ruleName(rule))
        const suggestion: QueueSuggestion = {
          id: change.children ? `rule:${rule.id}` : (change.categoryId as string),
          // Without its marks: the picker searches by it.
          name: isolatedParts(text).join(''),
          rule: {
            ruleId: rule.id,
            companyId: matched.companyId,
            change,
            text,
            hint: messages['queueRules.byRule'](shown),
            label: (row) => messages['queueRules.useRule'](text, row, shown),
          },
        }
        return suggestion
      },
      // An element for the row's cell, not a component type: React keeps RowRuleActions across renders.
      // oxlint-disable-next-line react/no-unstable-nested-components
      rowActions: (transaction, row) =>
        createElement(
          Fragment,
          null,
          reconciledFlag?.of(transaction, row.name),
          signedOffFlag?.of(transaction, row.name),
          createElement(RowRuleActions, {
            ...row,
            entry: confirmed.get(transaction.id),
            leftAlone: leftAlone.get(transaction.id),
            canMake: mayChange && !lockOf(transaction),
            messages,
            onMake: () => makeRule(transaction),
            onUndo: () => undo([transaction.id], transaction.id),
          }),
        ),
      accepted: (suggestion, saved) => model.accepted(suggestion.companyId, suggestion.ruleId, saved),
      categorized: (saved, categoryId) => model.apply({ type: 'categorized', saved, categoryId }),
      makeRule,
      offerRule: (transaction, categoryId) => {
        // Not over the offer on show, nor for a row a rule covers already.
        if (!mayChange || model.state.offer || byCompany.get(companyOf(transaction))?.match(transaction)) return
        model.apply({ type: 'makeRule', transaction, companyId: companyOf(transaction), categoryId, asked: false })
      },
    }),
    // `lockOf` answers by `lockKey`; the rest is read from the model as it is then.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [
      matches,
      confirmed,
      leftAlone,
      messages,
      categoryName,
      companyId,
      mayChange,
      reconciledFlag,
      signedOffFlag,
      lockKey,
      heldFromRules,
      byCompany,
    ],
  )
  useEffect(() => onView(view), [view, onView])

  const [previewOpen, setPreviewOpen] = useState(false)
  const applicable = useMemo(
    () => rowsToApply(matches, props.shown, (transaction) => forRules(transaction) && !lockOf(transaction)),
    // `lockOf` answers by `lockKey`.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [matches, props.shown, lockKey, heldFromRules],
  )

  // One notice per rule that confirmed rows: "Rule “X” confirmed 3 transactions", with Undo all.
  const confirmedByRule = useMemo(() => {
    const byRule = new Map<string, { rule: CategorizationRule; ids: string[] }>()
    for (const [id, entry] of confirmed) {
      const group = byRule.get(entry.rule.id)
      if (group) group.ids.push(id)
      else byRule.set(entry.rule.id, { rule: entry.rule, ids: [id] })
    }
    return [...byRule.values()]
  }, [confirmed])

  const noticeText = (said: QueueRulesNotice | undefined) => {
    switch (said?.kind) {
      case undefined:
        return undefined
      case 'offered':
        return messages['queueRules.offer.title'](
          isolate(said.offer.transaction.description ?? ''),
          isolate(categoryName(said.offer.categoryId) ?? said.offer.categoryId),
        )
      case 'created':
        return messages['queueRules.offer.created'](isolate(ruleName(said.rule)))
      case 'declineFailed':
        return messages['queueRules.declineFailed'](isolate(ruleName(said.rule)))
      case 'notChecked':
        return messages['queueRules.notChecked']
      default:
        return said satisfies never
    }
  }

  return (
    <div ref={root} className="bk-transaction-list__notices">
      <Suspense fallback={null}>
        <QueueReconciled set={set} companyId={companyId} onFlag={flagReconciled} />
        <QueueSignedOff set={set} companyId={companyId} onFlag={flagSignedOff} />
      </Suspense>
      <p className="bk-visually-hidden" role="status" aria-live="polite">
        <IsolatedText text={noticeText(notice) ?? ''} />
      </p>
      {confirmedByRule.map(({ rule, ids }) => (
        <p key={rule.id} className="bk-toolbar" role="status">
          <span>
            <IsolatedText text={messages['queueRules.confirmed'](isolate(ruleName(rule)), formatCount(ids.length, locale), ids.length)} />
          </span>{' '}
          <button
            type="button"
            className="bk-button"
            aria-label={messages['queueRules.undoAllLabel'](isolate(ruleName(rule)))}
            aria-disabled={actions.busy}
            onClick={() => {
              if (!actions.busy) undo(ids, undefined)
            }}
          >
            {messages['queueRules.undoAll']}
          </button>
        </p>
      ))}
      {applicable.length > 0 && mayConfirm && (
        <div className="bk-toolbar">
          <button type="button" className="bk-button" onClick={() => setPreviewOpen(true)}>
            {messages[soFar ? 'queueRules.applyAllSoFar' : 'queueRules.applyAll'](
              formatCount(applicable.length, locale),
              applicable.length,
            )}
          </button>
        </div>
      )}
      {offer && offerSlot && (
        <QueueRuleOffer
          offer={offer}
          slot={offerSlot}
          queue={root}
          set={set}
          companyCount={companyIds.length}
          categories={categories ?? known}
          categoryName={categoryName}
          onCreated={(rule) => model.apply({ type: 'offerCreated', rule })}
          onClosed={(declined) => model.apply({ type: 'offerClosed', declined })}
        />
      )}
      {previewOpen && (
        <ApplyPreview
          rows={applicable}
          messages={messages}
          changeText={changeText}
          onCancel={() => setPreviewOpen(false)}
          onApply={() => {
            setPreviewOpen(false)
            void model.applyAll(applicable)
          }}
        />
      )}
    </div>
  )
}
