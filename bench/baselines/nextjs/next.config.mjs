/**
 * Next.js configuration: the defaults a deployment keeps. `compress` (on by default) gzips
 * answers in the Node server (Next's built-in compression is gzip only; no brotli);
 * `poweredByHeader` is left as it ships. No source maps in the production browser bundle
 * (the default).
 */
/** @type {import('next').NextConfig} */
const nextConfig = {
  compress: true,
  // This directory is its own project inside the product's repository (which has its own
  // lockfile): trace and bundle from here.
  outputFileTracingRoot: import.meta.dirname,
  turbopack: { root: import.meta.dirname },
};

export default nextConfig;
