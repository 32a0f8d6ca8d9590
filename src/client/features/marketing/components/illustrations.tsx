/**
 * The home page's illustrations: crisp inline SVG instead of stock photos. Each has a fixed
 * viewBox and explicit width and height attributes, so the browser reserves its box before
 * styles load and nothing shifts; CSS may scale it down (`h-auto w-full`).
 * Colours come from the design tokens (fill-primary, fill-sun, fill-navy...).
 */
import type { ReactNode } from "react";
import { cx } from "@/client/lib/cx";

/** An accessible illustration: role="img" named by `label`, or decorative when `label` is absent. */
function Illustration({
  width,
  height,
  label,
  className,
  children,
}: {
  width: number;
  height: number;
  label?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
      className={cx("h-auto max-w-full", className)}
    >
      {children}
    </svg>
  );
}

/** A palm tree whose trunk base stands at (x, y). */
function Palm({ x, y, scale = 1 }: { x: number; y: number; scale?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path d="M0 0 C 4 -40 2 -80 10 -118" className="stroke-navy/70" strokeWidth="7" fill="none" />
      <path
        d="M10 -118 C -14 -130 -34 -120 -46 -100 C -26 -112 -8 -112 10 -118Z"
        className="fill-primary"
      />
      <path
        d="M10 -118 C 34 -134 56 -126 66 -104 C 46 -116 28 -116 10 -118Z"
        className="fill-primary"
      />
      <path
        d="M10 -118 C 0 -146 18 -160 38 -158 C 22 -148 14 -134 10 -118Z"
        className="fill-primary/80"
      />
      <path
        d="M10 -118 C -6 -140 -30 -146 -44 -136 C -24 -134 -8 -128 10 -118Z"
        className="fill-primary/80"
      />
      <circle cx="8" cy="-114" r="4" className="fill-sun-strong" />
    </g>
  );
}

/** The hero: a Florida garden apartment community under the sun, with palms and a pool. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <Illustration
      width={520}
      height={420}
      label="Illustration of a three-story Florida apartment community with palm trees and a pool under the sun"
      className={className}
    >
      <rect x="0" y="0" width="520" height="420" rx="28" className="fill-secondary" />
      <circle cx="410" cy="92" r="48" className="fill-sun" />
      <circle cx="410" cy="92" r="66" className="fill-sun/25" />
      <path
        d="M60 90 q 20 -14 40 0 q 20 -14 40 0"
        className="stroke-white"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
      />
      {/* Building */}
      <rect x="96" y="150" width="300" height="210" rx="6" className="fill-white" />
      <path d="M84 156 L246 96 L408 156Z" className="fill-primary" />
      <rect x="96" y="156" width="300" height="10" className="fill-primary/20" />
      {[0, 1, 2].map((row) =>
        [0, 1, 2, 3, 4].map((col) => (
          <rect
            key={`${row}-${col}`}
            x={116 + col * 56}
            y={182 + row * 56}
            width="36"
            height="32"
            rx="3"
            className={(row + col) % 3 === 0 ? "fill-sun/70" : "fill-navy/15"}
          />
        )),
      )}
      <rect x="226" y="310" width="40" height="50" rx="4" className="fill-primary" />
      <rect x="96" y="228" width="300" height="4" className="fill-navy/10" />
      <rect x="96" y="284" width="300" height="4" className="fill-navy/10" />
      {/* Ground and pool */}
      <rect x="0" y="360" width="520" height="60" rx="0" className="fill-primary/15" />
      <rect x="300" y="372" width="150" height="28" rx="14" className="fill-ring/50" />
      <path
        d="M316 386 q 10 -6 20 0 t 20 0 t 20 0 t 20 0 t 20 0"
        className="stroke-white"
        strokeWidth="3"
        fill="none"
      />
      <Palm x={56} y={372} scale={1.05} />
      <Palm x={456} y={372} scale={0.9} />
      {/* Checkmark badge: vetted staff */}
      <g transform="translate(30 190)">
        <rect width="128" height="52" rx="12" className="fill-white" />
        <circle cx="26" cy="26" r="14" className="fill-primary" />
        <path
          d="M19 26 l5 5 l9 -10"
          className="stroke-white"
          strokeWidth="3.5"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <rect x="48" y="18" width="64" height="7" rx="3.5" className="fill-navy/70" />
        <rect x="48" y="31" width="44" height="6" rx="3" className="fill-navy/25" />
      </g>
    </Illustration>
  );
}

/** The staff cards' illustrations, by card title. */
type StaffScene =
  | "Maintenance Technicians"
  | "Groundskeepers"
  | "Property Managers"
  | "Leasing Consultants";

function Person({ x, y, shirt }: { x: number; y: number; shirt: string }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle cx="0" cy="-58" r="14" className="fill-sun-strong/60" />
      <path d="M-22 0 L-18 -36 Q0 -46 18 -36 L22 0Z" className={shirt} />
    </g>
  );
}

/**
 * One staff card's illustration (320 × 180): an air-conditioning repair, palm care by the pool,
 * a manager's report review, or a model-apartment tour.
 */
export function StaffIllustration({ scene, label }: { scene: StaffScene | string; label: string }) {
  return (
    <Illustration width={320} height={180} label={label} className="w-full">
      <rect width="320" height="180" className="fill-secondary" />
      {scene === "Maintenance Technicians" ? (
        <>
          <rect x="150" y="70" width="120" height="80" rx="6" className="fill-white" />
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <rect
              key={i}
              x={162 + i * 17}
              y="84"
              width="8"
              height="52"
              rx="2"
              className="fill-navy/20"
            />
          ))}
          <circle cx="238" cy="110" r="22" className="fill-none stroke-primary" strokeWidth="5" />
          <Person x={100} y={160} shirt="fill-primary" />
          <path
            d="M118 110 l34 -14"
            className="stroke-navy"
            strokeWidth="6"
            strokeLinecap="round"
          />
          <circle cx="154" cy="95" r="7" className="fill-none stroke-navy" strokeWidth="4" />
          <rect x="0" y="150" width="320" height="30" className="fill-primary/15" />
        </>
      ) : scene === "Groundskeepers" ? (
        <>
          <circle cx="270" cy="40" r="20" className="fill-sun" />
          <rect x="0" y="140" width="320" height="40" className="fill-primary/20" />
          <rect x="170" y="148" width="130" height="22" rx="11" className="fill-ring/50" />
          <Palm x={230} y={146} scale={0.75} />
          <Person x={110} y={160} shirt="fill-sun-strong" />
          <path
            d="M128 112 l40 -30"
            className="stroke-navy"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <path d="M162 80 l14 -6 l-4 14" className="fill-navy" />
        </>
      ) : scene === "Property Managers" ? (
        <>
          <rect x="40" y="120" width="240" height="12" rx="4" className="fill-navy/70" />
          <rect x="120" y="44" width="96" height="70" rx="6" className="fill-white" />
          {[0, 1, 2, 3].map((i) => (
            <rect
              key={i}
              x={134 + i * 20}
              y={96 - i * 12}
              width="12"
              height={8 + i * 12}
              rx="2"
              className={i === 3 ? "fill-sun" : "fill-primary"}
            />
          ))}
          <Person x={74} y={118} shirt="fill-navy" />
          <Person x={262} y={118} shirt="fill-primary" />
          <rect x="0" y="150" width="320" height="30" className="fill-primary/10" />
        </>
      ) : (
        <>
          <rect x="150" y="40" width="130" height="110" rx="6" className="fill-white" />
          <rect x="166" y="56" width="46" height="40" rx="3" className="fill-sun/60" />
          <rect x="222" y="56" width="42" height="40" rx="3" className="fill-navy/15" />
          <rect x="166" y="108" width="98" height="42" rx="3" className="fill-primary/20" />
          <circle cx="214" cy="128" r="5" className="fill-primary" />
          <Person x={80} y={160} shirt="fill-primary" />
          <Person x={124} y={160} shirt="fill-sun-strong" />
          <path
            d="M98 110 l30 -10"
            className="stroke-navy/70"
            strokeWidth="5"
            strokeLinecap="round"
          />
          <rect x="0" y="150" width="320" height="30" className="fill-primary/15" />
        </>
      )}
    </Illustration>
  );
}
