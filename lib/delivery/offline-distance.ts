// The offline distance provider: the ZIP centroid estimate (US Census ZCTA points, straight line
// times the road-detour factor), used when no maps key is set and when a maps service fails.
import type { DistanceProvider } from "./distance";
import { estimateMilesFromStore } from "./zip-distance";

export const offlineDistance: DistanceProvider = {
  source: "estimated",
  async drivingMiles(address) {
    return estimateMilesFromStore(address.postal_code);
  },
};
