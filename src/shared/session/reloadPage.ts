/**
 * Reloads the page after logout or leaving agent operation, so nothing of the identity that left
 * stays in memory (shell spec §4). A seam: jsdom cannot reload, so a test puts its own in.
 */
let reload: () => void = () => window.location.reload();

export function reloadPage(): void {
  reload();
}

/** Replaces the reload (tests only); returns what puts the real one back. */
export function setPageReload(next: () => void): () => void {
  const previous = reload;
  reload = next;
  return () => {
    reload = previous;
  };
}
