// The closed days coming up, next to the opening hours. Rendered on the server only: a page that
// shows it is never served after the midnight (store time) following its render (the cache
// handler's rule), and each day is written in full, so a copy read later still says something true.
import "server-only";
import { upcomingClosures } from "@/lib/content/store-hours";
import { cn } from "@/lib/utils";

export function ClosureNotice({ className }: { className?: string }) {
  const closures = upcomingClosures();
  if (closures.length === 0) return null;
  return (
    <p className={cn("font-semibold", className)} data-testid="closure-notice">
      {closures.map((closure) => closure.text).join(" · ")}
    </p>
  );
}
