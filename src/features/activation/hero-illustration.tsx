import { useId } from 'react';

/**
 * The default hero of the description screen: a family and a health cross, drawn inline so that
 * its colours are the partner's semantic tokens (styles.css, `.hero__*`) rather than a fixed blue.
 * Decorative, like the partner's own hero image that replaces it.
 */
export function HeroIllustration() {
  const sky = useId();
  return (
    <svg
      className="hero"
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 640 320"
      width={640}
      height={320}
      // Cropped, not shrunk, where the hero is a band (styles.css).
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id={sky} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" className="hero__sky-from" />
          <stop offset="1" className="hero__sky-to" />
        </linearGradient>
      </defs>
      <rect width="640" height="320" rx="24" fill={`url(#${sky})`} />
      <circle className="hero__sun" cx="520" cy="80" r="46" fill="#ffd166" opacity=".9" />
      <path className="hero__hill" d="M0 250c120-40 220-30 330-5s210 25 310-10v85H0z" />
      {/* The outer groups are what the band (styles.css) draws smaller, so that the figures stay whole. */}
      <g className="hero__family">
        <g transform="translate(180 92)">
          <circle cx="40" cy="26" r="22" fill="#f4c7a1" />
          <path className="hero__accent" d="M8 150c0-60 12-92 32-92s32 32 32 92z" />
          <circle cx="128" cy="30" r="21" fill="#e9b48a" />
          <path d="M98 150c0-58 12-88 30-88s30 30 30 88z" fill="#ef476f" />
          <circle cx="206" cy="74" r="16" fill="#f4c7a1" />
          <path d="M184 150c0-40 10-58 22-58s22 18 22 58z" fill="#06d6a0" />
        </g>
      </g>
      <g className="hero__mark">
        <g className="hero__badge" transform="translate(74 70)" strokeWidth="6">
          <rect x="0" y="0" width="72" height="72" rx="18" />
          <path d="M36 18v36M18 36h36" strokeLinecap="round" />
        </g>
      </g>
    </svg>
  );
}
