import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * Counts the statements a Kysely instance sends (raw SQL included), or only those `counts`
 * picks; install it with `db.withPlugin(counter)`.
 */
export class QueryCounter implements KyselyPlugin {
  count = 0;

  constructor(private readonly counts: (node: RootOperationNode) => boolean = () => true) {}

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.counts(args.node)) this.count++;
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** True when the statement names the table anywhere (its target, a join, a subquery…). */
export function touchesTable(node: unknown, table: string): boolean {
  if (!node || typeof node !== "object") return false;
  const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (candidate.kind === "TableNode" && candidate.table?.identifier?.name === table) return true;
  return Object.values(node).some((child) => touchesTable(child, table));
}
