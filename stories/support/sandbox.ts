import { sandboxHandlers, type Sandbox, type SandboxOptions } from '../../src/sandbox'
import { resolveOptions } from '../../src/sandbox/service/options'
import { sandboxMaker } from '../../src/sandbox/sandbox'

/** The origin every story's provider talks to; MSW answers it from the story's own sandbox. */
export const SANDBOX_BASE_URL = 'https://sandbox.bookkit.test'

/** The sandbox options every story starts from; a story's `parameters.sandbox` adds to them. */
export const STORY_SANDBOX_DEFAULTS: SandboxOptions = { seed: 1, today: '2026-06-30' }

const sandboxes = new Map<string, Sandbox>()

/** Books seeded once per set of options on this page: each story gets a copy, so opening a story costs a copy, not a seed. */
const makers = new Map<string, () => Sandbox>()

function freshSandbox(options: SandboxOptions): Sandbox {
  const key = JSON.stringify(resolveOptions(options))
  let make = makers.get(key)
  if (!make) {
    make = sandboxMaker(options)
    makers.set(key, make)
  }
  return make()
}

/**
 * A fresh sandbox of the books a story of these `parameters.sandbox` opens on, for what a story file
 * reads from them before any story opens: seeded once per set of options on this page, so the
 * stories of those options copy the same seeded books instead of seeding them again.
 */
export function storyBooks(options: Partial<SandboxOptions>): Sandbox {
  return freshSandbox({ ...STORY_SANDBOX_DEFAULTS, ...options })
}

/** Makes a fresh sandbox for one story and routes the story's requests to it. */
export function mountStorySandbox(
  storyId: string,
  options: Partial<SandboxOptions> | undefined,
  use: (...handlers: ReturnType<typeof sandboxHandlers>) => void,
): Sandbox {
  const sandbox = freshSandbox({ ...STORY_SANDBOX_DEFAULTS, ...options })
  use(...sandboxHandlers(sandbox, { baseUrl: SANDBOX_BASE_URL }))
  sandboxes.set(storyId, sandbox)
  return sandbox
}

/** The sandbox behind a story, for play functions that inject faults or check what was stored. */
export function storySandbox(storyId: string): Sandbox {
  const sandbox = sandboxes.get(storyId)
  if (!sandbox) throw new Error(`No sandbox was mounted for story ${storyId}`)
  return sandbox
}
