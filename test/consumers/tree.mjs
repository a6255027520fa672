// The page the SSR and hydration tests render: every bookkit component inside one provider. Plain
// JavaScript with createElement, so serverRender.mjs can run it in Node with no build step; the
// bookkit module comes in as a prop, so the server and the client render the very same dist/ build.
import { createElement as h } from 'react'

export const COMPONENT_NAMES = [
  'InvoiceList',
  'GeneralLedger',
  'BankTransactionEditor',
  'ManualJournalEntryForm',
  'NotificationSettingsForm',
]

/** Seeded ids of the sandbox's bakery (SANDBOX.companies.bakery). */
export const LEDGER_ACCOUNT = 'gla_co1_rent'
const BANK_ACCOUNT = 'bka_co1_checking'

const editorOptions = {
  bankAccounts: [{ id: BANK_ACCOUNT, name: 'Checking' }],
  categories: [
    { id: 'ctg_co1_ingredients', name: 'Ingredients' },
    { id: 'ctg_co1_rent', name: 'Rent' },
  ],
}

const entryOptions = {
  glAccounts: [
    { id: 'gla_co1_misc', name: 'Miscellaneous' },
    { id: 'gla_co1_checking', name: 'Checking' },
  ],
}

function componentElement(bookkit, name) {
  switch (name) {
    case 'InvoiceList':
      return h(bookkit.InvoiceList)
    case 'GeneralLedger':
      return h(bookkit.GeneralLedger, { glAccountId: LEDGER_ACCOUNT })
    case 'BankTransactionEditor':
      return h(bookkit.BankTransactionEditor, { bankAccountId: BANK_ACCOUNT, options: editorOptions })
    case 'ManualJournalEntryForm':
      return h(bookkit.ManualJournalEntryForm, { options: entryOptions })
    case 'NotificationSettingsForm':
      return h(bookkit.NotificationSettingsForm)
    default:
      throw new Error(`No component ${name}`)
  }
}

/** The provider around one component (`only`) or all five, each in a labelled section. */
export function BookkitPage({ bookkit, baseUrl, fetchToken, only }) {
  const names = only ? [only] : COMPONENT_NAMES
  return h(
    bookkit.BookkeepingProvider,
    { baseUrl, fetchToken, locale: 'en-US', currency: 'USD' },
    names.map((name) => h('section', { key: name, 'aria-label': name }, componentElement(bookkit, name))),
  )
}
