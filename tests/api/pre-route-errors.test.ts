import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_CODES, isErrorCode } from '../../src/domain/error-codes.ts';
import { startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Answers made before any route runs, over a real connection (inject skips Node's HTTP parser): each is
 * `{ message, code, values? }` with a code the catalogue knows, like every other error answer.
 */
let t: TestApp;
let port = 0;
beforeAll(async () => {
  t = await startTestApp();
  const url = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  port = Number(url.port);
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: unknown;
}

/** One request through Node's own client (which sends whatever URL and headers it is given). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text === '' ? undefined : JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Raw bytes on a socket, for requests no client library would send (a method Node's parser does not know). */
function sendRaw(bytes: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes));
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const status = Number(head.split(' ')[1]);
      resolve({ status, body: body === '' ? undefined : JSON.parse(body) });
    });
  });
}

const big = 'x'.repeat(20 * 1024);

const errorResponse = z.object({ content: z.object({ 'application/json': z.object({ schema: z.object({ $ref: z.string() }) }) }) });
const openApiShape = z.object({
  paths: z.record(z.string(), z.record(z.string(), z.object({ responses: z.record(z.string(), z.unknown()) }))),
  components: z.object({
    schemas: z.object({ ErrorAnswer: z.object({ required: z.array(z.string()), properties: z.object({ code: z.object({ enum: z.array(z.string()) }) }) }) }),
  }),
});

function expectCoded(answer: Answer, status: number, code: string) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ message: expect.any(String), code });
  expect(isErrorCode(code)).toBe(true);
}

it('answers a URL over the header limit (a 20 KB q or cursor) with 431 and a code', async () => {
  expectCoded(await send('GET', `/api/property/getProperties?q=${big}`), 431, 'headersTooLarge');
  expectCoded(await send('GET', `/api/property/my-bookings?cursor=${big}`), 431, 'headersTooLarge');
});

it('answers headers over the limit with 431 and a code', async () => {
  expectCoded(await send('GET', '/api/site', { 'x-padding': big }), 431, 'headersTooLarge');
});

it('answers a path parameter over the router limit with a code', async () => {
  const answer = await send('GET', `/api/property/getProperty/${'a'.repeat(500)}`);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(answer.body).toMatchObject({ code: expect.any(String) });
});

it('answers a body over the limit with 413 and a code', async () => {
  expectCoded(await send('POST', '/api/auth/login', { 'content-type': 'application/json' }, JSON.stringify({ email: big.repeat(4) })), 413, 'tooLarge');
});

it('answers broken JSON and a content type it does not read with 400 and 415, coded', async () => {
  expectCoded(await send('POST', '/api/auth/login', { 'content-type': 'application/json' }, '{"email":'), 400, 'bodyNotJson');
  expectCoded(await send('POST', '/api/auth/login', { 'content-type': 'application/x-bogus' }, 'a=b'), 415, 'unsupportedContentType');
});

it('answers an unknown path and a method no route has with 404 and the endpoint named', async () => {
  const nowhere = await send('GET', '/api/nowhere');
  expect(nowhere).toEqual({ status: 404, body: expect.objectContaining({ code: 'noSuchEndpoint', values: { method: 'GET', path: '/api/nowhere' } }) });
  const wrongMethod = await send('PATCH', '/api/auth/login');
  expect(wrongMethod).toEqual({ status: 404, body: expect.objectContaining({ code: 'noSuchEndpoint' }) });
});

it("answers a request Node's parser refuses (an unknown method, a broken request line) with 400 and a code", async () => {
  expectCoded(await sendRaw('BREW /api/site HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'invalidRequest');
  expectCoded(await sendRaw('GET /api/site HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n'), 400, 'invalidRequest');
});

it('documents the error answer, with every code, on every operation of docs/openapi.json', () => {
  const document: unknown = JSON.parse(readFileSync(new URL('../../docs/openapi.json', import.meta.url), 'utf8'));
  const parsed = openApiShape.parse(document);
  expect(parsed.components.schemas.ErrorAnswer.required).toEqual(['message', 'code']);
  expect([...parsed.components.schemas.ErrorAnswer.properties.code.enum].sort()).toEqual([...ERROR_CODES].sort());
  for (const [path, operations] of Object.entries(parsed.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const range of ['4XX', '5XX']) {
        const answer = errorResponse.safeParse(operation.responses[range]);
        expect(answer.data?.content['application/json'].schema.$ref, `${method} ${path} ${range}`).toBe('#/components/schemas/ErrorAnswer');
      }
    }
  }
});
