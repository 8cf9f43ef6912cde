// The text field's and label's looks (shadcn/ui's Input and Label) as plain class lists, for
// client code that adds its own classes with clsx instead of tailwind-merge (the listing's
// filters). A class added to these may place or size the field but not restate what they set,
// except left padding for a leading icon (Tailwind orders pl-* after px-*, so it wins).
export const INPUT_CLASSES =
  "h-9 w-full min-w-0 rounded-md border border-input bg-transparent px-3 py-1 text-base shadow-xs outline-none transition-[color,box-shadow] selection:bg-primary selection:text-primary-foreground file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm " +
  "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 " +
  "aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export const LABEL_CLASSES =
  "flex select-none items-center gap-2 text-sm font-medium leading-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50";
