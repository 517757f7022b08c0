import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIONS } from '../../src/domain/stations.ts';
import { signInAdmin } from '../helpers/admin.ts';
import { listFiles, snapshotTables } from '../helpers/db-snapshot.ts';
import { insertProperty } from '../helpers/fixtures.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Thousands of generated requests that must all be refused: every one carries at least one field, id,
 * parameter or body that the endpoint has to reject. The answer must be a 4xx `{ message }` and nothing
 * stored may change, not a row and not a photo file.
 */

type Actor = 'anonymous' | 'user' | 'admin';
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];
type Json = Record<string, unknown>;
interface BadRequest {
  route: string;
  as: Actor;
  method: Method;
  url: string;
  payload?: string | Buffer | Json | unknown[] | null;
  headers?: Record<string, string>;
}

const RUNS = 2400;

/** Endpoints with no input at all, so nothing a client sends can be wrong: they answer 200 to anyone. */
const NO_INPUT = ['GET /healthz', 'GET /readyz', 'GET /api/site', 'GET /api/line', 'GET /api/auth/session', 'GET /api/push/key'];

let t: TestApp;
let photoBytes: Buffer;
/** Real ids, so generated requests sometimes name rows that exist. */
let listingId = '';
let bookingId = '';
const cookies: Record<Exclude<Actor, 'anonymous'>, string> = { user: '', admin: '' };

beforeAll(async () => {
  t = await startTestApp({ authRateLimit: { max: 1_000_000, windowMs: 60_000 } });
  const db = t.deps.database.db;
  photoBytes = await photo('jpeg', 64, 48);
  const [user, owner] = await Promise.all([signUp(t.app), signUp(t.app)]);
  const admin = await signInAdmin(t.app, db);
  cookies.user = user.cookie;
  cookies.admin = admin.cookie;
  listingId = (await insertProperty(db, owner.id)).id;
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/property/bookvisit',
    headers: { cookie: user.cookie },
    payload: { propertyId: listingId, bookingDate: '2099-01-15', bookingTime: '11:00' },
  });
  bookingId = booked.json<{ booking: { _id: string } }>().booking._id;
});
afterAll(() => t.close());

function methodOf(route: string): Method {
  const method = METHODS.find((m) => route.startsWith(`${m} `));
  if (!method) throw new Error(`no method in ${route}`);
  return method;
}

// ---- values ---------------------------------------------------------------------------------------

const unicode = fc.string({ unit: 'grapheme', maxLength: 40 });
const huge = fc.integer({ min: 5_001, max: 200_000 }).chain((n) => fc.constantFrom('a', 'अ', '😀', '\u0000', '<script>').map((c) => c.repeat(n)));
/** Not a string: no text field of any endpoint accepts these. */
const notString = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.array(unicode, { maxLength: 3 }),
  fc.dictionary(unicode, unicode, { maxKeys: 3 }),
);
/** Anything at all, for fields that are not the one forced wrong. */
const noise = fc.oneof(notString, unicode, huge, fc.constantFrom('secret123', '9820012345', 'a@example.in', '2099-01-15', '11:00', 'confirmed', ''));
const extraFields = fc.dictionary(fc.constantFrom('role', '_id', 'id', 'userId', 'ownerId', '__proto__', 'constructor', 'isAdmin', 'status'), noise, {
  maxKeys: 3,
});
const notJson = fc.oneof(
  fc.constantFrom('{', '{"email":', '[1,2', "{'a':1}", 'undefined', '{"a":1}}', '\u0000', 'NaN', '{"__proto__":'),
  unicode.filter((s) => {
    try {
      JSON.parse(s);
      return false;
    } catch {
      return true;
    }
  }),
);
const badId = fc.oneof(
  fc.uuid(),
  unicode.map(encodeURIComponent),
  fc.constantFrom('0', '-1', 'null', 'undefined', '..%2F..%2Fetc%2Fpasswd', '%00', "1'%20OR%20'1'%3D'1", 'a'.repeat(5000), '%E0%A4%A', '%zz'),
);
const actor = fc.constantFrom<Actor>('anonymous', 'user', 'user', 'user');
const signedIn = fc.constantFrom<Actor>('user', 'admin');

/** A JSON body for `fields` where one required field is missing or not a string, plus noise and extra fields. */
function badBody(required: string[], optional: string[] = []) {
  const all = [...required, ...optional];
  return fc
    .record({
      base: fc.record(Object.fromEntries(all.map((k) => [k, noise])), { requiredKeys: [] }),
      extra: extraFields,
      broken: fc.constantFrom(...required),
      missing: fc.boolean(),
      wrong: notString,
    })
    .map(({ base, extra, broken, missing, wrong }): Json => {
      const body: Json = { ...extra, ...base };
      if (missing) delete body[broken];
      else body[broken] = wrong;
      return body;
    });
}

/** A JSON endpoint: a body with a broken field, malformed JSON, a JSON value that is not an object, or the wrong content type. */
function jsonEndpoint(route: string, required: string[], optional: string[] = [], who = actor, url = fc.constant(route.split(' ')[1] ?? '')) {
  const method = methodOf(route);
  return fc.tuple(who, url, fc.nat(9)).chain(([as, path, kind]) => {
    const base = { route, as, method, url: path };
    if (kind === 0) return notJson.map((raw): BadRequest => ({ ...base, payload: raw, headers: { 'content-type': 'application/json' } }));
    if (kind === 1)
      return fc
        .oneof(
          fc.constant(null),
          fc.array(noise, { maxLength: 3 }),
          fc.integer(),
          unicode.map((s) => JSON.stringify(s)),
        )
        .map((v): BadRequest => ({ ...base, payload: typeof v === 'string' ? v : JSON.stringify(v), headers: { 'content-type': 'application/json' } }));
    if (kind === 2) return unicode.map((s): BadRequest => ({ ...base, payload: s, headers: { 'content-type': 'text/plain' } }));
    return badBody(required, optional).map((body): BadRequest => ({ ...base, payload: body }));
  });
}

/** A GET that only a role may call, called by someone without it. */
const forbiddenGet = (route: string, who: fc.Arbitrary<Actor>) =>
  fc
    .tuple(who, fc.dictionary(unicode, unicode, { maxKeys: 3 }))
    .map(([as, q]): BadRequest => ({ route, as, method: 'GET', url: `${route.split(' ')[1]}?${new URLSearchParams(q).toString()}` }));

// ---- listings -------------------------------------------------------------------------------------

/** A catalogue version that is not a whole number from 0 to 1e15 (numbers past it, signs, exponents, text, NUL). */
const catalogue = fc
  .tuple(
    actor,
    fc.oneof(
      fc.constantFrom('-1', '1.5', '1e3', '1e16', '9999999999999999', 'abc', '%00', '0x10', 'Infinity', '１'),
      unicode.filter((s) => !/^\s*\d{0,15}\s*$/.test(s)).map(encodeURIComponent),
    ),
  )
  .map(([as, since]): BadRequest => ({ route: 'GET /api/property/catalogue', as, method: 'GET', url: `/api/property/catalogue?since=${since}` }));

const notIn = (allowed: string[]) => unicode.filter((s) => s.trim() !== '' && !allowed.includes(s.trim().toLowerCase()));
/** A catalogue area that names a station the line does not have. */
const catalogueArea = fc.tuple(actor, fc.constantFrom('areaFrom', 'areaTo'), notIn(STATIONS.map((x) => x.toLowerCase()))).map(
  ([as, param, area]): BadRequest => ({
    route: 'GET /api/property/catalogue',
    as,
    method: 'GET',
    url: `/api/property/catalogue?${new URLSearchParams({ [param]: area })}`,
  }),
);
const BAD_QUERY: Record<string, fc.Arbitrary<string>> = {
  q: fc.integer({ min: 101, max: 3000 }).map((n) => 'क'.repeat(n)),
  type: notIn(['sale', 'rent']),
  status: notIn(['under construction', 'resale']),
  location: fc.integer({ min: 101, max: 3000 }).map((n) => 'x'.repeat(n)),
  areaFrom: unicode.map((s) => `Nowhere ${s}`),
  areaTo: unicode.map((s) => `Atlantis ${s}`),
  maxPrice: fc.constantFrom('-1', 'abc', '1e', 'Infinity', '-0.5', '١٠٠'),
  amenities: unicode.map((s) => `gym,teleporter${s}`),
  limit: fc.constantFrom('0', '101', '-5', '1.5', 'ten', '1e3', '９'),
  cursor: fc.integer({ min: 201, max: 2000 }).map((n) => 'Q'.repeat(n)),
  commuteTo: fc.oneof(notIn(STATIONS.map((x) => x.toLowerCase())), fc.constantFrom("$'", 'Churchgate\u0000', '</script>')),
  deskMinutes: fc.constantFrom('-1', '61', '1e16', '1.5', 'NaN', '5 ', '+5', "$'", '\u0000', '٥'),
  maxCommute: fc.constantFrom('0', '14', '151', '1e16', '1e2', '60.0', 'Infinity', "$'", '\u0000', '٦٠'),
  sort: fc.oneof(notIn(['newest', 'commute']), fc.constantFrom('COMMUTE', 'commute\u0000', "$'")),
  postedBy: fc.oneof(notIn(['owner', 'agent', 'builder']), fc.constantFrom('OWNER', 'owner\u0000')),
  readyToMove: fc.constantFrom('2', 'yes', '1\u0000', '-1'),
  maxMaintenance: fc.constantFrom('-1', '500001', '1e16', '3.5', 'abc', '٥', "$'"),
  furnishing: fc.oneof(notIn(['unfurnished', 'semi', 'furnished']), fc.constantFrom('semi\u0000')),
  minFloor: fc.constantFrom('-3', '201', '1.5', '1e16', 'ground', '٣'),
  maxFloor: fc.constantFrom('-3', '201', '1.5', '1e16', 'top', '٣'),
  parking: fc.constantFrom('2', 'yes', '1\u0000'),
};
const getProperties = fc
  .record({
    as: actor,
    broken: fc.constantFrom(...Object.keys(BAD_QUERY)),
    noise: fc.dictionary(fc.constantFrom('q', 'location', 'sort', 'page', 'foo', '__proto__'), unicode, { maxKeys: 3 }),
    rawTail: fc.constantFrom('', '&%zz', '&zz=%E0%A4%A', '&&&=', '&a[b]=1'),
  })
  .chain(({ as, broken, noise: extra, rawTail }) =>
    (BAD_QUERY[broken] ?? fc.constant('')).map((value): BadRequest => {
      const params = new URLSearchParams(Object.entries(extra).filter(([k]) => k !== broken));
      params.append(broken, value);
      return { route: 'GET /api/property/getProperties', as, method: 'GET', url: `/api/property/getProperties?${params.toString()}${rawTail}` };
    }),
  );

const idRoute = (route: string, who: fc.Arbitrary<Actor>) =>
  fc.tuple(who, badId).map(([as, id]): BadRequest => {
    const path = route.split(' ')[1] ?? '';
    return { route, as, method: methodOf(route), url: path.replace(/\{\w+\}/, id) };
  });

/** Listing fields with one broken: each value here breaks a rule of the upload table in docs/api.md. */
const BAD_LISTING: Record<string, fc.Arbitrary<string | undefined>> = {
  type: fc.oneof(fc.constant(undefined), notIn(['sale', 'rent'])),
  ucresale: fc.oneof(fc.constant(undefined), notIn(['under construction', 'resale', 'not applicable'])),
  price: fc.constantFrom(undefined, '', 'abc', '0', '-1', '1.5', '1e12', 'NaN'),
  propertyName: fc.oneof(
    fc.constantFrom(undefined, '', '   '),
    fc.integer({ min: 121, max: 2000 }).map((n) => 'ऊ'.repeat(n)),
  ),
  location: fc.oneof(
    fc.constantFrom(undefined, ''),
    fc.integer({ min: 121, max: 2000 }).map((n) => 'l'.repeat(n)),
  ),
  address: fc.oneof(
    fc.constantFrom(undefined, ''),
    fc.integer({ min: 301, max: 5000 }).map((n) => 'a'.repeat(n)),
  ),
  bedrooms: fc.constantFrom('-1', '51', '2.5', 'two'),
  carpetArea: fc.constantFrom(undefined, '0', '-3', 'abc', '1e7'),
  description: fc.oneof(
    fc.constantFrom(undefined, ''),
    fc.integer({ min: 5001, max: 20_000 }).map((n) => 'd'.repeat(n)),
  ),
  amenities: fc.oneof(
    fc.constantFrom('not json', '{"gym":true}', '[1,2]', '["gym","teleporter"]', 'null'),
    unicode.map((s) => `["x${s}"]`),
  ),
  reraNumber: fc.constantFrom('X12345678901', 'P123', 'P1234567890123', '<script>'),
  walkMinutes: fc.constantFrom('0', '61', '-5', '1.5', '1e1', '1e16', 'abc', "$'", '١٠'),
  deposit: fc.constantFrom('0', '-5', '1.5', '1e16', '1000000001', 'abc', "$'", '١٠', '</script>'),
  postedBy: fc.constantFrom(undefined, '', 'tenant', 'OWNER', 'owner\u0000'),
  // The base listing is a broker's sale: any brokerage in months is refused there, as are bad percents.
  brokerageMonths: fc.constantFrom('1', '0.5', '4', '1.25', 'abc'),
  brokeragePercent: fc.constantFrom('6', '-1', '1e16', '2.555', '٢'),
  maintenance: fc.constantFrom('-1', '500001', '1e16', '3500.5', 'abc', '٣٥٠٠'),
  floor: fc.constantFrom('-3', '201', '1.5', '1e16', 'ground'),
  totalFloors: fc.constantFrom('-1', '201', '1.5', '1e16', 'tall'),
  possession: fc.constantFrom('soon', '2027-13', '2020-01', '2045-01', '27-06', 'ready\u0000'),
  builtYear: fc.constantFrom('1899', '2999', '19', '1e3', 'old'),
  parkingCovered: fc.constantFrom('-1', '11', '1.5', '1e16'),
  parkingOpen: fc.constantFrom('-1', '11', '1.5', '1e16'),
  furnishing: fc.constantFrom('partly', 'FURNISHED', 'semi\u0000'),
  facing: fc.constantFrom('up', 'North', 'east\u0000'),
  ocReceived: fc.constantFrom('maybe', 'YES', 'yes\u0000'),
};
const uploadFiles = fc.constantFrom('none', 'photo', 'text', 'two');
const createRequest = fc
  .record({
    as: actor,
    broken: fc.constantFrom(...Object.keys(BAD_LISTING)),
    files: uploadFiles,
    extra: fc.dictionary(fc.constantFrom('ownerId', 'owner', '_id', 'images', 'createdAt'), unicode, { maxKeys: 2 }),
    kind: fc.nat(9),
    cut: fc.double({ min: 0.05, max: 0.8, noNaN: true }),
  })
  .chain(({ as, broken, files, extra, kind, cut }) =>
    (BAD_LISTING[broken] ?? fc.constant('')).map((value): BadRequest => {
      const base = { route: 'POST /api/property/create', as, method: 'POST' as const, url: '/api/property/create' };
      const fields: Record<string, string> = { ...extra, ...listingFields() };
      if (value === undefined) delete fields[broken];
      else fields[broken] = value;
      const parts =
        files === 'none'
          ? []
          : files === 'text'
            ? [file(Buffer.from('hello, not a photo'), 'x.jpg')]
            : files === 'two'
              ? [file(photoBytes), file(photoBytes, 'x.png', 'image/png')]
              : [file(photoBytes)];
      // The remaining kinds are broken forms: valid fields and a photo, but a form no parser can finish.
      if (kind === 0) {
        const whole = multipart(listingFields(), [file(photoBytes)]);
        return { ...base, payload: whole.payload.subarray(0, Math.floor(whole.payload.length * cut)), headers: whole.headers };
      }
      if (kind === 1) {
        const whole = multipart(listingFields(), [file(photoBytes)]);
        return { ...base, payload: whole.payload, headers: { 'content-type': 'multipart/form-data; boundary=not-the-boundary' } };
      }
      if (kind === 2) return { ...base, payload: { ...fields, images: 'photo.jpg' } };
      const body = multipart(fields, parts);
      return { ...base, payload: body.payload, headers: body.headers };
    }),
  );

// ---- NUL characters and crafted cursors --------------------------------------------------------------

/** `text` with a NUL at some place in it: PostgreSQL cannot store one, so every text field must refuse it (400). */
const withNul = (text: string) => fc.nat(text.length).map((at) => `${text.slice(0, at)}\u0000${text.slice(at)}`);

/** A valid JSON body of the route with a NUL put into one of its text fields. */
function nulBody(route: string, valid: () => Json, who: fc.Arbitrary<Actor> = actor, url = route.split(' ')[1] ?? '') {
  return fc
    .tuple(who, fc.constantFrom(...Object.keys(valid())))
    .chain(([as, field]) =>
      withNul(String(valid()[field])).map((value): BadRequest => ({ route, as, method: methodOf(route), url, payload: { ...valid(), [field]: value } })),
    );
}

const listingQuery = {
  q: 'flat',
  location: 'Andheri',
  type: 'sale',
  status: 'resale',
  areaFrom: 'Virar',
  areaTo: 'Dadar',
  maxPrice: '5000000',
  amenities: 'gym',
  commuteTo: 'Churchgate',
  deskMinutes: '5',
  maxCommute: '60',
  sort: 'commute',
  limit: '10',
};
const uuid = '0b6f0c3e-2a7e-4b8e-9d55-0c1a2b3c4d5e';
/** Cursors a client could craft: times past year 9999 or past what a Date holds, ids that are not ids, a NUL, not base64 at all. */
const badCursor = fc
  .oneof(
    fc.oneof(fc.bigInt({ min: 253402300800000n, max: 999999999999999n }), fc.constantFrom(8640000000000001n, 999999999999999n)).map((ms) => `${ms}_${uuid}`),
    fc
      .tuple(fc.integer({ min: 0, max: 2 ** 45 }), fc.oneof(unicode, fc.constantFrom(`${uuid}\u0000`, `${uuid.slice(0, -1)}`, '', "' or 1=1 --")))
      .map(([ms, id]) => `${ms}_${id}`),
    fc.constantFrom('-1_', '1e3_', 'NaN_'),
    // A shortest-commute cursor leads with the commute: minutes that are not whole minutes, or too many.
    fc.constantFrom('-1', '1e3', '100000', "$'", '', '1.5', '٥').map((minutes) => `${minutes}_1767225600000_${uuid}`),
  )
  .map((raw) => Buffer.from(raw, 'latin1').toString('base64url'));
/** A paged list's bad page (a limit out of range, a cursor the server never made, NUL or over-long search text), by one who may read it. */
const badPage = (route: string, who: fc.Arbitrary<Actor>, searchable: boolean) =>
  fc
    .tuple(
      who,
      fc.oneof(
        fc.constantFrom('0', '101', '-5', '1.5', 'ten', '1e3', '９').map((limit) => ({ limit })),
        badCursor.map((cursor) => ({ cursor })),
        ...(searchable ? [withNul('borivali').map((q) => ({ q })), fc.integer({ min: 101, max: 3000 }).map((n) => ({ q: 'q'.repeat(n) }))] : []),
      ),
    )
    .map(([as, query]): BadRequest => ({ route, as, method: 'GET', url: `${route.split(' ')[1]}?${new URLSearchParams(query)}` }));

const getPropertiesNulOrCursor = fc.oneof(
  fc
    .tuple(actor, fc.constantFrom('q', 'location', 'cursor', 'type', 'status', 'areaFrom', 'amenities', 'commuteTo', 'deskMinutes', 'maxCommute', 'sort'))
    .chain(([as, param]) =>
      withNul(listingQuery[param as keyof typeof listingQuery] ?? 'x').map(
        (value): BadRequest => ({
          route: 'GET /api/property/getProperties',
          as,
          method: 'GET',
          url: `/api/property/getProperties?${new URLSearchParams({ ...listingQuery, [param]: value }).toString()}`,
        }),
      ),
    ),
  fc.tuple(actor, badCursor, fc.boolean()).map(
    ([as, cursor, filtered]): BadRequest => ({
      route: 'GET /api/property/getProperties',
      as,
      method: 'GET',
      url: `/api/property/getProperties?${new URLSearchParams({ ...(filtered ? listingQuery : {}), cursor }).toString()}`,
    }),
  ),
);

/** An id path with a NUL (raw, as %00) somewhere in a real id. */
const nulIdRoute = (route: string, who: fc.Arbitrary<Actor>, id: () => string) =>
  fc
    .tuple(who, fc.constant(null))
    .chain(([as]) =>
      withNul(id()).map(
        (withIt): BadRequest => ({ route, as, method: methodOf(route), url: (route.split(' ')[1] ?? '').replace(/\{\w+\}/, encodeURIComponent(withIt)) }),
      ),
    );

const createWithNul = fc
  .record({
    as: actor,
    field: fc.constantFrom(
      'type',
      'ucresale',
      'price',
      'propertyName',
      'location',
      'address',
      'bedrooms',
      'carpetArea',
      'description',
      'amenities',
      'reraNumber',
      'walkMinutes',
      'deposit',
      'postedBy',
      'maintenance',
      'possession',
      'furnishing',
    ),
  })
  .chain(({ as, field }) => {
    const fields: Record<string, string> = {
      ...listingFields(),
      reraNumber: 'P51800012345',
      walkMinutes: '12',
      deposit: '150000',
      maintenance: '3500',
      possession: 'ready',
      furnishing: 'semi',
    };
    return withNul(fields[field] ?? '').map((value): BadRequest => {
      const body = multipart({ ...fields, [field]: value }, [file(photoBytes)]);
      return { route: 'POST /api/property/create', as, method: 'POST', url: '/api/property/create', payload: body.payload, headers: body.headers };
    });
  });

const signupBody = () => ({ name: 'Asha Patil', email: 'nul-signup@example.in', contactNo: '9820012345', password: 'secret123' });
const enquiryBody = () => ({ name: 'Ravi Kumar', email: 'ravi@example.in', contactNo: '9820012345', message: 'Is it still available?' });

// ---- every endpoint -------------------------------------------------------------------------------

const ENDPOINTS: Record<string, fc.Arbitrary<BadRequest>> = {
  'POST /api/auth/signup': fc.oneof(
    jsonEndpoint('POST /api/auth/signup', ['name', 'email', 'contactNo', 'password']),
    nulBody('POST /api/auth/signup', signupBody),
  ),
  'POST /api/auth/login': fc.oneof(
    jsonEndpoint('POST /api/auth/login', ['email', 'password'], ['rememberMe']),
    nulBody('POST /api/auth/login', () => ({ email: 'a@b.in', password: 'whatever-12' })),
  ),
  // Logout takes no input; only a body that is not JSON at all is wrong.
  'POST /api/auth/logout': fc.tuple(actor, notJson).map(
    ([as, raw]): BadRequest => ({
      route: 'POST /api/auth/logout',
      as,
      method: 'POST',
      url: '/api/auth/logout',
      payload: raw,
      headers: { 'content-type': 'application/json' },
    }),
  ),
  'GET /api/auth/me': forbiddenGet('GET /api/auth/me', fc.constant('anonymous')),
  'POST /api/property/create': fc.oneof(createRequest, createWithNul),
  // The check reads the same form as the upload: every broken upload is a broken check.
  'POST /api/property/duplicate-check': fc
    .oneof(createRequest, createWithNul)
    .map((req): BadRequest => ({ ...req, route: 'POST /api/property/duplicate-check', url: '/api/property/duplicate-check' })),
  'GET /api/property/getProperties': fc.oneof(getProperties, getPropertiesNulOrCursor),
  'GET /api/property/catalogue': fc.oneof(catalogue, catalogueArea),
  // The columnar form reads the same query: every bad catalogue query is a bad one here.
  'GET /api/property/catalogue/columns': fc
    .oneof(catalogue, catalogueArea)
    .map((req): BadRequest => ({ ...req, route: 'GET /api/property/catalogue/columns', url: req.url.replace('/catalogue?', '/catalogue/columns?') })),
  'GET /api/property/getProperty/{id}': fc.oneof(
    idRoute('GET /api/property/getProperty/{id}', actor),
    nulIdRoute('GET /api/property/getProperty/{id}', actor, () => listingId),
  ),
  'DELETE /api/property/delete/{id}': fc.oneof(
    idRoute('DELETE /api/property/delete/{id}', actor),
    nulIdRoute('DELETE /api/property/delete/{id}', signedIn, () => listingId),
  ),
  // Only admins may change a listing not their own, and every price here breaks the upload's rule, so nothing changes.
  'PATCH /api/property/price/{id}': fc.oneof(
    jsonEndpoint('PATCH /api/property/price/{id}', ['price'], [], actor, fc.constant(`/api/property/price/${uuid}`)),
    nulBody('PATCH /api/property/price/{id}', () => ({ price: '9000000' }), signedIn, `/api/property/price/${uuid}`),
    fc.tuple(signedIn, fc.constantFrom<unknown>(0, -1, 1.5, 1e12, 1e16, 1e300, '1e16', '', null, 'abc', '9'.repeat(400), [9_000_000], {})).map(
      ([as, price]): BadRequest => ({
        route: 'PATCH /api/property/price/{id}',
        as,
        method: 'PATCH',
        url: `/api/property/price/${listingId}`,
        payload: { price },
      }),
    ),
    // A good price on someone else's listing: the fuzz's user owns none.
    fc
      .constant('user' as const)
      .map(
        (as): BadRequest => ({ route: 'PATCH /api/property/price/{id}', as, method: 'PATCH', url: `/api/property/price/${listingId}`, payload: { price: 1 } }),
      ),
    idRoute('PATCH /api/property/price/{id}', actor).map((req) => ({ ...req, payload: { price: 9_000_000 } })),
  ),
  // As the price: every walk time here breaks the upload's rule, or the listing is not the fuzz's user's.
  'PATCH /api/property/walk/{id}': fc.oneof(
    jsonEndpoint('PATCH /api/property/walk/{id}', ['walkMinutes'], [], actor, fc.constant(`/api/property/walk/${uuid}`)),
    fc.tuple(signedIn, fc.constantFrom<unknown>(0, -1, 61, 1.5, 1e16, '1e16', '1e1', 'abc', "$'", '\u0000', '12\u0000', '9'.repeat(400), [12], {}, true)).map(
      ([as, walkMinutes]): BadRequest => ({
        route: 'PATCH /api/property/walk/{id}',
        as,
        method: 'PATCH',
        url: `/api/property/walk/${listingId}`,
        payload: { walkMinutes },
      }),
    ),
    fc.constant('user' as const).map(
      (as): BadRequest => ({
        route: 'PATCH /api/property/walk/{id}',
        as,
        method: 'PATCH',
        url: `/api/property/walk/${listingId}`,
        payload: { walkMinutes: 9 },
      }),
    ),
    idRoute('PATCH /api/property/walk/{id}', actor).map((req) => ({ ...req, payload: { walkMinutes: 9 } })),
  ),
  // As the price: every deposit here breaks the upload's rule, the listing is a sale (refused), or not the user's.
  'PATCH /api/property/deposit/{id}': fc.oneof(
    jsonEndpoint('PATCH /api/property/deposit/{id}', ['deposit'], [], actor, fc.constant(`/api/property/deposit/${uuid}`)),
    nulBody('PATCH /api/property/deposit/{id}', () => ({ deposit: '150000' }), signedIn, `/api/property/deposit/${uuid}`),
    fc
      .tuple(
        signedIn,
        fc.constantFrom<unknown>(0, -1, 1.5, 1e10, 1e16, 1e300, '1e16', '-5', 'abc', "$'", '\u0000', '9\u0000', '9'.repeat(400), [150_000], {}, true),
      )
      .map(
        ([as, deposit]): BadRequest => ({
          route: 'PATCH /api/property/deposit/{id}',
          as,
          method: 'PATCH',
          url: `/api/property/deposit/${listingId}`,
          payload: { deposit },
        }),
      ),
    fc.constantFrom('user' as const, 'admin' as const).map(
      (as): BadRequest => ({
        route: 'PATCH /api/property/deposit/{id}',
        as,
        method: 'PATCH',
        url: `/api/property/deposit/${listingId}`,
        payload: { deposit: 150_000 },
      }),
    ),
    idRoute('PATCH /api/property/deposit/{id}', actor).map((req) => ({ ...req, payload: { deposit: 150_000 } })),
  ),
  // As the price: every set of facts here breaks one of the upload's rules, or the listing is not the fuzz's user's.
  'PATCH /api/property/facts/{id}': fc.oneof(
    jsonEndpoint(
      'PATCH /api/property/facts/{id}',
      ['postedBy'],
      ['maintenance', 'floor', 'totalFloors', 'possession', 'furnishing'],
      actor,
      fc.constant(`/api/property/facts/${uuid}`),
    ),
    nulBody(
      'PATCH /api/property/facts/{id}',
      () => ({ postedBy: 'owner', maintenance: '3500', floor: '7', possession: 'ready' }),
      signedIn,
      `/api/property/facts/${uuid}`,
    ),
    fc
      .tuple(
        signedIn,
        fc.constantFrom<Json>(
          { postedBy: 'owner', maintenance: 1e16 },
          { postedBy: 'owner', maintenance: '1e16' },
          { postedBy: 'owner', maintenance: -1 },
          { postedBy: 'owner', floor: 7.5 },
          { postedBy: 'owner', floor: 23, totalFloors: 22 },
          { postedBy: 'owner', possession: '2020-01' },
          { postedBy: 'owner', possession: '2099-01' },
          { postedBy: 'owner', possession: 'ready', builtYear: 9999 },
          { postedBy: 'owner', brokerageMonths: 1 },
          { postedBy: 'agent', brokerageMonths: 1 },
          { postedBy: 'agent', brokeragePercent: 9 },
          { postedBy: 'owner', parkingOpen: 11 },
          { postedBy: 'owner', facing: '</script>' },
          { postedBy: "$'" },
        ),
      )
      .map(([as, payload]): BadRequest => ({ route: 'PATCH /api/property/facts/{id}', as, method: 'PATCH', url: `/api/property/facts/${listingId}`, payload })),
    fc.constantFrom('user' as const, 'admin' as const).map(
      (as): BadRequest => ({
        route: 'PATCH /api/property/facts/{id}',
        as,
        method: 'PATCH',
        url: `/api/property/facts/${listingId}`,
        payload: as === 'user' ? { postedBy: 'owner', maintenance: 3500 } : { postedBy: 'owner', maintenance: 3500, floor: 23, totalFloors: 22 },
      }),
    ),
    idRoute('PATCH /api/property/facts/{id}', actor).map((req) => ({ ...req, payload: { postedBy: 'owner' } })),
  ),
  // As the price: every value here is not a state, or the listing is not the fuzz's user's.
  'PATCH /api/property/availability/{id}': fc.oneof(
    jsonEndpoint('PATCH /api/property/availability/{id}', ['availability'], [], actor, fc.constant(`/api/property/availability/${uuid}`)),
    nulBody('PATCH /api/property/availability/{id}', () => ({ availability: 'sold' }), signedIn, `/api/property/availability/${uuid}`),
    fc
      .tuple(
        signedIn,
        fc.oneof(
          fc.constantFrom<unknown>('', null, 'SOLD', ' sold', 'gone', 'sold\u0000', '\u0000', 1e16, 0, true, "$'", '</script>', 'x'.repeat(400), ['sold'], {}),
          unicode.filter((s) => !['available', 'sold', 'rented', 'withdrawn'].includes(s)),
        ),
      )
      .map(
        ([as, availability]): BadRequest => ({
          route: 'PATCH /api/property/availability/{id}',
          as,
          method: 'PATCH',
          url: `/api/property/availability/${listingId}`,
          payload: { availability },
        }),
      ),
    fc.constant('user' as const).map(
      (as): BadRequest => ({
        route: 'PATCH /api/property/availability/{id}',
        as,
        method: 'PATCH',
        url: `/api/property/availability/${listingId}`,
        payload: { availability: 'withdrawn' },
      }),
    ),
    idRoute('PATCH /api/property/availability/{id}', actor).map((req) => ({ ...req, payload: { availability: 'sold' } })),
  ),
  'GET /api/user/myproperties': forbiddenGet('GET /api/user/myproperties', fc.constant('anonymous')),
  'POST /api/property/contactus': fc.oneof(
    jsonEndpoint('POST /api/property/contactus', ['name', 'email', 'contactNo', 'message']),
    nulBody('POST /api/property/contactus', enquiryBody),
  ),
  'PUT /api/user/updateProfile': fc.oneof(
    jsonEndpoint('PUT /api/user/updateProfile', ['name', 'email', 'contactNo']),
    nulBody(
      'PUT /api/user/updateProfile',
      () => ({ name: 'Asha Patil', email: 'nul-profile@example.in', contactNo: '9820012345', currentPassword: 'secret123' }),
      signedIn,
    ),
  ),
  'PUT /api/user/lang': fc.oneof(
    jsonEndpoint('PUT /api/user/lang', ['lang']),
    nulBody('PUT /api/user/lang', () => ({ lang: 'hi' }), signedIn),
  ),
  'PUT /api/user/changePassword': fc.oneof(
    jsonEndpoint('PUT /api/user/changePassword', ['oldPassword', 'newPassword']),
    nulBody('PUT /api/user/changePassword', () => ({ oldPassword: 'secret123', newPassword: 'secret456' }), signedIn),
  ),
  'POST /api/user/forgotPassword': fc.oneof(
    jsonEndpoint('POST /api/user/forgotPassword', ['email']),
    nulBody('POST /api/user/forgotPassword', () => ({ email: 'a@b.in' })),
  ),
  'POST /api/user/resetPassword': fc.oneof(
    jsonEndpoint('POST /api/user/resetPassword', ['token', 'newPassword']),
    nulBody('POST /api/user/resetPassword', () => ({ token: 'a'.repeat(43), newPassword: 'secret456' })),
  ),
  'POST /api/user/wishlist/{propertyId}': fc.oneof(
    idRoute('POST /api/user/wishlist/{propertyId}', actor),
    nulIdRoute('POST /api/user/wishlist/{propertyId}', actor, () => listingId),
  ),
  'PUT /api/user/wishlist/{propertyId}': fc.oneof(
    idRoute('PUT /api/user/wishlist/{propertyId}', actor),
    nulIdRoute('PUT /api/user/wishlist/{propertyId}', actor, () => listingId),
  ),
  // Removing what is not saved is fine by design (docs/api.md), so only a visitor's call is wrong.
  'DELETE /api/user/wishlist/{propertyId}': idRoute('DELETE /api/user/wishlist/{propertyId}', fc.constant('anonymous')),
  'GET /api/user/wishlist': forbiddenGet('GET /api/user/wishlist', fc.constant('anonymous')),
  'POST /api/property/bookvisit': fc.oneof(
    jsonEndpoint('POST /api/property/bookvisit', ['propertyId', 'bookingDate', 'bookingTime'], ['pickup']),
    nulBody('POST /api/property/bookvisit', () => ({ propertyId: listingId, bookingDate: '2099-03-01', bookingTime: '10:30' })),
    fc.tuple(fc.integer({ min: 201, max: 1000 }), fc.constantFrom('2099-01-15', '2099-02-01')).map(
      ([n, date]): BadRequest => ({
        route: 'POST /api/property/bookvisit',
        as: 'user',
        method: 'POST',
        url: '/api/property/bookvisit',
        payload: { propertyId: listingId, bookingDate: date, bookingTime: '12:30' },
        headers: { 'idempotency-key': 'k'.repeat(n) },
      }),
    ),
  ),
  'GET /api/property/getbookings': forbiddenGet('GET /api/property/getbookings', fc.constant('anonymous')),
  'GET /api/property/my-bookings': fc.oneof(
    forbiddenGet('GET /api/property/my-bookings', fc.constant('anonymous')),
    badPage('GET /api/property/my-bookings', signedIn, false),
  ),
  'POST /api/property/deletebooking': fc.oneof(
    jsonEndpoint('POST /api/property/deletebooking', ['bookingId']),
    nulBody('POST /api/property/deletebooking', () => ({ bookingId })),
    fc.tuple(actor, fc.oneof(fc.uuid(), unicode)).map(
      ([as, id]): BadRequest => ({
        route: 'POST /api/property/deletebooking',
        as,
        method: 'POST',
        url: '/api/property/deletebooking',
        payload: { bookingId: id },
      }),
    ),
  ),
  'GET /api/admin/get-stats': forbiddenGet('GET /api/admin/get-stats', actor),
  'GET /api/admin/get-users': forbiddenGet('GET /api/admin/get-users', actor),
  'GET /api/admin/get-bookings': forbiddenGet('GET /api/admin/get-bookings', actor),
  'GET /api/admin/users': fc.oneof(forbiddenGet('GET /api/admin/users', actor), badPage('GET /api/admin/users', fc.constant('admin'), true)),
  'GET /api/admin/bookings': fc.oneof(forbiddenGet('GET /api/admin/bookings', actor), badPage('GET /api/admin/bookings', fc.constant('admin'), true)),
  'PATCH /api/admin/update-booking-status/{id}': fc.oneof(
    jsonEndpoint(
      'PATCH /api/admin/update-booking-status/{id}',
      ['status'],
      [],
      fc.constantFrom<Actor>('anonymous', 'user', 'admin'),
      fc.constant('/api/admin/update-booking-status/BOOKING'),
    ),
    nulBody('PATCH /api/admin/update-booking-status/{id}', () => ({ status: 'confirmed' }), fc.constant('admin'), '/api/admin/update-booking-status/BOOKING'),
    nulIdRoute('PATCH /api/admin/update-booking-status/{id}', fc.constant('admin'), () => bookingId).map((req) => ({
      ...req,
      payload: { status: 'confirmed' },
    })),
    fc.tuple(signedIn, badId, fc.constantFrom('pending', 'confirmed', 'cancelled')).map(
      ([as, id, status]): BadRequest => ({
        route: 'PATCH /api/admin/update-booking-status/{id}',
        as,
        method: 'PATCH',
        url: `/api/admin/update-booking-status/${id}`,
        payload: { status },
      }),
    ),
  ),
  // Reports and moderation: every request here is refused, so nothing is reported, hidden or recorded.
  'POST /api/property/report/{id}': fc.oneof(
    jsonEndpoint('POST /api/property/report/{id}', ['reason'], ['details'], actor, fc.constant(`/api/property/report/${uuid}`)),
    nulBody('POST /api/property/report/{id}', () => ({ reason: 'other', details: 'Same photos as another flat' }), actor, `/api/property/report/${uuid}`),
    idRoute('POST /api/property/report/{id}', actor).map((req) => ({ ...req, payload: { reason: 'other' } })),
  ),
  'POST /api/user/myproperties/{id}/confirm': fc.oneof(
    idRoute('POST /api/user/myproperties/{id}/confirm', actor),
    nulIdRoute('POST /api/user/myproperties/{id}/confirm', signedIn, () => listingId),
    // A listing of someone else's: the fuzz's user and admin own none.
    fc
      .constantFrom<Actor>('user', 'admin')
      .map((as): BadRequest => ({ route: 'POST /api/user/myproperties/{id}/confirm', as, method: 'POST', url: `/api/user/myproperties/${listingId}/confirm` })),
  ),
  'GET /api/user/reports': forbiddenGet('GET /api/user/reports', fc.constant('anonymous')),
  'GET /api/admin/reports': fc.oneof(forbiddenGet('GET /api/admin/reports', actor), badPage('GET /api/admin/reports', fc.constant('admin'), true)),
  'GET /api/admin/listings': fc.oneof(forbiddenGet('GET /api/admin/listings', actor), badPage('GET /api/admin/listings', fc.constant('admin'), true)),
  'GET /api/admin/duplicates': fc.oneof(forbiddenGet('GET /api/admin/duplicates', actor), badPage('GET /api/admin/duplicates', fc.constant('admin'), false)),
  'GET /api/admin/listings/{id}': fc.oneof(
    idRoute('GET /api/admin/listings/{id}', signedIn),
    nulIdRoute('GET /api/admin/listings/{id}', signedIn, () => listingId),
  ),
  'POST /api/admin/listings/{id}/hide': fc.oneof(
    jsonEndpoint(
      'POST /api/admin/listings/{id}/hide',
      ['reason'],
      [],
      fc.constantFrom<Actor>('anonymous', 'user', 'admin'),
      fc.constant(`/api/admin/listings/${uuid}/hide`),
    ),
    nulBody('POST /api/admin/listings/{id}/hide', () => ({ reason: 'Photos of another flat' }), fc.constant('admin'), `/api/admin/listings/${uuid}/hide`),
    idRoute('POST /api/admin/listings/{id}/hide', signedIn).map((req) => ({ ...req, payload: { reason: 'Photos of another flat' } })),
  ),
  ...Object.fromEntries(
    ['restore', 'dismiss-reports', 'verify', 'unverify'].map((action) => {
      const route = `POST /api/admin/listings/{id}/${action}`;
      return [
        route,
        fc.oneof(
          idRoute(route, signedIn),
          nulIdRoute(route, signedIn, () => listingId),
        ),
      ];
    }),
  ),
};

const savedSearchUrl = fc.uuid().map((id) => `/api/user/saved-searches/${id}`);
ENDPOINTS['GET /api/user/saved-searches'] = forbiddenGet('GET /api/user/saved-searches', fc.constant('anonymous'));
ENDPOINTS['PUT /api/user/saved-searches/{id}'] = fc.oneof(
  jsonEndpoint('PUT /api/user/saved-searches/{id}', ['name', 'filter'], [], actor, savedSearchUrl),
  nulBody('PUT /api/user/saved-searches/{id}', () => ({ name: '2 BHK Borivali', filter: 'x' }), signedIn, `/api/user/saved-searches/${uuid}`),
  idRoute('PUT /api/user/saved-searches/{id}', fc.constant('anonymous')),
);
ENDPOINTS['PATCH /api/user/saved-searches/{id}'] = fc.oneof(
  jsonEndpoint('PATCH /api/user/saved-searches/{id}', ['alert'], ['name'], actor, savedSearchUrl),
  idRoute('PATCH /api/user/saved-searches/{id}', actor),
);
ENDPOINTS['POST /api/user/saved-searches/{id}/seen'] = idRoute('POST /api/user/saved-searches/{id}/seen', actor);
// Deleting what is gone is fine by design (a replayed delete), so only a visitor's call is wrong.
ENDPOINTS['DELETE /api/user/saved-searches/{id}'] = idRoute('DELETE /api/user/saved-searches/{id}', fc.constant('anonymous'));
const pushEndpoint = 'https://fcm.googleapis.com/fcm/send/fuzz';
ENDPOINTS['PUT /api/push/subscription'] = fc.oneof(
  jsonEndpoint('PUT /api/push/subscription', ['endpoint', 'keys']),
  nulBody('PUT /api/push/subscription', () => ({ endpoint: pushEndpoint }), signedIn),
);
ENDPOINTS['DELETE /api/push/subscription'] = fc.oneof(
  jsonEndpoint('DELETE /api/push/subscription', ['endpoint']),
  nulBody('DELETE /api/push/subscription', () => ({ endpoint: pushEndpoint }), signedIn),
);

const anyBadRequest = fc.oneof(...Object.values(ENDPOINTS));

describe('generated bad requests', () => {
  it('cover every endpoint of docs/api.md that takes input', () => {
    const key = (route: string) => route.replace(/\{\w+\}|:\w+/g, '{}');
    const documented = [...readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8').matchAll(/^### ([A-Z]+ \/\S+)/gm)].map((m) => key(m[1] ?? ''));
    expect([...Object.keys(ENDPOINTS), ...NO_INPUT].map(key).sort()).toEqual([...new Set(documented)].sort());
  });

  it(`${RUNS} of them all get a 4xx { message } and change no stored row or file`, async () => {
    const db = t.deps.database.db;
    const uploads = join(t.dataDir, 'uploads');
    const rowsBefore = await snapshotTables(db);
    const filesBefore = listFiles(uploads);
    const seen = new Map<string, number>();

    await fc.assert(
      fc.asyncProperty(anyBadRequest, async (req) => {
        const cookie = req.as === 'anonymous' ? {} : { cookie: cookies[req.as] };
        const url = req.url.replace('BOOKING', bookingId);
        const res = await t.app.inject({ method: req.method, url, payload: req.payload ?? undefined, headers: { ...req.headers, ...cookie } });
        seen.set(req.route, (seen.get(req.route) ?? 0) + 1);
        expect(res.statusCode, `${req.method} ${url.slice(0, 200)} as ${req.as}: ${res.body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${req.method} ${url.slice(0, 200)} as ${req.as}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
        const body: unknown = res.json();
        expect(body).toMatchObject({ message: expect.stringMatching(/\S/) });
      }),
      { numRuns: RUNS, seed: 20261122 },
    );

    expect(await snapshotTables(db)).toEqual(rowsBefore);
    expect(listFiles(uploads)).toEqual(filesBefore);
    expect([...seen.values()].reduce((a, b) => a + b, 0)).toBe(RUNS);
    expect([...seen.keys()].sort()).toEqual(Object.keys(ENDPOINTS).sort());
  }, 120_000);
});
