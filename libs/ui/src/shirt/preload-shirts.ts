import { shirtUrl } from './player-shirt';

/**
 * Warms the browser cache with shirt images, five at a time (spec 4: batches of 5); a failed
 * image is ignored. Resolves when every batch has settled.
 */
export async function preloadShirts(teamShortNames: Iterable<string>, batchSize = 5): Promise<void> {
  const urls = [...new Set([...teamShortNames].flatMap((code) => [shirtUrl(code), shirtUrl(code, true)]))];
  for (let i = 0; i < urls.length; i += batchSize) {
    await Promise.all(
      urls.slice(i, i + batchSize).map(
        (src) =>
          new Promise<void>((resolve) => {
            const img = new Image();
            img.onload = () => resolve();
            img.onerror = () => resolve();
            img.src = src;
          }),
      ),
    );
  }
}
