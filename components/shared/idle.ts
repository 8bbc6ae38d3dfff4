/**
 * Resolves when the main thread is idle (or after `timeout` ms at the latest). Work that can wait —
 * highlighting, background validation — waits here so the first render of a page is not slowed.
 */
export function afterIdle(timeout = 1000): Promise<void> {
  return new Promise((resolve) => {
    const idle = (globalThis as { requestIdleCallback?: (cb: () => void, options: { timeout: number }) => number })
      .requestIdleCallback;
    if (idle === undefined) setTimeout(resolve, 50);
    else idle(() => resolve(), { timeout });
  });
}
