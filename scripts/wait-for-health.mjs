// Waits until a server started by a script (benchmark, Lighthouse) answers /api/health.
export async function waitForHealth(base, { seconds = 120 } = {}) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${base}/api/health`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The app did not start within ${seconds} s`);
}
