/**
 * Copy that agrees with the store (issue 34 item 8): the Terms, the rental policy, the landing page
 * and Contact's FAQ, as the server draws them, name exactly the districts REST's DELIVERY_DISTRICTS
 * names (Nepali names in Nepali), Khalti, eSewa and cash on delivery, and MAX_OPEN_COD_ORDERS; no
 * page says 'anywhere in Nepal' or 'Kathmandu and Pokhara'. Needs the built web app
 * (`npm run build -w web`): the gateway serves web/dist as `npm start` does.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../rest/src/config.js';
import { startRest, type RunningRest } from '../../rest/src/server.js';
import { gatewayWith } from './gateways.js';

const webDist = path.resolve(import.meta.dirname, '../../web/dist');

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The words a reader sees on a page the server drew: its markup's text, before the handed-over state. */
async function textOf(origin: string, pathname: string, language: 'en' | 'ne'): Promise<string> {
  const res = await fetch(`${origin}${pathname}`, { headers: { cookie: `pustak.lang=${language}` } });
  expect(res.status, pathname).toBe(200);
  const html = await res.text();
  const root = html.slice(html.indexOf('<div id="root"'), html.indexOf('<script type="application/json"'));
  expect(root, `${pathname} is drawn on the server`).not.toMatch(/^<div id="root" data-skeleton>/);
  return root
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity]!)
    .replace(/\s+/g, ' ');
}

const PAGES = ['/', '/terms', '/rental-policy', '/contact'];

beforeAll(() => {
  if (!existsSync(path.join(webDist, '.server/render.js')))
    throw new Error('build the web app first: npm run build -w web');
});

describe('The copy names what the store does, by default', () => {
  let origin = '';
  beforeAll(async () => {
    origin = await gatewayWith({ webDist });
  });

  it('the Terms name the Kathmandu valley and Kaski, Khalti, eSewa and cash on delivery, and the limit of 3', async () => {
    const text = await textOf(origin, '/terms', 'en');
    expect(text).toContain(
      'We deliver to Kathmandu, Lalitpur, Bhaktapur and Kaski. We serve customers only within Nepal.',
    );
    expect(text).toContain('You can pay with Khalti, eSewa or cash on delivery.');
    expect(text).toContain('You may have at most 3 cash-on-delivery orders open at a time.');
    expect(text).not.toContain('Pokhara');
    expect(text).not.toContain('Khalti is the one');
  });

  it("the rental policy names the store's rental terms (Store.rentalTerms): fees, late fee and rebuy discount", async () => {
    const text = await textOf(origin, '/rental-policy', 'en');
    for (const fee of ['15% of the price', '30% of the price', '50% of the price']) expect(text).toContain(fee);
    expect(text).toContain('and get Rs 700.00 back when you return it.');
    expect(text).toContain('Buy the book within 5 days after the rental ends and get a 5% discount.');
    expect(text).toContain("A late fee of 1% of the book's price is charged for each day a return is late.");
    const ne = await textOf(origin, '/rental-policy', 'ne');
    expect(ne).toContain('मूल्यको ५०%');
    expect(ne).toContain('पुस्तकको मूल्यको १% ढिलाइ शुल्क लाग्छ।');
  });

  it('no page says anywhere in Nepal, across Nepal or Kathmandu and Pokhara, in English or Nepali', async () => {
    for (const pathname of PAGES) {
      const en = await textOf(origin, pathname, 'en');
      for (const claim of ['anywhere in Nepal', 'across Nepal', 'Kathmandu and Pokhara', 'Khalti is the one'])
        expect(en, `${pathname}: ${claim}`).not.toContain(claim);
      const ne = await textOf(origin, pathname, 'ne');
      for (const claim of ['नेपालभर', 'पोखरा', 'हाल खल्ती उपलब्ध'])
        expect(ne, `${pathname}: ${claim}`).not.toContain(claim);
    }
  });
});

describe('The copy follows DELIVERY_DISTRICTS and MAX_OPEN_COD_ORDERS', () => {
  let rest: RunningRest | undefined;
  let dataDir = '';
  let origin = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'pustak-store-copy-'));
    rest = await startRest(
      {
        ...readConfig({ DELIVERY_DISTRICTS: 'Chitwan,Jhapa,Rupandehi', MAX_OPEN_COD_ORDERS: '2' }),
        port: 0,
        dataDir,
        logLevel: 'warn',
      },
      { logger: false, publicUrlFromPort: true, mailer: { send: async () => {} } },
    );
    origin = await gatewayWith({ webDist, restUrl: `${rest.url}/api` });
  }, 120_000);
  afterAll(async () => {
    await rest?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('the Terms list exactly those districts and name cash on delivery with its limit, in English', async () => {
    const text = await textOf(origin, '/terms', 'en');
    expect(text).toContain('We deliver to Chitwan, Jhapa and Rupandehi. We serve customers only within Nepal.');
    expect(text).toContain('You can pay with Khalti, eSewa or cash on delivery.');
    expect(text).toContain('An order paid by cash on delivery is confirmed when you place it');
    expect(text).toContain('You may have at most 2 cash-on-delivery orders open at a time.');
    for (const other of ['Kathmandu,', 'Lalitpur', 'Bhaktapur', 'Kaski', 'Pokhara']) expect(text).not.toContain(other);
  });

  it('the Terms list them by their Nepali names in Nepali, with the wallets and cash on delivery', async () => {
    const text = await textOf(origin, '/terms', 'ne');
    expect(text).toContain('हामी चितवन, झापा र रुपन्देहीमा पुस्तक पठाउँछौं।');
    expect(text).toContain('तपाईं Khalti, eSewa वा डेलिभरीमा नगदबाट भुक्तानी गर्न सक्नुहुन्छ।');
    expect(text).toContain('एकै पटक बढीमा २ वटा डेलिभरीमा नगद तिर्ने अर्डर खुला राख्न सकिन्छ।');
    // The footer says where Pustak was founded (काठमाडौँमा स्थापित); no list names the valley.
    for (const other of ['काठमाडौँ,', 'ललितपुर', 'भक्तपुर', 'कास्की', 'पोखरा']) expect(text).not.toContain(other);
  });

  it('the landing page says where it delivers and how to pay, in English and Nepali', async () => {
    const en = await textOf(origin, '/', 'en');
    expect(en).toContain('Pay with Khalti, eSewa or cash on delivery.');
    expect(en).toContain('Average delivery time to Chitwan, Jhapa and Rupandehi.');
    expect(en).toContain('We deliver to Chitwan, Jhapa and Rupandehi, and we reply to every message within 24 hours.');
    // SPEC's static claims stay.
    for (const claim of ['1000+', '72 h', '99%']) expect(en).toContain(claim);
    expect(en).not.toContain('Kathmandu,');
    const ne = await textOf(origin, '/', 'ne');
    expect(ne).toContain('Khalti, eSewa वा डेलिभरीमा नगद, जुन सजिलो लाग्छ त्यसैबाट भुक्तानी गर्नुहोस्।');
    expect(ne).toContain('चितवन, झापा र रुपन्देहीमा औसत डेलिभरी समय।');
    expect(ne).toContain('हामी चितवन, झापा र रुपन्देहीमा डेलिभरी गर्छौं');
    for (const claim of ['१०००+', '९९%']) expect(ne).toContain(claim);
  });

  it('the rental policy and Contact name the same districts and ways to pay', async () => {
    const rental = await textOf(origin, '/rental-policy', 'en');
    expect(rental).toContain('Rented books are delivered like bought ones, to Chitwan, Jhapa and Rupandehi.');
    expect(rental).toContain('You pay the full price of the book at checkout, with Khalti, eSewa or cash on delivery.');
    const contact = await textOf(origin, '/contact', 'en');
    expect(contact).toContain('We deliver to Chitwan, Jhapa and Rupandehi');
    const contactNe = await textOf(origin, '/contact', 'ne');
    expect(contactNe).toContain('हामी चितवन, झापा र रुपन्देहीमा डेलिभरी गर्छौं');
  });
});
