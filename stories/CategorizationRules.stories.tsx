import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn, userEvent, within } from 'storybook/test'
import { CategorizationRules } from '../src/components/CategorizationRules'
import { isolate } from '../src/format/isolate'
import { SANDBOX } from '../src/sandbox'
import { EMPTY_RULE_BOOK } from '../src/core/rules/ruleBook'
import type { CategorizationRule } from '../src/core/rules/types'
import { inPhone } from './support/phone'
import { frenchRulesMessages, germanRulesMessages } from './support/rulesMessages'
import { storySandbox } from './support/sandbox'
import { wholeText } from './support/sentences'

const bakery = SANDBOX.companies.bakery
const KEY = `rules:${bakery.id}`

const rule = (id: string, text: string, categoryId: string, extra: Partial<CategorizationRule> = {}): CategorizationRule => ({
  id,
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text } },
  actions: { categoryId },
  createdAt: '2026-05-02T09:00:00.000Z',
  ...extra,
})

/** A bakery's rules: a confirming one, one switched off, an amount range, a split and a vendor with a memo. */
const RULES: CategorizationRule[] = [
  rule('rule_rent', 'Rent - Main Street', bakery.categories.rent, { name: 'Shop rent', confirm: true }),
  rule('rule_flour', 'Flour', bakery.categories.ingredients, {
    conditions: { description: { match: 'contains', text: 'Flour' }, direction: 'out' },
    actions: { categoryId: bakery.categories.ingredients, vendorId: bakery.vendors.millstoneFlour, memo: 'Weekly flour' },
  }),
  rule('rule_card', 'Card processor payout', bakery.categories.retailSales, {
    conditions: { description: { match: 'startsWith', text: 'Card processor' }, direction: 'in', amount: { from: 10_000, to: 500_000 } },
  }),
  rule('rule_club', 'Warehouse club run', bakery.categories.ingredients, {
    actions: {
      split: [
        { categoryId: bakery.categories.ingredients, percent: 60 },
        { categoryId: bakery.categories.marketing, percent: 40 },
      ],
    },
  }),
  rule('rule_flyers', 'Flyers', bakery.categories.marketing, { enabled: false }),
]

/** Puts `rules` in the story's store before it renders, as another session would have saved them. */
const seeded =
  (rules: CategorizationRule[]) =>
  ({ id }: { id: string }) => {
    storySandbox(id).store.put(KEY, { ...EMPTY_RULE_BOOK, rules })
  }

const meta = {
  title: 'Components/CategorizationRules',
  component: CategorizationRules,
  tags: ['autodocs'],
  argTypes: { className: { control: 'text' } },
  args: { onLoadStart: fn(), onLoadError: fn() },
  beforeEach: seeded(RULES),
  parameters: {
    sandbox: { volume: { invoicesPerCompany: 0, bankTransactionsPerCompany: 400, extraGlLinesPerCompany: 0 } },
    docs: {
      description: {
        component:
          'A company’s categorization rules in the order they are checked, each in plain words: switched on and off, edited, deleted with an undo, moved by buttons or Alt+Arrow keys. A rule is tested against the company’s history before it is saved. Kept in the provider’s `store` with the version read: a change made elsewhere meanwhile is shown beside the user’s, never overwritten. Exported and imported as a JSON file.',
      },
    },
  },
} satisfies Meta<typeof CategorizationRules>

export default meta
type Story = StoryObj<typeof meta>

const listShown = (canvasElement: HTMLElement) => within(canvasElement).findByRole('list', { name: 'Rules, in the order they are checked' })

/** Five rules: one confirms automatically, one is off, one splits by percentage. */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
  },
}

/** No rules yet: what rules are, and how they are made. */
export const Empty: Story = {
  beforeEach: seeded([]),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('No rules yet')
  },
}

/** A new rule tested against history before it is saved: flour under Marketing, and the flour filed under ingredients listed as categorized differently. */
export const TestedAgainstHistory: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'New rule' }))
    const form = within(await canvas.findByRole('form', { name: 'New rule' }))
    await userEvent.type(form.getByLabelText('Words in the description'), 'flour')
    await userEvent.selectOptions(form.getByLabelText('Category'), bakery.categories.marketing)
    await userEvent.click(await form.findByRole('button', { name: /^Show the \d+ categorized differently$/ }))
  },
}

/** A rule that categorizes and marks reviewed on its own, open in the form: each of its confirmations is undoable in the queue. */
export const ConfirmingRule: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: `Edit “${isolate('Shop rent')}”` }))
    await canvas.findByRole('form', { name: 'Edit rule “Shop rent”' })
  },
}

/**
 * Another user saved the rules after this page read them (added a dairy rule, renamed the rent
 * rule, deleted the flour rule): switching flour off is refused, and their rules show with the
 * switch merged in, every change said, and the flour rule (switched off here, deleted there) a
 * choice of yours or theirs before Save merged.
 */
export const ConflictMerged: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    storySandbox(id).store.put(KEY, {
      ...EMPTY_RULE_BOOK,
      rules: [
        rule('rule_dairy', 'Dairy delivery', bakery.categories.ingredients),
        { ...RULES[0]!, name: 'Main Street rent' },
        ...RULES.slice(2),
      ],
    })
    await userEvent.click(canvas.getByRole('switch', { name: `Use rule “${isolate('Flour')}”` }))
    const conflict = within(await canvas.findByRole('group', { name: 'The rules were changed elsewhere' }))
    await conflict.findByRole('group', { name: 'Keep “Flour”?' })
  },
}

/**
 * Rules exported by another company (its own category ids, no names in the file): the import asks
 * for a category of this company's for each, says the rule already here and the vendor it does not
 * know, and stores nothing until it is confirmed.
 */
export const ImportFromAnotherCompany: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    const theirs = {
      ...EMPTY_RULE_BOOK,
      rules: [
        rule('rule_spokes', 'Spoke Works', 'ctg_other_parts', { actions: { categoryId: 'ctg_other_parts', vendorId: 'vnd_other_spoke' } }),
        rule('rule_show', 'Bike show', 'ctg_other_events'),
        { ...RULES[4]!, id: 'rule_flyers_copy' },
      ],
    }
    await userEvent.upload(
      canvas.getByLabelText('Import rules'),
      new File([JSON.stringify(theirs)], 'bike-shop-rules.json', { type: 'application/json' }),
    )
    const dialog = within(await canvas.findByRole('group', { name: 'bike-shop-rules.json holds 3 rules.' }))
    await userEvent.selectOptions(await dialog.findByLabelText('category ctg_other_parts (in 1 rule)'), bakery.categories.ingredients)
    await dialog.findByText('1 rule names a vendor or customer this company does not have: imported without it.')
  },
}

/** A rules file edited by hand: the import names the field that is wrong, and imports nothing. */
export const ImportBadFile: Story = {
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await listShown(canvasElement)
    const broken = { ...EMPTY_RULE_BOOK, rules: [RULES[0], RULES[1], { ...RULES[2], conditions: { amount: { from: 5, to: 'ten' } } }] }
    await userEvent.upload(
      canvas.getByLabelText('Import rules'),
      new File([JSON.stringify(broken)], 'edited-rules.json', { type: 'application/json' }),
    )
    await canvas.findByText(wholeText('edited-rules.json: rules[2].conditions.amount.to is not valid. Nothing was imported.'))
  },
}

/** A phone's 390 px: each rule's words wrap above its actions. */
export const Narrow: Story = {
  decorators: [inPhone],
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
  },
}

/** The dark theme. */
export const Dark: Story = {
  parameters: { bookkit: { theme: 'dark' } },
  play: async ({ canvasElement }) => {
    await listShown(canvasElement)
  },
}

/** German, euros, with the list's strings translated by the host. */
export const German: Story = {
  tags: ['!autodocs'],
  parameters: { bookkit: { locale: 'de-DE', currency: 'EUR', messages: germanRulesMessages } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Regeln, in der Reihenfolge ihrer Prüfung' })
  },
}

/** Canadian French, Canadian dollars, with the list's strings translated by the host. */
export const CanadianFrench: Story = {
  tags: ['!autodocs'],
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD', messages: frenchRulesMessages } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('list', { name: 'Règles, dans l’ordre où elles sont vérifiées' })
  },
}
