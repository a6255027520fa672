// useRovingFocus on its own, over plain lists that are not virtualized: one tab stop, the keys
// that move the current item (clamped at the ends, PageUp/PageDown by the page size), the current
// item kept when the focus leaves and comes back, activation, a list's own keys first, and items
// that exist only once `reveal` has made them (the contract the virtual grid relies on).
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useRef, useState } from 'react'
import { useRovingFocus, type RovingActions } from '../../src/components/shared/grid/useRovingFocus'

const COUNT = 10
const PAGE = 3

/** A toolbar of `count` buttons between two outside buttons; the group keeps nothing but what the hook gives. */
function ButtonList({ count = COUNT, onActivate = () => {}, ...actions }: Partial<RovingActions> & { count?: number }) {
  const containerRef = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  const group = useRovingFocus({ containerRef, count, active, setActive, pageSize: () => PAGE, onActivate, ...actions })
  return (
    <>
      <button type="button">Before</button>
      <div ref={containerRef} role="toolbar" aria-orientation="vertical" aria-label="Items">
        {Array.from({ length: count }, (_, index) => (
          <button key={index} type="button" {...group.itemProps(index)}>
            Item {index}
          </button>
        ))}
      </div>
      <button type="button">After</button>
    </>
  )
}

/** A list whose items past `shown` are not rendered until `reveal` asks for them (the way a virtual window works). */
function RevealedList({ count = COUNT, initiallyShown }: { count?: number; initiallyShown: number }) {
  const containerRef = useRef<HTMLUListElement>(null)
  const [active, setActive] = useState(0)
  const [range, setRange] = useState({ start: 0, end: initiallyShown })
  const items = Array.from({ length: range.end - range.start }, (_, at) => range.start + at)
  const group = useRovingFocus({
    containerRef,
    count,
    active,
    setActive,
    items,
    // Shows the rows from `index` on, as a window scrolled to it would.
    reveal: (index) =>
      setRange((shown) =>
        index >= shown.start && index < shown.end ? shown : { start: index, end: Math.min(count, index + initiallyShown) },
      ),
    pageSize: () => PAGE,
    onActivate: () => {},
  })
  return (
    <>
      <button type="button" onClick={() => setRange({ start: count - initiallyShown, end: count })}>
        Scroll to the end
      </button>
      <ul ref={containerRef} aria-label="Items">
        {items.map((index) => (
          <li key={index} {...group.itemProps(index)}>
            Item {index}
          </li>
        ))}
      </ul>
    </>
  )
}

const item = (index: number) => screen.getByText(`Item ${index}`)
/** Focuses an element as a script would (no key, no click). */
const focus = (element: HTMLElement) => act(() => element.focus())
const focused = () => document.activeElement?.textContent
const tabStops = () =>
  screen
    .getAllByText(/^Item \d+$/)
    .filter((element) => element.tabIndex === 0)
    .map((element) => element.textContent)
const current = () =>
  screen
    .getAllByText(/^Item \d+$/)
    .filter((element) => element.hasAttribute('data-current'))
    .map((element) => element.textContent)

describe('useRovingFocus', () => {
  it('makes the items one tab stop: the current item is 0 and the rest -1, so Tab passes the group in one step', async () => {
    const user = userEvent.setup()
    render(<ButtonList />)
    expect(tabStops()).toEqual(['Item 0'])
    expect(screen.getAllByText(/^Item \d+$/).filter((element) => element.tabIndex === -1)).toHaveLength(COUNT - 1)
    expect(current()).toEqual(['Item 0'])

    await user.tab()
    expect(focused()).toBe('Before')
    await user.tab()
    expect(focused()).toBe('Item 0')
    await user.tab()
    expect(focused()).toBe('After')
  })

  it('moves the focus and the current item with Arrow Up/Down, Home and End, and stops at the ends', async () => {
    const user = userEvent.setup()
    render(<ButtonList />)
    focus(item(0))
    const steps: [string, number][] = [
      ['{ArrowUp}', 0],
      ['{ArrowDown}', 1],
      ['{ArrowDown}', 2],
      ['{ArrowUp}', 1],
      ['{End}', 9],
      ['{ArrowDown}', 9],
      ['{Home}', 0],
    ]
    for (const [key, index] of steps) {
      await user.keyboard(key)
      expect([key, focused(), current(), tabStops()]).toEqual([key, `Item ${index}`, [`Item ${index}`], [`Item ${index}`]])
    }
  })

  it('moves by the page size with PageDown and PageUp, clamped at the first and last item', async () => {
    const user = userEvent.setup()
    render(<ButtonList />)
    focus(item(0))
    const steps: [string, number][] = [
      ['{PageDown}', 3],
      ['{PageDown}', 6],
      ['{PageDown}', 9],
      ['{PageDown}', 9],
      ['{PageUp}', 6],
      ['{ArrowUp}', 5],
      ['{PageUp}', 2],
      ['{PageUp}', 0],
    ]
    for (const [key, index] of steps) {
      await user.keyboard(key)
      expect([key, focused()]).toEqual([key, `Item ${index}`])
    }
  })

  it('keeps the current item when the focus leaves the group and comes back, either way', async () => {
    const user = userEvent.setup()
    render(<ButtonList />)
    focus(item(0))
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    await user.tab()
    expect(focused()).toBe('After')
    await user.tab({ shift: true })
    expect(focused()).toBe('Item 3')

    focus(screen.getByText('Before'))
    await user.tab()
    expect(focused()).toBe('Item 3')
    expect(current()).toEqual(['Item 3'])
  })

  it('makes an item current when it takes the focus or a click', async () => {
    const user = userEvent.setup()
    render(<ButtonList clickActivates={false} />)
    focus(item(4))
    expect(current()).toEqual(['Item 4'])
    expect(tabStops()).toEqual(['Item 4'])
    // A click without the focus moving (as some browsers do for buttons) still makes the item current.
    fireEvent.click(item(7))
    expect(current()).toEqual(['Item 7'])
    await user.keyboard('{ArrowDown}')
    expect(focused()).toBe('Item 5')
  })

  it('activates the current item with Enter and Space, and with a click unless clicks only make it current', async () => {
    const user = userEvent.setup()
    const onActivate = vi.fn()
    const { unmount } = render(<ButtonList onActivate={onActivate} />)
    focus(item(0))
    await user.keyboard('{ArrowDown}{Enter}')
    await user.keyboard('{ArrowDown} ')
    await user.click(item(6))
    expect(onActivate.mock.calls).toEqual([[1], [2], [6]])
    unmount()

    onActivate.mockClear()
    render(<ButtonList onActivate={onActivate} clickActivates={false} />)
    await user.click(item(4))
    expect(onActivate).not.toHaveBeenCalled()
    expect(current()).toEqual(['Item 4'])
    await user.dblClick(item(5))
    expect(onActivate.mock.calls.at(-1)).toEqual([5])
  })

  it("gives a list's own keys to it first: what it handles the group leaves alone, and its moveTo moves the focus", async () => {
    const user = userEvent.setup()
    const onActivate = vi.fn()
    const seen: string[] = []
    render(
      <ButtonList
        onActivate={onActivate}
        onItemKeyDown={(index, event, group) => {
          seen.push(`${event.key}@${index}`)
          if (event.key === 'j') group.moveTo(index + 2)
          return event.key === 'j' || event.key === 'Enter'
        }}
      />,
    )
    focus(item(0))
    await user.keyboard('j')
    expect(focused()).toBe('Item 2')
    await user.keyboard('{Enter}')
    expect(onActivate).not.toHaveBeenCalled()
    await user.keyboard('{ArrowDown}')
    expect(focused()).toBe('Item 3')
    // moveTo is clamped like the group's own keys.
    await user.keyboard('{End}j')
    expect(focused()).toBe('Item 9')
    expect(current()).toEqual(['Item 9'])
    expect(seen).toEqual(['j@0', 'Enter@2', 'ArrowDown@2', 'End@3', 'j@9'])
  })

  it('leaves keys pressed on a control inside an item to that control', async () => {
    const user = userEvent.setup()
    function WithLinks() {
      const containerRef = useRef<HTMLDivElement>(null)
      const [active, setActive] = useState(0)
      const group = useRovingFocus({ containerRef, count: 3, active, setActive, pageSize: () => 1, onActivate: () => {} })
      return (
        <div ref={containerRef} role="list">
          {[0, 1, 2].map((index) => (
            <div key={index} role="listitem" {...group.itemProps(index)}>
              Row {index} <a href={`#row-${index}`}>link {index}</a>
            </div>
          ))}
        </div>
      )
    }
    render(<WithLinks />)
    focus(screen.getByText('link 0'))
    expect(screen.getByText(/^Row 0/)).toHaveAttribute('data-current')
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByText('link 0'))
    expect(screen.getByText(/^Row 0/)).toHaveAttribute('data-current')
  })

  it('asks reveal for an item not in the DOM, and moves the focus to it once it is rendered, without scrolling', async () => {
    const user = userEvent.setup()
    const focusCalls = vi.spyOn(HTMLElement.prototype, 'focus')
    render(<RevealedList initiallyShown={4} />)
    focus(item(0))
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}')
    expect(focused()).toBe('Item 3')
    expect(screen.queryByText('Item 4')).toBeNull()
    await user.keyboard('{ArrowDown}')
    expect(focused()).toBe('Item 4')
    await user.keyboard('{End}')
    expect(focused()).toBe('Item 9')
    expect(focusCalls.mock.calls.at(-1)).toEqual([{ preventScroll: true }])
    focusCalls.mockRestore()
  })

  it('gives the tab stop to the first item in the DOM while the current one is not there', async () => {
    const user = userEvent.setup()
    render(<RevealedList initiallyShown={4} />)
    focus(item(0))
    await user.keyboard('{ArrowDown}')
    await user.click(screen.getByText('Scroll to the end'))
    expect(screen.queryByText('Item 1')).toBeNull()
    expect(tabStops()).toEqual(['Item 6'])
    expect(current()).toEqual([])
    await user.tab()
    expect(focused()).toBe('Item 6')
    expect(current()).toEqual(['Item 6'])
  })
})
