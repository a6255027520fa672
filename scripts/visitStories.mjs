// Starts Storybook as `npm start` does, visits every story and docs page in one browser tab, and
// fails on any page error (an uncaught exception or rejection). Run after a change to the stories'
// set-up, on a cold cache for the slow first visits a fresh clone sees:
//   rm -rf node_modules/.cache/storybook && npm run check:stories
import { spawn } from 'node:child_process'
import { chromium } from 'playwright-core'

const port = 6116
const base = `http://127.0.0.1:${port}`
const storybook = spawn('npx', ['storybook', 'dev', '--port', String(port), '--ci', '--no-version-updates'], {
  stdio: 'ignore',
  detached: true,
})
const stop = () => process.kill(-storybook.pid)

async function index() {
  for (let tries = 0; tries < 180; tries++) {
    const answer = await fetch(`${base}/index.json`).catch(() => undefined)
    if (answer?.ok) return answer.json()
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
  throw new Error('Storybook did not start within 3 minutes.')
}

const errors = []
try {
  const { entries } = await index()
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' })
  const page = await browser.newPage()
  let current = ''
  page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`))
  for (const entry of Object.values(entries)) {
    current = entry.id
    await page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=${entry.type === 'docs' ? 'docs' : 'story'}`)
    await page.waitForTimeout(1000)
  }
  await browser.close()
  console.warn(`${Object.keys(entries).length} stories and docs pages visited; ${errors.length} page errors.`)
  for (const error of errors) console.error(error)
} finally {
  stop()
}
process.exit(errors.length === 0 ? 0 : 1)
