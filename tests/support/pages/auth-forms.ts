import type { Locator, Page } from 'playwright-core';

/** /login: username or email, password. */
export class LoginForm {
  readonly login: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.login = main.getByLabel('Username or email');
    this.password = main.getByLabel('Password', { exact: true });
    this.submit = main.getByRole('button', { name: 'Login' });
    this.error = main.getByRole('alert');
  }

  async signIn(login: string, password: string): Promise<void> {
    await this.login.fill(login);
    await this.password.fill(password);
    await this.submit.click();
  }
}

/** /join and /register: username, email, password. */
export class JoinForm {
  readonly username: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    const main = page.getByRole('main');
    this.username = main.getByLabel('Username');
    this.email = main.getByLabel('Email');
    this.password = main.getByLabel('Password', { exact: true });
    this.submit = main.getByRole('button', { name: 'Join' });
  }

  async join(person: { username: string; email: string; password: string }): Promise<void> {
    await this.username.fill(person.username);
    await this.email.fill(person.email);
    await this.password.fill(person.password);
    await this.submit.click();
  }
}
