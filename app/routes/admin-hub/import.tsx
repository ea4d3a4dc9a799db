import { readForm } from "~/http/read-form.server";
import { DownloadIcon, UploadIcon } from "lucide-react";
import { useEffect } from "react";
import { data, Form, redirect, useNavigation, useRevalidator } from "react-router";
import { requireAdmin } from "~/auth/guards.server";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { ImportReportView } from "~/components/admin/import-report";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { getDb } from "~/db/connection.server";
import { formatLongDate } from "~/lib/format";
import { IMPORT_FORMATS, IMPORT_MESSAGES, IMPORT_UPLOAD_MAX_BYTES } from "~/transfer/constants";
import { getImportContext } from "~/transfer/instance.server";
import {
  createImportJob,
  discardImportJob,
  getLatestImportJob,
  startImportJob,
  type ImportJob,
} from "~/transfer/jobs.server";
import { ImportUploadError, readImportUpload } from "~/transfer/upload.server";
import type { Route } from "./+types/import";

type ActionResult = { ok: false; message: string };

export const meta: Route.MetaFunction = () => [
  { title: "Import & export | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return { job: await getLatestImportJob(getDb()) };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request, "data");
  const context = getImportContext();
  if ((request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    try {
      const upload = await readImportUpload(request);
      const id = await createImportJob(context, { ...upload, createdBy: user.id });
      if (!id)
        return data<ActionResult>({ ok: false, message: IMPORT_MESSAGES.busy }, { status: 409 });
      return redirect("/admin-hub/import");
    } catch (error) {
      if (!(error instanceof ImportUploadError)) throw error;
      return data<ActionResult>({ ok: false, message: error.message }, { status: error.status });
    }
  }
  const form = await readForm(request);
  const jobId = String(form.get("jobId") ?? "").slice(0, 100);
  const intent = form.get("intent");
  if (intent === "start") {
    if (!(await startImportJob(context, jobId))) {
      return data<ActionResult>({ ok: false, message: IMPORT_MESSAGES.notReady }, { status: 409 });
    }
    return redirect("/admin-hub/import");
  }
  if (intent === "discard") {
    await discardImportJob(context.db, jobId);
    return redirect("/admin-hub/import");
  }
  return data<ActionResult>({ ok: false, message: "Unknown action." }, { status: 400 });
}

const STATUS_TEXT: Record<ImportJob["status"], string> = {
  analysing: "Analysing",
  ready: "Dry run ready",
  invalid: "Refused",
  running: "Importing",
  finished: "Finished",
  failed: "Failed",
  interrupted: "Interrupted",
};

function UploadForm({ message }: { message?: string }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" && navigation.formEncType === "multipart/form-data";
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="space-y-4"
      aria-describedby="import-hint"
    >
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Export from</legend>
        {IMPORT_FORMATS.map((format, index) => (
          <div key={format.value} className="flex items-center gap-2">
            <input
              type="radio"
              id={`format-${format.value}`}
              name="format"
              value={format.value}
              defaultChecked={index === 0}
              className="size-4 accent-primary"
            />
            <Label htmlFor={`format-${format.value}`} className="font-normal">
              {format.label}
            </Label>
          </div>
        ))}
      </fieldset>
      <div className="space-y-2">
        <Label htmlFor="import-file">Export file</Label>
        <input
          id="import-file"
          name="file"
          type="file"
          required
          accept=".xml,.json,application/xml,text/xml,application/json"
          className="block w-full max-w-md rounded-md border bg-background text-sm file:mr-3 file:border-0 file:bg-secondary file:px-3 file:py-2 file:text-secondary-foreground"
        />
        <p id="import-hint" className="text-sm text-muted-foreground">
          Up to {IMPORT_UPLOAD_MAX_BYTES / 1024 / 1024} MB. Nothing is written until you have seen
          the dry run and start the import. Importing the same file again creates no duplicates.
        </p>
      </div>
      {message ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {message}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        <UploadIcon aria-hidden="true" />
        {busy ? "Uploading…" : "Upload and analyse"}
      </Button>
    </Form>
  );
}

function Progress({ job }: { job: ImportJob }) {
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full rounded-full bg-primary transition-all"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {job.processed.toLocaleString("en-US")} of {job.total.toLocaleString("en-US")} posts (
        {percent}%)
      </p>
    </div>
  );
}

function JobActions({ job }: { job: ImportJob }) {
  return (
    <div className="flex flex-wrap gap-2">
      {job.status === "ready" ? (
        <Form method="post">
          <input type="hidden" name="jobId" value={job.id} />
          <Button type="submit" name="intent" value="start">
            Start import
          </Button>
        </Form>
      ) : null}
      {job.status !== "running" && job.status !== "analysing" ? (
        <Form method="post">
          <input type="hidden" name="jobId" value={job.id} />
          <Button type="submit" name="intent" value="discard" variant="outline">
            {job.status === "ready" ? "Discard" : "Clear and import another file"}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}

function JobCard({ job }: { job: ImportJob }) {
  const active = job.status === "analysing" || job.status === "running";
  return (
    <section aria-labelledby="import-job" className="space-y-4 rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="import-job" className="break-all text-lg font-semibold">
          {job.fileName}
        </h2>
        <Badge variant={job.status === "finished" ? "default" : "secondary"}>
          {STATUS_TEXT[job.status]}
        </Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {job.format === "ghost" ? "Ghost" : "WordPress"} export uploaded{" "}
        {formatLongDate(job.createdAt)}
        {job.report?.sourceTitle ? ` from “${job.report.sourceTitle}”` : ""}.
      </p>
      {job.status === "analysing" ? (
        <p className="text-sm" aria-live="polite">
          Reading the whole file and checking it; nothing is written yet…
        </p>
      ) : null}
      {job.status === "running" ? <Progress job={job} /> : null}
      {job.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {job.error}
        </p>
      ) : null}
      {job.status === "interrupted" ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          The import stopped (the server restarted). Upload the file again: posts already imported
          are recognised and not duplicated.
        </p>
      ) : null}
      {job.report && !active ? (
        <>
          <h3 className="font-semibold">
            {job.report.dryRun ? "Dry run: what the import will do" : "Summary"}
          </h3>
          <ImportReportView report={job.report} />
        </>
      ) : null}
      <JobActions job={job} />
    </section>
  );
}

const EXPORTS = [
  { href: "/admin-hub/export?part=content", label: "Site content (JSON)" },
  { href: "/admin-hub/export?part=media", label: "Media (.tar.gz)" },
  { href: "/admin-hub/export?part=ghost", label: "Ghost import file (JSON)" },
];

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
        {job ? <JobCard job={job} /> : null}
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
      <section aria-labelledby="export-heading" className="space-y-3">
        <h2 id="export-heading" className="text-xl font-semibold">
          Export
        </h2>
        <p className="text-sm text-muted-foreground">
          The content file holds every post, category, tag, author profile, setting and subscriber
          (with their consent state); keep it with the media archive to restore the site with{" "}
          <code>npm run import -- --techpulse DIR</code>. The Ghost file imports into Ghost.
        </p>
        <ul className="flex flex-wrap gap-2">
          {EXPORTS.map((item) => (
            <li key={item.href}>
              <Button asChild variant="outline">
                <a href={item.href} download>
                  <DownloadIcon aria-hidden="true" />
                  {item.label}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
