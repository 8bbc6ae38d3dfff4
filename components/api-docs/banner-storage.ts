/**
 * The dismissal of docs.json's `banner`, remembered per banner text: shared by `<api-docs>` (site-footer.ts) and a
 * built page's bootstrap (components/islands/), which finds the text's id on the drawn banner (`data-banner-id`).
 */
const BANNER_KEY = 'api-docs:banner-dismissed';

export function bannerId(content: string): string {
  let hash = 0;
  for (let i = 0; i < content.length; i++) hash = (hash * 31 + content.charCodeAt(i)) | 0;
  return String(hash);
}

/** Whether the banner of this id was dismissed. */
export function bannerIdDismissed(id: string): boolean {
  try {
    return localStorage.getItem(BANNER_KEY) === id;
  } catch {
    return false;
  }
}

export function bannerDismissed(content: string): boolean {
  return bannerIdDismissed(bannerId(content));
}

/** Remembers the banner of this id as dismissed. */
export function dismissBannerId(id: string): void {
  try {
    localStorage.setItem(BANNER_KEY, id);
  } catch {
    // Without storage the banner stays away for this visit only.
  }
}

export function dismissBanner(content: string): void {
  dismissBannerId(bannerId(content));
}
