/** What the import hooks load on demand (see `loadImportRules` in statementImport.ts). */
export { statementImportItem } from '../import/plan'
export { previewStatement } from '../import/preview'
export { HeldIds, heldAsOf } from '../import/sourceIds'
