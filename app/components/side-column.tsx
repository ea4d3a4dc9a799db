import { SearchIcon } from "~/components/icons/search";
import { Link } from "~/components/link";
import type { TopicCount } from "~/content/types";
import { NewsletterBox } from "./newsletter-form";
import { useSearchDialog } from "./search-dialog";

/** The home page's sticky side column (hidden under the mobile breakpoint). */
export function SideColumn({ trending }: { trending: readonly TopicCount[] }) {
  const search = useSearchDialog();
  return (
    <aside aria-label="Sidebar" className="hidden md:block">
      <div className="sticky top-24 space-y-6">
        <button
          type="button"
          onClick={search.open}
          onPointerEnter={search.preload}
          onFocus={search.preload}
          className="flex w-full items-center gap-2 rounded-lg border bg-background px-3 py-2.5 text-left text-sm text-muted-foreground shadow-xs hover:bg-accent"
        >
          <SearchIcon className="size-4" aria-hidden="true" />
          <span className="flex-1">Search articles...</span>
          <kbd className="rounded border bg-muted px-1.5 text-xs">Ctrl K</kbd>
        </button>
        <section aria-labelledby="popular-topics" className="rounded-xl border bg-card p-5">
          <h2 id="popular-topics" className="mb-3 font-semibold">
            Popular topics
          </h2>
          <ul className="space-y-2 text-sm">
            {trending.slice(0, 5).map((topic) => (
              <li key={topic.slug} className="flex items-center justify-between">
                <Link to={`/topics/${topic.slug}`} className="hover:text-primary hover:underline">
                  {topic.name}
                </Link>
                <span className="text-muted-foreground">{topic.count}</span>
              </li>
            ))}
          </ul>
        </section>
        <NewsletterBox
          id="sidebar-newsletter"
          title="Get the weekly briefing"
          body="The week's most important stories, every Friday."
        />
      </div>
    </aside>
  );
}
