import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

import guidesA from './guides-a';
import guidesB from './guides-b';
import guidesC from './guides-c';

// Three groups of guides, written separately: compliance and production framework (a),
// the stay-up-to-date upgrade guides (b), and the hub pages with the style guides (c).
const sidebars = {...guidesA, ...guidesB, ...guidesC} satisfies SidebarsConfig;

export default sidebars;
