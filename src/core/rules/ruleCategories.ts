/** The categories rules name: what an export writes the names of, and an import finds by name. Pure. */
import type { CategorizationRule } from './types'

/** The categories `rule` gives: its category, or its split's. */
export const categoriesOf = (rule: CategorizationRule): string[] =>
  rule.actions.split ? rule.actions.split.map((line) => line.categoryId) : rule.actions.categoryId ? [rule.actions.categoryId] : []

/** The names of the categories `rules` name, by id, as `name` knows them: what an exported file carries. */
export function categoryNamesOf(
  rules: readonly CategorizationRule[],
  name: (id: string) => string | undefined,
): Record<string, string> | undefined {
  const names: Record<string, string> = {}
  for (const rule of rules)
    for (const id of categoriesOf(rule)) {
      const known = name(id)
      if (known !== undefined) names[id] = known
    }
  return Object.keys(names).length > 0 ? names : undefined
}
