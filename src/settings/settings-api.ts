import type { KyInstance } from 'ky';
import { AccountSecurityAnswerSchema } from '../../contract/account-security';
import { StorageUseSchema, type StorageUse } from '../../contract/storage';
import { CurrentUserSchema, type User } from '../../contract/users';
import { answerOf } from '../api/answer';
import { freshKey, pageHttp } from '../api/page-http';
import { storeSavedUser } from '../data/store-user';
import type { RitualDb } from '../../local-store/db';
import { exportFileNameOf } from './export-file-name';

export interface SettingsApiDeps {
  db: RitualDb;
  /** default: this origin's /api */
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken?: () => Promise<string | undefined>;
}

/** A downloaded file: its bytes and the name the server gave it. */
export interface Download {
  blob: Blob;
  fileName: string;
}

/** Account changes wait for their answer: they are never queued, so a form can say what happened. */
const ANSWER_TIMEOUT_MS = 15_000;

function client(deps: SettingsApiDeps, timeout: number | false = ANSWER_TIMEOUT_MS): KyInstance {
  return pageHttp(deps, timeout);
}

/**
 * The settings screen's calls that are not profile fields (those go through updateOwnUser). Each
 * needs a connection and throws ky's errors for the form to show; none is queued.
 */
export function settingsApi(deps: SettingsApiDeps) {
  const http = client(deps);

  /** GET /auth after a save (the avatar): the user as the server has them now, kept here for every screen. */
  async function rereadUser(): Promise<User> {
    const { user } = await answerOf(http.get('auth'), CurrentUserSchema);
    await storeSavedUser(deps.db, user);
    return user;
  }

  return {
    rereadUser,

    /** POST /auth/password; this device stays signed in, the others are signed out. */
    async changePassword(currentPassword: string, password: string): Promise<string> {
      const request = http.post('auth/password', {
        json: { current_password: currentPassword, password },
      });
      return (await answerOf(request, AccountSecurityAnswerSchema)).message;
    },

    /** POST /auth/logout-everywhere: this device's token ends too. */
    async signOutEverywhere(): Promise<void> {
      await http.post('auth/logout-everywhere');
    },

    /** docs/product.md §7: POST /users/avatar (multipart file), then re-reads the user. */
    async uploadAvatar(file: Blob, name: string): Promise<User> {
      const body = new FormData();
      body.append('file', file, name);
      await http.post('users/avatar', { body, headers: freshKey() });
      return rereadUser();
    },

    /** GET /users/me/storage: the bytes the user's files take, and how many their plan keeps. */
    async storageUse(): Promise<StorageUse> {
      return answerOf(http.get('users/me/storage'), StorageUseSchema);
    },

    /** GET /users/export: the zip of everything, however long it takes to arrive. */
    async downloadExport(): Promise<Download> {
      const response = await client(deps, false).get('users/export');
      const fileName = exportFileNameOf(response.headers.get('content-disposition'));
      return { blob: await response.blob(), fileName };
    },
  };
}
