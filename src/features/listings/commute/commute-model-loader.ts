type CommuteModel = typeof import('#src/domain/commute/commute-model.ts');

/** A promise that says, once settled, what it holds: React's `use` reads a fulfilled one without suspending. */
type Loading = Promise<CommuteModel> & { status?: 'fulfilled'; value?: CommuteModel };

let loading: Loading | null = null;

/**
 * The commute model and its timetable, fetched the first time a reader chooses a destination: they are no part of the
 * list's first load. One promise for every caller, so React's `use` waits on the same one each render, and once it
 * has the model every later card or page renders at once rather than suspending for a settled promise.
 */
export function loadCommuteModel(): Promise<CommuteModel> {
  if (loading) return loading;
  // A failed fetch (offline before the service worker had the file) is tried again by the next caller.
  // The filter's part registers the model with the shared predicate as it loads: the list filters and sorts by it.
  const started: Loading = Promise.all([import('#src/domain/commute/commute-model.ts'), import('#src/domain/commute/commute-filter.ts')])
    .then(([model]) => model)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  void started.then(
    (model) => {
      started.status = 'fulfilled';
      started.value = model;
    },
    () => undefined,
  );
  loading = started;
  return started;
}
