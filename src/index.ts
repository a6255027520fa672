/** bookkit: embedded bookkeeping components for React. Import 'bookkit/styles.css' once. */
export * from './api'
export * from './react'
export * from './components'
export * from './messages'
export * from './import'
export * from './rules'
export * from './reconcile'
