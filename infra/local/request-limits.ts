import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { REQUEST_LIMITS } from '@almanac/core';
import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/**
 * The request limits of core REQUEST_LIMITS as the local server applies them (AppSync applies the
 * same numbers in AWS): depth and aliases through GraphQL Armor's maintained validation rules,
 * resolver count (root fields) by the rule below, tokens while parsing, body size before reading.
 */

/** Root fields of an operation, through inline fragments and fragment spreads. */
function countRootFields(
  context: ValidationContext,
  set: SelectionSetNode,
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) count += selection.name.value === '__typename' ? 0 : 1;
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      count += countRootFields(context, selection.selectionSet, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = context.getFragment(selection.name.value);
      if (fragment) count += countRootFields(context, fragment.selectionSet, seen);
    }
  }
  return count;
}

/** At most `max` root fields (each one a resolver, that is a Lambda call) per operation. */
export const maxResolversRule =
  (max: number): ValidationRule =>
  (context): ASTVisitor => ({
    OperationDefinition(node) {
      const count = countRootFields(context, node.selectionSet);
      if (count > max)
        context.reportError(
          new GraphQLError(`Resolver count limit of ${max} exceeded, found ${count}.`, { nodes: [node] }),
        );
    },
  });

/** GraphQL Armor's rules throw by default; report their refusal like any validation error. */
const reported = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

export const requestLimitRules: ValidationRule[] = [
  maxDepthRule({
    n: REQUEST_LIMITS.maxQueryDepth,
    ignoreIntrospection: false,
    ...reported,
  }) as unknown as ValidationRule,
  maxAliasesRule({ n: REQUEST_LIMITS.maxAliases, ...reported }) as unknown as ValidationRule,
  maxResolversRule(REQUEST_LIMITS.maxResolversPerRequest),
];

/**
 * Deepest nesting of braces and parentheses in a document, outside strings and comments: checked
 * before parsing, so a document nested thousands of levels deep is refused without recursion.
 */
export function nestingDepth(source: string): number {
  let depth = 0;
  let max = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '#') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '"') {
      const block = source.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < source.length && !source.startsWith(end, i)) i += source[i] === '\\' ? 2 : 1;
      i += end.length - 1;
    } else if (c === '{' || c === '(' || c === '[') {
      max = Math.max(max, ++depth);
    } else if (c === '}' || c === ')' || c === ']') {
      depth--;
    }
  }
  return max;
}

/** Braces, parentheses and brackets allowed before parsing: fields plus argument/input nesting. */
export const MAX_SOURCE_NESTING = REQUEST_LIMITS.maxQueryDepth * 3;
