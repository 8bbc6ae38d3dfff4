/** The clipboard write every copy button shares (the elements' and a built page's bootstrap's, which has no Lit). */
/** Writes text to the clipboard; false when the page may not (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
