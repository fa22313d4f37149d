import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_S = 24 * 60 * 60;

/**
 * Links to stored media. Public media has a plain link; private media a signed one that expires.
 * The expiry is rounded up to the next day boundary plus a day, so a link stays the same for a
 * day (the service worker's media cache keeps hitting) and lives 24–48 hours.
 */
export class MediaUrls {
  constructor(private readonly secret: string) {}

  link(mediaId: string, visibility: 'public' | 'private', now: number): string {
    if (visibility === 'public') return `/api/media/${mediaId}`;
    const exp = (Math.ceil(now / 1000 / DAY_S) + 1) * DAY_S;
    return `/api/media/${mediaId}?exp=${exp}&sig=${this.sign(mediaId, exp)}`;
  }

  /** True when `sig` was made by this server for this media id and `exp` has not passed. */
  verify(mediaId: string, exp: string | undefined, sig: string | undefined, now: number): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(mediaId, Number(exp)));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(mediaId: string, exp: number): string {
    return createHmac('sha256', this.secret).update(`${mediaId}.${exp}`).digest('base64url');
  }
}
