/** A colour a page may give (`#0d9373`, `rgb(13 147 115)`, `teal`): written by src/mdx, checked again by mdx-policy.ts. */
export function isCssColor(value: string): boolean {
  const v = value.trim();
  return /^#[0-9a-f]{3,8}$/i.test(v) || /^[a-z]{3,20}$/i.test(v) || /^(rgb|hsl)a?\([\d\s.,%/]{1,40}\)$/i.test(v);
}
