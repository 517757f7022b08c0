import { signUp, startTestApp } from '../tests/helpers/test-app.ts';

/**
 * `node --import tsx bench/forgot-password-timing.ts`: how long POST /api/user/forgotPassword takes to answer for a
 * known and an unknown address (in-process inject, a pause between requests so no link is still being made).
 * Five runs of 40 requests each; prints each run's medians in ms. The two must not tell accounts apart.
 */
const t = await startTestApp();
const user = await signUp(t.app);
const time = async (email: string) => {
  await new Promise((r) => setTimeout(r, 25));
  const started = performance.now();
  await t.app.inject({ method: 'POST', url: '/api/user/forgotPassword', payload: { email } });
  return performance.now() - started;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
for (let i = 0; i < 10; i += 1) {
  await time(user.email);
  await time(`warm-${i}@example.in`);
}
for (let run = 1; run <= 5; run += 1) {
  const known: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    known.push(await time(user.email));
    unknown.push(await time(`ghost-${run}-${i}@example.in`));
  }
  console.log(`run ${run}: known ${median(known).toFixed(2)} ms, unknown ${median(unknown).toFixed(2)} ms`);
}
await t.close();
