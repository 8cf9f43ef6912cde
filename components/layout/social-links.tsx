// Links to the store's Facebook, Instagram and YouTube pages.
import { STORE } from "@/lib/store";

const ICONS = {
  facebook: (
    <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.6C16.7 2.5 15.7 2.4 14.6 2.4c-2.4 0-4 1.5-4 4.1v2H8v3.2h2.6V21H14v-9.3h2.6l.4-3.2H14z" />
  ),
  instagram: (
    <path d="M12 7.3A4.7 4.7 0 1 0 12 16.7 4.7 4.7 0 0 0 12 7.3zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm4.9-8.9a1.1 1.1 0 1 1 0 2.2 1.1 1.1 0 0 1 0-2.2zM21 8.1c-.1-1.6-.4-3-1.6-4.2S16.8 2.4 15.2 2.3c-1.7-.1-6.7-.1-8.4 0-1.6.1-3 .4-4.2 1.6S1.1 6.5 1 8.1c-.1 1.7-.1 6.7 0 8.4.1 1.6.4 3 1.6 4.2s2.6 1.5 4.2 1.6c1.7.1 6.7.1 8.4 0 1.6-.1 3-.4 4.2-1.6s1.5-2.6 1.6-4.2c.1-1.7.1-6.7 0-8.4zm-2.1 10.3a3.2 3.2 0 0 1-1.8 1.8c-1.3.5-4.3.4-5.1.4s-3.9.1-5.1-.4a3.2 3.2 0 0 1-1.8-1.8c-.5-1.3-.4-4.3-.4-5.1s-.1-3.9.4-5.1a3.2 3.2 0 0 1 1.8-1.8c1.3-.5 4.3-.4 5.1-.4s3.9-.1 5.1.4a3.2 3.2 0 0 1 1.8 1.8c.5 1.3.4 4.3.4 5.1s.1 3.9-.4 5.1z" />
  ),
  youtube: (
    <path d="M22.5 7.2a2.8 2.8 0 0 0-2-2C18.8 4.7 12 4.7 12 4.7s-6.8 0-8.5.5a2.8 2.8 0 0 0-2 2C1 8.9 1 12 1 12s0 3.1.5 4.8a2.8 2.8 0 0 0 2 2c1.7.5 8.5.5 8.5.5s6.8 0 8.5-.5a2.8 2.8 0 0 0 2-2c.5-1.7.5-4.8.5-4.8s0-3.1-.5-4.8zM9.8 15.1V8.9l5.6 3.1-5.6 3.1z" />
  ),
} as const;

const LABELS: Record<keyof typeof ICONS, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
};

export function SocialLinks() {
  return (
    <ul className="flex gap-3">
      {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((network) => (
        <li key={network}>
          <a
            href={STORE.social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${STORE.name} on ${LABELS[network]}`}
            className="flex size-9 items-center justify-center rounded-full bg-white/10 text-white transition hover:bg-white/25"
          >
            <svg viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
              {ICONS[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}
