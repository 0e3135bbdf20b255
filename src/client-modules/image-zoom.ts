/**
 * Click-to-zoom for images in the article body (medium-zoom), attached shortly after each
 * route change so the page settles first. Images inside emphasis, or marked `no-zoom` (class)
 * or `data-no-zoom`, are left alone. Escape or scrolling past the offset closes the zoom.
 */
import mediumZoom, {type Zoom} from 'medium-zoom';

import {IMAGE_ZOOM_ATTACH_DELAY_MS, IMAGE_ZOOM_SCROLL_OFFSET_PX} from '@site/src/constants';

export const ZOOMABLE_IMAGES = '.markdown img:not(em img):not(.no-zoom):not([data-no-zoom])';

let zoom: Zoom | null = null;
let timer: number | undefined;

export function onRouteDidUpdate(): void {
  window.clearTimeout(timer);
  timer = window.setTimeout(() => {
    zoom?.detach();
    zoom = mediumZoom(ZOOMABLE_IMAGES, {
      scrollOffset: IMAGE_ZOOM_SCROLL_OFFSET_PX,
      background: 'var(--ifm-background-color)',
      margin: 24,
    });
  }, IMAGE_ZOOM_ATTACH_DELAY_MS);
}
