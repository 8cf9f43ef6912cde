// A small validator of our own over the properties Google requires (or we promise) for each
// structured-data type the shop emits. Answers the problems found, as "Type: what is wrong".
type Block = Record<string, unknown>;

const ABSOLUTE = /^https?:\/\/[^/]+\//;

function at(block: Block, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => (value as Block | undefined)?.[key], block);
}

function types(block: Block): string[] {
  const type = block["@type"];
  return Array.isArray(type) ? type.map(String) : [String(type)];
}

function need(problems: string[], block: Block, type: string, paths: string[]) {
  for (const path of paths) {
    const value = at(block, path);
    if (value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0)) {
      problems.push(`${type}: ${path} is missing`);
    }
  }
}

function checkProduct(block: Block, problems: string[]) {
  need(problems, block, "Product", [
    "name",
    "image",
    "offers.price",
    "offers.priceCurrency",
    "offers.priceValidUntil",
    "offers.availability",
  ]);
  if ("aggregateRating" in block || "review" in block) problems.push("Product: ratings the shop never collected");
  const offer = (block.offers ?? {}) as Block;
  if (!/^\d+\.\d{2}$/.test(String(offer.price))) problems.push(`Product: price "${String(offer.price)}" is no amount`);
  if (!/^https:\/\/schema\.org\/(InStock|OutOfStock)$/.test(String(offer.availability))) {
    problems.push(`Product: availability ${String(offer.availability)}`);
  }
  const shipping = offer.shippingDetails as Block[] | undefined;
  if (!Array.isArray(shipping) || shipping.length === 0) problems.push("Product: offers.shippingDetails is missing");
  for (const detail of shipping ?? []) {
    const destination = (detail.shippingDestination ?? {}) as Block;
    if ("addressRegion" in destination && ("postalCode" in destination || "postalCodeRange" in destination)) {
      problems.push("OfferShippingDetails: a destination gives both a region and postal codes");
    }
    need(problems, detail, "OfferShippingDetails", [
      "shippingRate.value",
      "shippingRate.currency",
      "shippingDestination.addressCountry",
      "deliveryTime.handlingTime.maxValue",
      "deliveryTime.transitTime.maxValue",
    ]);
  }
  const returns = offer.hasMerchantReturnPolicy as Block | undefined;
  if (!returns) problems.push("Product: offers.hasMerchantReturnPolicy is missing");
  else {
    need(problems, returns, "MerchantReturnPolicy", ["applicableCountry", "returnPolicyCategory"]);
    if (String(returns.returnPolicyCategory).endsWith("FiniteReturnWindow")) {
      need(problems, returns, "MerchantReturnPolicy", ["merchantReturnDays"]);
    }
  }
}

function checkStore(block: Block, problems: string[]) {
  need(problems, block, "Store", [
    "@id",
    "name",
    "image",
    "logo",
    "hasMap",
    "address.streetAddress",
    "address.addressLocality",
    "address.addressRegion",
    "address.postalCode",
    "address.addressCountry",
    "geo.latitude",
    "geo.longitude",
    "areaServed",
  ]);
  if (!/^\+1\d{10}$/.test(String(block.telephone)))
    problems.push(`Store: telephone ${String(block.telephone)} is not E.164`);
  for (const key of ["latitude", "longitude"]) {
    const value = Number(at(block, `geo.${key}`));
    if (Math.round(value * 1e5) / 1e5 !== value) problems.push(`Store: ${key} has more than 5 decimals`);
  }
  if (String(block.image).endsWith("icon.svg")) problems.push("Store: the image is the favicon");
  for (const special of (block.specialOpeningHoursSpecification ?? []) as Block[]) {
    need(problems, special, "OpeningHoursSpecification", ["opens", "closes", "validFrom", "validThrough"]);
  }
}

/** The problems in one JSON-LD block (or array of blocks), none when it is right. */
export function jsonLdProblems(data: unknown): string[] {
  const problems: string[] = [];
  for (const block of (Array.isArray(data) ? data : [data]) as Block[]) {
    if (block["@context"] !== "https://schema.org") problems.push(`${types(block).join("/")}: no schema.org context`);
    for (const [key, value] of Object.entries(block)) {
      if ((key === "url" || key === "@id") && !ABSOLUTE.test(String(value))) {
        problems.push(`${types(block).join("/")}: ${key} ${String(value)} is not absolute`);
      }
    }
    const kinds = types(block);
    if (kinds.includes("Product")) checkProduct(block, problems);
    if (kinds.some((kind) => kind.endsWith("Store"))) checkStore(block, problems);
    if (kinds.includes("Organization")) need(problems, block, "Organization", ["name", "url", "logo"]);
    if (kinds.includes("WebSite")) need(problems, block, "WebSite", ["name", "url"]);
    if (kinds.includes("Service")) need(problems, block, "Service", ["name", "provider.@id", "areaServed.name"]);
    if (kinds.includes("BreadcrumbList")) {
      const items = (block.itemListElement ?? []) as Block[];
      if (items.length === 0) problems.push("BreadcrumbList: no items");
      items.forEach((item, index) => {
        if (item.position !== index + 1)
          problems.push(`BreadcrumbList: item ${index + 1} has position ${String(item.position)}`);
        need(problems, item, "ListItem", ["name", "item"]);
      });
    }
    if (kinds.includes("FAQPage")) {
      const questions = (block.mainEntity ?? []) as Block[];
      if (questions.length === 0) problems.push("FAQPage: no questions");
      for (const question of questions) need(problems, question, "Question", ["name", "acceptedAnswer.text"]);
    }
  }
  return problems;
}
