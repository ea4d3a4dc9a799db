import { LayoutGridIcon } from "~/components/icons/layout-grid";
import { data } from "react-router";
import { Link } from "~/components/link";
import { getCategoryPage, type CategoryPage } from "~/content/listing-page.server";
import { CategoryIcon } from "~/components/category-icon";
import {
  ArticleGrid,
  EmptyState,
  ListingLayout,
  sidebarNav,
  SidebarSearch,
  type SidebarLink,
} from "~/components/listing/listing-layout";
import { listingHref } from "~/lib/page-param";
import { pageFromRequest } from "~/http/page-param.server";
import { buttonVariants } from "~/components/ui/button";
import { ALL_CATEGORIES_SLUG, TEXT } from "~/lib/constants";
import { feedLinks } from "~/lib/feed-links";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Category } from "~/content/types";
import type { Route } from "./+types/category";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const result = await getCategoryPage(
    context.services.db,
    params.categorySlug,
    pageFromRequest(request),
  );
  // Unknown slugs still render the listing (heading = slug, empty state), but as a real 404.
  return data(result, { status: result.notFound ? 404 : 200 });
}

function headingOf(page: Pick<CategoryPage, "isAll" | "category" | "slug">): string {
  if (page.isAll) return TEXT.allArticles;
  return page.category?.name ?? page.slug;
}

function subtitleOf(page: Pick<CategoryPage, "isAll" | "category" | "slug">): string {
  return page.isAll ? TEXT.allArticlesSubtitle : TEXT.categorySubtitle(headingOf(page));
}

export const meta: Route.MetaFunction = ({ matches, loaderData, params }) => {
  const origin = metaSiteFrom(matches);
  if (!loaderData) {
    return pageMeta(origin, { title: params.categorySlug, path: "/", noindex: true });
  }
  const { articles, notFound } = loaderData;
  const outOfRange = articles.items.length === 0 && articles.total > 0;
  const heading = headingOf(loaderData);
  const listing = `/category/${encodeURIComponent(loaderData.slug)}`;
  return [
    ...pageMeta(origin, {
      title: articles.page > 1 ? `${heading} – Page ${articles.page}` : heading,
      description: subtitleOf(loaderData),
      path: listingHref(listing, articles.page),
      noindex: notFound || outOfRange,
    }),
    ...(notFound ? [] : feedLinks(listing, heading)),
  ];
};

/** A category's icon, or null for all articles' grid. */
type NavIcon = Pick<Category, "icon" | "color"> | null;

function NavLinkIcon({ icon }: { icon: NavIcon }) {
  return icon ? (
    <CategoryIcon
      icon={icon.icon}
      color={icon.color}
      className="size-6 rounded-md [&_svg]:size-3.5"
    />
  ) : (
    <LayoutGridIcon className="size-4 text-muted-foreground" aria-hidden="true" />
  );
}

const CategoryNav = sidebarNav(NavLinkIcon);

export default function CategoryRoute({ loaderData }: Route.ComponentProps) {
  const { slug, isAll, category, notFound, categories, articles } = loaderData;
  const basePath = `/category/${encodeURIComponent(slug)}`;

  const links: SidebarLink<NavIcon>[] = [
    { to: `/category/${ALL_CATEGORIES_SLUG}`, label: TEXT.allArticles, current: isAll, icon: null },
    ...categories.map((item) => ({
      to: `/category/${item.slug}`,
      label: item.name,
      current: item.slug === category?.slug,
      icon: { icon: item.icon, color: item.color },
    })),
  ];

  return (
    <ListingLayout
      title={headingOf(loaderData)}
      subtitle={subtitleOf(loaderData)}
      icon={
        category ? (
          <CategoryIcon
            icon={category.icon}
            color={category.color}
            className="mt-1 hidden size-12 sm:flex"
          />
        ) : null
      }
      mobileNav={{ label: "Categories", links }}
      sidebar={
        <>
          <SidebarSearch />
          <CategoryNav title="Categories" id="sidebar-categories" links={links} />
        </>
      }
    >
      <ArticleGrid
        articles={articles}
        basePath={basePath}

        empty={
          <EmptyState
            action={
              notFound ? (
                <Link
                  to={`/category/${ALL_CATEGORIES_SLUG}`}
                  className={buttonVariants({ variant: "outline" })}
                >
                  Browse {TEXT.allArticles.toLowerCase()}
                </Link>
              ) : undefined
            }
          />
        }
      />
    </ListingLayout>
  );
}
