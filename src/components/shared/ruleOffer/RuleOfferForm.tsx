import { useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { BankTransaction } from '../../../api/types'
import { type BankTransactionSetChange } from '../../../core/queue/bankTransactionSet'
import { isolate } from '../../../format/isolate'
import { formatCount } from '../../../messages/messageSet'
import { queueRulesMessages } from '../../../messages/queue/queueRules'
import { isStoreConflict } from '../../../core/store/store'
import { RulesUnreadableError } from '../../../core/rules/storedRules'
import { rereadRulesOf, saveRulesOf } from '../../../react/rules/categorizationRules'
import { useBookkeepingContext } from '../../../react/provider/context'
import { useLocaleSettings, useMessages } from '../../../react/provider/provided'
import { proposedRuleText } from '../../../core/rules/proposedText'
import { descriptionStem, descriptionWords } from '../../../core/rules/words'
import type { CategorizationRule, DescriptionMatch, RuleDirection } from '../../../core/rules/types'
import type { OptionSource } from '../../../core/forms/optionSource'
import { OptionPicker } from '../pickers/OptionPicker'
import { Heading } from '../root/heading'
import { IsolatedText } from '../text/SentenceWithName'
import { countMatches, type MatchCount } from './countMatches'

/** Props of the offer "Always categorize “Corner Cup” as Meals?". */
export interface RuleOfferFormProps {
  /** The transaction the rule is made from: its description's words and its direction fill the conditions. */
  transaction: BankTransaction
  /** Whose rules it joins (`rules:<companyId>`). */
  companyId: string
  /** The category chosen for it ('' for none yet). */
  categoryId: string
  /** How many times the user categorized this description this way, when that is why it is offered. */
  times?: number
  /** The company's synced transactions: what "it would change N now" counts (none: not counted). */
  history: readonly BankTransaction[] | undefined
  /** Older pages of `history` are still arriving: the count says "so far". */
  historySoFar?: boolean
  /** The change that made `history` from an earlier one (a set's `change`, when it is the set itself): a save moves the count by its records, not by a pass over the history. */
  historyChange?: BankTransactionSetChange | undefined
  categories: OptionSource | undefined
  categoryName: (id: string) => string | undefined
  /** The rule was stored. */
  onCreated: (rule: CategorizationRule) => void
  /** Closed without a rule: `declined` when the user said "Not now". */
  onClose: (declined: boolean) => void
  /** Focus the first field at once: the user asked for the form (not offered on its own). */
  focusFirst?: boolean
}

type Direction = RuleDirection | ''

/** The descriptions of `records`, read one by one. */
function* descriptionsOf(records: readonly BankTransaction[]): Generator<string | undefined> {
  for (const record of records) yield record.description
}

/** A rule's id: unique enough within one company's list, readable in an exported file. */
const newRuleId = () => `rule_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

/**
 * The offer to make a rule from a choice, with its conditions filled in from the transaction and
 * editable (the words and how they match, money in or out, the category), and how many transactions
 * to review it would change now. A polite region, never a modal: the user keeps working beside it.
 * It is added to the company's rules as stored: a save refused because they changed meanwhile is
 * said so, with Try again (which reads them again and adds the rule to them); nothing is overwritten.
 */
export function RuleOfferForm({
  transaction,
  companyId,
  categoryId: initialCategory,
  times,
  history,
  historySoFar = false,
  historyChange,
  categories,
  categoryName,
  onCreated,
  onClose,
  focusFirst = false,
}: RuleOfferFormProps) {
  const messages = useMessages(queueRulesMessages)
  const { locale } = useLocaleSettings()
  const context = useBookkeepingContext()
  const id = useId()
  // The words its payee's transactions repeat ("Oakhill Properties LLC rent", not "… rent May"), which the count below shows.
  const [text, setText] = useState(() =>
    proposedRuleText(transaction.description ?? transaction.displayName, descriptionsOf(history ?? [transaction])),
  )
  const [match, setMatch] = useState<DescriptionMatch>('contains')
  const [direction, setDirection] = useState<Direction>(transaction.amount < 0 ? 'out' : transaction.amount > 0 ? 'in' : '')
  const [categoryId, setCategoryId] = useState(initialCategory)
  const [problem, setProblem] = useState<'text' | 'category' | 'conflict' | 'unreadable' | 'failed'>()
  const [conflicted, setConflicted] = useState(false)
  const [saving, setSaving] = useState(false)
  const textField = useRef<HTMLInputElement>(null)
  const categoryField = useRef<HTMLSelectElement | HTMLInputElement>(null)
  // Asked for by the user, the form takes the focus; offered on its own, it never does.
  useEffect(() => {
    if (focusFirst) textField.current?.focus()
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- once, as it opens
  }, [])

  const rule = useMemo<CategorizationRule>(
    () => ({
      id: newRuleId(),
      enabled: true,
      confirm: false,
      conditions: { description: { match, text: text.trim() }, ...(direction ? { direction } : {}) },
      actions: { categoryId },
      createdAt: new Date().toISOString(),
    }),
    [match, text, direction, categoryId],
  )
  // Counted against the company's synced transactions as the user edits, a keystroke behind at most.
  const testing = useDeferredValue(rule)
  // Counted off the render, in slices: the last count stays until the next is done.
  const worded = descriptionWords(testing.conditions.description?.text).length > 0
  const [counted, setCounted] = useState<MatchCount>()
  useEffect(() => {
    if (history === undefined || !worded) return
    const controller = new AbortController()
    countMatches(testing, { transactions: history, change: historyChange }, controller.signal).then(setCounted, () => {})
    return () => controller.abort()
    // `historyChange` is the history's own: it changes with it.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [testing, history, worded])
  const wouldChange = history === undefined ? undefined : worded ? counted?.toChange : 0
  const matched = history === undefined ? undefined : worded ? counted?.matched : 0

  const name = categoryId ? (categoryName(categoryId) ?? categoryId) : ''
  const shownText = text.trim() || descriptionStem(transaction.description)
  const title = name
    ? messages['queueRules.offer.title'](isolate(shownText), isolate(name))
    : messages['queueRules.offer.titleNoCategory'](isolate(shownText))

  const create = async () => {
    if (descriptionWords(text).length === 0) {
      setProblem('text')
      textField.current?.focus()
      return
    }
    if (!categoryId) {
      setProblem('category')
      categoryField.current?.focus()
      return
    }
    setProblem(undefined)
    setSaving(true)
    const made = { ...rule, createdAt: new Date().toISOString() }
    try {
      // After a refused save, the rules are read again first: the rule joins them as they are now.
      if (conflicted) await rereadRulesOf(context, companyId)
      await saveRulesOf(context, companyId, (rules) => [...rules, made])
      setSaving(false)
      onCreated(made)
    } catch (error) {
      setSaving(false)
      setConflicted(isStoreConflict(error))
      setProblem(isStoreConflict(error) ? 'conflict' : error instanceof RulesUnreadableError ? 'unreadable' : 'failed')
    }
  }

  const submit = () => {
    if (!saving) void create()
  }
  const fieldError = (field: 'text' | 'category') => (problem === field ? `${id}-problem` : undefined)
  return (
    <section className="bk-form-section bk-rule-offer" aria-labelledby={`${id}-title`}>
      <Heading below={1} id={`${id}-title`}>
        <IsolatedText text={title} />
      </Heading>
      {times !== undefined && <p className="bk-field__hint">{messages['queueRules.offer.why'](formatCount(times, locale))}</p>}
      {/* Not a <form>: the editor's form holds it. Enter in the text creates the rule. */}
      <div className="bk-toolbar">
        <label className="bk-field">
          <span className="bk-field__label">{messages['queueRules.offer.match']}</span>
          <select className="bk-select" value={match} onChange={(event) => setMatch(event.target.value as DescriptionMatch)}>
            {(['contains', 'startsWith', 'is', 'notContains', 'anyWord'] as const).map((value) => (
              <option key={value} value={value}>
                {messages[`queueRules.offer.match.${value}`]}
              </option>
            ))}
          </select>
        </label>
        <label className="bk-field">
          <span className="bk-field__label">{messages['queueRules.offer.text']}</span>
          <input
            ref={textField}
            className="bk-input"
            value={text}
            aria-invalid={problem === 'text' || undefined}
            aria-describedby={fieldError('text')}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return
              event.preventDefault()
              submit()
            }}
          />
        </label>
        <label className="bk-field">
          <span className="bk-field__label">{messages['queueRules.offer.direction']}</span>
          <select className="bk-select" value={direction} onChange={(event) => setDirection(event.target.value as Direction)}>
            <option value="">{messages['queueRules.offer.direction.any']}</option>
            <option value="in">{messages['queueRules.offer.direction.in']}</option>
            <option value="out">{messages['queueRules.offer.direction.out']}</option>
          </select>
        </label>
        <div className="bk-field">
          <label className="bk-field__label" htmlFor={`${id}-category`}>
            {messages['queueRules.offer.category']}
          </label>
          <OptionPicker
            ref={categoryField}
            id={`${id}-category`}
            label={messages['queueRules.offer.category']}
            source={categories}
            value={categoryId}
            selected={categoryId && name ? { id: categoryId, name } : undefined}
            noneLabel={messages['queueRules.offer.chooseCategory']}
            aria-invalid={problem === 'category' || undefined}
            aria-describedby={fieldError('category')}
            onChange={setCategoryId}
          />
        </div>
        {wouldChange !== undefined && matched !== undefined && (
          <p className="bk-field__hint" aria-live="polite">
            <span>
              {messages[historySoFar ? 'queueRules.offer.matchesSoFar' : 'queueRules.offer.matches'](formatCount(matched, locale), matched)}
            </span>{' '}
            <span>
              {messages[historySoFar ? 'queueRules.offer.wouldChangeSoFar' : 'queueRules.offer.wouldChange'](
                formatCount(wouldChange, locale),
                wouldChange,
              )}
            </span>
          </p>
        )}
        {problem && (
          <p id={`${id}-problem`} className="bk-alert" data-tone={problem === 'conflict' ? 'warning' : 'danger'} role="alert">
            {problem === 'text'
              ? messages['queueRules.offer.textMissing']
              : problem === 'category'
                ? messages['queueRules.offer.categoryMissing']
                : problem === 'conflict'
                  ? messages['queueRules.offer.conflict']
                  : problem === 'unreadable'
                    ? messages['queueRules.offer.unreadable']
                    : messages['queueRules.offer.failed']}
          </p>
        )}
        <div className="bk-toolbar">
          <button type="button" className="bk-button" data-variant="primary" aria-disabled={saving} onClick={submit}>
            {saving
              ? messages['queueRules.offer.creating']
              : problem === 'conflict' || problem === 'failed'
                ? messages['queueRules.offer.tryAgain']
                : messages['queueRules.offer.create']}
          </button>
          <button type="button" className="bk-button" data-variant="ghost" onClick={() => onClose(true)}>
            {messages['queueRules.offer.notNow']}
          </button>
        </div>
      </div>
    </section>
  )
}
