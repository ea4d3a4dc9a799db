import { GlobeIcon } from "~/components/icons/globe";
import type { SVGProps } from "react";
import { GithubIcon, LinkedinIcon, TwitterIcon } from "~/components/brand-icons";
import { Avatar } from "~/components/ui/avatar";
import type { AuthorProfile } from "~/content/types";
import { DEFAULT_AUTHOR_NAME, TEXT } from "~/lib/constants";

const LINK_ICONS: Record<string, (props: SVGProps<SVGSVGElement>) => React.ReactNode> = {
  Website: GlobeIcon,
  Twitter: TwitterIcon,
  LinkedIn: LinkedinIcon,
  GitHub: GithubIcon,
};

/** Cover band, large avatar, name, role, bio and social links. */
export function AuthorHeader({
  profile,
  articleCount,
}: {
  profile: AuthorProfile;
  articleCount: number;
}) {
  const name = profile.name ?? DEFAULT_AUTHOR_NAME;
  return (
    <header className="overflow-hidden rounded-2xl border bg-card">
      <div
        aria-hidden="true"
        className="relative h-32 overflow-hidden bg-gradient-to-r from-primary via-primary/75 to-primary/40 sm:h-44"
      >
        <div className="absolute inset-0 bg-[radial-gradient(rgb(255_255_255/0.22)_1px,transparent_1px)] [background-size:18px_18px]" />
        <div className="absolute -right-16 -top-24 size-72 rounded-full bg-white/10" />
        <div className="absolute -bottom-32 right-40 size-64 rounded-full bg-white/10" />
      </div>
      <div className="px-6 pb-8 sm:px-10">
        <div className="-mt-14 flex flex-col gap-5 sm:-mt-16 sm:flex-row sm:items-end sm:justify-between">
          <Avatar
            name={profile.name}
            src={profile.avatarUrl}
            className="size-28 bg-card text-3xl ring-4 ring-card sm:size-32 sm:text-4xl"
          />
          {profile.links.length > 0 ? (
            <ul aria-label={`${name} elsewhere`} className="flex flex-wrap gap-2 sm:pb-2">
              {profile.links.map((link) => {
                const Icon = LINK_ICONS[link.label] ?? GlobeIcon;
                return (
                  <li key={link.label}>
                    <a
                      href={link.href}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={`${name} on ${link.label}`}
                      title={link.label}
                      className="inline-flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary hover:text-primary"
                    >
                      <Icon className="size-4" aria-hidden="true" />
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight sm:text-4xl">{name}</h1>
        <p className="mt-1 font-medium text-primary">{profile.roleTitle ?? TEXT.contentCreator}</p>
        {profile.bio ? (
          <p className="mt-4 max-w-3xl leading-7 text-muted-foreground">{profile.bio}</p>
        ) : null}
        <p className="mt-5 text-sm text-muted-foreground">
          {articleCount === 1 ? "1 published article" : `${articleCount} published articles`}
        </p>
      </div>
    </header>
  );
}
