import { PlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { ADMIN_TEXT } from "~/lib/constants";
import type { FieldErrors } from "~/lib/schemas";
import { suggestSlug } from "~/lib/slugify";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "../ui/dialog";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";

export type PostFormResult =
  | { ok: true; id: string }
  | { ok: false; title: string; message: string; fieldErrors?: FieldErrors };

const selectClass = "h-10 w-full rounded-md border bg-background px-3 text-sm";

/**
 * The spec's new-post dialog. The slug follows the title until the editor types one; on
 * success the list reloads (the post is first), the form resets and the dialog closes.
 */
export function NewPostDialog({ categories }: { categories: { id: string; name: string }[] }) {
  const fetcher = useFetcher<PostFormResult>();
  const [open, setOpen] = useState(false);
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const result = fetcher.data;
  const submitting = fetcher.state !== "idle";
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};

  // A new answer from the server: on success start over with an empty, closed form (the
  // dialog's content unmounts when it closes, which resets the uncontrolled fields).
  const [handled, setHandled] = useState<PostFormResult | undefined>(undefined);
  if (fetcher.state === "idle" && result && result !== handled) {
    setHandled(result);
    if (result.ok) {
      setTitle("");
      setSlug("");
      setSlugEdited(false);
      setOpen(false);
    }
  }

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(ADMIN_TEXT.successTitle, { description: ADMIN_TEXT.postCreated });
    else toast.error(result.title, { description: result.message || ADMIN_TEXT.createPostFailed });
  }, [result]);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <PlusIcon aria-hidden="true" />
          {ADMIN_TEXT.newPost}
        </Button>
      </DialogTrigger>
      <DialogContent className="top-[4vh] max-h-[92vh] max-w-2xl overflow-y-auto">
        <DialogTitle>Create New Post</DialogTitle>
        <DialogDescription>
          Fill in the details and publish, or keep it as a draft.
        </DialogDescription>
        <fetcher.Form method="post" className="grid gap-4" noValidate={false}>
          <FormField label="Title" name="title" error={errors.title}>
            <Input
              type="text"
              maxLength={200}
              value={title}
              onChange={(event) => {
                setTitle(event.target.value);
                if (!slugEdited) setSlug(suggestSlug(event.target.value));
              }}
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
              onChange={(event) => {
                setSlug(event.target.value);
                setSlugEdited(true);
              }}
            />
          </FormField>
          <FormField label="Excerpt" name="excerpt" error={errors.excerpt} required={false}>
            <Textarea rows={2} maxLength={500} />
          </FormField>
          <FormField label="Content" name="content" error={errors.content}>
            <Textarea rows={10} className="font-mono text-sm" />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label="Category"
              name="categoryId"
              error={errors.categoryId}
              required={false}
            >
              <select className={selectClass} defaultValue="">
                <option value="">Uncategorized</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id}>
                    {category.name}
                  </option>
                ))}
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
              />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              name="published"
              defaultChecked
              className="size-4 accent-primary"
            />
            Published
          </label>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Creating..." : ADMIN_TEXT.createPost}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
