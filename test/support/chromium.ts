/** Debian's Chromium (or CHROME_PATH), launched so it never reaches beyond 127.0.0.1 by itself. */
export function chromiumPath(): string {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

export function chromiumArgs(): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-dev-shm-usage',
  ];
}
