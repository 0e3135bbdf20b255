/**
 * The route progress bar is Docusaurus' own (theme-classic: nprogress, no spinner, started
 * 200 ms after a change of path). This pins its settings to the spec's numbers explicitly, so
 * a library default changing cannot move them.
 */
import nprogress from 'nprogress';

import {PROGRESS_BAR} from '@site/src/constants';

nprogress.configure({showSpinner: false, ...PROGRESS_BAR});
