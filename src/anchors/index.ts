export {
  AnchorRegistry,
  anchorFromHash,
  anchorUrl,
  encodeFragment,
  fieldAnchor,
  sanitizeAnchorSegment,
} from './anchors.js';
export type { FieldAnchorKind } from './anchors.js';
