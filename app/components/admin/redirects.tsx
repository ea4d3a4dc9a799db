import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { ActionResult } from "~/lib/action-result";
import { formatLongDate } from "~/lib/format";
import type { RedirectImportReport, RedirectItem } from "~/redirects/types";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Input } from "../ui/input";

const STATUS_LABEL = { 301: "Permanent (301)", 302: "Temporary (302)" } as const;

/**
 * True once the last submission succeeded and was of this form's kind (the CSV import answers
 * with its report), so the form can be emptied for the next one.
 */
function useSucceeded(kind: "single" | "csv"): boolean {
  const result = useActionData() as ActionResult | undefined;
  const navigation = useNavigation();
  if (!result?.ok || navigation.state !== "idle") return false;
  return ("report" in result ? "csv" : "single") === kind;
}

/** Add a redirect, or change where an existing old path goes (same old path, saved again). */
export function RedirectForm({
  errors,
  values,
}: {
  errors: Record<string, string>;
  values?: { from: string; to: string; status: string };
}) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const saved = useSucceeded("single");
  useEffect(() => {
    if (saved) form.current?.reset();
  }, [saved]);
  return (
    <Form
      method="post"
      ref={form}
      aria-labelledby="add-redirect-heading"
      className="space-y-4 rounded-xl border p-5"
    >
      <h2 id="add-redirect-heading" className="text-lg font-semibold">
        Add a redirect
      </h2>
      <input type="hidden" name="intent" value="save" />
      <FormField
        label="Old path"
        name="from"
        error={errors.from}
        hint="A path on this site, such as /old-page/ or /?page_id=12."
      >
        <Input defaultValue={values?.from} placeholder="/old-page/" autoComplete="off" />
      </FormField>
      <FormField
        label="Goes to"
        name="to"
        error={errors.to}
        hint="A path here (/about) or an address elsewhere (https://…)."
      >
        <Input defaultValue={values?.to} placeholder="/about" autoComplete="off" />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Type</legend>
        <div className="flex flex-wrap gap-4 text-sm">
          {([301, 302] as const).map((status) => (
            <label key={status} className="flex items-center gap-2">
              <input
                type="radio"
                name="status"
                value={status}
                defaultChecked={String(values?.status ?? "301") === String(status)}
                className="size-4 accent-primary"
              />
              {STATUS_LABEL[status]}
            </label>
          ))}
        </div>
        {errors.status ? <p className="text-sm text-destructive">{errors.status}</p> : null}
      </fieldset>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : "Add redirect"}
      </Button>
    </Form>
  );
}

/** Many redirects at once from a spreadsheet's CSV, with what was refused line by line. */
export function RedirectCsvForm({
  error,
  report,
}: {
  error: string | undefined;
  report: RedirectImportReport | null;
}) {
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "import";
  const imported = useSucceeded("csv");
  useEffect(() => {
    if (imported) form.current?.reset();
  }, [imported]);
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form}
      aria-labelledby="import-redirects-heading"
      className="space-y-4 rounded-xl border p-5"
    >
      <h2 id="import-redirects-heading" className="text-lg font-semibold">
        Import from a CSV file
      </h2>
      <input type="hidden" name="intent" value="import" />
      <FormField
        label="CSV file"
        name="file"
        error={error}
        hint="One redirect per line: old path, new address, and optionally 301 or 302 (301 when left out). A first line of headings is skipped. At most 1 MB."
      >
        <Input type="file" accept=".csv,text/csv,text/plain" className="h-auto py-2" />
      </FormField>
      <Button type="submit" variant="outline" disabled={busy}>
        {busy ? "Importing…" : "Import CSV"}
      </Button>
      {report ? (
        <div role="status" className="space-y-2 text-sm">
          <p>
            {report.created} added, {report.updated} updated, {report.refusedCount} refused.
          </p>
          {report.refused.length > 0 ? (
            <ul className="list-disc space-y-1 pl-5 text-destructive">
              {report.refused.map((refusal) => (
                <li key={refusal.line}>
                  Line {refusal.line}: {refusal.message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </Form>
  );
}

export function RedirectTable({
  redirects,
  total,
  query,
}: {
  redirects: RedirectItem[];
  total: number;
  query: string;
}) {
  if (redirects.length === 0) {
    return (
      <p className="rounded-xl border p-6 text-sm text-muted-foreground">
        {query ? `No redirect matches “${query}”.` : "No redirects yet: add one above."}
      </p>
    );
  }
  return (
    <>
      {/* A phone gets one card per redirect: a table's columns would break every address. */}
      <ul className="space-y-3 sm:hidden" aria-label={`Redirects (${total})`}>
        {redirects.map((redirect) => (
          <li key={redirect.id} className="rounded-xl border p-4 text-sm">
            <p className="font-mono text-xs break-all">{redirect.from}</p>
            <p className="mt-1 font-mono text-xs break-all text-muted-foreground">
              → {redirect.to}
            </p>
            <div className="mt-2 flex items-center justify-between gap-2">
              <span>{STATUS_LABEL[redirect.status]}</span>
              <DeleteRedirect redirect={redirect} />
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl border sm:block">
        <table className="w-full text-sm">
          <caption className="sr-only">
            Redirects ({total}){query ? `, matching “${query}”` : ""}
          </caption>
          <thead className="bg-muted/40 text-left">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Old path
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Goes to
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Type
              </th>
              <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
                Added
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {redirects.map((redirect) => (
              <tr key={redirect.id} className="border-t">
                <td className="px-4 py-3 font-mono text-xs break-all">{redirect.from}</td>
                <td className="px-4 py-3 font-mono text-xs break-all">{redirect.to}</td>
                <td className="px-4 py-3 whitespace-nowrap">{STATUS_LABEL[redirect.status]}</td>
                <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground md:table-cell">
                  {formatLongDate(redirect.createdAt)}
                </td>
                <td className="px-4 py-3 text-right">
                  <DeleteRedirect redirect={redirect} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function DeleteRedirect({ redirect }: { redirect: RedirectItem }) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={redirect.id} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={`Delete the redirect from ${redirect.from}`}
      >
        Delete
      </Button>
    </Form>
  );
}

/** What is followed without a redirect of its own, so nobody adds one for each. */
export function OldAddressesNote({ importedAddresses }: { importedAddresses: number }) {
  return (
    <div className="mt-8 rounded-xl border p-5 text-sm">
      <h2 className="mb-2 text-base font-semibold">Followed without a redirect of their own</h2>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          {importedAddresses.toLocaleString("en-US")} old{" "}
          {importedAddresses === 1 ? "address" : "addresses"} of imported posts (
          <code>/2024/05/17/slug/</code>, <code>/?p=123</code>, Ghost’s <code>/slug/</code>), as
          long as the post is published.
        </li>
        <li>
          WordPress and Ghost feeds: <code>/feed/</code> and <code>/rss/</code> go to the site’s
          feed, <code>/category/x/feed/</code> and <code>/tag/x/rss/</code> to that listing’s.
        </li>
        <li>
          <code>/tag/x/</code> goes to the topic (or category) <code>x</code>;{" "}
          <code>/category/parent/x/</code> to the category <code>x</code>;{" "}
          <code>/author/name/</code> to the author of that name.
        </li>
        <li>
          Date archives (<code>/2024/05/</code>) go to All articles; Ghost’s <code>/slug/amp/</code>{" "}
          goes to the article.
        </li>
      </ul>
      <p className="mt-2 text-muted-foreground">
        Redirects are looked up only for addresses that would otherwise show the “not found” page:
        they never replace a page of this site.
      </p>
    </div>
  );
}
