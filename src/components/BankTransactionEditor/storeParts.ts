/*
 * The editor's parts that read the provider's store, loaded on demand: the offer "Always categorize
 * … as …?" (when the user asks for it), and the warnings of a reconciled month and a signed-off
 * month (after the form shows). One chunk, not one
 * each: parts of their own would put the store's reading code in a further chunk, whose name the
 * editor's first load would carry for all.
 */
export { default as EditorRuleOffer } from './EditorRuleOffer'
export { default as StoreNotices } from './StoreNotices'
