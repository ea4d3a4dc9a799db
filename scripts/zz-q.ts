import Database from "better-sqlite3";
import { openDatabase } from "~/db/connection.server";
import { getArticlePage } from "~/content/article-page.server";
async function main() {
  const proto = Object.getPrototypeOf((new Database(":memory:")).prepare("select 1"));
  const orig = proto.all;
  const times = new Map<string, [number, number]>();
  proto.all = function (...args: unknown[]) {
    const t = process.hrtime.bigint();
    const r = orig.apply(this, args);
    const d = Number(process.hrtime.bigint() - t) / 1e3;
    const k = (this as { source: string }).source.slice(0, 160);
    const e = times.get(k) ?? [0, 0]; e[0] += d; e[1]++; times.set(k, e);
    return r;
  };
  const db = openDatabase({ sqlitePath: "/tmp/data1/techpulse.sqlite" });
  const slug = "lumen-vista-2-review-standalone-vr-headset-finally-gets-comfort-right";
  for (let i = 0; i < 500; i++) await getArticlePage(db, slug, null);
  times.clear();
  for (let i = 0; i < 2000; i++) await getArticlePage(db, slug, null);
  for (const [k, [t, n]] of times) console.log((t / n).toFixed(1).padStart(7), "µs", n, k);
}
main();
