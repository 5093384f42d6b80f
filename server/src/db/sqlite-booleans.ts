import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from 'kysely';

// better-sqlite3 refuses to bind JavaScript booleans; SQLite has no boolean type and stores 0/1.
class BooleanToInteger extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const out = super.transformValue(node);
    return typeof out.value === 'boolean' ? { ...out, value: out.value ? 1 : 0 } : out;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    const out = super.transformPrimitiveValueList(node);
    return {
      ...out,
      values: out.values.map((v) => (typeof v === 'boolean' ? (v ? 1 : 0) : v)),
    };
  }
}

export class SqliteBooleanPlugin implements KyselyPlugin {
  readonly #transformer = new BooleanToInteger();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
