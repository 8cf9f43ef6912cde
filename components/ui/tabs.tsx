"use client";

// Tabs without a library, with the shadcn look: a tablist of tab buttons and their tabpanels,
// wired with ARIA (each tab names the panel it controls, each panel is labelled by its tab). The
// selected tab is the list's one stop in the Tab order; the arrow keys (and Home, End) move
// between tabs and select the one they land on, wrapping round at either end. Every panel is in
// the server HTML (search engines index them; the measurement guide prints them all) and the
// inactive ones are hidden by their data-state. Class names are added with clsx, not merged, so
// the base classes here set no size, spacing or display: the callers give those.
import { clsx } from "clsx";
import { createContext, useContext, useId, useState, type ComponentProps, type KeyboardEvent } from "react";

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts belong inside <Tabs>");
  return state;
}

function Tabs({
  defaultValue,
  className,
  ...props
}: Omit<ComponentProps<"div">, "defaultValue"> & { defaultValue: string }) {
  const [value, setValue] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value,
    select: setValue,
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-slot="tabs" data-orientation="horizontal" className={clsx("flex flex-col", className)} {...props} />
    </TabsContext.Provider>
  );
}

/** The arrow keys, Home and End move the focus (and so the selection) between the tabs. */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
  const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
  if (current < 0) return;
  const target =
    event.key === "ArrowRight"
      ? tabs[(current + 1) % tabs.length]
      : event.key === "ArrowLeft"
        ? tabs[(current - 1 + tabs.length) % tabs.length]
        : event.key === "Home"
          ? tabs[0]
          : event.key === "End"
            ? tabs.at(-1)
            : undefined;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

function TabsList({ className, ...props }: ComponentProps<"div">) {
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-slot="tabs-list"
      className={clsx("items-center justify-center rounded-lg bg-muted text-muted-foreground", className)}
      onKeyDown={moveFocus}
      {...props}
    />
  );
}

/** A tab; `className` gives its height and text size (by default the list's height, small text). */
function TabsTrigger({
  value,
  className = "h-[calc(100%-1px)] text-sm",
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={selected}
      aria-controls={tabs.idOf("panel", value)}
      data-state={selected ? "active" : "inactive"}
      tabIndex={selected ? 0 : -1}
      data-slot="tabs-trigger"
      className={clsx(
        "inline-flex flex-1 items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-2 py-1 font-medium text-foreground transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-1 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:shadow-sm [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
        className,
      )}
      onClick={() => tabs.select(value)}
      // A tab reached with the arrow keys is selected at once.
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

function TabsContent({ value, className, ...props }: Omit<ComponentProps<"div">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      data-state={selected ? "active" : "inactive"}
      data-slot="tabs-content"
      className={clsx("flex-1 outline-none data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}

export { Tabs, TabsList, TabsTrigger, TabsContent };
