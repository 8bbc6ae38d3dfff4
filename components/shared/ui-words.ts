/** Words more than one element shows, each in one place so that every element says it the same way. */
import { msg, str } from '@lit/localize';
import { plural } from './intl-format.js';
import type { ParameterLocation } from '../../src/openapi/types.js';

/** The heading of a group of parameters (the reference and the playground's form). */
export function parameterGroupTitle(location: ParameterLocation): string {
  switch (location) {
    case 'path':
      return msg('Path parameters', { id: 'params.path' });
    case 'query':
      return msg('Query parameters', { id: 'params.query' });
    case 'querystring':
      return msg('Query string', { id: 'params.querystring' });
    case 'header':
      return msg('Headers', { id: 'params.header' });
    case 'cookie':
      return msg('Cookies', { id: 'params.cookie' });
  }
}

/** "required" beside a field or a body. */
export const requiredWord = (): string => msg('required', { id: 'field.required' });

/** The "Deprecated" badge of an operation or a page. */
export const deprecatedBadge = (): string => msg('Deprecated', { id: 'badge.deprecated' });

/** "2 mismatches" with a schema (a stream's count, the check of a response). */
export function mismatchCount(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`${n} mismatches`, { id: 'count.mismatches.zero' }),
    one: (n) => msg(str`${n} mismatch`, { id: 'count.mismatches.one' }),
    two: (n) => msg(str`${n} mismatches`, { id: 'count.mismatches.two' }),
    few: (n) => msg(str`${n} mismatches`, { id: 'count.mismatches.few' }),
    many: (n) => msg(str`${n} mismatches`, { id: 'count.mismatches.many' }),
    other: (n) => msg(str`${n} mismatches`, { id: 'count.mismatches.other' }),
  });
}

/** "3 items received" of a stream the check follows. */
export function itemsReceived(count: number): string {
  return plural(count, {
    zero: (n) => msg(str`${n} items received`, { id: 'count.items-received.zero' }),
    one: (n) => msg(str`${n} item received`, { id: 'count.items-received.one' }),
    two: (n) => msg(str`${n} items received`, { id: 'count.items-received.two' }),
    few: (n) => msg(str`${n} items received`, { id: 'count.items-received.few' }),
    many: (n) => msg(str`${n} items received`, { id: 'count.items-received.many' }),
    other: (n) => msg(str`${n} items received`, { id: 'count.items-received.other' }),
  });
}
