import type { ReactNode } from "react";
import type { SocialLink } from "~/settings/site-settings";
import { SOCIAL_ICONS } from "./brand-icons";

export const socialLinkClass =
  "flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground";

/**
 * The site's social profiles, each opening in a new tab; `children` adds further items. Given
 * its data rather than reading the root's, so the footer can render it alone (`SharedMarkup`).
 */
export function SocialLinks({
  links,
  siteTitle,
  children,
}: {
  links: readonly SocialLink[];
  siteTitle: string;
  children?: ReactNode;
}) {
  return (
    <ul className="flex flex-wrap gap-2">
      {links.map((link) => {
        const Icon = SOCIAL_ICONS[link.label];
        return (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${siteTitle} on ${link.label} (opens in a new tab)`}
              className={socialLinkClass}
            >
              <Icon />
            </a>
          </li>
        );
      })}
      {children}
    </ul>
  );
}
