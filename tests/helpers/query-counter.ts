import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from "kysely";

/**
 * A Kysely plugin that only looks at each statement a Kysely instance sends (raw SQL included)
 * and changes nothing; install one with `db.withPlugin(watcher)`.
 */
export abstract class QueryWatcher implements KyselyPlugin {
  protected abstract see(node: RootOperationNode): void;

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.see(args.node);
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** Counts the statements sent, or only those `counts` picks. */
export class QueryCounter extends QueryWatcher {
  count = 0;

  constructor(private readonly counts: (node: RootOperationNode) => boolean = () => true) {
    super();
  }

  protected see(node: RootOperationNode) {
    if (this.counts(node)) this.count++;
  }
}

/** True when the statement names the table anywhere (its target, a join, a subquery…). */
export function touchesTable(node: unknown, table: string): boolean {
  if (!node || typeof node !== "object") return false;
  const candidate = node as { kind?: string; table?: { identifier?: { name?: string } } };
  if (candidate.kind === "TableNode" && candidate.table?.identifier?.name === table) return true;
  return Object.values(node).some((child) => touchesTable(child, table));
}
