import { Fragment } from "react";
import { Link } from "~/components/link";
import type { AuthorRef } from "~/content/types";
import { DEFAULT_AUTHOR_NAME } from "~/lib/constants";

/**
 * A byline with a link to each author's page, joined as `joinNames` joins them ("A, B and C"):
 * the article page's. Cards show `bylineText`, plain, since the whole card is one link.
 */
export function AuthorNames({ authors }: { authors: readonly AuthorRef[] }) {
  if (authors.length === 0) return <>{DEFAULT_AUTHOR_NAME}</>;
  return (
    <>
      {authors.map((author, index) => (
        <Fragment key={author.id}>
          {index === 0 ? null : index === authors.length - 1 ? " and " : ", "}
          <Link to={`/author/${author.id}`} className="hover:underline">
            {author.name ?? DEFAULT_AUTHOR_NAME}
          </Link>
        </Fragment>
      ))}
    </>
  );
}
