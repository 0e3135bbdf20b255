/**
 * Rspack's native allocator (mimalloc) keeps the memory Rspack frees instead of returning it
 * to the system: about 500 MB for the rest of the build (page rendering and postBuild come
 * after bundling, in the same process). `MIMALLOC_PURGE_DELAY=0` makes it return freed pages
 * at once, at no measurable CPU cost. mimalloc reads the variable once, when Rspack's native
 * module loads, and Docusaurus loads it before it initialises plugins, so this runs as the
 * site configuration's first import. An explicit value in the environment wins.
 */
import {buildOverridesOff} from '../lib/build-off';

if (!buildOverridesOff().has('build-memory')) process.env.MIMALLOC_PURGE_DELAY ??= '0';
