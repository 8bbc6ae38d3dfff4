/**
 * The loading placeholder of `<api-endpoint>` and `<api-channel>`. The status region is there at once
 * (screen readers hear "Loading…", `part="skeleton"` exists), but its pulsing lines appear only when
 * loading outlasts SKELETON_DELAY_MS: a spec that arrives sooner goes straight to the page, without a
 * flash of placeholder and without an animation competing with the first render.
 */
import { css, html, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';

/** How long loading may take before the placeholder lines show. */
export const SKELETON_DELAY_MS = 250;

/** Says whether the host has been loading for longer than SKELETON_DELAY_MS. */
export class SlowLoadController implements ReactiveController {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private slowNow = false;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly isLoading: () => boolean,
  ) {
    host.addController(this);
  }

  /** True once the current load has lasted longer than the delay. */
  get slow(): boolean {
    return this.slowNow;
  }

  hostUpdate(): void {
    if (!this.isLoading()) this.stop();
    else
      this.timer ??= setTimeout(() => {
        this.slowNow = true;
        this.host.requestUpdate();
      }, SKELETON_DELAY_MS);
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.slowNow = false;
  }
}

/** The placeholder: a labelled status region, with its lines once `slow`. */
export function renderSkeleton(label: string, slow: boolean): TemplateResult {
  return html`<div class="skeleton" part="skeleton" role="status" aria-label=${label}>
    ${
      slow
        ? html`<span class="skeleton-line wide"></span><span class="skeleton-line"></span
            ><span class="skeleton-line"></span>`
        : ''
    }
  </div>`;
}

export const skeletonStyles = css`
  .skeleton {
    display: grid;
    gap: 0.6em;
  }
  .skeleton-line {
    display: block;
    height: 1em;
    width: 60%;
    border-radius: var(--_radius);
    background: var(--_surface);
    animation: pulse 1.2s ease-in-out infinite;
  }
  .skeleton-line.wide {
    width: 90%;
    height: 1.6em;
  }
  @keyframes pulse {
    50% {
      opacity: 0.5;
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .skeleton-line {
      animation: none;
    }
  }
`;
