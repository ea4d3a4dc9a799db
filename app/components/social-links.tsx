import type { ReactNode } from "react";
import { useRootData } from "~/lib/root-data";
import { SOCIAL_ICONS } from "./brand-icons";

export const socialLinkClass =
  "flex size-10 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:text-foreground";

/** The site's social profiles, each opening in a new tab; `children` adds further items. */
export function SocialLinks({ children }: { children?: ReactNode }) {
  const { site } = useRootData();
  return (
    <ul className="flex flex-wrap gap-2">
      {site.socialLinks.map((link) => {
        const Icon = SOCIAL_ICONS[link.label];
        return (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${site.title} on ${link.label} (opens in a new tab)`}
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
