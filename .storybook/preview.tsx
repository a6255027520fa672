import type { Preview } from '@storybook/react-vite'
import { mountStorySandbox } from '../stories/support/sandbox'
import { StoryProvider, type StoryBookkitParameters } from '../stories/support/StoryProvider'
import type { SandboxOptions } from '../src/sandbox'
import './preview.css'

import.meta.glob('../src/styles/*.css', { eager: true })

declare module '@storybook/react-vite' {
  interface Parameters {
    /** Options for the story's own sandbox (latency, volume, seed…). */
    sandbox?: Partial<SandboxOptions>
    /** The provider the story is wrapped in: user, scope, theme, locale, currency, messages. */
    bookkit?: StoryBookkitParameters
  }
}

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
  async beforeEach(context) {
    mountStorySandbox(context.id, context.parameters.sandbox, (...handlers) => context.msw.use(...handlers))
  },
  decorators: [
    (Story, context) => (
      <StoryProvider key={context.id} settings={{ ...context.parameters.bookkit, profile: context.parameters.sandbox?.profile }}>
        <Story />
      </StoryProvider>
    ),
  ],
}

export default preview
