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

/** The post's text and the settings that follow it (the slug follows the title), in one state. */
export function usePostFieldState(defaults?: PostFieldValues) {
  const slugFollower = useSlugFollower({ name: defaults?.title, slug: defaults?.slug });
  const [featuredImage, setFeaturedImage] = useState(defaults?.featuredImage ?? "");
  const [excerpt, setExcerpt] = useState(defaults?.excerpt ?? "");
  const picker = useMediaPicker();
  return { ...slugFollower, featuredImage, setFeaturedImage, excerpt, setExcerpt, picker };
}

export type PostFieldState = ReturnType<typeof usePostFieldState>;

interface FieldProps {
  state: PostFieldState;
  errors: FieldErrors;
}

/** The title; `large`, it is the writing surface's headline, its label for screen readers. */
export function TitleField({ state, errors, large = false }: FieldProps & { large?: boolean }) {
  if (!large) {
    return (
      <FormField label="Title" name="title" error={errors.title}>
        <Input
          type="text"
          maxLength={200}
          value={state.name}
          onChange={(event) => state.changeName(event.target.value)}
        />
      </FormField>
    );
  }
  return (
    <div className="grid gap-2">
      <label htmlFor="post-title" className="sr-only">
        Title
      </label>
      <textarea
        id="post-title"
        name="title"
        required
        rows={1}
        maxLength={200}
        placeholder="Post title"
        value={state.name}
        aria-invalid={errors.title ? true : undefined}
        aria-describedby={errors.title ? "post-title-error" : undefined}
        // One line of text that wraps: Enter would add a line break the title cannot keep.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        onChange={(event) => state.changeName(event.target.value.replace(/\s*\n\s*/g, " "))}
        className="field-sizing-content w-full resize-none rounded-md bg-transparent text-3xl font-bold leading-tight tracking-tight outline-none placeholder:text-muted-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:text-4xl"
      />
      {errors.title ? (
        <p id="post-title-error" className="text-sm text-destructive">
          {errors.title}
        </p>
      ) : null}
    </div>
  );
}

export function SlugField({ state, errors }: FieldProps) {
  return (
    <FormField
      label="Slug"
      name="slug"
      error={errors.slug}
      hint="The article's address: /article/slug"
    >
      <Input
        type="text"
        maxLength={200}
        value={state.slug}
        onChange={(event) => state.changeSlug(event.target.value)}
      />
    </FormField>
  );
}

export function ExcerptField({ state, errors }: FieldProps) {
  return (
    <FormField label="Excerpt" name="excerpt" error={errors.excerpt} required={false}>
      <Textarea
        rows={2}
        maxLength={500}
        value={state.excerpt}
        onChange={(event) => state.setExcerpt(event.target.value)}
      />
    </FormField>
  );
}

export function ContentField({
  state,
  errors,
  defaultContent,
}: FieldProps & { defaultContent?: string }) {
  return (
    <FormField label="Content" name="content" error={errors.content}>
      <LazyRichTextEditor
        name="content"
        label="Content"
        defaultValue={defaultContent}
        onRequestImage={state.picker.pick}
      />
    </FormField>
  );
}

export function CategoryField({
  categories,
  errors,
  defaultValue,
}: {
  categories: { id: string; name: string }[];
  errors: FieldErrors;
  defaultValue?: string;
}) {
  return (
    <FormField label="Category" name="categoryId" error={errors.categoryId} required={false}>
      <select className={selectClass} defaultValue={defaultValue ?? ""}>
        <CategoryOptions categories={categories} none="Uncategorized" />
      </select>
    </FormField>
  );
}

/** The featured image's address, its library button and the picker dialog they share. */
export function FeaturedImageField({ state, errors }: FieldProps) {
  return (
    <>
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
          value={state.featuredImage}
          onChange={(event) => state.setFeaturedImage(event.target.value)}
        />
      </FormField>
      <ChooseFromLibraryButton
        picker={state.picker}
        label="Choose featured image from library"
        onChoose={state.setFeaturedImage}
      />
    </>
  );
}

export function TagsField({
  errors,
  suggestions,
  defaultValue,
}: {
  errors: FieldErrors;
  suggestions: string[];
  defaultValue?: string;
}) {
  return (
    <FormField
      label="Tags"
      name="tags"
      error={errors.tags}
      required={false}
      hint="Separate tags with commas; suggestions complete the tag you are typing, and new tags are created."
    >
      <TagInput suggestions={suggestions} maxLength={1000} defaultValue={defaultValue} />
    </FormField>
  );
}

export function PostSeoFields({
  state,
  errors,
  defaults,
}: FieldProps & { defaults?: PostSeoInput }) {
  const { name: title, excerpt, slug, featuredImage } = state;
  return (
    <SeoFields
      defaults={defaults}
      fallbacks={{ title, excerpt, slug, featuredImage }}
      errors={errors}
      picker={state.picker}
    />
  );
}

/**
 * The post form's fields as the new-post dialog shows them, one after another. The edit page
 * places the same fields in its writing column and settings sidebar (post-writing-surface.tsx).
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
  const state = usePostFieldState(defaults);
  return (
    <>
      <TitleField state={state} errors={errors} />
      <SlugField state={state} errors={errors} />
      <ExcerptField state={state} errors={errors} />
      <ContentField state={state} errors={errors} defaultContent={defaults?.content} />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField
          categories={categories}
          errors={errors}
          defaultValue={defaults?.categoryId}
        />
        <div className="grid content-start gap-2">
          <FeaturedImageField state={state} errors={errors} />
        </div>
      </div>
      {state.picker.dialog}
      {tagSuggestions ? (
        <TagsField errors={errors} suggestions={tagSuggestions} defaultValue={defaults?.tags} />
      ) : null}
      {authorsField}
      <PostSeoFields state={state} errors={errors} defaults={defaults?.seo} />
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
