// What axe finds on a page in a real browser, as lines a failing test prints: one per rule, with
// where. For the browser tests of the statements and the import.
import axe from 'axe-core'

/** axe's violations in `context`, each as "rule (count): where, where". */
export async function violations(context: axe.ElementContext, options: axe.RunOptions = {}): Promise<string[]> {
  const results = await axe.run(context, { resultTypes: ['violations'], ...options })
  return results.violations.map(
    (violation) => `${violation.id} (${violation.nodes.length}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  )
}

/** What axe's contrast rule finds against, and every text it could not judge: none of either. */
export async function contrastProblems(root: HTMLElement): Promise<string[]> {
  const results = await axe.run(root, { runOnly: { type: 'rule', values: ['color-contrast'] } })
  expect(results.passes.flatMap((result) => result.nodes).length).toBeGreaterThan(0)
  return [...results.violations, ...results.incomplete].flatMap((result) =>
    result.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`),
  )
}
