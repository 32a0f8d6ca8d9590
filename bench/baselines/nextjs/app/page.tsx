/**
 * The home page (`/`), statically prerendered by `next build`: the product's home page markup
 * (app/home-content.tsx, ported from its prerendered HTML) with the product's title,
 * description, canonical link and social tags through Next's metadata API.
 */
import type { Metadata } from "next";
import { HomeContent } from "./home-content";
import home from "./home-metadata.json";
import { SITE_URL } from "./site-url";

export const dynamic = "force-static";

export const metadata: Metadata = {
  metadataBase: new URL(SITE_URL),
  title: home.title,
  description: home.description,
  robots: { index: true, follow: true },
  alternates: { canonical: "/" },
  openGraph: {
    type: "website",
    siteName: home.siteName,
    locale: "en_US",
    title: home.title,
    description: home.description,
    url: "/",
    images: [{ url: "/og-image.png", width: 1200, height: 630, alt: home.ogImageAlt }],
  },
  twitter: {
    card: "summary_large_image",
    title: home.title,
    description: home.description,
    images: [{ url: "/og-image.png", alt: home.ogImageAlt }],
  },
};

export default function Home() {
  return (
    <div id="root">
      <HomeContent />
    </div>
  );
}
