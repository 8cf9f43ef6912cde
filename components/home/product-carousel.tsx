"use client";

// The home page's looping carousel of featured products.
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { useMediaQuery } from "@/client/use-media-query";

const AUTO_ADVANCE_MS = 5000;

/**
 * A looping carousel over server-rendered slides: scroll-snap for touch, previous/next that wrap
 * around, and a gentle auto-advance that pauses on hover, focus, the pause button and for
 * reduced-motion users.
 */
export function ProductCarousel({
  children,
  label,
  icons,
}: {
  children: ReactNode;
  label: string;
  /** The buttons' icons, drawn on the server (home-page.tsx). */
  icons: { previous: ReactNode; next: ReactNode; pause: ReactNode; play: ReactNode };
}) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");

  const step = useCallback((direction: 1 | -1) => {
    const element = track.current;
    if (!element) return;
    const slide = element.firstElementChild as HTMLElement | null;
    const width = slide ? slide.getBoundingClientRect().width + 16 : element.clientWidth;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4;
    const atStart = element.scrollLeft <= 4;
    if (direction === 1 && atEnd) element.scrollTo({ left: 0, behavior: "smooth" });
    else if (direction === -1 && atStart) element.scrollTo({ left: element.scrollWidth, behavior: "smooth" });
    else element.scrollBy({ left: direction * width, behavior: "smooth" });
  }, []);

  useEffect(() => {
    if (paused || hovered || reducedMotion) return;
    const timer = window.setInterval(() => step(1), AUTO_ADVANCE_MS);
    return () => window.clearInterval(timer);
  }, [paused, hovered, reducedMotion, step]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      <div
        ref={track}
        className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-4 [scrollbar-width:thin]"
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            className="w-[78%] shrink-0 snap-start sm:w-[45%] lg:w-[calc((100%-3rem)/4)]"
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="mt-2 flex items-center justify-end gap-2">
        {!reducedMotion && (
          <PlainButton
            variant="outline"
            size="icon-sm"
            onClick={() => setPaused((value) => !value)}
            aria-label={paused ? "Play carousel" : "Pause carousel"}
          >
            {paused ? icons.play : icons.pause}
          </PlainButton>
        )}
        <PlainButton variant="outline" size="icon" onClick={() => step(-1)} aria-label="Previous products">
          {icons.previous}
        </PlainButton>
        <PlainButton variant="outline" size="icon" onClick={() => step(1)} aria-label="Next products">
          {icons.next}
        </PlainButton>
      </div>
    </div>
  );
}
