// The `dom` project's files of a worker share their modules (`isolate: false`). A module a
// component loads on demand (`import()`) that a test leaves still loading when its file ends is cut
// off with the file's environment, and the module graph keeps the failed load for every later file
// of the worker (each then fails to import, or its editor never opens). So every module of the
// package is loaded before a worker's first test, once: the later files find them loaded. What a
// partner's page loads later is the size gates' business (test/build/budgets.test.ts). Not in
// `dom-mocking`, whose files replace modules before they load.
const modules = import.meta.glob(['../../src/**/*.{ts,tsx}', '!../../src/**/*.d.ts', '!../../src/sandbox/cli.ts', '!../../src/server/**'])
await Promise.all(Object.values(modules).map((load) => load()))
