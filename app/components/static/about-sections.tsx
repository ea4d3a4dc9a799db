import { CheckCircle2Icon } from "~/components/icons/check-circle-2";
import { Link } from "~/components/link";
import { SPEC_CATEGORIES } from "~/lib/constants";
import { CategoryTileList } from "../category-icon";
import { buttonVariants } from "../ui/button";

type CategorySlug = (typeof SPEC_CATEGORIES)[number]["slug"];

const COVERAGE: Record<CategorySlug, { icon: string; color: string; blurb: string }> = {
  ai: {
    icon: "brain",
    color: "violet",
    blurb: "Research, products and policy, with a sober eye on what models can and cannot do.",
  },
  cybersecurity: {
    icon: "shield",
    color: "red",
    blurb: "Breaches, defences and privacy, explained so you know what to patch and why.",
  },
  gadgets: {
    icon: "smartphone",
    color: "amber",
    blurb: "Hands-on reviews that care about battery life, repairability and real-world use.",
  },
  software: {
    icon: "code",
    color: "sky",
    blurb: "Releases, tools and practices that shape how software is built and shipped.",
  },
  startups: {
    icon: "rocket",
    color: "emerald",
    blurb: "Founders, funding and business models, including the companies that fail.",
  },
  webdev: {
    icon: "globe",
    color: "pink",
    blurb: "Browsers, frameworks, performance and accessibility for people who build the web.",
  },
};

const STANDARDS = [
  {
    title: "Accuracy before speed",
    body: "We verify claims with primary sources and say clearly what we could not confirm. Being second and right beats being first and wrong.",
  },
  {
    title: "Independence",
    body: "Advertisers and sponsors never see stories before publication and have no say in what we cover. Reviewers buy or return the products they test, and we disclose any loaned hardware.",
  },
  {
    title: "Transparent corrections",
    body: "When we get something wrong we fix it promptly and add a dated note to the article explaining what changed.",
  },
  {
    title: "Responsible security reporting",
    body: "We work with researchers and vendors on coordinated disclosure and never publish working exploit details before a fix is available.",
  },
];

/** The six desks, each with a line about what it covers. */
export function CoverageSection() {
  return (
    <section aria-labelledby="coverage-heading" className="mt-14">
      <h2 id="coverage-heading" className="text-2xl font-bold tracking-tight">
        What we cover
      </h2>
      <p className="mt-2 max-w-3xl text-muted-foreground">
        Six desks, each led by a specialist who has worked in or closely around the field.
      </p>
      <CategoryTileList
        className="mt-6 lg:grid-cols-3"
        categories={SPEC_CATEGORIES.map((category) => ({
          slug: category.slug,
          name: category.name,
          description: COVERAGE[category.slug].blurb,
          icon: COVERAGE[category.slug].icon,
          color: COVERAGE[category.slug].color,
        }))}
      />
    </section>
  );
}

/** The newsroom's editorial standards. */
export function StandardsSection() {
  return (
    <section aria-labelledby="standards-heading" className="mt-14">
      <h2 id="standards-heading" className="text-2xl font-bold tracking-tight">
        Editorial standards
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {STANDARDS.map((standard) => (
          <li key={standard.title} className="flex gap-3">
            <CheckCircle2Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <div>
              <h3 className="font-semibold">{standard.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted-foreground">{standard.body}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The closing invitation: meet the team, or get in touch. */
export function AboutCallToAction() {
  return (
    <section
      aria-labelledby="about-cta-heading"
      className="mt-14 flex flex-col gap-6 rounded-2xl border bg-gradient-to-br from-primary/10 via-card to-card p-8 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="about-cta-heading" className="text-xl font-bold tracking-tight">
          Have a tip, a correction or a story idea?
        </h2>
        <p className="mt-2 max-w-xl text-muted-foreground">
          We read everything that reaches us. Meet the people behind the stories or get in touch
          directly.
        </p>
      </div>
      <div className="flex shrink-0 flex-wrap gap-3">
        <Link to="/team" className={buttonVariants({ variant: "outline" })}>
          Meet the team
        </Link>
        <Link to="/contact" className={buttonVariants()}>
          Contact us
        </Link>
      </div>
    </section>
  );
}
