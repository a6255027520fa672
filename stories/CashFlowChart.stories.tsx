import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { CashFlowChart } from '../src/components/CashFlowChart'

const meta = {
  title: 'Charts/CashFlowChart',
  component: CashFlowChart,
  args: { endMonth: '2026-06', onSelectMonth: fn() },
} satisfies Meta<typeof CashFlowChart>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
