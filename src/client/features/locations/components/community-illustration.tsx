/**
 * A flat illustration of a Florida apartment community (sun, palms, a mid-rise and garden
 * buildings) in the brand colours. Inline SVG with a fixed viewBox and explicit width/height, so
 * it costs no request and reserves its space before styles load (no layout shift).
 */
export function CommunityIllustration({ label, className }: { label: string; className?: string }) {
  const windows = (x: number, y: number, cols: number, rows: number, gap = 22) =>
    Array.from({ length: cols * rows }, (_, i) => {
      const cx = x + (i % cols) * gap;
      const cy = y + Math.floor(i / cols) * 26;
      return <rect key={`${cx}-${cy}`} x={cx} y={cy} width="12" height="14" rx="2" />;
    });
  return (
    <svg
      viewBox="0 0 480 360"
      width="480"
      height="360"
      role="img"
      aria-label={label}
      className={className}
    >
      <defs>
        <linearGradient id="community-sky" x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#e8f1f3" />
          <stop offset="1" stopColor="#ffffff" />
        </linearGradient>
      </defs>
      <rect width="480" height="360" rx="24" fill="url(#community-sky)" />
      <circle cx="372" cy="92" r="46" fill="#f2a541" opacity="0.9" />
      <circle cx="372" cy="92" r="66" fill="#f2a541" opacity="0.15" />
      {/* mid-rise */}
      <rect x="150" y="92" width="120" height="208" rx="6" fill="#0f5c6e" />
      <rect x="150" y="92" width="120" height="14" rx="6" fill="#0b4a59" />
      <g fill="#e8f1f3" opacity="0.9">
        {windows(164, 118, 5, 6)}
      </g>
      {/* garden buildings */}
      <path d="M40 196 94 160l54 36v104H40Z" fill="#0b2545" />
      <g fill="#f2a541" opacity="0.85">
        {windows(56, 212, 3, 3, 28)}
      </g>
      <path d="M282 214 338 178l56 36v86H282Z" fill="#0b2545" />
      <g fill="#e8f1f3" opacity="0.85">
        {windows(298, 226, 3, 2, 28)}
      </g>
      <rect x="326" y="268" width="24" height="32" rx="3" fill="#f2a541" />
      {/* palms */}
      <g stroke="#0b4a59" strokeWidth="6" strokeLinecap="round" fill="none">
        <path d="M424 300c-4-44 2-80 14-112" />
        <path d="M22 300c4-36 0-66-8-92" />
      </g>
      <g fill="#2a8a6e">
        <path d="M438 188c-22-14-48-12-62 2 20-4 40 0 62-2Z" />
        <path d="M438 188c6-24 26-38 46-36-18 8-32 20-46 36Z" />
        <path d="M438 188c20-8 38 0 42 18-12-12-26-16-42-18Z" />
        <path d="M438 188c-8-22-30-30-48-24 18 4 34 12 48 24Z" />
        <path d="M14 208c18-12 40-10 52 2-16-4-34-2-52-2Z" />
        <path d="M14 208c-4-20 8-36 26-40-12 10-20 24-26 40Z" />
      </g>
      {/* ground and walkway */}
      <rect x="0" y="300" width="480" height="60" rx="0" fill="#cfe3d6" />
      <path d="M0 336h480v24H0Z" fill="#b7d4c2" />
      <path d="M196 300h28l16 60h-60Z" fill="#e8f1f3" />
    </svg>
  );
}
