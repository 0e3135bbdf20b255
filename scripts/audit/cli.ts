/**
 * `npm run audit`: no high or critical advisory in the production dependencies. When the
 * registry's advisory endpoint cannot be reached (a mirror refusing POST, no network), it says
 * so and passes, unless AUDIT_REQUIRED=1 (set it where the endpoint is reachable).
 */
import {spawnSync} from 'node:child_process';

import {auditVerdict} from './verdict';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {encoding: 'utf8'});
const verdict = auditVerdict(run.stdout);
if (verdict.kind === 'ok') {
  console.log(
    `npm audit --omit=dev: no high or critical advisory (${JSON.stringify(verdict.counts)})`,
  );
} else if (verdict.kind === 'vulnerable') {
  console.error(
    `npm audit --omit=dev: high or critical advisories in ${verdict.packages.join(', ')}`,
  );
  console.error(
    'Run `npm audit --omit=dev` for details and `npm audit fix` or pin a fixed version.',
  );
  process.exit(1);
} else {
  console.warn(`npm audit --omit=dev: the advisory endpoint did not answer: ${verdict.reason}`);
  if (process.env.AUDIT_REQUIRED === '1') process.exit(1);
}
