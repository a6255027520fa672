export { CategorizationRules } from './CategorizationRules'
export type { CategorizationRulesOptions, CategorizationRulesProps } from './types'
