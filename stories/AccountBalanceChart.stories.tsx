import type { Meta, StoryObj } from '@storybook/react-vite'
import { AccountBalanceChart } from '../src/components/AccountBalanceChart'
import { SANDBOX } from '../src/sandbox'

const bakery = SANDBOX.companies.bakery

const meta = {
  title: 'Charts/AccountBalanceChart',
  component: AccountBalanceChart,
  args: { glAccountId: bakery.glAccounts.checking, glAccount: { name: 'Checking' }, from: '2025-07-01', to: '2026-06-30' },
} satisfies Meta<typeof AccountBalanceChart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
