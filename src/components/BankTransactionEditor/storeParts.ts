/*
 * The editor's parts that read the provider's store, loaded on demand: the offer "Always categorize
 * … as …?" (when the user asks for it), "This changes a reconciled month" (for a reconciled
 * transaction) and "This changes a signed-off month" (after the form shows). One chunk, not one
 * each: parts of their own would put the store's reading code in a further chunk, whose name the
 * editor's first load would carry for all.
 */
export { default as EditorRuleOffer } from './EditorRuleOffer'
export { default as ReconciledNotice } from './ReconciledNotice'
export { default as SignedOffNotice } from './SignedOffNotice'
