/** docs.json `seo.trailingSlash`: a page's path ends in `/` (`guides/setup/`); the home page stays the base itself. */
export function slugPath(slug: string, trailingSlash: boolean | undefined): string {
  return trailingSlash === true && slug !== '' && !slug.endsWith('/') ? `${slug}/` : slug;
}
