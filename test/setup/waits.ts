import { configure } from '@testing-library/react'

// `findBy…` and `waitFor` give up after one second by default. On a 2-core CI machine running
// every project at once, the first render of a lazily loaded editor (its module transformed on
// demand) can take longer than that. A limit for hangs, not a measure of speed: each wait still
// ends the moment what it waits for is there.
configure({ asyncUtilTimeout: 5000 })
