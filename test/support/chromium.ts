/** How every real-browser run here starts Chromium: Debian's build, headless, with no outside traffic. */
const CHROMIUM_EXECUTABLE = '/usr/bin/chromium'

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Nothing but this machine: Chromium otherwise keeps looking up outside hosts.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

/** Launch options for playwright-core's `chromium.launch`. */
export const chromiumLaunchOptions = { executablePath: CHROMIUM_EXECUTABLE, headless: true, args: CHROMIUM_ARGS }
