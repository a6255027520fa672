/** @type {import('next').NextConfig} */
const nextConfig = {
  // The app builds in a temporary copy: its own folder is the root, whatever lockfiles sit above it.
  turbopack: { root: import.meta.dirname },
}

export default nextConfig
