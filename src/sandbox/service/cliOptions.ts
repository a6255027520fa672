import type { SandboxProfile } from './options'
import type { SandboxServerOptions } from './server'

/** What `npm run sandbox` was asked for, or the one line that says why it cannot start. */
export type CliOptions = { ok: true; options: SandboxServerOptions } | { ok: false; message: string }

/**
 * Reads the command line and environment of `npm run sandbox`: `PORT` (default 4010),
 * `SANDBOX_SEED`, `SANDBOX_TODAY` (left out: `createSandbox`'s default, today's date where it runs),
 * and the profile from `--profile <name>`, `--profile=<name>` or `SANDBOX_PROFILE` (the argument
 * wins). The server always listens on 127.0.0.1.
 */
export function readCliOptions(args: readonly string[], env: Readonly<Record<string, string | undefined>>): CliOptions {
  const port = Number(env.PORT ?? 4010)
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    return { ok: false, message: `PORT must be a port number, not ${JSON.stringify(env.PORT)}` }
  const named = profileArgument(args)
  if (named === null) return { ok: false, message: '--profile needs a name: bookkit or described' }
  const profile = named ?? env.SANDBOX_PROFILE
  if (profile !== undefined && !isProfile(profile))
    return { ok: false, message: `the profile must be bookkit or described, not ${JSON.stringify(profile)}` }
  const options: SandboxServerOptions = { port, host: '127.0.0.1' }
  if (env.SANDBOX_SEED !== undefined) options.seed = Number(env.SANDBOX_SEED)
  if (env.SANDBOX_TODAY !== undefined) options.today = env.SANDBOX_TODAY
  if (profile !== undefined) options.profile = profile
  return { ok: true, options }
}

/** The name after `--profile`; `null` when the flag has none, `undefined` without the flag. */
function profileArgument(args: readonly string[]): string | null | undefined {
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith('--profile=')) return arg.slice('--profile='.length) || null
    if (arg === '--profile') return args[index + 1] ?? null
  }
  return undefined
}

function isProfile(name: string): name is SandboxProfile {
  return name === 'bookkit' || name === 'described'
}
