import { configure } from '@testing-library/react'

// `findBy…` and `waitFor` give up after one second by default. On a 2-core CI machine running
// every project at once, the first render of a lazily loaded editor (its module transformed on
// demand) can take longer than that. A limit for hangs, not a measure of speed: each wait still
// ends the moment what it waits for is there. 15 s: on a machine whose second core gives half a
// core (two calibrations at once, 880 ms each against 653 ms alone), the whole suite ran 2.5× its
// recorded durations, and waits that were still progressing reached a 5 s limit (an editor's
// 500 ms write limit told after 5 s; a statement walking its ledger pages).
// A wait names its own limit only to wait longer than this (a sync of thousands, a long import).
configure({ asyncUtilTimeout: 15_000 })
