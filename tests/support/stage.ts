// The stage a browser spec plays on, in the spirit of bench/practice-stage.ts: the built server on
// a fresh data directory, Chromium, pages at a width, and the people the spec needs. `useStage`
// registers its own setup and teardown with vitest, so a spec only says what it wants.
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { ApiClient, PASSWORD, type Person } from './api-client.js';
import { newPerson, openPath } from './app-pages.js';
import { launchBrowser } from './browser.js';
import {
  copyOfBuild,
  makeDataDir,
  removeDataDir,
  startBuiltServer,
  type BuiltServer,
} from './built-server.js';
import { JoinForm, LoginForm } from './pages/auth-forms.js';
import { projectRoot } from './paths.js';

/** Generous: a sign-in on two busy cores. Waiting on a condition costs only what it takes. */
const SIGNED_IN = { timeout: 20_000 };

export interface StageOptions {
  /** More server configuration; a function when it names something started first (a stand-in). */
  env?: Record<string, string> | (() => Record<string, string>);
  /** Chromium's fake microphone (a steady beep), granted without asking. */
  microphone?: boolean;
  /** false for a spec of the HTTP API alone. */
  browser?: boolean;
  /**
   * 'each test' starts a server per test, on a data directory of its own: for tests that stop it,
   * so that a retry does not find it stopped. Default: one server for every test of the scope.
   */
  server?: 'shared' | 'each test';
  /** A copy of the build of its own (copyOfBuild), for a spec that publishes a new version. */
  ownBuild?: boolean;
  /**
   * The app's service worker on every page, as on a device: for the specs that go offline, stop
   * the server or test the installed app. Default: blocked, so a page is the app as it runs
   * before its service worker installs. Each new page of a spec is a new device, whose worker
   * would precache the whole build (some 230 files) beside what the test does: on two cores that
   * was a fifth of the browser suite's time.
   */
  serviceWorker?: boolean;
}

/** Someone with an account, as a page signs them in. */
export interface SignIn {
  username: string;
  /** default: the password ApiClient.register gives */
  password?: string;
}

/** A person who joined through the Join form. */
export type Joined = ReturnType<typeof newPerson>;

export interface Stage {
  readonly browser: Browser;
  /** The server now running (a new one after `startAgain`). */
  readonly server: BuiltServer;
  /** The project root the server runs from: a copy of it with `ownBuild`. */
  readonly build: string;
  /** An outside client of that server's API. */
  readonly api: ApiClient;
  /** Opens a path of the app. */
  open(page: Page, path: string): Promise<unknown>;
  /**
   * A page of a new browser context (a device of its own) at this width, 800 px high. Made during
   * a test (or its beforeEach) it closes after the test; made in a beforeAll, with the stage.
   */
  newPage(width: number, options?: BrowserContextOptions): Promise<Page>;
  /** A page like newPage's that stays open until the stage ends, for a later test to go on with. */
  lastingPage(width: number, options?: BrowserContextOptions): Promise<Page>;
  /** Joins through the Join form as a new person named `prefix…`, and lands on /home. */
  join(page: Page, prefix: string): Promise<Joined>;
  /** Signs in through the login form, and lands on /home. */
  signIn(page: Page, who: SignIn): Promise<void>;
  /** A new page at this width, signed in as `who`, or as someone who just joined. */
  signedInPage<Who extends SignIn = Joined>(
    width: number,
    who?: Who,
    options?: BrowserContextOptions,
  ): Promise<{ page: Page; person: Who }>;
  /** Registers a new account through the API. */
  register(prefix: string): Promise<Person>;
  /** The server again on its data directory and port (stopped first if it runs): a restart. */
  startAgain(): Promise<BuiltServer>;
}

/** Sets up a stage for the tests of the file, or of the describe it is called in. */
export function useStage(options: StageOptions = {}): Stage {
  const wantsBrowser = options.browser ?? true;
  const env = () => (typeof options.env === 'function' ? options.env() : options.env);
  let browser: Browser | undefined;
  let build: string | undefined;
  let server: BuiltServer | undefined;
  let inTest = false;
  const forTest: BrowserContext[] = [];
  const forStage: BrowserContext[] = [];

  const startServer = async () => {
    server = await startBuiltServer({ dataDir: makeDataDir(), env: env(), build });
  };
  const stopServer = async () => {
    const stopping = server;
    server = undefined;
    if (!stopping) return;
    await stopping.stop();
    removeDataDir(stopping.dataDir);
  };
  const closeAll = (contexts: BrowserContext[]) =>
    Promise.all(contexts.splice(0).map((context) => context.close()));

  beforeAll(async () => {
    if (options.ownBuild) build = copyOfBuild();
    await Promise.all([
      wantsBrowser &&
        launchBrowser({ fakeMicrophone: options.microphone }).then((b) => (browser = b)),
      options.server !== 'each test' && startServer(),
    ]);
  });
  beforeEach(async () => {
    inTest = true;
    if (options.server === 'each test') await startServer();
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(forTest);
    if (options.server === 'each test') await stopServer();
  });
  afterAll(async () => {
    await closeAll(forStage);
    await browser?.close();
    await stopServer();
    if (build) removeDataDir(build);
  });

  const pageIn = async (
    contexts: BrowserContext[],
    width: number,
    contextOptions: BrowserContextOptions = {},
  ) => {
    const context = await started(browser, 'browser').newContext({
      viewport: { width, height: 800 },
      serviceWorkers: options.serviceWorker ? 'allow' : 'block',
      ...contextOptions,
    });
    contexts.push(context);
    return context.newPage();
  };

  const started = <T>(thing: T | undefined, what: string): T => {
    if (!thing)
      throw new Error(`The stage's ${what} is not there: use it inside a hook or a test.`);
    return thing;
  };

  const stage: Stage = {
    get browser() {
      return started(browser, 'browser');
    },
    get server() {
      return started(server, 'server');
    },
    get build() {
      return build ?? projectRoot;
    },
    get api() {
      return new ApiClient(stage.server.url);
    },
    open: (page, path) => openPath(page, stage.server.url, path),
    newPage: (width, contextOptions) => pageIn(inTest ? forTest : forStage, width, contextOptions),
    lastingPage: (width, contextOptions) => pageIn(forStage, width, contextOptions),
    async join(page, prefix) {
      const person = newPerson(prefix);
      await stage.open(page, '/join');
      await new JoinForm(page).join(person);
      await page.waitForURL((url) => url.pathname === '/home', SIGNED_IN);
      return person;
    },
    async signIn(page, who) {
      await stage.open(page, '/login');
      await new LoginForm(page).signIn(who.username, who.password ?? PASSWORD);
      await page.waitForURL((url) => url.pathname === '/home', SIGNED_IN);
    },
    async signedInPage<Who extends SignIn = Joined>(
      width: number,
      who?: Who,
      contextOptions?: BrowserContextOptions,
    ) {
      const page = await stage.newPage(width, contextOptions);
      if (!who) return { page, person: (await stage.join(page, 'e2e')) as unknown as Who };
      await stage.signIn(page, who);
      return { page, person: who };
    },
    register: (prefix) => stage.api.register(prefix),
    async startAgain() {
      const { dataDir, port } = stage.server;
      await server?.stop();
      server = await startBuiltServer({ dataDir, port, env: env(), build });
      return server;
    },
  };
  return stage;
}
