/** "Try it" on screen: the playground is fetched (shared by the elements and a built page's bootstrap, which has no Lit). */

/** Fetches a playground (`load`, once) when the "Try it" button comes on screen: a reader about to use it. */
export class TryItPrefetch {
  private observer?: IntersectionObserver;
  private watched?: Element;
  private loaded = false;

  constructor(private readonly load: () => unknown) {}

  observe(button: Element | null): void {
    if (button === null || button === this.watched || this.loaded) return;
    this.disconnect();
    this.watched = button;
    this.observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      this.disconnect();
      this.loaded = true;
      void this.load();
    });
    this.observer.observe(button);
  }

  disconnect(): void {
    this.observer?.disconnect();
    this.observer = undefined;
    this.watched = undefined;
  }
}
