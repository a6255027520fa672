/**
 * The queue's parts that load once its rows have painted: a first paint never waits on them. Each is
 * loaded with `import()`, so none is in the queue's first load (the editor's panel is
 * BankTransactionList.tsx's own, whose chunk names it).
 */
import { lazy } from 'react'

// Categorization rules (their matching, confirmations, "Apply rules" and the offer): never waited
// on by a first paint, nor the store.
export const QueueRules = lazy(() => import('./rules/QueueRules').then((module) => ({ default: module.QueueRules })))
// Deposits matched to the invoices they pay (the open invoices read, "Find match…"): a first paint
// never waits on the invoices.
export const QueueMatches = lazy(() => import('./matches/QueueMatches').then((module) => ({ default: module.QueueMatches })))
// Transfers between the company's own accounts (the pairs found, "Pair transfers…", marks): a first
// paint never waits on the pairing.
export const QueueTransfers = lazy(() => import('./transfers/QueueTransfers').then((module) => ({ default: module.QueueTransfers })))
