import type { CategorizationRule } from '../../../core/rules/types'

/** A rule's name as the user sees it: its own, else its description's text, else its id. */
export const ruleNameOf = (rule: CategorizationRule): string => rule.name?.trim() || rule.conditions.description?.text || rule.id
