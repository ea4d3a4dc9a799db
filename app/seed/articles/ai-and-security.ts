import type { DemoArticle } from "../types";

export const aiAndSecurityArticles: DemoArticle[] = [
  {
    slug: "the-power-problem-can-data-centers-keep-up-with-ais-appetite",
    title: "The Power Problem: Can Data Centers Keep Up With AI's Appetite?",
    excerpt:
      "Grid connections, not chips, have become the bottleneck for new AI capacity. Operators are turning to efficiency, flexible loads and on-site generation to keep growing.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "climate-tech"],
    daysAgo: 1,
    published: false,
    html: `<p>For most of the past three years, the scarce resource in artificial intelligence was the accelerator. Anyone who wanted to train or serve a large model waited in line for GPUs. In late 2026, the line has moved. Developers of new data centers increasingly say the hardest thing to secure is not silicon but electricity, and the wait for a grid connection in popular regions can stretch for years.</p>
<p>That shift is reshaping where AI capacity gets built, how it is designed, and how the industry talks about its environmental footprint. It is also forcing a more honest conversation about what efficiency gains can and cannot offset.</p>
<h2>Why the grid became the bottleneck</h2>
<p>A modern AI training cluster can draw as much power as a small town, and unlike most industrial loads it wants that power around the clock. Utilities plan transmission upgrades on timelines measured in years, while a data center shell can go up in months. The result is a mismatch: buildings finished and waiting, racks installed and dark, until substations and high-voltage lines catch up.</p>
<p>Operators describe three broad responses:</p>
<ul>
<li><strong>Go where the power is.</strong> Sites near surplus hydro, wind or existing generation have become far more valuable than sites near fiber hubs or big cities.</li>
<li><strong>Build generation on site.</strong> Gas turbines, fuel cells and large battery installations are increasingly part of the plan, sometimes as a bridge until the grid connection arrives.</li>
<li><strong>Become a flexible load.</strong> Some operators now agree to curtail non-urgent work, such as batch training jobs, during grid stress in exchange for a faster connection.</li>
</ul>
<blockquote><p>"Five years ago we picked sites for latency and tax incentives. Now the first slide in every site review is the interconnection queue," said Ingrid Solberg, a director of infrastructure planning at a Nordic colocation provider.</p></blockquote>
<h2>Efficiency helps, but demand keeps rising</h2>
<p>There has been real progress on efficiency. Liquid cooling, now standard in many new AI halls, lets operators pack denser racks while spending less energy on fans and chillers. Newer accelerators deliver more useful work per watt, and software techniques such as quantization, batching and caching cut the energy cost of each individual request.</p>
<p>The problem is that cheaper inference tends to invite more inference. When the cost of a generated answer falls, products add AI features in more places, and total consumption climbs. Economists have a name for this pattern, the rebound effect, and the AI industry appears to be a textbook case.</p>
<p>"Per-query energy is going down, and that is genuinely good engineering," said Rafael Quintero, an energy analyst at an independent research group that models data center demand. "But nobody should confuse lower intensity with lower totals. Those are different curves, and right now they are moving in opposite directions."</p>
<h2>The accounting debate</h2>
<p>How to measure the footprint is itself contested. Companies that buy renewable energy certificates or sign long-term power purchase agreements often report near-zero market-based emissions. Critics argue that location-based accounting, which reflects the actual mix of the local grid at the hour power is drawn, gives a truer picture, particularly when data centers run overnight on fossil-heavy grids.</p>
<p>A growing number of large buyers are pushing for hourly matching, where clean energy must be generated in the same region and the same hour it is consumed. It is harder and more expensive, but it rewards the storage and firm clean generation the grid actually needs.</p>
<h2>What comes next</h2>
<p>Few in the industry expect the constraint to ease soon. Transmission projects remain slow to permit, and the equipment they require, from transformers to switchgear, has its own supply backlog. In the meantime, expect more AI capacity to cluster in a handful of power-rich regions, more creative contracts between operators and utilities, and more pressure on model developers to justify the energy behind each new generation of systems.</p>
<p>For engineers building AI products, the practical takeaway is that efficiency is no longer just a cost optimization. Choosing a smaller model, caching aggressively and running batch work at off-peak hours are becoming ways to ship at all when capacity is rationed.</p>`,
  },
  {
    slug: "small-models-big-shift-why-on-device-ai-is-finally-earning-its-keep",
    title: "Small Models, Big Shift: Why On-Device AI Is Finally Earning Its Keep",
    excerpt:
      "Quantized models running on phone and laptop NPUs have moved from demo to default for many everyday tasks. Here is what changed, and where the cloud still wins.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "smartphones", "privacy"],
    daysAgo: 10,
    published: true,
    html: `<p>For most of the generative AI boom, "on-device" was a marketing phrase attached to features that quietly phoned home. That is changing. Across the latest generation of phones and laptops, a growing share of everyday AI work, from transcribing a voice memo to summarizing a stack of notifications or pulling text out of a photo, now happens entirely on the hardware in your hand.</p>
<p>The shift is not the result of a single breakthrough. It is the accumulation of three slower trends that have finally converged: neural processing units with enough memory bandwidth to matter, small language models that are genuinely useful at a few billion parameters, and quantization techniques that shrink those models without wrecking their output.</p>
<h2>What made small models good enough</h2>
<p>Two years ago, a model small enough to fit comfortably in a phone's memory was a novelty. It could autocomplete a sentence, but ask it to summarize a long thread and it would invent participants. Today's compact models, typically in the one-to-four billion parameter range, are trained on far more carefully filtered data and are frequently distilled from much larger "teacher" models. The result is a model that is narrow but dependable on the tasks it was tuned for.</p>
<p>Quantization does the rest. Storing weights at four bits rather than sixteen cuts memory needs by roughly three-quarters, and modern schemes that quantize in small groups with per-group scaling lose surprisingly little accuracy on common tasks. Combined with NPUs designed for low-precision integer math, that puts a capable assistant model within reach of a mid-range handset.</p>
<blockquote><p>"The question stopped being 'can it run' and became 'is it worth the battery.' For short, frequent tasks, the answer is now usually yes," said Tomasz Wierzbicki, who leads the mobile machine learning team at a Warsaw-based productivity app developer.</p></blockquote>
<h2>The trade-offs developers actually face</h2>
<p>On-device inference is not free. Developers who have shipped it describe a consistent set of constraints:</p>
<ul>
<li><strong>Memory pressure.</strong> A multi-gigabyte model competes with the camera, the browser and everything else. Operating systems evict it aggressively, and cold-loading it again costs seconds.</li>
<li><strong>Thermal limits.</strong> Sustained generation heats the chip, and the device throttles. Short bursts are fine; long agent-style sessions are not.</li>
<li><strong>Fragmentation.</strong> NPU support varies across chip vendors and OS versions, so teams often maintain a GPU or CPU fallback path that is markedly slower.</li>
<li><strong>Update cadence.</strong> Shipping a new model means shipping a large download, which users on metered connections may postpone for weeks.</li>
</ul>
<p>Because of those constraints, the most common architecture today is hybrid. A small local model handles classification, short rewriting and anything touching sensitive data, and a router escalates harder requests to a larger hosted model, ideally with the user's explicit consent. Getting that router right has become a discipline of its own: escalate too often and you lose the cost and privacy benefits, escalate too rarely and users notice the drop in quality.</p>
<h2>Privacy is the selling point, with caveats</h2>
<p>Processing data locally is a genuine privacy improvement. A meeting transcript that never leaves the laptop cannot leak from a vendor's logging pipeline. But privacy advocates caution against treating "on-device" as a blanket guarantee. Usage telemetry, crash reports that include snippets of input, and the escalation path to the cloud can all reintroduce exposure.</p>
<p>"Users hear 'on-device' and assume nothing is collected, ever," said Leila Haddad, a privacy engineer who audits consumer apps for a European consultancy. "The honest version is that the model runs locally and the app still makes choices about what it reports back. Those choices should be visible in settings, not buried in a policy."</p>
<h2>Where the cloud still wins</h2>
<p>Large hosted models remain far ahead on long-context reasoning, complex code generation and anything that needs fresh knowledge of the world. Small models also struggle in lower-resource languages, where training data is thin and compression hurts most. For those workloads, local inference is a fallback, not a replacement.</p>
<p>There is also the question of who controls the model. On many platforms the built-in system model is supplied by the OS vendor, and third-party apps reach it through an API with limited tuning options. Developers who need domain-specific behavior still bundle their own weights, accepting the download size in exchange for control. Runtimes such as ONNX Runtime, Core ML and llama.cpp have made that easier, but it remains real engineering work.</p>
<h2>What to watch next</h2>
<p>The next milestone is persistence: models that stay resident in memory without draining the battery, so features feel instant instead of waking up with a noticeable delay. Chip designers are adding lower-power NPU states aimed squarely at that use. If they succeed, the line between "an app feature" and "an AI feature" will blur further, and most users will stop noticing where the computation happens at all.</p>`,
  },
  {
    slug: "passkeys-go-mainstream-as-ai-written-phishing-makes-passwords-indefensible",
    title: "Passkeys Go Mainstream as AI-Written Phishing Makes Passwords Indefensible",
    excerpt:
      "Flawless, personalized phishing emails have pushed security teams to stop patching passwords and replace them. Passkeys are winning, but account recovery is the new weak spot.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "artificial-intelligence", "privacy"],
    daysAgo: 19,
    published: true,
    html: `<p>Security awareness training used to teach employees to spot phishing by its flaws: awkward grammar, a generic greeting, a logo that looked slightly off. Generative AI has erased most of those tells. Attackers can now produce fluent, personalized lures in any language, referencing real projects scraped from public profiles, at essentially no cost per message.</p>
<p>That change has done more to advance passwordless authentication than a decade of advocacy. Across consumer services and corporate identity platforms, passkeys have moved from an optional extra to the default sign-in method, and security teams increasingly describe passwords as a liability to be retired rather than a control to be strengthened.</p>
<h2>Why passkeys resist phishing</h2>
<p>A passkey is a credential built on the FIDO2 and WebAuthn standards. Instead of a shared secret that a user types into a form, the device holds a private key and proves possession of it by signing a challenge from the server. Crucially, the browser binds each credential to the website's origin. A pixel-perfect clone of a login page on a lookalike domain simply cannot ask for the real site's passkey.</p>
<p>That is the property that matters against AI-generated phishing. It no longer depends on the user noticing anything wrong. Even a perfectly convincing email that leads to a perfectly convincing fake page yields nothing the attacker can replay.</p>
<blockquote><p>"We spent years trying to make people better at detecting fakes, and the fakes got better faster. Passkeys are the first control we've deployed that doesn't care how good the fake is," said Odile Marchetti, head of identity security at a European insurance group.</p></blockquote>
<h2>What registration looks like</h2>
<p>For developers, the browser side of registration is compact. The server generates a random challenge and user handle, and the client asks the platform authenticator to create a discoverable credential:</p>
<pre><code>const credential = await navigator.credentials.create({
  publicKey: {
    challenge: challengeFromServer, // random, single use
    rp: { id: "example.com", name: "Example" },
    user: { id: userHandle, name: email, displayName: fullName },
    pubKeyCredParams: [
      { type: "public-key", alg: -7 },   // ES256
      { type: "public-key", alg: -257 }, // RS256
    ],
    authenticatorSelection: {
      residentKey: "required",
      userVerification: "preferred",
    },
  },
});
// send credential.response to the server for verification and storage
</code></pre>
<p>Most teams lean on a maintained server library to verify attestation and assertion responses rather than parsing the binary structures themselves. The hard parts of a rollout are rarely cryptographic; they are product and support decisions.</p>
<h2>The new weak spot: recovery</h2>
<p>When the front door is phishing-resistant, attackers go around it. Incident responders report a clear shift toward account recovery flows, help-desk social engineering and session token theft. If a user can lose their phone and regain access by answering security questions or receiving an SMS code, the account is only as strong as that fallback.</p>
<p>AI has sharpened those attacks too. Voice cloning lets an attacker impersonate an employee on a call to the service desk, and a chatbot can keep a convincing conversation going with a support agent for as long as needed.</p>
<p>Identity teams that have rolled out passkeys successfully tend to follow a similar sequence:</p>
<ol>
<li><strong>Enroll, then nudge.</strong> Offer passkey creation right after a successful sign-in, when the user is already authenticated and motivated.</li>
<li><strong>Require two passkeys for high-value accounts.</strong> A synced passkey plus a hardware security key gives users a recovery path that is not a password.</li>
<li><strong>Harden the help desk.</strong> Require verification through an existing trusted device or an in-person or video identity check before resetting credentials, and log every override.</li>
<li><strong>Protect sessions.</strong> Shorten the lifetime of sensitive session tokens and bind them to device signals where possible, since stolen cookies bypass any sign-in method.</li>
<li><strong>Retire the password last.</strong> Remove password sign-in only after recovery is proven, or attackers will simply choose the weaker option.</li>
</ol>
<h2>Privacy and portability questions</h2>
<p>Synced passkeys live in platform credential managers, which raises fair questions about lock-in and about what the sync provider can see. The private keys are end-to-end encrypted in the major implementations, and the credential exchange work within the FIDO Alliance aims to let users move passkeys between managers. Still, privacy-minded users and regulated organizations may prefer device-bound keys that never leave a hardware token.</p>
<p>"Synced passkeys are the right default for consumers, and device-bound keys are the right default for administrators," said Haruto Ishikawa, a security architect at a Tokyo-based payments company. "The mistake is choosing one model for everyone."</p>
<h2>The bottom line</h2>
<p>Passwords will linger for years in legacy systems and long-tail websites. But for any organization facing targeted phishing, and in an era of machine-written lures that is every organization, the argument has shifted. The question is no longer whether to adopt passkeys, but how quickly recovery and support processes can be made strong enough to deserve them.</p>`,
  },
  {
    slug: "beyond-the-leaderboard-how-engineering-teams-are-building-their-own-ai-evals",
    title: "Beyond the Leaderboard: How Engineering Teams Are Building Their Own AI Evals",
    excerpt:
      "Public benchmarks say less and less about how a model will behave in your product. Teams are writing task-specific evaluation suites and wiring them into CI.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "large-language-models", "developer-tools"],
    daysAgo: 28,
    published: true,
    html: `<p>When a new large language model launches, the announcement still arrives with a table of benchmark scores. Increasingly, the engineers who actually decide which model ships in a product skim past it. Their attention has moved to something less glamorous: a private collection of test cases drawn from their own users, run automatically every time a prompt, a model version or a retrieval setting changes.</p>
<p>This is the quiet professionalization of AI evaluation, and it is changing how teams choose models, how they catch regressions and how they argue about quality.</p>
<h2>Why public benchmarks lost their grip</h2>
<p>Public benchmarks have three well-documented problems. The first is saturation: once several top models score in the high nineties on a test, it no longer separates them. The second is contamination: benchmark questions leak into the enormous web-scale corpora used for training, so a high score may reflect memorization rather than skill. The third, and for product teams the most important, is mismatch. A model that excels at competition math may still mangle your company's refund policy.</p>
<blockquote><p>"A leaderboard tells you which model is good at the leaderboard. What I need to know is which model is good at answering our customers without promising things we don't sell," said Nadia Okonkwo-Berg, an applied ML lead at a Rotterdam-based e-commerce platform.</p></blockquote>
<h2>What an internal eval suite looks like</h2>
<p>Mature teams describe a layered approach rather than a single score. A typical suite includes:</p>
<ul>
<li><strong>Golden sets:</strong> a few hundred real, anonymized inputs with expected outcomes, curated by domain experts and reviewed every quarter.</li>
<li><strong>Deterministic checks:</strong> fast assertions on format, required facts, forbidden phrases, valid JSON and citation presence.</li>
<li><strong>Model-graded rubrics:</strong> a separate model scores open-ended answers against a written rubric, with its judgments periodically audited by humans.</li>
<li><strong>Adversarial cases:</strong> prompt-injection attempts, off-topic requests and inputs designed to trigger unsafe or off-brand behavior.</li>
<li><strong>Regression sets:</strong> every production incident becomes a permanent test case, so the same failure cannot quietly return.</li>
</ul>
<p>The deterministic layer is usually the first one teams build, because it is cheap and unambiguous. A minimal harness fits in a few dozen lines:</p>
<pre><code>import json
from dataclasses import dataclass, field

@dataclass
class Case:
    id: str
    prompt: str
    must_include: list[str] = field(default_factory=list)
    must_not_include: list[str] = field(default_factory=list)

def load_cases(path: str) -&gt; list[Case]:
    with open(path, encoding="utf-8") as f:
        return [Case(**json.loads(line)) for line in f if line.strip()]

def passes(output: str, case: Case) -&gt; bool:
    text = output.lower()
    required = all(term.lower() in text for term in case.must_include)
    forbidden = any(term.lower() in text for term in case.must_not_include)
    return required and not forbidden

def run_suite(model, cases: list[Case]) -&gt; dict:
    failures = [c.id for c in cases if not passes(model.generate(c.prompt), c)]
    return {"pass_rate": 1 - len(failures) / len(cases), "failures": failures}
</code></pre>
<h2>The trouble with AI judging AI</h2>
<p>Using a model to grade another model's output has become routine, and it scales in a way human review never will. But practitioners are wary of trusting it blindly. Judge models tend to favor longer answers, can prefer outputs written in their own style, and sometimes reward confident nonsense. Teams that rely on them typically calibrate the judge against a sample of human ratings and re-check agreement whenever the judge model changes.</p>
<p>"We treat the judge like any other measurement instrument," said Diego Sarmiento, who runs evaluation infrastructure at a legal-tech startup in Buenos Aires. "If it disagrees with our reviewers more than about one time in ten on a sample, we stop trusting the dashboard until we know why."</p>
<h2>Making evals part of the release process</h2>
<p>The biggest shift is cultural: evaluation has moved from a one-off model bake-off to a gate in continuous integration. A common pattern works like this:</p>
<ol>
<li>Every pull request that touches a prompt, tool definition or retrieval setting triggers the fast deterministic suite.</li>
<li>Nightly jobs run the full suite, including model-graded rubrics, against the current production configuration and any candidate model.</li>
<li>Results are compared to a stored baseline, and a drop beyond an agreed threshold blocks the release.</li>
<li>Failures are triaged by a named owner, and genuinely new failure modes are added to the regression set.</li>
</ol>
<p>Cost is a real consideration. Full suites that call frontier models thousands of times a night are not cheap, so teams sample, cache responses for unchanged inputs, and reserve expensive judges for the cases where cheap checks cannot decide.</p>
<h2>Evals as institutional memory</h2>
<p>Perhaps the most underrated benefit is what a good suite captures about the product itself. Each case encodes a decision about what "correct" means, often one that took a long meeting to reach. When a new model arrives, that knowledge lets a team answer the only question that matters in an afternoon rather than a month: is it better for us?</p>`,
  },
  {
    slug: "poisoned-weights-why-attackers-are-targeting-the-machine-learning-supply-chain",
    title: "Poisoned Weights: Why Attackers Are Targeting the Machine Learning Supply Chain",
    excerpt:
      "Downloaded model files can execute code, hide backdoors or impersonate popular releases. Security teams are extending supply-chain controls from packages to weights.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "artificial-intelligence", "machine-learning", "open-source"],
    daysAgo: 37,
    published: true,
    html: `<p>Software supply-chain security spent the past few years focused on packages: typosquatted libraries, hijacked maintainer accounts, malicious install scripts. Those threats have not gone away, but a newer front has opened alongside them. As companies pull pre-trained models from public hubs and fine-tune them for internal use, model files themselves have become an attractive way into corporate networks.</p>
<p>The attacks are not exotic. Most exploit the same habits that made package ecosystems vulnerable: developers downloading whatever has the most stars, trusting names that look right, and running files without asking what they contain.</p>
<h2>Three ways a model can bite</h2>
<p>Researchers and incident responders group the risks into three broad categories:</p>
<ul>
<li><strong>Code execution on load.</strong> Many older checkpoint formats rely on Python's pickle serialization, which can run arbitrary code when a file is deserialized. Loading a malicious checkpoint can be equivalent to running an attacker's script on a GPU server with broad network access.</li>
<li><strong>Impersonation.</strong> Attackers upload models with names nearly identical to popular releases, or republish a legitimate model with a tampered configuration, and wait for someone to copy the wrong identifier into a notebook.</li>
<li><strong>Behavioral backdoors.</strong> A fine-tuned model can behave normally on almost every input but produce attacker-chosen output when it sees a specific trigger phrase. These are much harder to detect, because the file is technically harmless.</li>
</ul>
<p>The first category is the most common in practice and the easiest to prevent. The third is the one that keeps researchers up at night.</p>
<blockquote><p>"Teams that would never run an unsigned binary from a stranger will happily load a two-gigabyte pickle from one. The file extension makes it feel like data, but it can behave like a program," said Yusuf Demirci, a principal security engineer at an Istanbul-based fintech.</p></blockquote>
<h2>Safer formats and pinned revisions</h2>
<p>The most effective single control is refusing formats that can execute code. The safetensors format stores only tensors and metadata, with no executable payload, and it has become the default for most major open-weight releases. Organizations that still encounter pickle-based checkpoints increasingly convert them in an isolated sandbox before they ever reach a shared environment.</p>
<p>The second control is treating model identifiers like dependency versions. Pulling "the latest" version of a model by name is the equivalent of an unpinned dependency. A build step that downloads a specific revision and verifies its hash closes off both silent updates and lookalike uploads:</p>
<pre><code># Pin the exact model revision and verify checksums before use
MODEL_REV="3f9c2e1a7b"
huggingface-cli download acme-labs/ticket-classifier --revision "$MODEL_REV" --local-dir ./models/ticket-classifier
sha256sum -c models.sha256

# Fail the build if a pickle-based checkpoint slipped in
if find ./models -name "*.pkl" -o -name "*.pt" | grep -q .; then
  echo "pickle checkpoint found: convert to safetensors in the sandbox first" &amp;&amp; exit 1
fi
</code></pre>
<p>Loading code should then use a loader that only understands the safe format, so that a misplaced file fails loudly instead of executing quietly.</p>
<h2>Backdoors need a different playbook</h2>
<p>Hashes and safe formats prove that a file is the one you meant to download. They say nothing about whether the model's behavior is trustworthy. For that, teams are borrowing ideas from both security testing and model evaluation: running candidate models against trigger-hunting test suites, comparing a fine-tune's outputs with its base model on large sets of inputs to spot suspicious divergence, and preferring publishers who document their training data and process.</p>
<p>None of these methods is conclusive. Academic work has repeatedly shown that well-hidden backdoors can survive casual testing and even some further fine-tuning. That is why many security teams now treat third-party models the way they treat third-party code in high-risk systems: limit what the model can touch, so that a compromised one cannot do much damage.</p>
<p>"You assume the model might be wrong or even hostile, and you design the surrounding system so that doesn't become a breach," said Svetlana Morozova-Hart, who leads AI platform security at a logistics software vendor. "Least privilege applies to models just as much as it applies to service accounts."</p>
<h2>Inventory comes first</h2>
<p>Many organizations cannot yet answer a basic question: which models are running where? Data scientists download weights into notebooks, product teams call hosted APIs, and vendors embed models inside software without saying so. The idea of an AI bill of materials, an inventory listing models, versions, sources, licenses and training-data provenance, has moved from conference slides into procurement questionnaires. Both major SBOM standards have added ways to describe machine learning components.</p>
<p>Practical first steps, according to practitioners, are modest: mirror approved models in an internal registry, block direct downloads from production networks, require safe formats, and record the provenance of every model that reaches a customer-facing system. None of it is glamorous, and none of it is new. It is the package security playbook, applied to a new kind of artifact before attackers force the lesson.</p>`,
  },
  {
    slug: "ai-compliance-gets-real-what-high-risk-rules-mean-for-engineering-teams",
    title: "AI Compliance Gets Real: What High-Risk Rules Mean for Engineering Teams",
    excerpt:
      "As obligations for high-risk AI systems approach, compliance is landing on engineers' desks. Here is how legal requirements translate into logs, tests and documentation.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "regulation", "cybersecurity"],
    daysAgo: 46,
    published: true,
    html: `<p>For the first years of the AI regulation debate, compliance was a topic for lawyers and policy teams. That era is ending. With the European Union's AI Act phasing in, state-level rules spreading in the United States and sector regulators issuing their own guidance, the work of proving that an AI system is safe and accountable is landing squarely on engineering teams.</p>
<p>The timetable has been contested, and Brussels has debated pushing back some deadlines for high-risk systems. But companies that build AI for hiring, credit, education, critical infrastructure or medical devices say the direction is clear enough that they are not waiting to find out the final dates.</p>
<h2>What "high-risk" actually asks for</h2>
<p>The AI Act sorts systems by risk. Most applications, from spam filters to recommendation widgets, face light or no obligations. General-purpose model providers have had transparency and documentation duties since 2025. The heaviest requirements fall on systems classified as high-risk, and when engineers read them closely, most map onto familiar engineering practices:</p>
<ul>
<li><strong>Risk management:</strong> a documented, ongoing process for identifying and mitigating foreseeable harms, not a one-time assessment.</li>
<li><strong>Data governance:</strong> evidence that training, validation and test data are relevant, representative and examined for bias.</li>
<li><strong>Technical documentation:</strong> a description of the system detailed enough for an authority to assess compliance.</li>
<li><strong>Record-keeping:</strong> automatic logging of events over the system's lifetime, to support traceability.</li>
<li><strong>Human oversight:</strong> design features that let people understand outputs and intervene or override.</li>
<li><strong>Accuracy, robustness and cybersecurity:</strong> declared performance levels and resilience against errors and attacks such as data poisoning or adversarial inputs.</li>
</ul>
<blockquote><p>"When we translated the legal text into tickets, most of it turned out to be things a good ML platform should do anyway. The difference is that now you have to be able to prove it, years later, to someone who doesn't trust you," said Katarzyna Wolska, head of AI governance at a Kraków-based HR software company.</p></blockquote>
<h2>From legal text to engineering backlog</h2>
<p>Teams that have started early describe a similar translation process. Requirements become concrete artifacts: dataset datasheets with lineage back to source systems, versioned model cards, evaluation reports tied to specific model builds, and immutable inference logs that record inputs, outputs, model version and any human override.</p>
<p>Logging is where many teams discover hidden complexity. Storing every prompt and output indefinitely creates a privacy problem of its own, particularly under data protection law. The emerging practice is to log structured metadata by default, keep full payloads for a limited retention window, and pseudonymize identifiers, with the retention policy itself documented as part of the risk assessment.</p>
<h2>Security is part of the compliance story</h2>
<p>The explicit mention of cybersecurity in the high-risk requirements has drawn security teams into AI projects they previously ignored. Regulators expect providers to consider threats specific to machine learning, including poisoned training data, manipulated inputs designed to cause misclassification, and attacks that extract confidential training data from a model.</p>
<p>"Our threat models used to stop at the API gateway," said Emeka Nwosu, a security architect at a London insurer that uses models in claims triage. "Now they have to include the training pipeline, the feature store and the people who can change the labels. That's a much bigger attack surface than most companies have mapped."</p>
<h2>A practical starting checklist</h2>
<p>Advisers working with mid-sized companies suggest a pragmatic sequence rather than an attempt to do everything at once:</p>
<ol>
<li>Inventory every AI system in use or development, including features embedded in purchased software.</li>
<li>Classify each one against the regulation's risk categories, and record the reasoning.</li>
<li>For anything likely to be high-risk, assign an accountable owner and start the technical documentation now.</li>
<li>Introduce versioned evaluation reports and inference logging into the ML platform, so evidence accumulates automatically.</li>
<li>Add ML-specific threats to existing security reviews and penetration tests.</li>
<li>Write down how humans can override the system, and test that they actually can.</li>
</ol>
<h2>Beyond Europe</h2>
<p>Companies operating globally face a patchwork. In the United States, a handful of states have passed laws targeting algorithmic discrimination in consequential decisions, while federal policy has swung between encouraging voluntary frameworks and discouraging state rules. Elsewhere, governments are drafting their own regimes, often borrowing the EU's risk-based vocabulary.</p>
<p>For engineering leaders, the common thread matters more than the differences. Regulators everywhere are converging on the same expectations: know what your system does, measure how well it does it, keep records, and make sure a human can step in. Teams that build those capabilities into their platforms once will find each new jurisdiction far less painful than those treating compliance as a series of one-off projects.</p>`,
  },
  {
    slug: "follow-the-money-how-ransomware-economics-shifted-as-fewer-victims-pay",
    title: "Follow the Money: How Ransomware Economics Shifted as Fewer Victims Pay",
    excerpt:
      "Payment rates are falling, affiliates are switching crews and pure data extortion is on the rise. A look at the business model behind ransomware and where it is heading.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "ransomware", "fintech"],
    daysAgo: 55,
    published: true,
    html: `<p>Ransomware is often described as a technical problem, but it has always been a business. Its operators respond to incentives, compete for talent, manage brands and adjust prices. To understand where the threat is heading, it helps to look less at malware and more at the money.</p>
<p>The picture emerging from incident responders and negotiators in late 2026 is of an industry under margin pressure. More victims are refusing to pay, law-enforcement disruption has made big-name brands risky to work for, and the crews that remain are adapting in ways that make attacks smaller, faster and more numerous.</p>
<h2>Fewer victims are paying</h2>
<p>Several incident-response firms have reported that the share of victims who pay a ransom has fallen over the past few years. Responders attribute this to a combination of factors: better offline backups, more mature recovery plans, growing skepticism that criminals will actually delete stolen data, and legal and reputational risks around paying groups that may be subject to sanctions.</p>
<p>An annual review of roughly 300 cases published by Brightwater Incident Response, a mid-sized response firm based in Dublin, illustrates the pattern: organizations with tested restore procedures were far more likely to decline payment, and the ones that paid did so mostly because backups were missing, encrypted or incomplete.</p>
<blockquote><p>"The decision to pay is rarely about the ransom note. It's about whether the backups restore. Every company that had rehearsed a full restore in the last year told us to go away," said Mireille Fontaine, a ransomware negotiator who works with mid-sized manufacturers in France and Belgium.</p></blockquote>
<h2>The affiliate model under strain</h2>
<p>Most ransomware is run on a franchise model. A core group develops the encryption tools, leak sites and payment infrastructure, while affiliates break into victims and deploy the payload in exchange for a large share of the proceeds. That arrangement let the ecosystem scale quickly, but it also made it fragile.</p>
<p>Affiliates are mercenary. When law enforcement seizes a group's servers, or a group is suspected of cheating its partners out of their cut, affiliates move on to a rival within weeks. The result is a churn of short-lived brands, many of them rebrands of earlier operations. For defenders, this means that attribution to a named group matters less than recognizing the familiar techniques a given affiliate brings with them.</p>
<h2>Extortion without encryption</h2>
<p>One of the clearest trends is the rise of data-theft-only extortion. Instead of encrypting systems, attackers quietly copy sensitive data and threaten to publish it. The approach has clear advantages for criminals:</p>
<ul>
<li><strong>Less noise:</strong> exfiltration can look like ordinary cloud traffic, while mass encryption trips alarms quickly.</li>
<li><strong>Backups do not help:</strong> a perfect restore does nothing to stop a leak.</li>
<li><strong>Lower skill requirements:</strong> affiliates do not need to disable endpoint protection or reach domain controllers.</li>
<li><strong>Regulatory pressure:</strong> breach notification rules and the threat of lawsuits give victims reasons to negotiate.</li>
</ul>
<p>Mass exploitation of file-transfer tools and other internet-facing applications has made this model especially efficient, allowing a single crew to compromise many organizations through one vulnerability before anyone has patched.</p>
<h2>Insurance and the price of entry</h2>
<p>Cyber insurers have become quiet regulators of corporate security. After heavy losses earlier in the decade, underwriters tightened requirements: multi-factor authentication on remote access, endpoint detection and response, segmented and immutable backups, and documented incident response plans. Companies that cannot show these controls face higher premiums, exclusions or refusal of cover.</p>
<p>"Insurers did more to get MFA deployed in the mid-market than any awareness campaign," said Jonas Lindgren, a risk consultant who advises Scandinavian municipalities. "Underwriting questionnaires turned security from a budget request into a condition of doing business."</p>
<h2>What the economics mean for defenders</h2>
<p>If ransomware is a business, the most effective defenses are the ones that destroy its margins. That means making intrusion more expensive, through patching internet-facing systems quickly and removing exposed remote access, and making extortion less profitable, through tested recovery and data minimization. Stolen data cannot be leaked if it was deleted when it stopped being useful.</p>
<p>It also means preparing the decision in advance. Organizations that agree before an incident who decides on payment, which lawyers and negotiators to call, and how to check sanctions exposure make faster and calmer choices than those improvising under a countdown timer. Criminal crews count on panic. A plan written in peacetime is one of the few controls that directly reduces their leverage.</p>`,
  },
  {
    slug: "inside-the-hospital-ai-rollout-ambient-scribes-sepsis-alerts-and-alert-fatigue",
    title: "Inside the Hospital AI Rollout: Ambient Scribes, Sepsis Alerts and Alert Fatigue",
    excerpt:
      "Hospitals are deploying AI for documentation and early warnings. Clinicians and data teams explain what worked, what did not, and why local validation matters.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "privacy"],
    daysAgo: 64,
    published: true,
    html: `<p>Walk through the wards of a large hospital today and you may not notice the artificial intelligence at all. There is no robot at the bedside. Instead, there is a phone on the desk recording a consultation, a score quietly updating in the electronic health record, and a queue of draft discharge letters waiting for a doctor's signature.</p>
<p>Hospitals have moved past pilots for several kinds of AI, and the experience of the early adopters is becoming a practical guide for everyone else. The lessons are less about model architecture and more about workflow, trust and measurement.</p>
<h2>Ambient scribes: the breakout use case</h2>
<p>The most widely adopted tool is the ambient scribe. With the patient's consent, it listens to a consultation, transcribes it, and drafts a structured clinical note for the physician to review and sign. For clinicians who spend hours each evening on documentation, the appeal is obvious.</p>
<p>At Northvale Health, a regional network of five hospitals, physicians using a scribe reported spending noticeably less time on notes after clinic hours. But the rollout surfaced problems that vendor demos had not.</p>
<ul>
<li><strong>Omissions matter more than errors.</strong> Drafts were usually accurate about what was said, but occasionally dropped a detail such as a medication the patient mentioned in passing.</li>
<li><strong>Specialties differ.</strong> Scribes worked well in primary care and struggled more in psychiatry and pediatrics, where conversations are less structured.</li>
<li><strong>Review fatigue is real.</strong> Clinicians who trusted early drafts began skimming, which is exactly when missed details slip through.</li>
<li><strong>Consent needs a script.</strong> Patients were generally comfortable once they understood recordings were deleted after the note was signed, but staff needed a clear, consistent explanation.</li>
</ul>
<blockquote><p>"The scribe gave me my evenings back. It also made me a proofreader, and proofreading is a skill you have to keep practicing, or you start signing things you haven't really read," said Dr. Aisha Rahman, a family physician who helped lead one network's evaluation.</p></blockquote>
<h2>Early-warning models and the validation gap</h2>
<p>Predictive models that flag patients at risk of sepsis or clinical deterioration have a longer and more complicated history. Several widely deployed models performed worse in independent studies than in the developers' own evaluations, and hospitals learned the hard way that a model trained on one population may not transfer to another.</p>
<p>The response has been a push for local validation. Before switching on an alert, data teams run the model silently in the background for weeks or months, comparing its predictions with actual patient outcomes at their own hospital. Only when performance is acceptable, and the alert threshold has been tuned, does it go live.</p>
<p>"A model doesn't know that our emergency department codes things differently or that our lab changed analyzers last spring," said Tobias Brenner, a clinical data scientist at a university hospital in southern Germany. "Silent mode is where you find all of that out without hurting anyone."</p>
<h2>Alert fatigue is the enemy</h2>
<p>Even a well-validated model can fail if it produces too many alerts. Nurses who are interrupted dozens of times per shift learn to dismiss notifications reflexively. Hospitals that have succeeded with early-warning tools tend to route alerts to a dedicated rapid-response nurse rather than to every bedside clinician, and to review the alert rate and positive predictive value every month.</p>
<p>Drift is the other long-term concern. Changes in patient mix, new treatment protocols or even an upgrade to the health record system can quietly change the inputs a model sees. Monitoring dashboards that track input distributions and alert rates have become a standard part of deployments.</p>
<h2>Governance and privacy</h2>
<p>Most large hospitals now run an AI governance committee that includes clinicians, informatics staff, legal counsel, patient representatives and information security. New tools go through a review that covers clinical evidence, bias across patient groups, data flows and vendor contracts.</p>
<p>Privacy questions dominate those reviews. Where is audio processed? How long are transcripts retained? Can the vendor use patient data to improve its models? Many hospitals now insist on contractual bans on secondary use and on processing within their own jurisdiction.</p>
<h2>What comes next</h2>
<p>The next wave is more ambitious: drafting replies to patient portal messages, summarizing long records before a consultation, and suggesting billing codes. Each promises to save time, and each carries its own risks. The hospitals that handled the first wave well are applying the same discipline: start silent, measure locally, keep a human accountable, and be honest with patients about what the machines are doing.</p>`,
  },
  {
    slug: "zero-trust-two-years-in-lessons-from-a-messy-enterprise-rollout",
    title: "Zero Trust, Two Years In: Lessons From a Messy Enterprise Rollout",
    excerpt:
      "A freight company retired its VPN and moved every internal app behind identity-aware access. The security gains were real, and so were the surprises along the way.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "zero-trust", "cloud-computing"],
    daysAgo: 73,
    published: true,
    html: `<p>Zero trust has been on conference agendas for so long that the phrase has become easy to tune out. Behind the marketing, though, a growing number of ordinary companies have actually done the work: shut down the corporate VPN, put every internal application behind an identity-aware proxy, and made access decisions depend on who the user is and what device they are holding rather than which network they happen to be on.</p>
<p>Kestrel Freight, a logistics company with about 4,000 employees spread across depots, offices and trucks, finished that transition this year. Its security and IT teams agreed to walk through what went well, what went wrong, and what they would do differently.</p>
<h2>Why they started</h2>
<p>The trigger was mundane. An audit found that the company's VPN gave any connected laptop broad reach into the internal network, including legacy warehouse systems that had not been patched in years. At the same time, more and more applications had moved to public cloud providers and software-as-a-service vendors, so the idea of a trusted internal perimeter no longer matched reality.</p>
<blockquote><p>"Our network diagram said we had a castle and a moat. In practice the castle was half empty, everything valuable had moved to the cloud, and the moat had a drawbridge that let down for anyone with a password," said Fatima Zahra Benali, Kestrel's head of security architecture.</p></blockquote>
<h2>How access works now</h2>
<p>Every internal application now sits behind an access proxy. When an employee opens the finance system, the proxy checks their identity with the company's identity provider, requires a phishing-resistant second factor, and evaluates the health of the device before letting the request through. Policies are written as code and reviewed like any other change:</p>
<pre><code>policy: finance-app-access
resource: https://finance.internal.example.com
default: deny
allow:
  - groups: ["finance", "finance-auditors"]
    auth:
      mfa: phishing-resistant
      max_session_hours: 8
    device:
      managed: true
      disk_encrypted: true
      os_patch_age_days_max: 14
      edr_running: true
  - groups: ["finance-contractors"]
    auth:
      mfa: phishing-resistant
      max_session_hours: 4
    device:
      managed: false
      browser_isolation: required
log_to: siem/zt-access
</code></pre>
<p>Contractors on unmanaged laptops get access through browser isolation, so sensitive data is rendered remotely and never lands on a device the company does not control.</p>
<h2>What they learned</h2>
<p>The team summarized its experience in a handful of lessons that other practitioners echo:</p>
<ol>
<li><strong>Inventory is the real project.</strong> Nobody knew how many internal applications existed. Discovery turned up hundreds, including dozens of forgotten tools that teams depended on daily.</li>
<li><strong>Start with the easy web apps.</strong> Browser-based applications moved behind the proxy quickly. Thick clients, file shares and anything using unusual protocols took months longer.</li>
<li><strong>Operational technology needs its own plan.</strong> Warehouse scanners, label printers and vehicle telematics cannot run an identity agent. They were segmented onto isolated networks with tightly scoped connectors instead.</li>
<li><strong>Device health data is messy.</strong> Early policies blocked users whose laptops reported stale patch data because of sync delays, not actual risk. Thresholds had to be tuned against real telemetry.</li>
<li><strong>Break-glass access must be tested.</strong> When the identity provider had a brief outage, the emergency access procedure worked only because it had been rehearsed a month earlier.</li>
</ol>
<h2>The measurable gains</h2>
<p>Two results stand out. First, a penetration test this year found that a compromised laptop could reach only the handful of applications its user was entitled to, compared with a large part of the internal network in a similar test before the project. Second, access logs became dramatically more useful. Every request is tied to a named user, a specific device and a policy decision, which has shortened investigations considerably.</p>
<p>"Before, an alert told us an IP address did something. Now it tells us which person, on which laptop, was allowed to do what, and why," said Henrik Aalto, who leads Kestrel's security operations team.</p>
<h2>The costs nobody mentions</h2>
<p>The project was not cheap, and not only in licensing. Help-desk tickets rose sharply during each migration wave. Some long-serving employees resented the new device requirements. And the access proxy itself became a critical dependency; the team now treats its availability with the same seriousness as email.</p>
<p>There is also a persistent temptation to carve out exceptions. Every exception, such as a legacy system still reachable over a flat network segment, is a place where the old model survives. Kestrel tracks them in a register with owners and expiry dates, and the security team reports the count to the board every quarter.</p>
<h2>Advice for those starting now</h2>
<p>Asked what they would tell a company just beginning, the team was consistent. Treat zero trust as a program rather than a product purchase. Get identity and device management solid first, because every policy depends on them. Migrate in waves, with a clear rollback plan. And measure progress by how far a stolen credential can travel, not by how many tools have been bought.</p>`,
  },
  {
    slug: "the-real-cost-of-inference-where-ai-budgets-are-quietly-going-in-2026",
    title: "The Real Cost of Inference: Where AI Budgets Are Quietly Going in 2026",
    excerpt:
      "Training grabs the headlines, but serving models now dominates many AI bills. Engineers explain the levers that actually move inference costs, from batching to routing.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "cloud-computing", "semiconductors", "performance"],
    daysAgo: 82,
    published: true,
    html: `<p>When finance teams first started scrutinizing AI spending, the conversation focused on training: the eye-watering cost of building a frontier model from scratch. For the vast majority of companies, that was never the relevant number. They do not train foundation models. They call them, millions of times a day, and the cost of inference has become the line item that keeps growing.</p>
<p>Per-token prices for hosted models have fallen steeply, yet many companies report higher total AI bills than a year ago. The reasons are usage growth, longer prompts, and a shift toward agent-style workflows that make many model calls to complete a single task.</p>
<h2>Where the money goes</h2>
<p>Engineers who have audited their AI spending tend to find the same culprits:</p>
<ul>
<li><strong>Bloated context:</strong> retrieval pipelines that stuff dozens of documents into every prompt, most of which the model ignores.</li>
<li><strong>Over-provisioned models:</strong> a frontier model handling tasks, such as classification or extraction, that a much smaller one would do equally well.</li>
<li><strong>Agent loops:</strong> multi-step workflows that retry, reflect and re-plan, quietly multiplying calls per user request.</li>
<li><strong>Idle capacity:</strong> reserved GPUs for self-hosted models sitting mostly unused outside business hours.</li>
</ul>
<blockquote><p>"We assumed our bill was driven by customer traffic. It turned out a third of it came from one internal agent that re-summarized the same documents every hour," said Priyanka Raman, an engineering manager at a Singapore-based customer support platform.</p></blockquote>
<h2>The levers that work</h2>
<p>Teams that have brought costs under control rarely rely on a single trick. They combine several techniques, each worth a modest saving on its own.</p>
<h3>Routing and right-sizing</h3>
<p>A lightweight classifier or rules engine sends easy requests to a small, cheap model and escalates only the hard ones. Because most real-world traffic is routine, even a simple router can shift the majority of calls to cheaper tiers without users noticing.</p>
<h3>Caching</h3>
<p>Prompt prefix caching, now offered by major providers and supported in open-source serving engines, avoids recomputing the shared beginning of prompts such as long system instructions. Semantic caching, which reuses answers for near-identical questions, helps for FAQ-style traffic but needs care to avoid serving stale or wrong responses.</p>
<h3>Batching, quantization and speculative decoding</h3>
<p>For self-hosted models, continuous batching keeps accelerators busy by merging requests as they arrive. Quantizing weights to eight or four bits reduces memory and increases throughput, often with little quality loss. Speculative decoding, where a small draft model proposes tokens that the large model verifies, can cut latency and cost for long outputs.</p>
<p>A typical self-hosted configuration brings these together. The exact keys vary by serving engine, but the shape is familiar:</p>
<pre><code># inference-service.yaml
model:
  name: support-assistant-8b
  quantization: int4-awq
  max_context_tokens: 16384
serving:
  continuous_batching: true
  max_batch_size: 64
  prefix_cache: true
  speculative_decoding:
    draft_model: support-assistant-1b
    num_speculative_tokens: 4
routing:
  default: support-assistant-8b
  escalate_to: hosted-frontier-model
  escalate_when:
    - classifier_confidence_below: 0.6
    - input_tokens_above: 12000
autoscaling:
  min_replicas: 2
  max_replicas: 12
  target_gpu_utilization: 0.75
  scale_down_delay_minutes: 20
</code></pre>
<h2>Build, rent or call</h2>
<p>The decision between calling a hosted API, renting GPUs from a cloud provider, and buying hardware is being revisited constantly. Hosted APIs are simplest and benefit from the provider's scale. Renting cloud GPUs makes sense for steady, high-volume workloads where an open-weight model is good enough. Buying hardware only pencils out for organizations with predictable, near-constant demand and the staff to run it.</p>
<p>The accelerator market adds another variable. Supply has loosened compared with the shortages of 2023 and 2024, and inference-focused chips from several vendors now compete with general-purpose GPUs on price per token. Software support, however, still lags for many alternatives, and migration costs are real.</p>
<p>"Everyone wants to talk about which chip is cheapest per token," said Marco Bellandi, a platform architect at an Italian bank. "The honest answer is that utilization matters more than list price. A cheap accelerator that sits idle half the day is expensive."</p>
<h2>Making cost a product metric</h2>
<p>The most effective change is organizational. Teams that track cost per successful task, not cost per token, make better decisions, because the metric captures retries, failed agent runs and escalations. Putting that number on the same dashboard as latency and quality makes trade-offs explicit: a model that is twice as expensive but halves the failure rate may be the cheaper choice.</p>
<p>Inference spending is unlikely to shrink in absolute terms as AI features spread. But the gap between teams that manage it deliberately and those that discover it on the monthly invoice is widening, and it is increasingly showing up in margins.</p>`,
  },
  {
    slug: "ai-bug-hunters-are-swamping-disclosure-programs-for-better-and-worse",
    title: "AI Bug Hunters Are Swamping Disclosure Programs, for Better and Worse",
    excerpt:
      "Machine learning tools are finding real vulnerabilities, and generating floods of bogus reports. Maintainers and bug bounty programs are rewriting their rules to cope.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "artificial-intelligence", "machine-learning", "open-source"],
    daysAgo: 91,
    published: true,
    html: `<p>Vulnerability disclosure has always depended on a fragile bargain. Researchers find bugs and report them privately; vendors and maintainers fix them and give credit; users get patched before attackers find the same flaw. In 2026 that bargain is under strain from an unexpected direction: artificial intelligence is making it dramatically cheaper to produce vulnerability reports, and not all of them are real.</p>
<h2>The good news: AI finds real bugs</h2>
<p>AI-assisted security tools have moved beyond research papers. Combinations of large language models, fuzzers and static analysis now routinely surface genuine memory corruption bugs, logic flaws and injection vulnerabilities in widely used open-source projects. Models are particularly good at the tedious parts: writing fuzzing harnesses for unfamiliar code, reading through large diffs for risky patterns, and proposing candidate patches.</p>
<p>Security teams at software vendors say these tools have shortened the time from commit to discovery for certain classes of bugs. Some large projects now receive regular, high-quality reports from automated systems operated by well-resourced research teams, complete with reproducers and suggested fixes.</p>
<h2>The bad news: the slop problem</h2>
<p>The same technology has lowered the cost of producing reports that look plausible but describe vulnerabilities that do not exist. Maintainers of several widely used open-source projects have publicly complained about submissions that cite nonexistent functions, invent crash traces, or describe ordinary behavior as a critical flaw in confident, well-formatted prose.</p>
<p>For a bug bounty program with a paid triage team, these reports are an irritation. For a volunteer maintainer, each one can cost hours of investigation before it can be dismissed, and a security report cannot be ignored on the assumption that it is fake.</p>
<blockquote><p>"A bad report used to be easy to spot because it was badly written. Now the worst reports are the best written. I spend my evenings proving that a function the report quotes was never in our code," said Lukas Hofer, a long-time maintainer of an open-source compression library.</p></blockquote>
<h2>How programs are adapting</h2>
<p>Disclosure programs and open-source projects have started tightening their rules. Common changes include:</p>
<ul>
<li><strong>Mandatory reproduction:</strong> reports must include a working proof of concept against a specific released version or commit, not just a description.</li>
<li><strong>AI-use disclosure:</strong> reporters must state whether AI tools were used, and confirm that a human has verified the finding.</li>
<li><strong>Reputation gating:</strong> bounty platforms weight new accounts' reports differently and penalize repeated invalid submissions.</li>
<li><strong>Automated pre-triage:</strong> some programs run submitted proofs of concept in a sandbox automatically before a human looks at them.</li>
<li><strong>Clear scope and policy:</strong> published policies explaining exactly what counts as a vulnerability, and what does not.</li>
</ul>
<p>Many projects are also making their disclosure channel easier to find, so that genuine researchers do not end up opening public issues. The security.txt standard, a small file served from a well-known path on a website, is a simple way to do that:</p>
<pre><code># https://example.com/.well-known/security.txt
Contact: mailto:security@example.com
Contact: https://example.com/security/report
Expires: 2027-06-30T00:00:00.000Z
Encryption: https://example.com/security/pgp-key.txt
Policy: https://example.com/security/policy
Acknowledgments: https://example.com/security/hall-of-fame
Preferred-Languages: en, de
</code></pre>
<h2>The asymmetry worry</h2>
<p>The deeper concern is not the volume of bad reports but the speed of good ones. If automated tools can find exploitable bugs faster than maintainers can fix them, the traditional disclosure window, often 90 days, may look generous to attackers using the same tools. Some security researchers argue that the industry needs to invest as heavily in AI-assisted patching and testing as it does in AI-assisted discovery.</p>
<p>"Discovery is getting automated much faster than remediation," said Chiara Esposito, who runs product security at a Milan-based industrial software company. "If we don't close that gap, disclosure deadlines become a countdown clock for attackers instead of a deadline for vendors."</p>
<h2>What maintainers can do now</h2>
<p>Practical advice from program operators is modest. Publish a clear policy and a security.txt file. Require reproducible proofs of concept. Use templates that ask reporters for affected versions and impact. Coordinate with a platform or foundation that can provide triage support if reports outgrow volunteer capacity. And when an AI-assisted report turns out to be excellent, say so publicly: the goal is to reward verified findings, not to reject a tool that is finding real bugs.</p>`,
  },
  {
    slug: "vector-databases-grow-up-filtering-permissions-and-the-hidden-costs-of-rag",
    title: "Vector Databases Grow Up: Filtering, Permissions and the Hidden Costs of RAG",
    excerpt:
      "Retrieval-augmented generation made vector search a standard part of the stack. Teams now face harder problems: filtered recall, access control and what embeddings leak.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "databases", "cybersecurity", "open-source"],
    daysAgo: 100,
    published: true,
    html: `<p>Two years ago, choosing a vector database was one of the first decisions a team made when building a retrieval-augmented generation (RAG) system. Dedicated vendors raised large rounds, and benchmark charts comparing queries per second were everywhere. In late 2026, the conversation has matured. Vector search is a feature most general-purpose databases support, and the hard problems have moved from raw speed to correctness, permissions and cost.</p>
<h2>The convergence of databases</h2>
<p>Approximate nearest neighbor search, typically using graph-based indexes such as HNSW or quantized inverted-file indexes, is now available in PostgreSQL through the open-source pgvector extension, in major search engines, and in most cloud data platforms. Dedicated vector databases still lead on very large collections and specialized features, but many teams have concluded that keeping embeddings next to the rest of their data is simpler.</p>
<blockquote><p>"We ran a separate vector store for eighteen months and spent most of that time keeping it in sync with Postgres. Moving the embeddings into the same database removed an entire class of bugs," said Joaquim Pereira, a staff engineer at a Lisbon-based knowledge management startup.</p></blockquote>
<p>That does not mean dedicated systems are obsolete. Teams working with billions of vectors, strict latency budgets or heavy multi-tenant workloads still often find them worthwhile. The choice has simply become an engineering trade-off rather than a default.</p>
<h2>Filtered search is harder than it looks</h2>
<p>Real applications rarely want the nearest vectors across an entire collection. They want the nearest vectors belonging to a specific customer, written in the last year, in a particular language. Combining metadata filters with approximate search is where many systems struggle.</p>
<p>If the filter is applied after the approximate search, a query can return far fewer results than requested, or none, because most nearest neighbors were filtered out. If it is applied before, the index may have to fall back to slower scans. Engines have responded with filter-aware graph traversal and iterative scanning options, but teams still need to test recall under their actual filters, not just on unfiltered benchmarks.</p>
<h2>Permissions belong in the query</h2>
<p>The most serious production incidents involving RAG are not about relevance. They are about access control. An assistant that can retrieve any document in the company's knowledge base can also leak any document, simply because a user asked the right question.</p>
<p>The pattern security reviewers now insist on is enforcing permissions inside the retrieval query itself, using the same access rules as the source system, rather than filtering after the model has already seen the content. In PostgreSQL with pgvector, that can look like this:</p>
<pre><code>CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE doc_chunks (
  id          bigserial PRIMARY KEY,
  tenant_id   uuid      NOT NULL,
  acl_groups  text[]    NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now(),
  content     text      NOT NULL,
  embedding   vector(1024) NOT NULL
);

CREATE INDEX ON doc_chunks USING hnsw (embedding vector_cosine_ops);
CREATE INDEX ON doc_chunks USING gin (acl_groups);

-- Similarity search restricted to the caller's tenant and groups
SELECT id, content
FROM doc_chunks
WHERE tenant_id = $1
  AND acl_groups &amp;&amp; $2::text[]
ORDER BY embedding &lt;=&gt; $3
LIMIT 8;
</code></pre>
<p>Row-level security policies can add a second line of defense, so that a bug in application code cannot bypass the filter. The harder problem is keeping permissions fresh: when someone loses access to a document in the source system, the index must reflect that quickly.</p>
<h2>What embeddings leak</h2>
<p>Teams sometimes treat embeddings as anonymized derivatives of their data. Research on embedding inversion has shown that this is unwise: given access to vectors and the model that produced them, attackers can often reconstruct much of the original text. Embeddings of confidential documents deserve the same protection as the documents themselves, including encryption, access logging and deletion when the source is deleted.</p>
<p>"The vector store ended up being the least protected copy of our most sensitive data," said Hana Kovač, a security engineer at a Zagreb-based healthcare software company. "It had been set up for a prototype, and nobody had revisited it when the prototype went to production."</p>
<h2>A checklist for production RAG</h2>
<ul>
<li>Measure retrieval recall with realistic filters, not just on the full collection.</li>
<li>Enforce access control in the retrieval query, mirroring the source system.</li>
<li>Propagate deletions and permission changes to the index within a defined time.</li>
<li>Classify embeddings at the same sensitivity level as the source text.</li>
<li>Track embedding model versions; re-embedding a large corpus is expensive and needs planning.</li>
<li>Budget for storage: high-dimensional vectors and their indexes can exceed the size of the text they represent.</li>
</ul>
<h2>The quiet maturation</h2>
<p>The hype cycle around vector databases has passed, and that is a good thing. What remains is ordinary database engineering applied to a new data type: indexes, query planning, access control and lifecycle management. Teams that treat their retrieval layer with that seriousness are the ones whose assistants can be trusted with real company data.</p>`,
  },
  {
    slug: "memory-safe-languages-move-from-pledge-to-practice-in-critical-code",
    title: "Memory-Safe Languages Move From Pledge to Practice in Critical Code",
    excerpt:
      "Vendors promised memory-safety roadmaps; now the rewrites, interop layers and hardened C++ modes are shipping. Here is what the transition looks like on the ground.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "rust", "developer-tools"],
    daysAgo: 109,
    published: true,
    html: `<p>For decades, a large share of serious security vulnerabilities in systems software has come from the same root cause: memory-safety bugs in code written in C and C++. Buffer overflows, use-after-free errors and out-of-bounds reads have powered exploits against browsers, operating systems and network devices for as long as those products have existed.</p>
<p>A few years ago, government agencies and large vendors began urging software makers to publish memory-safety roadmaps. The pledges were easy to make. In 2026, the harder part is visible: code is actually being rewritten, new components are being written in memory-safe languages, and existing C++ is being hardened. The results are encouraging, but the transition looks nothing like a wholesale rewrite.</p>
<h2>New code first</h2>
<p>The most influential strategy has been simple: stop adding new memory-unsafe code. Rather than rewriting millions of lines of working, battle-tested software, teams write new components in Rust, Go, Swift, C# or other memory-safe languages, and let the proportion of unsafe code shrink over time. Google has publicly described how this approach in Android led to a marked decline in memory-safety vulnerabilities, because most bugs tend to be found in new or recently modified code.</p>
<blockquote><p>"The old code has already had most of its bugs shaken out by years of fuzzing and exploitation. The risk lives in what you write next week. That's the code that needs a safe language," said Ananya Krishnan, a security engineering lead at a network equipment maker in Bengaluru.</p></blockquote>
<h2>What safety looks like in practice</h2>
<p>For developers coming from C, the difference shows up in everyday parsing code. A function that reads a length-prefixed header in Rust cannot read past the end of the buffer; out-of-range access becomes an error the caller must handle rather than undefined behavior:</p>
<pre><code>#[derive(Debug)]
pub enum ParseError {
    Truncated,
}

pub struct Header&lt;'a&gt; {
    pub kind: u8,
    pub body: &amp;'a [u8],
}

pub fn parse_header(buf: &amp;[u8]) -&gt; Result&lt;Header&lt;'_&gt;, ParseError&gt; {
    let (&amp;kind, rest) = buf.split_first().ok_or(ParseError::Truncated)?;
    let len_bytes: [u8; 2] = rest
        .get(..2)
        .ok_or(ParseError::Truncated)?
        .try_into()
        .map_err(|_| ParseError::Truncated)?;
    let len = u16::from_be_bytes(len_bytes) as usize;
    let body = rest.get(2..2 + len).ok_or(ParseError::Truncated)?;
    Ok(Header { kind, body })
}
</code></pre>
<p>The equivalent C code would rely on the programmer remembering every bounds check. Here, forgetting one is a compile error or a handled error, not a potential exploit.</p>
<h2>The interop problem</h2>
<p>Most real projects are mixed. A new Rust module has to call into existing C libraries and be called from C++ code, and the boundary between them is where safety guarantees weaken. Unsafe blocks, foreign function interfaces and shared ownership of memory across languages need careful review.</p>
<p>Teams that have done this at scale report that tooling for interop has improved substantially, with generators that produce bindings automatically and build systems that handle mixed-language projects more gracefully. But the boundary still demands the most experienced reviewers.</p>
<h2>Hardening the C++ that remains</h2>
<p>Rewriting everything is unrealistic, so the C++ world has been moving too. Standard library implementations offer hardened modes that add bounds checks to common containers, and compilers have added options that turn certain classes of undefined behavior into crashes rather than exploitable conditions. Safety profiles and related proposals continue to be debated in the standards committee.</p>
<p>Those measures carry a small performance cost, and teams that measured it in production have often found it far smaller than feared. The typical approach is to enable hardening broadly and disable it only in measured hot paths.</p>
<h2>Lessons from teams in the middle of it</h2>
<ul>
<li><strong>Pick the right first target.</strong> Parsers, codecs and anything handling untrusted input offer the best security return for the effort.</li>
<li><strong>Invest in people.</strong> Training experienced C++ developers in Rust takes months, and pairing them with experienced Rust developers speeds it up.</li>
<li><strong>Keep fuzzing.</strong> Memory-safe languages eliminate a class of bugs, not logic errors or denial-of-service problems.</li>
<li><strong>Track the ratio.</strong> Measuring the share of new code written in memory-safe languages gives leadership a concrete metric.</li>
<li><strong>Audit unsafe code explicitly.</strong> Keep unsafe blocks small, documented and reviewed by designated owners.</li>
</ul>
<h2>A long, steady transition</h2>
<p>Nobody expects C and C++ to disappear from critical infrastructure this decade. Embedded systems, kernels and performance-critical libraries will carry that code for years. But the industry has crossed an important line: memory safety is no longer an aspiration in a policy paper. It is a measurable engineering property that buyers ask about, and vendors increasingly have to answer with data.</p>`,
  },
  {
    slug: "prompt-injection-is-the-new-sql-injection-and-ai-agents-are-wide-open",
    title: "Prompt Injection Is the New SQL Injection, and AI Agents Are Wide Open",
    excerpt:
      "AI agents that read email, browse the web and call tools can be hijacked by text hidden in the content they process. There is no complete fix, but there are sound defenses.",
    category: "ai",
    author: "marcus-johnson",
    tags: ["artificial-intelligence", "machine-learning", "cybersecurity", "large-language-models"],
    daysAgo: 118,
    published: true,
    html: `<p>Security people have a habit of comparing every new vulnerability class to SQL injection. In the case of prompt injection, the comparison is apt and also too generous. SQL injection was solved, at least in principle, by parameterized queries that cleanly separate code from data. Large language models have no such separation. Everything in the context window, whether the developer's instructions, the user's question or a web page the agent just fetched, is ultimately just text the model reads.</p>
<p>As companies connect AI agents to inboxes, document stores, ticketing systems and payment tools, that design limitation has become one of the most discussed risks in enterprise AI.</p>
<h2>Direct and indirect injection</h2>
<p>Direct prompt injection is the familiar kind: a user types "ignore your previous instructions" and tries to coax the model into misbehaving. It is embarrassing, but the attacker is usually only affecting their own session.</p>
<p>Indirect injection is far more dangerous. Here the malicious instructions arrive inside content the agent processes on someone else's behalf: an email, a shared document, a calendar invite, a product review, a code comment. The user never sees them. The agent reads them and may follow them.</p>
<blockquote><p>"The attacker doesn't need access to your systems. They need to get a paragraph of text in front of your agent. For an agent that reads email, that's as easy as sending one," said Rohan Mehta, a red-team lead at a consultancy that tests AI deployments for banks.</p></blockquote>
<h2>The dangerous combination</h2>
<p>Practitioners increasingly assess agent risk by looking for three capabilities in the same system:</p>
<ul>
<li><strong>Access to private data,</strong> such as internal documents, customer records or the user's mailbox.</li>
<li><strong>Exposure to untrusted content,</strong> such as web pages, inbound email or files from outside the organization.</li>
<li><strong>A way to send data out,</strong> such as sending email, making web requests or even rendering an image from an attacker-controlled URL.</li>
</ul>
<p>An agent with all three can be tricked into reading something sensitive and sending it to an attacker. Remove any one of them and the worst-case outcome shrinks considerably. That framing has proven more useful to security teams than trying to detect every possible malicious prompt.</p>
<h2>Why filters are not enough</h2>
<p>Vendors offer classifiers that try to spot injection attempts, and model developers train their systems to prioritize the developer's instructions over content in documents. Both help. Neither is reliable enough to be the only control. Researchers regularly publish new phrasings, encodings and multi-step tricks that slip past detection, and because model behavior is probabilistic, an attack that fails ninety-nine times may succeed on the hundredth attempt.</p>
<h2>Designing agents that fail safely</h2>
<p>The emerging consensus is to treat the model as an untrusted component and put deterministic controls around what it can do. A common technique is to track when untrusted content has entered the agent's context and require human approval before any consequential action afterwards. In TypeScript, a simple tool gate might look like this:</p>
<pre><code>type ToolCall = { name: string; args: Record&lt;string, unknown&gt; };

const READ_ONLY = new Set(["search_docs", "get_ticket", "get_order_status"]);
const NEEDS_APPROVAL = new Set(["send_email", "update_ticket", "issue_refund"]);

export async function gateToolCall(
  call: ToolCall,
  session: { hasUntrustedContent: boolean },
  askHuman: (call: ToolCall) =&gt; Promise&lt;boolean&gt;,
): Promise&lt;boolean&gt; {
  if (READ_ONLY.has(call.name)) return true;
  if (!NEEDS_APPROVAL.has(call.name)) return false; // deny unknown tools

  // Once external content is in the context, a person confirms side effects.
  if (session.hasUntrustedContent) return askHuman(call);
  return true;
}
</code></pre>
<p>The gate does not try to decide whether the model was manipulated. It simply ensures that manipulation cannot translate into an irreversible action without someone seeing it first.</p>
<p>Other defenses that teams are deploying include:</p>
<ol>
<li><strong>Least privilege for tools:</strong> scoped, short-lived credentials for each tool, never a broad service account.</li>
<li><strong>Egress controls:</strong> blocking arbitrary outbound requests and stripping links and images from model output before rendering.</li>
<li><strong>Separation of roles:</strong> a quarantined model that reads untrusted content and returns only structured data to a privileged planner that never sees the raw text.</li>
<li><strong>Logging and review:</strong> recording every tool call with the context that triggered it, so incidents can be reconstructed.</li>
</ol>
<h2>Approval fatigue and the road ahead</h2>
<p>Human approval has its own failure mode. If an agent asks for confirmation dozens of times a day, people click "approve" without reading. Designers are experimenting with risk-based prompts that only interrupt for unusual actions, and with summaries that show exactly what data would leave the organization.</p>
<p>"Everyone wants a fully autonomous agent until they picture it wiring money because of a sentence in a PDF," said Elif Yıldız, who leads AI platform engineering at an Ankara-based retailer. "Autonomy should be earned one tool at a time, with the blast radius measured at each step."</p>
<p>Prompt injection may never be solved in the clean way SQL injection was. But the lesson from decades of application security still applies: assume inputs are hostile, limit privileges, and make the dangerous path require an explicit decision.</p>`,
  },
  {
    slug: "iot-botnets-are-getting-smarter-so-are-the-models-hunting-them",
    title: "IoT Botnets Are Getting Smarter. So Are the Models Hunting Them",
    excerpt:
      "Hijacked cameras, routers and smart plugs power record DDoS attacks and residential proxy networks. Defenders are turning to machine learning on network flows to find them.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "internet-of-things", "artificial-intelligence", "machine-learning"],
    daysAgo: 127,
    published: true,
    html: `<p>The devices are small and cheap: a security camera bought on sale, a home router that has not been updated since it was installed, a smart plug controlling a living room lamp. Together, by the hundreds of thousands, they form some of the most disruptive infrastructure on the internet. Botnets built from hijacked Internet of Things devices continue to power record-breaking distributed denial-of-service attacks, and increasingly they are being rented out as residential proxies that let criminals blend into ordinary home traffic.</p>
<h2>Why IoT remains such easy prey</h2>
<p>Many of the weaknesses are painfully familiar. Default or hard-coded credentials, exposed management interfaces, abandoned firmware and vulnerable web components all remain common in low-cost devices. Manufacturers of budget hardware often stop issuing updates within a year or two, while the devices stay online for a decade.</p>
<p>Regulation is slowly raising the floor. The United Kingdom's product security rules ban universal default passwords on consumer connected devices, and the European Union's Cyber Resilience Act will impose security and update obligations on products sold in the EU as its requirements phase in. But millions of older devices already in homes and businesses will not be fixed by new rules.</p>
<blockquote><p>"We're fighting botnets made of devices that were sold before anyone wrote these laws. They will keep attacking until they physically break," said Gabriela Novak, a threat intelligence analyst at a Central European internet service provider.</p></blockquote>
<h2>What has changed in the botnets</h2>
<p>Modern IoT malware has evolved beyond the simple credential-guessing worms of the last decade. Operators now ship exploits for recently disclosed vulnerabilities within days, compete with rival botnets by closing the holes they used to get in, and use encrypted or peer-to-peer command channels that are harder to take down. The residential proxy business has also changed incentives: a quietly infected router that relays traffic for paying customers is worth more over time than one used for a noisy attack.</p>
<h2>Turning machine learning on network flows</h2>
<p>Because IoT devices cannot run traditional endpoint security agents, detection has to happen on the network. That is where machine learning has found a practical role. Unlike laptops, most IoT devices have narrow, predictable behavior: a thermostat talks to one cloud service, a camera streams to a known endpoint. Deviations from that baseline, such as scanning many addresses, contacting unusual ports or suddenly sending large volumes of traffic, stand out.</p>
<p>Enterprise security teams and ISPs typically build features from flow records and apply unsupervised anomaly detection, since labeled examples of new botnets are rare. A starting point using open-source Python tools might look like this:</p>
<pre><code>import pandas as pd
from sklearn.ensemble import IsolationForest

flows = pd.read_parquet("netflow_last_24h.parquet")

features = flows.groupby("device_id").agg(
    dst_hosts=("dst_ip", "nunique"),
    dst_ports=("dst_port", "nunique"),
    bytes_out=("bytes_out", "sum"),
    syn_only_ratio=("syn_only", "mean"),
    night_share=("is_night", "mean"),
)

model = IsolationForest(n_estimators=200, contamination=0.01, random_state=7)
features["label"] = model.fit_predict(features)

suspects = features[features["label"] == -1].sort_values("dst_hosts", ascending=False)
print(suspects.head(20))
</code></pre>
<p>Production systems go much further, with per-device-type baselines, time-series models and graph analysis that links devices contacting the same command infrastructure. But the principle is the same: learn what normal looks like for each class of device, and investigate what does not fit.</p>
<p>"The models are not magic. Their real value is in ranking. They turn fifty thousand devices into a list of twenty worth a human's time," said Owen Gallagher, a network security engineer at a university in Ireland that monitors thousands of campus devices.</p>
<h2>Limits and trade-offs</h2>
<p>Anomaly detection produces false positives, especially when firmware updates or new features change device behavior overnight. Encrypted traffic limits visibility to metadata, although flow features are often enough. And attackers who understand the baseline can try to stay within it, throttling their activity to look ordinary.</p>
<h2>Practical steps for organizations and households</h2>
<ul>
<li>Put IoT devices on a separate network segment with no access to laptops, servers or sensitive data.</li>
<li>Block inbound access to device management interfaces from the internet, and disable UPnP where possible.</li>
<li>Change default credentials immediately and track which devices still receive firmware updates.</li>
<li>Restrict outbound traffic from devices to the destinations they actually need.</li>
<li>Replace devices that are no longer supported rather than leaving them online indefinitely.</li>
</ul>
<p>None of these steps requires sophisticated tooling. Combined with network monitoring that can spot a compromised device quickly, they make a household or an office a much less attractive recruiting ground for the next botnet.</p>`,
  },
  {
    slug: "foundation-models-meet-the-factory-floor-robots-learn-new-tasks-in-days",
    title: "Foundation Models Meet the Factory Floor: Robots Learn New Tasks in Days",
    excerpt:
      "Vision-language-action models promise robots that can be retrained by demonstration rather than reprogrammed. Early industrial deployments show the promise and the limits.",
    category: "ai",
    author: "sarah-chen",
    tags: ["artificial-intelligence", "machine-learning", "robotics", "internet-of-things"],
    daysAgo: 136,
    published: true,
    html: `<p>Industrial robots have always been extraordinarily good at doing exactly the same thing millions of times. They have been much worse at doing something slightly different. Changing a product line has traditionally meant weeks of reprogramming by specialist integrators, which is why robots have thrived in automotive body shops and struggled in the high-mix, low-volume work that makes up much of manufacturing.</p>
<p>A new generation of robot foundation models is aimed squarely at that gap. These vision-language-action models take camera images and natural-language instructions as input and output motor commands directly. Trained on large collections of robot demonstrations, they can be fine-tuned for a new task with a comparatively small number of examples.</p>
<h2>From code to demonstration</h2>
<p>At Halden Components, a mid-sized supplier of automotive and appliance parts in Ohio, two robotic cells now use such a model for kitting: picking assorted parts from bins and arranging them in trays for assembly lines. When the company adds a new part, an operator uses a teleoperation rig to demonstrate the task a few dozen times. The demonstrations are uploaded, a fine-tuning job runs overnight, and the updated model is tested in the cell the next day.</p>
<blockquote><p>"We used to quote three weeks and an integrator's invoice for a new part. Now it's two or three days and one of our own technicians. The robot isn't smarter in a human sense, but it's a lot less fussy," said Denise Kowalczyk, Halden's director of manufacturing engineering.</p></blockquote>
<p>The results are not perfect. Success rates on new parts start lower than on established ones and improve as more demonstrations and corrections are added. Shiny or transparent parts remain difficult, and the company keeps a conventional vision-guided system on its highest-volume line, where reliability matters more than flexibility.</p>
<h2>The sensor network behind the robot</h2>
<p>One underappreciated aspect of these deployments is how much they depend on connected infrastructure around the robot. Halden's cells are surrounded by networked cameras, force sensors, barcode readers and bin-level sensors, all streaming data to an edge server on the factory floor. That data is used both to run the model and to build the training set for the next fine-tuning round.</p>
<p>That makes the factory's industrial IoT network a critical part of the system. Plant engineers describe a list of practical requirements:</p>
<ul>
<li><strong>Low, predictable latency:</strong> control loops run on local edge hardware, not in a remote cloud region.</li>
<li><strong>Time synchronization:</strong> camera frames and sensor readings must be aligned precisely for training data to be useful.</li>
<li><strong>Network segmentation:</strong> robot cells sit on an isolated operational network, with tightly controlled paths for uploading data and downloading models.</li>
<li><strong>Data curation:</strong> failed attempts are labeled and kept, because they are among the most valuable training examples.</li>
</ul>
<h2>Safety does not change</h2>
<p>A learned policy is harder to reason about than a hand-written program, which raises obvious safety questions. Manufacturers deploying these models keep the safety layer deliberately separate and conventional: certified safety controllers, light curtains, force and speed limits, and defined zones that the AI has no ability to override. The model decides how to pick a part; it does not decide whether it is safe to move.</p>
<p>"The foundation model sits inside a box drawn by traditional safety engineering," said Rui Takahashi, a robotics safety consultant who advises plants in Japan and the United States. "If a model ever makes a strange move, the worst case is a dropped part and a stopped cell, not an injured person. That boundary is non-negotiable."</p>
<h2>Where the technology stands</h2>
<p>Researchers and vendors are careful not to overstate progress. Robot foundation models generalize better than earlier approaches, but they are far from general-purpose. They work best on tabletop manipulation with familiar object categories, in controlled lighting, with fine-tuning for the specific setting. Long, multi-step tasks and handling deformable materials such as cables and fabric remain active research problems.</p>
<p>The economics are also still being worked out. Collecting demonstrations takes skilled operators' time, and inference hardware on the edge adds cost to each cell. For now, the strongest business case is in exactly the kind of work Halden automated: repetitive enough to be worth a robot, but variable enough that traditional programming was never economical.</p>
<h2>What to watch</h2>
<p>The next phase will be about fleets rather than individual cells. Vendors are building systems that pool anonymized demonstration data across customers so that a model learning a grasp in one plant can benefit another. That raises familiar questions about data ownership and confidentiality, and the answers will shape how quickly the approach spreads beyond early adopters.</p>`,
  },
  {
    slug: "deepfake-fraud-moves-from-headline-heists-to-everyday-payment-scams",
    title: "Deepfake Fraud Moves From Headline Heists to Everyday Payment Scams",
    excerpt:
      "Cloned voices and synthetic video calls are no longer reserved for spectacular heists. Finance teams are redesigning payment controls around the assumption that faces and voices can be faked.",
    category: "cybersecurity",
    author: "marcus-johnson",
    tags: ["cybersecurity", "artificial-intelligence", "machine-learning", "fintech"],
    daysAgo: 145,
    published: true,
    html: `<p>The first widely reported deepfake frauds had the feel of a heist movie: a multinational's finance employee joins a video call with what appear to be senior executives, and transfers millions of dollars before anyone realizes the participants were synthetic. Those cases still happen. But the bigger shift in 2026 is that deepfake fraud has become ordinary. It now shows up in supplier payment changes, payroll redirections, loan applications and calls to bank help lines, at a scale that fraud teams say is steadily increasing.</p>
<h2>Cheap, fast and good enough</h2>
<p>The technology behind the change is not new, but its accessibility is. A few seconds of audio from a conference talk, a podcast or a social media video is enough for off-the-shelf tools to produce a convincing voice clone. Real-time face-swapping software can run on a gaming laptop. Criminal groups bundle these tools with scripts and stolen personal data, selling them as services to less skilled fraudsters.</p>
<p>Crucially, the fakes do not need to be perfect. A slightly robotic voice on a poor phone line, or a frozen video feed blamed on bad Wi-Fi, is usually enough when combined with urgency and authority.</p>
<blockquote><p>"Nobody is fooled by a deepfake in isolation. They are fooled by a deepfake that arrives with the right invoice number, the right project name and a deadline that expires in an hour," said Sunita Varma, head of fraud strategy at a mid-sized payments processor in Toronto.</p></blockquote>
<h2>The everyday attack patterns</h2>
<p>Fraud investigators describe several recurring scenarios:</p>
<ul>
<li><strong>Supplier impersonation:</strong> a call from a "known" account manager confirming new bank details shortly after a spoofed email requesting the change.</li>
<li><strong>Executive urgency:</strong> a voice message from a "CFO" asking for a confidential payment related to an acquisition.</li>
<li><strong>Help-desk takeover:</strong> a cloned voice calling an IT or bank support line to reset credentials or add a new device.</li>
<li><strong>Synthetic identities:</strong> AI-generated faces and forged documents used to open accounts and pass remote identity checks.</li>
</ul>
<h2>Detection is an arms race</h2>
<p>Banks and identity verification providers are deploying machine learning models that look for artifacts of synthesis in audio and video, such as unnatural spectral patterns, inconsistent lighting or tell-tale signs of injected camera feeds. Liveness checks ask users to perform random actions on camera. These tools are useful, and they catch a meaningful share of low-effort attempts.</p>
<p>But security teams are cautious about relying on them. Detectors trained on yesterday's generators can miss tomorrow's, and the attacker gets unlimited retries. Several practitioners described detection as a speed bump rather than a wall.</p>
<p>"If your control is 'spot the fake,' you have already lost, because the fakes will improve on a schedule you don't control," said Matthias Brandt, a fraud risk lead at a German cooperative bank. "The control has to be something the attacker cannot clone."</p>
<h2>Redesigning payment controls</h2>
<p>The organizations faring best have shifted from trusting recognition to trusting process. Their controls assume that any voice, face or email could be fabricated:</p>
<ol>
<li><strong>Call back on a known number.</strong> Any request to change payment details is verified by calling a number already on file, never one provided in the request.</li>
<li><strong>Dual authorization.</strong> Payments above a threshold require approval by two people through the payment system itself, not over a call or chat.</li>
<li><strong>Cooling-off periods.</strong> New or changed beneficiary accounts cannot receive large payments for a set number of days.</li>
<li><strong>No exceptions for seniority.</strong> Executives publicly commit that they will never ask for a process to be bypassed, so staff are empowered to refuse.</li>
<li><strong>Verification phrases.</strong> Some teams use rotating code words or in-app confirmation for sensitive requests between colleagues.</li>
</ol>
<h2>Training that reflects reality</h2>
<p>Awareness programs are changing too. Instead of teaching employees to spot visual glitches, which quickly become outdated, training now focuses on recognizing pressure tactics and following verification procedures without embarrassment. Some companies run simulated deepfake calls, with consent from the executives whose voices are cloned, to let finance staff practice saying no.</p>
<p>Regulators are also paying attention. Payment authorities in several countries are pushing banks to share fraud intelligence more quickly and to introduce confirmation-of-payee checks that flag mismatches between account names and numbers. Those measures target the money movement itself, which remains the one part of the scheme that cannot be faked.</p>
<p>The lesson from the past year is uncomfortable but clear. Seeing and hearing are no longer believing, and payment processes built on the assumption that they are need to be redesigned before the next convincing call comes in.</p>`,
  },
  {
    slug: "ai-coding-assistants-ship-faster-code-and-faster-vulnerabilities",
    title: "AI Coding Assistants Ship Faster Code, and Faster Vulnerabilities",
    excerpt:
      "AI-generated code is now a large share of many codebases. Security teams are adapting reviews and pipelines to catch insecure defaults, leaked secrets and hallucinated packages.",
    category: "ai",
    author: "marcus-johnson",
    tags: ["artificial-intelligence", "cybersecurity", "large-language-models", "developer-tools"],
    daysAgo: 154,
    published: true,
    html: `<p>Ask a group of software engineers in 2026 how much of their code is written by an AI assistant and the answers range from "a little" to "most of it." Coding assistants have moved from autocomplete to agents that open pull requests, refactor modules and write tests. Productivity gains are real, if uneven. So is a less discussed side effect: security teams are seeing familiar vulnerabilities appear faster and in greater volume than before.</p>
<h2>What goes wrong</h2>
<p>Assistants learn from vast amounts of public code, and public code contains plenty of insecure patterns. Application security teams report recurring problems in AI-generated changes:</p>
<ul>
<li><strong>Insecure defaults:</strong> disabled certificate verification, permissive CORS settings, or debug modes left on because the example the model learned from did so.</li>
<li><strong>Injection flaws:</strong> SQL or shell commands built with string concatenation, particularly in quick scripts and internal tools.</li>
<li><strong>Secrets in code:</strong> placeholder API keys replaced by real ones during debugging and then committed.</li>
<li><strong>Missing authorization checks:</strong> endpoints that authenticate users correctly but never verify that they may access the specific record requested.</li>
<li><strong>Hallucinated dependencies:</strong> imports of packages that do not exist, which attackers can register and fill with malware.</li>
</ul>
<p>That last problem, sometimes called "slopsquatting," has become a supply-chain concern in its own right. Because models tend to hallucinate the same plausible-sounding package names repeatedly, an attacker who registers those names can wait for developers to install them.</p>
<blockquote><p>"The assistant doesn't write worse code than a tired junior developer. It writes the same code, but ten times as fast and with total confidence. Our review process was sized for humans," said Thandiwe Mokoena, head of application security at a Johannesburg-based insurance technology company.</p></blockquote>
<h2>Review is the bottleneck</h2>
<p>The core problem is volume. When a single engineer can produce several large pull requests a day with an assistant's help, human reviewers become the limiting factor, and review quality tends to drop. Studies from academic groups and internal analyses at several companies have suggested that developers using assistants can be more confident in the security of their code than the code warrants.</p>
<p>"Approving an AI-generated diff feels like reviewing code written by someone competent, so people relax," said Gustavo Ferreira, a staff engineer at a São Paulo fintech. "That's exactly backwards. You have to review it as if nobody had thought about security at all, because often nobody did."</p>
<h2>Moving checks into the pipeline</h2>
<p>Security teams are responding by putting more deterministic checks in front of human reviewers, so that people spend their attention on logic and design rather than on catching issues a tool could find. A typical pipeline addition looks like this:</p>
<pre><code># .ci/security.yml
stages:
  - lint
  - test
  - security

new-dependency-check:
  stage: security
  script:
    # fail if a newly added package is not on the approved list
    - node scripts/check-new-deps.mjs --allowlist deps-allowlist.json
    - npm audit --audit-level=high

secret-scan:
  stage: security
  script:
    - gitleaks detect --source . --redact

static-analysis:
  stage: security
  script:
    - semgrep scan --config p/owasp-top-ten --error
</code></pre>
<p>The dependency allowlist check is especially effective against hallucinated packages: any new dependency must be approved once by a human, after which it is available to everyone.</p>
<h2>Teaching the assistant the rules</h2>
<p>The other lever is the assistant itself. Most tools now accept repository-level instruction files describing coding conventions, and teams are adding security rules to them: use the parameterized query helper, never disable TLS verification, call the authorization middleware on every route. Some organizations route assistant traffic through an internal gateway that injects these rules and logs usage.</p>
<p>These instructions reduce, but do not eliminate, insecure suggestions. Models still drift from them in long sessions, so they complement rather than replace pipeline checks.</p>
<h2>Practical guidance for engineering leaders</h2>
<ol>
<li>Label AI-assisted pull requests so reviewers and metrics can distinguish them.</li>
<li>Cap pull request size, since review quality drops sharply on very large diffs regardless of who wrote them.</li>
<li>Require an allowlist or approval step for new dependencies.</li>
<li>Run secret scanning before code leaves the developer's machine, not only in CI.</li>
<li>Give coding agents read-only credentials by default, and review their actions in shared environments.</li>
</ol>
<h2>The long view</h2>
<p>Some security researchers are optimistic that the same technology will eventually tilt the balance toward defenders, with models that review code as thoroughly as they write it. That future is arriving in pieces, in the form of AI-assisted code review and automated fix suggestions. For now, the safest assumption is that every line of generated code is unreviewed until a person, or a reliable tool, has actually checked it.</p>`,
  },
];
