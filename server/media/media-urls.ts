import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_S = 24 * 60 * 60;

/**
 * The day a signed link made at `now` belongs to: all links of a day share their expiry. An
 * answer holding signed links is the same answer only within one period (http/conditional-read.ts).
 */
export const linkPeriod = (now: number): number => Math.ceil(now / 1000 / DAY_S);

/** When the period `now` is in ends (epoch milliseconds): links signed after it differ. */
export const linkPeriodEnds = (now: number): number => linkPeriod(now) * DAY_S * 1000;

/**
 * Links to stored media. Public media has a plain link; private media a signed one that expires.
 * The expiry is rounded up to the next day boundary plus a day, so a link stays the same for a
 * day (the service worker's media cache keeps hitting) and lives 24–48 hours. The signature also
 * covers the journal's media key version, which is raised when someone loses access (a
 * collaborator removed, the journal made private): every link handed out before then stops at
 * once, and the links made after differ only from that moment on.
 */
export class MediaUrls {
  constructor(private readonly secret: string) {}

  /** `keyVersion`: the media key version of the journal the media belongs to (0 for none). */
  link(mediaId: string, visibility: 'public' | 'private', now: number, keyVersion = 0): string {
    if (visibility === 'public') return `/api/media/${mediaId}`;
    const exp = (linkPeriod(now) + 1) * DAY_S;
    return `/api/media/${mediaId}?exp=${exp}&sig=${this.sign(mediaId, exp, keyVersion)}`;
  }

  /**
   * True when `sig` was made by this server for this media id under the journal's current media
   * key version, and `exp` has not passed.
   */
  verify(
    mediaId: string,
    exp: string | undefined,
    sig: string | undefined,
    now: number,
    keyVersion = 0,
  ): boolean {
    if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
    if (Number(exp) * 1000 <= now) return false;
    const expected = Buffer.from(this.sign(mediaId, Number(exp), keyVersion));
    const given = Buffer.from(sig);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  private sign(mediaId: string, exp: number, keyVersion: number): string {
    // Version 0 signs what links signed before versions existed, so those kept working on upgrade.
    const signed = keyVersion === 0 ? `${mediaId}.${exp}` : `${mediaId}.${exp}.v${keyVersion}`;
    return createHmac('sha256', this.secret).update(signed).digest('base64url');
  }
}
