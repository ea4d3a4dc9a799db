import { writerFor } from "~/platform/site-events.server";
import { formText } from "~/lib/form-text";
import { ArrowDownIcon, ArrowUpIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { data, useFetcher } from "react-router";
import {
  CategoryError,
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  updateCategory,
  type AdminCategory,
} from "~/taxonomy/categories.server";
import { requirePermission } from "~/auth/guards.server";
import { ConfirmDeleteDialog } from "~/components/admin/confirm-delete-dialog";
import { useResultToast } from "~/components/admin/use-result-toast";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { CategoryFields } from "~/components/admin/category-form";
import { CategoryIcon } from "~/components/category-icon";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { getDb } from "~/db/connection.server";
import { categoryFormSchema, fieldErrors, type FieldErrors } from "~/lib/schemas";
import type { Route } from "./+types/categories";
import { readForm } from "~/http/read-form.server";

const DELETE_FETCHER = "category-delete";

type CategoryResult =
  { ok: true; message: string } | { ok: false; message: string; fieldErrors?: FieldErrors };

export const meta: Route.MetaFunction = () => [
  { title: "Categories | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePermission(request, "categories.manage");
  return { categories: await listAdminCategories(getDb()) };
}

const failure = (message: string, status: number, errors?: FieldErrors) =>
  data<CategoryResult>({ ok: false, message, fieldErrors: errors }, { status });

export async function action({ request }: Route.ActionArgs) {
  await requirePermission(request, "categories.manage", "data");
  const db = getDb();
  const form = await readForm(request);
  const intent = formText(form, "intent");
  const id = formText(form, "id");
  try {
    if (intent === "create" || intent === "update") {
      const parsed = categoryFormSchema.safeParse({
        name: formText(form, "name"),
        slug: formText(form, "slug"),
        description: formText(form, "description"),
        icon: formText(form, "icon"),
        color: formText(form, "color"),
      });
      if (!parsed.success) {
        return failure("Please correct the highlighted fields.", 400, fieldErrors(parsed.error));
      }
      if (intent === "create") {
        await createCategory(writerFor(db), parsed.data);
        return data<CategoryResult>({
          ok: true,
          message: `Category “${parsed.data.name}” created`,
        });
      }
      if (!(await updateCategory(writerFor(db), id, parsed.data)))
        return failure("Category not found.", 404);
      return data<CategoryResult>({ ok: true, message: `Category “${parsed.data.name}” saved` });
    }
    if (intent === "up" || intent === "down") {
      await moveCategory(writerFor(db), id, intent);
      return data<CategoryResult>({ ok: true, message: "Order saved" });
    }
    if (intent === "delete") {
      const moveTo = form.has("moveTo") ? formText(form, "moveTo") : undefined;
      if (!(await deleteCategory(writerFor(db), id, moveTo)))
        return failure("Category not found.", 404);
      return data<CategoryResult>({ ok: true, message: "Category deleted" });
    }
    return failure("Unknown action.", 400);
  } catch (error) {
    if (error instanceof CategoryError) {
      return failure(
        error.message,
        409,
        error.field ? { [error.field]: error.message } : undefined,
      );
    }
    throw error;
  }
}

/** Toasts a fetcher's answer once, and reports success so dialogs can close. */
function useOutcome(result: CategoryResult | undefined, onSuccess?: () => void) {
  const [handled, setHandled] = useState<CategoryResult | undefined>(undefined);
  if (result && result !== handled) {
    setHandled(result);
    if (result.ok) onSuccess?.();
  }
  useResultToast(result);
}

function CategoryDialog({
  category,
  trigger,
}: {
  category?: AdminCategory;
  trigger: React.ReactNode;
}) {
  const fetcher = useFetcher<CategoryResult>();
  const [open, setOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  useOutcome(result, () => {
    setOpen(false);
    setFormKey((key) => key + 1);
  });
  const errors = result && !result.ok ? (result.fieldErrors ?? {}) : {};
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogTitle>{category ? `Edit ${category.name}` : "New category"}</DialogTitle>
        <DialogDescription>
          Categories appear in the header, the footer and Explore Topics, in this order.
        </DialogDescription>
        <fetcher.Form method="post" className="grid gap-4" key={formKey}>
          <input type="hidden" name="intent" value={category ? "update" : "create"} />
          {category ? <input type="hidden" name="id" value={category.id} /> : null}
          <CategoryFields errors={errors} defaults={category} />
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={fetcher.state !== "idle"}>
              {category ? "Save category" : "Create category"}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

function DeleteCategoryDialog({
  category,
  others,
}: {
  category: AdminCategory;
  others: AdminCategory[];
}) {
  // Shared key: the row (and this dialog) disappears once the category is gone, so the page
  // reports the outcome.
  const fetcher = useFetcher<CategoryResult>({ key: DELETE_FETCHER });
  const [open, setOpen] = useState(false);
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  const [handled, setHandled] = useState<CategoryResult | undefined>(undefined);
  if (open && result && result !== handled) {
    setHandled(result);
    if (result.ok) setOpen(false);
  }
  const moveError = result && !result.ok ? result.fieldErrors?.moveTo : undefined;
  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={setOpen}
      form={fetcher.Form}
      busy={fetcher.state !== "idle"}
      fields={{ id: category.id }}
      title={`Delete ${category.name}?`}
      description={
        category.postCount > 0
          ? `It still has ${category.postCount} post${category.postCount === 1 ? "" : "s"}. Choose where they go.`
          : "It has no posts. This cannot be undone."
      }
      confirmLabel="Delete category"
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${category.name}`}>
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    >
      {category.postCount > 0 ? (
        <div className="grid gap-2">
          <label htmlFor={`move-${category.id}`} className="text-sm font-medium">
            Move its posts to
          </label>
          <select
            id={`move-${category.id}`}
            name="moveTo"
            className="h-10 rounded-md border bg-background px-3 text-sm"
            aria-invalid={moveError ? true : undefined}
            defaultValue=""
          >
            <option value="">Uncategorized</option>
            {others.map((other) => (
              <option key={other.id} value={other.id}>
                {other.name}
              </option>
            ))}
          </select>
          {moveError ? <p className="text-sm text-destructive">{moveError}</p> : null}
        </div>
      ) : null}
    </ConfirmDeleteDialog>
  );
}

function MoveButton({
  category,
  direction,
  disabled,
}: {
  category: AdminCategory;
  direction: "up" | "down";
  disabled: boolean;
}) {
  const fetcher = useFetcher<CategoryResult>();
  const Icon = direction === "up" ? ArrowUpIcon : ArrowDownIcon;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="id" value={category.id} />
      <Button
        type="submit"
        name="intent"
        value={direction}
        variant="ghost"
        size="icon"
        disabled={disabled || fetcher.state !== "idle"}
        aria-label={`Move ${category.name} ${direction}`}
      >
        <Icon aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const deletion = useFetcher<CategoryResult>({ key: DELETE_FETCHER });
  useOutcome(deletion.state === "idle" ? deletion.data : undefined);
  return (
    <section>
      <AdminPageHeader
        title="Categories"
        description="Create, rename, reorder and delete the site's sections."
        actions={
          <CategoryDialog
            trigger={
              <Button>
                <PlusIcon aria-hidden="true" />
                New category
              </Button>
            }
          />
        }
      />
      <ul className="divide-y rounded-xl border">
        {categories.map((category, index) => (
          <li key={category.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 p-4">
            <CategoryIcon icon={category.icon} color={category.color} />
            <div className="min-w-40 flex-1">
              <p className="font-semibold">{category.name}</p>
              <p className="break-all text-sm text-muted-foreground">
                /category/{category.slug} · {category.postCount} post
                {category.postCount === 1 ? "" : "s"}
              </p>
            </div>
            <div className="ml-auto flex items-center gap-1">
              <MoveButton category={category} direction="up" disabled={index === 0} />
              <MoveButton
                category={category}
                direction="down"
                disabled={index === categories.length - 1}
              />
              <CategoryDialog
                category={category}
                trigger={
                  <Button variant="ghost" size="icon" aria-label={`Edit ${category.name}`}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                }
              />
              <DeleteCategoryDialog
                category={category}
                others={categories.filter((other) => other.id !== category.id)}
              />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
