import { Form, useNavigation } from "react-router";
import { LocalDateTime } from "../local-date-time";
import { Button } from "../ui/button";
import { Input } from "../ui/input";

const ACTION = "/admin-hub/settings/content-api-key";

/**
 * The site's Content API key and address, for a front end or app that reads the site through
 * Ghost's Content API (docs/api.md), with the command that creates or replaces the key.
 */
export function ContentApiKeyPanel({
  apiUrl,
  contentApiKey,
}: {
  apiUrl: string;
  contentApiKey: { key: string; createdAt: string } | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === ACTION;
  return (
    <section aria-labelledby="content-api-heading" className="mt-10 grid max-w-2xl gap-4">
      <div>
        <h2 id="content-api-heading" className="text-lg font-semibold">
          Content API
        </h2>
        <p className="text-sm text-muted-foreground">
          Apps and front ends read published articles, tags and authors through Ghost&apos;s Content
          API with this address and key (for example with{" "}
          <code className="font-mono">@tryghost/content-api</code>). The key only reads what is
          public already.
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor="content-api-url" className="text-sm font-medium">
          API URL
        </label>
        <Input id="content-api-url" readOnly value={apiUrl} className="font-mono" />
      </div>
      {contentApiKey ? (
        <div className="grid gap-1.5">
          <label htmlFor="content-api-key" className="text-sm font-medium">
            Content API key
          </label>
          <Input
            id="content-api-key"
            readOnly
            value={contentApiKey.key}
            className="font-mono"
            aria-describedby="content-api-key-hint"
          />
          <p id="content-api-key-hint" className="text-sm text-muted-foreground">
            Created <LocalDateTime iso={contentApiKey.createdAt} />. Replacing it refuses the old
            key at once.
          </p>
        </div>
      ) : (
        <p className="text-sm">
          No key yet: the Content API refuses every request until one exists.
        </p>
      )}
      <Form method="post" action={ACTION}>
        <Button type="submit" variant={contentApiKey ? "outline" : "default"} disabled={busy}>
          {contentApiKey ? "Replace key" : "Create key"}
        </Button>
      </Form>
    </section>
  );
}
