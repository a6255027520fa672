// What `npm run sandbox` reads from its command line and environment.
import { readCliOptions } from '../../src/sandbox/service/cliOptions'

describe('readCliOptions', () => {
  it('serves the bookkit profile on 127.0.0.1:4010 by default, leaving today to createSandbox (the local date)', () => {
    expect(readCliOptions([], {})).toEqual({ ok: true, options: { port: 4010, host: '127.0.0.1' } })
  })

  it('takes the profile from --profile <name>, --profile=<name> or SANDBOX_PROFILE, the argument first', () => {
    expect(readCliOptions(['--profile', 'described'], {})).toMatchObject({ ok: true, options: { profile: 'described' } })
    expect(readCliOptions(['--profile=described'], {})).toMatchObject({ ok: true, options: { profile: 'described' } })
    expect(readCliOptions([], { SANDBOX_PROFILE: 'described' })).toMatchObject({ ok: true, options: { profile: 'described' } })
    expect(readCliOptions(['--profile', 'bookkit'], { SANDBOX_PROFILE: 'described' })).toMatchObject({
      ok: true,
      options: { profile: 'bookkit' },
    })
  })

  it('passes PORT, SANDBOX_SEED and SANDBOX_TODAY on', () => {
    expect(readCliOptions([], { PORT: '0', SANDBOX_SEED: '7', SANDBOX_TODAY: '2026-01-31' })).toEqual({
      ok: true,
      options: { port: 0, host: '127.0.0.1', seed: 7, today: '2026-01-31' },
    })
  })

  it('says in one line what is wrong', () => {
    expect(readCliOptions(['--profile', 'openapi'], {})).toEqual({
      ok: false,
      message: 'the profile must be bookkit or described, not "openapi"',
    })
    expect(readCliOptions(['--profile'], {})).toEqual({ ok: false, message: '--profile needs a name: bookkit or described' })
    expect(readCliOptions(['--profile='], {})).toEqual({ ok: false, message: '--profile needs a name: bookkit or described' })
    expect(readCliOptions([], { PORT: 'http' })).toEqual({ ok: false, message: 'PORT must be a port number, not "http"' })
  })
})
