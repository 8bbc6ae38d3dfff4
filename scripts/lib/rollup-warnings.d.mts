export interface RollupWarningLike {
  code?: string;
  id?: string;
  ids?: string[];
}
export declare function onwarn(warning: RollupWarningLike, warn: (warning: RollupWarningLike) => void): void;
