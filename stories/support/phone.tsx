import type { Decorator } from '@storybook/react-vite'
// The phone's width (the class is in statements.stories.css, which the story imports).
import '../statements.stories.css'

/** A story's decorator: the story in a phone's 390 px, as a narrow screen shows it. */
export const inPhone: Decorator = (Story) => (
  <div className="story-phone">
    <Story />
  </div>
)
