/** The command key of the search shortcut as the keyboard shows it: ⌘ on Apple's, Ctrl elsewhere. */
export function commandKeyOf(platform: string): '⌘' | 'Ctrl' {
  return /mac|iphone|ipad|ipod/i.test(platform) ? '⌘' : 'Ctrl';
}

type WithUserAgentData = Navigator & { userAgentData?: { platform?: string } };

/** The platform's name: User-Agent Client Hints where the browser has them, else the old field. */
export function browserPlatform(browser: Navigator = navigator): string {
  return (browser as WithUserAgentData).userAgentData?.platform || browser.platform || '';
}
