/** A fetch whose single answer the test releases when it chooses, to observe the in-flight state. */
export function deferredFetch() {
  let release: (reply: { status: number; body?: unknown }) => void = () => undefined;
  const answer = new Promise<{ status: number; body?: unknown }>((resolve) => {
    release = resolve;
  });
  const fn = async () => {
    const { status, body } = await answer;
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { fn, release: (reply: { status: number; body?: unknown }) => release(reply) };
}
