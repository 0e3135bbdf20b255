// Peak memory and CPU of a build, child processes included (see lib/process-tree.mjs): prints
// the peak of the tree's memory (summed PSS), when it happened (seconds from start, with the
// build's last log line at that moment), and the CPU time of the tree.
// Usage: node bench/build-memory.mjs [command...]   (default: the build script, npm run build
// without npm's postbuild)
// MEMORY_TIMELINE=1 also prints the tree's memory every second with the log line of the moment
// (DOCUSAURUS_PERF_LOGGER=true makes Docusaurus log each build phase).
import {OUR_BUILD} from './lib/build-phases.mjs';
import {measure} from './lib/process-tree.mjs';

const command = process.argv.length > 2 ? process.argv.slice(2) : OUR_BUILD;
const onLine = process.env.MEMORY_TIMELINE
  ? (line, second, mb) =>
      console.log(
        `${String(second).padStart(4)} s ${String(Math.round(mb)).padStart(5)} MB  ${line}`,
      )
  : undefined;
const result = await measure(command, {onLine});
console.log(JSON.stringify({...result, output: undefined}, null, 2));
process.exit(result.exitCode ?? 1);
