import { useState } from "react";
import { suggestSlug } from "~/lib/slugify";

/**
 * A name (a post's title, a category's name) and the slug that follows it, as the spec asks,
 * until someone types a slug of their own. A saved slug counts as typed: renaming keeps it.
 */
export function useSlugFollower(initial: { name?: string; slug?: string } = {}) {
  const [name, setName] = useState(initial.name ?? "");
  const [slug, setSlug] = useState(initial.slug ?? "");
  const [slugEdited, setSlugEdited] = useState(Boolean(initial.slug));
  return {
    name,
    slug,
    changeName(value: string) {
      setName(value);
      if (!slugEdited) setSlug(suggestSlug(value));
    },
    changeSlug(value: string) {
      setSlug(value);
      setSlugEdited(true);
    },
  };
}
