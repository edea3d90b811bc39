/** Page navigations that leave the SPA; an object so tests can replace them (jsdom cannot reload). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
  assign(url: string): void {
    window.location.assign(url);
  },
  open(url: string): void {
    window.open(url, '_blank', 'noopener');
  },
};
