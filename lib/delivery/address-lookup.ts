// Address autocomplete: the interface the Google providers implement (suggestions as the shopper
// types, then the chosen place's address fields), and how Google's address components become
// our fields. Without a key there are no suggestions; the ZIP fills city and state instead.
export interface AddressSuggestion {
  id: string;
  text: string;
}

export interface AddressFields {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
}

export interface AddressLookup {
  /** Up to five US address suggestions for what the shopper typed. */
  suggest(input: string, sessionToken?: string): Promise<AddressSuggestion[]>;
  /** The address fields of a suggestion, or null when the place is unknown. */
  details(id: string, sessionToken?: string): Promise<AddressFields | null>;
}

export interface AddressComponent {
  long: string;
  short: string;
  types: readonly string[];
}

export function addressFromComponents(components: readonly AddressComponent[]): AddressFields | null {
  const find = (type: string) => components.find((component) => component.types.includes(type));
  const street = [find("street_number")?.long, find("route")?.short ?? find("route")?.long].filter(Boolean).join(" ");
  const city = find("locality") ?? find("sublocality") ?? find("postal_town") ?? find("administrative_area_level_3");
  const state = find("administrative_area_level_1");
  const country = find("country");
  if (country && country.short !== "US") return null;
  return {
    line1: street,
    line2: find("subpremise")?.long ?? "",
    city: city?.long ?? "",
    state: state?.short ?? "",
    postal_code: find("postal_code")?.long ?? "",
  };
}

export const MAX_SUGGESTIONS = 5;
