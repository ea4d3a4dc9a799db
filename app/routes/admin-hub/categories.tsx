import { requirePermission } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { NewCategoryDialog } from "~/components/admin/category-dialogs";
import { CategoryList } from "~/components/admin/category-list";
import { refused, refusalOf, succeeded } from "~/http/action-result.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { categoryFormSchema, fieldErrors } from "~/lib/schemas";
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  moveCategory,
  updateCategory,
} from "~/taxonomy/categories.server";
import type { Route } from "./+types/categories";

export const meta: Route.MetaFunction = () => [
  { title: "Categories | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, "categories.manage", "page", context.services.auth);
  return { categories: await listAdminCategories(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requirePermission(request, "categories.manage", "data", context.services.auth);
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
        const errors = fieldErrors(parsed.error);
        return refused(400, "Please correct the highlighted fields.", { fieldErrors: errors });
      }
      if (intent === "create") {
        await createCategory(context.services, parsed.data);
        return succeeded(`Category “${parsed.data.name}” created`);
      }
      if (!(await updateCategory(context.services, id, parsed.data)))
        return refused(404, "Category not found.");
      return succeeded(`Category “${parsed.data.name}” saved`);
    }
    if (intent === "up" || intent === "down") {
      await moveCategory(context.services, id, intent);
      return succeeded("Order saved");
    }
    if (intent === "delete") {
      const moveTo = form.has("moveTo") ? formText(form, "moveTo") : undefined;
      if (!(await deleteCategory(context.services, id, moveTo)))
        return refused(404, "Category not found.");
      return succeeded("Category deleted");
    }
    return refused(400, "Unknown action.");
  } catch (error) {
    return refusalOf(error);
  }
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  return (
    <section>
      <AdminPageHeader
        title="Categories"
        description="Create, rename, reorder and delete the site's sections."
        actions={<NewCategoryDialog />}
      />
      <CategoryList categories={loaderData.categories} />
    </section>
  );
}
