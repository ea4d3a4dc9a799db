import {
  AboutCallToAction,
  CoverageSection,
  StandardsSection,
} from "~/components/static/about-sections";
import { Prose, StaticPageHeader } from "~/components/static/static-page";
import { FOUNDED_YEAR, SITE_NAME, TAGLINE } from "~/lib/constants";
import { metaSiteFrom, pageMeta } from "~/lib/seo";
import type { Route } from "./+types/about";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(metaSiteFrom(matches), {
    title: "About Us",
    description: `${SITE_NAME} is an independent technology newsroom founded in ${FOUNDED_YEAR}, covering AI, cybersecurity, gadgets, software, startups and web development.`,
    path: "/about",
  });

export default function About() {
  return (
    <>
      <StaticPageHeader
        eyebrow="About us"
        title={`Technology news that respects your time`}
        lead={TAGLINE}
      />

      <Prose>
        <h2>Our mission</h2>
        <p>
          {SITE_NAME} was founded in {FOUNDED_YEAR} by a small group of reporters, editors and
          engineers who were tired of technology coverage that confuses press releases with news.
          Our mission is simple: explain what is actually changing in technology, who it affects,
          and what you can do about it — clearly, accurately and without hype.
        </p>
        <p>
          We write for curious people, whether they ship code every day or simply want to understand
          the devices and services that run their lives. Every story should leave you better
          informed than a headline alone could.
        </p>
      </Prose>

      <CoverageSection />
      <StandardsSection />
      <AboutCallToAction />
    </>
  );
}
