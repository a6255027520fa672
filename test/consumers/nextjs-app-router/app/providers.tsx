'use client'
// The partner's own client wrapper: BookkeepingProvider takes a function (fetchToken), which a
// Server Component cannot pass, so the provider lives in a 'use client' module of the app.
import type { ReactNode } from 'react'
import { BookkeepingProvider, type FetchToken } from 'bookkit'

/** Asks the app's own route handler (app/api/bookkit-token/route.ts), which holds the client secret. */
const fetchToken: FetchToken = async () => {
  const response = await fetch('/api/bookkit-token', { method: 'POST' })
  if (!response.ok) throw new Error(`The token route answered ${response.status}`)
  return response.json()
}

export function Providers({ baseUrl, children }: { baseUrl: string; children: ReactNode }) {
  return (
    <BookkeepingProvider baseUrl={baseUrl} fetchToken={fetchToken} locale="en-US" currency="USD">
      {children}
    </BookkeepingProvider>
  )
}
