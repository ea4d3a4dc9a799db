import { CheckIcon } from "~/components/icons/check";
import { LinkIcon } from "~/components/icons/link";
import { useEffect, useState } from "react";
import { showToast } from "~/lib/toast";
import { FacebookIcon, LinkedinIcon, TwitterIcon } from "~/components/brand-icons";
import { cn } from "~/lib/cn";

const shareButton =
  "inline-flex size-9 items-center justify-center rounded-full border bg-background text-muted-foreground transition-colors hover:border-primary hover:text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** Real share links (docs/architecture.md, "Where the site differs from the spec" 10): X, LinkedIn, Facebook, and copy-link. */
export function ShareButtons({
  url,
  title,
  className,
}: {
  url: string;
  title: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const encodedUrl = encodeURIComponent(url);
  const targets = [
    {
      label: "Share on X (Twitter)",
      href: `https://twitter.com/intent/tweet?url=${encodedUrl}&text=${encodeURIComponent(title)}`,
      Icon: TwitterIcon,
    },
    {
      label: "Share on LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`,
      Icon: LinkedinIcon,
    },
    {
      label: "Share on Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`,
      Icon: FacebookIcon,
    },
  ];

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      showToast({
        kind: "success",
        title: "Link copied",
        description: "The article link is on your clipboard.",
      });
    } catch {
      showToast({ kind: "error", title: "Couldn't copy the link", description: url });
    }
  }

  return (
    <ul aria-label="Share this article" className={cn("flex items-center gap-2", className)}>
      {targets.map(({ label, href, Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className={shareButton}
          >
            <Icon className="size-4" />
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={copyLink}
          aria-label="Copy link to this article"
          title="Copy link"
          className={shareButton}
        >
          {copied ? (
            <CheckIcon className="size-4 text-primary" aria-hidden="true" />
          ) : (
            <LinkIcon className="size-4" aria-hidden="true" />
          )}
        </button>
      </li>
    </ul>
  );
}
