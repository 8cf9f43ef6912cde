// The shop's share pictures (the site card and each product's card): one size and one backdrop.
export const SHARE_CARD_SIZE = { width: 1200, height: 630 };
export const SHARE_CARD_BACKGROUND = "linear-gradient(135deg, #1d4ed8 0%, #1e3a8a 55%, #0f172a 100%)";
