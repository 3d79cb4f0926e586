/**
 * Uploaded pictures are re-encoded before anyone sees them: no EXIF (no GPS location), no XMP or
 * ICC, square WebP at the size each place shows; a decompression bomb, a truncated image or a
 * file that is no image is a 400 that creates and changes nothing.
 */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { createMember, describeEachTarget, uniqueName, type Api } from './helpers.js';
import { registrationForm } from './fixtures.js';

/** Words written into the test photo's metadata: none may reach a viewer. */
const PLACE = 'WGS-84';
const CAPTION = 'Thamel rooftop, home';

/** A 1200×800 camera-like JPEG carrying an EXIF GPS position, a caption and an ICC profile. */
async function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .withExif({
      IFD0: { ImageDescription: CAPTION, Make: 'PhoneCam' },
      IFD3: {
        GPSMapDatum: PLACE,
        GPSLatitudeRef: 'N',
        GPSLatitude: '27/1 42/1 3600/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '85/1 18/1 5400/100',
      },
    })
    .withIccProfile('p3')
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A real, complete 30000×30000 one-bit greyscale PNG: 900 megapixels of white in about 110 kB, as
 * a decompression bomb is. Built by hand, so the test never decodes it itself.
 */
function pngBomb(edge = 30_000): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(edge, 0);
  header.writeUInt32BE(edge, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter, no interlace
  const row = 1 + Math.ceil(edge / 8); // filter byte + pixels
  const pixels = deflateSync(Buffer.alloc(row * edge, 0xff).fill(0, 0, 1), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function signup() {
  const username = uniqueName('pic');
  return {
    first_name: 'Sita',
    last_name: 'Gurung',
    username,
    email: `${username}@example.com`,
    date_of_birth: '1999-04-14',
    password: 'ramro password',
    has_accepted_terms: 'true',
    has_accepted_rental_policy: 'true',
  };
}

async function register(api: Api, bytes: Buffer, type = 'image/jpeg') {
  const fields = signup();
  const reply = await api.request('POST', '/users/register/', {
    form: registrationForm(fields, { bytes, name: 'profile', type }),
  });
  return { ...reply, fields };
}

async function editPicture(api: Api, token: string, bytes: Buffer, type = 'image/jpeg') {
  const form = new FormData();
  form.append('bio', 'changed with the picture');
  form.append('profile_picture', new Blob([bytes], { type }), 'profile');
  return api.request('PATCH', '/users/profile/', { token, form });
}

async function served(url: string) {
  const reply = await fetch(url);
  expect(reply.status).toBe(200);
  const bytes = Buffer.from(await reply.arrayBuffer());
  return { type: reply.headers.get('content-type'), bytes, meta: await sharp(bytes).metadata() };
}

function expectNoMetadata(picture: Awaited<ReturnType<typeof served>>) {
  expect(picture.meta.exif).toBeUndefined();
  expect(picture.meta.xmp).toBeUndefined();
  expect(picture.meta.icc).toBeUndefined();
  expect(picture.bytes.includes(PLACE)).toBe(false);
  expect(picture.bytes.includes(CAPTION)).toBe(false);
  expect(picture.bytes.includes('Exif')).toBe(false);
}

describeEachTarget('uploaded pictures', (api) => {
  it('serves a sign-up photo without its EXIF location, re-encoded as a 384 px WebP', async () => {
    const photo = await photoWithLocation();
    // The upload itself carries the location and profile the answer must not.
    expect(photo.includes(PLACE)).toBe(true);
    expect((await sharp(photo).metadata()).icc).toBeDefined();

    const { status, body } = await register(api, photo);
    expect(status).toBe(201);
    expect(body.data.profile_picture_url).toBe(`${api.target.url}${body.data.profile_picture}`);
    const picture = await served(body.data.profile_picture_url);
    expect(picture.type).toBe('image/webp');
    expect(picture.meta).toMatchObject({ format: 'webp', width: 384, height: 384 });
    expectNoMetadata(picture);
  });

  it('strips the location from a picture changed on the profile, too, and lists show the 144 px size', async () => {
    const m = await createMember(api);
    const edited = await editPicture(api, m.token, await photoWithLocation());
    expect(edited.status).toBe(200);
    expect(edited.body.data.bio).toBe('changed with the picture');
    const large = await served(edited.body.data.profile_picture_url);
    expect(large.meta).toMatchObject({ format: 'webp', width: 384, height: 384 });
    expectNoMetadata(large);

    const reader = await createMember(api);
    const found = await api.get(`/users/search?query=${m.username}`, reader.token);
    const listed = found.body.results.find((r: { id: number }) => r.id === m.id);
    expect(listed.profile_picture_url).not.toBe(edited.body.data.profile_picture_url);
    expect(listed.profile_picture_url).toBe(`${api.target.url}${listed.profile_picture}`);
    const small = await served(listed.profile_picture_url);
    expect(small.meta).toMatchObject({ format: 'webp', width: 144, height: 144 });
    expectNoMetadata(small);
  });

  it('keeps a PNG transparent and never enlarges a small picture', async () => {
    const png = await sharp({
      create: { width: 60, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { status, body } = await register(api, png, 'image/png');
    expect(status).toBe(201);
    const picture = await served(body.data.profile_picture_url);
    expect(picture.meta).toMatchObject({ format: 'webp', width: 60, height: 40, hasAlpha: true });
  });

  it('refuses a 30000×30000 PNG before decoding it: nobody is created and no picture changes', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(1024 * 1024);

    const signedUp = await register(api, bomb, 'image/png');
    expect(signedUp.status).toBe(400);
    expect(signedUp.body.message).toBe('Image dimensions are too large (at most 50 megapixels)');
    const login = await api.post('/users/login/', {
      email: signedUp.fields.email,
      password: signedUp.fields.password,
    });
    expect(login.status).toBe(401);

    const m = await createMember(api);
    const edited = await editPicture(api, m.token, bomb, 'image/png');
    expect(edited.status).toBe(400);
    expect(edited.body.message).toBe('Image dimensions are too large (at most 50 megapixels)');
    const profile = await api.get('/users/profile/', m.token);
    expect(profile.body.data).toMatchObject({
      bio: 'Reading in Kathmandu',
      profile_picture: null,
      profile_picture_url: null,
    });
  });

  it('answers 400 to a truncated image or one that is no image at all, and creates nothing', async () => {
    const photo = await photoWithLocation();
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#356' } })
      .png()
      .toBuffer();
    for (const [bytes, message] of [
      [photo.subarray(0, Math.floor(photo.length / 2)), 'Error processing image'],
      [png.subarray(0, png.length - 40), 'Error processing image'],
      [Buffer.from('%PDF-1.7 not a picture'), 'Please upload JPG or PNG images only'],
    ] as const) {
      const signedUp = await register(api, bytes);
      expect(signedUp.status).toBe(400);
      expect(signedUp.body.message).toBe(message);
      const login = await api.post('/users/login/', {
        email: signedUp.fields.email,
        password: signedUp.fields.password,
      });
      expect(login.status).toBe(401);
    }
  });

  it('serves nothing from the uploads folder but re-encoded pictures', async () => {
    const { body } = await register(api, await photoWithLocation());
    const large: string = body.data.profile_picture_url;
    expect((await fetch(large)).status).toBe(200);
    // The same folder, any other name: not served.
    for (const other of [large.replace(/-large\.webp$/, '.jpg'), large.replace(/-large\.webp$/, '')]) {
      expect((await fetch(other)).status).toBe(404);
    }
  });
});
