/**
 * A chunk imported when first asked for (issue 38: what the first panel does not need), once: a
 * failed import is tried again at the next ask. `loaded()` is the module once it has arrived, for
 * a caller that then goes on in the same task, as before the split.
 */
export interface LazyModule<M> {
  load(): Promise<M>;
  loaded(): M | undefined;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (arrived) => (module = arrived),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    loaded: () => module,
  };
}
