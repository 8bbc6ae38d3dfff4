/**
 * Whether a URL from docs.json, frontmatter or an MDX link may become an `href` or `src`:
 * a relative reference, or one of the allowed schemes. Control characters and spaces are
 * stripped first, as browsers do, so `java\nscript:` and ` javascript:` are caught.
 */
export function isSafeUrl(url: string, schemes: readonly string[] = ['http', 'https']): boolean {
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  // A backslash start is read as `//host` by browsers: treat it like an unknown scheme.
  if (compact.startsWith('\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  return scheme === null || schemes.includes(scheme[1]!.toLowerCase());
}
