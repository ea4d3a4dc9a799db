import { Link } from "~/components/link";
import { TEXT } from "~/lib/constants";
import { Button } from "./ui/button";

/** The 404 page; `title`/`body` let a missing article say 'Article Not Found'. */
export function NotFoundScreen({
  title = TEXT.notFoundTitle,
  body,
}: {
  title?: string;
  body?: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      {body ? <p className="mt-3 text-muted-foreground">{body}</p> : null}
      <Button asChild className="mt-8">
        <Link to="/">{TEXT.returnHome}</Link>
      </Button>
    </section>
  );
}
