import { MEDIA_ALT_MAX_LENGTH } from "~/media/constants";

/** The same limit as the media library's alt text, so a library suggestion always fits. */
export const ALT_TEXT_MAX_LENGTH = MEDIA_ALT_MAX_LENGTH;

export const ALT_TEXT_HINT =
  "Describe the image for readers who cannot see it. Leave empty only if it is decorative.";
