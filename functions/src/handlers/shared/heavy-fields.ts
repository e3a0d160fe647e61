import { HEAVY_FIELDS, isHeavyField } from '@almanac/core';
import {
  Kind,
  parse,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Heavy root fields (core's HEAVY_FIELDS) in a selection set, aliases counted, through fragments. */
function countIn(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen: Set<string>,
): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += isHeavyField(selection.name.value) ? 1 : 0;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += countIn(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) count += countIn(fragment.selectionSet, fragments, seen);
    }
  }
  return count;
}

/** The operation a request runs: the one named, else the only one. */
function operationOf(document: DocumentNode, operationName?: string | null) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
}

/**
 * How many heavy root fields (core's HEAVY_FIELDS) the request's operation selects, each alias
 * once. The same count on AWS (the Lambda authorizer reads AppSync's `requestContext.queryString`)
 * and locally (the local server hands the authorizer the same context). A document that does not
 * parse counts 0: AppSync refuses it before any resolver runs. Every request passes here, so a
 * document that names no heavy field anywhere (most of them) is not parsed.
 */
export function countHeavyFields(query: string | undefined, operationName?: string | null): number {
  if (!query || !HEAVY_FIELDS.some((field) => query.includes(field))) return 0;
  let document: DocumentNode;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return 0;
  }
  const operation = operationOf(document, operationName);
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((f) => [f.name.value, f]),
  );
  return countIn(operation.selectionSet, fragments, new Set());
}
