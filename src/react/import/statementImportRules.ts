/** What the import hooks load on demand (see `loadImportRules` in statementImport.ts). */
export { statementImportItem } from '../../core/import/plan'
export { previewStatement } from '../../core/import/preview'
export { HeldIds, heldAsOf } from '../../core/import/sourceIds'
