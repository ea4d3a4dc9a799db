import { useState, type ReactNode } from "react";
import { NEWSLETTER_TEXT, confirmedSubscribers } from "~/lib/newsletter-text";
import type { FieldErrors, PostSeoInput } from "~/lib/schemas";
import { SeoFields } from "./seo-fields";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { LazyRichTextEditor } from "./lazy-rich-text-editor";
import { ChooseFromLibraryButton, useMediaPicker } from "./media-picker";
import { TagInput } from "./tag-input";
import { useSlugFollower } from "./use-slug-follower";
import { CategoryOptions } from "./category-options";

export interface PostFieldValues {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  categoryId: string;
  featuredImage: string;
  published: boolean;
  tags?: string;
  seo?: PostSeoInput;
}

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

/**
 * The post form's fields, shared by the new-post dialog and the edit page. The slug follows
 * the title (spec rule) until the editor types one.
 */
export function PostFields({
  categories,
  errors,
  defaults,
  tagSuggestions,
  emailOption = false,
  subscribers = 0,
  publishOption = true,
  authorsField,
}: {
  categories: { id: string; name: string }[];
  errors: FieldErrors;
  defaults?: PostFieldValues;
  /** When given, a Tags field with these names as suggestions. */
  tagSuggestions?: string[];
  /** Offer "Email to subscribers" (sent when the post is saved as published). */
  emailOption?: boolean;
  /** Confirmed subscribers now: with none, "Email to subscribers" is not offered. */
  subscribers?: number;
  /** Offer the Published switch (roles that may not publish keep drafts; policy.ts). */
  publishOption?: boolean;
  /** The byline's field (`AuthorsField`), for those who may change a post's authors. */
  authorsField?: ReactNode;
}) {
  const {
    name: title,
    slug,
    changeName,
    changeSlug,
  } = useSlugFollower({ name: defaults?.title, slug: defaults?.slug });
  const [featuredImage, setFeaturedImage] = useState(defaults?.featuredImage ?? "");
  const [excerpt, setExcerpt] = useState(defaults?.excerpt ?? "");
  const picker = useMediaPicker();
  return (
    <>
      <FormField label="Title" name="title" error={errors.title}>
        <Input
          type="text"
          maxLength={200}
          value={title}
          onChange={(event) => changeName(event.target.value)}
        />
      </FormField>
      <FormField
        label="Slug"
        name="slug"
        error={errors.slug}
        hint="The article's address: /article/slug"
      >
        <Input
          type="text"
          maxLength={200}
          value={slug}
          onChange={(event) => changeSlug(event.target.value)}
        />
      </FormField>
      <FormField label="Excerpt" name="excerpt" error={errors.excerpt} required={false}>
        <Textarea
          rows={2}
          maxLength={500}
          value={excerpt}
          onChange={(event) => setExcerpt(event.target.value)}
        />
      </FormField>
      <FormField label="Content" name="content" error={errors.content}>
        <LazyRichTextEditor
          name="content"
          label="Content"
          defaultValue={defaults?.content}
          onRequestImage={picker.pick}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Category" name="categoryId" error={errors.categoryId} required={false}>
          <select className={selectClass} defaultValue={defaults?.categoryId ?? ""}>
            <CategoryOptions categories={categories} none="Uncategorized" />
          </select>
        </FormField>
        <FormField
          label="Featured image URL"
          name="featuredImage"
          error={errors.featuredImage}
          required={false}
        >
          <Input
            type="text"
            inputMode="url"
            maxLength={2000}
            placeholder="https://… or /media/…"
            value={featuredImage}
            onChange={(event) => setFeaturedImage(event.target.value)}
          />
        </FormField>
      </div>
      <ChooseFromLibraryButton
        picker={picker}
        label="Choose featured image from library"
        onChoose={setFeaturedImage}
      />
      {picker.dialog}
      {tagSuggestions ? (
        <FormField
          label="Tags"
          name="tags"
          error={errors.tags}
          required={false}
          hint="Separate tags with commas; suggestions complete the tag you are typing, and new tags are created."
        >
          <TagInput suggestions={tagSuggestions} maxLength={1000} defaultValue={defaults?.tags} />
        </FormField>
      ) : null}
      {authorsField}
      <SeoFields
        defaults={defaults?.seo}
        fallbacks={{ title, excerpt, slug, featuredImage }}
        errors={errors}
        picker={picker}
      />
      {publishOption ? (
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            name="published"
            defaultChecked={defaults?.published ?? true}
            className="size-4 accent-primary"
          />
          Published
        </label>
      ) : null}
      {emailOption && subscribers === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="no-subscribers">
          {NEWSLETTER_TEXT.noSubscribersYet}
        </p>
      ) : emailOption ? (
        <div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="emailSubscribers"
              aria-describedby="email-subscribers-hint"
              className="size-4 accent-primary"
            />
            {NEWSLETTER_TEXT.emailToSubscribers}
          </label>
          <p id="email-subscribers-hint" className="mt-1 text-xs text-muted-foreground">
            Sent once to the {confirmedSubscribers(subscribers)} if the post is published; you
            confirm before anything is sent.
          </p>
        </div>
      ) : null}
    </>
  );
}
