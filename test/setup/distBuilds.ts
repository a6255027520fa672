import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { DIST, measureConsumerBundles, measurePartnerPages, type BundleSize, type PartnerPage } from '../bench/bundleSizes'

declare module 'vitest' {
  export interface ProvidedContext {
    /** esbuild's bundles of dist/: the provider alone, with each component, and everything (`measureConsumerBundles`). */
    bundles: BundleSize[]
    /** A partner's Vite build of a page per component, and of everything (`measurePartnerPages`). */
    partnerPages: PartnerPage[]
  }
}

/**
 * The `dist` project's builds, made once for its files: the size gates, what comes along with
 * what, and the browser bundle's contents all read the same bundles of the built package. Without
 * a build there is nothing to measure; the tests then say to run `npm run build`.
 */
export default async function buildOnce(project: TestProject): Promise<void> {
  const built = existsSync(path.join(DIST, 'index.js'))
  const [bundles, pages] = built ? await Promise.all([measureConsumerBundles(), measurePartnerPages()]) : [[], []]
  project.provide('bundles', bundles)
  project.provide('partnerPages', pages)
}
