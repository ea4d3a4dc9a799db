import { DownloadIcon } from "~/components/icons/download";
import { Button } from "../ui/button";

const EXPORTS = [
  { href: "/admin-hub/export?part=content", label: "Site content (JSON)" },
  { href: "/admin-hub/export?part=media", label: "Media (.tar.gz)" },
  { href: "/admin-hub/export?part=ghost", label: "Ghost import file (JSON)" },
];

/** The export section: the site's content, its media, and a file Ghost can import. */
export function ExportLinks() {
  return (
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
  );
}
