import { Form } from "react-router";
import type { FieldErrors } from "~/lib/schemas";
import { Button } from "../ui/button";
import { AuthorsField, type AuthorChoice } from "./authors-field";
import { AutosaveStatus } from "./autosave";
import { PostFields, type PostFieldValues } from "./post-fields";
import { UnsavedChangesGuard } from "./unsaved-changes-guard";

/**
 * The edit page's form: the post's fields, Save, and the autosave status. It names the version it
 * was opened on (`baseUpdatedAt`), so a save over someone else's edit is refused as a conflict.
 * Mount it with a new key when the stored post changes, so the fields start from it again.
 */
export function PostEditForm({
  postId,
  baseUpdatedAt,
  categories,
  tagNames,
  defaults,
  errors,
  allowed,
  busy,
  authors,
}: {
  postId: string;
  baseUpdatedAt: string;
  categories: { id: string; name: string }[];
  tagNames: string[];
  defaults: PostFieldValues;
  errors: FieldErrors;
  allowed: { edit: boolean; publish: boolean };
  /** A save is on its way. */
  busy: boolean;
  /** The byline and who may be on it, for those who may change it (null: not this user). */
  authors: { options: AuthorChoice[]; chosen: string[] } | null;
}) {
  return (
    <>
      <UnsavedChangesGuard formId="post-form" />
      <Form id="post-form" method="post" className="grid max-w-3xl gap-4">
        <fieldset disabled={!allowed.edit} className="contents">
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="baseUpdatedAt" value={baseUpdatedAt} />
          <PostFields
            categories={categories}
            errors={errors}
            tagSuggestions={tagNames}
            defaults={defaults}
            publishOption={allowed.publish}
            emailOption={false}
            authorsField={
              authors ? (
                <AuthorsField
                  options={authors.options}
                  defaultValue={authors.chosen}
                  error={errors.authorIds}
                />
              ) : null
            }
          />
          <div className="flex flex-wrap items-center gap-4">
            <Button type="submit" disabled={busy}>
              {busy ? "Saving..." : "Save changes"}
            </Button>
            {allowed.edit ? <AutosaveStatus formId="post-form" postId={postId} /> : null}
          </div>
        </fieldset>
      </Form>
    </>
  );
}
