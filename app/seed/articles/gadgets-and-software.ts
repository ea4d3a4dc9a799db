import type { DemoArticle } from "../types";

export const gadgetsAndSoftwareArticles: DemoArticle[] = [
  {
    slug: "lumen-vista-2-review-standalone-vr-headset-finally-gets-comfort-right",
    title: "Lumen Vista 2 review: the standalone VR headset that finally gets comfort right",
    excerpt:
      "A rear-mounted battery, sharper pancake lenses and genuinely usable passthrough make the Lumen Vista 2 the easiest standalone headset to wear for more than an hour.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["virtual-reality", "hardware", "wearables"],
    daysAgo: 4,
    published: true,
    html: `<p>For most of the past decade, standalone virtual reality headsets have asked their owners to accept a trade: freedom from cables in exchange for a front-heavy slab of plastic that leaves a red line across the forehead. The Lumen Vista 2, which goes on sale this month at $549 for the 256 GB model, is the first headset I have tested in a long time that treats comfort as a headline feature rather than an afterthought.</p>
<p>After three weeks of daily use, including fitness apps, a handful of long games and several work sessions with virtual monitors, it is the standalone headset I would recommend to most people. It is not perfect, and there are a couple of caveats worth knowing before you buy.</p>
<h2>Design and comfort</h2>
<p>Lumen has moved the battery to the back of a rigid halo strap, where it acts as a counterweight to the display module. On paper the Vista 2 is heavier than its predecessor, but the weight sits over the crown of the head instead of hanging off the face. In practice, I could wear it for ninety minutes without the familiar ache across my cheekbones.</p>
<p>The facial interface is a removable, washable fabric gasket, and there is a thinner spacer in the box for people who wear glasses. A physical dial adjusts the distance between the lenses, which is far less fiddly than the three fixed positions on the original model.</p>
<ul>
<li><strong>Display:</strong> dual 2,160 by 2,160 LCD panels, up to 120 Hz</li>
<li><strong>Lenses:</strong> pancake optics with a roughly 104-degree horizontal field of view</li>
<li><strong>Tracking:</strong> inside-out, four cameras, hand and controller tracking</li>
<li><strong>Battery:</strong> rear-mounted, hot-swappable pack rated for about two and a half hours</li>
<li><strong>Price:</strong> $549 (256 GB), $649 (512 GB)</li>
</ul>
<h2>Display, optics and passthrough</h2>
<p>The pancake lenses are the biggest upgrade you will notice in the first minute. Text is sharp almost to the edge of the lens, and the god rays that plagued the first Vista in dark scenes are largely gone. Black levels are still limited by the LCD panels, so horror games and space simulators look a little grey, but colour accuracy is good and brightness is more than adequate.</p>
<p>Colour passthrough has gone from a novelty to something you can actually use. I could read my phone screen through the headset, find a mug on my desk and walk around furniture without lifting the visor. There is still some warping around close objects, particularly hands, and low light makes the image noisy. For mixed-reality board games and fitness apps that draw targets on your living room walls, though, it works well.</p>
<blockquote><p>"We spent more engineering time on the strap than on the chip," a Lumen product lead told me during a pre-launch briefing. "Nobody finishes a workout because of a benchmark score."</p></blockquote>
<h2>Performance and software</h2>
<p>The Vista 2 runs on a mobile chipset that is a generation newer than the one in the original model, and the difference shows in busier scenes. Games in Lumen's store load quickly, and the system supports OpenXR, which should make it easier for developers to bring titles over from other platforms. The library is still smaller than those of the biggest platforms, and a few high-profile games are missing at launch.</p>
<p>Battery life landed between two hours and two hours and forty minutes in my testing, depending on brightness and whether passthrough was active. Because the pack is hot-swappable, a $79 spare battery turns that into an afternoon, which is a clever solution for anyone using the headset for training or events.</p>
<h3>What could be better</h3>
<ul>
<li>The controllers still use AA batteries rather than a rechargeable cell.</li>
<li>Hand tracking occasionally loses fingers when they overlap.</li>
<li>The companion phone app asks for more permissions than it needs.</li>
</ul>
<h2>Verdict</h2>
<p>The Lumen Vista 2 does not reinvent virtual reality, and it does not need to. It takes the standalone formula and fixes the things that made people leave their headsets in a drawer: weight distribution, blurry edges and a passthrough view too murky to trust. If the software library keeps growing, this is the headset to beat in its price range. You can read our <a href="https://example.com/guides/vr-headset-buying-guide">VR headset buying guide</a> for how it compares with tethered options.</p>`,
  },
  {
    slug: "your-package-manager-is-an-attack-surface-practical-hardening-guide",
    title: "Your package manager is an attack surface: a practical hardening guide",
    excerpt:
      "Supply-chain attacks keep arriving through install scripts and typosquatted names. Here is how teams are locking down npm and pnpm without slowing developers to a crawl.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["cybersecurity", "javascript", "developer-tools", "open-source"],
    daysAgo: 13,
    published: true,
    html: `<p>Every time a developer types an install command, they are running code written by strangers. For years that was an acceptable trade for the productivity of the JavaScript ecosystem. After a run of incidents, including self-replicating worms that stole publishing tokens and used them to push poisoned versions of other packages, many engineering teams have stopped treating the package manager as plumbing and started treating it as part of their attack surface.</p>
<p>The good news is that the most effective defences are not exotic. They are configuration changes, most of which take an afternoon to roll out. This guide covers the ones we hear security teams recommend most often.</p>
<h2>Where the attacks come in</h2>
<p>Most malicious packages rely on one of a small number of tricks. Knowing them makes it easier to see why each defence matters.</p>
<ul>
<li><strong>Install scripts:</strong> lifecycle hooks such as <code>postinstall</code> run automatically and can read environment variables, tokens and SSH keys.</li>
<li><strong>Typosquatting:</strong> a package named one character away from a popular library waits for someone to mistype it.</li>
<li><strong>Account takeover:</strong> a maintainer's credentials are phished, and a trusted package ships a malicious patch release.</li>
<li><strong>Dependency confusion:</strong> a public package uses the same name as an internal one and wins the version resolution.</li>
</ul>
<h2>Turn off scripts you did not ask for</h2>
<p>The single most effective change is to stop running third-party lifecycle scripts by default. Recent versions of pnpm already do this and require an explicit allowlist for packages that genuinely need to compile native code. With npm you can set it in a project-level configuration file and then opt specific packages back in by running their build step yourself.</p>
<pre><code># .npmrc (committed to the repository)
ignore-scripts=true
audit=true
fund=false
# always resolve internal scopes from the private registry
@acme:registry=https://registry.example.com/
</code></pre>
<p>For pnpm, the allowlist lives in the package manifest, which makes it reviewable in pull requests like any other change:</p>
<pre><code>{
  "pnpm": {
    "onlyBuiltDependencies": ["esbuild", "sharp"]
  }
}
</code></pre>
<blockquote><p>"The allowlist was the easiest security win we have ever shipped," said a platform engineer at a mid-sized logistics software company. "We found four packages that ran scripts, and only one of them needed to."</p></blockquote>
<h2>Make installs reproducible and slow down new releases</h2>
<p>Lockfiles only protect you if your pipelines honour them. In continuous integration, use <code>npm ci</code> or <code>pnpm install --frozen-lockfile</code> so that a build fails instead of silently resolving a new version. Review lockfile diffs in pull requests, and be suspicious of a change that adds dozens of transitive packages for a small feature.</p>
<p>Many compromised versions are detected and removed within hours or days. Some teams now add a cooling-off period so that freshly published versions are not installed automatically. Newer pnpm releases expose a minimum release age setting for exactly this purpose, and dependency update bots can be configured to wait a few days before opening a pull request.</p>
<h3>Verify what you install</h3>
<p>The npm registry signs packages, and many popular projects now publish with provenance attestations that link a tarball to the source repository and build workflow that produced it. Running a signature audit in CI is cheap:</p>
<pre><code>npm ci --ignore-scripts
npm audit signatures
npm rebuild esbuild sharp
</code></pre>
<p>Provenance does not prove a package is safe, only where it came from. It does make account-takeover attacks harder, because a version pushed from a stolen laptop will not carry the same attestation as one built in the project's usual pipeline.</p>
<h2>Protect the tokens themselves</h2>
<p>If you publish packages, use short-lived credentials issued to your CI system through trusted publishing rather than long-lived tokens stored as secrets. Require two-factor authentication for every maintainer. On developer machines, keep registry tokens out of shell profiles and scope them to read-only where possible.</p>
<ol>
<li>Audit which tokens exist and who owns them.</li>
<li>Replace publish tokens with CI-issued, short-lived credentials.</li>
<li>Enable ignore-scripts and build an allowlist.</li>
<li>Enforce frozen lockfiles and a release cooling-off period.</li>
<li>Add signature checks to every pipeline.</li>
</ol>
<p>None of these steps will stop a determined attacker on its own. Together, they move a team from trusting everything to trusting a short, reviewed list, which is where supply-chain security has to start. Our <a href="https://example.com/security/supply-chain-checklist">supply-chain checklist</a> has a printable version.</p>`,
  },
  {
    slug: "halo-frames-hands-on-ar-glasses-that-know-when-to-stay-quiet",
    title: "Halo Frames hands-on: AR glasses that know when to stay quiet",
    excerpt:
      "Halo Optics' first consumer glasses pair a small waveguide display with an on-device assistant. They are restrained, useful and, crucially, easy to forget you are wearing.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["virtual-reality", "wearables", "artificial-intelligence", "internet-of-things", "smartphones"],
    daysAgo: 22,
    published: true,
    html: `<p>Augmented reality glasses have spent years stuck between two bad options: bulky headsets that look like ski goggles, or slim frames with a display so limited it is barely worth switching on. Halo Optics, a startup founded by former camera engineers, thinks the answer is to do less, but to do it well. I spent a week with a pre-production pair of Halo Frames, which will ship in the first quarter of next year at $699.</p>
<h2>Design: glasses first, computer second</h2>
<p>At 49 grams, Halo Frames weigh only a little more than a heavy pair of acetate sunglasses. The electronics are split between the two arms, with the battery in one and the processor and radios in the other. A single waveguide display sits in the right lens and is almost invisible from the outside unless you look for it at an angle.</p>
<p>The display is monochrome green by default, with a limited colour mode for maps and notifications. It is small, roughly the size of a smartwatch screen floating a metre in front of you, but it is bright enough to read outdoors on an overcast day. Prescription lenses are available through a partner lab.</p>
<ul>
<li>Single-eye waveguide display, about 30 degrees diagonal</li>
<li>12-megapixel camera with a hard-wired privacy LED</li>
<li>Four microphones and open-ear speakers</li>
<li>All-day standby, roughly four hours of active display use</li>
<li>Pairs with Android and iOS phones over Bluetooth and Wi-Fi</li>
</ul>
<h2>The assistant is the product</h2>
<p>The most interesting part of Halo Frames is not the display but the assistant that decides what to show on it. A compact language model runs on the glasses' own chip for wake-word detection, live captions and short commands, handing off heavier requests to the paired phone. Halo says no audio or camera frames leave the phone unless you explicitly ask a question that needs a cloud model.</p>
<p>Live captions were the feature I used most. In a noisy café, the glasses transcribed the person across from me with only a short delay, and translation between English and Spanish was good enough to follow a conversation, if not to catch every joke. Turn-by-turn walking directions appear as a small arrow and distance, which was far less distracting than glancing at a phone.</p>
<blockquote><p>"Our rule is that the glasses should be silent unless they are sure you want them," said Halo's head of interaction design. "Every notification has to earn its place in front of your eye."</p></blockquote>
<h2>Glance to control your home</h2>
<p>A surprise was how well Halo Frames work as a smart-home remote. Through the phone app, the glasses connect to Matter-compatible devices on your home network. Look at a lamp you have registered, tap the arm, and a brightness slider appears; say "warmer" and the colour temperature shifts. It relies on the camera recognising a room and a device you have labelled beforehand, so it is not magic, but it felt like a glimpse of what ambient computing was supposed to be.</p>
<h3>Privacy questions remain</h3>
<p>Any camera on your face raises questions for the people around you. The capture LED cannot be disabled in software, and the glasses play a short tone when recording starts. That is better than some competitors, but the social norms around smart glasses are still unsettled, and some venues will simply ask wearers to take them off.</p>
<h2>Early verdict</h2>
<p>Halo Frames are not a replacement for a mixed-reality headset, and they do not try to be. They are a set of small, well-judged features — captions, directions, notifications and home controls — in a pair of glasses you might actually wear all day. If the shipping version matches the unit I tested, they will be one of the more convincing arguments yet for putting a computer on your face. We will publish a full review with battery testing when final hardware arrives; in the meantime, see our <a href="https://example.com/explainers/waveguide-displays">explainer on waveguide displays</a>.</p>`,
  },
  {
    slug: "tidewater-5-puts-time-series-iot-data-and-sql-under-one-roof",
    title: "Tidewater 5.0 puts time-series IoT data and SQL under one roof",
    excerpt:
      "The open-source database's biggest release adds tiered storage, continuous aggregates and a rewritten ingest path aimed squarely at fleets of connected sensors.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["databases", "internet-of-things", "cloud-computing", "performance"],
    daysAgo: 31,
    published: true,
    html: `<p>Tidewater, the open-source time-series database that has become a quiet favourite among teams running fleets of connected devices, reached version 5.0 this week. The release is the project's largest since it adopted a columnar storage engine two years ago, and it targets a problem that almost every industrial and smart-building deployment eventually hits: sensor data grows far faster than anyone wants to pay to store it.</p>
<p>The headline features are tiered storage that moves older data to object storage automatically, continuous aggregates that keep rollups up to date as data arrives, and a rewritten ingest path that the maintainers say handles bursts from millions of devices more gracefully.</p>
<h2>What is new in 5.0</h2>
<ul>
<li><strong>Tiered storage:</strong> partitions older than a configurable age are compacted to Parquet files and moved to any S3-compatible bucket, while remaining queryable with ordinary SQL.</li>
<li><strong>Continuous aggregates:</strong> materialised rollups that update incrementally rather than being recomputed on a schedule.</li>
<li><strong>New ingest pipeline:</strong> a write-ahead log with batched commits and back-pressure, designed for devices that reconnect and flush hours of buffered readings at once.</li>
<li><strong>MQTT bridge:</strong> an optional built-in subscriber so that simple deployments no longer need a separate message broker consumer.</li>
<li><strong>Late data handling:</strong> out-of-order points are merged into the correct partition without rewriting entire chunks.</li>
</ul>
<h2>Continuous aggregates in practice</h2>
<p>For most IoT dashboards, nobody needs per-second readings from last March. They need hourly averages, minimums and maximums, and they need them quickly. In earlier versions, teams wrote cron jobs to build those summaries. In 5.0, they are declared once and maintained by the database:</p>
<pre><code>CREATE TABLE readings (
  device_id  TEXT NOT NULL,
  ts         TIMESTAMPTZ NOT NULL,
  temp_c     DOUBLE PRECISION,
  humidity   DOUBLE PRECISION
) WITH (partition_by = 'ts', chunk_interval = '1 day');

CREATE CONTINUOUS AGGREGATE readings_hourly AS
SELECT device_id,
       time_bucket('1 hour', ts) AS hour,
       avg(temp_c)  AS avg_temp,
       max(temp_c)  AS max_temp,
       count(*)     AS samples
FROM readings
GROUP BY device_id, hour;

ALTER TABLE readings SET (
  tier_after = '30 days',
  tier_target = 's3://sensor-archive/readings'
);
</code></pre>
<p>Queries against the aggregate read from the materialised data for complete hours and combine it with raw data for the current hour, so dashboards stay accurate without waiting for a refresh window.</p>
<blockquote><p>"We used to run a separate batch job for every rollup, and every one of them was a place where things could drift," said a data engineer at a building-automation firm that tested the release candidate. "Deleting those jobs was the most satisfying part of the upgrade."</p></blockquote>
<h2>Performance and cost</h2>
<p>The maintainers published benchmark results showing substantially higher sustained ingest rates than version 4 on the same hardware, along with much lower peak memory during reconnection storms. As always with vendor-style benchmarks, the numbers depend heavily on schema and batch size, and teams should test with their own workloads. Early adopters we spoke to described the improvement as noticeable rather than dramatic for steady traffic, but significant when thousands of devices came back online at the same time.</p>
<p>Tiered storage is where the savings are likely to be biggest. Keeping months of raw sensor data on fast block storage is expensive, and moving cold partitions to object storage can cut that bill sharply. The trade-off is latency: queries that touch archived partitions are slower, sometimes by an order of magnitude, although the new aggregate layer means many dashboards never touch raw cold data at all.</p>
<h3>Managed and self-hosted options</h3>
<p>Tidewater remains licensed under Apache 2.0. The company that employs most of the core maintainers also runs a managed cloud service, which will offer 5.0 clusters from next month. Self-hosters get every feature in the release, including tiering, which some in the community had worried would be reserved for the paid service.</p>
<h2>Upgrading</h2>
<p>The on-disk format has changed, so the upgrade requires a migration. The project recommends the following order:</p>
<ol>
<li>Upgrade to the final 4.x point release and take a full backup.</li>
<li>Run the bundled compatibility checker against your schema.</li>
<li>Migrate read replicas first, then promote one and migrate the former primary.</li>
<li>Enable tiering only after confirming the cluster is stable.</li>
</ol>
<p>For teams already drowning in device telemetry, 5.0 looks like a release worth planning for. The full changelog and migration notes are on the <a href="https://example.com/tidewater/releases/5-0">project's release page</a>.</p>`,
  },
  {
    slug: "prism-xr-2-brings-typescript-first-toolkit-to-mixed-reality-development",
    title: "Prism XR 2.0 brings a TypeScript-first toolkit to mixed-reality development",
    excerpt:
      "The open-source WebXR framework adds typed scene graphs, spatial anchors and a hot-reloading headset preview, lowering the bar for web developers building mixed-reality apps.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["virtual-reality", "typescript", "developer-tools", "open-source"],
    daysAgo: 40,
    published: true,
    html: `<p>Building for headsets has traditionally meant learning a game engine, its editor and its quirks. Prism XR, an open-source framework built on top of the WebXR Device API, has been trying to change that for web developers since its first release. Version 2.0, published this week, is a substantial rewrite that leans fully into TypeScript and adds the mixed-reality features developers have been asking for: plane detection, persistent anchors and hand tracking that works the same way across browsers.</p>
<h2>What changed from 1.x</h2>
<p>The original Prism XR was a thin layer over a popular 3D rendering library, with a plugin system bolted on. Version 2.0 replaces that with a typed entity-component system, where every component declares its data with a schema that the compiler understands. The maintainers say the goal is to catch the kind of mistakes that usually only surface once you are standing in a room wearing a headset.</p>
<ul>
<li>Typed entity-component system with compile-time checks on component data</li>
<li>First-class support for WebXR hit testing, plane detection and anchors</li>
<li>A unified input model for controllers, hands and gaze</li>
<li>Hot reloading to a connected headset over the local network</li>
<li>A smaller runtime, with unused systems removed at build time</li>
</ul>
<h2>A mixed-reality app in a few lines</h2>
<p>The new API is easiest to understand by example. The snippet below requests an augmented reality session, waits for the user to point at a surface and then places an anchored panel that persists across sessions on browsers that support it.</p>
<pre><code>import { createApp, Anchor, Panel, onSurfaceSelect } from "prism-xr";

const app = await createApp({
  mode: "immersive-ar",
  features: ["hit-test", "anchors", "plane-detection", "hand-tracking"],
});

onSurfaceSelect(app, async (hit) =&gt; {
  const anchor = await Anchor.fromHit(hit, { persist: true });
  app.spawn(anchor, Panel, {
    width: 0.4,
    height: 0.25,
    url: "/widgets/weather",
  });
});

app.start();
</code></pre>
<p>Under the hood, Prism still calls <code>navigator.xr.requestSession</code> with the requested features and falls back gracefully when a browser does not support one of them. If persistent anchors are unavailable, for instance, the panel is placed for the current session and the app receives a warning event instead of crashing.</p>
<blockquote><p>"Most of our contributors are front-end developers who have never opened a game engine," said one of the project's core maintainers, a former web agency developer. "We want the first hour of spatial development to feel like the first hour of building a website."</p></blockquote>
<h2>Developer experience</h2>
<p>The most immediately useful addition may be the headset preview. Running the development server prints a QR code; opening it in a headset browser connects to the server and reloads the scene whenever you save a file, while preserving the position of anchored objects. Iterating on layout no longer means taking the headset off, rebuilding and putting it back on.</p>
<p>There is also a desktop emulator that simulates head and hand movement with the keyboard and mouse, useful for automated tests. The project ships a testing helper that drives the emulator from a standard test runner, so teams can write assertions such as "the menu is within reach of the user's right hand".</p>
<h3>Limitations</h3>
<p>WebXR support still varies by browser and device. Some headsets expose hand tracking and plane detection to the web; others do not, or hide them behind flags. Prism smooths over those differences where it can, but performance-heavy apps with complex shaders will still be happier in a native engine. The maintainers are open about this, describing Prism as the right tool for productivity apps, visualisations and lightweight experiences rather than AAA games.</p>
<h2>Should you upgrade?</h2>
<p>Version 2.0 is a breaking release, and projects built on 1.x will need meaningful changes. A migration guide covers the most common patterns, and a compatibility package keeps old components running during the transition. For new projects, 2.0 is the obvious starting point. The framework is MIT-licensed and the documentation is available on the <a href="https://example.com/prism-xr/docs">project site</a>.</p>`,
  },
  {
    slug: "repairable-by-law-how-europes-rules-are-reshaping-smartphone-design",
    title: "Repairable by law: how Europe's rules are reshaping smartphone design",
    excerpt:
      "Spare-parts obligations, repairability labels and looming battery rules are changing how phones are built. We looked at what has really improved and what has not.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["smartphones", "hardware", "regulation"],
    daysAgo: 49,
    published: true,
    html: `<p>Open a flagship phone from five years ago and you will usually find a device designed to be assembled once. Batteries glued in with aggressive adhesive, screens bonded to frames, and parts paired to the motherboard by serial number made independent repair slow, risky and often uneconomic. Open some of this year's models and the picture is noticeably different. Regulation, more than marketing, is the reason.</p>
<h2>What the rules actually require</h2>
<p>The European Union's ecodesign requirements for smartphones and tablets began applying in June 2025. In broad terms, they oblige manufacturers selling in the EU to keep a range of spare parts available for years after a model leaves the market, to provide operating system updates for a long period, and to display a repairability class on the product's energy label. A separate EU battery regulation is expected to push portable devices towards batteries that end users can remove and replace, with obligations phasing in from 2027.</p>
<ul>
<li><strong>Spare parts:</strong> displays, batteries, cameras, ports and other components must remain available to professional repairers for an extended period.</li>
<li><strong>Software support:</strong> security and functionality updates must continue for years after the last unit is sold.</li>
<li><strong>Repairability label:</strong> a grade from A to E, shown alongside energy and durability information.</li>
<li><strong>Durability:</strong> minimum standards for drop resistance, ingress protection and battery endurance.</li>
</ul>
<p>Because manufacturers rarely build separate hardware for one region, these requirements have effectively set a baseline for phones sold around the world.</p>
<h2>What we found inside this year's phones</h2>
<p>We worked with Fixwell Labs, an independent repair and teardown shop, to open six current mid-range and flagship models from different manufacturers. The results were mixed but encouraging. Four of the six used stretch-release adhesive or screws to hold the battery, rather than permanent glue. Five allowed the display to be removed without first removing the battery. Only two still refused to fully enable a replacement camera module without a manufacturer-authorised calibration step.</p>
<blockquote><p>"Three years ago a battery swap on some of these models took me forty minutes and a heat gun," said the owner of Fixwell Labs. "This year, the best of them took under ten minutes with a screwdriver. That is the difference between a repair people will pay for and one they will not."</p></blockquote>
<h3>Parts pairing is the remaining fight</h3>
<p>The biggest obstacle left is software. Many phones still check the serial numbers of screens, batteries and biometric sensors, and either disable features or show persistent warnings when a part is swapped, even for a genuine part taken from another phone. Manufacturers argue that pairing protects security-critical components such as fingerprint sensors. Repair advocates counter that it is used to steer customers towards official service centres.</p>
<p>Some manufacturers now offer self-service tools that let an independent shop or a confident owner pair a new part after logging in. That is an improvement, but it still leaves the manufacturer in control of whether a repair is allowed.</p>
<h2>Is it making phones worse?</h2>
<p>Critics of repair rules have warned that screws and removable batteries would mean thicker, less water-resistant phones. So far that fear has largely not materialised. The phones we opened were, on average, no thicker than their predecessors, and most retained strong ingress protection ratings. Engineers have found ways to use gaskets and stretch-release adhesives that seal well but let go cleanly.</p>
<p>There are trade-offs at the margins. Modular designs add internal connectors, and connectors add cost and potential failure points. Some budget models appear to have cut features elsewhere to meet the parts and update obligations within the same price.</p>
<h2>What to look for when buying</h2>
<ol>
<li>Check the repairability grade on the label, if it is shown in your market.</li>
<li>Look up how long the manufacturer promises software updates.</li>
<li>Search for a teardown before buying, especially for battery replacement steps.</li>
<li>Ask whether parts pairing blocks features after third-party repair.</li>
</ol>
<p>The repairable smartphone is no longer a niche product for enthusiasts. It is slowly becoming the default, and the next few years will show whether that holds once the regulatory deadlines are met. Our <a href="https://example.com/guides/battery-replacement">battery replacement guide</a> walks through a typical repair step by step.</p>`,
  },
  {
    slug: "local-first-software-is-quietly-delivering-what-web3-promised",
    title: "Local-first software is quietly delivering what web3 promised",
    excerpt:
      "Apps that keep your data on your device and sync peer to peer are offering ownership and resilience without tokens or blockchains. Developers explain why they are switching.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["web3", "databases", "privacy", "typescript"],
    daysAgo: 58,
    published: true,
    html: `<p>A few years ago, the promise of web3 was that users would finally own their data, that apps would keep working without a single company's servers, and that nobody could lock you out of your own work. Much of that vision ran aground on transaction fees, speculation and confusing wallets. Yet a smaller, less noisy movement has been shipping software that delivers a surprising amount of the same promise. It is called local-first, and in 2026 it has moved from research papers to production apps.</p>
<h2>What local-first means</h2>
<p>The term describes software where the primary copy of your data lives on your own device, not on a server. The app reads and writes locally, so it is fast and works offline. When a network is available, changes sync with other devices and collaborators, either through a relay server or directly peer to peer. The server, if there is one, is a convenience rather than the source of truth.</p>
<ul>
<li><strong>Speed:</strong> every interaction hits a local database, so there are no loading spinners.</li>
<li><strong>Offline by default:</strong> a train tunnel is not an outage.</li>
<li><strong>Ownership:</strong> data is in a file or database you control and can back up.</li>
<li><strong>Longevity:</strong> if the company behind the app disappears, your data does not go with it.</li>
</ul>
<h2>The technology that made it practical</h2>
<p>The key ingredient is the conflict-free replicated data type, or CRDT. A CRDT is a data structure designed so that two people can edit copies independently and the copies will always merge to the same result, without a central server deciding who wins. Open-source libraries such as Automerge and Yjs have matured to the point where developers can use CRDTs without understanding the mathematics underneath.</p>
<p>Here is how little code a shared, syncing task list needs with Yjs in TypeScript:</p>
<pre><code>import * as Y from "yjs";
import { IndexeddbPersistence } from "y-indexeddb";

type Task = { id: string; title: string; done: boolean };

const doc = new Y.Doc();
new IndexeddbPersistence("team-tasks", doc); // local copy survives reloads

const tasks = doc.getArray&lt;Task&gt;("tasks");

export function addTask(title: string) {
  tasks.push([{ id: crypto.randomUUID(), title, done: false }]);
}

doc.on("update", (update: Uint8Array) =&gt; {
  relay.send(update); // any transport: WebSocket, WebRTC, even a USB stick
});
</code></pre>
<p>The transport is deliberately pluggable. The same update bytes can travel over a WebSocket relay, a WebRTC connection between two laptops on the same network, or a file copied between machines.</p>
<blockquote><p>"We spent a year trying to build a decentralised notes app on a blockchain and gave up on the user experience," said the co-founder of a small productivity startup. "We rebuilt it local-first in three months, and our users never have to think about where their data is."</p></blockquote>
<h2>Where it overlaps with web3, and where it does not</h2>
<p>Both movements reject the idea that a single company's database should be the only copy of your work. Both rely on cryptography, content addressing and peer-to-peer networking. Some local-first projects even use decentralised identifiers so that users can sign their changes without a central account system.</p>
<p>The big difference is global consensus. Blockchains exist to make thousands of strangers agree on one ordered history, which is essential for money and expensive for everything else. A shared document does not need that. It needs collaborators' edits to converge, which CRDTs achieve cheaply and without fees. For most productivity software, that is the better fit.</p>
<h3>The hard parts</h3>
<p>Local-first is not free of trade-offs. Access control is harder when every device holds a full copy of the data: revoking someone's access does not delete what they already downloaded. Schema migrations must work across devices running different app versions. And documents that accumulate years of edit history can grow large, although modern libraries compress history aggressively.</p>
<ol>
<li>Start with data that is naturally per-user or per-team, such as notes or project boards.</li>
<li>Keep a relay server for convenience, but design as if it might vanish.</li>
<li>Version your document schema from day one.</li>
<li>Offer a plain export format so users can leave.</li>
</ol>
<h2>Why now</h2>
<p>Browsers now offer reliable persistent storage, WebAssembly makes it practical to run full databases in a tab, and a new generation of sync engines has lowered the effort to build this way. For developers who were drawn to web3 by the idea of user ownership rather than by tokens, local-first may be the more practical path. Our <a href="https://example.com/explainers/crdts">CRDT explainer</a> goes deeper into how merging works.</p>`,
  },
  {
    slug: "virtual-scalpels-real-stakes-inside-vr-surgical-training-with-haptics",
    title: "Virtual scalpels, real stakes: inside VR surgical training with haptics",
    excerpt:
      "Teaching hospitals are pairing headsets with force-feedback instruments and AI scoring to give trainee surgeons more practice before they touch a patient.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["virtual-reality", "hardware", "artificial-intelligence", "robotics"],
    daysAgo: 67,
    published: true,
    html: `<p>In a windowless room on the fourth floor of St. Aldric Teaching Hospital, a second-year surgical resident is removing a gallbladder. Her hands move two instruments through ports in a foam torso; her eyes are inside a virtual reality headset showing a photorealistic abdomen. When the virtual grasper pulls too hard on tissue, she feels the resistance through the handles, and the simulated organ tears. Nobody is hurt. She resets and tries again.</p>
<p>Simulators have been part of surgical training for years, but most were expensive, room-sized consoles. What is changing is that consumer-grade headsets, cheaper haptic hardware and machine-learning scoring tools are bringing high-fidelity practice into smaller hospitals and even residents' homes.</p>
<h2>The hardware on the bench</h2>
<p>The system at St. Aldric, built by a medical simulation company called Tactis, combines three components. The headset is a modified commercial standalone model with a higher-resolution display. The instruments are real laparoscopic handles mounted on motorised gimbals that generate force feedback. And a small desktop computer runs the tissue physics, which are far more demanding than anything in a video game.</p>
<ul>
<li>Force-feedback instrument handles with up to seven degrees of freedom</li>
<li>Procedure modules for laparoscopy, arthroscopy and robotic-assisted surgery</li>
<li>Eye tracking to see where trainees look during critical steps</li>
<li>Session recording for review with a supervising consultant</li>
</ul>
<p>A second configuration replaces the handles with a replica of a surgical robot's console controls, so that residents can practise robotic-assisted procedures without booking time on a real robot, which is usually busy in the operating theatre.</p>
<h2>How the AI scoring works</h2>
<p>Every session produces a stream of data: instrument paths, applied forces, time per step and gaze position. Tactis uses models trained on recordings from experienced surgeons to score what educators call economy of motion, tissue handling and workflow. Trainees receive a breakdown after each attempt, highlighting, for example, that they spent a long time with an instrument out of view of the camera.</p>
<blockquote><p>"The score is not the point. The conversation after the score is the point," said the consultant surgeon who runs St. Aldric's simulation programme. "It lets me spend my teaching time on judgement rather than on telling someone their left hand is wandering."</p></blockquote>
<p>Educators we spoke to were cautious about treating the scores as an assessment. Models trained on a limited pool of experts may penalise techniques that are unusual but safe, and there is an obvious risk of residents learning to satisfy the algorithm rather than the patient. St. Aldric uses the scores only for formative feedback, not for progression decisions.</p>
<h2>Does it work?</h2>
<p>Published research on simulation training has generally been encouraging, with a number of studies suggesting that skills practised on simulators transfer to at least some operating-room tasks. The evidence is stronger for basic psychomotor skills than for complex decision-making, and much of it predates the current generation of VR hardware. Hospitals adopting these systems are, in effect, placing a reasonable bet rather than following settled science.</p>
<h3>Practical obstacles</h3>
<ol>
<li><strong>Cost:</strong> haptic systems still cost far more than a headset alone, even if far less than older consoles.</li>
<li><strong>Time:</strong> rotas leave little room for practice, so home kits are being piloted.</li>
<li><strong>Fidelity:</strong> simulated bleeding and tissue variation still fall short of real anatomy.</li>
<li><strong>Motion sickness:</strong> a minority of trainees cannot use headsets for long sessions.</li>
</ol>
<h2>What comes next</h2>
<p>Vendors are working on patient-specific rehearsal, in which a model is generated from a patient's own scans so that a surgeon can practise a difficult case the night before. Multi-user sessions that let an anaesthetist and a scrub nurse join the same virtual theatre are also being piloted. The resident at St. Aldric, for her part, is more interested in the basics. "I have done this procedure forty times in here," she said, lifting the headset. "When I do it for real next month, my hands will know where to go." Read more about <a href="https://example.com/features/medical-xr">medical uses of extended reality</a> in our ongoing series.</p>`,
  },
  {
    slug: "hidden-cloud-bill-behind-streaming-vr-how-studios-tame-gpu-costs",
    title: "The hidden cloud bill behind streaming VR: how studios tame GPU costs",
    excerpt:
      "Rendering virtual reality in the cloud frees users from powerful PCs but can burn through GPU budgets. Developers share the scheduling, scaling and monitoring tricks that work.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["virtual-reality", "cloud-computing", "performance"],
    daysAgo: 76,
    published: true,
    html: `<p>Cloud-rendered virtual reality sounds like the perfect answer to a hardware problem. Instead of asking customers to buy a powerful PC, a studio renders the experience on a GPU in a data centre and streams the frames to a lightweight headset. For architecture walkthroughs, product configurators and location-based entertainment, it can mean photorealistic visuals on a device that costs a few hundred dollars.</p>
<p>The catch arrives at the end of the month. A GPU instance held for a single VR session costs far more than serving a web page, and unlike video streaming, each viewer needs a dedicated render. Studios that launched cloud VR products without planning for that have discovered bills that dwarf their other infrastructure.</p>
<h2>Why VR is so expensive to stream</h2>
<p>Virtual reality has unusually strict requirements. Two high-resolution eye views must be rendered at 72 to 120 frames per second, and the delay between a head movement and the updated image, known as motion-to-photon latency, must stay low enough to avoid nausea. That rules out batching users onto shared workers in most cases and pushes workloads towards regions close to the user.</p>
<ul>
<li>One GPU, or a large slice of one, per active user</li>
<li>Servers must be geographically close to keep network latency low</li>
<li>Idle capacity must be held in reserve because users will not wait minutes for a session to start</li>
<li>Egress bandwidth for high-bitrate video adds a second, often overlooked, line item</li>
</ul>
<h2>Tactics that cut the bill</h2>
<h3>Warm pools, not cold starts</h3>
<p>GPU instances can take minutes to boot and load large scenes. The naive fix is to keep many running at all times. Studios we spoke to instead maintain a small warm pool sized by time of day and scale beyond it only when demand rises. The pool configuration is usually a few lines in whatever autoscaler they use:</p>
<pre><code># render-pool.yaml
pool: vr-render-eu-west
instanceType: gpu-l4-large
warmPool:
  schedule:
    - cron: "0 8 * * 1-5"   # weekday mornings
      minReady: 12
    - cron: "0 20 * * *"    # evenings
      minReady: 4
scaleOut:
  metric: sessions_waiting
  threshold: 1
  cooldownSeconds: 120
scaleIn:
  idleSessionTimeoutSeconds: 300
  drainBeforeTerminate: true
</code></pre>
<h3>Render only what must be rendered remotely</h3>
<p>A growing number of products split the work. The headset renders the user interface, hands and nearby objects locally, while the cloud renders only the heavy environment. Techniques such as reprojection let the headset adjust a slightly stale remote frame to the latest head position. Splitting the workload can allow a smaller GPU instance per user, or more users per GPU.</p>
<blockquote><p>"Our first version streamed everything, including the menu," said the technical director of a studio that builds virtual showrooms for car dealers. "Moving the interface onto the headset let us drop an entire instance size, and users said it felt more responsive."</p></blockquote>
<h3>Use spot capacity carefully</h3>
<p>Interruptible instances are dramatically cheaper, but a VR session that vanishes mid-walkthrough is a terrible experience. Some teams use spot capacity for pre-rendering lighting and building scene caches, and reserve on-demand instances for live sessions.</p>
<h2>Observability is a cost tool</h2>
<p>The teams with the lowest bills were also the ones with the best monitoring. They track per-session metrics such as frame time, dropped frames, encode latency and network round-trip time alongside cost per session-minute. That data shows, for instance, when a scene is so demanding that it requires a larger instance, or when an idle user is holding a GPU for an hour because they took the headset off without ending the session.</p>
<ol>
<li>Tag every instance with the session and customer it serves.</li>
<li>Report cost per session-minute, not just total spend.</li>
<li>Alert on sessions with no head movement for several minutes.</li>
<li>Review the heaviest scenes each sprint and optimise them first.</li>
</ol>
<h2>Is cloud VR worth it?</h2>
<p>For many consumer games, local rendering on standalone headsets is now good enough that cloud streaming is hard to justify. For enterprise experiences that need photorealism on cheap hardware, or where content changes daily, the economics can work, but only with the discipline above. Our <a href="https://example.com/guides/cloud-cost-control">cloud cost control guide</a> covers the general techniques in more depth.</p>`,
  },
  {
    slug: "matter-explained-what-smart-home-standard-fixed-and-what-it-still-hasnt",
    title: "Matter explained: what the smart-home standard fixed, and what it still hasn't",
    excerpt:
      "Matter promised that smart-home devices would just work together, locally and securely. Years in, here is what it gets right, where it falls short and how to buy with it in mind.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["internet-of-things", "cybersecurity", "privacy", "open-source"],
    daysAgo: 85,
    published: true,
    html: `<p>For a long time, buying a smart plug meant choosing a side. Devices were designed for one voice assistant or one hub, setup involved a different app for every brand, and many products stopped working the moment the manufacturer's cloud service went offline. Matter, the interoperability standard developed by the Connectivity Standards Alliance with backing from most of the major platform companies, was meant to end that. It has succeeded in part, and the parts where it has not are worth understanding before you spend money.</p>
<h2>How Matter works</h2>
<p>Matter is an application layer that runs on top of ordinary IP networking. That sounds dry, but it is the key design decision: a Matter light bulb speaks the same language whether it connects over Wi-Fi, Ethernet or Thread, a low-power mesh network designed for battery-powered sensors. Devices describe themselves using a shared data model of clusters, such as on/off, level control or temperature measurement, so any compatible controller knows how to operate them.</p>
<ul>
<li><strong>Local control:</strong> controllers talk to devices on your home network, so basic functions keep working without the internet.</li>
<li><strong>Multi-admin:</strong> one device can be added to several ecosystems at once, for example two different voice assistants.</li>
<li><strong>Thread border routers:</strong> many smart speakers and hubs double as bridges between Thread and your Wi-Fi network.</li>
<li><strong>Open-source SDK:</strong> the reference implementation is developed in the open, which lowers the cost for smaller manufacturers.</li>
</ul>
<h2>Security by design</h2>
<p>Matter's security model is one of its quieter successes. Every certified device carries a device attestation certificate, which a controller checks during setup to confirm the product was actually certified rather than cloned. Setup uses a passcode, usually printed as a QR code, to establish an encrypted session, after which the device is issued its own operational credentials for your home's network fabric. Communication between controllers and devices is encrypted and authenticated.</p>
<p>This does not make every Matter device secure. Firmware quality still varies, and a bug in a vendor's code can undermine the protocol's guarantees. But it sets a baseline that the smart-home market sorely lacked, where cheap devices once shipped with default passwords and unencrypted protocols.</p>
<blockquote><p>"Matter did not make smart homes exciting. It made them boring in the right way," said a firmware engineer at a European lighting manufacturer. "The pairing code works, the light turns on, and the customer never calls us."</p></blockquote>
<h2>Where it still falls short</h2>
<h3>Uneven feature support</h3>
<p>Matter defines device types, but controllers do not always support every feature of every type. A robot vacuum might appear in one ecosystem with full room selection and in another as little more than a start button. Energy management, cameras and some appliance categories have arrived in the specification later than lighting and plugs, and support in apps tends to lag the specification by months.</p>
<h3>Thread network fragmentation</h3>
<p>Early Thread border routers from different brands often created separate Thread networks instead of joining one. Credential-sharing improvements have reduced the problem, but homes with devices from several ecosystems can still end up with more than one mesh, which weakens the reliability Thread was supposed to provide.</p>
<h3>The cloud has not disappeared</h3>
<p>Local control covers basic commands. Advanced features, such as energy history, firmware updates or remote access, frequently still depend on a manufacturer's app and servers. Privacy-conscious buyers should read what data those apps collect, even for Matter-certified products.</p>
<h2>How to buy with Matter in mind</h2>
<ol>
<li>Look for the Matter logo and check that your preferred controller supports that device type.</li>
<li>Prefer Thread for battery-powered sensors and locks; use Wi-Fi for mains-powered devices that move more data.</li>
<li>Keep your Thread border routers in one ecosystem where you can, and update them.</li>
<li>Store the setup codes somewhere safe; you will need them if you reset a device.</li>
<li>Check whether the manufacturer promises firmware updates for a stated number of years.</li>
</ol>
<p>Matter is not the finished smart home its launch marketing suggested. It is, however, a foundation that means a device bought today is far less likely to be stranded tomorrow. For a hands-on look at a hub built around it, see our <a href="https://example.com/reviews/smart-home-hubs">smart-home hub reviews</a>.</p>`,
  },
  {
    slug: "text-to-3d-tools-are-filling-vr-worlds-faster-what-developers-should-know",
    title: "Text-to-3D tools are filling VR worlds faster: what developers should know",
    excerpt:
      "Generative models can now produce usable 3D props from a prompt in minutes. Studios explain where the assets help, where they break and how to fit them into a VR pipeline.",
    category: "software",
    author: "sarah-chen",
    tags: ["virtual-reality", "artificial-intelligence", "cloud-computing", "developer-tools"],
    daysAgo: 94,
    published: true,
    html: `<p>A virtual reality scene can contain hundreds of objects: chairs, lamps, crates, plants and the small clutter that makes a space feel lived in. Each one traditionally takes an artist hours or days to model, texture and optimise. A new generation of generative AI tools promises to produce those props from a text prompt or a reference photo in minutes. Small VR studios, always short of art budget, have been among the first to adopt them in earnest.</p>
<p>We spoke to developers at four studios about how they use text-to-3D generation in production, and where human artists are still indispensable.</p>
<h2>What the tools produce</h2>
<p>Most current services, whether hosted in the cloud or run on a local GPU, take a prompt or one or more images and return a textured mesh, typically in the glTF format that VR engines and WebXR frameworks load natively. The better tools also generate physically based material maps for roughness and metalness, so that objects respond properly to scene lighting.</p>
<ul>
<li><strong>Strengths:</strong> organic props, furniture, decorative objects and background detail</li>
<li><strong>Weaknesses:</strong> hard-surface objects with precise mechanical detail, text and logos, anything a player will hold close to their face</li>
<li><strong>Common defects:</strong> messy topology, baked-in lighting, inconsistent scale and very high polygon counts</li>
</ul>
<h2>Fitting generated assets into a VR budget</h2>
<p>Performance is the central problem. A standalone headset must render two views at a high frame rate on a mobile chipset, and a generated model with hundreds of thousands of triangles will quickly blow the budget. Every studio we spoke to runs generated assets through an automated clean-up pipeline before an artist ever looks at them. One team shared a simplified version of its command-line workflow, built around a fictional internal tool it calls meshforge:</p>
<pre><code># generate four candidates in the cloud, then optimise for standalone VR
meshforge generate \\
  --prompt "weathered wooden supply crate, rope handles, stylised" \\
  --variants 4 --format glb --out ./incoming/crate

for f in ./incoming/crate/*.glb; do
  meshforge optimise "$f" \\
    --target-tris 3000 \\
    --lods 3 \\
    --texture-size 1024 \\
    --remove-baked-lighting \\
    --normalise-scale 0.6m \\
    --out ./assets/props/
done
</code></pre>
<p>Decimation, level-of-detail generation and texture resizing are well understood; the newer steps are removing shadows that generative models tend to paint into textures, and normalising scale, because a prompt for a crate may return something the size of a house.</p>
<blockquote><p>"Generation gets us to seventy percent in five minutes. The last thirty percent is still an artist's job, and it is the part players actually notice," said the art director at a studio building a VR escape-room game.</p></blockquote>
<h2>Cost, licensing and consistency</h2>
<h3>Cloud versus local</h3>
<p>Hosted services charge per generation or by subscription, and costs add up quickly when a team generates dozens of variants for every prop. Studios with their own GPUs are increasingly running open models locally for exploration and using paid cloud services only for final assets that need the highest quality.</p>
<h3>Rights and provenance</h3>
<p>The legal status of AI-generated assets remains unsettled in many jurisdictions, and some platform stores ask developers to disclose the use of generative tools. Studios told us they keep a record of prompts, model versions and terms of service for every generated asset, so they can answer questions from publishers later.</p>
<h3>Keeping a consistent style</h3>
<p>A room filled with props from a generic model tends to look incoherent, each object subtly different in style. Teams get better results by fine-tuning on their own art, supplying reference images from their concept artists, or generating a base shape and texturing it by hand.</p>
<h2>Where this is heading</h2>
<p>Developers expect generation to move from individual props to whole layouts, with models proposing furniture arrangements that respect walkable space and sightlines. For now, the most effective studios treat these tools as a fast source of first drafts, not a replacement for art direction.</p>
<ol>
<li>Use generation for background props, not hero objects.</li>
<li>Automate optimisation before any human review.</li>
<li>Record provenance for every generated asset.</li>
<li>Keep an artist responsible for final style and scale.</li>
</ol>
<p>For more on performance budgets, see our <a href="https://example.com/guides/standalone-vr-performance">guide to optimising standalone VR scenes</a>.</p>`,
  },
  {
    slug: "orbis-v8-review-a-volumetric-camera-that-makes-vr-video-capture-easy",
    title: "Orbis V8 review: a volumetric camera that makes VR video capture easy",
    excerpt:
      "The Orbis V8 shoots 8K stereoscopic 180-degree video and uses on-device depth estimation to add limited head movement. It is the friendliest VR camera we have tested.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["virtual-reality", "hardware", "artificial-intelligence"],
    daysAgo: 103,
    published: true,
    html: `<p>Shooting video for virtual reality has long been a job for specialists. Multi-lens rigs needed careful calibration, footage took hours to stitch, and the resulting stereo video still felt flat the moment a viewer leaned their head. The Orbis V8, a $1,199 camera from Orbis Imaging, tries to make the whole process feel like using a good action camera. For the most part, it succeeds.</p>
<h2>Hardware and handling</h2>
<p>The V8 is a compact, rectangular body with two large fisheye lenses spaced roughly at the distance between human eyes, plus a pair of smaller depth cameras between them. It weighs a little over 400 grams, screws onto any standard tripod and has a small touchscreen on the back for framing and settings. An optional grip with a second battery extends recording time considerably.</p>
<ul>
<li>Stereoscopic 180-degree capture at up to 8K per eye at 30 fps, or 5.7K at 60 fps</li>
<li>Two auxiliary depth cameras for volumetric capture modes</li>
<li>10-bit log profile for colour grading</li>
<li>Internal recording to a fast memory card, with USB-C and Wi-Fi offload</li>
<li>Spatial audio from four built-in microphones</li>
</ul>
<p>Build quality is excellent. The lens caps snap on magnetically, the buttons are large enough to use with gloves, and the camera survived a light rain shower during our testing without complaint, although it is not officially waterproof.</p>
<h2>Image quality</h2>
<p>In good light, footage from the V8 is among the sharpest stereoscopic video we have seen from a single-body camera. Viewed in a headset, fine textures such as tree bark and fabric hold up well, and the stereo alignment is consistent across the frame, which avoids the eye strain that mismatched rigs can cause. Dynamic range is good in the log profile, though highlights clip quickly when recording in the standard colour mode.</p>
<p>Low light is the weak point. Indoors in the evening, noise becomes obvious in a headset, where every pixel is magnified. The small depth cameras struggle even more, which affects the volumetric features described below.</p>
<h2>Depth and limited head movement</h2>
<p>The V8's most ambitious feature is what Orbis calls depth capture. The camera combines its depth sensors with a machine-learning model that estimates depth from the stereo pair, producing a per-frame depth map alongside the video. In compatible players, that lets viewers move their head slightly, leaning left, right or forward, and see parallax, rather than having the entire scene glued to their face.</p>
<blockquote><p>"Most VR video feels like a photograph wrapped around your head," said an Orbis product manager. "Even thirty centimetres of movement makes the brain believe it is really standing there."</p></blockquote>
<p>The effect is convincing with objects at medium distance, such as people in a room or a street scene. Close objects and fine details, including hair and fences, produce visible smearing at the edges when you lean. The processing happens in the desktop app rather than on the camera, and it is slow: a ten-minute clip took close to an hour on a laptop with a recent discrete GPU.</p>
<h3>The software workflow</h3>
<p>Orbis's desktop app handles import, stabilisation, depth processing and export. Stabilisation is excellent and can be adjusted after shooting. Export presets target the major headset video players and common 180-degree formats, and there is a plugin for mainstream video editors for those who want to grade footage themselves.</p>
<h2>Who should buy it</h2>
<ol>
<li>Documentary and travel creators who want to move into immersive video.</li>
<li>Training teams recording procedures for VR playback.</li>
<li>Estate agents and venues producing virtual tours.</li>
</ol>
<p>The Orbis V8 is not cheap, and its depth features are more impressive as a preview of the future than as a finished tool. But as a stereoscopic VR camera that produces excellent footage without a specialist on set, it is easy to recommend. Read our <a href="https://example.com/guides/shooting-vr-video">guide to shooting VR video</a> for tips on framing for 180-degree formats.</p>`,
  },
  {
    slug: "decentralised-storage-explained-when-content-addressing-beats-cloud-bucket",
    title: "Decentralised storage explained: when content addressing beats the cloud bucket",
    excerpt:
      "IPFS and blockchain-backed storage networks are no longer just for NFTs. We explain how they work, what they cost in practice and which workloads actually suit them.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["web3", "cloud-computing", "open-source"],
    daysAgo: 112,
    published: true,
    html: `<p>Ask most developers where to put a file and the answer is an object storage bucket from a cloud provider. It is cheap, reliable and well understood. Decentralised storage networks take a different approach: instead of trusting one provider to keep your data at a location, they let anyone verify that the data is what it claims to be and allow many independent operators to store it. The idea gained attention during the NFT boom, but the technology underneath is more interesting than the speculation that popularised it.</p>
<h2>Location versus content</h2>
<p>A normal URL points to a place: this server, this path. If the file at that place changes or disappears, the link still points there. Content addressing flips this around. The InterPlanetary File System, or IPFS, identifies each file by a content identifier, or CID, derived from a cryptographic hash of the data itself. Anyone holding the same bytes can serve them, and anyone fetching them can verify that they received exactly what they asked for.</p>
<ul>
<li><strong>Integrity:</strong> tampering changes the hash, so a modified file cannot masquerade as the original.</li>
<li><strong>Deduplication:</strong> identical files share an identifier no matter who adds them.</li>
<li><strong>Portability:</strong> data can move between providers without breaking links.</li>
<li><strong>No built-in persistence:</strong> IPFS alone does not guarantee anyone keeps your data.</li>
</ul>
<p>That last point causes the most confusion. Adding a file to IPFS does not upload it to a permanent global disk. It makes the file available from your node. If nobody else pins it and your node goes offline, it becomes unreachable.</p>
<h2>Adding persistence</h2>
<p>Persistence comes from pinning: asking one or more nodes to keep the data. You can run your own nodes, pay a commercial pinning service, or use a storage network that adds economic incentives. Filecoin, for example, uses a blockchain to record storage deals and requires providers to submit ongoing cryptographic proofs that they still hold the data. Other networks aim for one-time payment for long-term storage.</p>
<p>Getting started with a local node and the reference command-line tool takes a few minutes:</p>
<pre><code># initialise a node and publish a static site
ipfs init
ipfs daemon &amp;

# add the build output recursively; prints a CID for the root folder
ipfs add -r --cid-version 1 ./dist

# keep it on this node and check what is pinned
ipfs pin add bafybeigdyrztexamplecidforthesitebuild
ipfs pin ls --type recursive
</code></pre>
<p>In production, teams typically pin the same CID with at least two independent providers and optionally their own node, so that no single company can make the content disappear.</p>
<blockquote><p>"We treat the CID as the contract and the providers as interchangeable," said the infrastructure lead at a research data consortium that archives public datasets this way. "If one pinning service shuts down, we point another at the same hash and nothing downstream changes."</p></blockquote>
<h2>What it is good for</h2>
<h3>Strong fits</h3>
<ol>
<li><strong>Public datasets and archives</strong> where integrity and long-term availability matter more than latency.</li>
<li><strong>Software releases and container layers</strong> that are already addressed by hash.</li>
<li><strong>Static websites and front ends</strong> that should survive a hosting provider's decision to drop them.</li>
<li><strong>Verifiable records</strong> where anyone needs to confirm a document has not changed.</li>
</ol>
<h3>Poor fits</h3>
<p>Frequently changing data does not suit content addressing, because every change produces a new identifier and a naming layer must track the latest one. Private data requires encryption before upload, since anyone with the CID can fetch it from a public network. And retrieval latency from decentralised networks is generally less predictable than from a cloud provider's CDN, which is why many deployments put a conventional gateway and cache in front.</p>
<h2>Costs and operations</h2>
<p>Pricing varies widely between pinning services and storage networks and changes often, so any comparison should be done with current quotes. The hidden cost is operational: monitoring that your content is still retrievable from more than one provider, managing naming updates, and running gateways. Tools for this have improved, but they are not yet as turnkey as a bucket with a lifecycle policy.</p>
<p>Decentralised storage will not replace cloud object storage for most workloads. It is a complementary tool for data that needs to be verifiable, portable and resistant to a single point of control. For a deeper look at the trade-offs, read our <a href="https://example.com/explainers/content-addressing">explainer on content addressing</a>.</p>`,
  },
  {
    slug: "vaultkey-pro-review-a-hardware-wallet-built-for-people-who-fear-mistakes",
    title: "Vaultkey Pro review: a hardware wallet built for people who fear mistakes",
    excerpt:
      "Clear transaction previews, an air-gapped QR mode and split backups make the Vaultkey Pro one of the most forgiving crypto hardware wallets we have used.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["web3", "blockchain", "cybersecurity", "hardware"],
    daysAgo: 121,
    published: true,
    html: `<p>Most people who lose cryptocurrency do not lose it to sophisticated hackers breaking strong cryptography. They lose it to their own mistakes: a recovery phrase photographed and synced to a cloud account, a malicious transaction approved without being read, a device lost with no usable backup. The Vaultkey Pro, a $179 hardware wallet from a small Swiss-German startup, is designed around that uncomfortable fact. Its features are less about protecting you from attackers in the abstract and more about protecting you from yourself.</p>
<h2>Hardware and setup</h2>
<p>The Vaultkey Pro is roughly the size of a credit card and about as thick as three stacked together. It has a 3.5-inch colour touchscreen, a camera for scanning QR codes, a USB-C port and a battery that lasted several weeks of occasional use in our testing. Private keys are generated and stored inside a certified secure element, a tamper-resistant chip of the kind used in payment cards and passports.</p>
<ul>
<li>Secure element for key storage, with open-source firmware for the application processor</li>
<li>Air-gapped mode using QR codes, with USB data disabled entirely</li>
<li>Support for the major blockchains and most common token standards</li>
<li>Recovery options: a standard 24-word phrase or a split backup across multiple cards</li>
<li>Optional passphrase for a hidden second wallet</li>
</ul>
<p>Setup took about fifteen minutes. The device walks you through generating a new wallet, and then, unusually, makes you prove you have a working backup by restoring from it before it allows you to receive funds. It is mildly tedious and entirely sensible.</p>
<h2>Clear signing is the headline feature</h2>
<p>The most dangerous moment in self-custody is approving a transaction. Many wallets show a long hexadecimal string when you interact with a smart contract, and most people approve it without understanding what it does. Attackers exploit that with malicious approvals that grant unlimited access to a user's tokens.</p>
<p>Vaultkey decodes transactions for a growing list of common contracts and shows them in plain language on the device screen, such as "allow this contract to spend up to 500 of your tokens" or "transfer all items in this collection". Unlimited approvals are highlighted in red and require an extra confirmation. When a transaction cannot be decoded, the screen says so clearly rather than showing a friendly-looking summary.</p>
<blockquote><p>"A signature screen should tell you what you are about to lose, not what the app wants you to believe you are doing," said Vaultkey's head of security. "If we cannot explain a transaction, we say that we cannot explain it."</p></blockquote>
<h2>Backups you are less likely to ruin</h2>
<h3>Split recovery cards</h3>
<p>Instead of a single recovery phrase, Vaultkey offers a split backup using Shamir's secret sharing. The wallet secret is divided into, for example, three metal cards, any two of which can restore it. You might keep one at home, one with a relative and one in a safe-deposit box. Losing one card is no longer a catastrophe, and a thief who finds one card learns nothing useful.</p>
<h3>Air-gapped operation</h3>
<p>In air-gapped mode, the wallet never connects to a computer. Unsigned transactions are shown as a QR code in the companion app, scanned by the device, signed and returned as another QR code. It is slower than USB, but it removes an entire category of attack.</p>
<h2>Weaknesses</h2>
<ol>
<li>The companion desktop app is less polished than the device itself.</li>
<li>Clear signing covers popular contracts, but newer protocols may show as undecoded.</li>
<li>The metal backup cards cost extra.</li>
<li>The touchscreen is slow to respond in cold weather.</li>
</ol>
<h2>Verdict</h2>
<p>No hardware wallet can make cryptocurrency risk-free, and anyone holding digital assets should understand the basics of how transactions and approvals work. Within those limits, the Vaultkey Pro is one of the most thoughtfully designed wallets we have tested. It assumes you will be tired, distracted or tricked at some point, and it gives you a good chance of surviving that. Our <a href="https://example.com/guides/self-custody-basics">self-custody basics guide</a> is a good companion read.</p>`,
  },
  {
    slug: "digital-twins-go-spatial-factories-walk-through-their-data-in-mixed-reality",
    title: "Digital twins go spatial: factories walk through their data in mixed reality",
    excerpt:
      "Manufacturers are combining live sensor feeds, cloud simulation and mixed-reality headsets so engineers can see a machine's health overlaid on the machine itself.",
    category: "software",
    author: "sarah-chen",
    tags: ["virtual-reality", "internet-of-things", "cloud-computing", "artificial-intelligence"],
    daysAgo: 130,
    published: true,
    html: `<p>On the floor of a pump factory in northern Germany, a maintenance engineer looks at a row of test benches through a mixed-reality headset. Above each bench floats a small panel showing vibration levels, bearing temperature and hours until the next scheduled service. One panel is amber. She walks over, and the headset highlights the coupling that a predictive model thinks is wearing faster than expected. She has not opened a laptop or a dashboard.</p>
<p>This is the spatial digital twin, a concept that manufacturers have talked about for years and are now deploying at scale. It combines three technologies that have each matured separately: industrial IoT sensors, cloud-hosted simulation and analytics, and headsets with passthrough good enough to wear on a factory floor.</p>
<h2>What a digital twin actually is</h2>
<p>A digital twin is a software model of a physical asset, kept in sync with the real thing through sensor data. It can be as simple as a database row per machine or as complex as a physics simulation of an entire production line. The spatial part means the model is aligned with the physical world, so data can be displayed where the machine is rather than in a separate window.</p>
<ul>
<li><strong>Sensors:</strong> vibration, temperature, current draw and pressure readings, streamed over protocols such as MQTT or OPC UA</li>
<li><strong>Cloud platform:</strong> time-series storage, simulation and machine-learning models for anomaly detection</li>
<li><strong>Spatial layer:</strong> 3D models and anchors that tie data to physical locations</li>
<li><strong>Headsets and tablets:</strong> devices that show the overlay to people on the floor</li>
</ul>
<h2>From sensor to headset</h2>
<p>The architecture is less exotic than it sounds. Edge gateways collect readings from machines and forward them to a cloud message broker. Stream processing writes them to a time-series store and feeds anomaly-detection models. The headset app subscribes to a filtered stream for the assets in view, using spatial anchors created during an initial survey of the hall. A typical binding between an asset, its sensors and its anchor is a small configuration file:</p>
<pre><code># twin/assets/test-bench-07.yaml
asset: test-bench-07
model: models/bench-v3.glb
anchor: hall-b/anchors/bench-07
telemetry:
  topic: plant/hall-b/bench-07/#
  fields:
    vibration_rms: { unit: mm/s, warn: 4.5, alarm: 7.1 }
    bearing_temp:  { unit: C, warn: 70, alarm: 85 }
predictions:
  - model: bearing-wear-v2
    horizon: 14d
overlay:
  panel: compact
  showWhen: [warn, alarm, selected]
</code></pre>
<blockquote><p>"The headset is the least interesting part of the system and the part everyone asks about," said the head of digital operations at the pump manufacturer. "Ninety percent of the work was getting clean, trustworthy sensor data into one place."</p></blockquote>
<h2>Where AI fits</h2>
<p>Machine-learning models do two jobs in these systems. The first is anomaly detection: learning what normal vibration or temperature looks like for each machine and flagging deviations earlier than fixed thresholds would. The second is remaining useful life estimation, predicting when a component is likely to need replacement. Engineers we spoke to were pragmatic about both. Models are useful for prioritising attention, they said, but a person still decides whether to stop a line.</p>
<h3>Practical lessons from early deployments</h3>
<ol>
<li><strong>Start with one asset class.</strong> Teams that tried to twin an entire plant at once stalled.</li>
<li><strong>Keep overlays minimal.</strong> Floating dashboards everywhere are distracting and unsafe near moving equipment.</li>
<li><strong>Design for connectivity gaps.</strong> Factory Wi-Fi is unreliable; headsets should cache the last known state.</li>
<li><strong>Involve the people on the floor.</strong> Maintenance staff know which information they actually need.</li>
</ol>
<h2>Safety and cost</h2>
<p>Wearing a headset near heavy machinery raises obvious safety questions. Most deployments restrict full mixed-reality mode to maintenance windows or safe zones, and some use tablets for the same overlays where headsets are impractical. Cloud costs also deserve attention: streaming high-frequency sensor data and running simulations continuously can become expensive, so many plants downsample at the edge and send full-resolution data only when an anomaly is suspected.</p>
<p>The pump manufacturer says its maintenance team now spends less time hunting for problems and more time fixing them. That, rather than the novelty of floating panels, is the real promise of the spatial twin. See our <a href="https://example.com/features/industrial-iot">industrial IoT coverage</a> for more.</p>`,
  },
  {
    slug: "nimbus-home-hub-review-mixed-reality-controls-for-a-matter-smart-home",
    title: "Nimbus Home Hub review: mixed-reality controls for a Matter smart home",
    excerpt:
      "Nimbus pairs a capable Thread and Matter hub with an app that pins virtual switches to your walls in a VR headset. The hub is excellent; the spatial app is a clever extra.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["virtual-reality", "internet-of-things", "hardware"],
    daysAgo: 139,
    published: true,
    html: `<p>Smart-home hubs are rarely exciting. At best, they disappear into a cupboard and quietly keep the lights working. The Nimbus Home Hub, a $149 device from a small Dutch company, does that job well. It also comes with something no other hub we have tested offers: a mixed-reality app that lets you walk around your home wearing a headset and place virtual controls next to the devices they operate. It sounds like a gimmick. Surprisingly often, it is not.</p>
<h2>The hub itself</h2>
<p>The Nimbus is a squat, fabric-covered cylinder about the size of a coffee mug. Inside are radios for Wi-Fi, Ethernet, Thread and Zigbee, which means it can act as a Matter controller, a Thread border router and a bridge that exposes older Zigbee devices to Matter-compatible apps. Automations run locally on the hub, so they keep working when the internet connection drops.</p>
<ul>
<li>Matter controller and Thread border router</li>
<li>Zigbee bridge for older sensors, bulbs and switches</li>
<li>Local automation engine with a visual rule editor</li>
<li>Ethernet port and USB-C power, with a small backup battery</li>
<li>Companion apps for phones, browsers and standalone VR headsets</li>
</ul>
<p>Setting up the hub and adding twenty-three devices from seven brands took a little over an hour. Matter devices paired by scanning their codes; Zigbee devices needed the hub's app but then appeared in other ecosystems through the bridge. Only one older motion sensor refused to cooperate.</p>
<h2>The spatial app</h2>
<p>The unusual part is Nimbus Space, an app for mixed-reality headsets with colour passthrough. You put on the headset, walk into a room and look at a lamp. The app asks which device you are looking at, and you pick it from a list. From then on, a small virtual switch floats beside the lamp, anchored to that spot in your home. Thermostats get a dial on the wall, blinds a slider beside the window, and sensors a small card showing the latest reading.</p>
<p>Once a room is mapped, the controls reappear in the right places every time you put the headset on. You can also drag them around, resize them or hide a whole room.</p>
<blockquote><p>"People already know where their lamp is. We just wanted the control to be where the lamp is," said one of Nimbus's co-founders. "The headset is a temporary way to get there; the same anchors will work on glasses when they are good enough."</p></blockquote>
<h3>Is it useful?</h3>
<p>For everyday use, no one is going to put on a headset to switch off a light. The spatial app shines in two other situations. The first is setup and troubleshooting: seeing every sensor's battery level and signal strength floating over the actual device made it far easier to spot a door sensor with a weak Thread connection. The second is for people who already spend time in a headset, for fitness or work, and want to dim the lights or check the front door camera without taking it off.</p>
<h2>Automation and privacy</h2>
<p>Nimbus's rule editor is one of the better ones we have used: triggers, conditions and actions in a flowchart, with a test mode that simulates a trigger without waiting for it. Advanced users can export rules as a YAML file and keep them in version control.</p>
<p>The company's privacy policy is short and readable. Room maps created by the spatial app are stored on the hub, not in the cloud, and remote access is opt-in and end-to-end encrypted. There is no subscription for any feature we tested.</p>
<h2>What could be better</h2>
<ol>
<li>The spatial app supports only a few headsets at launch.</li>
<li>Room anchors occasionally drift after furniture is moved and must be re-placed.</li>
<li>Energy monitoring is basic compared with dedicated apps.</li>
<li>The hub's fabric cover attracts dust.</li>
</ol>
<h2>Verdict</h2>
<p>Judged purely as a hub, the Nimbus is an easy recommendation: broad radio support, reliable local automations and no subscription. The mixed-reality app is an extra rather than a reason to buy, but it is the most convincing example we have seen of spatial computing doing something practical at home. If you are new to the standard underneath it all, start with our <a href="https://example.com/explainers/matter">Matter explainer</a>.</p>`,
  },
  {
    slug: "virtual-land-real-losses-whats-left-of-the-web3-metaverse",
    title: "Virtual land, real losses: what's left of the web3 metaverse",
    excerpt:
      "Blockchain-based virtual worlds promised that players would own their land and items. Activity has faded, but a few ideas about portable digital ownership are surviving.",
    category: "software",
    author: "elena-rodriguez",
    tags: ["virtual-reality", "web3", "blockchain"],
    daysAgo: 148,
    published: true,
    html: `<p>A few years ago, parcels of virtual land were changing hands for sums that made headlines. Blockchain-based virtual worlds sold plots as tokens, promising that owners would profit as the metaverse grew and that avatars, wearables and buildings would travel with users between platforms. Brands opened virtual stores, and investors bought neighbouring plots to be close to celebrities. In late 2026, many of those worlds are quiet, and some have shut down entirely. The interesting question is not why the bubble burst, but which ideas survived it.</p>
<h2>What went wrong</h2>
<p>The problems were visible early, even if they were easy to ignore in a rising market.</p>
<ul>
<li><strong>Scarcity without demand:</strong> virtual land is scarce only because a developer chooses to make it so, and scarcity does not create visitors.</li>
<li><strong>Poor experiences:</strong> many worlds ran in a browser with simple graphics and little to do, competing against polished games with far bigger budgets.</li>
<li><strong>Speculation crowding out play:</strong> when most users are there to trade, few are there to stay.</li>
<li><strong>Weak VR support:</strong> despite metaverse marketing, several of the best-known platforms offered limited or no headset support.</li>
</ul>
<p>When token prices fell, so did the incentive to log in. Several platforms we looked at showed very low concurrent user counts compared with their peaks, according to community-run trackers, though such figures are hard to verify independently.</p>
<h2>Case study: the quiet end of Meridia</h2>
<p>Meridia, a fictional composite of several platforms we examined for this article, is a useful illustration. It launched with a land sale, a token for in-world purchases and a roadmap promising headset support. The headset client arrived two years late, by which time the active community had shrunk to a few hundred regulars. When the studio announced that it would stop running servers, landowners discovered what their tokens actually entitled them to: a record on a blockchain pointing to a world that no longer existed.</p>
<blockquote><p>"The token was permanent. The world was not," said a former community moderator for one such platform. "People thought they were buying land. They were buying a receipt."</p></blockquote>
<h2>Ideas that survived</h2>
<h3>Portable identity and items</h3>
<p>The promise of taking an avatar or item from one world to another was never mainly a blockchain problem. It is an asset-format and business problem: a sword modelled for one engine does not automatically work in another, and platforms have little reason to honour a competitor's items. Open 3D formats such as glTF and open avatar standards are doing more for portability than tokens did, although some projects still use blockchain records to prove who owns an item across platforms.</p>
<h3>Creator payments</h3>
<p>Some small creator communities still use on-chain marketplaces to sell 3D assets for social VR platforms, valuing the transparent record of sales and the ability to set resale royalties, even though royalty enforcement varies between marketplaces.</p>
<h3>Open, persistent worlds</h3>
<p>A handful of projects have open-sourced their world servers so that communities can keep running them if the original company disappears. Ironically, this addresses the Meridia problem more directly than any token: the world itself, not just the ownership record, can outlive its creator.</p>
<h2>What players and developers should take away</h2>
<ol>
<li>Ownership records are only as valuable as the experience they point to.</li>
<li>Ask who runs the servers and what happens if they stop.</li>
<li>Open formats and open-source servers protect users better than scarcity.</li>
<li>Build something people want to visit before selling the land beneath it.</li>
</ol>
<p>Social VR is healthier than ever, with people meeting, playing and performing in virtual spaces every night. Most of that activity happens on platforms that never sold a single plot of land. The web3 metaverse may yet leave a legacy, but it will be in the quieter ideas about portability and openness rather than in land sales. For more on social VR platforms, see our <a href="https://example.com/features/social-vr">social VR feature series</a>.</p>`,
  },
  {
    slug: "smart-rings-compared-what-months-of-sleep-tracking-taught-us",
    title: "Smart rings compared: what months of sleep tracking taught us",
    excerpt:
      "We wore three smart rings for five months to see how their sleep, recovery and heart-rate data compare, and what they do with that data once it leaves your finger.",
    category: "gadgets",
    author: "priya-patel",
    tags: ["wearables", "privacy"],
    daysAgo: 157,
    published: false,
    html: `<p>Smart rings have gone from a niche curiosity to one of the fastest-growing wearable categories. They promise the health tracking of a smartwatch without a screen demanding attention, and without a bulky band on your wrist at night. To see whether they deliver, we wore three rings from different manufacturers, on alternating hands and often two at once, for five months of sleep, exercise, travel and the occasional cold.</p>
<p>The rings we tested are the Cadence Loop, the Aether Band 3 and the Solis Ring Pro. All three track heart rate, heart-rate variability, skin temperature and movement, and all three turn those signals into sleep and recovery scores.</p>
<h2>Comfort and battery</h2>
<p>Comfort matters more with a ring than with almost any other gadget, because you wear it constantly. All three manufacturers send a sizing kit before shipping the ring, and all three recommend wearing it on the index finger for the best sensor contact. The Aether Band 3 was the slimmest and the one we forgot we were wearing. The Solis Ring Pro has a slightly raised sensor dome that some testers found noticeable when gripping weights.</p>
<ul>
<li><strong>Cadence Loop:</strong> about six days of battery, titanium, no subscription</li>
<li><strong>Aether Band 3:</strong> about five days, the lightest of the three, subscription for detailed trends</li>
<li><strong>Solis Ring Pro:</strong> about eight days, the most rugged, subscription for coaching features</li>
</ul>
<h2>How accurate is the sleep data?</h2>
<p>We compared the rings with each other and, for a few nights, with a consumer sleep headband that measures brain activity. None of these comparisons amounts to a clinical study, and readers should treat them as indicative. Total sleep time agreed reasonably well across all devices, usually within twenty minutes. Sleep stages were a different story: the rings frequently disagreed with each other about how much deep and REM sleep we had, sometimes by large margins on the same night.</p>
<blockquote><p>"Wrist and finger wearables are good at telling you whether you slept and roughly how long. Staging sleep from pulse and movement alone is much harder," said a sleep physiologist we consulted, who asked not to be named because her clinic works with wearable manufacturers.</p></blockquote>
<p>Trends were more useful than individual nights. All three rings picked up elevated resting heart rate and skin temperature a day or so before two of our testers developed colds, and all three reflected the effect of late alcohol on sleep quality clearly enough to change some habits.</p>
<h3>Recovery scores</h3>
<p>Each ring condenses its data into a single daily readiness or recovery number. These scores are convenient, but they are proprietary blends, and the same night could earn a good score from one ring and a mediocre score from another. We found it more informative to look at the underlying heart-rate variability and resting heart-rate trends directly.</p>
<h2>Where does your data go?</h2>
<p>Health data collected around the clock is sensitive, and the three companies handle it differently. We read each privacy policy and asked each company follow-up questions.</p>
<ol>
<li><strong>Cadence</strong> processes most data on the phone and uploads only if you enable cloud backup.</li>
<li><strong>Aether</strong> requires an account and syncs all data to its servers, but offers a full export and account deletion.</li>
<li><strong>Solis</strong> syncs to its cloud and shares de-identified data with research partners unless you opt out in settings.</li>
</ol>
<p>If you care about where health data ends up, check these settings on day one rather than months later.</p>
<h2>Which one to buy</h2>
<p>For most people, the Cadence Loop offers the best balance: accurate enough, comfortable, private by default and free of subscriptions. The Aether Band 3 is the most comfortable and has the most polished app, if you accept the monthly fee. The Solis Ring Pro suits people who train hard and want coaching. Whichever you choose, treat the numbers as a guide to trends rather than a diagnosis. Our <a href="https://example.com/guides/wearable-health-data">guide to wearable health data</a> explains what each metric means.</p>`,
  },
];
