import type { site } from "#src/config/site.ts";

type Network = (typeof site.social)[number]["network"];

// Simple monochrome marks drawn here; the icon package ships no brand logos.
const paths: Record<Network, string> = {
  linkedin:
    "M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5ZM3 9.75h4V21H3V9.75Zm6.5 0h3.8v1.6h.06c.53-.95 1.83-1.95 3.77-1.95 4.03 0 4.77 2.5 4.77 5.76V21h-4v-5.1c0-1.22-.02-2.78-1.75-2.78-1.75 0-2.02 1.32-2.02 2.7V21h-4V9.75Z",
  x: "M17.75 3h3.07l-6.7 7.62L22 21h-6.17l-4.83-6.3L5.47 21H2.4l7.17-8.15L2 3h6.33l4.36 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.7H5.58l11.1 14.5Z",
  youtube:
    "M21.6 7.2a2.5 2.5 0 0 0-1.76-1.77C18.28 5 12 5 12 5s-6.28 0-7.84.43A2.5 2.5 0 0 0 2.4 7.2C2 8.77 2 12 2 12s0 3.23.4 4.8a2.5 2.5 0 0 0 1.76 1.77C5.72 19 12 19 12 19s6.28 0 7.84-.43a2.5 2.5 0 0 0 1.76-1.77c.4-1.57.4-4.8.4-4.8s0-3.23-.4-4.8ZM10 15V9l5.2 3-5.2 3Z",
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
      <path d={paths[network]} />
    </svg>
  );
}
