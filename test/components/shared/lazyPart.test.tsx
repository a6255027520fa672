// lazyPart and usePreloadPartsWhenIdle: a component's after-an-action parts load once, in idle time after
// it paints or when first drawn; a part already here renders without its fallback; a failed load is
// asked for again on the next attempt, never kept as a failure.
import { act, render, screen, waitFor } from '@testing-library/react'
import { Component, Suspense, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart, usePreloadPartsWhenIdle, type LazyPart } from '../../../src/components/shared/lazyPart'

/** A module a part loads: its component says hello. */
const helloModule = { Hello: ({ name }: { name: string }) => <p>Hello {name}</p> }

/** A load that answers only when the test says so, counting how often it was asked. */
function controlledLoad() {
  const calls: { resolve: (module: typeof helloModule) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(() => new Promise<typeof helloModule>((resolve, reject) => calls.push({ resolve, reject })))
  return { load, calls }
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? <p>Could not load</p> : this.props.children
  }
}

function Shown({ part }: { part: LazyPart<{ name: string }> }) {
  return (
    <Boundary>
      <Suspense fallback={<p>Loading…</p>}>
        <part.Component name="Larkspur Bakery" />
      </Suspense>
    </Boundary>
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('lazyPart', () => {
  it('loads once however often it is preloaded and drawn', async () => {
    const { load, calls } = controlledLoad()
    const part = lazyPart(load, (module) => module.Hello)
    const first = part.preload()
    const second = part.preload()
    render(<Shown part={part} />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    calls[0]?.resolve(helloModule)
    await Promise.all([first, second])
    expect(await screen.findByText('Hello Larkspur Bakery')).toBeInTheDocument()
    await part.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('renders a preloaded part at once, without its fallback', async () => {
    const { load, calls } = controlledLoad()
    const part = lazyPart(load, (module) => module.Hello)
    const loaded = part.preload()
    calls[0]?.resolve(helloModule)
    await loaded
    render(<Shown part={part} />)
    // Synchronously after render: no fallback was committed, not even for a frame.
    expect(screen.getByText('Hello Larkspur Bakery')).toBeInTheDocument()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('asks again after a failed preload: the next preload loads the part', async () => {
    const { load, calls } = controlledLoad()
    const part = lazyPart(load, (module) => module.Hello)
    const failed = part.preload()
    calls[0]?.reject(new Error('offline'))
    await expect(failed).rejects.toThrow('offline')
    const again = part.preload()
    expect(load).toHaveBeenCalledTimes(2)
    calls[1]?.resolve(helloModule)
    await again
    render(<Shown part={part} />)
    expect(screen.getByText('Hello Larkspur Bakery')).toBeInTheDocument()
  })

  it('draws a part that failed to load from the next attempt: preloaded again, it shows', async () => {
    const { load, calls } = controlledLoad()
    const part = lazyPart(load, (module) => module.Hello)
    const { unmount } = render(<Shown part={part} />)
    await act(async () => calls[0]?.reject(new Error('offline')))
    expect(await screen.findByText('Could not load')).toBeInTheDocument()
    // Showing the error asked for nothing more: one load so far.
    expect(load).toHaveBeenCalledTimes(1)
    unmount()
    // The component's next mount preloads it again (usePreloadPartsWhenIdle), and this time the network answers.
    const again = part.preload()
    calls[1]?.resolve(helloModule)
    await again
    render(<Shown part={part} />)
    expect(screen.getByText('Hello Larkspur Bakery')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('draws a part that failed to load, drawn again while its next load is on its way, once that load lands', async () => {
    const { load, calls } = controlledLoad()
    const part = lazyPart(load, (module) => module.Hello)
    const { unmount } = render(<Shown part={part} />)
    await act(async () => calls[0]?.reject(new Error('offline')))
    expect(await screen.findByText('Could not load')).toBeInTheDocument()
    unmount()
    void part.preload()
    render(<Shown part={part} />)
    expect(screen.getByText('Loading…')).toBeInTheDocument()
    await act(async () => calls[1]?.resolve(helloModule))
    expect(await screen.findByText('Hello Larkspur Bakery')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('usePreloadPartsWhenIdle', () => {
  /** Stands in for the browser's idle time: the callbacks asked for, each run when the test says. */
  function idleRequests(): (() => void)[] {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    return idle
  }

  function Preloading({ parts, when }: { parts: Pick<LazyPart<never>, 'preload'>[]; when?: boolean }) {
    usePreloadPartsWhenIdle(parts, when)
    return <p>Painted</p>
  }

  it('preloads its parts in idle time after the component has painted', async () => {
    const idle = idleRequests()
    const preload = vi.fn(() => Promise.resolve())
    const { unmount } = render(<Preloading parts={[{ preload }]} />)
    expect(screen.getByText('Painted')).toBeInTheDocument()
    // Asked for idle time, not loaded during the paint.
    expect(preload).not.toHaveBeenCalled()
    expect(idle).toHaveLength(1)
    act(() => idle[0]?.())
    expect(preload).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('preloads soon where the browser cannot tell idle time', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const preload = vi.fn(() => Promise.resolve())
    render(<Preloading parts={[{ preload }]} />)
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
  })

  it('preloads nothing while `when` is false, and starts once it turns true', () => {
    const idle = idleRequests()
    const preload = vi.fn(() => Promise.resolve())
    const { rerender, unmount } = render(<Preloading parts={[{ preload }]} when={false} />)
    // Not even idle time is asked for while it is false.
    expect(idle).toHaveLength(0)
    rerender(<Preloading parts={[{ preload }]} when />)
    expect(idle).toHaveLength(1)
    act(() => idle[0]?.())
    expect(preload).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('keeps a failed preload to itself: the part asks again when drawn', async () => {
    vi.stubGlobal('requestIdleCallback', undefined)
    const preload = vi.fn(() => Promise.reject(new Error('offline')))
    const unhandled = vi.fn()
    process.on('unhandledRejection', unhandled)
    render(<Preloading parts={[{ preload }]} />)
    await waitFor(() => expect(preload).toHaveBeenCalledTimes(1))
    await act(() => Promise.resolve())
    process.off('unhandledRejection', unhandled)
    expect(unhandled).not.toHaveBeenCalled()
  })
})
