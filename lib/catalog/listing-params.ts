// The catalogue API's listing parameters: a strict zod schema (anything out of range is a 400
// with its message). Server only; pages read URLs forgivingly with readListingQuery.
import { z } from "zod";
import { DEAL_TYPES } from "@/db/enums";
import { subtypesForCategory } from "./categories";
import { MAX_SEARCH_LENGTH, PRICE_RANGE, SORTS } from "./listing";

const flag = z
  .enum(["true", "false", "1", "0", "on", ""])
  .transform((value) => value === "true" || value === "1" || value === "on");

const price = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .refine(Number.isFinite, `${name} must be a number`)
    .refine((value) => value >= PRICE_RANGE.min, `${name} must not be below ${PRICE_RANGE.min}`)
    .refine((value) => value <= PRICE_RANGE.max, `${name} must not be above ${PRICE_RANGE.max}`);

export const listingParamsSchema = z
  .object({
    search: z
      .string()
      .trim()
      .max(MAX_SEARCH_LENGTH, `search must be at most ${MAX_SEARCH_LENGTH} characters`)
      .default(""),
    category: z.string().trim().max(50, "category must be at most 50 characters").default(""),
    deal: z
      .enum(DEAL_TYPES, { message: `deal must be one of ${DEAL_TYPES.join(", ")}` })
      .nullable()
      .default(null),
    minPrice: price("minPrice").default(PRICE_RANGE.min),
    maxPrice: price("maxPrice").default(PRICE_RANGE.max),
    inStock: flag.default(false),
    sort: z.enum(SORTS, { message: `sort must be one of ${SORTS.join(", ")}` }).default("featured"),
  })
  .refine((query) => query.minPrice <= query.maxPrice, {
    message: "minPrice must not be above maxPrice",
    path: ["minPrice"],
  })
  .refine((query) => !query.category || subtypesForCategory(query.category).length > 0, {
    message: "Unknown category",
    path: ["category"],
  });
