/** Resolves once `check` holds, looking every 100 ms; the test's own timeout bounds the wait. */
export async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((done) => setTimeout(done, 100));
}
