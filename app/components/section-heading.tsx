import { ArrowRightIcon } from "~/components/icons/arrow-right";
import { Link } from "~/components/link";

export function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
        >
          {link.label}
          <ArrowRightIcon className="size-4" aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
