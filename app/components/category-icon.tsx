import type { IconComponent } from "~/components/icons/icon";
import { BrainIcon } from "~/components/icons/brain";
import { CloudIcon } from "~/components/icons/cloud";
import { CodeIcon } from "~/components/icons/code";
import { CpuIcon } from "~/components/icons/cpu";
import { Gamepad2Icon } from "~/components/icons/gamepad-2";
import { GlobeIcon } from "~/components/icons/globe";
import { HashIcon } from "~/components/icons/hash";
import { LeafIcon } from "~/components/icons/leaf";
import { RocketIcon } from "~/components/icons/rocket";
import { ShieldIcon } from "~/components/icons/shield";
import { SmartphoneIcon } from "~/components/icons/smartphone";
import type { CategoryColor, CategoryIconName } from "~/lib/category-style";
import { Link } from "~/components/link";
import { cn } from "~/lib/cn";

const ICONS: Record<CategoryIconName, IconComponent> = {
  brain: BrainIcon,
  shield: ShieldIcon,
  smartphone: SmartphoneIcon,
  code: CodeIcon,
  rocket: RocketIcon,
  globe: GlobeIcon,
  cpu: CpuIcon,
  cloud: CloudIcon,
  gamepad: Gamepad2Icon,
  leaf: LeafIcon,
  hash: HashIcon,
};

/** Tailwind classes per category colour name (full class names so Tailwind sees them). */
const COLORS: Record<CategoryColor, string> = {
  violet: "bg-violet-100 text-violet-700 dark:bg-violet-500/15 dark:text-violet-300",
  red: "bg-red-100 text-red-700 dark:bg-red-500/15 dark:text-red-300",
  amber: "bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300",
  sky: "bg-sky-100 text-sky-700 dark:bg-sky-500/15 dark:text-sky-300",
  emerald: "bg-emerald-100 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300",
  pink: "bg-pink-100 text-pink-700 dark:bg-pink-500/15 dark:text-pink-300",
  indigo: "bg-indigo-100 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-300",
  orange: "bg-orange-100 text-orange-800 dark:bg-orange-500/15 dark:text-orange-300",
  teal: "bg-teal-100 text-teal-800 dark:bg-teal-500/15 dark:text-teal-300",
  slate: "bg-slate-200 text-slate-800 dark:bg-slate-500/20 dark:text-slate-200",
};

export function CategoryIcon({
  icon,
  color,
  className,
}: {
  icon: string;
  color: string;
  className?: string;
}) {
  const Icon = ICONS[icon as CategoryIconName] ?? HashIcon;
  return (
    <span
      className={cn(
        "flex size-11 items-center justify-center rounded-lg",
        COLORS[color as CategoryColor] ?? "bg-muted text-foreground",
        className,
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}

/** A category card: icon, name and a line about it, linking to the category page. */
export function CategoryTile({
  slug,
  name,
  description,
  icon,
  color,
}: {
  slug: string;
  name: string;
  description: string;
  icon: string;
  color: string;
}) {
  return (
    <Link
      to={`/category/${slug}`}
      className="flex h-full gap-4 rounded-xl border bg-card p-5 transition-shadow hover:shadow-md"
    >
      <CategoryIcon icon={icon} color={color} className="shrink-0" />
      <span>
        <span className="block font-semibold">{name}</span>
        <span className="mt-1 block text-sm leading-6 text-muted-foreground">{description}</span>
      </span>
    </Link>
  );
}

/** Category cards in the grid the home page's Explore Topics and the About page share. */
export function CategoryTileList({
  categories,
  className,
}: {
  categories: readonly {
    slug: string;
    name: string;
    description: string;
    icon: string;
    color: string;
  }[];
  className?: string;
}) {
  return (
    <ul className={cn("grid gap-4 sm:grid-cols-2", className)}>
      {categories.map((category) => (
        <li key={category.slug}>
          <CategoryTile {...category} />
        </li>
      ))}
    </ul>
  );
}
