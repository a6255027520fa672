import type { Browser } from 'playwright-core'
import type { Sandbox } from '../../src/sandbox'
import { descriptionStem } from '../../src/core/rules/words'
import type { CategorizationRule, RuleBook } from '../../src/core/rules/types'
import type { RulesBenchFigures } from './page/RulesBench'
import { benchRules } from './rulesData'

/** Rules in the queue's book: the made-up merchants', and among them one per description the sandbox's company holds. */
const QUEUE_RULES = 2_000

/**
 * 2,000 rules for the review queue of `companyId` in `sandbox`: one per distinct description of its
 * bank transactions (by its stem, "CORNER CUP #1234" → "CORNER CUP"), with the category the user
 * gave it most, spread among made-up merchants' rules, so the queue's rows meet rules that match
 * them and thousands that do not, as a business's would.
 */
export function queueRuleBook(sandbox: Sandbox, companyId: string): RuleBook {
  const byStem = new Map<string, Map<string, number>>()
  for (const transaction of sandbox.inspect.bankTransactions(companyId)) {
    const stem = descriptionStem(transaction.description)
    if (!stem) continue
    const categories = byStem.get(stem) ?? new Map<string, number>()
    const category = transaction.category?.id
    if (category) categories.set(category, (categories.get(category) ?? 0) + 1)
    byStem.set(stem, categories)
  }
  const own: CategorizationRule[] = [...byStem]
    .filter(([, categories]) => categories.size > 0)
    .map(([stem, categories], index) => ({
      id: `rule_queue_${index}`,
      enabled: true,
      confirm: false,
      createdAt: '2026-01-15T10:00:00Z',
      conditions: { description: { match: 'contains', text: stem } },
      actions: { categoryId: [...categories].sort((a, b) => b[1] - a[1])[0]![0] },
    }))
  const madeUp = benchRules(QUEUE_RULES - own.length)
  // The company's own rules spread evenly through the list, not all first or last.
  const every = Math.max(1, Math.floor(madeUp.length / Math.max(1, own.length)))
  const rules = madeUp.flatMap((rule, index) => (index % every === 0 && own.length > 0 ? [own.shift()!, rule] : [rule]))
  return { format: 'bookkit.rules', formatVersion: 1, rules: [...rules, ...own] }
}

/** The rules bench in Chromium: the bench page's `rules-match` scenario, `runs` cold and warm runs, then `matchAll`. */
export async function measureRulesInPage(browser: Browser, url: string, runs: number): Promise<RulesBenchFigures> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
  try {
    await page.goto(`${url}?${new URLSearchParams({ scenario: 'rules-match' })}`)
    await page.waitForFunction(() => window.benchRules !== undefined, undefined, { timeout: 60_000 })
    return await page.evaluate((count) => window.benchRules!.run(count), runs)
  } finally {
    await page.close()
  }
}
