import { readForm } from "~/http/read-form.server";
import { useEffect } from "react";
import { redirect, useRevalidator } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ExportLinks } from "~/components/admin/export-links";
import { ImportJobCard } from "~/components/admin/import-job-card";
import { UploadForm } from "~/components/admin/import-upload-form";
import { refused, refusalOf } from "~/http/action-result.server";
import { IMPORT_MESSAGES } from "~/transfer/constants";
import {
  createImportJob,
  discardImportJob,
  getLatestImportJob,
  startImportJob,
} from "~/transfer/jobs.server";
import { readImportUpload } from "~/transfer/upload.server";
import { listCategories } from "~/taxonomy/taxonomy.server";
import type { Route } from "./+types/import";

export const meta: Route.MetaFunction = () => [
  { title: "Import & export | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, "page", context.services.auth);
  const [job, categories] = await Promise.all([
    getLatestImportJob(context.services.db),
    listCategories(context.services.db),
  ]);
  return { job, categories: categories.map(({ id, name }) => ({ id, name })) };
}

export async function action({ request, context: routeContext }: Route.ActionArgs) {
  const user = await requireAdmin(request, "data", routeContext.services.auth);
  const context = routeContext.services.imports;
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    try {
      const upload = await readImportUpload(request);
      const id = await createImportJob(context, { ...upload, createdBy: user.id });
      if (!id) return refused(409, IMPORT_MESSAGES.busy);
      return redirect("/admin-hub/import");
    } catch (error) {
      return refusalOf(error);
    }
  }
  const form = await readForm(request);
  const jobId = String(form.get("jobId") ?? "").slice(0, 100);
  const intent = form.get("intent");
  if (intent === "start") {
    const defaultCategoryId = String(form.get("defaultCategory") ?? "").slice(0, 100) || null;
    if (!(await startImportJob(context, jobId, defaultCategoryId))) {
      return refused(409, IMPORT_MESSAGES.notReady);
    }
    return redirect("/admin-hub/import");
  }
  if (intent === "discard") {
    await discardImportJob(context.db, jobId);
    return redirect("/admin-hub/import");
  }
  return refused(400, "Unknown action.");
}

export default function ImportExport({ loaderData, actionData }: Route.ComponentProps) {
  const { job } = loaderData;
  const revalidator = useRevalidator();
  const active = job?.status === "analysing" || job?.status === "running";
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
  const showUpload = !job || ["finished", "invalid", "failed", "interrupted"].includes(job.status);

  return (
    <div className="space-y-8">
      <AdminPageHeader
        title="Import & export"
        description="Move a WordPress or Ghost site in, or take everything out."
      />
      <section aria-labelledby="import-heading" className="space-y-4">
        <h2 id="import-heading" className="text-xl font-semibold">
          Import
        </h2>
        {job ? <ImportJobCard job={job} categories={loaderData.categories} /> : null}
        {showUpload ? <UploadForm message={actionData?.message} /> : null}
        {!showUpload && actionData?.message ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {actionData.message}
          </p>
        ) : null}
        {active ? (
          <noscript>
            <p className="text-sm">Reload the page to see the progress.</p>
          </noscript>
        ) : null}
      </section>
      <ExportLinks />
    </div>
  );
}
