// The five components as the reliability tests render them: each with the one read it starts with,
// how to tell it has shown its data, and what jsdom needs for the virtualized grids to render rows.
import { within } from '@testing-library/react'
import type { ReactElement } from 'react'
import {
  BankTransactionEditor,
  GeneralLedger,
  InvoiceList,
  ManualJournalEntryForm,
  NotificationSettingsForm,
  type BankTransactionEditorOptions,
  type ManualJournalEntryFormOptions,
} from '../../src/components'
import { SANDBOX } from '../../src/sandbox'

export const bakery = SANDBOX.companies.bakery
export const LEDGER_ACCOUNT = bakery.glAccounts.rent

export const PATHS = {
  invoices: '/v6/invoicing/invoices/query',
  ledger: `/v6/accounting/glAccounts/${LEDGER_ACCOUNT}/generalLedger`,
  settings: '/v6/notifications/settings',
  closing: '/v6/closing',
  bankTransactions: '/v6/banks/transactions',
  journalEntries: '/v6/accounting/manualJournalEntries',
} as const

/** Picker choices without a required dimension, so a form needs only the fields the tests fill. */
export const editorOptions: BankTransactionEditorOptions = {
  bankAccounts: [{ id: bakery.bankAccounts.checking, name: 'Checking' }],
  categories: [
    { id: bakery.categories.ingredients, name: 'Ingredients' },
    { id: bakery.categories.rent, name: 'Rent' },
  ],
}

export const entryOptions: ManualJournalEntryFormOptions = {
  glAccounts: [
    { id: bakery.glAccounts.unused, name: 'Miscellaneous' },
    { id: bakery.glAccounts.checking, name: 'Checking' },
  ],
}

/** One component under test: how to render it, the read it waits for, and when its data is on screen. */
export interface ComponentCase {
  name: string
  element: (props?: { onError?: (error: Error) => void }) => ReactElement
  /** The request whose answer the component needs before it shows its data. */
  read: { path: string; method: 'GET' | 'POST' }
  /** Resolves once the component (inside `root`) shows what it loaded. */
  shown: (root: HTMLElement) => Promise<unknown>
  /** Whether a failed read shows an error state (the editors open anyway: the service enforces the closing). */
  showsReadError: boolean
}

export const COMPONENT_CASES: readonly ComponentCase[] = [
  {
    name: 'InvoiceList',
    element: (props) => <InvoiceList {...props} />,
    read: { path: PATHS.invoices, method: 'POST' },
    shown: async (root) => within(await within(root).findByRole('grid', { name: 'Invoices' })).findAllByRole('row'),
    showsReadError: true,
  },
  {
    name: 'GeneralLedger',
    element: (props) => <GeneralLedger glAccountId={LEDGER_ACCOUNT} {...props} />,
    read: { path: PATHS.ledger, method: 'POST' },
    shown: async (root) => within(await within(root).findByRole('grid')).findAllByRole('row'),
    showsReadError: true,
  },
  {
    name: 'NotificationSettingsForm',
    element: (props) => <NotificationSettingsForm {...props} />,
    read: { path: PATHS.settings, method: 'GET' },
    shown: (root) => within(root).findByRole('group', { name: 'Financial summaries' }),
    showsReadError: true,
  },
  {
    name: 'BankTransactionEditor',
    element: (props) => <BankTransactionEditor bankAccountId={bakery.bankAccounts.checking} options={editorOptions} {...props} />,
    read: { path: PATHS.closing, method: 'GET' },
    shown: (root) => within(root).findByRole('form', { name: /bank transaction/i }),
    showsReadError: false,
  },
  {
    name: 'ManualJournalEntryForm',
    element: (props) => <ManualJournalEntryForm options={entryOptions} {...props} />,
    read: { path: PATHS.closing, method: 'GET' },
    shown: (root) => within(root).findByRole('form', { name: /journal entry/i }),
    showsReadError: false,
  },
]

/**
 * Watches the page for an error state (`data-state="error"`) or a render-error fallback appearing
 * at any moment, not just when the test looks.
 */
export function watchErrorStates(): { readonly seen: string[]; stop: () => void } {
  const seen: string[] = []
  const check = () => {
    for (const element of document.querySelectorAll('[data-state="error"]')) seen.push(element.textContent ?? '')
  }
  const observer = new MutationObserver(check)
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  check()
  onTestFinished(() => observer.disconnect())
  return { seen, stop: () => observer.disconnect() }
}

/** The message the sandbox sends with an injected 500. */
export const SERVICE_500_MESSAGE = 'Something went wrong on our side. Try again in a moment.'

/** The root element of a rendered component (`data-bk-component`). */
export function rootOf(name: string): HTMLElement {
  const root = document.querySelector<HTMLElement>(`[data-bk-component="${name}"]`)
  if (!root) throw new Error(`${name} is not on the page`)
  return root
}

/** Every component on one page, each in its own labelled section, as a partner's dashboard would have them. */
export function AllComponents({ onError }: { onError?: (error: Error) => void }) {
  return (
    <>
      {COMPONENT_CASES.map((component) => (
        <section key={component.name} aria-label={component.name}>
          {component.element(onError ? { onError } : {})}
        </section>
      ))}
    </>
  )
}
