import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingPage } from '../../src/domain/listing-page.ts';
import type { Property } from '../../src/domain/property.ts';
import { file, listingFields, multipart, photo } from '../helpers/multipart.ts';
import { signUp, startTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let cookie: string;
let jpeg: Buffer;
beforeAll(async () => {
  t = await startTestApp();
  cookie = (await signUp(t.app)).cookie;
  jpeg = await photo('jpeg');
});
afterAll(() => t.close());

function upload(over: Record<string, string>) {
  const body = multipart(listingFields(over), [file(jpeg)]);
  return t.app.inject({ method: 'POST', url: '/api/property/create', payload: body.payload, headers: { ...body.headers, cookie } });
}

const OWNERS_RENT = {
  type: 'rent',
  ucresale: 'resale',
  price: '45000',
  propertyName: '2 BHK for rent near Malad station',
  location: 'Malad West',
  postedBy: 'owner',
  maintenance: '3500',
  floor: '7',
  totalFloors: '22',
  parkingCovered: '1',
  possession: 'ready',
};

describe('the listing facts', () => {
  it('are stored from the upload and answered in the list and the detail', async () => {
    const created = await upload(OWNERS_RENT);
    expect(created.statusCode, created.body).toBe(201);
    const id: string = created.json().property._id;
    const detail: Property = (await t.app.inject({ method: 'GET', url: `/api/property/getProperty/${id}` })).json();
    expect(detail).toMatchObject({
      postedBy: 'owner',
      brokerageMonths: null,
      maintenance: 3500,
      floor: 7,
      totalFloors: 22,
      possession: 'ready',
      parkingCovered: 1,
      parkingOpen: null,
      parking: true,
      ocReceived: null,
    });
    const page: ListingPage = (
      await t.app.inject({ method: 'GET', url: '/api/property/getProperties?postedBy=owner&readyToMove=1&maxMaintenance=4000&minFloor=1&parking=1' })
    ).json();
    expect(page.properties.map((p) => p._id)).toEqual([id]);
    expect(page.properties[0]).toMatchObject({ postedBy: 'owner', maintenance: 3500, floor: 7, totalFloors: 22 });
    const none: ListingPage = (await t.app.inject({ method: 'GET', url: '/api/property/getProperties?postedBy=owner&maxFloor=6' })).json();
    expect(none.properties.map((p) => p._id)).not.toContain(id);
  });

  it("keeps a broker's brokerage in the unit of the listing's type, and a sale's OC", async () => {
    const rent = await upload({ ...OWNERS_RENT, postedBy: 'agent', brokerageMonths: '1.5' });
    expect(rent.json().property).toMatchObject({ postedBy: 'agent', brokerageMonths: 1.5, brokeragePercent: null });
    const sale = await upload({ postedBy: 'agent', brokeragePercent: '2', ocReceived: 'yes', furnishing: 'semi' });
    expect(sale.json().property).toMatchObject({ brokeragePercent: 2, brokerageMonths: null, ocReceived: 'yes', furnishing: 'semi', furnished: false });
  });

  it('reads an older listing as an agent\'s and a ticked "Furnished" as furnished', async () => {
    const created = await upload({ amenities: '["furnished"]' });
    expect(created.json().property).toMatchObject({ postedBy: 'agent', furnishing: 'furnished', furnished: true });
  });

  it('refuses bad values with a 400 and a code', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ postedBy: '' }, 'postedByRequired'],
      [{ maintenance: '3500\u0000' }, 'maintenanceInvalid'],
      [{ maintenance: '1e16' }, 'maintenanceInvalid'],
      [{ floor: '23', totalFloors: '22' }, 'floorAboveTotal'],
      [{ floor: '201' }, 'floorInvalid'],
      [{ possession: '2020-01' }, 'possessionInPast'],
      [{ possession: '2045-01' }, 'possessionTooFar'],
      [{ possession: 'soon' }, 'possessionInvalid'],
      [{ postedBy: 'owner', brokeragePercent: '1' }, 'brokerageOnlyAgent'],
      [{ brokerageMonths: '1' }, 'brokerageMonthsOnlyRent'],
      [{ type: 'rent', brokeragePercent: '1' }, 'brokeragePercentOnlySale'],
      [{ type: 'rent', brokerageMonths: '1.25' }, 'brokerageMonthsInvalid'],
      [{ builtYear: '2999', possession: 'ready' }, 'builtYearInvalid'],
      [{ builtYear: '1999', possession: '2028-03' }, 'builtYearNotReady'],
      [{ parkingCovered: '11' }, 'parkingInvalid'],
      [{ furnishing: 'partly' }, 'furnishingInvalid'],
      [{ facing: 'up' }, 'facingInvalid'],
      [{ ocReceived: 'maybe' }, 'ocInvalid'],
    ];
    for (const [over, code] of cases) {
      const res = await upload(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().code, JSON.stringify(over)).toBe(code);
    }
  });

  it('refuses bad filter values with a 400 and a code', async () => {
    const cases: [string, string][] = [
      ['postedBy=tenant', 'postedByFilterInvalid'],
      ['readyToMove=2', 'readyToMoveInvalid'],
      ['maxMaintenance=1e16', 'maxMaintenanceInvalid'],
      ['furnishing=partly', 'furnishingFilterInvalid'],
      ['minFloor=-3', 'minFloorInvalid'],
      ['maxFloor=1.5', 'maxFloorInvalid'],
      ['parking=yes', 'parkingFilterInvalid'],
    ];
    for (const [query, code] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/property/getProperties?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code, query).toBe(code);
    }
  });
});
