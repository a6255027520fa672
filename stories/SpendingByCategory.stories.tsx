import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { SpendingByCategory } from '../src/components/SpendingByCategory'
import { bakeryCategories } from './support/hostOptions'

const meta = {
  title: 'Charts/SpendingByCategory',
  component: SpendingByCategory,
  args: { period: '2026-06', categories: bakeryCategories, onSelectCategory: fn(), onReviewUncategorized: fn() },
} satisfies Meta<typeof SpendingByCategory>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
