// Times as staff read them: the store's time zone, date and time.

export function formatStaffTime(at: Date | string): string {
  return new Date(at).toLocaleString("en-US", {
    timeZone: "America/New_York",
    dateStyle: "medium",
    timeStyle: "short",
  });
}
