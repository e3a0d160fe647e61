import {
  AppError,
  heavyFieldsMessage,
  isContractScopedField,
  isErrorCode,
  isHeavyField,
  MAX_HEAVY_FIELDS_PER_REQUEST,
  type Role,
} from '@almanac/core';
import type { LogContext, Logger } from '../../ports/index.js';
import type { Caller } from '../../use-cases/caller.js';
import type { MutationResolvers, QueryResolvers } from '../generated/graphql.js';

type RootResolvers = Required<QueryResolvers> & Required<MutationResolvers>;
/** A root field of graphql/schema.graphql. */
export type RootField = keyof RootResolvers;
type ResolverFnOf<F extends RootField> = Extract<RootResolvers[F], (...args: any[]) => any>;
/** The field's arguments as the schema declares them (validated again by core's schemas). */
export type ArgsOf<F extends RootField> = Parameters<ResolverFnOf<F>>[1];
/** What the field must return: every non-null field of its type (no nested resolvers). */
export type ResultOf<F extends RootField> = Awaited<ReturnType<ResolverFnOf<F>>>;

/** The parts of an AppSync direct Lambda resolver event that handlers read. */
export interface ResolverEvent {
  arguments: Record<string, unknown>;
  identity?: { resolverContext?: Record<string, string> } | null;
  source?: unknown;
  info: { fieldName: string; parentTypeName: string; variables?: Record<string, unknown> };
  request?: { headers?: Record<string, string | undefined> };
}

/** The part of the Lambda context handlers read (absent when a test calls a handler). */
export interface LambdaContext {
  awsRequestId?: string;
}

export type FieldResolver<F extends RootField = RootField> = (
  args: ArgsOf<F>,
  caller: Caller | null,
  event: ResolverEvent,
) => ResultOf<F> | Promise<ResultOf<F>>;

/** A domain's root fields, each typed by the schema. */
export type DomainFields<F extends RootField> = { [K in F]: FieldResolver<K> };

export interface DomainOptions {
  /** Fields a signed-in but unconfirmed user may call (all others need a confirmed e-mail). */
  allowUnconfirmed?: readonly string[];
  /** Fields callable without a session (API key). All others need one. */
  public?: readonly string[];
}

/** The caller the Lambda authorizer put in resolverContext; null for API-key requests. */
export function callerFrom(event: ResolverEvent): Caller | null {
  const ctx = event.identity?.resolverContext;
  if (!ctx?.userId) return null;
  return {
    userId: ctx.userId,
    role: ctx.role as Role,
    confirmed: ctx.confirmed === 'true',
    sessionHash: ctx.sessionHash ?? '',
    ...(ctx.contractId ? { contractId: ctx.contractId } : {}),
    ...(ctx.organizationId ? { organizationId: ctx.organizationId } : {}),
  };
}

/** A request header, whatever its case. */
export const headerOf = (event: ResolverEvent, name: string): string | undefined => {
  const headers = event.request?.headers ?? {};
  return headers[name] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === name)?.[1];
};

/**
 * Every line logged while a field resolves carries these: AppSync's request id (the
 * `x-amzn-requestid` header; one per GraphQL request, the id AppSync's own logs and the response
 * header show; the invocation's id when absent), the field and the caller's user id.
 */
export function resolverLogContext(event: ResolverEvent, context?: LambdaContext): LogContext {
  return {
    correlation_id: headerOf(event, 'x-amzn-requestid') ?? context?.awsRequestId,
    function_request_id: context?.awsRequestId,
    field: `${event.info?.parentTypeName}.${event.info?.fieldName}`,
    user_id: event.identity?.resolverContext?.userId || undefined,
  };
}

/**
 * A Lambda error whose errorType (its name) AppSync reports to the client. The one place a
 * resolver's failure is logged: an unexpected error (the client sees INTERNAL_SERVER_ERROR), or a
 * catalogue error that hides a server fault (an AppError with a `cause`, e.g. a weather source
 * outage behind RISK_API_ERROR). Refusals meant for the caller (validation, permissions …) are not.
 */
function toLambdaError(logger: Logger, error: unknown): Error {
  if (error instanceof AppError) {
    if (error.cause !== undefined) logger.error('Resolver failed', { error });
    return error;
  }
  const name = (error as { name?: string })?.name;
  if (isErrorCode(name)) return error as Error;
  logger.error('Unhandled resolver error', { error });
  return new AppError('INTERNAL_SERVER_ERROR');
}

/**
 * One Lambda per domain: dispatch on the field name, enforce the session rules every field
 * shares (a session; a confirmed e-mail; a contract-scoped session only on core's
 * contractScopedFields), and turn failures into catalogue codes.
 */
export function domainHandler<F extends RootField>(
  logger: Logger,
  fields: DomainFields<F>,
  options: DomainOptions = {},
) {
  return (event: ResolverEvent, context?: LambdaContext): Promise<unknown> =>
    logger.withContext(resolverLogContext(event, context), async () => {
      try {
        const resolve = (fields as Record<string, FieldResolver<any> | undefined>)[event.info.fieldName];
        if (!resolve) throw new AppError('NOT_FOUND', `No resolver for ${event.info.fieldName}`);
        const caller = callerFrom(event);
        const isPublic = options.public?.includes(event.info.fieldName) ?? false;
        if (!caller && !isPublic) throw new AppError('UNAUTHORIZED');
        // A contract-scoped session (the client's review link) reaches only its few fields.
        if (caller?.contractId && !isContractScopedField(event.info.fieldName))
          throw new AppError('INVALID_PERMISSIONS');
        if (
          caller &&
          !caller.confirmed &&
          !isPublic &&
          !options.allowUnconfirmed?.includes(event.info.fieldName)
        ) {
          throw new AppError('NOT_CONFIRMED');
        }
        // At most one heavy list per request (the authorizer counted them in the document).
        const heavy = Number(event.identity?.resolverContext?.heavyFields ?? 0);
        if (isHeavyField(event.info.fieldName) && heavy > MAX_HEAVY_FIELDS_PER_REQUEST)
          throw new AppError('VALIDATION_ERROR', heavyFieldsMessage);
        return await resolve((event.arguments ?? {}) as never, caller, event);
      } catch (error) {
        throw toLambdaError(logger, error);
      }
    });
}

/**
 * The caller's network address as AppSync saw it: AppSync appends the address of the connection
 * to any `x-forwarded-for` the caller sent, so only the last entry can be trusted (the first ones
 * are whatever the caller wrote).
 */
export const remoteIpOf = (event: ResolverEvent): string | undefined =>
  event.request?.headers?.['x-forwarded-for']?.split(',').at(-1)?.trim() || undefined;
