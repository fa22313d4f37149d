import type { IntervalTree, IntervalTreeNode, ObservabilitySet } from 'dexie';

/**
 * Which records of a table a write changed, from Dexie's news of it (the `storagemutated` event,
 * which Dexie also passes between the page, this worker and the service worker): their ids, or
 * 'all' when it names a range (a clear, a large bulkPut) and the table must be read again.
 */
export type Changed = Set<string> | 'all';

export function changedRecords(
  parts: ObservabilitySet,
  dbName: string,
  table: string,
): Changed | undefined {
  // '' is the table's primary keys: every record put or deleted is there.
  const tree = parts[`idb://${dbName}/${table}/`];
  if (!tree || tree.d === 0) return undefined;
  const ids = new Set<string>();
  for (const node of nodesOf(tree)) {
    if (node.from !== node.to || typeof node.from !== 'string') return 'all';
    ids.add(node.from);
  }
  return ids.size > 0 ? ids : undefined;
}

// A plain walk: the tree arrives from another context as a plain object, without RangeSet's methods.
function* nodesOf(tree: IntervalTree | null | undefined): Generator<IntervalTreeNode> {
  if (!tree || tree.d === 0) return;
  const node = tree as IntervalTreeNode;
  yield* nodesOf(node.l);
  yield node;
  yield* nodesOf(node.r);
}

/** Both changes at once: what arrives while the index is busy waits and is merged. */
export function mergeChanged(a: Changed | undefined, b: Changed | undefined): Changed | undefined {
  if (a === 'all' || b === 'all') return 'all';
  if (!a) return b;
  if (!b) return a;
  return new Set([...a, ...b]);
}
