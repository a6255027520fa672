import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import type { BankTransaction } from '../src/api/types'
import { BankTransactionEditor } from '../src/components/BankTransactionEditor'
import { BankTransactionList } from '../src/components/BankTransactionList'
import { isolate } from '../src/format/isolate'
import type { CategorizationRule } from '../src/core/rules/types'
import { SANDBOX, type Sandbox } from '../src/sandbox'
import { bakeryBankAccounts, bakeryCategories } from './support/hostOptions'
import { storySandbox } from './support/sandbox'
import { wholeText } from './support/sentences'
import { frenchQueueRulesMessages, germanQueueRulesMessages } from './support/queueRulesMessages'
import './lists.stories.css'

const bakery = SANDBOX.companies.bakery
/** A history to test rules against, synced in one page: no story here is about the queue's size. */
const VOLUME = { invoicesPerCompany: 5, bankTransactionsPerCompany: 120, extraGlLinesPerCompany: 0 }
const options = { categories: bakeryCategories, bankAccounts: bakeryBankAccounts }

/** Sends one batch straight to the story's sandbox, as the bank feed (or another client) would. */
async function saveDirectly(sandbox: Sandbox, items: object[]) {
  const { access_token } = sandbox.issueToken({ userId: SANDBOX.users.bakeryOwner })
  await sandbox.handle(
    new Request('https://sandbox.bookkit.test/v6/banks/transactions', {
      method: 'POST',
      headers: { Authorization: `Bearer ${access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: items }),
    }),
  )
}

/** Four card payments at a coffee shop arrive from the feed, to review with no category. */
const arriving = (count = 4) =>
  Array.from({ length: count }, (_, index) => ({
    date: `2026-06-${20 + index}`,
    amount: -(450 + index * 25),
    bankAccountId: bakery.bankAccounts.checking,
    description: `CORNER CUP #12${index}${index} 06/${20 + index}`,
  }))

const cornerCup = (more: Partial<CategorizationRule> = {}): CategorizationRule => ({
  id: 'rule_corner_cup',
  name: 'Corner Cup',
  enabled: true,
  confirm: false,
  conditions: { description: { match: 'contains', text: 'Corner Cup' }, direction: 'out' },
  actions: { categoryId: bakery.categories.marketing },
  createdAt: '2026-06-01T09:00:00.000Z',
  ...more,
})

/** The story's sandbox with the coffee-shop payments arrived and, when given, the bakery's rules stored. */
function arrive(rules: CategorizationRule[] | undefined, extra: object[] = []) {
  return async ({ id }: { id: string }) => {
    const sandbox = storySandbox(id)
    await saveDirectly(sandbox, [...arriving(), ...extra])
    if (rules) sandbox.store.put(`rules:${bakery.id}`, { format: 'bookkit.rules', formatVersion: 1, rules })
  }
}

const meta = {
  title: 'Components/BankTransactionList/Rules',
  component: BankTransactionList,
  tags: ['!autodocs'],
  args: { options, editor: false },
  parameters: {
    sandbox: { volume: VOLUME },
    docs: {
      description: {
        component:
          'Categorization rules where the user works: a rule’s category is the first suggestion, labelled with its rule; a confirming rule categorizes and marks reviewed as transactions arrive, each with an undo; “Apply rules” previews before it saves; after the same choice three times, the queue offers to make it a rule.',
      },
    },
  },
} satisfies Meta<typeof BankTransactionList>

export default meta
type Story = StoryObj<typeof meta>

const rows = (canvas: ReturnType<typeof within>) => canvas.findByRole('grid', { name: 'Bank transactions' })

/** A rule's category comes first among a row's suggestions, named with the rule; Enter accepts it like any suggestion. */
export const RuleSuggestedFirst: Story = {
  beforeEach: arrive([cornerCup()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rows(canvas)
    // Each name in the label is isolated (first-strong isolate marks around it).
    await canvas.findAllByRole('button', {
      name: new RegExp(`^Categorize \u2068CORNER CUP .+\u2069 as ${isolate('Marketing')}, by rule “${isolate('Corner Cup')}”$`),
    })
  },
}

/** A confirming rule: the arriving payments are categorized and marked reviewed, each with its own undo, and all with one. */
export const ConfirmingRuleWithUndo: Story = {
  beforeEach: arrive([cornerCup({ confirm: true })]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // The state shown: confirmed, each row with its undo (the undo itself is queueRules.test.tsx's).
    await canvas.findByText(wholeText('Rule “Corner Cup” confirmed 4 transactions.'))
    await canvas.findAllByRole('button', { name: /^Undo the confirmation of \u2068CORNER CUP/ })
  },
}

/**
 * Another user filed one of the payments under Ingredients after the confirming rule matched it and
 * before its save: the rule leaves that row as they made it, and says so on the row.
 */
export const ChangedBySomeoneElse: Story = {
  beforeEach: async (context) => {
    await arrive([cornerCup({ confirm: true })])(context)
    const sandbox = storySandbox(context.id)
    const changed = (sandbox.inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]).find(
      (transaction) => transaction.description === 'CORNER CUP #1211 06/21',
    )
    const save = sandbox.store.save.bind(sandbox.store)
    // Once the rule has claimed its rows (before it reads them again), the other user's change lands.
    let changedOnce = false
    sandbox.store.save = async (key, value, base) => {
      const version = await save(key, value, base)
      if (key === `ruleConfirmations:${bakery.id}` && changed && !changedOnce) {
        changedOnce = true
        await saveDirectly(sandbox, [{ id: changed.id, categoryId: bakery.categories.ingredients }])
      }
      return version
    }
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText(wholeText('Rule “Corner Cup” confirmed 3 transactions.'))
    await canvas.findByText('Changed by someone else; not confirmed')
  },
}

/** "Apply rules to the 4 transactions to review": a preview of each row and the category its rule gives, before anything is saved. */
export const ApplyRulesPreview: Story = {
  beforeEach: arrive([cornerCup()]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Apply rules to the 4 transactions to review' }))
    const dialog = await canvas.findByRole('dialog', { name: 'Apply rules to 4 transactions?' })
    await expect(within(dialog).getByRole('table', { name: 'Rule “Corner Cup” (4)' })).toBeVisible()
  },
}

/**
 * Two earlier payments were filed under Marketing; filing a third the same way offers the rule, its
 * conditions filled in and editable, with how many rows to review it would change now. At 390 px, dark.
 */
export const OfferAfterRepeatedChoices: Story = {
  beforeEach: arrive(undefined, [
    {
      ...arriving(1)[0],
      date: '2026-05-20',
      description: 'CORNER CUP #1001 05/20',
      categoryId: bakery.categories.marketing,
      reviewStatus: 'REVIEWED',
    },
    {
      ...arriving(1)[0],
      date: '2026-05-27',
      description: 'CORNER CUP #1002 05/27',
      categoryId: bakery.categories.marketing,
      reviewStatus: 'REVIEWED',
    },
  ]),
  // Searched for, so the narrow queue shows the row among the newer card purchases and transfers.
  args: { defaultFilter: { search: 'CORNER CUP' } },
  parameters: { bookkit: { theme: 'dark' } },
  decorators: [
    (Story) => (
      <div className="story-narrow-360">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rows(canvas)
    const [category] = await canvas.findAllByLabelText(/^Category of CORNER CUP/)
    await userEvent.selectOptions(category as HTMLElement, 'Marketing')
    const offer = await canvas.findByRole('region', { name: 'Always categorize “CORNER CUP” as Marketing?' })
    await within(offer).findByText('It would change 3 transactions to review now.')
  },
}

/** The editor: "Make a rule…" beside the category once one is chosen opens the same offer. */
export const InTheEditor: Story = {
  beforeEach: arrive(undefined),
  render: function EditorWithRule(_, { id }) {
    const [transaction] = useState(() => {
      const stored = storySandbox(id).inspect.bankTransactions(bakery.id) as unknown as BankTransaction[]
      return stored.find((record) => record.description?.startsWith('CORNER CUP')) as BankTransaction
    })
    return <BankTransactionEditor transaction={transaction} options={options} />
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(await canvas.findByLabelText('Category'), 'Marketing')
    await userEvent.click(canvas.getByRole('button', { name: 'Make a rule…' }))
    await canvas.findByRole('region', { name: 'Always categorize “CORNER CUP” as Marketing?' })
  },
}

/** German (`de-DE`, with the host's translated strings): a rule's suggestion on its rows, amounts and dates in German. */
export const RuleSuggestedFirstGerman: Story = {
  name: 'Rule suggested first: de-DE',
  beforeEach: arrive([cornerCup()]),
  parameters: { bookkit: { locale: 'de-DE', messages: germanQueueRulesMessages } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await rows(canvas)
    // The host's sentence gets each name isolated, as ours does.
    await canvas.findAllByRole('button', {
      name: new RegExp(`^\u2068CORNER CUP .+\u2069 als ${isolate('Marketing')} kategorisieren, nach Regel „${isolate('Corner Cup')}“$`),
    })
  },
}

/** Canadian French (`fr-CA`, CAD, with the host's translated strings): the offer to make a rule, from the editor. */
export const InTheEditorFrench: Story = {
  name: 'In the editor: fr-CA',
  ...InTheEditor,
  parameters: { bookkit: { locale: 'fr-CA', currency: 'CAD', messages: frenchQueueRulesMessages } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.selectOptions(await canvas.findByLabelText('Category'), 'Marketing')
    await userEvent.click(canvas.getByRole('button', { name: 'Créer une règle…' }))
    await canvas.findByRole('region', { name: 'Toujours classer « CORNER CUP » dans Marketing?' })
  },
}
