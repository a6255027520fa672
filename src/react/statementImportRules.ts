/** What the import hooks load on demand (see `loadImportRules` in statementImport.ts). */
export { HeldIds, statementImportItem } from '../import/plan'
export { previewStatement } from '../import/preview'
export { heldAsOf } from '../import/sourceIds'
