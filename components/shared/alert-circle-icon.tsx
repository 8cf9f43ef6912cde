// Lucide's circle-alert drawn by hand for the error pages, which are client components that
// cannot take an icon drawn on the server: a few lines instead of the icon library in the first
// load of every product page and listing.

/** The alert icon (a circle with an exclamation mark) at the size `className` gives it. */
export function AlertCircleIcon({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="10" />
      <line x1="12" x2="12" y1="8" y2="12" />
      <line x1="12" x2="12.01" y1="16" y2="16" />
    </svg>
  );
}
