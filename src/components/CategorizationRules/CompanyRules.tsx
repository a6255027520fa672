import { Suspense, useCallback, useRef, useState } from 'react'
import { rulesKey } from '../../core/store/store'
import { isolate } from '../../format/isolate'
import { formatCount } from '../../messages/messageSet'
import { categorizationRulesMessages } from '../../messages/forms/categorizationRules'
import { sharedMessages } from '../../messages/shared'
import { RulesUnreadableError } from '../../core/rules/storedRules'
import { useCategorizationRules } from '../../react/rules/categorizationRules'
import { useBookkeepingContext } from '../../react/provider/context'
import { useRuleUse } from '../../react/rules/ruleUse'
import { useLocaleSettings, useMessages, useSession } from '../../react/provider/provided'
import { EMPTY_RULE_BOOK, ruleBookText } from '../../core/rules/ruleBook'
import type { CategorizationRule } from '../../core/rules/types'
import { downloadText } from '../shared/files/download'
import { errorMessage } from '../shared/text/errorMessage'
import { LockNotice } from '../shared/form/lock/LockNotice'
import { IsolatedText } from '../shared/text/SentenceWithName'
import { lazyPart, usePreloadPartsWhenIdle } from '../shared/lazyPart'
import { EmptyState, ErrorState, LoadingState } from '../shared/root/states'
import { importChoice, ImportRules } from './ImportRules'
import { categoryNamesOf } from '../../core/rules/ruleCategories'
import { RuleList, type FocusRequest } from './RuleList'
import { ruleName } from './ruleText'
import type { CategorizationRulesOptions, RuleControl } from './types'
import { useRuleNames } from './useRuleNames'
import { useRuleSaver } from './useRuleSaver'

/**
 * The rule form (react-hook-form, its fields and the test against history) is most of what the
 * component would carry, and many visits only read or reorder: it loads when the list has painted.
 */
const ruleForm = lazyPart(
  () => import('./ruleParts'),
  (module) => module.RuleForm,
)

/** A save refused because the rules changed meanwhile: shown merged, rarely, so loaded when the list has painted. */
const conflictView = lazyPart(
  () => import('./ruleParts'),
  (module) => module.ConflictView,
)

/** What the form is open on: a new rule, or one to edit. */
type Editing = { rule: CategorizationRule | undefined; opener: FocusRequest | 'new' }

/** The status line under the toolbar: what just happened, with an undo after a delete. */
interface Notice {
  text: string
  undo?: { rule: CategorizationRule; index: number }
}

/** One company's rules: the toolbar, the conflict or failed save, the form, the list. */
export function CompanyRules({ companyId, options }: { companyId: string | undefined; options: CategorizationRulesOptions | undefined }) {
  const messages = useMessages(categorizationRulesMessages)
  const shared = useMessages(sharedMessages)
  const { locale, currency } = useLocaleSettings()
  const format = { locale, currency }
  const context = useBookkeepingContext()
  const { readOnly } = useSession()
  const state = useCategorizationRules({ companyId })
  const saver = useRuleSaver(state)
  const use = useRuleUse(state.companyId)
  const { names, sources, importTarget } = useRuleNames(options, state.history)
  const [editing, setEditing] = useState<Editing>()
  const [notice, setNotice] = useState<Notice>()
  const [focus, setFocus] = useState<FocusRequest>()
  const [keeping, setKeeping] = useState(false)
  const newButton = useRef<HTMLButtonElement>(null)
  // The rule of a form whose save met a conflict: the form closes on its rule once the user keeps their rules (it is then stored).
  const formInConflict = useRef<string>(undefined)
  const onFocused = useCallback(() => setFocus(undefined), [])
  usePreloadPartsWhenIdle([ruleForm, conflictView, importChoice], !readOnly && state.status === 'ready')

  const rules = saver.rules
  const count = (n: number) => formatCount(n, locale)
  const now = () => new Date().toISOString()

  if (state.status === 'loading') return <LoadingState rows={3} columns={2} label={messages['categorizationRules.loading']} />
  if (state.status === 'error') {
    const retry = () =>
      void context.queryClient.refetchQueries({ queryKey: [...context.keys.all, 'stored', rulesKey(state.companyId)], exact: true })
    // Rules stored in a shape this version cannot read: said as it is, never overwritten (no list, so no save).
    if (state.error instanceof RulesUnreadableError)
      return (
        <div className="bk-state" data-state="error" role="alert">
          <div className="bk-state__title">{messages['categorizationRules.unreadable'](state.error.field)}</div>
          <button type="button" className="bk-button" onClick={retry}>
            {messages['categorizationRules.tryAgain']}
          </button>
        </div>
      )
    return <ErrorState error={state.error} title={messages['categorizationRules.loadFailed']} onRetry={retry} />
  }

  const move = (rule: CategorizationRule, index: number, by: -1 | 1, control: RuleControl) => {
    const next = [...rules]
    next.splice(index, 1)
    next.splice(index + by, 0, rule)
    void saver.commit(next)
    setFocus({ ruleId: rule.id, control })
    setNotice({
      text: messages['categorizationRules.moved'](isolate(ruleName(rule, messages)), count(index + by + 1), count(rules.length)),
    })
  }
  const toggle = (rule: CategorizationRule) => {
    const enabled = !rule.enabled
    void saver.commit(rules.map((each) => (each.id === rule.id ? { ...each, enabled, updatedAt: now() } : each)))
    const name = ruleName(rule, messages)
    setNotice({ text: messages[enabled ? 'categorizationRules.switchedOn' : 'categorizationRules.switchedOff'](name) })
  }
  const remove = (rule: CategorizationRule, index: number) => {
    void saver.commit(rules.filter((each) => each.id !== rule.id))
    setNotice({ text: messages['categorizationRules.deleted'](isolate(ruleName(rule, messages))), undo: { rule, index } })
    // The focus goes to the rule that takes its place, else the one before, else New rule.
    const neighbour = rules[index + 1] ?? rules[index - 1]
    if (neighbour) setFocus({ ruleId: neighbour.id, control: 'item' })
    else newButton.current?.focus()
  }
  const undoDelete = ({ rule, index }: NonNullable<Notice['undo']>) => {
    const next = rules.filter((each) => each.id !== rule.id)
    next.splice(Math.min(index, next.length), 0, rule)
    void saver.commit(next)
    setFocus({ ruleId: rule.id, control: 'item' })
    setNotice({ text: messages['categorizationRules.restored'](isolate(ruleName(rule, messages))) })
  }
  const closeForm = (to: FocusRequest | 'new' | undefined) => {
    setEditing(undefined)
    formInConflict.current = undefined
    if (to === 'new') newButton.current?.focus()
    else if (to) setFocus(to)
  }
  const saveForm = async (next: CategorizationRule[], rule: CategorizationRule) => {
    formInConflict.current = undefined
    const saved = await saver.commit(next)
    if (saved) {
      setNotice({ text: messages['categorizationRules.saved'](isolate(ruleName(rule, messages))) })
      closeForm({ ruleId: rule.id, control: 'item' })
    } else formInConflict.current = rule.id
    return saved
  }
  // Saving the merge, or all of mine: a further conflict shows again; once stored, the choice is gone.
  const resolve = async (save: () => Promise<boolean>, done: string) => {
    setKeeping(true)
    const kept = await save()
    setKeeping(false)
    if (!kept) return
    setNotice({ text: done })
    // The choice is gone with the conflict: the focus goes to the form's rule, else to New rule.
    const formRule = formInConflict.current
    if (formRule) closeForm({ ruleId: formRule, control: 'item' })
    else newButton.current?.focus()
  }
  const keepTheirs = () => {
    state.keepTheirs()
    formInConflict.current = undefined
    setNotice({ text: messages['categorizationRules.conflict.keptTheirs'] })
    newButton.current?.focus()
  }
  // A list change that failed: sent again, or dropped for the stored rules. Either way its alert goes, and the focus with it to New rule.
  const retryList = async () => {
    if (await saver.commit([...state.rules])) newButton.current?.focus()
  }
  const discardList = () => {
    state.keepTheirs()
    newButton.current?.focus()
  }
  // The categories' names go with their ids, so another company's import finds its own by name.
  const exportRules = () => {
    const categoryNames = categoryNamesOf(rules, names.category)
    const book = { ...EMPTY_RULE_BOOK, rules: [...rules], ...(categoryNames ? { categoryNames } : {}) }
    downloadText(ruleBookText(book), `rules-${state.companyId}.json`, 'application/json')
  }
  const importRules = async (next: CategorizationRule[], imported: number) => {
    const saved = await saver.commit(next)
    if (saved) setNotice({ text: messages['categorizationRules.imported'](count(imported), imported) })
    return saved
  }

  const failed = state.error !== undefined && !state.conflict
  // The host's store says why in its own words; bookkit's errors in ours.
  const known = errorMessage(state.error, shared)
  const failureText =
    known === shared['shared.errorTitle'] && state.error instanceof Error && state.error.message ? state.error.message : known
  return (
    <div className="bk-editor-form__fields bk-rules__body" aria-busy={state.saving}>
      <div className="bk-rules__storage">
        {messages[context.store !== undefined ? 'categorizationRules.storedShared' : 'categorizationRules.storedBrowser']}
      </div>
      {readOnly && <LockNotice id={`${state.companyId}-lock`} lock={{ reason: 'session' }} />}
      <div className="bk-toolbar">
        {!readOnly && (
          <button
            ref={newButton}
            type="button"
            className="bk-button"
            data-variant="primary"
            aria-expanded={editing !== undefined && editing.rule === undefined}
            onClick={() => setEditing({ rule: undefined, opener: 'new' })}
          >
            {messages['categorizationRules.new']}
          </button>
        )}
        <button type="button" className="bk-button" onClick={exportRules} disabled={rules.length === 0}>
          {messages['categorizationRules.export']}
        </button>
        {!readOnly && (
          <ImportRules
            current={rules}
            target={importTarget}
            categorySource={sources.categories}
            categoryName={names.category}
            messages={messages}
            locale={locale}
            onImport={importRules}
          />
        )}
      </div>
      {/* What just happened (a move, a switch, a delete with its undo), apart from it whether a save is on its
          way, and a save that failed: live regions always in the page, in one block that takes no room empty. */}
      <div>
        <div className="bk-rules__status" role="status">
          {notice && (
            <>
              <IsolatedText text={notice.text} />{' '}
              {notice.undo && !readOnly && (
                <button type="button" className="bk-button" data-variant="ghost" onClick={() => notice.undo && undoDelete(notice.undo)}>
                  {messages['categorizationRules.undo']}
                </button>
              )}
            </>
          )}
        </div>
        <div className="bk-field__hint bk-rules__status" role="status">
          {state.saving ? messages['categorizationRules.saving'] : ''}
        </div>
        <div role="alert">
          {failed && !editing && (
            <div className="bk-alert" data-tone="danger">
              <div>{messages['categorizationRules.saveFailed'](failureText)}</div>
              <div className="bk-toolbar">
                <button type="button" className="bk-button" onClick={() => void retryList()}>
                  {messages['categorizationRules.tryAgain']}
                </button>
                <button type="button" className="bk-button" onClick={discardList}>
                  {messages['categorizationRules.discard']}
                </button>
              </div>
            </div>
          )}
        </div>
      </div>
      {state.conflict && (
        <Suspense fallback={<LoadingState rows={4} columns={2} label={messages['categorizationRules.loading']} />}>
          <conflictView.Component
            // A further conflict is another merge: its choices start afresh.
            key={state.conflict.version ?? ''}
            conflict={state.conflict}
            names={names}
            messages={messages}
            format={format}
            busy={keeping || state.saving}
            onSaveMerged={(merged) => void resolve(() => state.saveMerged(merged), messages['categorizationRules.conflict.savedMerged'])}
            onKeepMine={() => void resolve(state.keepMine, messages['categorizationRules.conflict.keptMine'])}
            onKeepTheirs={keepTheirs}
          />
        </Suspense>
      )}
      {editing && !readOnly && (
        <Suspense fallback={<LoadingState rows={4} columns={2} label={messages['categorizationRules.form.loading']} />}>
          <ruleForm.Component
            key={editing.rule?.id ?? 'new'}
            rule={editing.rule}
            rules={rules}
            state={state}
            names={names}
            sources={sources}
            failure={failed ? failureText : undefined}
            onSave={saveForm}
            onCancel={() => closeForm(editing.opener)}
          />
        </Suspense>
      )}
      {rules.length === 0 ? (
        <EmptyState title={messages['categorizationRules.empty']}>
          <div>{messages['categorizationRules.emptyHint']}</div>
        </EmptyState>
      ) : (
        <RuleList
          rules={rules}
          use={use}
          names={names}
          messages={messages}
          format={format}
          readOnly={readOnly}
          focus={focus}
          onFocused={onFocused}
          onToggle={toggle}
          onEdit={(rule) => setEditing({ rule, opener: { ruleId: rule.id, control: 'edit' } })}
          onDelete={remove}
          onMove={move}
        />
      )}
    </div>
  )
}
