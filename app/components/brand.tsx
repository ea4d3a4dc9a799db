import { ZapIcon } from "~/components/icons/zap";
import { Link } from "~/components/link";
import { useRootData } from "~/lib/root-data";

export function Brand() {
  const { site } = useRootData();
  return (
    <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight">
      <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <ZapIcon className="size-5" aria-hidden="true" />
      </span>
      {site.title}
    </Link>
  );
}
