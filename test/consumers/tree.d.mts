import type { ReactElement } from 'react'
import type * as Bookkit from '../../src/index'
import type { FetchToken } from '../../src/index'

/** The `bookkit` module: dist/index.js, typed from its source. */
export type BookkitModule = typeof Bookkit

export declare const COMPONENT_NAMES: readonly [
  'InvoiceList',
  'GeneralLedger',
  'BankTransactionEditor',
  'ManualJournalEntryForm',
  'NotificationSettingsForm',
]
export type ComponentName = (typeof COMPONENT_NAMES)[number]
export declare const LEDGER_ACCOUNT: string

export interface BookkitPageProps {
  bookkit: BookkitModule
  baseUrl: string
  fetchToken: FetchToken
  only?: ComponentName
}

export declare function BookkitPage(props: BookkitPageProps): ReactElement
