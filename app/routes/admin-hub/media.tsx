import { requirePermission } from "~/auth/guards.server";
import { can } from "~/auth/policy";
import { AdminSearchForm } from "~/components/admin/admin-search-form";
import { AdminPageHeader } from "~/components/admin/admin-page-header";
import { MediaLibrary } from "~/components/admin/media-library";
import { Pagination, usePageHref } from "~/components/pagination";
import { pageFromRequest, searchFromRequest } from "~/http/page-param.server";
import {
  MEDIA_ALT_URL,
  MEDIA_DELETE_URL,
  MEDIA_PAGE_SIZE,
  MEDIA_UPLOAD_URL,
} from "~/media/constants";
import { listMedia } from "~/media/library.server";
import type { Route } from "./+types/media";

export const meta: Route.MetaFunction = () => [
  { title: "Media | TechPulse admin" },
  { name: "robots", content: "noindex" },
];

/** The library screen is for authors and up; contributors pick images inside the editor only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requirePermission(request, "media.library", "page", context.services.auth);
  const search = searchFromRequest(request);
  const media = await listMedia(context.services.db, context.services.media, {
    page: pageFromRequest(request),
    pageSize: MEDIA_PAGE_SIZE,
    search,
  });
  return { media, search, canDelete: can(user.role, "media.delete") };
}

export default function AdminMedia({ loaderData }: Route.ComponentProps) {
  const { media, search, canDelete } = loaderData;
  const hrefFor = usePageHref();
  return (
    <section>
      <AdminPageHeader
        title="Media"
        description={`${media.total} image${media.total === 1 ? "" : "s"}. Uploads are re-encoded to WebP in several widths, without their metadata.`}
        actions={
          <AdminSearchForm
            defaultValue={search}
            label="Search images by name or alt text"
            placeholder="Search images"
          />
        }
      />
      <MediaLibrary
        items={media.items}
        uploadUrl={MEDIA_UPLOAD_URL}
        deleteAction={canDelete ? MEDIA_DELETE_URL : undefined}
        altAction={MEDIA_ALT_URL}
      />
      <Pagination page={media.page} pageCount={media.pageCount} hrefFor={hrefFor} />
    </section>
  );
}
