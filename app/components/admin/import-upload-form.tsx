import { UploadIcon } from "~/components/icons/upload";
import { Form, useNavigation } from "react-router";
import { IMPORT_FORMATS, IMPORT_UPLOAD_MAX_BYTES } from "~/transfer/constants";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { Label } from "../ui/label";

/** The export file to import and where it comes from; `message` says why the last one was refused. */
export function UploadForm({ message }: { message?: string }) {
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
      <div className="space-y-2">
        <Label htmlFor="import-site-url">Old site’s address (optional)</Label>
        <Input
          id="import-site-url"
          name="siteUrl"
          type="url"
          placeholder="https://old.example.com"
          aria-describedby="import-site-url-hint"
          className="max-w-md"
        />
        <p id="import-site-url-hint" className="text-sm text-muted-foreground">
          For Ghost: its export names images as <code>__GHOST_URL__/content/images/…</code>, and
          only the old site’s address lets them be copied into the media library. WordPress exports
          carry full addresses and need none.
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
