// A slow service's moment, held open: the answers a story waits on never come while it is shown,
// so it shows that moment (a skeleton, "Saving…", a sync part way) for as long as it is open, with
// no clock to wait on.
import { storySandbox } from './sandbox'

/**
 * For a story's `beforeEach`: every request to `path` (of `method`, when given) after the first
 * `answered` ones is held until the story is left, as a slow service leaves it on its way. Returns
 * the cleanup that answers them.
 */
export function holdAnswers(
  storyId: string,
  path: string,
  { method, answered = 0 }: { method?: string; answered?: number } = {},
): () => void {
  const sandbox = storySandbox(storyId)
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let seen = 0
  const handle = sandbox.handle.bind(sandbox)
  sandbox.handle = async (request) => {
    if (new URL(request.url).pathname === path && (!method || request.method === method) && seen++ >= answered) await released
    return handle(request)
  }
  return release
}
