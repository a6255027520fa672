// useRovingFocus in Chromium with real key presses (Playwright's input, not synthetic events): the
// browser's own Tab order sees one stop, Enter and Space on a button activate it once (the native
// click they would also cause is prevented), scrolling is `reveal`'s alone (the focus moves with
// preventScroll), and axe finds nothing.
import { render, screen } from '@testing-library/react'
import axe from 'axe-core'
import { useRef, useState } from 'react'
import { userEvent } from 'vitest/browser'
import { useRovingFocus } from '../../src/components/shared/grid/useRovingFocus'

const COUNT = 40

/** Forty buttons in a scroll box five buttons high; `reveal` scrolls one into view when `scrolls`. */
function ScrollingList({ onActivate, scrolls }: { onActivate: (index: number) => void; scrolls: boolean }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const group = useRovingFocus({
    containerRef,
    count: COUNT,
    active,
    setActive,
    reveal: (index) => {
      if (scrolls) containerRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: 'nearest' })
    },
    pageSize: () => 4,
    onActivate,
  })
  return (
    <main>
      <button type="button">Before</button>
      <div
        ref={containerRef}
        role="toolbar"
        aria-orientation="vertical"
        aria-label="Items"
        style={{ height: 160, overflow: 'auto', display: 'flex', flexDirection: 'column' }}
      >
        {Array.from({ length: COUNT }, (_, index) => (
          <button key={index} type="button" style={{ height: 32, flex: 'none' }} {...group.itemProps(index)}>
            Item {index}
          </button>
        ))}
      </div>
      <button type="button">After</button>
    </main>
  )
}

const focused = () => document.activeElement?.textContent
const toolbar = () => screen.getByRole('toolbar', { name: 'Items' })

it("is one stop in the browser's Tab order, and Tab back in lands on the item left", async () => {
  render(<ScrollingList onActivate={() => {}} scrolls />)
  await userEvent.click(screen.getByText('Before'))
  await userEvent.keyboard('{Tab}')
  expect(focused()).toBe('Item 0')
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Tab}')
  expect(focused()).toBe('After')
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
  expect(focused()).toBe('Item 2')
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}')
  expect(focused()).toBe('Before')

  const results = await axe.run(screen.getByRole('main'), { resultTypes: ['violations'] })
  expect(
    results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
  ).toEqual([])
})

it("activates a button once with Enter or Space: the group's activation, not the native click as well", async () => {
  const activated: number[] = []
  render(<ScrollingList onActivate={(index) => activated.push(index)} scrolls />)
  await userEvent.click(screen.getByText('Item 1'))
  expect(activated).toEqual([1])
  await userEvent.keyboard('{ArrowDown}{Enter}{ArrowDown} ')
  expect(activated).toEqual([1, 2, 3])
})

it('leaves scrolling to reveal: the focus moves without scrolling, and the item is in view only when reveal scrolled to it', async () => {
  const { unmount } = render(<ScrollingList onActivate={() => {}} scrolls={false} />)
  await userEvent.click(screen.getByText('Item 0'))
  await userEvent.keyboard('{PageDown}{PageDown}{PageDown}')
  expect(focused()).toBe('Item 12')
  expect(toolbar().scrollTop).toBe(0)
  unmount()

  render(<ScrollingList onActivate={() => {}} scrolls />)
  await userEvent.click(screen.getByText('Item 0'))
  await userEvent.keyboard('{PageDown}{PageDown}{PageDown}')
  expect(focused()).toBe('Item 12')
  const box = toolbar().getBoundingClientRect()
  const item = screen.getByText('Item 12').getBoundingClientRect()
  expect(toolbar().scrollTop).toBeGreaterThan(0)
  expect(item.top).toBeGreaterThanOrEqual(box.top)
  expect(item.bottom).toBeLessThanOrEqual(box.bottom + 0.5)
})
