// A Server Component: the stylesheet is imported once, here, where the partner's CSS goes.
import type { ReactNode } from 'react'
import 'bookkit/styles.css'
import './theme.css'

export const metadata = { title: 'Harbour Lane Books' }

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  )
}
