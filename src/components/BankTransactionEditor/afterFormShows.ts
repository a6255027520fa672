/*
 * The entry of the editor's one later chunk: what it draws only after its first paint. "More
 * details" is drawn (closed) with the form, so the chunk loads as the form shows; with it come the
 * checks Save runs, the save item and where the service's errors about it land, the delete's
 * confirmation, "Ask the owner…" and the split rows with their figure. One chunk, not one per part: parts of their own would split the
 * code they share with the form into further chunks, which cost more than the parts save. (The save
 * path, which a hook loads, is a chunk of its own.)
 */
export { MoreDetailsFields } from './fields/MoreDetailsFields'
export { validateBankTransaction } from '../../core/forms/bankTransaction/validation'
export { DeleteDialog } from './DeleteDialog'
export { AskOwner } from './AskOwner'
export { SplitRow } from './SplitRow'
export { SplitFigure, SplitsMismatch } from './SplitFigure'
export { changedFields, toSaveItem } from '../../core/forms/bankTransaction/saveItem'
export { errorTarget } from '../../core/forms/bankTransaction/errorTarget'
