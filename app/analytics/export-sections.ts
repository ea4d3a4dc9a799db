import type { AnalyticsReport } from "./types";

/** The screen's top lists, in its order, with the names the screen and the CSV give them. */
export const REPORT_SECTIONS: Array<[keyof AnalyticsReport["tables"], string]> = [
  ["articles", "Top articles"],
  ["categories", "Categories"],
  ["authors", "Authors"],
  ["sources", "Sources"],
  ["referrers", "Referrers"],
  ["campaigns", "Campaigns"],
  ["devices", "Devices"],
  ["browsers", "Browsers"],
];
