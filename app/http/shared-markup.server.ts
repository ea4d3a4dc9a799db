import { createElement, type ComponentType } from "react";
import { renderToString } from "./react-dom-server.server";
import { renderKeepersOn } from "~/cache/render-keepers.server";
import type { SharedMarkupKeeper } from "~/components/shared-markup";
import { addBounded } from "~/lib/bounded-map";
import { logger } from "~/logger.server";

/**
 * Distinct inputs kept per part, the oldest let go first: a site has a handful of category menus
 * but thousands of article cards, of which the newest few hundred fill most pages. ~1.5 KB each.
 */
const KEPT_PER_PART = 2_000;
/** Inputs seen once and not kept yet, per part: the oldest are forgotten first. */
const SEEN_PER_PART = 4_000;

/**
 * Keeps the markup of `<SharedMarkup>` parts by their inputs' JSON. The same inputs render the
 * same markup, so nothing kept can be stale: new inputs (an edited category) make a new key.
 *
 * - Markup is kept from the second page that asks for the same inputs: a card that only one
 *   page of a deep archive shows (a crawler's walk through it) costs no second render.
 * - A miss is rendered after the page that asked for it, never during its render: React's server
 *   renderer keeps the component being rendered in module state, which a second render inside a
 *   component would overwrite. It is rendered from a copy of the inputs taken when they were
 *   asked for.
 * - The JSON of an input that is an object is kept by that object: the category menu and the
 *   settings are the same objects for a whole content version (`keptPerContentVersion`), and
 *   turning them into JSON again on every page cost ~1 % of an article's CPU. Inputs are data
 *   that nobody changes once handed over (those kept objects are shared by every request).
 */
export function createSharedMarkupKeeper(): SharedMarkupKeeper {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one entry per part, any props
  const parts = new WeakMap<ComponentType<any>, KeptPart>();

  const jsonOfObject = new WeakMap<object, string>();
  const jsonOf = (value: unknown) => {
    if (typeof value !== "object" || value === null) return JSON.stringify(value);
    let json = jsonOfObject.get(value);
    if (json === undefined) jsonOfObject.set(value, (json = JSON.stringify(value)));
    return json;
  };
  // JSON never holds a raw NUL, so the fields cannot run into each other.
  const keyOf = (inputs: object) =>
    Object.entries(inputs)
      .map(([name, value]) => `${name}\0${jsonOf(value)}`)
      .join("\0");

  function keep<Inputs extends object>(
    part: ComponentType<Inputs>,
    kept: KeptPart,
    key: string,
    inputs: Inputs,
  ) {
    kept.scheduled.delete(key);
    try {
      const markup = renderToString(createElement(part, inputs));
      addBounded(kept.markup, key, markup, KEPT_PER_PART);
    } catch (error) {
      // The pages go on rendering the part themselves; it is not tried alone again.
      addBounded(kept.refused, key, true, KEPT_PER_PART);
      logger.warn({ err: error, part: part.name }, "shared markup not kept");
    }
  }

  return {
    markupOf(part, inputs) {
      // Off (`RENDER_KEEPERS=false`): nothing kept, every part rendered in place.
      if (!renderKeepersOn()) return null;
      let kept = parts.get(part);
      if (!kept) {
        kept = { markup: new Map(), seen: new Map(), scheduled: new Set(), refused: new Map() };
        parts.set(part, kept);
      }
      const key = keyOf(inputs);
      const markup = kept.markup.get(key);
      if (markup !== undefined) return markup;
      if (kept.scheduled.has(key) || kept.refused.has(key)) return null;
      if (!kept.seen.has(key)) {
        addBounded(kept.seen, key, true, SEEN_PER_PART);
        return null;
      }
      kept.seen.delete(key);
      kept.scheduled.add(key);
      const into = kept;
      const copy = structuredClone(inputs);
      setImmediate(() => keep(part, into, key, copy));
      return null;
    },
  };
}

interface KeptPart {
  /** Markup by the JSON of its inputs. */
  markup: Map<string, string>;
  /** Inputs asked for once so far. */
  seen: Map<string, true>;
  /** Inputs whose markup is being made. */
  scheduled: Set<string>;
  /** Inputs the part could not be rendered alone with. */
  refused: Map<string, true>;
}

/** The server's one keeper: the parts' markup is the same for every reader. */
export const sharedMarkup = createSharedMarkupKeeper();
