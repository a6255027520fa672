/** bookkit: embedded bookkeeping components for React. Import 'bookkit/styles.css' once. */
export * from './api'
export * from './react'
export * from './components'
export * from './messages'
export * from './core/import'
export * from './core/rules'
export * from './core/reconcile'
export { StoreConflictError, type BookkitStore, type StoredRecord } from './core/store/store'
