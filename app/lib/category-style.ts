/** The icons and colours an editor can give a category (rendered by CategoryIcon). */
export const CATEGORY_ICON_NAMES = [
  "brain",
  "shield",
  "smartphone",
  "code",
  "rocket",
  "globe",
  "cpu",
  "cloud",
  "gamepad",
  "leaf",
  "hash",
] as const;
export type CategoryIconName = (typeof CATEGORY_ICON_NAMES)[number];

export const CATEGORY_COLORS = [
  "violet",
  "red",
  "amber",
  "sky",
  "emerald",
  "pink",
  "indigo",
  "orange",
  "teal",
  "slate",
] as const;
export type CategoryColor = (typeof CATEGORY_COLORS)[number];
