import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import { normalizeImageSrc } from "~/lib/editor-urls";
import { SEO_LIMITS } from "~/lib/staff-text";
import { useDebouncedValue } from "../use-debounced-value";
import type { FieldErrors, PostSeoInput } from "~/lib/schemas";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { ChooseFromLibraryButton, type useMediaPicker } from "./media-picker";
import { SearchResultPreview, SocialCardPreview } from "./seo-previews";

/** What the post itself says, shown when a search or social field is left empty. */
export interface SeoFallbacks {
  title: string;
  excerpt: string;
  slug: string;
  featuredImage: string;
}

/** How long the image address must rest before the social card preview loads it. */
const IMAGE_PREVIEW_DELAY_MS = 400;

/** "42 of 60 recommended characters", and by how much it runs over. */
function counterText(length: number, recommended: number): string {
  const over = length - recommended;
  return over > 0
    ? `${length} characters: ${over} over the recommended ${recommended}; search engines may cut it.`
    : `${length} of ${recommended} recommended characters.`;
}

/**
 * "Search and social" in the post form: meta title and description with counters, social image,
 * canonical URL and "hide from search engines", with previews of the search result and the
 * social card. Folded unless something is set (or wrong), so the form stays calm.
 */
export function SeoFields({
  defaults,
  fallbacks,
  errors,
  picker,
}: {
  defaults?: PostSeoInput;
  fallbacks: SeoFallbacks;
  errors: FieldErrors;
  picker: ReturnType<typeof useMediaPicker>;
}) {
  const [metaTitle, setMetaTitle] = useState(defaults?.metaTitle ?? "");
  const [metaDescription, setMetaDescription] = useState(defaults?.metaDescription ?? "");
  const [socialImage, setSocialImage] = useState(defaults?.socialImage ?? "");
  const [canonicalUrl, setCanonicalUrl] = useState(defaults?.canonicalUrl ?? "");
  const [noindex, setNoindex] = useState(defaults?.noindex ?? false);
  const [initiallyOpen] = useState(() =>
    Boolean(
      defaults &&
      (defaults.metaTitle ||
        defaults.metaDescription ||
        defaults.socialImage ||
        defaults.canonicalUrl ||
        defaults.noindex),
    ),
  );
  const origin = (useRouteLoaderData("root") as { origin?: string } | undefined)?.origin ?? "";
  const hasError = ["metaTitle", "metaDescription", "socialImage", "canonicalUrl"].some(
    (name) => errors[name],
  );
  // Only an address the browser can load as meant (absolute http(s) or a site path) and only
  // once typing pauses: a half-typed "SQ" is a relative URL, /admin-hub/SQ, one 404 per keystroke.
  const previewImage = useDebouncedValue(
    normalizeImageSrc(socialImage || fallbacks.featuredImage) ?? "",
    IMAGE_PREVIEW_DELAY_MS,
  );
  const shown = {
    title: metaTitle || fallbacks.title || "Post title",
    description: metaDescription || fallbacks.excerpt,
    url: canonicalUrl || `${origin}/article/${fallbacks.slug || "slug"}`,
    image: previewImage,
  };

  return (
    <details
      className="min-w-0 rounded-xl border p-4"
      // Opened for the editor when something is set or wrong; never closed under them.
      open={initiallyOpen || hasError || undefined}
    >
      <summary className="cursor-pointer font-semibold">Search and social</summary>
      <div className="mt-4 grid gap-4">
        <FormField
          label="Meta title"
          name="metaTitle"
          error={errors.metaTitle}
          required={false}
          hint={`Shown as the title in search results and social cards; empty uses the post's title. ${counterText(
            metaTitle.length,
            SEO_LIMITS.metaTitle.recommended,
          )}`}
        >
          <Input
            type="text"
            maxLength={SEO_LIMITS.metaTitle.max}
            placeholder={fallbacks.title}
            value={metaTitle}
            onChange={(event) => setMetaTitle(event.target.value)}
          />
        </FormField>
        <FormField
          label="Meta description"
          name="metaDescription"
          error={errors.metaDescription}
          required={false}
          hint={`Empty uses the excerpt. ${counterText(
            metaDescription.length,
            SEO_LIMITS.metaDescription.recommended,
          )}`}
        >
          <Textarea
            rows={2}
            maxLength={SEO_LIMITS.metaDescription.max}
            placeholder={fallbacks.excerpt}
            value={metaDescription}
            onChange={(event) => setMetaDescription(event.target.value)}
          />
        </FormField>
        <FormField
          label="Social image URL"
          name="socialImage"
          error={errors.socialImage}
          required={false}
          hint="The picture of social cards (1200 × 630 works everywhere); empty uses the featured image."
        >
          <Input
            type="text"
            inputMode="url"
            maxLength={2000}
            placeholder={fallbacks.featuredImage || "https://… or /media/…"}
            value={socialImage}
            onChange={(event) => setSocialImage(event.target.value)}
          />
        </FormField>
        <ChooseFromLibraryButton
          picker={picker}
          label="Choose social image from library"
          onChoose={setSocialImage}
        />
        <FormField
          label="Canonical URL"
          name="canonicalUrl"
          error={errors.canonicalUrl}
          required={false}
          hint="Only for a story first published elsewhere: search engines credit that address."
        >
          <Input
            type="url"
            maxLength={2000}
            placeholder={`${origin}/article/${fallbacks.slug || "slug"}`}
            value={canonicalUrl}
            onChange={(event) => setCanonicalUrl(event.target.value)}
          />
        </FormField>
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="noindex"
              checked={noindex}
              onChange={(event) => setNoindex(event.target.checked)}
              aria-describedby="noindex-hint"
              className="size-4 accent-primary"
            />
            Hide from search engines
          </label>
          <p id="noindex-hint" className="mt-1 text-xs text-muted-foreground">
            Readers can still open it; search engines are asked not to list it, and the sitemap
            leaves it out.
          </p>
        </div>
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <SearchResultPreview {...shown} hidden={noindex} />
          <SocialCardPreview {...shown} />
        </div>
      </div>
    </details>
  );
}
