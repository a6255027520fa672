import { bookkitService, describedService, type ResolvedServiceProfile } from '../../src/api/service'
import type { SandboxProfile } from '../../src/sandbox'

/** One way the service can behave, with the client profile that fits it. */
export interface ProfileCase {
  /** The sandbox's profile, also the case's name in test titles. */
  profile: SandboxProfile
  service: ResolvedServiceProfile
}

/** Our decisions (README): the profile every whole-component test runs on. */
export const BOOKKIT: ProfileCase = { profile: 'bookkit', service: bookkitService }

/**
 * Exactly what the service description shows. A component meets it in one smoke test of its own
 * (in the file named after the component: it renders, loads and shows what this profile changes on
 * its screen); what the profiles decide differently is proved in Node, where the decision is made
 * (`src/api/service.ts`, `src/sandbox/service/profile.ts`, and the core function that reads it).
 */
export const DESCRIBED: ProfileCase = { profile: 'described', service: describedService }

/**
 * Both profiles, for the Node tests that prove where they differ. A component or hook test does not
 * run whole on both (`test/support/testFileRules.test.ts` holds to it): it takes `BOOKKIT`, and the
 * component's smoke test takes `DESCRIBED`.
 */
export const PROFILES: readonly ProfileCase[] = [BOOKKIT, DESCRIBED]
