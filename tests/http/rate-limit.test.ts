// The sliding window the rate limits weigh requests against, with a counter kept in memory.
import { describe, expect, it } from "vitest";
import { takeLimit, weighHits, type HitCounter } from "@/lib/http/rate-limit";

function memoryCounter(): HitCounter {
  const windows = new Map<string, number>();
  return {
    async hit(key, windowStart, previousWindowStart) {
      const here = `${key}@${windowStart.getTime()}`;
      windows.set(here, (windows.get(here) ?? 0) + 1);
      return { hits: windows.get(here)!, previousHits: windows.get(`${key}@${previousWindowStart.getTime()}`) ?? 0 };
    },
  };
}

const minute = { name: "track", limit: 10, windowMs: 60_000 };
const windowStart = 1_800_000_000_000 - (1_800_000_000_000 % 60_000);

describe("rate limits over a sliding window", () => {
  it("refuse the eleventh request of a burst that starts near a window's end and runs into the next", async () => {
    const counter = memoryCounter();
    const answers = [];
    // Five at the last moment of one window, seven at the first moments of the next.
    for (let at = 0; at < 5; at += 1)
      answers.push(await takeLimit(counter, minute, "1.2.3.4", windowStart - 500 + at * 50));
    for (let at = 0; at < 7; at += 1)
      answers.push(await takeLimit(counter, minute, "1.2.3.4", windowStart + 100 + at * 50));
    expect(answers.map((answer) => answer.ok)).toEqual([...Array(10).fill(true), false, false]);
  });

  it("let the limit in again as the last window slides out, and say when", async () => {
    const counter = memoryCounter();
    for (let at = 0; at < 10; at += 1) await takeLimit(counter, minute, "1.2.3.4", windowStart - 60_000 + at * 1000);
    // Ten hits in the last window weigh 9.83 a second into this one: with this one, 10.83.
    expect(await takeLimit(counter, minute, "1.2.3.4", windowStart + 1_000)).toEqual({
      ok: false,
      // The next (the second of this window) keeps within ten once a fifth of the last window
      // has slid out: 12 s from the start, 11 s from now.
      retryAfterSeconds: 11,
    });
    expect(await takeLimit(counter, minute, "1.2.3.4", windowStart + 12_000)).toEqual({ ok: true });
    // A refused request counts too: a client that keeps trying waits longer.
    expect(await takeLimit(counter, minute, "1.2.3.4", windowStart + 12_500)).toEqual({
      ok: false,
      retryAfterSeconds: 12,
    });
    expect(await takeLimit(counter, minute, "1.2.3.4", windowStart + 30_000)).toEqual({ ok: true });
    expect(await takeLimit(counter, minute, "5.6.7.8", windowStart + 2_000)).toEqual({ ok: true });
  });

  it("tell a client over the limit in this window to come back in the next one", () => {
    // Eleven hits 20 s into a window: 40 s to its end, then until 2 of its 11 hits have slid out
    // (one new hit and nine of the last window's make ten): 10.9 s more.
    expect(weighHits(minute, { hits: 11, previousHits: 0 }, 20_000)).toEqual({ ok: false, retryAfterSeconds: 51 });
    expect(weighHits(minute, { hits: 10, previousHits: 0 }, 20_000)).toEqual({ ok: true });
    expect(weighHits(minute, { hits: 1, previousHits: 10 }, 59_999)).toEqual({ ok: true });
    // One hit at a window's start after eleven: the second keeps within ten at 3/11 of the window.
    expect(weighHits(minute, { hits: 1, previousHits: 11 }, 0)).toEqual({ ok: false, retryAfterSeconds: 17 });
  });
});
