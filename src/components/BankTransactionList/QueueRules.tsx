/**
 * The review queue's categorization rules, loaded after its first rows are painted: each row open to
 * rules matched (once per rules version and record, in slices that never hold the page) with its own
 * company's rules; a rule's change as the row's first suggestion; confirming rules applied to the
 * rows as they arrive, each with an undo that the rule remembers; "Apply rules to the N transactions
 * to review" with a preview; and the offer "Always categorize … as …?" after repeated choices.
 * It loads in turn the flag on reconciled rows changed since (ReconciledFlag.tsx) and shows it on
 * the rows beside their rule actions.
 */
import { createElement, Fragment, lazy, Suspense, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { BankTransaction } from '../../api/types'
import { isReviewed } from '../../api/reviewStatus'
import { placeOf, type BankTransactionSet } from '../../books/bankTransactionSet'
import { isStoreConflict } from '../../books/store'
import { formatDate } from '../../format/date'
import { formatCount } from '../../messages/messageSet'
import { queueRulesMessages, type QueueRulesMessages } from '../../messages/queueRules'
import { ofCompany, rereadRulesOf, saveRulesOf, useCompiledRules } from '../../react/categorizationRules'
import { useBookkeepingContext, useEmitEvent } from '../../react/context'
import { useLocaleSettings, useMessages } from '../../react/provided'
import { openToRules } from '../../rules/match'
import { matchAll } from '../../rules/matchAll'
import type { CategorizationRule, RuleChange, RuleMatch } from '../../rules/types'
import { Money } from '../shared/cells'
import { useModalDialog } from '../shared/dialog/useModalDialog'
import type { OptionSource, PickerOption } from '../shared/pickers/optionSource'
import { RuleOfferForm } from '../shared/ruleOffer/RuleOfferForm'
import { ruleNameOf as ruleName } from '../shared/ruleOffer/ruleName'
import type { QueueRulesView, QueueSuggestion } from './queueRulesView'
import { changedSince, choiceName, companyOf as companyOfRow, keyOf, setChoices, setCompanies } from './setCounts'
import { rowName, type RowLock } from './rowContext'
import type { ReconciledFlagOf } from './ReconciledFlag'
import type { useReviewActions } from './useReviewActions'

export interface QueueRulesProps {
  /**
   * Every synced transaction, newest first; while older pages are still arriving (`syncing`),
   * counts of rows say "so far". Its `change` (the records a save, an undo or a page changed) is
   * what the rules look at again: a key's save costs the records it changed, not the history.
   */
  set: BankTransactionSet
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
  onView: (view: QueueRulesView) => void
}

/** A row a rule matched, and what it gives it. */
interface Matched {
  transaction: BankTransaction
  match: RuleMatch
  companyId: string
}

/** A row a confirming rule saved. */
interface Confirmed {
  rule: CategorizationRule
  companyId: string
  name: string
}

/** The offer on show. */
interface Offer {
  transaction: BankTransaction
  companyId: string
  categoryId: string
  times?: number
  /** The user asked for it ("Make a rule…"): it takes the focus. */
  asked: boolean
}

/** The flag on reconciled rows changed since: its own part, loaded after this one. */
const QueueReconciled = lazy(() => import('./ReconciledFlag'))

/** How many times a description must have been categorized the same way before a rule is offered. */
const OFFER_AFTER = 3
/** Rows a preview lists per rule; the rest are counted. */
const PREVIEW_ROWS = 100

/** Each record's match, per compiled rules list (a new list, or a new record, is matched afresh). */
const matchCache = new WeakMap<readonly CategorizationRule[], WeakMap<BankTransaction, RuleMatch | null>>()
const cacheOf = (rules: readonly CategorizationRule[]) => {
  let cache = matchCache.get(rules)
  if (!cache) matchCache.set(rules, (cache = new WeakMap()))
  return cache
}
/** Above this many changed records, the open rows are matched again in slices rather than one by one. */
const FEW_CHANGED = 1000

export function QueueRules({
  set,
  companyId,
  lockOf,
  lockKey,
  mayConfirm,
  mayChange,
  actions,
  keep,
  categories,
  known,
  categoryName,
  onView,
}: QueueRulesProps) {
  const messages = useMessages(queueRulesMessages)
  const { locale } = useLocaleSettings()
  const context = useBookkeepingContext()
  const emit = useEmitEvent()
  const { transactions } = set
  const soFar = set.syncing !== undefined
  const companyOf = (transaction: BankTransaction) => companyOfRow(companyId, transaction)
  const [companies] = useState(setCompanies)
  if (!companyId) companies.followNow(set)
  const companyKey = companyId ?? companies.names().sort().join('\n')
  const companyIds = useMemo(() => companyKey.split('\n'), [companyKey])
  const { byCompany } = useCompiledRules(companyIds)
  // Reconciled rows edited since their reconciliation: flagged beside the row's rule actions, once
  // their part (and the store's reconciliations) has loaded after this one.
  const [reconciledFlag, setReconciledFlag] = useState<{ of: ReconciledFlagOf }>()
  const flagReconciled = useCallback((of: ReconciledFlagOf) => setReconciledFlag({ of }), [])

  // Matched when the rules or the records change, never in a key's handler: a save's records one
  // by one, the whole set (a new rule list, a first sync) in slices.
  const [matches, setMatches] = useState<ReadonlyMap<string, Matched>>(new Map())
  const matchedLast = useRef<{
    byCompany: typeof byCompany
    companyId: string | undefined
    source: readonly BankTransaction[]
    found: ReadonlyMap<string, Matched>
  }>(undefined)
  useEffect(() => {
    const last = matchedLast.current
    const { change } = set
    // The same records (only the sync's count moved): nothing to match.
    if (last?.byCompany === byCompany && last.companyId === companyId && last.source === transactions) return
    if (
      last?.byCompany === byCompany &&
      last.companyId === companyId &&
      change?.from === last.source &&
      change.records.length <= FEW_CHANGED
    ) {
      let found: Map<string, Matched> | undefined
      for (const { before, after } of change.records) {
        if (before && (found ?? last.found).has(before.id)) (found ??= new Map(last.found)).delete(before.id)
        const company = after && companyOf(after)
        const match = after && openToRules(after) ? byCompany.get(company as string)?.match(after) : undefined
        if (match) (found ??= new Map(last.found)).set(after!.id, { transaction: after!, match, companyId: company as string })
      }
      matchedLast.current = { ...last, source: transactions, found: found ?? last.found }
      if (found) setMatches(found)
      return
    }
    const controller = new AbortController()
    void (async () => {
      const found = new Map<string, Matched>()
      for (const [company, compiled] of byCompany) {
        const cache = cacheOf(compiled.rules)
        const open = transactions.filter((transaction) => openToRules(transaction) && companyOf(transaction) === company)
        const fresh = open.filter((transaction) => !cache.has(transaction))
        const matched = await matchAll(fresh, compiled.rules, { signal: controller.signal })
        fresh.forEach((transaction, index) => cache.set(transaction, matched.get(index) ?? null))
        for (const transaction of open) {
          const match = cache.get(transaction)
          if (match) found.set(transaction.id, { transaction, match, companyId: company })
        }
      }

      matchedLast.current = { byCompany, companyId, source: transactions, found }
      // The same matches keep the same map: a save no rule cares about re-renders nothing.
      setMatches((previous) => (sameMatches(previous, found) ? previous : found))
    })().catch(() => undefined)
    return () => controller.abort()
    // `companyOf` follows `companyId`; `set` brings `transactions`.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [byCompany, set, companyId])

  // The latest props and state for callbacks that run after an await.
  const latest = useRef({ actions, lockOf, keep, transactions, matches })
  useLayoutEffect(() => {
    latest.current = { actions, lockOf, keep, transactions, matches }
  })

  const ruleApplied = (companyIdOf: string, ruleId: string, rows: readonly BankTransaction[], confirmed: boolean) => {
    if (rows.length > 0) emit({ type: 'ruleApplied', companyId: companyIdOf, ruleId, transactionIds: rows.map(({ id }) => id), confirmed })
  }
  /** Tells the host, rule by rule, which rows each rule's change was saved on. */
  const tellApplied = (saved: readonly BankTransaction[], chosen: ReadonlyMap<string, Matched>, confirmed: boolean) => {
    const byRule = new Map<string, { matched: Matched; rows: BankTransaction[] }>()
    for (const row of saved) {
      const matched = chosen.get(row.id)
      if (!matched) continue
      const group = byRule.get(matched.match.rule.id)
      if (group) group.rows.push(row)
      else byRule.set(matched.match.rule.id, { matched, rows: [row] })
    }
    for (const { matched, rows } of byRule.values()) ruleApplied(matched.companyId, matched.match.rule.id, rows, confirmed)
  }

  // Confirming rules: rows to review that one matches are categorized and marked reviewed as they
  // arrive, once each (a row tried is never sent again on its own: its result shows a retry).
  const tried = useRef(new Set<string>())
  const [confirmed, setConfirmed] = useState<ReadonlyMap<string, Confirmed>>(new Map())
  const [notice, setNotice] = useState<string>()
  useEffect(() => {
    if (!mayConfirm) return
    const chosen = new Map<string, Matched>()
    for (const [id, matched] of matches) {
      const { rule } = matched.match
      if (!rule.confirm || rule.declined?.includes(id) || tried.current.has(id) || lockOf(matched.transaction)) continue
      if (actions.results.get(id)?.state === 'saving') continue
      chosen.set(id, matched)
      tried.current.add(id)
    }
    if (chosen.size === 0) return
    const rows = [...chosen.values()].map(({ transaction }) => transaction)
    keep(rows.map(({ id }) => id))
    void actions
      .apply(rows, (transaction) => {
        const matched = chosen.get(transaction.id)
        return matched && { ...matched.match.change, review: true }
      })
      .then((saved) => {
        if (saved.length === 0) return
        setConfirmed((previous) => {
          const next = new Map(previous)
          for (const row of saved) {
            const matched = chosen.get(row.id) as Matched
            next.set(row.id, { rule: matched.match.rule, companyId: matched.companyId, name: rowName(row) })
          }
          return next
        })
        tellApplied(saved, chosen, true)
      })
    // Runs when the matches change: the rest is read as it is then.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [matches, mayConfirm])

  /** Undoes rules' confirmations of `ids`, and each rule notes them so it never confirms them again. */
  const undoConfirmed = async (ids: readonly string[]) => {
    for (const id of ids) undoing.current.add(id)
    try {
      await forget(await latest.current.actions.undoRows(ids))
    } finally {
      for (const id of ids) undoing.current.delete(id)
    }
  }
  const undoing = useRef(new Set<string>())

  /** Rows whose confirmation was undone: no longer shown as confirmed, and each rule notes them. */
  const forget = async (ids: readonly string[]) => {
    if (ids.length === 0) return
    const byRule = new Map<string, { entry: Confirmed; ids: string[] }>()
    for (const id of ids) {
      const entry = confirmedRef.current.get(id)
      if (!entry) continue
      const group = byRule.get(entry.rule.id)
      if (group) group.ids.push(id)
      else byRule.set(entry.rule.id, { entry, ids: [id] })
    }
    setConfirmed((previous) => {
      const next = new Map(previous)
      for (const id of ids) next.delete(id)
      return next
    })
    for (const { entry, ids: declined } of byRule.values()) {
      try {
        await declineIn(entry.companyId, entry.rule.id, declined)
      } catch {
        setNotice(messages['queueRules.declineFailed'](ruleName(entry.rule)))
      }
    }
  }
  // A confirmation undone another way (Ctrl/Cmd+Z, Undo, another user) is forgotten and declined the
  // same: looked for among the records that changed.
  const undoneSeen = useRef<readonly BankTransaction[]>(undefined)
  useEffect(() => {
    const changed = changedSince(set, undoneSeen.current)
    undoneSeen.current = transactions
    if (confirmed.size === 0) return
    const undone = changed.flatMap(({ id, reviewStatus }) =>
      confirmed.has(id) && !undoing.current.has(id) && !isReviewed(reviewStatus) ? [id] : [],
    )
    void forget(undone)
    // Read when the records change: `forget` reads the confirmations through a ref.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [set])
  const confirmedRef = useRef(confirmed)
  confirmedRef.current = confirmed

  /** Adds `ids` to a rule's declined, on the rules as stored now (read again once if another save came first). */
  const declineIn = async (company: string, ruleId: string, ids: readonly string[]) => {
    const decline = (rules: CategorizationRule[]) =>
      rules.map((rule) => (rule.id === ruleId ? { ...rule, declined: [...new Set([...(rule.declined ?? []), ...ids])] } : rule))
    try {
      await saveRulesOf(context, company, decline)
    } catch (error) {
      if (!isStoreConflict(error)) throw error
      await rereadRulesOf(context, company)
      await saveRulesOf(context, company, decline)
    }
  }

  // Descriptions the user said "Not now" to while this queue is open (`<companyId>\n<key>`): the
  // queue's own, so another user's session on the page starts without them.
  const declinedOffers = useRef(new Set<string>())

  // The offer after repeated choices: once the saved rows are in the set, their description counted
  // among the company's reviewed transactions categorized the same way.
  const [choice, setChoice] = useState<{ saved: readonly BankTransaction[]; categoryId: string }>()
  const [offer, setOffer] = useState<Offer>()
  // Counted as the set changes, so that a choice reads its description's count at once.
  const choices = useMemo(() => setChoices(companyId), [companyId])
  const offerFor = (made: NonNullable<typeof choice>) => {
    // Each saved row where the set keeps it (by date and id): found without a pass over the set.
    const rows = made.saved.flatMap((row) => {
      const kept = transactions[placeOf(transactions, row)]
      return kept?.id === row.id ? [kept] : []
    })
    // Not in the set yet: wait for it.
    if (rows.length < made.saved.length || rows.some((row) => !isReviewed(row.reviewStatus) || row.category?.id !== made.categoryId)) return
    setChoice(undefined)
    if (offer) return
    const seen = new Set<string>()
    for (const row of rows) {
      const key = keyOf(row.description)
      const company = companyOf(row)
      if (key === '' || seen.has(key) || declinedOffers.current.has(`${company}\n${key}`)) continue
      seen.add(key)
      // Already covered by an enabled rule: nothing to offer.
      if (byCompany.get(company)?.match(row)) continue
      const times = choices.count(choiceName(company, made.categoryId, key))
      if (times >= OFFER_AFTER) {
        setOffer({ transaction: row, companyId: company, categoryId: made.categoryId, times, asked: false })
        setNotice(messages['queueRules.offer.title'](row.description ?? key, categoryName(made.categoryId) ?? made.categoryId))
        return
      }
    }
  }
  useEffect(() => {
    const controller = new AbortController()
    void choices.follow(set, controller.signal).then(
      () => choice && offerFor(choice),
      () => undefined,
    )
    return () => controller.abort()
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [choices, set, choice, byCompany])

  const offerCompany = offer?.companyId
  // One company's set is its history as it is, not a copy made on every save.
  const offerHistory = useMemo(
    () =>
      offerCompany === undefined
        ? undefined
        : companyIds.length === 1
          ? transactions
          : ofCompany(transactions as BankTransaction[], offerCompany),
    [transactions, offerCompany, companyIds],
  )
  const [previewOpen, setPreviewOpen] = useState(false)
  const applicable = useMemo(
    () => [...matches.values()].filter(({ transaction }) => !lockOf(transaction)),
    // `lockOf` answers by `lockKey`.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [matches, lockKey],
  )

  const makeRule = (transaction: BankTransaction) =>
    setOffer({
      transaction,
      companyId: companyOf(transaction),
      categoryId: transaction.category?.id ?? matches.get(transaction.id)?.match.change.categoryId ?? '',
      asked: true,
    })

  const changeName = (change: RuleChange) =>
    change.children
      ? messages['queueRules.split'](change.children.map((line) => categoryName(line.categoryId) ?? line.categoryId).join(', '))
      : change.categoryId
        ? (categoryName(change.categoryId) ?? change.categoryId)
        : undefined

  const view = useMemo<QueueRulesView>(
    () => ({
      suggestionOf: (transaction) => {
        const matched = matches.get(transaction.id)
        if (!matched || !openToRules(transaction)) return undefined
        const { rule, change } = matched.match
        const name = changeName(change)
        if (!name) return undefined
        const shown = ruleName(rule)
        const suggestion: QueueSuggestion = {
          id: change.children ? `rule:${rule.id}` : (change.categoryId as string),
          name,
          rule: {
            ruleId: rule.id,
            companyId: matched.companyId,
            change,
            hint: messages['queueRules.byRule'](shown),
            label: (row) => messages['queueRules.useRule'](name, row, shown),
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
          createElement(RowRuleActions, {
            ...row,
            entry: confirmed.get(transaction.id),
            canMake: mayChange && !latest.current.lockOf(transaction),
            messages,
            onMake: () => makeRule(transaction),
            onUndo: () => void undoConfirmed([transaction.id]),
          }),
        ),
      accepted: (suggestion, saved) => ruleApplied(suggestion.companyId, suggestion.ruleId, saved, false),
      categorized: (saved, categoryId) => {
        if (saved.length > 0) setChoice({ saved, categoryId })
      },
      makeRule,
    }),
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [matches, confirmed, messages, categoryName, companyId, mayChange, reconciledFlag],
  )
  useEffect(() => onView(view), [view, onView])

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

  return (
    <div className="bk-transaction-list__notices">
      <Suspense fallback={null}>
        <QueueReconciled set={set} companyId={companyId} onFlag={flagReconciled} />
      </Suspense>
      <p className="bk-visually-hidden" role="status" aria-live="polite">
        {notice}
      </p>
      {confirmedByRule.map(({ rule, ids }) => (
        <p key={rule.id} className="bk-toolbar" role="status">
          <span>{messages['queueRules.confirmed'](ruleName(rule), formatCount(ids.length, locale), ids.length)}</span>{' '}
          <button
            type="button"
            className="bk-button"
            aria-label={messages['queueRules.undoAllLabel'](ruleName(rule))}
            aria-disabled={actions.busy}
            onClick={() => {
              if (!actions.busy) void undoConfirmed(ids)
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
      {offer && (
        <RuleOfferForm
          key={`${offer.transaction.id}\n${offer.categoryId}`}
          transaction={offer.transaction}
          companyId={offer.companyId}
          categoryId={offer.categoryId}
          times={offer.times}
          history={offerHistory}
          historySoFar={soFar}
          categories={categories ?? known}
          categoryName={categoryName}
          focusFirst={offer.asked}
          onCreated={(rule) => {
            setOffer(undefined)
            setNotice(messages['queueRules.offer.created'](ruleName(rule)))
          }}
          onClose={(declined) => {
            if (declined && !offer.asked) declinedOffers.current.add(`${offer.companyId}\n${keyOf(offer.transaction.description)}`)
            setOffer(undefined)
          }}
        />
      )}
      {previewOpen && (
        <ApplyPreview
          rows={applicable}
          messages={messages}
          changeName={changeName}
          onCancel={() => setPreviewOpen(false)}
          onApply={() => {
            setPreviewOpen(false)
            const chosen = new Map(applicable.map((matched) => [matched.transaction.id, matched]))
            const rows = applicable.map(({ transaction }) => transaction)
            keep(rows.map(({ id }) => id))
            void actions
              .apply(rows, (transaction) => {
                const matched = chosen.get(transaction.id)
                return matched && { ...matched.match.change, review: true }
              })
              .then((saved) => tellApplied(saved, chosen, false))
          }}
        />
      )}
    </div>
  )
}

function sameMatches(a: ReadonlyMap<string, Matched>, b: ReadonlyMap<string, Matched>): boolean {
  if (a.size !== b.size) return false
  for (const [id, matched] of b) {
    const was = a.get(id)
    if (was?.match !== matched.match || was.transaction !== matched.transaction) return false
  }
  return true
}

/** A row's rule actions in its category cell: "Make a rule…" on the current row once it is categorized and reviewed, and a rule's confirmation with its undo. */
function RowRuleActions({
  name,
  tabIndex,
  settled,
  entry,
  canMake,
  messages,
  onMake,
  onUndo,
}: {
  name: string
  tabIndex: number
  settled: boolean
  entry: Confirmed | undefined
  canMake: boolean
  messages: QueueRulesMessages
  onMake: () => void
  onUndo: () => void
}) {
  const shown = entry && ruleName(entry.rule)
  return (
    <>
      {settled && canMake && (
        <button
          type="button"
          className="bk-button"
          data-variant="ghost"
          tabIndex={tabIndex}
          aria-label={messages['queueRules.makeRuleLabel'](name)}
          aria-keyshortcuts="r"
          onClick={onMake}
        >
          {messages['queueRules.makeRule']}
        </button>
      )}
      {entry && shown && (
        <span className="bk-transaction-category__suggestions">
          <span className="bk-field__hint">{messages['queueRules.confirmedRow'](shown)}</span>
          <button
            type="button"
            className="bk-button"
            tabIndex={tabIndex}
            aria-label={messages['queueRules.undoRowLabel'](entry.name, shown)}
            onClick={onUndo}
          >
            {messages['queueRules.undoRow']}
          </button>
        </span>
      )}
    </>
  )
}

/** The rows "Apply rules" would change, by rule (in the rules' order), each with what its rule gives it. */
function ApplyPreview({
  rows,
  messages,
  changeName,
  onApply,
  onCancel,
}: {
  rows: readonly Matched[]
  messages: QueueRulesMessages
  changeName: (change: RuleChange) => string | undefined
  onApply: () => void
  onCancel: () => void
}) {
  const dialog = useModalDialog()
  const id = useId()
  const { locale } = useLocaleSettings()
  const groups = useMemo(() => {
    const byRule = new Map<string, { rule: CategorizationRule; rows: Matched[] }>()
    for (const matched of rows) {
      const group = byRule.get(matched.match.rule.id)
      if (group) group.rows.push(matched)
      else byRule.set(matched.match.rule.id, { rule: matched.match.rule, rows: [matched] })
    }
    return [...byRule.values()]
  }, [rows])
  const count = formatCount(rows.length, locale)
  return (
    <dialog
      ref={dialog}
      className="bk-dialog bk-transaction-list__dialog"
      aria-labelledby={id}
      onCancel={(event) => {
        event.preventDefault()
        onCancel()
      }}
    >
      <h2 id={id} className="bk-dialog__title">
        {messages['queueRules.preview.title'](count, rows.length)}
      </h2>
      <p className="bk-field__hint">{messages['queueRules.preview.intro']}</p>
      <div>
        {groups.map(({ rule, rows: ruleRows }) => (
          <table key={rule.id} className="bk-shortcuts__table">
            <caption>{messages['queueRules.preview.rule'](ruleName(rule), formatCount(ruleRows.length, locale))}</caption>
            <thead>
              <tr>
                <th scope="col">{messages['queueRules.preview.date']}</th>
                <th scope="col">{messages['queueRules.preview.description']}</th>
                <th scope="col">{messages['queueRules.preview.amount']}</th>
                <th scope="col">{messages['queueRules.preview.category']}</th>
              </tr>
            </thead>
            <tbody>
              {ruleRows.slice(0, PREVIEW_ROWS).map(({ transaction, match }) => (
                <tr key={transaction.id}>
                  <td>{formatDate(transaction.date, locale)}</td>
                  <td>{rowName(transaction)}</td>
                  <td>
                    <Money minor={transaction.amount} />
                  </td>
                  <td>{changeName(match.change)}</td>
                </tr>
              ))}
              {ruleRows.length > PREVIEW_ROWS && (
                <tr>
                  <td colSpan={4}>{messages['queueRules.preview.more'](formatCount(ruleRows.length - PREVIEW_ROWS, locale))}</td>
                </tr>
              )}
            </tbody>
          </table>
        ))}
      </div>
      <div className="bk-dialog__actions">
        {/* oxlint-disable-next-line jsx-a11y/no-autofocus -- Cancel first: Enter never applies by accident */}
        <button type="button" className="bk-button" autoFocus onClick={onCancel}>
          {messages['queueRules.preview.cancel']}
        </button>
        <button type="button" className="bk-button" data-variant="primary" onClick={onApply}>
          {messages['queueRules.preview.apply'](count)}
        </button>
      </div>
    </dialog>
  )
}
