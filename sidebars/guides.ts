import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import guidesA from './guides-a';
import guidesB from './guides-b';

// Two groups of guides, written separately: compliance and production framework (a),
// the stay-up-to-date upgrade guides (b).
const sidebars = {...guidesA, ...guidesB} satisfies SidebarsConfig;

export default sidebars;
