/** The names of `T`'s methods that return a promise (the only ones a lazily loaded adapter can stand for). */
export type AsyncMethodNames<T> = {
  [K in keyof T]-?: T[K] extends (...args: never[]) => Promise<unknown> ? K : never;
}[keyof T];

/**
 * Methods that load their adapter on the first call and reuse it after: `load` typically does
 * `await import('…')`, so the adapter's module (and its library: the S3 client, the Encryption
 * SDK, pdf-lib) is its own chunk of the Lambda bundle, read from disk only by the operations that
 * call it, not by the init phase of every cold start (docs/architecture.md, "Lambda bundles and
 * cold starts"). A failed load is not kept: the next call tries again.
 */
export function lazyMethods<T, K extends AsyncMethodNames<T>>(
  load: () => Promise<T>,
  names: readonly K[],
): Pick<T, K> {
  let loading: Promise<T> | undefined;
  const adapter = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const methods = {} as Record<K, unknown>;
  for (const name of names) {
    methods[name] = async (...args: unknown[]) => {
      const target = await adapter();
      const method = target[name] as (...a: unknown[]) => Promise<unknown>;
      return method.apply(target, args);
    };
  }
  return methods as Pick<T, K>;
}
