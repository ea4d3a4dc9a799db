import type { DemoArticle } from "../types";

export const startupsAndWebdevArticles: DemoArticle[] = [
  {
    slug: "keystrand-raises-38-million-to-make-crypto-custody-boring-for-banks",
    title: "Keystrand Raises $38 Million to Make Crypto Custody Boring for Banks",
    excerpt:
      "The MPC custody startup is betting that regulated lenders, not crypto natives, will drive the next wave of demand for institutional key management.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "blockchain", "cybersecurity", "funding"],
    daysAgo: 7,
    published: true,
    html: `<p>Keystrand, a four-year-old startup that builds key-management infrastructure for digital assets, has closed a $38 million Series A led by the fictional growth fund Harbor Lane Capital, with participation from two existing seed investors. The company says the money will go towards compliance certifications, a second engineering hub in Lisbon and a sales team aimed squarely at mid-sized banks and payment processors.</p>
<p>The round is notable less for its size than for its pitch. While much of the custody market spent the last cycle chasing exchanges and trading desks, Keystrand has spent the past eighteen months courting risk committees at traditional lenders. Its argument is simple: the institutions that will hold tokenised deposits, stablecoin reserves and on-chain securities over the next decade do not want a crypto product. They want something that looks and behaves like the hardware security modules they already audit every year.</p>
<h2>What Keystrand actually sells</h2>
<p>At the core of the product is multi-party computation, or MPC, a cryptographic technique that splits a private key into shares held by separate machines. No single server ever reconstructs the full key; instead, the shares jointly produce a valid signature. Keystrand wraps that primitive in a policy engine that lets a customer define who can approve a transfer, under what limits, and from which network locations.</p>
<p>The company's founders describe the policy layer, not the cryptography, as the real product. "Every serious vendor can do threshold signing now," said Ines Carvalho, Keystrand's co-founder and chief executive. "What banks buy is the paper trail. They need to show an examiner exactly which human approved which transaction and why the system allowed it."</p>
<p>Keystrand's current feature set includes:</p>
<ul>
<li>Threshold signing for the major account-based and UTXO-based blockchains, with shares split across customer-controlled and vendor-controlled infrastructure.</li>
<li>A rules engine for velocity limits, allow-listed counterparties and time-of-day restrictions.</li>
<li>Tamper-evident audit logs that can be exported to a customer's existing security information and event management tooling.</li>
<li>Key ceremony tooling for disaster recovery, designed to be run by operations staff rather than cryptographers.</li>
</ul>
<h2>Why investors are paying attention now</h2>
<p>Custody has historically been a difficult venture story. Margins are thin, sales cycles are long and a single security incident can end a company. What has changed, according to people involved in the deal, is the arrival of clearer rulebooks in several jurisdictions, which have turned digital-asset custody from an experimental side project into a line item that compliance teams are required to solve.</p>
<blockquote><p>Two years ago a bank would take a meeting out of curiosity. Today they arrive with a procurement questionnaire and a deadline. That is the shift we are underwriting.</p></blockquote>
<p>That was Tobias Lindqvist, a partner at Harbor Lane who will join Keystrand's board. He added that the fund had looked at more than a dozen custody vendors before committing, and that Keystrand's focus on boring operational details was the deciding factor.</p>
<h3>The security question</h3>
<p>No custody company can escape the question of what happens when something goes wrong. MPC reduces the risk of a single stolen key, but it does not eliminate insider threats, compromised approval devices or social engineering aimed at the people who sign off on transfers. Several high-profile losses in recent years involved perfectly functioning cryptography and badly designed human processes.</p>
<p>Keystrand says it commissions two independent penetration tests a year and publishes summaries of the findings to customers under NDA. It has also built what it calls "approval friction": transfers above a configurable threshold require approvers to confirm details on a separate device, and the system deliberately slows down unusual patterns instead of simply blocking them.</p>
<p>"The attack that worries me is not someone breaking the maths," said Rafael Duarte, the company's head of security. "It is someone convincing a tired operations manager at 11pm that a transfer is routine. So we design for that person."</p>
<h2>The competitive picture</h2>
<p>Keystrand enters a crowded field. Large exchanges offer custody to their institutional clients, established HSM vendors have added blockchain support, and a handful of well-funded MPC specialists already count major asset managers as customers. The startup's bet is that mid-sized banks are underserved: too small to build their own infrastructure, too regulated to rely on an exchange, and wary of vendors whose main customers are hedge funds.</p>
<p>The company declined to share revenue figures but said it has signed seven paying customers, three of them regulated banks, and that its pipeline has roughly doubled since the start of the year. Those numbers are impossible to verify independently, and the real test will be whether pilots convert into multi-year contracts once the novelty of tokenisation projects wears off.</p>
<p>For now, Keystrand's pitch remains refreshingly unglamorous. "If we do our job well," Carvalho said, "nobody will ever write about us again."</p>`,
  },
  {
    slug: "a-practical-guide-to-the-view-transitions-api-for-multi-page-sites",
    title: "A Practical Guide to the View Transitions API for Multi-Page Sites",
    excerpt:
      "Cross-document view transitions let ordinary multi-page sites animate between pages with a few lines of CSS. Here is how to adopt them without hurting performance or accessibility.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["css", "javascript", "performance"],
    daysAgo: 16,
    published: true,
    html: `<p>For years, smooth animated transitions between pages were the preserve of single-page applications. If you wanted a product card to glide into a product detail view, you needed a client-side router, careful state management and a fair amount of JavaScript. The View Transitions API changes that calculation. With cross-document transitions now supported in Chromium-based browsers and Safari, and progressing elsewhere, a plain multi-page site can animate between navigations using mostly CSS.</p>
<p>This guide walks through a sensible adoption path: opting in, naming elements, customising animations and making sure users who prefer reduced motion are respected.</p>
<h2>Opting in to cross-document transitions</h2>
<p>Cross-document view transitions are opt-in, and both the old and the new page must agree. The opt-in lives in CSS, which means it can be scoped with media queries:</p>
<pre><code>@view-transition {
  navigation: auto;
}

@media (prefers-reduced-motion: reduce) {
  @view-transition {
    navigation: none;
  }
}</code></pre>
<p>With just the first rule on both pages, same-origin navigations will get a default cross-fade. The browser takes a snapshot of the outgoing page, renders the incoming one, and animates between them. No JavaScript is involved, and browsers that do not support the feature simply navigate as usual.</p>
<h2>Naming elements for shared transitions</h2>
<p>The default cross-fade is pleasant but generic. The interesting effects come from giving matching elements on both pages the same <code>view-transition-name</code>. The browser then morphs the element from its old position and size to its new one.</p>
<pre><code>/* listing page */
.product-card img {
  view-transition-name: var(--vt-name);
}

/* detail page */
.product-hero img {
  view-transition-name: var(--vt-name);
}</code></pre>
<p>Each name must be unique within a page at the moment of capture, which is the most common source of bugs. On a listing page with forty cards, you cannot give every image the same name. A common pattern is to set a custom property per item in the markup, for example <code>style="--vt-name: product-1042"</code>, and repeat the same value on the detail page.</p>
<h3>Customising the animation</h3>
<p>During a transition, the browser builds a tree of pseudo-elements such as <code>::view-transition-old(root)</code> and <code>::view-transition-new(root)</code>. These are ordinary animation targets:</p>
<pre><code>::view-transition-old(root) {
  animation: 180ms ease-in both fade-out;
}

::view-transition-new(root) {
  animation: 240ms ease-out both slide-up;
}

@keyframes slide-up {
  from { transform: translateY(12px); opacity: 0; }
}</code></pre>
<p>Keep durations short. Page transitions that last longer than about a third of a second start to feel like they are slowing the user down rather than orienting them.</p>
<h2>Performance considerations</h2>
<p>View transitions are not free. The browser has to hold the outgoing page's snapshot while the new page loads, and the transition cannot begin until the new page has rendered enough to capture. If your pages are slow to first render, the animation will simply make that slowness more visible.</p>
<p>A few practical rules help:</p>
<ul>
<li>Fix render-blocking resources first. A transition on top of a two-second blank screen is worse than no transition.</li>
<li>Name only the elements that matter. Every named element becomes its own layer during the animation.</li>
<li>Avoid naming very large elements, such as full-width hero images, on low-end devices if profiling shows dropped frames.</li>
<li>Use the <code>pagereveal</code> and <code>pageswap</code> events only when you genuinely need to adjust names dynamically.</li>
</ul>
<blockquote><p>We shipped view transitions on a Friday and rolled them back on Monday, not because they were broken, but because they exposed how slow our product pages were. Fixing that was the real win.</p></blockquote>
<p>That candid assessment came from Mira Haddad, a front-end lead at the fictional furniture retailer Oakfold, whose team eventually relaunched the feature after trimming render-blocking scripts.</p>
<h2>Accessibility and progressive enhancement</h2>
<p>Motion can cause discomfort for people with vestibular disorders, so the reduced-motion media query in the first example is not optional. Beyond that, remember that a view transition is purely visual. Focus management, page titles and announcements for screen reader users work exactly as they would on a normal navigation, which is one of the strongest arguments for the multi-page approach.</p>
<p>Because unsupported browsers ignore the at-rule entirely, there is no need for feature detection in the common case. If you do need to branch in script, checking for <code>document.startViewTransition</code> or the <code>PageRevealEvent</code> interface is enough.</p>
<p>The result is one of the rare web-platform features that is both easy to adopt and easy to remove. Start with the cross-fade, add one or two named elements where they genuinely help users follow what changed, and measure before you add more.</p>`,
  },
  {
    slug: "why-seed-investors-are-crowding-into-vertical-ai-for-insurance-claims",
    title: "Why Seed Investors Are Crowding Into Vertical AI for Insurance Claims",
    excerpt:
      "A cluster of young startups is applying language models to the slow, document-heavy work of processing insurance claims. Investors like the economics, but sceptics see thin moats.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["artificial-intelligence", "large-language-models", "funding", "fintech"],
    daysAgo: 25,
    published: true,
    html: `<p>Ask a venture investor in late 2026 which corner of applied AI they are most excited about, and there is a reasonable chance the answer will be insurance claims. It is not a glamorous category. Claims processing involves scanned invoices, handwritten repair estimates, medical reports and long email threads between adjusters, policyholders and third-party contractors. That is precisely why investors think it is ripe for large language models.</p>
<p>Over the past two quarters at least five startups focused on claims automation have announced seed or pre-seed rounds, according to a tally kept by TechPulse. They include Claimwise, which focuses on property damage in the UK and Ireland, and Adjustr, a US company targeting workers' compensation claims. None of the rounds is large on its own, but together they point to a clear thesis.</p>
<h2>The pitch: unstructured documents, structured decisions</h2>
<p>Most claims follow a predictable arc. A policyholder reports a loss, supporting documents arrive in a dozen formats, an adjuster checks them against the policy wording, and a decision is made. The expensive part is the middle: reading, extracting and reconciling information. Vertical AI startups argue that language models can now do most of that reading reliably, leaving human adjusters to focus on judgement calls.</p>
<p>"An adjuster at a mid-sized carrier might spend most of the day on triage," said Hannah Mercer, co-founder of Claimwise, which raised a $6.5 million seed round from the fictional fund Northgate Ventures. "We are not replacing their decision. We are giving them back the afternoon."</p>
<p>The typical product in this category bundles several capabilities:</p>
<ul>
<li>Document ingestion and classification across PDFs, photos and email attachments.</li>
<li>Extraction of key fields, such as dates of loss, amounts and policy numbers, with confidence scores.</li>
<li>Policy-wording comparison that flags exclusions or coverage limits relevant to the claim.</li>
<li>Draft correspondence for policyholders, reviewed by a human before it is sent.</li>
</ul>
<h2>Why the economics appeal to investors</h2>
<p>Insurance carriers measure claims operations in cost per claim and time to settlement, two numbers that are easy to tie to a software contract. That gives vertical AI startups a cleaner return-on-investment story than many horizontal tools, where the value of a chatbot or a writing assistant is harder to quantify.</p>
<blockquote><p>The best vertical AI companies do not sell intelligence. They sell a number the customer already reports to its board, and they make that number smaller.</p></blockquote>
<p>So said Oliver Brandt, a partner at Northgate who led the Claimwise round. He added that pricing per processed claim, rather than per seat, aligns the startup's revenue with the carrier's savings, though it also exposes the startup to volume swings.</p>
<h3>Regulation shapes the product</h3>
<p>Insurance is heavily regulated, and claims decisions carry obvious fairness concerns. Founders in the space say they have designed their products around explainability from the outset. Every extracted field links back to the source document, and any recommendation to deny or reduce a payout must be reviewed by a licensed human adjuster.</p>
<p>That design is partly a response to regulators' growing interest in automated decision-making, and partly a commercial necessity. Carriers are unwilling to deploy systems that cannot produce an audit trail if a decision is challenged.</p>
<h2>The sceptics' case</h2>
<p>Not everyone is convinced. The most common criticism is that the underlying models are available to everyone, including the carriers themselves and the large claims-management software vendors that already sit inside most insurers. If the core capability is a commodity, what stops an incumbent from adding it as a feature?</p>
<p>"A lot of these companies are a prompt, a PDF parser and a good sales deck," said one partner at a fintech-focused fund who declined to be named because the firm has not yet invested in the category. "The ones that survive will own the workflow and the data, not the model."</p>
<p>Founders counter that the moat lies in integrations and in the labelled data that accumulates as adjusters correct the system's output. Adjustr's chief executive, Marcus Webb, said the company's accuracy on its customers' documents has improved markedly since launch, mainly because each correction feeds an evaluation set specific to that carrier's forms.</p>
<p>Whether that proves durable will become clear over the next eighteen months, as the first cohort of seed-funded claims startups tries to raise Series A rounds. Investors will want evidence of multi-year contracts and expanding usage within carriers, not just successful pilots. For now, though, the category has something rare in AI: a customer with a clear problem and a budget to solve it.</p>`,
  },
  {
    slug: "designing-wallet-connection-flows-that-ordinary-users-actually-understand",
    title: "Designing Wallet Connection Flows That Ordinary Users Actually Understand",
    excerpt:
      "Connect-wallet buttons remain one of the most confusing moments on the decentralised web. A look at multi-wallet discovery, clearer states and safer signing prompts.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["web3", "typescript", "javascript"],
    daysAgo: 34,
    published: true,
    html: `<p>For all the talk of mass adoption, the first interaction most people have with a decentralised application is still a button labelled "Connect Wallet" followed by a wall of logos, a browser extension pop-up and a request to sign a message they cannot read. It is one of the weakest moments in modern web UX, and it is almost entirely within the control of front-end developers.</p>
<p>This piece looks at how to build a connection flow that is honest about what is happening, resilient to multiple installed wallets, and clear about the difference between connecting, signing and paying.</p>
<h2>Stop fighting over window.ethereum</h2>
<p>Historically, Ethereum wallets injected a provider at <code>window.ethereum</code>. When users had more than one wallet installed, extensions raced to claim that global, and the dApp had no reliable way to know which wallet it was talking to. The community standard EIP-6963 solves this with an event-based discovery mechanism: each wallet announces itself, and the page collects the announcements.</p>
<pre><code>type WalletInfo = { uuid: string; name: string; icon: string; rdns: string };
type Announced = { info: WalletInfo; provider: unknown };

const wallets = new Map&lt;string, Announced&gt;();

window.addEventListener("eip6963:announceProvider", (event) =&gt; {
  const detail = (event as CustomEvent&lt;Announced&gt;).detail;
  wallets.set(detail.info.uuid, detail);
  renderWalletList(Array.from(wallets.values()));
});

window.dispatchEvent(new Event("eip6963:requestProvider"));</code></pre>
<p>Most mainstream wallet libraries now support this out of the box, but it is worth understanding what they do. The list you render is the list of wallets the user actually has, with their real names and icons, rather than a static grid of twenty logos that may or may not be installed.</p>
<h2>Separate the three moments</h2>
<p>Users routinely confuse three distinct actions: connecting (sharing an address), signing a message (proving control of that address) and sending a transaction (moving value or changing state). Good interfaces make these feel different.</p>
<ol>
<li><strong>Connect.</strong> Explain in one sentence what the site will see: a public address and balances, nothing more. Do not ask for a signature at the same time unless you genuinely need one.</li>
<li><strong>Sign in.</strong> If you use Sign-In with Ethereum, show a preview of the message in your own UI before the wallet prompt appears, including the domain and an expiry time.</li>
<li><strong>Transact.</strong> Summarise the effect in plain language, including fees and the token amounts that will leave the wallet, before handing off to the wallet for confirmation.</li>
</ol>
<blockquote><p>Every time we removed a surprise signature request, our completion rate went up. Users are not scared of crypto. They are scared of pop-ups they do not understand.</p></blockquote>
<p>That observation comes from Kwame Asante, a product engineer at the fictional savings app Driftpool, whose team redesigned its onboarding after noticing that a large share of visitors abandoned the flow at the first signature prompt.</p>
<h3>Model connection state explicitly</h3>
<p>Connection flows have more states than developers tend to expect: no wallet installed, wallet locked, user rejected, wrong network, connected, and session expired. Treating these as a proper state machine in TypeScript keeps the UI honest:</p>
<pre><code>type ConnectionState =
  | { kind: "no-wallet" }
  | { kind: "idle" }
  | { kind: "pending"; walletName: string }
  | { kind: "rejected"; walletName: string }
  | { kind: "wrong-chain"; address: string; chainId: number }
  | { kind: "connected"; address: string; chainId: number };</code></pre>
<p>With an explicit union, the compiler will remind you to design a screen for the "rejected" case, which is usually where users get stuck. A rejected request should never look like an error; the user made a choice, and the interface should offer a calm way back.</p>
<h2>Small details that build trust</h2>
<p>Beyond the architecture, several small touches make a measurable difference in how trustworthy a dApp feels:</p>
<ul>
<li>Show shortened addresses consistently, with the first and last few characters, and offer a copy button.</li>
<li>Display the network name in words rather than a chain ID.</li>
<li>Never auto-reconnect to a different wallet than the one the user chose last time.</li>
<li>Provide a visible disconnect option, and make it clear that disconnecting in your app does not revoke token approvals.</li>
</ul>
<p>None of these ideas is novel, but together they change the feel of a decentralised application from a developer tool to a consumer product. The protocols underneath may be complex. The first thirty seconds do not have to be.</p>`,
  },
  {
    slug: "stablecoin-payment-startups-turn-their-attention-to-cross-border-b2b-invoices",
    title: "Stablecoin Payment Startups Turn Their Attention to Cross-Border B2B Invoices",
    excerpt:
      "After years of focusing on consumers and traders, a new crop of payments startups is using stablecoins to settle supplier invoices between small businesses in different countries.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "blockchain", "fintech", "regulation"],
    daysAgo: 43,
    published: true,
    html: `<p>Stablecoins were once pitched as a way for traders to park funds between positions. Then they were pitched as remittance rails for migrant workers sending money home. In 2026 the most energetic pitch in startup land is considerably less cinematic: paying a furniture supplier in Vietnam from a small retailer in Germany, with the invoice settled in minutes rather than days.</p>
<p>At least a handful of startups are now building business-to-business payment products on top of dollar- and euro-denominated stablecoins. Among them are Tidewire, based in Singapore, and Corridor Pay, which operates between Mexico and the United States. Both have raised early-stage rounds in the past six months, and both say the same thing: their customers do not care about blockchains.</p>
<h2>The problem they are solving</h2>
<p>Cross-border payments between small businesses remain slow, opaque and expensive in many corridors. A payment may pass through several correspondent banks, each adding fees and delay, and the recipient often cannot see exactly how much will arrive until it does. For a small importer working on thin margins, that unpredictability is a real cost.</p>
<p>"Our customers tell us the fee is annoying but the uncertainty is worse," said Lin Mei Tan, co-founder of Tidewire. "If a supplier does not know when the money will land, they will not ship. So the whole supply chain waits."</p>
<p>The stablecoin-based model usually works like this:</p>
<ol>
<li>The payer funds a transfer in local currency through a bank transfer or card.</li>
<li>The startup, or a licensed partner, converts the funds into a regulated stablecoin.</li>
<li>The stablecoin moves on a public blockchain to the recipient's side, typically in seconds.</li>
<li>A local partner converts it back into the recipient's currency and pays out to a bank account, or the recipient chooses to hold the stablecoin.</li>
</ol>
<h2>Where the margin comes from</h2>
<p>On-chain settlement is cheap, but it is only one step. The real costs lie at the edges: acquiring local currency, converting it, complying with anti-money-laundering rules and paying out to domestic banking systems. Founders acknowledge that the blockchain itself is rarely the main source of savings; the advantage is that a single, always-on settlement layer replaces a chain of intermediaries that each need to be reconciled.</p>
<blockquote><p>The blockchain is the least interesting part of our business and the part that makes the rest possible. It gives us one ledger that both sides can check at three in the morning.</p></blockquote>
<p>That was Diego Ferrer, chief executive of Corridor Pay, which recently closed a $12 million Series A led by the fictional fintech investor Meridian Bridge Partners.</p>
<h3>Regulation is the gating factor</h3>
<p>The regulatory environment has moved quickly. The European Union's Markets in Crypto-Assets regulation now sets requirements for stablecoin issuers and service providers in the bloc, and several other jurisdictions have introduced or proposed frameworks of their own. For startups, the practical consequence is that choosing which stablecoin to support has become a compliance decision as much as a technical one.</p>
<p>Founders interviewed for this article described spending a significant share of their seed funding on licensing, legal opinions and banking partnerships before processing a single live payment. Several said they had deliberately avoided supporting certain tokens in certain markets, even when customers asked for them, because the regulatory status was unclear.</p>
<h2>Risks and open questions</h2>
<p>The model has obvious vulnerabilities. Stablecoins depend on the quality of their reserves and the reliability of their issuers. Local off-ramp partners can lose banking relationships with little warning. And large incumbents, including card networks and established money transfer operators, are experimenting with stablecoin settlement themselves.</p>
<ul>
<li><strong>Issuer risk:</strong> a de-pegging event, however brief, could wipe out the trust these startups have built.</li>
<li><strong>Partner concentration:</strong> many rely on one or two off-ramp providers per country.</li>
<li><strong>Incumbent response:</strong> banks could narrow the gap by improving their own cross-border products.</li>
</ul>
<p>Still, investors appear willing to take those risks in exchange for exposure to a large, stubbornly inefficient market. "This is payments, not crypto," said Priyanka Rao, a principal at Meridian Bridge. "The winners will be judged on the same things payments companies have always been judged on: reliability, compliance and customer support."</p>
<p>If that turns out to be true, the most successful stablecoin startups of the decade may be the ones whose customers never learn the word.</p>`,
  },
  {
    slug: "css-container-queries-how-to-build-truly-reusable-components",
    title: "CSS Container Queries: How to Build Truly Reusable Components",
    excerpt:
      "Container queries let components respond to the space they are given rather than the viewport. A hands-on guide to size queries, container units and style queries.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["css", "accessibility"],
    daysAgo: 52,
    published: true,
    html: `<p>Media queries have served responsive design well for more than a decade, but they answer the wrong question for component-based interfaces. A media query asks how wide the browser window is. A card component usually needs to know something different: how much room it has been given in this particular layout. The same card might appear in a narrow sidebar, a three-column grid and a full-width feature slot on a single page.</p>
<p>Container queries answer that question directly. They are supported in all major evergreen browsers, and they have quietly become one of the most useful tools in modern CSS.</p>
<h2>Declaring a container</h2>
<p>Before a component can query its container, an ancestor has to be declared as one. The <code>container-type</code> property opts an element in, and <code>container-name</code> lets you target it explicitly:</p>
<pre><code>.card-slot {
  container-type: inline-size;
  container-name: card;
}

.card {
  display: grid;
  gap: 0.75rem;
}

@container card (min-width: 28rem) {
  .card {
    grid-template-columns: 10rem 1fr;
    align-items: start;
  }
}</code></pre>
<p>Using <code>inline-size</code> rather than <code>size</code> is almost always the right choice. It establishes containment only on the inline axis, so the container's height can still depend on its content, which is what you want for most layouts.</p>
<h2>Container query units</h2>
<p>Alongside the at-rule come new length units relative to the container: <code>cqi</code> for one percent of the container's inline size, <code>cqb</code> for the block size, and <code>cqmin</code> and <code>cqmax</code>. They are particularly handy for typography that should scale with the component rather than the page:</p>
<pre><code>.card h3 {
  font-size: clamp(1.1rem, 0.9rem + 2cqi, 1.6rem);
}</code></pre>
<p>Note the use of <code>clamp()</code> with a rem-based floor and ceiling. Pure container units ignore the user's font size preferences, so anchoring the calculation in rem keeps text zoom working properly.</p>
<h3>Style queries</h3>
<p>Size queries are the headline feature, but style queries, which let a component respond to the computed value of a custom property on its container, are increasingly practical. They are useful for theming variations without extra class names:</p>
<pre><code>.promo {
  --tone: highlight;
}

@container style(--tone: highlight) {
  .card {
    background: var(--surface-accent);
    border-color: var(--border-accent);
  }
}</code></pre>
<p>Browser support for style queries on custom properties is good in Chromium and Safari, but check your support matrix before depending on them for anything essential.</p>
<h2>A sensible migration path</h2>
<p>Teams adopting container queries on an existing design system tend to follow a similar sequence:</p>
<ol>
<li>Identify components that already have layout variants controlled by modifier classes such as <code>.card--compact</code>.</li>
<li>Wrap their placement slots in containers rather than making the component itself a container, since an element cannot query its own size.</li>
<li>Replace the modifier classes with container queries one component at a time, keeping the old classes as a fallback until you are confident.</li>
<li>Keep page-level layout, such as the number of grid columns, in media queries. That is still a viewport concern.</li>
</ol>
<blockquote><p>The moment it clicked for us was when a designer dropped our product tile into a new marketing page and it just worked. Nobody had to write a new variant.</p></blockquote>
<p>That was Sofia Lindgren, a design systems engineer at the fictional travel company Waymark, describing her team's switch from modifier classes to container queries.</p>
<h2>Accessibility considerations</h2>
<p>Container queries are a layout tool, and layout decisions affect accessibility in ways that are easy to miss. A few points are worth checking:</p>
<ul>
<li>When a component rearranges itself, make sure the DOM order still makes sense. Visual reordering with grid should not separate a heading from the content it introduces.</li>
<li>Test at 200 and 400 percent zoom. Zooming shrinks the available space in CSS pixels, so components will switch to their narrow layouts, which is exactly what you want, provided those layouts are usable.</li>
<li>Avoid hiding important content in compact variants. If a price or a call to action disappears when the card is narrow, some users will never see it.</li>
</ul>
<p>Used carefully, container queries make components more robust, not just more flexible. The best outcome is one nobody notices: a component that looks right wherever it is placed.</p>`,
  },
  {
    slug: "ai-code-review-startups-face-a-crowded-market-and-skeptical-engineers",
    title: "AI Code Review Startups Face a Crowded Market and Skeptical Engineers",
    excerpt:
      "Dozens of developer-tool startups now promise automated pull request review. Founders and engineering leaders explain what separates useful tools from noisy ones.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["artificial-intelligence", "developer-tools", "funding", "open-source"],
    daysAgo: 61,
    published: true,
    html: `<p>If you manage a software team, your inbox has probably filled up with offers to review your pull requests automatically. AI code review has become one of the most crowded categories in developer tooling, with a long list of venture-backed startups competing alongside features built directly into code hosting platforms and editors. The pitch is always the same: catch bugs earlier, reduce reviewer fatigue and ship faster.</p>
<p>The reality, according to engineering leaders who have trialled several of these products, is more mixed. Some tools are genuinely useful. Many generate so many low-value comments that developers learn to ignore them within a week.</p>
<h2>The funding picture</h2>
<p>Money has flowed freely into the category. Lintbird, a two-year-old startup that reviews pull requests against a team's own conventions, raised a $22 million Series A this summer from the fictional fund Copperline Ventures. Reviewloop, which started as an open-source command-line tool, closed a smaller seed extension to build a hosted version aimed at enterprises.</p>
<p>Investors say the appeal is straightforward. Code review is a universal bottleneck, developer tools have a well-understood bottom-up sales motion, and the cost of a missed bug in production is easy to explain to a chief technology officer. The harder question is whether any of these startups can build a durable business when the platforms they integrate with are shipping similar features.</p>
<blockquote><p>Every developer-tool founder has to answer the same question: what do you know about my codebase that the platform does not? If the answer is nothing, you are a feature with a pricing page.</p></blockquote>
<p>That was Nadia Koval, a partner at Copperline who led the Lintbird round. Her firm's bet is that context, meaning a deep model of a team's architecture, history and unwritten rules, is harder to replicate than the underlying language model.</p>
<h2>What engineers say they want</h2>
<p>TechPulse spoke to engineering managers at seven companies, ranging from a twenty-person startup to a large logistics firm, about their experience with AI reviewers. Their feedback converged on a short list of requirements:</p>
<ul>
<li><strong>Signal over volume.</strong> Three comments that matter beat thirty that do not. Several managers said they would pay more for a tool that comments less.</li>
<li><strong>Awareness of conventions.</strong> Suggestions that contradict the team's style guide or architecture decisions destroy trust quickly.</li>
<li><strong>Security focus.</strong> Catching an injection risk or a leaked secret is valued far more than a suggested variable rename.</li>
<li><strong>Respect for the human reviewer.</strong> Tools that summarise a change and point to risky areas are welcomed; tools that try to approve changes on their own are not.</li>
</ul>
<p>"The first tool we tried left a comment on almost every line," said Tomasz Nowak, an engineering director at a fictional online pharmacy called Remedia. "By day three, people were resolving them without reading. That is worse than no tool, because it trains people to ignore warnings."</p>
<h3>Measuring whether it works</h3>
<p>One recurring theme was the difficulty of measuring impact. Vendors tend to cite the number of issues flagged, which says little about whether those issues mattered. More thoughtful customers track the share of AI comments that lead to a code change, the time from pull request opening to merge, and whether escaped defects decline over a quarter.</p>
<p>Lintbird's chief executive, Jonah Feld, said the company now reports an "acceptance rate" for every customer and tunes its models to reduce comment volume when acceptance drops. "If developers are not acting on our comments, that is our bug, not theirs," he said.</p>
<h2>The open-source angle</h2>
<p>Several startups in the space have released parts of their tooling under open-source licences, partly as a distribution strategy and partly to address concerns about sending proprietary code to third parties. Self-hostable review agents that run against a company's own model deployment have become a common enterprise request, particularly in regulated industries.</p>
<p>That creates a familiar tension. Open-source distribution builds trust and adoption, but it also makes it easier for customers to run the tool without paying. Reviewloop's founders say they are comfortable with that trade-off, betting that large organisations will pay for hosted infrastructure, policy controls and support.</p>
<p>The shake-out, when it comes, will likely reward the companies that understood early that developers are a demanding audience. A code reviewer, human or otherwise, earns trust slowly and loses it in a single noisy afternoon.</p>`,
  },
  {
    slug: "passkeys-meet-smart-accounts-is-this-the-end-of-the-seed-phrase",
    title: "Passkeys Meet Smart Accounts: Is This the End of the Seed Phrase?",
    excerpt:
      "Combining WebAuthn passkeys with smart contract accounts promises wallets without seed phrases. We look at how it works in the browser and where the security trade-offs lie.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["web3", "cybersecurity", "privacy", "typescript"],
    daysAgo: 70,
    published: true,
    html: `<p>The seed phrase has been the single biggest barrier between ordinary people and self-custodied crypto. Twelve or twenty-four random words, written on paper, guarded forever, and lost with alarming regularity. A growing number of wallets now offer an alternative that web developers will find familiar: passkeys, the same WebAuthn credentials that let you sign in to websites with a fingerprint or face scan.</p>
<p>This article explains how passkey-based wallets work, what the browser code looks like, and why the security model is different rather than simply better.</p>
<h2>How passkeys and smart accounts fit together</h2>
<p>A traditional crypto wallet is an externally owned account controlled by a single secp256k1 private key. Passkeys, by contrast, typically use the P-256 curve and keep the private key inside a secure enclave or a synced credential manager. You cannot simply use a passkey as an Ethereum key.</p>
<p>Smart contract accounts, popularised by the ERC-4337 account abstraction standard, bridge that gap. The account is a contract whose validation logic can check any signature scheme it is programmed to accept, including P-256 signatures produced by WebAuthn. Several networks have added precompiles that make verifying those signatures on-chain affordable, which is what turned the idea from a demo into a product.</p>
<h2>What the browser side looks like</h2>
<p>Creating the credential uses the standard WebAuthn API. The important detail is that the public key must be extracted and registered with the smart account, so that the contract can later verify signatures:</p>
<pre><code>const credential = (await navigator.credentials.create({
  publicKey: {
    rp: { name: "Driftpool", id: "app.example.com" },
    user: { id: userIdBytes, name: email, displayName: email },
    challenge: crypto.getRandomValues(new Uint8Array(32)),
    pubKeyCredParams: [{ type: "public-key", alg: -7 }], // ES256 (P-256)
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
  },
})) as PublicKeyCredential;

const response = credential.response as AuthenticatorAttestationResponse;
const publicKey = response.getPublicKey(); // SPKI bytes, sent to the account factory</code></pre>
<p>When the user later approves a transaction, the wallet computes the hash of the user operation and passes it as the WebAuthn challenge. The authenticator signs it after a biometric check, and the signature, together with the authenticator data and client data, is submitted for on-chain verification.</p>
<h3>The relying party question</h3>
<p>Passkeys are bound to a relying party identifier, usually a domain. That is a phishing defence on the web, but it has an awkward consequence for wallets: the credential only works on the domain that created it. If a wallet provider loses its domain or shuts down, users need another way to control their accounts. Well-designed smart accounts therefore support multiple signers and recovery paths.</p>
<blockquote><p>A passkey wallet without a recovery plan is just a seed phrase that your phone remembers for you. The account design matters more than the login button.</p></blockquote>
<p>So argued Yusuf Demir, a security engineer at the fictional wallet infrastructure firm Anchorlight, who has reviewed several passkey-based account implementations.</p>
<h2>The security trade-offs</h2>
<p>Passkeys eliminate some of the worst failure modes of seed phrases, but they introduce new dependencies. Developers and product teams should weigh the following:</p>
<ul>
<li><strong>Sync providers:</strong> synced passkeys are backed up by the platform vendor's credential manager, which improves recovery but means the security of the wallet partly depends on the user's cloud account.</li>
<li><strong>Device-bound keys:</strong> hardware-bound passkeys avoid the cloud but can be lost with the device, so a second signer is essential.</li>
<li><strong>Domain binding:</strong> users cannot take a credential to a different wallet front end, which limits portability.</li>
<li><strong>Privacy:</strong> using the same account across many applications links activity on-chain, regardless of how the user signs in.</li>
</ul>
<h3>Recovery patterns that work</h3>
<p>The most robust designs combine a passkey for daily use with at least one independent recovery signer: a second passkey on another device, a hardware key, or a guardian arrangement where trusted contacts can collectively rotate the signer after a delay. The delay matters. It gives the legitimate owner time to cancel a malicious recovery attempt.</p>
<p>For web developers, the practical lesson is that the passkey prompt is the easy part. The hard work lies in onboarding that nudges users to add a second signer, clear messaging about where their credential is stored, and account recovery flows that are tested as carefully as sign-up.</p>
<p>Seed phrases will not disappear overnight, and experienced users may continue to prefer them. But for the next hundred million users, a fingerprint and a well-designed smart account look like a far more realistic starting point.</p>`,
  },
  {
    slug: "crypto-founders-weigh-relocation-as-licensing-regimes-diverge",
    title: "Crypto Founders Weigh Relocation as Licensing Regimes Diverge",
    excerpt:
      "Diverging rules for digital-asset businesses are reshaping where web3 startups incorporate, hire and raise money. Founders describe the costs of choosing a jurisdiction.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "regulation", "funding"],
    daysAgo: 79,
    published: true,
    html: `<p>When Amara Nwosu started her crypto payroll company three years ago, the question of where to incorporate took about a week. She chose the jurisdiction where her co-founder lived and where a friendly lawyer was willing to work for equity. Today, she says, that decision would take six months, several legal opinions and a spreadsheet with more tabs than her financial model.</p>
<p>Nwosu's company, Paystream, is one of many web3 startups reconsidering where they are based as licensing regimes for digital-asset businesses diverge across major markets. Some jurisdictions now offer comprehensive frameworks with clear, if demanding, requirements. Others remain ambiguous. For founders, the result is a new kind of strategic decision that can shape hiring, fundraising and product scope for years.</p>
<h2>Clarity has a price</h2>
<p>The European Union's Markets in Crypto-Assets regulation, now fully applicable, allows a licensed crypto-asset service provider to operate across member states. Several other financial centres have introduced their own regimes. Founders generally welcome the clarity, but many describe the cost of compliance as a significant burden for early-stage companies.</p>
<p>"Regulatory clarity is great if you can afford it," Nwosu said. "Before we have product-market fit, we are being asked to build a compliance function that looks like a small bank's."</p>
<p>The costs founders cited most often include:</p>
<ul>
<li>Legal fees for licence applications and ongoing regulatory advice.</li>
<li>Hiring compliance officers and, in some cases, locally resident directors.</li>
<li>Capital requirements that tie up funds which would otherwise go to engineering.</li>
<li>Audits of internal controls, custody arrangements and anti-money-laundering procedures.</li>
</ul>
<h2>The relocation calculus</h2>
<p>Not every founder is moving, and some of those who have moved have done so partly for reasons unrelated to regulation, such as access to talent or investors. But conversations with more than a dozen founders and investors suggest a pattern. Startups that touch customer funds, including exchanges, custodians and payment firms, are gravitating towards jurisdictions with established licensing regimes. Startups building infrastructure or developer tools that never hold customer assets are more comfortable staying where they are.</p>
<blockquote><p>We tell founders to design the company around what they touch. If you never hold customer money, you have far more freedom. The moment you do, you need a regulator who knows your name.</p></blockquote>
<p>That was the advice of Henrik Sølvberg, a general partner at the fictional early-stage fund Fjordline Capital, which invests in web3 infrastructure.</p>
<h3>Effect on fundraising</h3>
<p>Investors' appetite has shifted accordingly. Several funds said they now ask about licensing strategy in first meetings, and some have added regulatory milestones to their investment terms. A founder who can show a credible path to a licence, or a product design that avoids needing one, has a noticeably easier conversation.</p>
<p>"Two cycles ago, the question was how big is the token opportunity," said Sølvberg. "Now it is who is your regulator and what is your runway to get licensed. Those are healthier questions."</p>
<h2>Product decisions shaped by law</h2>
<p>Regulation is also changing what startups build. Several founders described narrowing their products to avoid triggering licensing requirements in certain markets, for instance by partnering with a licensed custodian rather than holding assets themselves, or by geo-restricting specific features.</p>
<p>Paystream, for example, now routes all stablecoin conversions through a licensed partner and focuses its own product on payroll calculation, tax reporting and employee onboarding. "We used to think of compliance as a tax on building," Nwosu said. "Now it is part of the product architecture. It decides what we build ourselves and what we rent."</p>
<h2>What comes next</h2>
<p>Founders expect divergence to continue before any convergence. International standard-setters have published recommendations on crypto-asset regulation, but implementation varies widely, and the rules for areas such as decentralised finance and self-hosted wallets remain contested in many places.</p>
<p>For the startups caught in between, the practical advice from lawyers and investors is consistent: decide early which activities you will perform, map them to the jurisdictions where your customers are, and budget for compliance as a core cost rather than an afterthought. The era of incorporating wherever a friendly lawyer happens to live is over.</p>`,
  },
  {
    slug: "how-to-enforce-web-performance-budgets-in-continuous-integration",
    title: "How to Enforce Web Performance Budgets in Continuous Integration",
    excerpt:
      "Performance budgets only work when something fails the build. A step-by-step approach to setting budgets for bundle size and lab metrics, and wiring them into CI.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["performance", "developer-tools", "javascript"],
    daysAgo: 88,
    published: true,
    html: `<p>Almost every front-end team agrees that performance matters. Far fewer have a mechanism that stops a pull request from adding 200 kilobytes of JavaScript to the home page. That mechanism is a performance budget: an explicit, agreed limit on metrics that affect user experience, enforced automatically so that regressions are caught before they ship.</p>
<p>This guide covers how to choose sensible budgets, which tools to use to enforce them, and how to keep the process from becoming a source of friction.</p>
<h2>Choosing what to budget</h2>
<p>Budgets fall into three broad categories, and a mature setup uses all three:</p>
<ul>
<li><strong>Quantity budgets</strong> limit the raw size of resources, such as compressed JavaScript per route, total image weight or the number of third-party requests.</li>
<li><strong>Lab metric budgets</strong> set thresholds for synthetic measurements, such as Largest Contentful Paint or Total Blocking Time, in a controlled environment.</li>
<li><strong>Field metric targets</strong> track real-user data, such as Core Web Vitals from your own monitoring, over time.</li>
</ul>
<p>Only the first two are suitable for failing a build. Field data arrives too late and varies too much, so treat it as the ground truth you use to calibrate the other budgets, not as a gate.</p>
<h3>Setting the numbers</h3>
<p>Start from where you are, not where you wish you were. Measure your current bundle sizes and lab metrics on the key routes, then set budgets slightly above the current values. The first goal is to stop things from getting worse. Once the budget is in place and respected, ratchet it down in small steps as the team pays off debt.</p>
<blockquote><p>Our first budget was embarrassingly generous. That was the point. It turned performance from an argument into a number, and numbers can be lowered.</p></blockquote>
<p>That was Priya Raman, a staff engineer at the fictional grocery delivery company Basketly, describing how her team introduced budgets without a revolt.</p>
<h2>Enforcing bundle size budgets</h2>
<p>Bundle size checks are fast and deterministic, which makes them ideal for every pull request. Tools such as size-limit or bundler-specific plugins compare the compressed size of output files against configured limits. A minimal configuration might look like this:</p>
<pre><code>[
  {
    "name": "home route",
    "path": "dist/assets/home-*.js",
    "limit": "95 kB",
    "gzip": true
  },
  {
    "name": "checkout route",
    "path": "dist/assets/checkout-*.js",
    "limit": "120 kB",
    "gzip": true
  }
]</code></pre>
<p>Budget per route, not for the whole application. A single global number hides the fact that a heavy admin dashboard dependency has leaked into the landing page.</p>
<h2>Enforcing lab metric budgets</h2>
<p>Lab metrics require running a real browser against a built version of the site. Lighthouse CI is a common choice. It can run several times per URL, take the median and assert against thresholds:</p>
<pre><code>{
  "ci": {
    "collect": {
      "url": ["http://localhost:4173/", "http://localhost:4173/checkout"],
      "numberOfRuns": 3
    },
    "assert": {
      "assertions": {
        "largest-contentful-paint": ["error", { "maxNumericValue": 2500 }],
        "total-blocking-time": ["error", { "maxNumericValue": 200 }],
        "cumulative-layout-shift": ["warn", { "maxNumericValue": 0.1 }]
      }
    }
  }
}</code></pre>
<p>Wire it into your pipeline after the build step:</p>
<pre><code>npm run build
npx lhci autorun --config=./lighthouserc.json</code></pre>
<p>Lab results on shared CI runners are noisy. Multiple runs help, and so does running on dedicated or consistently sized machines. If you see flaky failures, widen the threshold slightly rather than disabling the check.</p>
<h2>Keeping budgets humane</h2>
<p>A budget that blocks every other pull request will be switched off within a month. A few practices keep the system sustainable:</p>
<ol>
<li>Post a comment on the pull request showing the size or metric change, even when it passes, so developers see the effect of their work.</li>
<li>Provide a documented way to request a budget increase, reviewed by someone who owns performance.</li>
<li>Review budgets quarterly against field data, tightening them where real-user metrics have room to improve.</li>
<li>Celebrate reductions. A pull request that removes 30 kilobytes deserves as much attention as one that adds a feature.</li>
</ol>
<p>Performance budgets are as much a cultural tool as a technical one. They make an invisible cost visible at the moment a decision is made, which is the only moment it is cheap to change.</p>`,
  },
  {
    slug: "decentralised-gpu-networks-pitch-cheaper-compute-to-cash-strapped-ai-startups",
    title: "Decentralised GPU Networks Pitch Cheaper Compute to Cash-Strapped AI Startups",
    excerpt:
      "Token-incentivised compute marketplaces promise AI startups cheaper access to GPUs. Early customers report real savings, along with reliability and compliance headaches.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "artificial-intelligence", "cloud-computing"],
    daysAgo: 97,
    published: true,
    html: `<p>For a young AI startup, compute is often the largest line item after salaries. Hyperscale cloud providers offer reliability and convenience, but GPU capacity can be expensive and, at times, hard to reserve. Into that gap have stepped a number of decentralised compute networks: marketplaces that aggregate idle or underused GPUs from data centres, mining operations and smaller hosting providers, and coordinate payments using tokens.</p>
<p>The pitch is compelling on paper. Suppliers earn revenue from hardware that would otherwise sit idle, and buyers get access to GPUs at prices that, according to the networks' own marketing, can undercut traditional clouds substantially. TechPulse spoke to founders on both sides of these marketplaces to understand how well that promise holds up.</p>
<h2>How the networks work</h2>
<p>Although the details differ, most decentralised compute networks share a common architecture. Providers register hardware and stake tokens as collateral. Buyers submit jobs or rent machines, paying either in the network's token or in stablecoins that are converted behind the scenes. A verification layer, which varies from reputation scores to cryptographic proofs and spot checks, aims to ensure that providers actually deliver the compute they are paid for.</p>
<p>Gridmesh, one of the younger networks, says it has onboarded several thousand GPUs across multiple continents. Its co-founder, Leon Hartmann, said the token is there to solve a coordination problem, not to attract speculators. "We need thousands of independent providers to behave honestly without a central contract with each of them," he said. "Staking and slashing give us that."</p>
<h2>What AI startups actually use it for</h2>
<p>Buyers interviewed for this article were consistent about where decentralised compute fits and where it does not:</p>
<ul>
<li><strong>Batch inference</strong> on open-weight models, where individual jobs can be retried if a node fails.</li>
<li><strong>Fine-tuning runs</strong> on small and mid-sized models that fit on a single machine.</li>
<li><strong>Evaluation and synthetic data generation</strong>, which are embarrassingly parallel and tolerant of interruptions.</li>
<li>Rarely, if ever, <strong>large distributed training</strong>, which depends on fast interconnects between GPUs that scattered providers cannot offer.</li>
</ul>
<blockquote><p>For our evaluation pipeline, the savings were real and we would not go back. For anything customer-facing with a latency target, we still pay for a big cloud. Those are different jobs.</p></blockquote>
<p>So said Sana Qureshi, chief technology officer at Lexora, a fictional legal research startup that splits its workloads between a hyperscaler and a decentralised network.</p>
<h3>Reliability and trust</h3>
<p>The most common complaint is variability. Nodes drop offline, performance differs between supposedly identical GPUs, and debugging a failed job on someone else's hardware is harder than on a managed cloud. Networks have responded with tiered offerings: premium tiers that include only vetted data-centre providers with service-level commitments, and cheaper tiers drawn from the broader pool.</p>
<p>Security and compliance are bigger obstacles for some buyers. Running proprietary model weights or customer data on hardware operated by unknown parties is a non-starter for many enterprise customers. Some networks now offer confidential computing options, using hardware-based trusted execution environments, but support is limited to newer GPU generations and adds overhead.</p>
<h2>The token question</h2>
<p>Sceptics argue that token incentives can distort supply. When token prices are high, providers flood in; when prices fall, they leave, and capacity disappears with them. Buyers who pay in stablecoins are partly insulated, but the health of the supply side still depends on token economics.</p>
<p>"The risk is that you build your cost model on a subsidy," said Elise Moreau, a partner at the fictional deep-tech fund Vantage Arc, who has looked at several networks without investing. "If the token rewards dry up, does the price of compute go up? For most of these networks we do not know yet."</p>
<h2>A complement, not a replacement</h2>
<p>For now, decentralised GPU networks look less like a threat to traditional cloud computing and more like a useful overflow valve. Startups that design workloads to be interruptible and stateless can capture meaningful savings. Those that need guaranteed capacity, strict data controls or tightly coupled clusters will continue to rely on conventional providers.</p>
<p>That may be enough. If the networks can prove that their pricing is sustainable without generous token rewards, they will have earned a durable place in the AI infrastructure stack. If not, the savings many startups are enjoying today may prove temporary.</p>`,
  },
  {
    slug: "verifiable-credentials-in-the-browser-a-developers-primer-on-decentralised-id",
    title: "Verifiable Credentials in the Browser: A Developer's Primer on Decentralised ID",
    excerpt:
      "Decentralised identifiers and verifiable credentials are moving from standards documents into browsers and wallets. What web developers need to know to request and verify them.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["web3", "blockchain", "privacy", "javascript"],
    daysAgo: 106,
    published: true,
    html: `<p>For most of the web's history, proving something about yourself online has meant handing over far more information than necessary. To show you are over eighteen, you upload a photo of a driving licence that also reveals your address, date of birth and licence number. Decentralised identity aims to change that, and after years of standards work, the pieces are finally reaching browsers and wallets that ordinary people use.</p>
<p>This primer covers the core concepts, how a website requests a credential, and what role blockchains do and do not play.</p>
<h2>The building blocks</h2>
<p>Three concepts underpin decentralised identity:</p>
<ul>
<li><strong>Decentralised identifiers (DIDs)</strong> are globally unique identifiers that resolve to a document containing public keys and service endpoints. Some DID methods anchor that document on a blockchain; others use the web or peer-to-peer exchange.</li>
<li><strong>Verifiable credentials</strong> are signed statements made by an issuer about a subject, such as a university attesting that someone holds a degree.</li>
<li><strong>Verifiable presentations</strong> are what a holder shares with a website, containing one or more credentials, or selected claims from them, signed to prove the holder controls them.</li>
</ul>
<p>The key idea is the three-party model: issuer, holder and verifier. The verifier checks the issuer's signature without having to contact the issuer, and the holder decides what to share.</p>
<h2>Where blockchains fit</h2>
<p>There is a common misconception that decentralised identity puts personal data on a blockchain. It should not. Personal data stays in the holder's wallet. Blockchains are used, if at all, for public information: anchoring DID documents, publishing issuer keys, or maintaining revocation registries that let a verifier check whether a credential is still valid.</p>
<blockquote><p>If anyone tells you they are putting identity on-chain, ask them exactly which bytes. The right answer is public keys and revocation status, never a name or a birthday.</p></blockquote>
<p>That advice comes from Johanna Brink, an identity architect at the fictional credential platform Trellis ID, which works with universities and professional bodies on digital certificates.</p>
<h2>Requesting a credential from a web page</h2>
<p>Browsers are gaining a native path for credential requests through the Digital Credentials API, an extension of the Credential Management API. The site asks for specific claims, and the browser hands the request to a wallet the user chooses. The exact shape of the request depends on the presentation protocol, and the API is still evolving, but a request looks roughly like this:</p>
<pre><code>async function requestAgeProof(nonce: string) {
  if (!("DigitalCredential" in window)) {
    return showFallbackFlow();
  }

  const credential = await navigator.credentials.get({
    digital: {
      requests: [
        {
          protocol: "openid4vp",
          data: {
            nonce,
            response_type: "vp_token",
            dcql_query: {
              credentials: [
                {
                  id: "age",
                  format: "dc+sd-jwt",
                  claims: [{ path: ["age_over_18"] }],
                },
              ],
            },
          },
        },
      ],
    },
  } as CredentialRequestOptions);

  return fetch("/api/verify-presentation", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credential),
  });
}</code></pre>
<p>Note that the browser only transports the response. Verification happens on your server, where you check the issuer's signature, the holder binding, the nonce and the revocation status. Treat the API as experimental and check current browser support before building a production flow.</p>
<h3>Selective disclosure</h3>
<p>Formats such as SD-JWT and mdoc support selective disclosure: the holder can reveal "over eighteen: true" without revealing a date of birth. As a developer, the most important privacy decision you make is what you ask for. Request the minimum claims your use case requires, and explain to users why you need them.</p>
<h2>Practical advice for early adopters</h2>
<p>If you are considering verifiable credentials for a real product, a few lessons from early deployments are worth heeding:</p>
<ol>
<li>Start with a use case where the issuer already exists and has a reason to participate, such as a professional body or a government programme.</li>
<li>Keep a conventional fallback. Wallet adoption is growing but far from universal.</li>
<li>Log verification outcomes, not credential contents. You rarely need to store the claims once verified.</li>
<li>Plan for key rotation and revocation from day one, as issuers will change keys and credentials will be withdrawn.</li>
</ol>
<p>Decentralised identity has been promised for a long time, and scepticism is understandable. But the combination of mature standards, native browser support and regulatory interest in digital identity wallets means web developers are likely to encounter it in real projects soon. Learning the model now is a sensible investment.</p>`,
  },
  {
    slug: "inside-the-collapse-of-an-nft-marketplace-that-raised-too-much-too-fast",
    title: "Inside the Collapse of an NFT Marketplace That Raised Too Much, Too Fast",
    excerpt:
      "Canvasly raised tens of millions at the height of the NFT boom and wound down this year. Former staff and investors describe the decisions that sealed its fate.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "blockchain", "funding"],
    daysAgo: 115,
    published: true,
    html: `<p>At its peak, Canvasly had more than a hundred employees, an office with a gallery wall of rotating digital art and a valuation that its founders liked to mention in interviews. This spring, the NFT marketplace quietly announced that it would wind down, return remaining funds to investors where possible and open-source parts of its codebase. Few people outside the crypto industry noticed.</p>
<p>The story of Canvasly, a fictional composite drawn from conversations with former employees and investors at several similar companies, is worth telling because it is so typical. It is not a tale of fraud or spectacular hacks. It is a story about capital arriving before a business model, and about how hard it is to change course when a company has been built for a market that no longer exists.</p>
<h2>The boom years</h2>
<p>Canvasly launched as a curated marketplace for digital artists, charging a fee on primary sales and a smaller cut on secondary trades. Its early traction was real. Artists liked the curation, collectors liked the quality, and trading volume grew rapidly as NFT prices soared across the industry.</p>
<p>Investors took notice. Within eighteen months, the company had raised a seed round, a Series A and a large Series B, the last at a valuation that assumed trading volume would keep growing for years. "We were offered far more money than we asked for," one former executive said. "Saying no felt irresponsible at the time. In hindsight, saying yes was."</p>
<h2>What went wrong</h2>
<p>Former employees identified a series of decisions that, taken together, made the company fragile:</p>
<ul>
<li><strong>Hiring ahead of revenue.</strong> Headcount quadrupled in a year, based on projections that assumed the market would keep rising.</li>
<li><strong>Revenue tied to speculation.</strong> Almost all income came from trading fees, which collapsed along with volumes when the market cooled.</li>
<li><strong>A fee war.</strong> Competitors cut fees to zero and made creator royalties optional, eroding the marketplace's core proposition for artists.</li>
<li><strong>Too many pivots.</strong> The company tried gaming assets, event tickets and brand loyalty programmes in quick succession, never giving any of them time to work.</li>
</ul>
<blockquote><p>We kept looking for the next thing that would bring volume back, when the honest answer was that the volume had been a bubble. Nobody wanted to say that in a board meeting.</p></blockquote>
<p>That was a former product lead who asked not to be named because of a non-disparagement agreement.</p>
<h3>The royalty question</h3>
<p>The collapse of enforced creator royalties deserves particular attention. Canvasly had marketed itself to artists on the promise of ongoing royalties from secondary sales. When rival marketplaces made royalties optional to attract traders, Canvasly faced an impossible choice: keep them and lose volume, or drop them and betray its artists. It eventually tried a compromise, honouring royalties on-chain for collections that used newer token standards with built-in enforcement, but by then many artists had already moved on.</p>
<h2>The investors' view</h2>
<p>Investors in similar companies are, in private, fairly candid about their own role. Valuations set during the boom made subsequent fundraising almost impossible without a painful down round, and a large preference stack left little incentive for employees to stay through a turnaround.</p>
<p>"We priced a market, not a company," said Gabriel Osei, a partner at the fictional fund Redwater Ventures, which invested in several NFT startups in the same period. "When the market went away, there was nothing left to price. That is on us as much as the founders."</p>
<h2>Lessons for the next cycle</h2>
<p>The web3 funding environment in 2026 is more disciplined than it was at the height of the NFT boom, but founders and investors who lived through it say the lessons are easy to forget when prices rise again. Their advice is consistent:</p>
<ol>
<li>Raise for milestones, not for a valuation.</li>
<li>Distinguish between revenue from usage and revenue from speculation, and plan for the second to disappear.</li>
<li>Treat promises to a community, such as royalties, as commitments that need a plan if the market shifts.</li>
<li>Keep headcount flexible until the business has survived at least one downturn.</li>
</ol>
<p>Canvasly's open-sourced contracts and marketplace code now live on in several hobbyist projects. Its former employees have scattered across fintech, AI and, in a few cases, newer blockchain startups. Asked whether she would work in web3 again, one former engineer laughed. "Yes," she said. "But I would ask to see the revenue breakdown first."</p>`,
  },
  {
    slug: "why-crypto-dapps-keep-failing-accessibility-audits-and-how-to-fix-them",
    title: "Why Crypto dApps Keep Failing Accessibility Audits, and How to Fix Them",
    excerpt:
      "Decentralised applications often rely on custom widgets, pop-ups and dense data tables that shut out keyboard and screen reader users. Common failures and practical fixes.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["accessibility", "web3", "react"],
    daysAgo: 124,
    published: true,
    html: `<p>Decentralised finance likes to describe itself as open to anyone with an internet connection. In practice, many decentralised applications are effectively closed to people who navigate with a keyboard, use a screen reader or rely on magnification. Accessibility consultants who audit these interfaces report the same failures again and again, and most of them are fixable with standard front-end techniques.</p>
<p>"The protocols are permissionless. The front ends are not," said Tara Whitfield, an accessibility consultant at the fictional audit firm Clearpath Digital, which has reviewed interfaces for several wallet and exchange projects. This article walks through the most common problems her team finds and how to address them in a React codebase.</p>
<h2>The five most common failures</h2>
<p>Across audits of swap interfaces, lending dashboards and NFT galleries, the same issues dominate:</p>
<ol>
<li><strong>Custom token selectors</strong> built from clickable divs with no keyboard support or accessible name.</li>
<li><strong>Modal dialogs</strong> for confirming transactions that do not trap focus, cannot be closed with Escape and leave background content readable by screen readers.</li>
<li><strong>Status changes announced only visually</strong>, such as a spinner that becomes a green tick when a transaction confirms.</li>
<li><strong>Addresses and hashes</strong> read aloud as long strings of characters with no context.</li>
<li><strong>Low-contrast dark themes</strong>, where secondary text and disabled states fall well below contrast guidelines.</li>
</ol>
<h2>Fixing the token selector</h2>
<p>The token selector is usually the first control a user touches, and it is often a div with an onClick handler. The simplest fix is to use a real button that opens a properly labelled dialog containing a list of buttons or a listbox:</p>
<pre><code>&lt;button
  type="button"
  aria-haspopup="dialog"
  aria-expanded={isOpen}
  onClick={() =&gt; setIsOpen(true)}
&gt;
  &lt;img src={token.icon} alt="" width={20} height={20} /&gt;
  &lt;span&gt;{token.symbol}&lt;/span&gt;
  &lt;span className="visually-hidden"&gt;, change token you pay with&lt;/span&gt;
&lt;/button&gt;</code></pre>
<p>Note the empty alt text on the icon, since the symbol is already present as text, and the visually hidden suffix that explains what the button does. For the dialog itself, the native <code>dialog</code> element opened with <code>showModal()</code> now handles focus trapping, the Escape key and making background content inert, which removes a lot of fragile custom code.</p>
<h2>Announcing transaction status</h2>
<p>Transactions are asynchronous by nature. A user submits, waits for the wallet, then waits again for confirmation. Sighted users watch a spinner; screen reader users often hear nothing. A polite live region fixes this:</p>
<pre><code>&lt;div role="status" aria-live="polite" className="visually-hidden"&gt;
  {statusMessage}
&lt;/div&gt;</code></pre>
<p>Update <code>statusMessage</code> at meaningful moments, such as "Waiting for confirmation in your wallet", "Transaction submitted" and "Swap complete: you received 412.5 USDC". Keep messages short and avoid announcing every block confirmation.</p>
<blockquote><p>A blind user told us our app was the first one where she knew her transaction had finished without asking someone to look at her screen. That was a single line of markup.</p></blockquote>
<p>That was Benedikt Auer, a front-end developer at the fictional lending protocol Quayside, after his team implemented recommendations from an audit.</p>
<h3>Making addresses understandable</h3>
<p>A screen reader reading a full hexadecimal address is technically accurate and practically useless. Display shortened addresses visually, but provide an accessible label that gives context, such as "Recipient address, starting 0x4f2a, ending 9c1e", alongside a copy button with a clear label. Where a name service record or address-book label exists, lead with that.</p>
<h2>Building accessibility into the process</h2>
<p>Audits catch problems, but they are expensive to repeat. Teams that maintain accessible dApps tend to adopt a few habits:</p>
<ul>
<li>Run automated checks in component tests and CI, accepting that they catch only a portion of issues.</li>
<li>Test every release with a keyboard alone, including the full swap or deposit flow through to the wallet prompt.</li>
<li>Include screen reader testing on at least one desktop and one mobile platform before major launches.</li>
<li>Ask wallet providers about the accessibility of their own confirmation screens, since users must get through those too.</li>
</ul>
<p>None of this requires new technology. It requires treating the front end of a decentralised application as a product for everyone, not a demo for people who already know how it works. If the industry means what it says about open access, accessibility is where that promise becomes concrete.</p>`,
  },
  {
    slug: "tokenised-carbon-credit-startups-try-to-rebuild-trust-on-chain",
    title: "Tokenised Carbon Credit Startups Try to Rebuild Trust On-Chain",
    excerpt:
      "Climate-tech founders are putting carbon credits on public ledgers to improve transparency. Critics warn that a blockchain cannot fix a bad offset, only record it.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "blockchain", "climate-tech"],
    daysAgo: 133,
    published: true,
    html: `<p>The voluntary carbon market has a trust problem. Investigations by journalists and researchers in recent years have questioned whether some widely traded offsets represent real emissions reductions. Buyers have become wary, and prices for many credit types have fallen. A group of climate-tech startups believes that part of the answer is to move the market's record-keeping onto public blockchains.</p>
<p>Their argument is not that a blockchain can make a poor project good. It is that transparent, tamper-evident records of issuance, ownership and retirement can reduce double counting, make provenance easier to check and open the market to smaller buyers. Whether that is enough to restore confidence is another question.</p>
<h2>How tokenisation works</h2>
<p>Most carbon tokenisation startups follow a similar model. Credits issued by an established registry are locked or retired in that registry, and a corresponding token is minted on a blockchain. The token carries metadata about the underlying project, such as its methodology, location and vintage. When a buyer wants to claim the offset, they retire the token on-chain, which should be reflected back in the registry.</p>
<p>Verdant Ledger, one of the more established startups in the field, says it now only tokenises credits from registries that have formally agreed to the process. "Early projects bridged credits without the registry's cooperation, and that created exactly the kind of ambiguity the market did not need," said its co-founder, Astrid Halvorsen. "We want the registry to know the token exists and to be able to check it."</p>
<h2>What the startups promise</h2>
<p>Founders in the space typically highlight four benefits:</p>
<ul>
<li><strong>Transparent retirement:</strong> anyone can verify that a credit has been retired and by whom, reducing the risk of the same credit being claimed twice.</li>
<li><strong>Granularity:</strong> credits can be split into small units, allowing small businesses to buy offsets alongside individual purchases.</li>
<li><strong>Programmability:</strong> retirements can be embedded in other products, such as a payment flow that offsets the emissions of a shipment automatically.</li>
<li><strong>Provenance data:</strong> project documentation, monitoring reports and satellite imagery can be linked to the token.</li>
</ul>
<blockquote><p>A blockchain is a very good notary and a very bad scientist. It will faithfully record whatever you tell it, including a forest that was never going to be cut down.</p></blockquote>
<p>That pointed observation came from Dr. Ruth Okonjo, a climate-policy researcher at a fictional sustainability think tank, the Carbon Integrity Forum, who has studied offset markets for more than a decade.</p>
<h3>The quality problem does not go away</h3>
<p>Critics argue that tokenisation addresses the least important part of the problem. The central question for any carbon credit is whether it represents additional, permanent, accurately measured reductions or removals. A token cannot answer that. In the worst case, tokenisation can make low-quality credits more liquid and easier to sell to buyers who do not look closely.</p>
<p>Some startups have responded by restricting what they will tokenise. Verdant Ledger says it only accepts credits that have received a rating from at least one independent ratings provider and displays those ratings alongside each token. Another startup, Canopy Rails, focuses exclusively on engineered carbon removal credits, such as direct air capture and biochar, which it argues are easier to measure.</p>
<h2>Funding and market traction</h2>
<p>Investor interest has been more cautious than in the previous cycle, when several carbon token projects attracted speculative capital that had little to do with climate. Recent rounds have been smaller and more often led by climate-focused funds than crypto funds. Verdant Ledger closed an $8 million Series A earlier this year led by the fictional fund Greenfield Transition Partners.</p>
<p>"We are not interested in a token that trades up and down," said Mateo Santos, a partner at Greenfield. "We are interested in infrastructure that makes a high-quality credit easier to buy and harder to double count. The blockchain is a means, not the thesis."</p>
<p>Corporate buyers interviewed for this article were open to tokenised credits but emphasised that the decision rests on project quality, not technology. Several said they would only consider tokenised credits if the underlying registry record was easy to check and if the startup could show clear legal title.</p>
<h2>The road ahead</h2>
<p>The voluntary carbon market is in the middle of a broader push for integrity, with standard-setting bodies publishing quality principles and governments considering how offsets should be used in corporate climate claims. Tokenisation startups that align with those efforts, rather than trying to route around them, appear best placed to survive.</p>
<p>For sceptics and supporters alike, the verdict is the same: a better ledger is welcome, but it is only useful if what it records is real.</p>`,
  },
  {
    slug: "streaming-ai-responses-with-react-server-components-at-the-edge",
    title: "Streaming AI Responses With React Server Components at the Edge",
    excerpt:
      "Language model responses are slow to complete but fast to start. How to combine server components, Suspense and edge runtimes to show useful output sooner.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["react", "artificial-intelligence", "cloud-computing", "performance"],
    daysAgo: 142,
    published: true,
    html: `<p>Adding a language model to a web application introduces a performance problem that most front-end developers have not faced before. A typical API call returns in milliseconds. A model completion can take several seconds, sometimes much longer. Waiting for the entire response before rendering anything makes an interface feel broken, even when it is working perfectly.</p>
<p>The good news is that model APIs stream tokens as they are generated, and the modern React stack is built for streaming. This article shows how to combine React Server Components, Suspense and edge runtimes to deliver the first useful content as quickly as possible.</p>
<h2>Why streaming changes the architecture</h2>
<p>Traditional server rendering produces a complete HTML document and sends it in one go. Streaming server rendering sends the page in chunks: the shell first, then each section as its data resolves. With server components, a slow part of the page can be wrapped in a Suspense boundary, and React will stream a fallback immediately and replace it with the real content when it is ready.</p>
<p>That model maps neatly onto AI features. The page shell, navigation and any fast data render instantly. The AI-generated section shows a skeleton, then fills in. Crucially, the slow request happens on the server, so API keys and prompt logic never reach the browser.</p>
<h2>A minimal implementation</h2>
<p>Here is a simplified server component that summarises a support ticket. It uses a generic streaming client, but the pattern applies to any provider that returns a readable stream:</p>
<pre><code>import { Suspense } from "react";
import { getTicket } from "@/lib/tickets";
import { streamSummary } from "@/lib/ai";
import { StreamedText } from "./streamed-text";

export default async function TicketPage({ params }: { params: { id: string } }) {
  const ticket = await getTicket(params.id);

  return (
    &lt;article&gt;
      &lt;h1&gt;{ticket.subject}&lt;/h1&gt;
      &lt;Suspense fallback={&lt;p className="skeleton"&gt;Summarising ticket...&lt;/p&gt;}&gt;
        &lt;Summary body={ticket.body} /&gt;
      &lt;/Suspense&gt;
      &lt;TicketThread messages={ticket.messages} /&gt;
    &lt;/article&gt;
  );
}

async function Summary({ body }: { body: string }) {
  const stream = await streamSummary("Summarise this ticket in three bullet points: " + body);
  return &lt;StreamedText stream={stream} /&gt;;
}</code></pre>
<p>The <code>StreamedText</code> component is a small client component that reads from the stream and appends text as it arrives. Frameworks built on server components, including Next.js, offer helpers for passing streams or async iterables from server to client, so check your framework's documentation for the recommended approach.</p>
<h3>Where the edge helps, and where it does not</h3>
<p>Edge runtimes run your server code in locations close to the user. For AI features, the benefit is nuanced. The model itself usually runs in a small number of regions, so placing your rendering code at the edge does not make the model faster. What it does do is reduce the time to first byte for the page shell, which gets the skeleton on screen sooner.</p>
<p>There are trade-offs to weigh:</p>
<ul>
<li>Edge runtimes often restrict available APIs and package sizes, which can rule out some SDKs.</li>
<li>If your page also needs data from a database in a single region, rendering at the edge can add round trips and make things slower.</li>
<li>Long-running streams may hit execution time limits on some platforms, so check your provider's limits for streamed responses.</li>
</ul>
<blockquote><p>We moved the AI route to the edge expecting a big win and got almost nothing. Moving the database call out of the critical path did far more. Measure the whole waterfall, not just the hop you are excited about.</p></blockquote>
<p>That was Noor El-Amin, a platform engineer at the fictional customer support startup Helpwise, which rebuilt its ticket view around streaming summaries.</p>
<h2>Designing the experience</h2>
<p>Streaming is as much a UX decision as a technical one. A few principles make streamed AI content feel trustworthy:</p>
<ol>
<li>Reserve space for the streamed section to avoid layout shift as text arrives.</li>
<li>Label AI-generated content clearly and offer a way to regenerate or report problems.</li>
<li>Do not announce every token to assistive technology. Announce when generation starts and when it completes.</li>
<li>Handle errors within the Suspense boundary with an error boundary, so a failed model call does not take down the whole page.</li>
</ol>
<p>Finally, cache where you can. Many AI outputs, such as summaries of content that rarely changes, can be generated once and stored. The fastest stream is the one you never have to start.</p>`,
  },
  {
    slug: "ai-assisted-smart-contract-audits-promise-speed-but-auditors-urge-caution",
    title: "AI-Assisted Smart Contract Audits Promise Speed, but Auditors Urge Caution",
    excerpt:
      "Security startups are pairing language models with static analysis to review smart contracts faster. Experienced auditors say the tools help, but cannot replace human judgement.",
    category: "startups",
    author: "daniel-okafor",
    tags: ["web3", "blockchain", "cybersecurity", "artificial-intelligence"],
    daysAgo: 151,
    published: true,
    html: `<p>Smart contract auditing has long been one of the most expensive bottlenecks in web3. Reputable firms are booked months in advance, a thorough review of a complex protocol can cost well into six figures, and even audited contracts are regularly exploited. It is no surprise that a wave of startups is promising to make audits faster and cheaper with artificial intelligence.</p>
<p>Companies such as Sentinel Forge and Auditrail, both of which raised seed rounds this year, combine language models with traditional static analysis, symbolic execution and fuzzing. Their marketing talks about audits in days rather than weeks. Experienced human auditors are more measured, and a closer look at what the tools do well and badly explains why.</p>
<h2>What the tools actually do</h2>
<p>Most AI-assisted audit products follow a layered approach. Conventional analysers scan for known vulnerability patterns. A language model then reads the code, the documentation and the findings, ranks the issues by likely severity, explains them in plain language and suggests fixes. Some tools also generate test cases or fuzzing harnesses aimed at suspicious functions.</p>
<p>Consider a classic bug. The following function sends funds before updating the caller's balance, which allows a malicious contract to re-enter and withdraw repeatedly:</p>
<pre><code>// Vulnerable: external call before state update
function withdraw(uint256 amount) external {
    require(balances[msg.sender] &gt;= amount, "insufficient");
    (bool ok, ) = msg.sender.call{value: amount}("");
    require(ok, "transfer failed");
    balances[msg.sender] -= amount;
}

// Fixed: checks-effects-interactions plus a reentrancy guard
function withdraw(uint256 amount) external nonReentrant {
    require(balances[msg.sender] &gt;= amount, "insufficient");
    balances[msg.sender] -= amount;
    (bool ok, ) = msg.sender.call{value: amount}("");
    require(ok, "transfer failed");
}</code></pre>
<p>Any competent tool, AI-assisted or not, will catch this. Where the startups claim an edge is in explaining findings, reducing false positives and spotting variations of known patterns that rigid rules miss.</p>
<h2>Where humans still matter</h2>
<p>The most damaging exploits of recent years have rarely been textbook bugs. They have involved flawed economic assumptions, oracle manipulation, unexpected interactions between protocols, and governance or upgrade mechanisms that could be abused. These are questions about intent and context, and they are where auditors say AI tools are weakest.</p>
<blockquote><p>The model is excellent at telling me what the code does. It is much worse at telling me what the code was supposed to do, and whether those two things match under adversarial conditions. That gap is where the money gets stolen.</p></blockquote>
<p>So said Katarzyna Wolak, a lead auditor at the fictional security firm Bastion Labs, which uses AI tools internally but still staffs every engagement with at least two senior reviewers.</p>
<p>Auditors interviewed for this article listed the areas where they see the most value and the most risk:</p>
<ul>
<li><strong>Helpful:</strong> triaging large codebases, summarising unfamiliar code, generating test scaffolding and drafting report text.</li>
<li><strong>Mixed:</strong> severity ranking, which can be skewed by how a finding is phrased.</li>
<li><strong>Risky:</strong> treating a clean AI report as evidence of safety, especially for novel protocol designs.</li>
</ul>
<h3>The false-confidence problem</h3>
<p>The concern most frequently raised is not that AI tools miss bugs; all tools do. It is that a polished, confident report may be mistaken for a full audit by founders under pressure to launch, or by users reading a badge on a website. Several auditors called for clear labelling that distinguishes automated scans from human-led reviews.</p>
<p>Sentinel Forge's chief executive, Arjun Mehta, said his company agrees. "We sell a pre-audit, not an audit," he said. "Our best customers use us to clean up the obvious issues so that the expensive human time goes on the hard problems."</p>
<h2>The business case</h2>
<p>Investors see a large market. Every protocol launch, upgrade and integration needs review, and demand for senior auditors far exceeds supply. AI-assisted tools could make smaller teams viable and bring basic security review within reach of projects that currently launch with none.</p>
<p>The open question is whether startups can build defensible products when large audit firms are building similar tooling in-house. The likely outcome, several investors suggested, is a split market: startups selling continuous automated scanning to developers, and established firms using AI to increase the throughput of their human auditors.</p>
<p>For users, the advice remains unchanged. An audit, of any kind, reduces risk. It does not eliminate it.</p>`,
  },
  {
    slug: "the-webassembly-component-model-what-web-developers-should-know",
    title: "The WebAssembly Component Model: What Web Developers Should Know",
    excerpt:
      "WebAssembly components promise language-neutral modules with typed interfaces. A draft look at what works in browsers today and where the tooling is heading.",
    category: "webdev",
    author: "elena-rodriguez",
    tags: ["rust", "performance"],
    daysAgo: 160,
    published: false,
    html: `<p>WebAssembly has been available in every major browser for years, yet for many web developers it remains a niche tool reserved for image codecs, games and porting existing C++ libraries. The WebAssembly Component Model, a set of proposals that standardises how modules describe and share typed interfaces, aims to make Wasm modules far easier to compose, regardless of the language they were written in.</p>
<p>This draft looks at what the component model is, how it relates to the browser today, and what a practical workflow looks like.</p>
<h2>From core modules to components</h2>
<p>A core WebAssembly module speaks only in numbers: integers, floats and linear memory. Passing a string or a list between JavaScript and Wasm means agreeing on a memory layout and writing glue code, usually generated by language-specific tools such as wasm-bindgen for Rust.</p>
<p>Components add a layer on top. Interfaces are described in WIT, the WebAssembly Interface Type language, which supports strings, records, variants, lists and resources. Tooling generates bindings on both sides, so a component written in Rust can be called from JavaScript, Python or another component without hand-written glue.</p>
<pre><code>package techpulse:imaging;

interface resize {
  record options {
    width: u32,
    height: u32,
    keep-aspect: bool,
  }

  resize-image: func(input: list&lt;u8&gt;, opts: options) -&gt; result&lt;list&lt;u8&gt;, string&gt;;
}

world image-tools {
  export resize;
}</code></pre>
<h2>Using components in the browser today</h2>
<p>Browsers do not yet load components natively. The common approach is to transpile a component into a core module plus JavaScript bindings using a tool such as jco, then import it like any other ES module:</p>
<pre><code>cargo component build --release
npx jco transpile target/wasm32-wasip1/release/image_tools.wasm -o web/image-tools</code></pre>
<p>The generated module exposes a typed function that accepts a byte array and an options object, and returns the resized image or an error string.</p>
<blockquote><p>The component model is the first time Wasm has felt like a package ecosystem rather than a compilation target. The browser story is still catching up, but the direction is right.</p></blockquote>
<p>That was Lukas Brenner, a performance engineer at the fictional photo-editing startup Lumenpress.</p>
<h2>When it makes sense</h2>
<ul>
<li>CPU-heavy work such as image processing, compression, parsing or cryptography.</li>
<li>Sharing one implementation between server, edge and browser.</li>
<li>Reusing a mature library written in Rust, C or Go instead of rewriting it in JavaScript.</li>
</ul>
<p>For ordinary DOM-heavy application logic, JavaScript remains the better choice. Crossing the boundary has a cost, and Wasm does not have direct DOM access.</p>
<h3>Watch the shipping size</h3>
<p>Component tooling makes it easy to pull in a large dependency without noticing. A Rust component that links a full image library can weigh several hundred kilobytes before compression, which matters on mobile connections. Build in release mode, strip debug information, run an optimiser such as wasm-opt, and lazy-load the module only when a user actually triggers the feature. Browsers compile Wasm in a streaming fashion, so serving it with the correct MIME type and letting the browser cache the compiled result also helps.</p>
<p>It is also worth measuring before committing. For small inputs, the cost of copying data across the boundary can outweigh the speed of the compiled code, and a well-written JavaScript implementation may be just as fast. Profile with realistic data on a mid-range phone, not only on a developer laptop.</p>
<h2>What to watch next</h2>
<p>The component model is still maturing. Proposals for native component loading in browsers, asynchronous interfaces and better integration with JavaScript promises are under discussion, and tooling changes quickly. For now, the sensible approach is to experiment with components on isolated, CPU-bound features where the payoff is clear, keep the JavaScript wrapper thin, and avoid coupling application architecture too tightly to APIs that may still change.</p>`,
  },
];
