import { requirePermission } from "~/auth/guards.server";
import { adminWording } from "~/components/admin/admin-wording";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import {
  OldAddressesNote,
  RedirectCsvForm,
  RedirectForm,
  RedirectTable,
} from "~/components/admin/redirects";
import { Pagination, usePageHref } from "~/components/pagination";
import { useActionToast } from "~/components/use-action-toast";
import { refused, refusalOf, succeeded } from "~/http/action-result.server";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import { readForm } from "~/http/read-form.server";
import { formText } from "~/lib/form-text";
import { fieldErrors, redirectFormSchema } from "~/lib/schemas";
import {
  deleteRedirect,
  importRedirectsCsv,
  listRedirects,
  saveRedirect,
} from "~/redirects/redirects.server";
import type { ActionResult } from "~/lib/action-result";
import type { RedirectImportReport } from "~/redirects/types";
import type { Route } from "./+types/redirects";

export const meta: Route.MetaFunction = () => [
  { title: "Redirects | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requirePermission(request, "redirects.manage", "page", context.services.auth);
  const query = searchFromRequest(request);
  const listing = await listRedirects(context.services.db, {
    query,
    page: pageFromRequest(request),
  });
  return { ...listing, query };
}

/** The largest CSV the screen takes (the route's body limit is a little above it). */
const CSV_MAX_BYTES = 1024 * 1024;

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requirePermission(request, "redirects.manage", "data", context.services.auth);
  const { db } = context.services;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  try {
    if (intent === "save") {
      const values = {
        from: formText(form, "from"),
        to: formText(form, "to"),
        status: formText(form, "status"),
      };
      const parsed = redirectFormSchema.safeParse(values);
      if (!parsed.success) {
        return refused(400, "Please correct the highlighted fields.", {
          fieldErrors: fieldErrors(parsed.error),
          values,
        });
      }
      const outcome = await saveRedirect(db, parsed.data, user.id);
      return succeeded(outcome === "created" ? "Redirect added" : "Redirect updated");
    }
    if (intent === "delete") {
      if (!(await deleteRedirect(db, formText(form, "id")))) {
        return refused(404, "Redirect not found.");
      }
      return succeeded("Redirect deleted");
    }
    if (intent === "import") {
      const file = form.get("file");
      if (!(file instanceof File) || file.size === 0) {
        return refused(400, "Choose a CSV file.", { fieldErrors: { file: "Choose a CSV file." } });
      }
      if (file.size > CSV_MAX_BYTES) {
        return refused(413, "The file is larger than 1 MB; split it.");
      }
      const report = await importRedirectsCsv(db, await file.text(), user.id);
      return succeeded(
        `${report.created} added, ${report.updated} updated, ${report.refusedCount} refused`,
        { report },
      );
    }
    return refused(400, "Unknown action.");
  } catch (error) {
    return refusalOf(error);
  }
}

export default function AdminRedirects({ loaderData, actionData }: Route.ComponentProps) {
  const { redirects, total, page, pageCount, importedAddresses, query } = loaderData;
  useActionToast(actionData, adminWording);
  const hrefFor = usePageHref();
  const result = actionData as
    | (ActionResult<{ report?: RedirectImportReport }> & {
        values?: { from: string; to: string; status: string };
      })
    | undefined;
  const failed = result && !result.ok ? result : undefined;
  return (
    <section>
      <AdminPageHeader
        title="Redirects"
        description="Send old addresses to where their content lives now."
        actions={
          <AdminSearchForm
            defaultValue={query}
            label="Search redirects"
            placeholder="Old or new address"
          />
        }
      />
      <div className="mb-8 grid gap-6 lg:grid-cols-2">
        <RedirectForm errors={failed?.fieldErrors ?? {}} values={failed?.values} />
        <RedirectCsvForm
          error={failed?.fieldErrors?.file}
          report={result?.ok ? (result.report ?? null) : null}
        />
      </div>
      <RedirectTable redirects={redirects} total={total} query={query} />
      <Pagination page={page} pageCount={pageCount} hrefFor={hrefFor} />
      <OldAddressesNote importedAddresses={importedAddresses} />
    </section>
  );
}
