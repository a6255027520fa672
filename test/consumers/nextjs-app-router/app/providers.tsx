'use client'
// The partner's own client wrapper: BookkeepingProvider takes a function (fetchToken), which a
// Server Component cannot pass, so the provider lives in a 'use client' module of the app. The page
// passes the first token as plain data; fetchToken renews it.
import type { ReactNode } from 'react'
import { BookkeepingProvider, type FetchToken } from 'bookkit'

/** Asks the app's own route handler for every token after the first (app/api/bookkit-token/route.ts), which holds the client secret. */
const fetchToken: FetchToken = async () => {
  const response = await fetch('/api/bookkit-token', { method: 'POST' })
  if (!response.ok) throw new Error(`The token route answered ${response.status}`)
  return response.json()
}

export function Providers({
  baseUrl,
  initialToken,
  children,
}: {
  baseUrl: string
  /** The token the page minted on the server for this user. */
  initialToken: { accessToken: string; expiresIn: number }
  children: ReactNode
}) {
  return (
    <BookkeepingProvider baseUrl={baseUrl} fetchToken={fetchToken} initialToken={initialToken} locale="en-US" currency="USD">
      {children}
    </BookkeepingProvider>
  )
}
