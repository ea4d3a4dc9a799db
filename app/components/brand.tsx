import { ZapIcon } from "~/components/icons/zap";
import { Link } from "~/components/link";

/** The site's mark and title, linking home. */
export function Brand({ title }: { title: string }) {
  return (
    <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ZapIcon className="size-5" aria-hidden="true" />
      </span>
      {title}
    </Link>
  );
}
