import { correctedText, type SearchPlan } from "@/lib/catalog/search-plan";

/** The whole search with its corrections made, or null when nothing was corrected. */
export const correctedOf = (plan: Pick<SearchPlan, "text" | "corrections">) =>
  correctedText(plan.text, plan.corrections);
