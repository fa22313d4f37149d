import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJournal, form } from '../test/fixtures.js';
import { startTestServer, testDialect, type TestServer } from '../test/harness.js';

type Account = Awaited<ReturnType<TestServer['register']>>;

const DATUM = 'RITUAL-TEST-DATUM';
const XMP_LATITUDE = '48,51.4978N';
/** Where the photo was taken: 48° 51′ 29.87″ N, 2° 17′ 40.12″ E. */
const EXIF = {
  IFD0: { Make: 'Ritual Test Camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '48/1 51/1 2987/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '2/1 17/1 4012/100',
    GPSMapDatum: DATUM,
  },
};
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  `<rdf:Description rdf:about="" xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="${XMP_LATITUDE}" exif:GPSLongitude="2,17.6687E"/>` +
  '</rdf:RDF></x:xmpmeta>';

/** The latitude's three rationals as EXIF stores them, in either byte order. */
function latitudeBytes(littleEndian: boolean): Buffer {
  const out = Buffer.alloc(24);
  [48, 1, 51, 1, 2987, 100].forEach((n, i) =>
    littleEndian ? out.writeUInt32LE(n, i * 4) : out.writeUInt32BE(n, i * 4),
  );
  return out;
}

/** A photo as a phone takes it: turned (orientation 6, shown rotated), with where it was. */
const photo = (format: 'jpeg' | 'png', metadata: 'exif' | 'xmp') => {
  const image = sharp({
    create: { width: 60, height: 40, channels: 3, background: { r: 200, g: 80, b: 20 } },
  });
  const tagged = metadata === 'exif' ? image.withExif(EXIF) : image.withXmp(XMP);
  return tagged.withMetadata({ orientation: 6 })[format]().toBuffer();
};

const hasLocation = (file: Buffer) =>
  file.includes(DATUM) ||
  file.includes(XMP_LATITUDE) ||
  file.includes(latitudeBytes(true)) ||
  file.includes(latitudeBytes(false));

describe(`an uploaded photo keeps no location (${testDialect})`, () => {
  let server: TestServer;
  let me: Account;
  let journalId: string;
  beforeAll(async () => {
    server = await startTestServer();
    me = await server.register('photos');
    journalId = (await createJournal(server, me.token)).id;
  });
  afterAll(() => server.close());

  /** Posts the photo; answers the original and the preview as the links serve them. */
  async function upload(bytes: Buffer, type: string) {
    const res = await server.call('POST', '/api/entries', {
      token: me.token,
      body: form({ journal_id: journalId }, { file: { bytes, type } }),
    });
    expect(res.status).toBe(201);
    const read = async (link: string) =>
      Buffer.from(await (await server.app.request(link)).arrayBuffer());
    return {
      entry: res.body as { file: { size: number } },
      original: await read(res.body.original_link),
      preview: await read(res.body.preview_link),
    };
  }

  it('takes the GPS out of a JPEG’s EXIF, keeping its orientation and the rest', async () => {
    const sent = await photo('jpeg', 'exif');
    expect(hasLocation(sent)).toBe(true);
    const { entry, original, preview } = await upload(sent, 'image/jpeg');
    expect(hasLocation(original)).toBe(false);
    expect(hasLocation(preview)).toBe(false);
    const meta = await sharp(original).metadata();
    expect(meta.orientation).toBe(6);
    expect([meta.width, meta.height]).toEqual([60, 40]);
    expect(meta.exif?.includes('Ritual Test Camera')).toBe(true);
    expect(entry.file.size).toBe(original.length);
  });

  it('takes the GPS out of XMP, and out of a PNG', async () => {
    for (const [format, metadata, type] of [
      ['jpeg', 'xmp', 'image/jpeg'],
      ['png', 'exif', 'image/png'],
      ['png', 'xmp', 'image/png'],
    ] as const) {
      const sent = await photo(format, metadata);
      const { original } = await upload(sent, type);
      expect(hasLocation(original), `${format} ${metadata}`).toBe(false);
      expect((await sharp(original).metadata()).orientation, `${format} ${metadata}`).toBe(6);
    }
  });

  it('stores a photo without a location byte for byte', async () => {
    const sent = await sharp({
      create: { width: 30, height: 20, channels: 3, background: { r: 10, g: 90, b: 160 } },
    })
      .withExif({ IFD0: { Make: 'Ritual Test Camera' } })
      .jpeg()
      .toBuffer();
    const { original } = await upload(sent, 'image/jpeg');
    expect(original.equals(sent)).toBe(true);
  });
});
