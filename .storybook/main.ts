import type { StorybookConfig } from '@storybook/react-vite'
import remarkGfm from 'remark-gfm'

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.tsx'],
  // MSW is started by preview.tsx itself, so the worker is found beside iframe.html wherever Storybook is served.
  addons: [
    // Tables, as GitHub renders them, on the docs pages (MDX leaves them out by default).
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // TypeScript 7 has no JS compiler API, so react-docgen-typescript cannot run; react-docgen can.
  typescript: { reactDocgen: 'react-docgen' },
}

export default config
