// How a driving distance is found: the interface every provider (Google, the offline ZIP
// estimate) implements, and the address they take.
import type { DistanceSource } from "@/db/schema";

export interface AddressForDistance {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  postal_code: string;
}

export interface DistanceProvider {
  /** "google" for a maps service's driving distance, "estimated" for the offline ZIP estimate. */
  source: Exclude<DistanceSource, "unknown">;
  /** Driving miles from the showroom (unrounded), or null when the address cannot be found. */
  drivingMiles(address: AddressForDistance): Promise<number | null>;
}

/** The one-line form maps services understand. */
export function addressLine(address: AddressForDistance): string {
  const street = [address.line1, address.line2].filter(Boolean).join(" ");
  return `${street}, ${address.city}, ${address.state} ${address.postal_code}, USA`;
}
