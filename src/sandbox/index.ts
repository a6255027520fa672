/**
 * `bookkit/sandbox`: an in-memory, deterministic implementation of the whole Accounting,
 * Invoicing and Banking Service, with seeded books for two made-up companies.
 */
export { createSandbox } from './sandbox'
export type { Sandbox } from './sandbox'
export type { TokenResponse } from '../api/types'
export type { SandboxOptions, SandboxVolume, ResolvedOptions, SandboxProfile } from './service/options'
export type { FailNextOptions } from './service/faults'
export type { SandboxInspector, GlLineView, SandboxGlAccount, SandboxTrialBalance, SandboxTrialBalanceAccount } from './service/inspect'
export type { SandboxStore } from './hostStore'
export { sandboxHandlers } from './service/msw'
export type { SandboxHandlersOptions } from './service/msw'
export { startSandboxServer } from './service/server'
export type { SandboxServer, SandboxServerOptions } from './service/server'
export { SANDBOX } from './constants'
