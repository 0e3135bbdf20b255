/**
 * Click-to-zoom for images in the article body (medium-zoom), attached shortly after each
 * route change so the page settles first. Images inside emphasis, or marked `no-zoom` (class)
 * or `data-no-zoom`, are left alone. Escape or scrolling past the offset closes the zoom.
 *
 * medium-zoom is loaded only when the page has an image to zoom, while the attach delay runs,
 * so pages without images never load it.
 */
import type {Zoom} from 'medium-zoom';

import {IMAGE_ZOOM_ATTACH_DELAY_MS, IMAGE_ZOOM_SCROLL_OFFSET_PX} from '@site/src/constants';

export const ZOOMABLE_IMAGES = '.markdown img:not(em img):not(.no-zoom):not([data-no-zoom])';

let zoom: Zoom | null = null;
let timer: number | undefined;

const hasZoomableImages = () => document.querySelector(ZOOMABLE_IMAGES) !== null;

export function onRouteDidUpdate(): void {
  window.clearTimeout(timer);
  // Start loading medium-zoom now, so the attach is not later than the delay.
  let load = hasZoomableImages() ? import('medium-zoom') : null;
  const current = (timer = window.setTimeout(() => {
    zoom?.detach();
    zoom = null;
    // An image rendered during the delay still counts.
    load ??= hasZoomableImages() ? import('medium-zoom') : null;
    void load?.then(({default: mediumZoom}) => {
      // A later route change has taken over.
      if (timer !== current) return;
      zoom = mediumZoom(ZOOMABLE_IMAGES, {
        scrollOffset: IMAGE_ZOOM_SCROLL_OFFSET_PX,
        background: 'var(--ifm-background-color)',
        margin: 24,
      });
    });
  }, IMAGE_ZOOM_ATTACH_DELAY_MS));
}
