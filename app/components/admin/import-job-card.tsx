import { Form } from "react-router";
import { formatCount, formatLongDate } from "~/lib/format";
import type { ImportJob } from "~/transfer/types";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { Label } from "../ui/label";
import { ImportReportView } from "./import-report";
import { CategoryOptions } from "./category-options";

const STATUS_TEXT: Record<ImportJob["status"], string> = {
  analysing: "Analysing",
  ready: "Dry run ready",
  invalid: "Refused",
  running: "Importing",
  finished: "Finished",
  failed: "Failed",
  interrupted: "Interrupted",
};

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
        {formatCount(job.processed)} of {formatCount(job.total)} posts ({percent}%)
      </p>
    </div>
  );
}

type CategoryChoice = { id: string; name: string };

function JobActions({ job, categories }: { job: ImportJob; categories: CategoryChoice[] }) {
  const withoutCategory = job.report?.posts.withoutCategory ?? 0;
  return (
    <div className="flex flex-wrap items-end gap-2">
      {job.status === "ready" ? (
        <Form method="post" className="flex flex-wrap items-end gap-x-4 gap-y-2">
          <input type="hidden" name="jobId" value={job.id} />
          {withoutCategory > 0 ? (
            <div className="space-y-1">
              <Label htmlFor="import-default-category">
                {withoutCategory === 1
                  ? "The post with no matching category goes to"
                  : `The ${formatCount(withoutCategory)} posts with no matching category go to`}
              </Label>
              <select
                id="import-default-category"
                name="defaultCategory"
                defaultValue=""
                className="block h-10 rounded-md border bg-background px-3 text-sm"
              >
                <CategoryOptions categories={categories} none="Uncategorized" />
              </select>
            </div>
          ) : null}
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

/** The latest import: its file, state, progress, dry-run report and what can be done next. */
export function ImportJobCard({
  job,
  categories,
}: {
  job: ImportJob;
  categories: CategoryChoice[];
}) {
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
      <JobActions job={job} categories={categories} />
    </section>
  );
}
