import { Link } from "~/components/link";
import { TEXT } from "~/lib/constants";
import { Button } from "./ui/button";

export function ErrorScreen({
  title,
  detail,
  message = "Something went wrong on our side. Please try again in a moment.",
}: {
  title: string;
  detail?: string;
  /** What happened, for the reader; the default is for errors on our side. */
  message?: string;
}) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-destructive">Error</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-muted-foreground">{message}</p>
      {detail ? (
        <pre className="mt-6 max-h-80 w-full overflow-auto rounded-lg bg-muted p-4 text-left text-xs">
          {detail}
        </pre>
      ) : null}
      <Button asChild className="mt-8">
        <Link to="/">{TEXT.returnHome}</Link>
      </Button>
    </section>
  );
}
