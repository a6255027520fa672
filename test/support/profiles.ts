import { bookkitService, describedService, type ResolvedServiceProfile } from '../../src/api/service'
import type { SandboxProfile } from '../../src/sandbox'

/** One way the service can behave, with the client profile that fits it. */
export interface ProfileCase {
  /** The sandbox's profile, also the case's name in test titles. */
  profile: SandboxProfile
  service: ResolvedServiceProfile
}

/**
 * Both sandbox profiles: every component test runs against our decisions and against exactly
 * what the service description shows. Use as
 * `describe.each(PROFILES)('InvoiceList on the $profile service', ({ profile, service }) => { ... })`
 * with `useSandboxServer({ profile })` inside.
 */
export const PROFILES: readonly ProfileCase[] = [
  { profile: 'bookkit', service: bookkitService },
  { profile: 'described', service: describedService },
]
