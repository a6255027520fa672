/**
 * `bookkit/sandbox`: an in-memory, deterministic implementation of the whole Accounting,
 * Invoicing and Banking Service, with seeded books for two made-up companies.
 */
export { createSandbox } from './sandbox'
export type { Sandbox } from './sandbox'
export type { TokenResponse } from '../api/types'
export type { SandboxOptions, SandboxVolume, ResolvedOptions, SandboxProfile } from './options'
export type { FailNextOptions } from './faults'
export type { SandboxInspector, GlLineView, SandboxGlAccount, SandboxTrialBalance, SandboxTrialBalanceAccount } from './inspect'
export type { SandboxStore } from './hostStore'
export { sandboxHandlers } from './msw'
export type { SandboxHandlersOptions } from './msw'
export { startSandboxServer } from './server'
export type { SandboxServer, SandboxServerOptions } from './server'
export { SANDBOX } from './constants'
