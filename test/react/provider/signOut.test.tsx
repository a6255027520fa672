// A sign-out leaves nothing of the user in this browser. Every kind of key bookkit writes (its
// records in localStorage without a host `store`, an owner's answer not sent yet, the cache in IndexedDB with `persist`) is written
// here by bookkit's own code against the sandbox and listed; a key of no listed kind fails, so a new
// writer must be added here; `clearBookkeepingCache()` then removes every one. The records carry
// their user: the next user of the browser reads none of them, a change of `sessionKey` removes
// them, and a record an earlier release kept without a user is taken over by its first reader.
import 'fake-indexeddb/auto'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import { entries } from 'idb-keyval'
import { StrictMode, useEffect, useState, type ReactNode } from 'react'
import { sessionDigest } from '../../../src/core/store/browserStorage'
import { browserStore } from '../../../src/core/store/store'
import { claimRows } from '../../../src/core/queue/rules/claims'
import { readBankStatement } from '../../../src/core/import'
import { BookkeepingProvider, clearBookkeepingCache, useCategorizationRules, type BookkeepingProviderProps } from '../../../src/react'
import { useBookkeepingContext } from '../../../src/react/provider/context'
import { layoutsOf } from '../../../src/react/provider/gridLayouts'
import { useRememberedImportSettings } from '../../../src/react/import/importSettings'
import { useReconciliation } from '../../../src/react/reconcile/reconciliation'
import { useReconciliationDraft } from '../../../src/react/reconcile/reconciliationDraft'
import { keepOwnerAnswer } from '../../../src/components/OwnerQuestions/useAnswerDraft'
import { recordStore } from '../../../src/core/store/recordStore'
import { noteRuleUse } from '../../../src/react/rules/ruleUse'
import { noteStatementCoverage } from '../../../src/react/import/statementCoverage'
import type { CategorizationRule, RuleBook } from '../../../src/core/rules/types'
import { SANDBOX } from '../../../src/sandbox'
import { fixtureFile } from '../../core/import/statementFixtures'
import { renderHookWithSandbox, sandboxTokenFetcher, serviceFor, TEST_BASE_URL, useSandboxServer } from '../../support/sandbox'
import { cacheStore } from '../../support/storedCache'

vi.setConfig({ testTimeout: 30_000 })

const BAKERY = SANDBOX.users.bakeryOwner
const BIKE_SHOP = SANDBOX.users.bikeShopOwner
const bakery = SANDBOX.companies.bakery
const CHECKING = bakery.bankAccounts.checking

const RULE: CategorizationRule = {
  id: 'rule_cup',
  enabled: true,
  confirm: false,
  createdAt: '2026-06-01T00:00:00.000Z',
  conditions: { description: { match: 'contains', text: 'Corner Cup' } },
  actions: { categoryId: bakery.categories.ingredients },
}

/** A digest, as every key names its user. */
const DIGEST = '[0-9a-f]{64}'
/** Every kind of key bookkit writes in localStorage, by what it holds. A key of no kind here fails the first test. */
const LOCAL_KINDS: Record<string, RegExp> = {
  rules: new RegExp(`^bookkit:store:${DIGEST}:rules:[^:]+$`),
  ruleUse: new RegExp(`^bookkit:store:${DIGEST}:ruleUse:[^:]+$`),
  statementCoverage: new RegExp(`^bookkit:store:${DIGEST}:statementCoverage:[^:]+$`),
  reconciliations: new RegExp(`^bookkit:store:${DIGEST}:reconciliations:[^:]+:[^:]+$`),
  reconciliationDraft: new RegExp(`^bookkit:store:${DIGEST}:reconciliationDraft:[^:]+:[^:]+$`),
  ruleConfirmations: new RegExp(`^bookkit:store:${DIGEST}:ruleConfirmations:[^:]+$`),
  statementImport: new RegExp(`^bookkit:statementImport:${DIGEST}:[^:]+$`),
  ownerAnswer: new RegExp(`^bookkit:ownerAnswer:${DIGEST}:[^:]+:[^:]+:[^:]+$`),
}
/** Every kind of entry bookkit writes in its IndexedDB store, `bookkit`/`cache`. */
const INDEXED_KINDS: Record<string, (key: IDBValidKey) => boolean> = {
  queries: (key) => typeof key === 'string' && new RegExp(`^queries:${DIGEST}$`).test(key),
  sets: (key) => typeof key === 'string' && new RegExp(`^sets:${DIGEST}$`).test(key),
  layouts: (key) => typeof key === 'string' && new RegExp(`^layouts:${DIGEST}$`).test(key),
  chunk: (key) => Array.isArray(key) && key.length === 3 && new RegExp(`^${DIGEST}$`).test(String(key[0])),
}
const kindOf = <Key,>(kinds: Record<string, (key: Key) => boolean>, key: Key) =>
  Object.entries(kinds).find(([, matches]) => matches(key))?.[0] ?? `unknown: ${JSON.stringify(key)}`
const localKinds = Object.fromEntries(Object.entries(LOCAL_KINDS).map(([kind, pattern]) => [kind, (key: string) => pattern.test(key)]))

/** What this browser holds for any page of the origin: localStorage's keys and bookkit's IndexedDB store's, by kind. */
async function keptInBrowser() {
  const local = Object.keys(localStorage).map((key) => kindOf(localKinds, key))
  const indexed = (await entries(cacheStore())).map(([key]) => kindOf(INDEXED_KINDS, key))
  return { local: [...new Set(local)].sort(), indexed: [...new Set(indexed)].sort() }
}

/** The keys of both that name `digest`'s user. */
async function keysOf(digest: string): Promise<string[]> {
  const indexed = (await entries(cacheStore())).map(([key]) => JSON.stringify(key))
  return [...Object.keys(localStorage), ...indexed].filter((key) => key.includes(digest))
}

const state = useSandboxServer({ volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 10, extraGlLinesPerCompany: 0 } })
beforeEach(async () => {
  await clearBookkeepingCache()
  localStorage.clear()
})

it('lists every key bookkit writes in this browser, each of a known kind, and clearBookkeepingCache() removes them all', async () => {
  const { result } = renderHookWithSandbox(
    () => ({
      context: useBookkeepingContext(),
      rules: useCategorizationRules({ companyId: bakery.id }),
      worksheet: useReconciliation(CHECKING, { endDate: '2026-06-30', closingBalance: 100, openingBalance: 0, companyId: bakery.id }),
      draft: useReconciliationDraft(bakery.id, CHECKING),
      importSettings: useRememberedImportSettings(CHECKING),
    }),
    state.sandbox,
    { userId: BAKERY, provider: { store: undefined, persist: true, sessionKey: BAKERY } },
  )
  const current = () => result.current
  // A column hidden: the user's layouts, stored with `persist`.
  act(() => layoutsOf(current().context.gridLayouts).set('invoices', { hidden: ['dueDate'] }))
  await waitFor(() => expect(current().rules.status).toBe('ready'))
  await act(() => current().rules.save([RULE]))
  await act(() => noteRuleUse(current().context, bakery.id, new Map([[RULE.id, 1]])))
  await act(() => noteStatementCoverage(current().context, bakery.id, { bankAccountId: CHECKING, first: '2026-06-01', last: '2026-06-30' }))
  await waitFor(() => expect(current().worksheet.rows).not.toHaveLength(0))
  const [row] = current().worksheet.rows.filter(({ blocked }) => !blocked)
  await claimRows(recordStore(current().context), bakery.id, [row!.transaction.id], { owner: 'tab_1', now: Date.now(), batchId: 'batch_1' })
  await act(() =>
    current().draft.save({
      bankAccountId: CHECKING,
      fields: { beginDate: '2026-06-01', endDate: '2026-06-30', opening: '0', closing: '1.00' },
      ticked: [row!.transaction.id],
      unticked: [],
    }),
  )
  act(() => current().worksheet.tick([row!.transaction.id], true))
  await waitFor(() => expect(current().worksheet.difference).toBeDefined())
  await act(() => current().worksheet.finish({ outcome: 'discrepancy' }, { userName: 'Riley, bookkeeper' }))
  current().importSettings.remember(await readBankStatement(fixtureFile('chase-checking.csv'), { currency: 'USD' }))
  // The owner's answer to a question, typed and not sent yet.
  await keepOwnerAnswer(
    current().context.owner,
    { companyId: bakery.id, questionId: 'q_whatfor', transactionId: 'btx_1' },
    { answerId: 'a_1', dontKnow: false, note: 'Flour for the wedding order' },
  )

  const everyKind = {
    local: Object.keys(LOCAL_KINDS).sort(),
    indexed: Object.keys(INDEXED_KINDS).sort(),
  }
  await waitFor(async () => expect(await keptInBrowser()).toEqual(everyKind))
  // Nowhere else: no other database, nothing in sessionStorage or cookies.
  expect((await indexedDB.databases()).map(({ name }) => name)).toEqual(['bookkit'])
  expect(sessionStorage).toHaveLength(0)
  expect(document.cookie).toBe('')

  await clearBookkeepingCache()
  expect(await keptInBrowser()).toEqual({ local: [], indexed: [] })
})

it('gives the next user of the browser none of the first one’s records, and removes them when the signed-in user changes', async () => {
  const bakeryDigest = await sessionDigest(BAKERY)
  const providerOf = (sessionKey: string, children: ReactNode, props: Partial<BookkeepingProviderProps> = {}) => (
    <BookkeepingProvider
      baseUrl={TEST_BASE_URL}
      fetchToken={sandboxTokenFetcher(state.sandbox, { userId: sessionKey })}
      service={serviceFor(state.sandbox)}
      sessionKey={sessionKey}
      {...props}
    >
      {children}
    </BookkeepingProvider>
  )
  let bakeryRules: ReturnType<typeof useCategorizationRules> | undefined
  function Rules({ onRules }: { onRules: (rules: ReturnType<typeof useCategorizationRules>) => void }) {
    onRules(useCategorizationRules({ companyId: bakery.id }))
    const { gridLayouts } = useBookkeepingContext()
    useEffect(() => layoutsOf(gridLayouts).set('invoices', { hidden: ['dueDate'] }), [gridLayouts])
    return null
  }
  function Host() {
    const [user, setUser] = useState<string>(BAKERY)
    return (
      <>
        <button type="button" onClick={() => setUser(BIKE_SHOP)}>
          Sign in as the bike shop
        </button>
        {providerOf(user, <Rules onRules={(rules) => void (bakeryRules = rules)} />, { persist: true })}
      </>
    )
  }
  // StrictMode's rehearsal unmount removes nothing: the same user is mounted again at once.
  render(
    <StrictMode>
      <Host />
    </StrictMode>,
  )
  await waitFor(() => expect(bakeryRules?.status).toBe('ready'))
  await act(() => bakeryRules!.save([RULE]))
  await waitFor(async () => expect(await keysOf(bakeryDigest)).toContainEqual(`"layouts:${bakeryDigest}"`))

  // The bike shop's owner on the same browser, in a provider of their own: none of the bakery's
  // rules. Their own rule stays when their provider unmounts: leaving a page is no sign-out.
  const bikeShop = renderHook(() => useCategorizationRules({ companyId: bakery.id }), {
    wrapper: ({ children }) => providerOf(BIKE_SHOP, children),
  })
  await waitFor(() => expect(bikeShop.result.current.status).toBe('ready'))
  expect(bikeShop.result.current.rules).toEqual([])
  await act(() => bikeShop.result.current.save([{ ...RULE, id: 'rule_spoke' }]))
  bikeShop.unmount()
  const bikeShopRules = `bookkit:store:${await sessionDigest(BIKE_SHOP)}:rules:${bakery.id}`
  expect(await keysOf(bakeryDigest)).toContain(`bookkit:store:${bakeryDigest}:rules:${bakery.id}`)

  act(() => screen.getByRole('button', { name: 'Sign in as the bike shop' }).click())
  await waitFor(async () => expect(await keysOf(bakeryDigest)).toEqual([]))
  expect(localStorage.getItem(bikeShopRules)).toContain('rule_spoke')
})

it('lets the first user who reads a record an earlier release kept without a user take it over', async () => {
  const earlier: RuleBook = { format: 'bookkit.rules', formatVersion: 1, rules: [RULE] }
  localStorage.setItem(`bookkit:store:rules:${bakery.id}`, JSON.stringify({ value: earlier, version: '3' }))
  const { result } = renderHookWithSandbox(() => useCategorizationRules({ companyId: bakery.id }), state.sandbox, {
    userId: BAKERY,
    provider: { store: undefined, sessionKey: BAKERY },
  })
  await waitFor(() => expect(result.current.rules.map(({ id }) => id)).toEqual([RULE.id]))
  // Moved under the reader's key, its version kept: the next save builds on it.
  expect(Object.keys(localStorage)).toEqual([`bookkit:store:${await sessionDigest(BAKERY)}:rules:${bakery.id}`])
  expect(await browserStore({ sessionKey: BAKERY }).load(`rules:${bakery.id}`)).toEqual({ value: earlier, version: '3' })
  expect(await browserStore({ sessionKey: BIKE_SHOP }).load(`rules:${bakery.id}`)).toBeNull()
})

it.each([
  ['storage is refused', () => vi.stubGlobal('localStorage', undefined)],
  ['the user cannot be named (no crypto.subtle)', () => vi.stubGlobal('crypto', {})],
])('keeps records in the page’s memory, per user, where %s, and a sign-out forgets them', async (_where, refuse) => {
  refuse()
  onTestFinished(() => void vi.unstubAllGlobals())
  const rules = { value: { format: 'bookkit.rules', formatVersion: 1, rules: [RULE] }, version: '1' }
  await browserStore({ sessionKey: BAKERY }).save(`rules:${bakery.id}`, rules.value, null)
  // Another session of the same user reads it for the page's life; another user does not.
  expect(await browserStore({ sessionKey: BAKERY }).load(`rules:${bakery.id}`)).toEqual(rules)
  expect(await browserStore({ sessionKey: BIKE_SHOP }).load(`rules:${bakery.id}`)).toBeNull()
  vi.unstubAllGlobals()
  expect(localStorage).toHaveLength(0)

  await clearBookkeepingCache()
  refuse()
  expect(await browserStore({ sessionKey: BAKERY }).load(`rules:${bakery.id}`)).toBeNull()
})
