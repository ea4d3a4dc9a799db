import { readFileSync, writeFileSync } from "node:fs";
import { SITE_LOGO } from "~/lib/constants";
import { LOGO_SOURCE, renderLogoPng } from "./logo";

// Regenerates public/images/logo.png after a change to the favicon; commit the result.
const png = await renderLogoPng(readFileSync(LOGO_SOURCE));
writeFileSync(`public${SITE_LOGO.path}`, png);
console.log(`Wrote public${SITE_LOGO.path} (${png.length} bytes)`);
