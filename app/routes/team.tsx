import { Link } from "~/components/link";
import { TEAM_MEMBERS } from "~/content/static-pages";
import { StaticPageHeader } from "~/components/static/static-page";
import { Avatar } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { SITE_NAME } from "~/lib/constants";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/team";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteFrom(matches), {
    title: "Our Team",
    description: `Meet the editors, reporters and product people behind ${SITE_NAME}.`,
    path: "/team",
  });

export default function Team() {
  return (
    <>
      <StaticPageHeader
        eyebrow="Our team"
        title="The people behind the stories"
        lead={`${SITE_NAME} is a small, independent newsroom. Our reporters are specialists who have built, broken and bought the technology they write about.`}
      />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {TEAM_MEMBERS.map((member) => (
          <li key={member.name} className="flex flex-col rounded-xl border bg-card p-6 shadow-xs">
            <div className="flex items-center gap-4">
              <Avatar name={member.name} src={member.avatarUrl} className="size-14 text-lg" />
              <div className="min-w-0">
                <h2 className="font-semibold leading-tight">{member.name}</h2>
                <p className="mt-1 text-sm text-primary">{member.role}</p>
              </div>
            </div>
            <p className="mt-4 flex-1 text-sm leading-6 text-muted-foreground">{member.bio}</p>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${member.name} covers`}>
              {member.focus.map((area) => (
                <li key={area}>
                  <Badge variant="secondary">{area}</Badge>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className="mt-12 text-muted-foreground">
        Want to write for us or pitch a story?{" "}
        <Link to="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
          Get in touch
        </Link>
        .
      </p>
    </>
  );
}
