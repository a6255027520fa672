// The stories' mock service worker: MSW's own script, kept registered while one tab goes from story
// to story. MSW's worker unregisters itself when the last page it served closes, and moving to the
// next story closes that page at every step; the next page, finding the registration on its way
// out, asked it to update and logged "Failed to update a ServiceWorker… Not found". Storybook is
// the only page this worker serves, so it stays until the browser closes.
self.registration.unregister = () => Promise.resolve(false)
importScripts('./mockServiceWorker.js')
